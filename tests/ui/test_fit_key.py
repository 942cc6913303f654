"""The board is fitted by a key at every step (issue #45, 5): F, which the README names, and
Ctrl+0, which also works while the drawn tile is typed in the bag's search field, where F is a
letter of the search (a tile's letter, "field") and is typed there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW
from carc_assist.rules.setup import Setup
from tests.ui.window_drive import opened


def test_ctrl_0_fits_the_board_while_the_search_field_takes_letters(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]))
    game = session.game
    assert game is not None and game.phase == DRAW
    (fit,) = [a for a in window.findChildren(QAction) if a.text() == "&Fit the board"]
    assert {QKeySequence("F"), QKeySequence("Ctrl+0")} <= set(fit.shortcuts())
    search = window.bag.search
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    QApplication.sendEvent(search, override)
    assert not override.isAccepted()  # the search field leaves Ctrl+0 to the window's shortcut
    qtbot.keyClick(search, Qt.Key.Key_F)  # a letter while a tile is drawn
    assert search.text() == "f"
