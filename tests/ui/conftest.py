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


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object) -> None:
    """The app's English translation: it gives the plural forms ("1 point", "2 points")."""
    from PySide6.QtWidgets import QApplication

    from ui.start.app import install_translator

    assert isinstance(qapp, QApplication)
    install_translator(qapp, "en")
