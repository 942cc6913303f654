"""At the first start of this version, in a fake home: the doubled data folder of earlier
versions (``~/.local/share/carc-assist/carc-assist``) moves into the single one before the
library opens; its games are there; nothing is said when everything moved; a file whose name
is taken stays, and the player is told where; an earlier version running on it is left alone."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.library import Library
from ui.start import folder_move
from ui.start.app import App


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake home whose data folder is the platform's, not the tests' override."""
    monkeypatch.delenv("CARC_ASSIST_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / ".local" / "share"))
    return tmp_path / "home" / ".local" / "share" / "carc-assist"


def _old_library(old: Path, name: str) -> str:
    old.mkdir(parents=True, exist_ok=True)
    with Library(old / "library.sqlite3") as library:
        return library.add(random_game(Setup.of([name, "Bram"]), random.Random(4)))


def _start(qtbot: QtBot, told: list[str], monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(folder_move, "message", lambda parent, icon, title, text: told.append(text))
    shell = App()
    qtbot.addWidget(shell.window)
    assert shell.folder_move is None or not shell.folder_move.failure
    if shell.folder_move is not None:
        shell.folder_move.tell(shell.window)
    return shell


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG folders are Linux's")
def test_the_first_start_moves_the_doubled_folder_without_a_word(
    home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = _old_library(home / "carc-assist", "Anna")
    told: list[str] = []
    shell = _start(qtbot, told, monkeypatch)
    assert shell.session.library is not None and shell.session.library.path == home / "library.sqlite3"
    assert [e.id for e in shell.session.library.entries()] == [game_id]
    assert not (home / "carc-assist").exists() and told == []
    shell.closed_cleanly()


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG folders are Linux's")
def test_a_taken_name_stays_and_is_said_and_both_libraries_games_are_kept(
    home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _old_library(home, "Anna")
    _old_library(home / "carc-assist", "Carla")  # an earlier version run again after the move
    for folder, words in ((home, "new"), (home / "carc-assist", "old")):
        (folder / "tilesets").mkdir()
        (folder / "tilesets" / "mine.json").write_text(words, encoding="utf-8")
    told: list[str] = []
    shell = _start(qtbot, told, monkeypatch)
    assert shell.session.library is not None
    assert sorted(e.players[0][0] for e in shell.session.library.entries()) == ["Anna", "Carla"]
    assert len(told) == 1
    assert "1 game of the earlier library" in told[0] and str(home / "merged") in told[0]
    assert str(home / "carc-assist") in told[0] and "tilesets/mine.json" in told[0]
    assert (home / "carc-assist" / "tilesets" / "mine.json").read_text(encoding="utf-8") == "old"
    shell.closed_cleanly()


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG folders are Linux's")
def test_an_earlier_version_running_on_the_old_folder_is_left_alone(
    home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _old_library(home / "carc-assist", "Anna")
    running = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom PySide6.QtCore import QLockFile\nlock = QLockFile(sys.argv[1])\n"
            "assert lock.tryLock(0); print('locked', flush=True); time.sleep(60)",
            str(home / "carc-assist" / "running.lock"),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert running.stdout is not None and running.stdout.readline().strip() == "locked"
        told: list[str] = []
        shell = _start(qtbot, told, monkeypatch)
        assert shell.folder_move is None and (home / "carc-assist" / "library.sqlite3").exists()
        shell.closed_cleanly()
    finally:
        running.kill()
        running.wait()
