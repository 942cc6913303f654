"""An expansion's layer over the board's tiles comes from its UI half (``board_items``): the
board lends its scale and pieces, adds what the halves return and drops it at its next draw."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from ui.board.board_view import BoardView, FigureItem, S, SpotMarker
from ui.expansions import BoardLayer, ExpansionUI, register, unregister
from ui.look.painter import TilePainter
from ui.session import GameSession


class MarkUI(ExpansionUI):
    """A test half: a square's mark, a spot to deploy on and Anna's figure off the tiles."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[Game] = []

    def board_items(self, game: Game, board: BoardLayer) -> list[QGraphicsItem]:
        self.drawn.append(game)
        mark = QGraphicsRectItem(0, 0, board.unit, board.unit)
        spot = board.spot(QPointF(board.unit / 2, -board.unit), "bell", "Ring the bell")
        return [mark, spot, *board.figure_off_tiles(QPointF(-board.unit, 0), 0)]


@pytest.fixture
def mark() -> Iterator[MarkUI]:
    half = MarkUI()
    register(half)
    try:
        yield half
    finally:
        unregister(half)


def test_a_half_draws_its_layer_with_the_boards_pieces(qtbot: QtBot, tmp_path: Path, mark: MarkUI) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"]))
    assert mark.drawn == [session.game]
    (square,) = [i for i in board.items() if type(i) is QGraphicsRectItem and i.rect().width() == S]
    (spot,) = [i for i in board.items() if isinstance(i, SpotMarker)]
    assert spot.location == "bell" and spot.toolTip() == "Ring the bell"
    (disc,) = [i for i in board.items() if isinstance(i, FigureItem)]
    assert disc.path().boundingRect().center() == QPointF(-S, 0)
    with qtbot.waitSignal(board.follower_requested) as chosen:
        spot.choose()
    assert chosen.args == ["bell"]
    session.act(Draw("base/U"))  # the next draw: the old layer goes, the new one comes
    assert square.scene() is None and spot.scene() is None and disc.scene() is None
    assert len([i for i in board.items() if isinstance(i, SpotMarker)]) == 1


def test_the_wheels_layer_has_its_pig_and_crown_fields(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], ("wof",)))
    game = session.game
    assert game is not None
    assert [i.toolTip() for i in board.items()].count("The pig") == 1
    session.act(Draw("wof/U2"))
    place = game.legal_placements()[0]
    session.act(Place("wof/U2", place.at, place.rotation))
    crowns = [i for i in board.items() if isinstance(i, SpotMarker) and i.location.startswith("crown:")]
    assert crowns and all(c.toolTip() == "Deploy a follower on this crown field" for c in crowns)
