"""A finger cannot hover: a tap on a follower tells what hovering it tells (its feature
outlined; its size, worth, chance and risk), and the next tap elsewhere takes the outline away."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower
from tests.ui.test_board_touch_and_keys import tap
from ui.board.board_view import BoardView, spot_position
from ui.look.painter import TilePainter
from ui.prefs.touch import TOUCH_LAYOUT
from ui.session import GameSession


@pytest.fixture(scope="module")
def finger() -> QPointingDevice:
    return QTest.createTouchDevice()


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path) -> Iterator[BoardView]:
    """Anna's thief on the road west of the start tile, Bram to draw."""
    TOUCH_LAYOUT.set("off")  # (the test's touch device would turn it on)
    session = GameSession(tmp_path / "library.sqlite3")
    view = BoardView(session, TilePainter())
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    game = session.game
    assert game is not None
    assert session.act(Draw("base/U"))
    assert session.act(next(p for p in game.legal_placements() if p.at == (-1, 0)))
    assert session.act(Follower("W"))
    yield view


def test_a_tap_on_a_follower_tells_its_feature(
    board: BoardView, finger: QPointingDevice, qtbot: QtBot
) -> None:
    game = board.session.game
    assert game is not None
    (figure,) = game.figures.values()
    at = board.mapFromScene(spot_position(game.board.cells[figure.square], figure.segment))
    tap(board, finger, at)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == board.figure_tip(figure)
    assert "tile" in QToolTip.text()  # "3 tile(s); worth 3 if the game ended now"
    assert board._highlight  # its road outlined
    assert len(game.actions) == 3  # a tap that only tells
    corner = board.viewport().rect().topLeft() + QPoint(5, 5)  # no tile there
    assert not board.items(corner)
    tap(board, finger, corner)
    assert not board._highlight
