"""Each game's journal: its record's changes, appended beside the games library, the copy that
recovery trusts when the library's own file is damaged (issue 43).

A journal is a text file in ``journals/`` beside the library, one per game
(``game-<id>-<start time>.log``), one entry per line: a checksum (CRC-32, 8 hex digits), a
space, and a JSON object. Its first entry holds the whole game (its id and start time, its
record's head and every action's line); each later one, numbered on from it, says which of the
record's lines changed after a save: the lines from ``at`` on are replaced by ``lines`` (an
action played appends one, an undo takes lines back, an edit rewrites the tail), with the
save's time and turn; or that the game was deleted or brought back.

Why it can be trusted: a line is only ever appended, and is read only when its checksum holds
and its number follows the one before, so a torn write or overwritten bytes cut the journal
short at that line, and never scramble it: what is read is exactly the game as it was after
one of its saves, with that save's time. A whole entry is written atomically (a new file, then
a rename), and starts the file again: the journal of a game saved whole does not grow.

A journal that cannot be written stops no save (the library holds the game); the next save
writes it whole.
"""

from __future__ import annotations

import contextlib
import json
import os
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from carc_assist.files.atomic import write_atomic
from carc_assist.storage.record import joined_text

FOLDER = "journals"
SUFFIX = ".log"


def folder(library: Path) -> Path:
    """Where the journals of the library at ``library`` are."""
    return library.parent / FOLDER


@dataclass(frozen=True)
class Logged:
    """A game as its journal holds it: as it was after one of its saves."""

    file: Path
    id: int
    started: str
    updated: str
    head: Mapping[str, object]
    actions: tuple[object, ...]  # the record's actions, as read
    follower_step: bool
    turn: int | None
    deleted: str | None
    #: whether something follows what could be read (a torn or damaged entry): the game had more
    cut: bool = False

    @property
    def text(self) -> str:
        """The game's record text."""
        head = {**self.head, "in_follower_step": True} if self.follower_step else dict(self.head)
        return joined_text(head, self.lines)

    @property
    def lines(self) -> list[str]:
        """The record's actions' lines (``record.action_line``)."""
        return [json.dumps(action, ensure_ascii=False) for action in self.actions]


@dataclass
class Journal:
    """The journals of the library at ``library``: written after each of its saves."""

    library: Path
    #: by journal file: the number of its next entry (known once read or written whole here)
    _next: dict[Path, int] = field(default_factory=dict)

    def whole(
        self,
        game_id: int,
        started: str,
        updated: str,
        head: Mapping[str, object],
        lines: Sequence[str],
        state: tuple[bool, int | None, str | None],
    ) -> None:
        """The game whole (``state``: in its follower step, its turn, deleted when), as the
        journal's first and only entry."""
        follower_step, turn, deleted = state
        file = self._file(game_id, started)
        entry = {"seq": 0, "game": game_id, "started": started, "head": head, "deleted": deleted}
        try:
            write_atomic(file, _line(_entry(entry, updated, 0, lines, follower_step, turn)))
        except OSError:
            self._next.pop(file, None)
            return
        self._next[file] = 1

    def changed(
        self,
        game_id: int,
        started: str,
        updated: str,
        at: int,
        lines: Sequence[str],
        state: tuple[bool, int | None],
    ) -> bool:
        """The record's lines from ``at`` on replaced by ``lines`` (``state``: in its follower
        step, its turn), appended; False when the journal cannot take it (none yet, or
        damaged): the caller then writes it whole."""
        follower_step, turn = state
        return self._append(self._file(game_id, started), _entry({}, updated, at, lines, follower_step, turn))

    def deleted(self, game_id: int, started: str, when: str | None) -> None:
        """The game deleted (``when``) or brought back (None)."""
        file = self._file(game_id, started)
        if not self._append(file, {"deleted": when}):
            logged = read(file)
            if logged is not None:
                state = (logged.follower_step, logged.turn, when)
                self.whole(game_id, started, logged.updated, logged.head, logged.lines, state)

    def _append(self, file: Path, entry: dict[str, object]) -> bool:
        number = self._next.get(file)
        if number is None:
            logged, cut = _entries(file)
            if not logged or cut:
                return False
            number = len(logged)
        try:
            size = file.stat().st_size
        except OSError:
            return False
        try:
            with file.open("a", encoding="utf-8") as handle:
                handle.write(_line({"seq": number, **entry}))
        except OSError:
            self._next.pop(file, None)
            with contextlib.suppress(OSError):
                os.truncate(file, size)  # half a line at its end would stop every later one
            return False
        self._next[file] = number + 1
        return True

    def read(self, game_id: int, started: str) -> Logged | None:
        """The game as its journal holds it (None: it has none that can be read)."""
        return read(self._file(game_id, started))

    def has(self, game_id: int, started: str) -> bool:
        """Whether the game has a journal."""
        return self._file(game_id, started).exists()

    def _file(self, game_id: int, started: str) -> Path:
        stamp = "".join(character for character in started if character.isalnum())
        return folder(self.library) / f"game-{game_id}-{stamp}{SUFFIX}"


def _entry(
    entry: dict[str, object],
    updated: str,
    at: int,
    lines: Sequence[str],
    follower_step: bool,
    turn: int | None,
) -> dict[str, object]:
    return {
        **entry,
        "updated": updated,
        "at": at,
        "lines": _Raw(lines),
        "follower": follower_step,
        "turn": turn,
    }


class _Raw(list[str]):
    """Lines that are JSON already: written into the entry as they are."""


def _line(entry: Mapping[str, object]) -> str:
    parts = []
    for key, value in entry.items():
        text = (
            "[" + ",".join(value) + "]" if isinstance(value, _Raw) else json.dumps(value, ensure_ascii=False)
        )
        parts.append(f"{json.dumps(key)}:{text}")
    payload = "{" + ",".join(parts) + "}"
    return f"{zlib.crc32(payload.encode('utf-8')):08x} {payload}\n"


def _entries(file: Path) -> tuple[list[dict[str, object]], bool]:
    """The journal's entries as far as they hold (each whole, numbered on from the one
    before), and whether anything follows them (an entry torn or damaged)."""
    try:
        data = file.read_bytes()
    except OSError:
        return [], False
    entries: list[dict[str, object]] = []
    raws = data.split(b"\n")
    for raw in raws:
        checksum, _, payload = raw.partition(b" ")
        if len(checksum) != 8 or checksum != f"{zlib.crc32(payload):08x}".encode():
            break
        try:  # its checksum holds: this program wrote it (``json`` reads it six times faster)
            entry = json.loads(payload)
        except (ValueError, RecursionError):
            break
        if not isinstance(entry, dict) or entry.get("seq") != len(entries):
            break
        entries.append(entry)
    return entries, any(raws[len(entries) :])


def read(file: Path) -> Logged | None:
    """The game as the journal ``file`` holds it, as far as it holds (None: not even its first
    entry can be read)."""
    entries, cut = _entries(file)
    if not entries:
        return None
    first = entries[0]
    game_id, started, head = first.get("game"), first.get("started"), first.get("head")
    if not (isinstance(game_id, int) and isinstance(started, str) and isinstance(head, dict)):
        return None
    actions: list[object] = []
    updated, follower_step, turn, deleted = "", False, None, first.get("deleted")
    for entry in entries:
        if "deleted" in entry:
            deleted = entry["deleted"]
        at, new = entry.get("at"), entry.get("lines")
        if at is None:
            continue
        if not (isinstance(at, int) and 0 <= at <= len(actions) and isinstance(new, list)):
            break
        actions[at:] = new
        stamp, turn_now = entry.get("updated"), entry.get("turn")
        updated = stamp if isinstance(stamp, str) else updated
        follower_step = entry.get("follower") is True
        turn = turn_now if isinstance(turn_now, int) else None
    deleted = deleted if isinstance(deleted, str) else None
    return Logged(file, game_id, started, updated, head, tuple(actions), follower_step, turn, deleted, cut)


def named(library: Path) -> set[int]:
    """The ids of the games that have a journal, read or not: its name says whose it is."""
    try:
        files = list(folder(library).glob(f"game-*{SUFFIX}"))
    except OSError:
        return set()
    ids = (file.name.split("-")[1] for file in files)
    return {int(game_id) for game_id in ids if game_id.isdecimal()}


def damaged(library: Path) -> list[Path]:
    """The journals of the library at ``library`` that cannot be read to their end."""
    try:
        files = sorted(folder(library).glob(f"game-*{SUFFIX}"))
    except OSError:
        return []
    return [file for file in files if (logged := read(file)) is None or logged.cut]


def read_all(library: Path) -> list[Logged]:
    """Every journal of the library at ``library`` that can be read, by file name."""
    try:
        files = sorted(folder(library).glob(f"game-*{SUFFIX}"))
    except OSError:
        return []
    return [logged for logged in map(read, files) if logged is not None]
