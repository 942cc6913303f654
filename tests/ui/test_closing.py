"""Nothing strands a game in the app (issue 27): closing while the library lacks actions asks
and keeps an emergency copy, offered at the next start; a damaged library is found at start
and recovered, a game played meanwhile written into the new one; a failed backup is shown;
SIGTERM closes cleanly."""

from __future__ import annotations

import os
import select
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.storage import emergency
from carc_assist.storage.library import Library, LibraryError
from carc_assist.storage.library_repair import check
from carc_assist.table.actions import Draw, Follower, Place
from ui.dialogs.library_damage import LibraryDamageDialog
from ui.start.app import App, claim
from ui.start.single_instance import Start


def _refuse(kind: str = "full") -> pytest.MonkeyPatch:
    """The library refuses every write, as a full disk does, until ``undo``."""

    def refused(*_: object) -> str:
        raise LibraryError("refused", kind)

    refusing = pytest.MonkeyPatch()
    refusing.setattr(Library, "save", refused)
    refusing.setattr(Library, "add", refused)
    return refusing


def _play(shell: App) -> None:
    shell.session.act(Draw("base/E"))
    shell.session.act(Place("base/E", (0, -1), 180))
    shell.session.act(Follower("S"))


@pytest.fixture
def shell(qtbot: QtBot, isolated: Path) -> Iterator[App]:
    app = App()
    qtbot.addWidget(app.window)
    app.session.new_game(Setup.of(["Anna", "Bram"]))
    yield app
    app.closed_cleanly()


def _stored_actions(data: Path) -> list[int]:
    with Library(data / "library.sqlite3") as library:
        return [entry.actions for entry in library.entries()]


def test_closing_while_saves_fail_asks_and_keeps_an_emergency_copy(
    shell: App, isolated: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    refusing = _refuse()
    _play(shell)
    bar = shell.window.save_warning.text()
    assert "the disk holding the games library is full" in bar and "emergency copy" in bar
    asked: list[Path | None] = []

    def stay(copy: Path | None) -> str:
        asked.append(copy)
        return "stay"

    monkeypatch.setattr(shell.window, "_ask_before_closing", stay)
    shell.window.show()
    assert not shell.window.close() and shell.window.isVisible()  # the player stays
    copy = asked[0]
    assert copy is not None and copy.parent == isolated / "unsaved"
    assert emergency.found() == [copy]
    monkeypatch.setattr(shell.window, "_ask_before_closing", lambda copy: "quit")
    assert shell.window.close()
    shell.closed_cleanly()
    refusing.undo()  # the next start: the library works again

    again = App()
    qtbot.addWidget(again.window)
    offered: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        offered.append(str(args[3]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr("ui.start.app.message", yes)
    assert again.offer_emergency()
    assert "Anna, Bram: 3 actions" in offered[0]
    assert again.session.game is not None and len(again.session.game.actions) == 3
    assert _stored_actions(isolated) == [3]  # every action, into the game the first run stored: once
    assert emergency.found() == [] and copy.with_name(copy.name + ".restored").exists()
    assert not again.offer_emergency()  # once
    again.closed_cleanly()


def test_try_again_stores_the_game_and_closes(
    shell: App, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    refusing = _refuse("locked")
    _play(shell)
    assert "in use by another program" in shell.window.save_warning.text()

    def works_again(copy: Path | None) -> str:
        refusing.undo()  # the other program let go
        return "retry"

    monkeypatch.setattr(shell.window, "_ask_before_closing", works_again)
    shell.window.show()
    assert shell.window.close()
    assert _stored_actions(isolated) == [3] and emergency.found() == []
    assert shell.window.save_warning.isHidden()


def test_saving_to_a_file_lets_the_window_close(
    shell: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    refusing = _refuse("read-only")
    _play(shell)
    answers = iter(["file", "file"])
    monkeypatch.setattr(shell.window, "_ask_before_closing", lambda copy: next(answers))
    picked = iter(["", str(tmp_path / "kept")])  # the first file dialog cancelled, then a name
    monkeypatch.setattr(
        "ui.window.main_window.QFileDialog.getSaveFileName", lambda *args, **kwargs: (next(picked), "")
    )
    shell.window.show()
    assert shell.window.close()
    assert (tmp_path / "kept.carc").exists() and len(emergency.found()) == 1  # the copy stays too
    refusing.undo()


def test_a_failed_backup_is_shown(shell: App, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Library) -> Path:
        raise LibraryError("no room for backups", "full")

    monkeypatch.setattr(Library, "backup", broken)
    monkeypatch.setattr("carc_assist.storage.library.BACKUP_EVERY", -1)
    _play(shell)
    text = shell.window.save_warning.text()
    assert not shell.window.save_warning.isHidden()
    assert "The last backup of the games library failed: the disk holding the games library is full" in text
    assert "cannot be stored" not in text  # the game itself is stored


def _damage_header(path: Path) -> None:
    with path.open("r+b") as file:
        file.write(b"\0" * 100)


def test_a_damaged_library_is_found_at_start_and_recovered(
    qtbot: QtBot, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = App()
    qtbot.addWidget(first.window)
    first.session.new_game(Setup.of(["Anna", "Bram"]))
    _play(first)
    library = first.session.library
    assert library is not None
    library.backup()
    first.closed_cleanly()
    _damage_header(isolated / "library.sqlite3")

    second = App()
    qtbot.addWidget(second.window)
    assert "the games library is damaged" in (second.session.save_problem or "")
    second.session.new_game(Setup.of(["Carla", "Dirk"]))  # played while the library is unusable
    second.session.act(Draw("base/E"))
    assert second.session.emergency is not None and second.session.emergency.exists()
    shown: list[str] = []

    def recover_at_once(dialog: LibraryDamageDialog) -> int:
        shown.append(dialog.text.text())
        dialog.recover_button.click()
        shown.append(dialog.text.text())
        return 1

    monkeypatch.setattr(LibraryDamageDialog, "exec", recover_at_once)
    recovery = second.check_library()
    assert recovery is not None and recovery.recovered == 1 and recovery.kept_aside is not None
    assert "the games library is damaged" in shown[0] and "2 backups of the library are at hand" in shown[0]
    assert (
        "1 game came back: 1 from the library, 0 from the backups and journals." in shown[1]
    )  # its header mended
    assert "Anna – Bram, " in shown[1] and ": turn 2, as before" in shown[1]  # every game, and its turn
    assert str(recovery.kept_aside) in shown[1]
    assert sorted(_stored_actions(isolated)) == [1, 3]  # the game played meanwhile is in it
    assert second.session.save_problem is None and second.session.emergency is None
    assert check(isolated / "library.sqlite3").ok
    assert second.check_library() is None  # healthy now: no dialog
    second.closed_cleanly()


#: the app as the ``carc-assist`` command starts it, saying on stdout once a modal dialog is
#: open (the test waits for that, not a guessed time)
_APP = """
import sys
from PySide6.QtCore import QTimer
from ui.start import app as app_module

made = app_module.start

def start(argv):
    app = made(argv)
    def look():
        if app.activeModalWidget() is not None:
            print("dialog open", flush=True)
        else:
            QTimer.singleShot(50, look)
    QTimer.singleShot(0, look)
    return app

app_module.start = start
sys.argv = ["carc-assist"]
sys.exit(app_module.main())
"""


@pytest.mark.parametrize("damaged", [False, True], ids=["new-game-dialog", "damaged-library-dialog"])
def test_sigterm_closes_cleanly(isolated: Path, tmp_path: Path, damaged: bool) -> None:
    """Whatever the app shows (its new-game dialog, or the damaged library's at start)."""
    if damaged:
        isolated.mkdir(parents=True)
        (isolated / "library.sqlite3").write_bytes(b"not a database" * 100)
    environment = {**os.environ, "CARC_ASSIST_DATA_DIR": str(isolated), "QT_QPA_PLATFORM": "offscreen"}
    environment["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    lock = isolated / "running.lock"
    with subprocess.Popen(
        [sys.executable, "-c", _APP], env=environment, stdout=subprocess.PIPE, text=True
    ) as child:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], 60)
        assert ready and child.stdout.readline() == "dialog open\n"  # the window up, its dialog open
        assert lock.exists()
        child.send_signal(signal.SIGTERM)
        assert child.wait(30) == 0
    assert not lock.exists()
    instance, start = claim()
    assert start is Start.FIRST  # no crash reported
    instance.release()
    assert (isolated / "library.sqlite3").is_file()  # the damaged one left as it was, unasked


def test_a_locked_library_never_freezes_the_window(shell: App, isolated: Path, qtbot: QtBot) -> None:
    """Another program holds the library's write lock: no action blocks the window 100 ms;
    the bar says why, and the game is stored once the lock is let go (a timer tries again)."""
    other = sqlite3.connect(isolated / "library.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    blocked = []
    try:
        for action in (Draw("base/E"), Place("base/E", (0, -1), 180), Follower("S")):
            start = time.perf_counter()
            assert shell.session.act(action)
            shell.session.flush()  # the save, written at once rather than after the paint
            blocked.append(time.perf_counter() - start)
        assert max(blocked) < 0.1, blocked
        assert "the games library is in use by another program" in shell.window.save_warning.text()
    finally:  # let go, so that a failure here is one failure, not a window that can't close
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(shell.window.save_warning.isHidden, timeout=5000)
    assert _stored_actions(isolated) == [3] and emergency.found() == []


def test_a_bad_summary_row_stops_neither_the_start_nor_the_library_window(
    qtbot: QtBot, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = App()
    qtbot.addWidget(first.window)
    first.session.new_game(Setup.of(["Anna", "Bram"]))
    _play(first)
    first.session.new_game(Setup.of(["Carla", "Dirk"]))
    first.closed_cleanly()
    db = sqlite3.connect(isolated / "library.sqlite3")
    with db:  # the newest game's summary and record both damaged, the other one whole
        db.execute("UPDATE games SET players = 'x', record = 'x' WHERE id = 2")
    db.close()
    second = App()
    qtbot.addWidget(second.window)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    assert not second.offer_resume()  # the newest cannot be read: nothing to go on with, no crash
    second.window.show_library()
    window = second.window.library_window
    assert window is not None and window.games.rowCount() == 2
    states = {window.games.item(row, 3).text() for row in range(2)}
    assert any("cannot be read" in state for state in states)
    second.closed_cleanly()


def test_a_backup_that_cannot_be_written_is_said_when_a_game_is_resumed(
    shell: App, isolated: Path, qtbot: QtBot
) -> None:
    """A file where the backups folder should be: the backup taken when a library game is
    resumed fails, and the bar says what failed (not that the library cannot be opened)."""
    _play(shell)
    game_id = shell.session.game_id
    assert game_id is not None
    shutil.rmtree(isolated / "backups")
    (isolated / "backups").write_text("not a folder", encoding="utf-8")
    shell.window.show()
    assert shell.window.resume(game_id)
    text = shell.window.save_warning.text()
    assert not shell.window.save_warning.isHidden()
    assert (
        "The last backup of the games library failed: no backup could be written in the folder of backups"
        in text
    )
    assert "cannot be opened" not in text
