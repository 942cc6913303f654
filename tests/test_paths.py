"""The data folder: the one definition, a single ``carc-assist`` folder; the doubled one Qt's
AppDataLocation gave earlier versions is named, for its files to be moved."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from carc_assist.storage.paths import data_dir, doubled_dir


def test_the_environment_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    assert doubled_dir() is None  # a folder named so was never doubled


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG rules are Linux's")
def test_one_folder_and_the_doubled_one_is_qt_s_app_data_location(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("CARC_ASSIST_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    QCoreApplication.setOrganizationName("carc-assist")
    QCoreApplication.setApplicationName("carc-assist")
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert data_dir() == tmp_path / "share" / "carc-assist"
    assert doubled_dir() == Path(location) == data_dir() / "carc-assist"  # where earlier versions kept it
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert doubled_dir() == Path(location) and data_dir() == Path(location).parent
