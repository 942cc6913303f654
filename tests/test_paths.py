"""The data folder: the one definition, the same folder as Qt's AppDataLocation gave before."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from carc_assist.storage.paths import data_dir


def test_the_environment_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG rules are Linux's")
def test_the_same_folder_as_qt_app_data_location(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CARC_ASSIST_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    QCoreApplication.setOrganizationName("carc-assist")
    QCoreApplication.setApplicationName("carc-assist")
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert data_dir() == Path(location) == tmp_path / "share" / "carc-assist" / "carc-assist"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert data_dir() == Path(location)
