"""Is the games library readable, and a new one from everything that can still be read: the
command line's ``games check`` and ``games recover`` (``shared/spec/record.md``, "Recovery"),
and the app's check at start.

Nothing in the file is trusted here, unlike in ``Library``: the file may not be a database,
its tables may not be the ones its version says, pages may be damaged, a summary column may
hold anything, a text may not even be UTF-8. So the file is read through a plain connection
that never writes (no upgrade, no journal left behind), row by row when damaged pages stop a
whole query, a game's actions one by one when damaged pages hold some of them; a file whose
first page is damaged is read through a copy with a mended first page; a file left half
written is read through a copy that SQLite rolls back. A record is read in either of the
library's layouts (whole in its row, or its head there and its actions in ``record_lines``,
``library.stored_record``); actions missing from the latter are damage, and the record goes
only as far as its actions go without a gap.

Recovering builds the new library beside the damaged one from the newest copy of every game
(``copies.choose``) found in it, in each backup and in the games' journals
(``game_journal``): a game is its id and its start time in all of them, so no game is doubled.
The games that came back shorter are said (``Recovery.shorter``), and ``lost`` names the
games some copy names and none holds. Only then is the damaged file (or folder) moved aside
into ``damaged/``, with its journal, and the new one put in its place: it is never deleted;
nor is a journal that cannot be read to its end (copied into ``damaged/`` first).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import shutil
import sqlite3
import struct
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from carc_assist.files.one_line import one_line
from carc_assist.files.untrusted_json import UntrustedJsonError, read_json
from carc_assist.storage import game_journal
from carc_assist.storage.copies import Chosen, Copy, choose
from carc_assist.storage.library import (
    ROW_COLUMNS,
    SCHEMA_VERSION,
    Library,
    LibraryError,
    backup_files,
    library_error,
    readable_record,
    stored_record,
    summary_problem,
)

#: the columns of the games table, per schema version (``library._UPGRADES``)
_V2 = (
    "id",
    "started",
    "updated",
    "record",
    "players",
    "sets",
    "finished",
    "actions",
    "sources",
    "problem",
    "deleted",
)
_COLUMNS: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("id", "started", "updated", "record"),
    2: _V2,
    3: (*_V2, "follower_step"),
    4: (*_V2, "follower_step", "turn", "turns"),
}
#: the columns of the table of records' actions, from schema version 3 on
_LINE_COLUMNS = ("game", "number", "line")
#: how long a check waits for another program's write (the app's are a few milliseconds)
_WAIT = 2.0


@dataclass(frozen=True)
class Backup:
    """A copy in ``backups/``: when it was taken, how many games it holds (not deleted), and
    why it cannot be read (None: it can)."""

    file: Path
    taken: str  # ISO-8601, UTC
    games: int
    reason: str | None

    def to_json(self) -> dict[str, object]:
        document: dict[str, object] = {"file": str(self.file), "taken": self.taken, "games": self.games}
        if self.reason is not None:
            document["reason"] = self.reason
        return document


@dataclass(frozen=True)
class Check:
    """What ``games check`` says: ``reason`` None when the library is ok; else why not, in
    words, and ``kind`` (a ``LibraryError`` kind: damaged, folder …)."""

    reason: str | None
    kind: str | None
    games: int  # games that can be read, not deleted
    unreadable: tuple[str, ...]  # ids of games whose row or record cannot be read
    backups: tuple[Backup, ...]  # newest first

    @property
    def ok(self) -> bool:
        return self.reason is None

    def to_json(self) -> dict[str, object]:
        return {
            "library": "ok" if self.ok else "damaged",
            "reason": self.reason,
            "games": self.games,
            "unreadable": list(self.unreadable),
            "backups": [backup.to_json() for backup in self.backups],
        }


@dataclass(frozen=True)
class Recovery:
    """What ``games recover`` did."""

    recovered: int
    from_library: int
    from_backups: int
    lost: tuple[str, ...]  # ids of games that no copy holds
    kept_aside: Path | None  # where the damaged library went (None: it was healthy)
    #: every game brought back (not deleted), by id: how far it was and is, and from where
    games: tuple[Chosen, ...] = ()

    @property
    def shorter(self) -> tuple[Chosen, ...]:
        """The games that came back with less than they had."""
        return tuple(game for game in self.games if game.shorter)

    def to_json(self) -> dict[str, object]:
        return {
            "recovered": self.recovered,
            "from_library": self.from_library,
            "from_backups": self.from_backups,
            "lost": list(self.lost),
            "kept_aside": None if self.kept_aside is None else str(self.kept_aside),
            "games": [game.to_json() for game in self.games],
        }


@dataclass
class _Scan:
    """One file read as far as it goes."""

    reason: str | None = None
    kind: str | None = None
    copies: list[Copy] = field(default_factory=list)
    unreadable: list[int] = field(default_factory=list)
    #: the highest id the library ever gave (its AUTOINCREMENT counter; 0: unknown)
    highest: int = 0

    def damage(self, reason: str, kind: str = "damaged") -> None:
        """The first damage found is the one named."""
        if self.reason is None:
            self.reason, self.kind = one_line(reason), kind


def check(path: Path) -> Check:
    """Is the library at ``path`` readable: the file, SQLite's ``quick_check``, the schema
    its version says, every row and record, and whether the games' journals hold anything
    newer than it (a game it lacks, a later save: the file replaced by an older copy). LibraryError
    when it cannot even be looked at (another program holds it, made by a newer carc-assist).
    A recovery stopped half way is finished first (``recover``)."""
    _finish_interrupted(path)
    scan = _scan(path)
    newer = _newer_in_journals(path, scan.copies)
    if newer:
        ids = ", ".join(newer)
        scan.damage(f"the games library {path} lacks the newest copy of games {ids} (their journals hold it)")
    games = sum(copy.deleted is None and copy.id not in scan.unreadable for copy in scan.copies)
    unreadable = tuple(str(game_id) for game_id in scan.unreadable)
    return Check(scan.reason, scan.kind, games, unreadable, backups(path))


def _newer_in_journals(path: Path, copies: list[Copy]) -> list[str]:
    """The ids of the games whose journal is newer than the library's copy, or that only a
    journal holds (a journal is written after the library, never before it)."""
    held = {copy.key: copy.updated for copy in copies}
    return [
        str(logged.id)
        for logged in game_journal.read_all(path)
        if (logged.id, logged.started) not in held or logged.updated > held[logged.id, logged.started]
    ]


def backups(path: Path) -> tuple[Backup, ...]:
    """The backups of the library at ``path``, newest first."""
    found = []
    for file in reversed(backup_files(path)):
        try:
            scan = _scan(file)
        except LibraryError as exc:
            scan = _Scan(str(exc), exc.kind)
        games = sum(copy.deleted is None for copy in scan.copies)
        found.append(Backup(file, _taken(file), games, scan.reason))
    return tuple(found)


def recover(path: Path) -> Recovery:
    """A new library from the newest copy of every game that can be read in the one at
    ``path``, in its backups and in the games' journals (``copies.choose``); the damaged one
    moved aside. A library whose file is healthy and holds the newest copy of every game is
    left as it is (a file can be healthy and a record in it damaged: a byte changed in its
    text). A recovery that was stopped half way (killed, the disk full) is finished or done
    again."""
    _finish_interrupted(path)
    scan = _scan(path)
    copies = [*scan.copies, *_journal_copies(path)]
    copies += [copy for file in reversed(backup_files(path)) for copy in _copies(file)]
    whole_journals = {copy.id for copy in copies if copy.source == "journal" and not copy.cut}
    damaged = set(scan.unreadable) | (game_journal.named(path) - whole_journals)
    chosen, unreadable = choose(copies, damaged)
    held = {copy.key: copy for copy in scan.copies}
    chosen = [  # a game the library holds as its newest copy comes from the library
        dataclasses.replace(game, copy=held[game.copy.key])
        if _holds(held.get(game.copy.key), game.copy)
        else game
        for game in chosen
    ]
    if scan.reason is None and all(game.copy.source == "library" for game in chosen):
        shown = tuple(game for game in chosen if game.copy.deleted is None)
        return Recovery(len(shown), len(shown), 0, (), None, shown)
    _keep_damaged_journals(path)  # the new library writes each game's journal anew
    fresh = _fresh(path)
    _remove(fresh)
    ids = [game.copy.id for game in chosen]
    with Library(fresh) as library:  # each game under its id, then those whose id another took
        for game in sorted(chosen, key=lambda game: ids.count(game.copy.id) > 1):
            copy = game.copy
            library.restore(copy.id, copy.started, copy.updated, copy.text, copy.deleted)
    aside = _move_aside(path) if path.exists() else None
    with _errors(path):
        os.replace(fresh, path)
    with Library(path) as library:
        library.try_backup()
    highest = max([scan.highest, *(copy.id for copy in copies)])
    named = {copy.id for copy in copies} | {game_id for game_id in scan.unreadable if game_id <= highest}
    named |= game_journal.named(path)
    brought = {game.copy.id for game in chosen}
    lost = tuple(str(game_id) for game_id in sorted((named | unreadable) - brought))
    shown = tuple(game for game in chosen if game.copy.deleted is None)
    from_library = sum(1 for game in shown if game.copy.source == "library")
    return Recovery(len(shown), from_library, len(shown) - from_library, lost, aside, shown)


def _holds(stored: Copy | None, newest: Copy) -> bool:
    """Whether the library's copy of a game (None: it has none) is its newest copy."""
    if stored is None or stored.deleted != newest.deleted:
        return False
    if stored is newest or stored.text == newest.text:
        return True
    try:
        return read_json(stored.text) == read_json(newest.text)
    except UntrustedJsonError:
        return False


def _keep_damaged_journals(path: Path) -> None:
    """The journals that cannot be read to their end, copied into ``damaged/`` (never deleted)."""
    files = game_journal.damaged(path)
    if not files:
        return
    folder = path.parent / "damaged" / f"journals-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}"
    with _errors(path):
        folder.mkdir(parents=True, exist_ok=True)
        for file in files:
            shutil.copyfile(file, folder / file.name)


def _fresh(path: Path) -> Path:
    """Where the new library is built before it takes the damaged one's place."""
    return path.with_name(path.name + ".recovering")


def _finish_interrupted(path: Path) -> None:
    """A recovery stopped between moving the damaged library aside and putting the new one in
    its place: the new one (whole: it is moved only once built) goes in its place now."""
    fresh = _fresh(path)
    if fresh.is_file() and not path.exists():
        with _errors(path):
            os.replace(fresh, path)


def _journal_copies(path: Path) -> list[Copy]:
    """The games as their journals hold them."""
    return [
        Copy(
            logged.id,
            logged.started,
            logged.updated,
            logged.text,
            logged.deleted,
            "journal",
            logged.turn,
            len(logged.actions),
            logged.cut,
        )
        for logged in game_journal.read_all(path)
    ]


def merge(source: Path, into: Path) -> int:
    """Every game that can be read in the library at ``source`` added to the one at ``into``
    under a new id (with its dates and deletion mark), but for one ``into`` holds already as
    it is (a merge interrupted and done again adds each game once); ``source`` is left as it
    is. How many were added."""
    copies = _scan(source).copies
    held = {(copy.started, copy.text) for copy in _scan(into).copies}
    added = 0
    with Library(into) as library:
        for copy in copies:
            if (copy.started, copy.text) not in held:
                library.restore(None, copy.started, copy.updated, copy.text, copy.deleted)
                added += 1
    return added


def _copies(backup: Path) -> list[Copy]:
    """The games a backup holds, as far as it can be read."""
    try:
        return _scan(backup, "backup").copies
    except LibraryError:
        return []


def _scan(path: Path, source: str = "library") -> _Scan:
    scan = _Scan()
    if path.is_dir():
        scan.damage(f"the games library {path} is a folder, not a file", "folder")
        return scan
    if not path.exists():
        return scan  # a library not made yet: empty, and made at the first game
    try:
        _read_file(path, path, scan, source)
    except LibraryError as exc:
        journal = path.with_name(path.name + "-journal")
        if exc.kind not in ("read-only", "cannot-open") or not journal.exists():
            raise
        # a write cut short left its journal: read a copy, which SQLite rolls back as far as
        # the journal lets it (reading the file itself never changes it)
        scan = _Scan()
        with _errors(path), tempfile.TemporaryDirectory(dir=path.parent) as folder:
            copy = Path(folder) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(journal, copy.with_name(journal.name))
            _read_file(copy, path, scan, source, read_only=False)
        scan.damage(f"the games library {path} was left half written (a write was cut short)")
    if not scan.copies and scan.kind == "damaged":
        mended = _mended(path, source)
        if mended is not None:  # the first damage found stays the one named
            mended.reason, mended.kind, scan = scan.reason, scan.kind, mended
    return scan


#: SQLite's header for a file of ``pages`` pages of ``size`` bytes: what this library's files
#: hold there (UTF-8, no free-page list: pages that were free are just not read)
_HEADER = struct.Struct(">16sHBBBBBBIIIIIIIIIIII20sII")


def _page_size(head: bytes) -> int:
    """The page size a header says (0: none it could be)."""
    size = (int.from_bytes(head[16:18]) or 65536) if len(head) >= 100 else 0
    return size if size >= 512 and size & (size - 1) == 0 else 0


def _mended(path: Path, source: str) -> _Scan | None:
    """The file read in a copy beside it whose first page is mended (its header, or the whole
    page with the tables' descriptions, damaged: the other pages are often whole): first the
    first page of each backup (the tables' pages are where they were when it was taken), then
    a new header alone for each page size the file's length allows. None when none gives a
    game."""
    try:
        length = path.stat().st_size
    except OSError:
        return None
    firsts = []
    for backup in reversed(backup_files(path)):
        with contextlib.suppress(OSError), backup.open("rb") as file:
            head = file.read(100)
            size = _page_size(head)
            firsts.append(head + file.read(size - 100) if size else b"")
    sizes = (4096, 1024, 2048, 8192, 16384, 32768, 65536)
    firsts += [_HEADER.pack(
        b"SQLite format 3\0", size % 65536, 1, 1, 0, 64, 32, 32,
        1, 0, 0, 0, 1, 4, 0, 0, 1, SCHEMA_VERSION, 0, 0, bytes(20), 1, 3040001,
    ) for size in sizes]  # fmt: skip
    for first in firsts:
        size = _page_size(first)
        if not size or length < 2 * size or length % size:
            continue
        first = (
            first[:28] + (length // size).to_bytes(4) + bytes(8) + first[36 + 4 :]
        )  # its length, no free list
        scan = _Scan()
        with (
            contextlib.suppress(LibraryError, OSError),
            tempfile.TemporaryDirectory(dir=path.parent) as folder,
        ):
            copy = Path(folder) / path.name
            shutil.copyfile(path, copy)
            with copy.open("r+b") as file:
                file.write(first)
            _read_file(copy, path, scan, source)
        if scan.copies:
            return scan
    return None


def _read_file(file: Path, path: Path, scan: _Scan, source: str, read_only: bool = True) -> None:
    """Read the database ``file`` (the library ``path`` or a copy of it) into ``scan``."""
    mode = "?mode=ro" if read_only else ""
    try:
        db = sqlite3.connect(f"{file.resolve().as_uri()}{mode}", uri=True, timeout=_WAIT)
    except sqlite3.Error as exc:
        raise library_error(exc, path) from exc
    db.text_factory = _text  # damaged bytes in a text are read as what they are, not a crash
    try:
        _read(db, path, scan, source)
    finally:
        db.close()


def _text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


#: what a damaged file raises while read (a name in its schema may not even be UTF-8)
_DAMAGE = (sqlite3.DatabaseError, UnicodeDecodeError)


def _error(exc: sqlite3.DatabaseError | UnicodeDecodeError, path: Path) -> LibraryError:
    if isinstance(exc, UnicodeDecodeError):
        return LibraryError(
            f"the games library {path} is damaged (its tables are not as carc-assist made them)", "damaged"
        )
    return library_error(exc, path)


def _read(db: sqlite3.Connection, path: Path, scan: _Scan, source: str) -> None:
    try:
        problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall() if row[0] != "ok"]
    except _DAMAGE as exc:  # damage that stops the check itself: the rows are read all the same
        error = _error(exc, path)
        if error.kind != "damaged":
            raise error from exc
        scan.damage(str(error))
        problems = []
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        columns = tuple(row[1] for row in db.execute("PRAGMA table_info(games)"))
        line_columns = tuple(row[1] for row in db.execute("PRAGMA table_info(record_lines)"))
    except _DAMAGE as exc:
        error = _error(exc, path)
        if error.kind != "damaged":
            raise error from exc
        scan.damage(str(error))
        return
    if problems:
        scan.damage(f"the games library {path} is damaged ({problems[0]})")
    if version > SCHEMA_VERSION:
        raise LibraryError(f"the games library {path} was made by a newer carc-assist", "newer")
    if columns != _COLUMNS.get(version) or line_columns != (_LINE_COLUMNS if version >= 3 else ()):
        scan.damage(f"the games library {path} is damaged (its tables are not as carc-assist made them)")
    if "id" not in columns or "record" not in columns:
        return
    wanted = [name for name in _COLUMNS[SCHEMA_VERSION] if name in columns]
    for game_id, raw in _rows(db, path, wanted, scan):
        if raw is None:
            scan.unreadable.append(game_id)
            scan.damage(f"game {game_id} of the games library {path} cannot be read (damaged pages)")
            continue
        values = dict(zip(wanted, raw, strict=True))
        text, damaged, missing = _record(db, game_id, values, scan, path)
        if damaged:  # as far as it can be read, a copy all the same
            scan.unreadable.append(game_id)
            scan.damage(f"game {game_id} of the games library {path} cannot be read (damaged pages)")
        if not readable_record(text):
            if not damaged:
                scan.unreadable.append(game_id)
            scan.damage(f"game {game_id} of the games library {path} cannot be read (its record is damaged)")
            continue
        if version == SCHEMA_VERSION:
            problem = summary_problem(tuple(values[name] for name in ROW_COLUMNS.split(", ")))
            if problem is not None:
                scan.damage(f"game {game_id} of the games library {path}: {problem}")
        started, updated, deleted = values["started"], values["updated"], values.get("deleted")
        turn, actions = values.get("turn"), values.get("actions")
        scan.copies.append(
            Copy(
                game_id,
                started if isinstance(started, str) else "",
                updated if isinstance(updated, str) else "",
                text,
                deleted if isinstance(deleted, str) else None,
                source,
                turn if isinstance(turn, int) else None,
                actions if isinstance(actions, int) else None,
                missing=missing,
            )
        )
    scan.highest = _highest(db)


def _highest(db: sqlite3.Connection) -> int:
    """The library's counter of game ids (0 when it cannot be read)."""
    try:
        row = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchone()
    except _DAMAGE:
        return 0
    return row[0] if row is not None and isinstance(row[0], int) else 0


def _record(
    db: sqlite3.Connection, game_id: int, values: dict[str, object], scan: _Scan, path: Path
) -> tuple[str, bool, bool]:
    """A game's record text, with its actions from ``record_lines`` when it keeps them
    there (the actions it lacks named as damage); whether damaged pages hold some of them
    (the text then goes as far as they can be read one by one); and whether some are missing."""
    follower_step = values.get("follower_step")
    lines: list[tuple[object, object]] = []
    damaged = False
    if follower_step is not None:
        try:
            query = "SELECT number, line FROM record_lines WHERE game = ? ORDER BY number"
            lines = [tuple(row) for row in db.execute(query, (game_id,))]
        except _DAMAGE:
            damaged = True
            lines = _lines_one_by_one(db, game_id)
    text, missing = stored_record(values["record"], follower_step, lines, values.get("actions"))
    if missing is not None:
        scan.damage(f"game {game_id} of the games library {path}: {missing.reason}")
    return text, damaged, missing is not None


def _lines_one_by_one(db: sqlite3.Connection, game_id: int) -> list[tuple[object, object]]:
    """A game's actions from the first on, each looked up on its own, up to the first that
    damaged pages hold (a lookup reads only the pages on its way)."""
    lines: list[tuple[object, object]] = []
    query = "SELECT number, line FROM record_lines WHERE game = ? AND number = ?"
    while True:
        try:
            row = db.execute(query, (game_id, len(lines))).fetchone()
        except _DAMAGE:
            return lines
        if row is None:
            return lines
        lines.append(tuple(row))


def _rows(
    db: sqlite3.Connection, path: Path, columns: list[str], scan: _Scan
) -> Iterator[tuple[int, tuple[object, ...] | None]]:
    """(id, its columns) for every row, None for a row in damaged pages; the ids as far as
    damaged pages let them be read (the damage then named)."""
    query = f"SELECT {', '.join(columns)} FROM games"
    try:
        rows = db.execute(query).fetchall()
    except _DAMAGE as exc:
        if _error(exc, path).kind != "damaged":
            raise _error(exc, path) from exc
    else:
        yield from ((int(row[columns.index("id")]), tuple(row)) for row in rows)
        return
    ids: list[int] = []
    try:
        ids.extend(row[0] for row in db.execute("SELECT id FROM games"))
    except _DAMAGE as exc:
        scan.damage(f"{_error(exc, path)}: some games cannot even be counted")
    for game_id in ids:
        try:
            row = db.execute(f"{query} WHERE id = ?", (game_id,)).fetchone()
        except _DAMAGE:
            row = None
        yield game_id, None if row is None else tuple(row)


def _move_aside(path: Path) -> Path:
    """The damaged library (a file or a folder), with its journal, into ``damaged/``."""
    folder = path.parent / "damaged"
    aside = folder / f"{path.stem}-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%fZ')}{path.suffix}"
    with _errors(path):
        folder.mkdir(parents=True, exist_ok=True)
        os.replace(path, aside)
        for tail in ("-journal", "-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                os.replace(path.with_name(path.name + tail), aside.with_name(aside.name + tail))
    return aside


def _remove(path: Path) -> None:
    """A half-made new library of an interrupted recovery (never the user's library)."""
    for file in (path, path.with_name(path.name + "-journal")):
        with _errors(file), contextlib.suppress(FileNotFoundError):
            file.unlink()


@contextlib.contextmanager
def _errors(path: Path) -> Iterator[None]:
    try:
        yield
    except (sqlite3.Error, OSError) as exc:
        raise library_error(exc, path) from exc


def _taken(file: Path) -> str:
    """When a backup was taken: from its name (``library-<time>.sqlite3``), else the file's time."""
    try:
        when = datetime.strptime(file.stem.removeprefix("library-"), "%Y%m%dT%H%M%S%fZ").replace(tzinfo=UTC)
    except ValueError:
        when = datetime.fromtimestamp(file.stat().st_mtime, UTC)
    return when.isoformat(timespec="seconds")
