"""Saving files so that a crash never leaves half a file in place of a good one, nor anything
beside it.

The new text goes to a temporary file in the target's folder (a rename is atomic only within
one file system), named ``.NAME.carc-assist-tmp-XXXXXXXX`` so that the app can recognise the
leftovers of a kill and remove them when it starts (``clean_temporaries``); saving a file
again removes the old leftovers of that file, wherever the user keeps it. The saved file
keeps the mode the target had (a new one gets the usual mode the umask allows, not the 0600 of
``tempfile``); a symbolic link is written through to the file it points at, not replaced; and
the folder is synced after the rename, so that the rename itself survives a power cut.
"""

from __future__ import annotations

import os
import secrets
import stat
import time
from pathlib import Path

#: the mark of our temporary files: ``.NAME`` + this + 8 hex digits
TEMP_MARK = ".carc-assist-tmp-"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` (through a symbolic link) via a temporary file and
    ``os.replace``: readers see the old file or the new one, never half of one."""
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode: int | None = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = None
    fd, tmp = _create_temporary(target)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    clean_temporaries(target.parent, of=target.name)


def is_temporary(path: Path) -> bool:
    """Whether ``path`` is named like one of ``write_atomic``'s temporary files."""
    name = path.name
    head, mark, tail = name.rpartition(TEMP_MARK)
    return (
        name.startswith(".")
        and bool(mark)
        and len(head) > 1
        and len(tail) == 8
        and all(c in "0123456789abcdef" for c in tail)
    )


def clean_temporaries(folder: Path, older_than: float = 60.0, of: str | None = None) -> list[Path]:
    """Remove our temporary files left in ``folder`` by a save that was killed (only files of
    our pattern, only those of the file named ``of`` when given, and not those younger than
    ``older_than`` seconds: another running save may own them). Returns what was removed; a
    folder that cannot be read is left alone."""
    prefix = f".{of}{TEMP_MARK}" if of is not None else "."
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        path = Path(entry.path)
        try:
            if not (is_temporary(path) and entry.is_file(follow_symlinks=False)):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def _create_temporary(target: Path) -> tuple[int, Path]:
    """A new file beside ``target`` under our temporary name, opened for writing; created
    with mode 0666 so that the umask, as for any new file, decides what others may do."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = target.with_name(f".{target.name}{TEMP_MARK}{secrets.token_hex(4)}")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue


def _sync_folder(folder: Path) -> None:
    """Make the rename durable: sync the folder's entry list (where the system allows
    opening a folder; Windows does not, and needs no such step)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
