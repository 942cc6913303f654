"""Emergency copies: a game the library could not store, kept as a record file until it is.

While the library refuses writes (damaged, full, read-only, locked), the app keeps the game in
memory and, after every action, in an emergency copy: a record file in ``unsaved/`` of the
data folder, or of the system's temporary folder when the data folder cannot be written. The
app offers every copy it finds at its next start; a copy brought back into the library is
renamed aside (``.restored``), never deleted. A copy is removed only when the library has
stored every action of its game after all.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path

from carc_assist.rules.game import Game
from carc_assist.storage.paths import data_dir, doubled_dir
from carc_assist.storage.record import save, to_record

FOLDER = "unsaved"
SUFFIX = ".carc"


def folders() -> tuple[Path, ...]:
    """Where copies go, in order of preference: the data folder, beside the library, else the
    temporary folder when there is a usable one (a folder there per data folder: another
    user's or a portable copy's games stay apart)."""
    data = data_dir()
    return (data / FOLDER, *_temporary(data))


def _temporary(data: Path) -> tuple[Path, ...]:
    """The temporary folder's copies of the data folder ``data`` (none when there is no
    usable temporary folder: a full disk at start)."""
    key = hashlib.sha256(str(data.absolute()).encode()).hexdigest()[:12]
    try:
        return (Path(tempfile.gettempdir()) / f"carc-assist-{FOLDER}-{key}",)
    except OSError:
        return ()


def _earlier() -> tuple[Path, ...]:
    """Where earlier versions, whose data folder was doubled (``paths.doubled_dir``), put
    copies in the temporary folder: their games are offered too. (Their copies in the data
    folder itself moved into it with the rest of the doubled folder.)"""
    doubled = doubled_dir()
    return () if doubled is None else _temporary(doubled)


def new_name(game_id: str | None = None) -> str:
    """A copy's file name: the time it was first written, so copies sort by age, and the id of
    the library's game it is a newer state of (when the library holds it already)."""
    of = f"-{game_id}" if game_id is not None and game_id.isdecimal() else ""
    return f"game-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}{of}{SUFFIX}"


def game_id(path: Path) -> str | None:
    """The library's game a copy is a newer state of (``new_name``), or None."""
    parts = path.name.removesuffix(SUFFIX).split("-")
    return parts[2] if len(parts) == 3 and parts[2].isdecimal() else None


def write(game: Game, name: str) -> Path:
    """The game's record into its copy ``name``, atomically, in the first folder that takes
    it; its path. OSError when none does (the game then lives in memory only)."""
    failure: OSError | None = None
    for folder in folders():
        try:
            save(game, folder / name)
        except OSError as exc:
            failure = failure or exc
        else:
            for other in folders():  # an older state of it in another folder goes
                if other != folder:
                    with contextlib.suppress(OSError):
                        (other / name).unlink(missing_ok=True)
            return folder / name
    assert failure is not None
    raise failure


def continues(record: Mapping[str, object], game: Game) -> bool:
    """Whether ``game`` is the game of the stored ``record`` played on: the same setup, and
    the record's actions the start of the game's."""
    newer = to_record(game)
    held, actions = record.get("actions"), newer["actions"]
    if not (isinstance(held, list) and isinstance(actions, list)) or actions[: len(held)] != held:
        return False
    return _head(record) == _head(newer)


def _head(record: Mapping[str, object]) -> dict[str, object]:
    return {key: value for key, value in record.items() if key not in ("actions", "in_follower_step")}


def remove(path: Path) -> None:
    """The copy of a game the library now holds whole."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def found() -> list[Path]:
    """The copies waiting to be brought back, oldest first."""
    copies: list[Path] = []
    for folder in (*folders(), *_earlier()):
        with contextlib.suppress(OSError):
            copies.extend(folder.glob(f"game-*{SUFFIX}"))
    return sorted(copies, key=lambda path: path.name)


def set_aside(path: Path) -> None:
    """A copy brought back into the library: renamed, kept (``.restored``)."""
    os.replace(path, path.with_name(path.name + ".restored"))
