"""A chosen log entry outlines the part its scoring counted (issue #20): a farmer's field is
outlined over its own parts of the tiles, not over the whole tiles with their cities."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsPathItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, End, Follower, Pass, Place
from carc_assist.table.board import PlacedTile
from carc_assist.table.events import ScoreEvent
from ui.board.board_view import SquaresItem, spot_position
from ui.panels.log_view import entries
from ui.session import GameSession
from ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A game ended with Anna's farmer in the field under a completed two-tile city."""
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    # the start tile D: city north, road east-west; U (a straight road) east of it, a farmer in
    # the field north of both roads; E (one city side) above D closes the city
    for action in (
        Draw("base/U"),
        Place("base/U", (1, 0), 0),
        Follower("N"),
        Draw("base/E"),
        Place("base/E", (0, -1), 180),
        Pass(),
        End(),
    ):
        session.act(action)
    return win


def _placed(game: Game, origin: tuple[int, int]) -> PlacedTile:
    return next(p for p in game.board.placed if p.origin == origin)


def _choose(window: MainWindow, source: str) -> ScoreEvent:
    game = window.session.game
    assert game is not None
    for row, entry in enumerate(entries(game)):
        if isinstance(entry, ScoreEvent) and entry.final and entry.source == source:
            window.log.setCurrentRow(row)
            return entry
    raise AssertionError(f"no final {source} entry")


def test_a_fields_entry_outlines_its_parts_and_not_the_city(window: MainWindow) -> None:
    game = window.session.game
    assert game is not None
    entry = _choose(window, "field")
    assert entry.points == 3 and len(entry.parts) == 2
    (outline,) = [i for i in window.board._highlight if isinstance(i, QGraphicsPathItem)]
    shape = outline.path()
    start, road = _placed(game, (0, 0)), _placed(game, (1, 0))
    assert shape.contains(spot_position(start, start.first_segment + 2))  # D's field by the city
    assert shape.contains(spot_position(road, road.first_segment + 1))  # U's field north
    assert not shape.contains(spot_position(start, start.first_segment))  # D's city
    assert not shape.contains(spot_position(start, start.first_segment + 1))  # D's road
    assert not shape.contains(spot_position(road, road.first_segment + 2))  # U's field south


def test_an_entry_without_parts_outlines_its_squares(window: MainWindow) -> None:
    window.board.show_squares([(0, 0), (1, 0)], [], [])
    assert [type(i) for i in window.board._highlight] == [SquaresItem]
    window.log.setCurrentRow(-1)
    assert window.board._highlight == []
