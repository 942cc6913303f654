"""A figure's size on the board shows its weight in majorities (an expansion's big follower
weighs 2 and stands a third taller), and the scoreboard a kind's supply of its own, with no
edit of a view for the new kind: the modules here are registered by these tests only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist import Draw, Follower, Place, Setup
from carc_assist.rules import hooks
from carc_assist.table import figures
from tests.test_figure_weight import HEAVY, _BigFollower, _OwnBigFollower
from ui.board.board_view import BoardView, FigureItem
from ui.look.painter import TilePainter
from ui.panels.scoreboard import Scoreboard
from ui.session import GameSession


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[BoardView]:
    monkeypatch.setattr(figures, "_KINDS", dict(figures._KINDS))
    monkeypatch.setattr(hooks, "MODULES", hooks.MODULES)
    hooks.register(_BigFollower)
    view = BoardView(GameSession(tmp_path / "library.sqlite3"), TilePainter())
    qtbot.addWidget(view)
    yield view


def _heights(board: BoardView) -> list[float]:
    return sorted(item.boundingRect().height() for item in board.items() if isinstance(item, FigureItem))


def test_a_big_follower_stands_a_third_taller(board: BoardView) -> None:
    session = board.session
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    for tile, at, location in (("base/U", (1, 0), "E"), ("base/U", (0, 1), "big:E")):
        session.act(Draw(tile))
        session.act(Place(tile, at, 0))
        session.act(Follower(location))
    game = session.game
    assert game is not None and sorted(f.kind for f in game.figures.values()) == ["follower", HEAVY]
    normal, big = _heights(board)
    assert big == pytest.approx(normal * 4 / 3, rel=0.05)


def test_the_scoreboard_shows_a_supply_of_its_own(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(figures, "_KINDS", dict(figures._KINDS))
    monkeypatch.setattr(hooks, "MODULES", hooks.MODULES)
    hooks.register(_OwnBigFollower)
    session = GameSession(tmp_path / "library.sqlite3")
    board = Scoreboard(session)
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    session.act(Draw("base/U"))
    session.act(Place("base/U", (1, 0), 0))
    session.act(Follower("big:E"))
    model = board.model()
    supply = [model.index(row, 2).data() for row in range(2)]
    assert supply == ["7 + 0", "7 + 1"]


def test_the_scoreboard_says_which_supply_is_which(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = Scoreboard(session)
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "inns-cathedrals", "traders-builders")))
    model = board.model()
    assert model.index(0, 2).data() == "7 + 1 + 1 + 1"
    tip = "Followers left, then: the big follower, the builder, the pig"
    assert model.horizontalHeaderItem(2).toolTip() == tip
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == tip


def test_the_supply_is_said_under_the_scoreboard_not_only_in_a_tooltip(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue #45, 21: "7 + 1 + 1 + 1" was explained by a tooltip alone."""
    from ui.panels.scoreboard import SupplyWords

    session = GameSession(tmp_path / "library.sqlite3")
    board = Scoreboard(session)
    words = SupplyWords(board)
    qtbot.addWidget(board)
    qtbot.addWidget(words)
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "inns-cathedrals", "traders-builders")))
    assert words.text() == "Followers left, then: the big follower, the builder, the pig"
    assert not words.isHidden()
    session.new_game(Setup.of(["Anna", "Bram"]))  # followers alone: nothing to explain
    assert words.isHidden()
