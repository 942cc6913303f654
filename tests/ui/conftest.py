"""UI test set-up: offscreen Qt, a data folder per test (autosave, crash lock), settings kept
apart from the user's."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    data = tmp_path / "data"
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(data))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("carc-assist-tests")
    QCoreApplication.setApplicationName("carc-assist-tests")
    from ui.prefs.touch import TOUCH_LAYOUT

    # a touch test's device stays registered with Qt for the rest of the run, and the "auto"
    # touch layout would then turn on in every later window: tests that want it say so
    TOUCH_LAYOUT.set("off")
    yield data


@pytest.fixture(autouse=True)
def closing_never_waits(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Closing a window whose game is not all stored asks the player (a modal box that would
    wait forever offscreen): here it quits, and a test that did not expect it fails, saying why.
    A test that means to answer patches ``_ask_before_closing`` on its window."""
    from ui.window.main_window import MainWindow

    asked: list[str] = []

    def quit_and_say(window: MainWindow, copy: Path | None) -> str:
        asked.append(str(window.session.save_problem))
        return "quit"

    monkeypatch.setattr(MainWindow, "_ask_before_closing", quit_and_say)
    yield asked
    assert not asked, f"a window closed with actions not stored: {asked}"


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object) -> None:
    """The app's English translation: it gives the plural forms ("1 point", "2 points")."""
    from PySide6.QtWidgets import QApplication

    from ui.start.app import install_translator

    assert isinstance(qapp, QApplication)
    install_translator(qapp, "en")
