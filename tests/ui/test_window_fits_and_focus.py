"""The main window opens within the screen, and the focus goes where the next input goes."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.actions import Draw
from carc_assist.setup import Setup
from ui.main_window import MainWindow
from ui.session import GameSession


def test_first_start_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(GameSession(tmp_path / "library.sqlite3"))
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height()


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
