"""The heat map: one item over the open squares; hovering one tells what fits there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carc_assist.setup import Setup
from ui.board_view import BoardView, S
from ui.painter import TilePainter
from ui.plain import literal
from ui.session import GameSession


def test_hovering_an_open_square_tells_what_fits_there(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(700, 500)
    board.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    heat = board.heat
    assert (0, -1) in heat.fits and heat.isVisible()  # north of the start tile
    at = board.mapFromScene(0.5 * S, -0.5 * S)
    QTest.mouseMove(board.viewport(), at)
    qtbot.waitUntil(lambda: bool(heat.toolTip()))
    assert heat.toolTip() == literal(board.fit_tooltip(heat.fits[(0, -1)]))  # as plain text
    assert heat.shape().contains(board.mapToScene(at)) and not heat.shape().contains(
        board.mapToScene(board.mapFromScene(0.5 * S, 0.5 * S))
    )
