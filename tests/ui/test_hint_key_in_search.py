"""The H key and the bag's search box (issue 29): at the draw step H is a letter the player
types to find the drawn tile ("H" is a base tile's letter); at the place step, with the box
still holding the focus (clicked into), H asks the coach, as it does from the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from ui.prefs.settings import COACH_HINTS
from ui.session import GameSession
from ui.window.main_window import MainWindow


def test_h_types_at_the_draw_step_and_asks_the_coach_at_the_place_step(qtbot: QtBot, tmp_path: Path) -> None:
    COACH_HINTS.set(True)
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    session.new_game(Setup.of(["Anna", "Bram"]))
    asked: list[bool] = []
    window.hint.ask = lambda: asked.append(True)  # type: ignore[method-assign]
    window.activateWindow()
    window.bag.search.setFocus()
    qtbot.waitUntil(window.bag.search.hasFocus)
    qtbot.keyClick(window.bag.search, Qt.Key.Key_H)
    assert window.bag.search.text() == "h" and not asked  # a letter to search by
    window.bag.search.clear()
    session.act(Draw("base/E"))
    window.bag.search.setFocus()  # the player clicked into it
    qtbot.waitUntil(window.bag.search.hasFocus)
    qtbot.keyClick(window.bag.search, Qt.Key.Key_H)
    assert asked == [True] and window.bag.search.text() == ""  # the coach, not an "h"
    qtbot.keyClick(window.bag.search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game is not None and session.game.held is None  # undo still the game's
