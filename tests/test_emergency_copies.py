"""Emergency copies are found where this version and earlier ones put them."""

from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path

import pytest

from carc_assist.storage import emergency
from carc_assist.storage.paths import doubled_dir
from carc_assist.storage.record import save
from tests.test_game import new_game


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("CARC_ASSIST_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    return tmp_path


def test_a_copy_written_is_found(home: Path) -> None:
    copy = emergency.write(new_game(), emergency.new_name())
    assert emergency.found() == [copy]


def test_a_copy_an_earlier_version_left_in_the_temporary_folder_is_found(home: Path) -> None:
    """Earlier versions' data folder was doubled (…/carc-assist/carc-assist): the temporary
    folder's copies were named after that path. Their games must still be offered."""
    doubled = doubled_dir()
    assert doubled is not None
    # where such a version wrote when its data folder refused (3ddab41's emergency.folders())
    key = hashlib.sha256(str(doubled.absolute()).encode()).hexdigest()[:12]
    earlier = Path(tempfile.gettempdir()) / f"carc-assist-unsaved-{key}"
    assert earlier not in emergency.folders()
    copy = earlier / "game-20261201T120000000000Z.carc"
    save(new_game(), copy)
    assert emergency.found() == [copy]


def test_no_usable_temporary_folder_stops_nothing(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk at start leaves no usable temporary folder (``tempfile`` raises): copies are
    still written beside the library, and found there (issue 43)."""

    def full() -> str:
        raise FileNotFoundError("No usable temporary directory found")

    monkeypatch.setattr(tempfile, "gettempdir", full)
    copy = emergency.write(new_game(), emergency.new_name())
    assert copy.parent == emergency.folders()[0] and emergency.found() == [copy]
