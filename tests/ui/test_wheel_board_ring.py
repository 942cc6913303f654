"""The wheel drawn on its start tile on the board (The Wheel of Fortune's own box) rings the
crown-field followers the step lets their owner take back, as the panel beside it does: a
click, a tap or Enter on the arrow keys' cursor takes one back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from carc_assist.rules.setup import Setup
from tests.ui.window_drive import opened, self_played
from ui.board.board_view import BoardView, FigureRing
from ui.expansions.wheel_of_fortune.panel import crown_take_backs
from ui.window.main_window import MainWindow

#: after these self-played actions (seed 0) of the wheel's box with the festival, Anna may
#: take back her followers on the fortune and the storm crown fields
ACTIONS = 26


def _at_take_back(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    setup = Setup(Setup.of(["Anna", "Bram"]).players, ("wof", "festival"))
    session, window = opened(qtbot, tmp_path, setup)
    for action in self_played(setup, seed=0, most=ACTIONS)[:ACTIONS]:
        assert session.act(action)
    game = session.game
    assert game is not None
    assert any("wheel" in placed.tile.marks for placed in game.board.placed)  # on the board
    assert set(crown_take_backs(game)) == {"crown:fortune:0", "crown:storm:1"}
    return window


def _rings(board: BoardView) -> dict[object, FigureRing]:
    return {ring.action_offered(): ring for ring in board.items() if isinstance(ring, FigureRing)}


def test_a_click_on_the_board_s_ring_takes_the_follower_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = _at_take_back(qtbot, tmp_path)
    game = window.session.game
    assert game is not None
    rings = _rings(window.board)
    assert TakeBack("crown:fortune:0") in rings and TakeBack("crown:storm:1") in rings
    done = len(game.actions)
    ring = rings[TakeBack("crown:storm:1")]
    qtbot.mouseClick(
        window.board.viewport(), Qt.MouseButton.LeftButton, pos=window.board.mapFromScene(ring.pos())
    )
    qtbot.waitUntil(lambda: len(game.actions) > done, timeout=3000)
    assert game.actions[-1] == TakeBack("crown:storm:1")
    assert "crown:storm:1" not in game.off_board
    assert TakeBack("crown:storm:1") not in _rings(window.board)


def test_the_arrow_keys_reach_the_board_s_ring(qtbot: QtBot, tmp_path: Path) -> None:
    window = _at_take_back(qtbot, tmp_path)
    board = window.board
    game = window.session.game
    assert game is not None
    wanted = _rings(board)[TakeBack("crown:fortune:0")]
    board.setFocus()
    keys = [Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up] * 10
    for key in keys:
        qtbot.keyClick(board, key)
        if board.spot_cursor() is wanted:
            break
    assert board.spot_cursor() is wanted
    done = len(game.actions)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.actions) > done, timeout=3000)
    assert game.actions[-1] == TakeBack("crown:fortune:0")
