"""View toggles and the games folder come back in the next run."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from ui.prefs.remembered import games_folder, remember_games_folder, remember_toggles


def test_a_toggle_comes_back_as_left_and_its_slot_runs(qtbot: QtBot) -> None:
    ran: list[bool] = []
    first = QAction("tint")
    first.setCheckable(True)
    remember_toggles({"tint": first})
    first.trigger()  # the player turns it on
    second = QAction("tint")
    second.setCheckable(True)
    second.triggered.connect(lambda: ran.append(second.isChecked()))
    remember_toggles({"tint": second})  # the next run
    assert second.isChecked() and ran == [True]


def _first_folder() -> str:
    """The documents folder where there is one, else home."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def test_the_games_folder_is_the_last_used_one(tmp_path: Path) -> None:
    assert games_folder() == _first_folder()
    remember_games_folder(tmp_path / "game.json")
    assert games_folder() == str(tmp_path)
    remember_games_folder(tmp_path / "gone" / "game.json")
    assert games_folder() == _first_folder()  # a folder since removed: the first one again
