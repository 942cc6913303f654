"""The main window opens within the screen, and the focus goes where the next input goes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from ui.prefs.screen_fit import LEAST_SHARE
from ui.session import GameSession
from ui.window.main_window import MainWindow


def test_first_start_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(GameSession(tmp_path / "library.sqlite3"))
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height()


def test_a_tiny_remembered_window_is_fitted_to_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    """As 870x490 on a 1920x1080 screen; a geometry that fits comes back as it was."""
    for left, kept in ((QRect(10, 10, 300, 200), False), (QRect(20, 30, 700, 650), True)):
        before = QMainWindow()
        qtbot.addWidget(before)
        before.setGeometry(left)
        QSettings().setValue("window/geometry", before.saveGeometry())
        window = MainWindow(GameSession(tmp_path / "library.sqlite3"))
        qtbot.addWidget(window)
        screen = window.screen().availableGeometry()
        assert screen.contains(window.geometry()) and window.width() >= screen.width() * LEAST_SHARE
        assert (window.geometry() == left) == kept


def test_focus_follows_the_next_input(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    assert window.focusWidget() is window.bag.search
    session.act(Draw("base/D"))
    assert window.focusWidget() is window.board  # arrows, Enter, Esc, R
    session.undo()
    assert window.focusWidget() is window.bag.search
