"""Atomic saving: nothing left beside the file, its mode kept, symlinks written through, and
the leftovers of a killed save recognised and cleaned."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from carc_assist.files import atomic as files
from carc_assist.files.atomic import TEMP_MARK, clean_temporaries, is_temporary, write_atomic

posix_only = pytest.mark.skipif(os.name != "posix", reason="modes, symlinks and kill are POSIX")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_writes_and_leaves_nothing_beside(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    write_atomic(target, "one\n")
    write_atomic(target, "two\n")
    assert target.read_text(encoding="utf-8") == "two\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_failed_save_keeps_the_old_file_and_removes_its_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    write_atomic(target, "old\n")

    def refuse(_src: object, _dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@posix_only
def test_a_new_file_gets_the_umask_mode_not_0600(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.json", "{}\n")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "new.json") == 0o644


@posix_only
def test_the_target_keeps_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o640)
    write_atomic(target, "new\n")
    assert _mode(target) == 0o640
    assert target.read_text(encoding="utf-8") == "new\n"


@posix_only
def test_a_symlink_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real" / "game.json"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_atomic(link, "new\n")
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new\n"
    assert sorted(p.name for p in real.parent.iterdir()) == ["game.json"]


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)
    write_atomic(tmp_path / "game.json", "{}\n")
    assert synced[0] is False  # the file's data first
    if os.name == "posix":
        assert synced[-1] is True  # then the folder holding the rename


def test_temporary_names_are_recognised() -> None:
    assert is_temporary(Path(f".game.json{TEMP_MARK}0123abcd"))
    for name in ("game.json", ".game.json.tmp", f"game.json{TEMP_MARK}0123abcd", f".game{TEMP_MARK}zz"):
        assert not is_temporary(Path(name)), name


def test_cleaning_removes_only_our_old_leftovers(tmp_path: Path) -> None:
    old_enough = time.time() - 3600
    ours = tmp_path / f".game.json{TEMP_MARK}0123abcd"
    young = tmp_path / f".other.json{TEMP_MARK}89abcdef"
    theirs = [tmp_path / ".game.json.tmp", tmp_path / "notes.txt", tmp_path / f".x{TEMP_MARK}nothexhx"]
    for path in (ours, young, *theirs):
        path.write_text("x", encoding="utf-8")
    folder_like_ours = tmp_path / f".dir{TEMP_MARK}00000000"
    folder_like_ours.mkdir()
    for path in (ours, *theirs, folder_like_ours):
        os.utime(path, (old_enough, old_enough))
    assert clean_temporaries(tmp_path) == [ours]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.name for p in (young, *theirs, folder_like_ours)
    )
    assert clean_temporaries(tmp_path / "missing") == []


def test_saving_a_file_again_removes_its_own_old_leftovers(tmp_path: Path) -> None:
    old_enough = time.time() - 3600
    mine = tmp_path / f".game.json{TEMP_MARK}0123abcd"
    other = tmp_path / f".other.json{TEMP_MARK}0123abcd"
    for path in (mine, other):
        path.write_text("x", encoding="utf-8")
        os.utime(path, (old_enough, old_enough))
    write_atomic(tmp_path / "game.json", "{}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["game.json", other.name])


@posix_only
def test_a_killed_save_leaves_a_temporary_that_cleaning_removes(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text("old\n", encoding="utf-8")
    script = (
        "import os, sys, time\n"
        "from pathlib import Path\n"
        "from carc_assist.files import atomic as files\n"
        "files.os.fsync = lambda fd: (print('writing', flush=True), time.sleep(30))\n"
        "files.write_atomic(Path(sys.argv[1]), 'new\\n')\n"
    )
    root = Path(__file__).resolve().parents[1]
    with subprocess.Popen(
        [sys.executable, "-c", script, str(target)], cwd=root, stdout=subprocess.PIPE, text=True
    ) as run:
        assert run.stdout is not None
        try:
            assert run.stdout.readline() == "writing\n"
        finally:
            run.kill()  # SIGKILL: no cleanup runs
    leftovers = [p for p in tmp_path.iterdir() if p != target]
    assert len(leftovers) == 1 and is_temporary(leftovers[0])
    assert target.read_text(encoding="utf-8") == "old\n"
    assert clean_temporaries(tmp_path, older_than=0) == leftovers
    assert list(tmp_path.iterdir()) == [target]
