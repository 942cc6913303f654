"""The data folder of earlier versions (``paths.doubled_dir``: ``…/carc-assist/carc-assist``)
moved into the single one, once, at the first start of this version.

Nothing is ever overwritten or deleted: each file or folder is renamed up (a rename within one
folder tree: it happens whole or not at all); a folder both have is merged file by file; when
both have a games library, the old one's games are added to the current one (new ids) and the
old file is kept in ``merged/``; any other file whose name is taken stays where it is, and is
reported so that the app can say where it is. The caller holds the data folder's lock, and
has made sure no earlier version runs on the old folder (its lock file, ``skip``, stays).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from carc_assist.storage import game_journal
from carc_assist.storage.library import FILE_NAME
from carc_assist.storage.library_repair import merge

#: what travels with a library file (SQLite's journals)
_JOURNALS = ("-journal", "-wal", "-shm")


@dataclass(frozen=True)
class Moved:
    """What moving the doubled folder did."""

    files: int = 0  # files and folders renamed into the single folder
    merged: int = 0  # games of the old library added to the library
    kept: Path | None = None  # where the old library was kept after merging its games
    stayed: tuple[Path, ...] = ()  # files left in the old folder: their names were taken


def move_doubled(old: Path, folder: Path, skip: tuple[str, ...] = ()) -> Moved:
    """Everything in ``old`` moved into ``folder`` (``old`` lies inside it); ``skip``: names
    left where they are (the old folder's lock). The old folder is removed when empty."""
    if not old.is_dir():
        return Moved()
    moved = _move_tree(old, folder, skip, top=True)
    with contextlib.suppress(OSError):  # something stayed (said in ``stayed``), or the lock is still there
        old.rmdir()
    return moved


def _move_tree(old: Path, folder: Path, skip: tuple[str, ...], top: bool = False) -> Moved:
    """``old``'s files and folders into ``folder``; ``top``: the data folder itself, where a
    games library is merged into the one there."""
    files, merged = 0, 0
    kept: Path | None = None
    stayed: list[Path] = []
    journals = {FILE_NAME + tail for tail in _JOURNALS}
    for entry in sorted(old.iterdir()):
        target = folder / entry.name
        if entry.name in skip or entry.name in journals:
            continue  # a library's journals go with it (below)
        if top and entry.name == FILE_NAME and target.exists():
            merged = merge(entry, target)
            kept = _keep(entry, folder / "merged")
            continue
        if (
            top
            and entry.name == game_journal.FOLDER
            and (folder / FILE_NAME).exists()
            and (old / FILE_NAME).exists()
        ):
            # the old library's games' journals name them by their old ids: kept with it
            (folder / "merged").mkdir(parents=True, exist_ok=True)
            os.rename(entry, folder / "merged" / f"journals-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}")
            continue
        if not target.exists() and not target.is_symlink():
            _rename_with_journals(entry, target)
            files += 1
        elif entry.is_dir() and not entry.is_symlink() and target.is_dir():
            inner = _move_tree(entry, target, ())
            files, merged, stayed = files + inner.files, merged + inner.merged, [*stayed, *inner.stayed]
            with contextlib.suppress(OSError):
                entry.rmdir()
        else:
            stayed.append(entry)
    stayed += [old / name for name in sorted(journals) if (old / name).exists()]
    return Moved(files, merged, kept, tuple(stayed))


def _rename_with_journals(entry: Path, target: Path) -> None:
    os.rename(entry, target)
    if entry.name == FILE_NAME:
        for tail in _JOURNALS:
            journal = entry.with_name(entry.name + tail)
            if journal.exists() and not target.with_name(target.name + tail).exists():
                os.rename(journal, target.with_name(target.name + tail))


def _keep(library: Path, folder: Path) -> Path:
    """The old library (its games now in the current one) kept in ``folder``, never deleted."""
    folder.mkdir(parents=True, exist_ok=True)
    kept = folder / f"library-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}.sqlite3"
    _rename_with_journals(library, kept)
    return kept
