"""The player's library of games: every game started or opened, in one SQLite database.

Each game is one row: its record (the JSON text of ``record.record_text``, the only truth)
and a summary for the list and the statistics (players and scores, sets, finished, points by
source), rewritten in one transaction after every action. Record files stay the format for
sharing: ``import_file`` and ``export``.

Choices, and why:

- A rollback journal (SQLite's default), not WAL: it also works on read-only media and
  network folders, and the app's writes are a few kilobytes each. ``busy_timeout`` lets a
  command line that runs beside the app wait for the app's short transactions; a writer that
  cannot get the lock in time is refused with ``LibraryError`` (one line), never half-written.
- The schema has a version (``PRAGMA user_version``) and a chain of upgrades, one per
  version, run in one transaction when an older database is opened; a newer one is refused.
- Rolling backups: ``backups/library-<time>.sqlite3`` beside the database, made with SQLite's
  online backup when a game is opened and at most every ``BACKUP_EVERY`` while saving; the
  newest ``BACKUPS_KEPT`` are kept.
- A stored record that no longer replays (damaged, made by a newer carc-assist, an action
  the rules now refuse) is opened as far as its last good action; the damaged record is
  first copied to ``damaged/<id>-<time>.json`` beside the database and never deleted there.
- Deleting hides a game (restorable by ``undelete``); nothing is removed from the file.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from carc_assist.edit import Partial, recorded_actions, replay_partial
from carc_assist.files import write_atomic
from carc_assist.game import Game
from carc_assist.one_line import one_line
from carc_assist.paths import data_dir
from carc_assist.record import VERSION, RecordError, load, record_text
from carc_assist.untrusted_json import UntrustedJsonError, read_json

SCHEMA_VERSION = 2
FILE_NAME = "library.sqlite3"
BACKUPS_KEPT = 5
BACKUP_EVERY = 10 * 60  # seconds
#: how long a writer waits for another one (the app saving) before it gives up
BUSY_TIMEOUT = 5.0


class LibraryError(Exception):
    """The library cannot do what was asked; the message is one line saying why (read-only,
    disk full, in use by another carc-assist, made by a newer version …)."""


@dataclass(frozen=True)
class Entry:
    """One game of the library, as the list shows it."""

    id: str
    started: str  # ISO-8601, UTC
    updated: str  # ISO-8601, UTC
    players: tuple[tuple[str, int], ...]  # (name, score), in turn order
    sets: tuple[str, ...]
    finished: bool
    actions: int  # actions in its record
    problem: str | None  # None, or why its stored record no longer replays

    def to_json(self) -> dict[str, object]:
        """The command line's ``games --json`` entry."""
        return {
            "id": self.id,
            "started": self.started,
            "updated": self.updated,
            "players": [{"name": name, "score": score} for name, score in self.players],
            "sets": list(self.sets),
            "finished": self.finished,
            "actions": self.actions,
        }


@dataclass(frozen=True)
class Recovered:
    """A stored game, opened as far as its record replays."""

    game: Game  # replayed as far as the last good action (close_turn=False)
    good_actions: int
    total_actions: int
    reason: str | None  # None when every action replayed
    damaged_copy: Path | None  # where the damaged record was set aside (never deleted)


@dataclass(frozen=True)
class PlayerStats:
    """One player name over the library. Wins, mean, best and points by source count the
    finished games only; a tie for the highest score is a win for each tied player."""

    name: str
    games: int
    finished: int
    wins: int
    mean_score: float | None
    best_score: int | None
    points_by_source: Mapping[str, int]


@dataclass(frozen=True)
class SetStats:
    """One tile set (expansion) over the library: mean, best and points by source over the
    scores of every player of the finished games it was in; ``players`` over those games."""

    name: str
    games: int
    finished: int
    mean_score: float | None
    best_score: int | None
    points_by_source: Mapping[str, int]
    players: tuple[PlayerStats, ...]


@dataclass(frozen=True)
class ScorePoint:
    """A final score, for a chart over time: ``date`` is when the game was last saved."""

    date: str
    game_id: str
    name: str
    score: int


@dataclass(frozen=True)
class Stats:
    players: tuple[PlayerStats, ...]  # by name
    sets: tuple[SetStats, ...]  # by set name
    scores: tuple[ScorePoint, ...]  # finished games, oldest first

    def to_json(self) -> dict[str, object]:
        """The command line's ``games stats --json`` document."""
        return {
            "players": [
                {
                    "name": p.name,
                    "games": p.games,
                    "finished": p.finished,
                    "wins": p.wins,
                    "mean_score": None if p.mean_score is None else round(p.mean_score, 1),
                    "best_score": p.best_score,
                }
                for p in self.players
            ]
        }


class Library:
    """The games library in the SQLite file ``path`` (created, or upgraded, on opening)."""

    def __init__(self, path: Path, busy_timeout: float = BUSY_TIMEOUT) -> None:
        self.path = path
        #: why the last backup failed (None: it worked); a failed backup stops nothing else
        self.backup_problem: str | None = None
        self._last_backup = 0.0
        with self._errors():
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        try:
            self._upgrade()
        except LibraryError:
            self._db.close()
            raise

    @classmethod
    def default(cls) -> Library:
        """The user's library, in the data folder (``paths.data_dir``)."""
        return cls(data_dir() / FILE_NAME)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- games ------------------------------------------------------------------------------

    def add(self, game: Game) -> str:
        """Store a new game; its id."""
        return self._insert(record_text(game), _Summary.of(game), None)

    def save(self, game_id: str, game: Game) -> None:
        """The game's new state, in one transaction (after every action). A deleted game is
        saved too, and stays deleted."""
        summary = _Summary.of(game)
        with self._transaction():
            cursor = self._db.execute(
                f"UPDATE games SET updated = ?, record = ?, {_SUMMARY_SET}, problem = NULL WHERE id = ?",
                (_now(), record_text(game), *summary.row(), _key(game_id)),
            )
        if not cursor.rowcount:
            raise LibraryError(f"no game {game_id} in the library")
        if time.monotonic() - self._last_backup > BACKUP_EVERY:
            self._try_backup()

    def record(self, game_id: str) -> dict[str, object]:
        """The stored record document (LibraryError if it is not even a JSON object)."""
        try:
            document = read_json(self._text(game_id)[0])
        except UntrustedJsonError as exc:
            raise LibraryError(f"game {game_id}: the stored record is not valid JSON ({exc})") from None
        if not isinstance(document, dict):
            raise LibraryError(f"game {game_id}: the stored record is not a JSON object")
        return document

    def open(self, game_id: str) -> Recovered:
        """The game, replayed as far as its record goes. A record that stops early, or was
        made by a newer carc-assist, is first copied aside into ``damaged/`` and its problem
        noted in the list. LibraryError only when not even its setup can be read (the copy
        is made all the same)."""
        text, noted = self._text(game_id)
        stored = _replay_stored(text)
        damaged = self._set_aside(game_id, text) if stored.reason is not None else None
        if stored.reason != noted:
            with self._transaction():
                self._db.execute("UPDATE games SET problem = ? WHERE id = ?", (stored.reason, _key(game_id)))
        if stored.partial is None:
            raise LibraryError(
                f"game {game_id} cannot be opened: {stored.reason} (its record is kept in {damaged})"
            )
        self._try_backup()
        return Recovered(stored.partial.game, stored.partial.applied, stored.total, stored.reason, damaged)

    def entries(self, search: str = "") -> list[Entry]:
        """The games not deleted, the latest saved first; ``search`` keeps those with it in a
        player's name or a set's name (ignoring case)."""
        with self._errors():
            rows = self._db.execute(
                "SELECT id, started, updated, players, sets, finished, actions, problem FROM games"
                " WHERE deleted IS NULL ORDER BY updated DESC, id DESC"
            ).fetchall()
        entries = [
            Entry(
                str(game_id),
                started,
                updated,
                tuple((str(name), int(score)) for name, score in json.loads(players)),
                tuple(json.loads(sets)),
                bool(finished),
                actions,
                problem,
            )
            for game_id, started, updated, players, sets, finished, actions, problem in rows
        ]
        needle = search.strip().casefold()
        if not needle:
            return entries
        return [e for e in entries if any(needle in word.casefold() for word in _words(e))]

    def delete(self, game_id: str) -> None:
        """Hide the game from the list (``undelete`` brings it back)."""
        self._set_deleted(game_id, _now(), "deleted IS NULL")

    def undelete(self, game_id: str) -> None:
        self._set_deleted(game_id, None, "deleted IS NOT NULL")

    def import_file(self, path: Path) -> str:
        """A record file into the library: its new id (RecordError if the file is bad)."""
        return self.add(load(path, close_turn=False))

    def export(self, game_id: str, path: Path) -> None:
        """The stored record into a file, atomically (as stored: a damaged one too)."""
        text = self._text(game_id)[0]
        with self._errors():
            write_atomic(path, text)

    def import_autosave(self, path: Path) -> str | None:
        """The app's autosave of before the library, into the library once; the file is then
        renamed aside (``.imported``). An autosave that does not replay to the end is stored
        as it is, its problem noted, to be recovered when opened; one whose setup cannot even
        be read is renamed ``.damaged`` and left there. The new id, or None."""
        if not path.exists():
            return None
        game_id: str | None
        try:
            game_id = self.import_file(path)
        except RecordError:
            with self._errors():
                text = path.read_text(encoding="utf-8", errors="replace")
            stored = _replay_stored(text)
            game_id = None
            if stored.partial is not None:
                summary = dataclasses.replace(_Summary.of(stored.partial.game), actions=stored.total)
                game_id = self._insert(text, summary, stored.reason)
        with self._errors():
            os.replace(path, path.with_name(path.name + (".imported" if game_id else ".damaged")))
        return game_id

    # -- statistics -------------------------------------------------------------------------

    def stats(self) -> Stats:
        """Per player name, per tile set, and the final scores over time (games not deleted)."""
        with self._errors():
            rows = self._db.execute(
                "SELECT id, updated, players, sets, finished, sources FROM games"
                " WHERE deleted IS NULL ORDER BY updated, id"
            ).fetchall()
        games = [_Played.of(row) for row in rows]
        set_names = sorted({name for game in games for name in game.sets})
        return Stats(
            _player_stats(games),
            tuple(_set_stats(name, [game for game in games if name in game.sets]) for name in set_names),
            tuple(
                ScorePoint(game.updated, game.id, name, score)
                for game in games
                if game.finished
                for name, score in game.scores
            ),
        )

    # -- safety -----------------------------------------------------------------------------

    def backup(self) -> Path:
        """Copy the database into ``backups/`` now (SQLite's online backup: consistent even
        while another process writes), keeping the newest ``BACKUPS_KEPT``; the copy's path."""
        folder = self.path.parent / "backups"
        target = folder / f"library-{_stamp()}.sqlite3"
        partial = target.with_suffix(".part")
        with self._errors():
            folder.mkdir(parents=True, exist_ok=True)
            copy = sqlite3.connect(partial)
            try:
                self._db.backup(copy)
            finally:
                copy.close()
            os.replace(partial, target)
            for old in sorted(folder.glob("library-*.sqlite3"))[:-BACKUPS_KEPT]:
                old.unlink()
        self._last_backup = time.monotonic()
        return target

    def _try_backup(self) -> None:
        """A backup whose failure stops nothing: it is kept in ``backup_problem``."""
        try:
            self.backup()
            self.backup_problem = None
        except LibraryError as exc:
            self.backup_problem = str(exc)

    # -- inside -----------------------------------------------------------------------------

    def _insert(self, text: str, summary: _Summary, problem: str | None) -> str:
        now = _now()
        with self._transaction():
            cursor = self._db.execute(
                f"INSERT INTO games (started, updated, record, {_SUMMARY_COLUMNS}, problem)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (now, now, text, *summary.row(), problem),
            )
        return str(cursor.lastrowid)

    def _text(self, game_id: str) -> tuple[str, str | None]:
        """The stored record text and the problem noted for it."""
        with self._errors():
            row = self._db.execute(
                "SELECT record, problem FROM games WHERE id = ?", (_key(game_id),)
            ).fetchone()
        if row is None:
            raise LibraryError(f"no game {game_id} in the library")
        return str(row[0]), row[1]

    def _set_deleted(self, game_id: str, when: str | None, condition: str) -> None:
        with self._transaction():
            cursor = self._db.execute(
                f"UPDATE games SET deleted = ? WHERE id = ? AND {condition}", (when, _key(game_id))
            )
        if not cursor.rowcount:
            state = "deleted" if when is None else "in the library"
            raise LibraryError(f"no game {game_id} {state}")

    def _set_aside(self, game_id: str, text: str) -> Path:
        """The damaged record into ``damaged/`` (once for each different text); its path."""
        folder = self.path.parent / "damaged"
        with self._errors():
            for existing in sorted(folder.glob(f"{game_id}-*.json")):
                if existing.read_text(encoding="utf-8", errors="replace") == text:
                    return existing
            target = folder / f"{game_id}-{_stamp()}.json"
            write_atomic(target, text)
        return target

    def _upgrade(self) -> None:
        """Bring the schema to ``SCHEMA_VERSION``, one step per version, in one transaction."""
        with self._errors():
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise LibraryError(
                f"the games library {self.path} was made by a newer carc-assist"
                f" (schema {version}; this one knows {SCHEMA_VERSION})"
            )
        if version == SCHEMA_VERSION:
            return
        with self._transaction():
            version = self._db.execute("PRAGMA user_version").fetchone()[0]  # another may have done it
            for step in _UPGRADES[version:]:
                step(self._db)
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write transaction. The write lock is taken at once (``BEGIN IMMEDIATE``): a
        library busy for longer than the timeout is refused before anything is written."""
        with self._errors():
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self._db.rollback()
                raise
            self._db.execute("COMMIT")

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """sqlite3 and file errors become LibraryError with a human reason."""
        try:
            yield
        except sqlite3.Error as exc:
            raise LibraryError(_human_reason(str(exc), self.path)) from exc
        except OSError as exc:
            where = exc.filename or self.path
            raise LibraryError(one_line(f"{where}: {exc.strerror or exc}")) from exc


@dataclass(frozen=True)
class _Played:
    """A game as the statistics read it: its summary columns."""

    id: str
    updated: str
    scores: tuple[tuple[str, int], ...]
    sets: tuple[str, ...]
    finished: bool
    sources: tuple[Mapping[str, int], ...]  # per player

    @classmethod
    def of(cls, row: tuple[int, str, str, str, int, str]) -> _Played:
        game_id, updated, players, sets, finished, sources = row
        scores = tuple((str(name), int(score)) for name, score in json.loads(players))
        by_player = tuple(json.loads(sources))
        by_player += ({},) * (len(scores) - len(by_player))
        return cls(str(game_id), updated, scores, tuple(json.loads(sets)), bool(finished), by_player)

    def won(self, score: int) -> bool:
        """Finished with the highest score (a tie for it is a win for each)."""
        return self.finished and score == max(s for _, s in self.scores)


def _player_stats(games: list[_Played]) -> tuple[PlayerStats, ...]:
    """Per player name, sorted by name."""
    names = sorted({name for game in games for name, _ in game.scores})
    result = []
    for name in names:
        mine = [(game, index) for game in games for index, (n, _) in enumerate(game.scores) if n == name]
        done = [(game, index) for game, index in mine if game.finished]
        wins = sum(game.won(game.scores[index][1]) for game, index in done)
        figures = _figures([game.scores[index][1] for game, index in done], [g.sources[i] for g, i in done])
        result.append(PlayerStats(name, len(mine), len(done), wins, *figures))
    return tuple(result)


def _set_stats(name: str, games: list[_Played]) -> SetStats:
    done = [game for game in games if game.finished]
    scores = [score for game in done for _, score in game.scores]
    figures = _figures(scores, [sources for game in done for sources in game.sources])
    return SetStats(name, len(games), len(done), *figures, _player_stats(games))


def _figures(
    scores: list[int], sources: list[Mapping[str, int]]
) -> tuple[float | None, int | None, dict[str, int]]:
    """Mean and best of final scores, and their points summed by source."""
    by_source: dict[str, int] = {}
    for points in sources:
        for source, value in points.items():
            by_source[source] = by_source.get(source, 0) + value
    mean = sum(scores) / len(scores) if scores else None
    return mean, max(scores, default=None), dict(sorted(by_source.items()))


_SUMMARY_COLUMNS = "players, sets, finished, actions, sources"
_SUMMARY_SET = ", ".join(f"{column} = ?" for column in _SUMMARY_COLUMNS.split(", "))


@dataclass(frozen=True)
class _Summary:
    """A game's summary columns, as stored."""

    players: str  # JSON [[name, score], …]
    sets: str  # JSON [set, …]
    finished: int
    actions: int
    sources: str  # JSON, per player: {source: points}

    @classmethod
    def of(cls, game: Game) -> _Summary:
        names = [p.name for p in game.setup.players]
        sources: list[dict[str, int]] = [{} for _ in names]
        for event in game.events:
            mine = sources[event.player]
            mine[event.source] = mine.get(event.source, 0) + event.points
        return cls(
            json.dumps([[n, s] for n, s in zip(names, game.scores, strict=True)], ensure_ascii=False),
            json.dumps(list(game.setup.sets), ensure_ascii=False),
            int(game.finished),
            len(recorded_actions(game)),
            json.dumps(sources, ensure_ascii=False),
        )

    def row(self) -> tuple[str, str, int, int, str]:
        return self.players, self.sets, self.finished, self.actions, self.sources


@dataclass(frozen=True)
class _Stored:
    """A stored record replayed as far as it goes."""

    partial: Partial | None  # None: not even its setup could be read
    reason: str | None
    total: int  # actions in the stored record


def _replay_stored(text: str) -> _Stored:
    reason, document = _readable(text)
    total = _action_count(document)
    try:
        partial = replay_partial(document if document is not None else {})
    except RecordError as exc:
        return _Stored(None, reason or str(exc), total)
    if partial.reason is not None:
        reason = reason or f"action {partial.applied + 1}: {partial.reason}"
    return _Stored(partial, reason, total)


def _readable(text: str) -> tuple[str | None, dict[str, object] | None]:
    """The stored text as a record document to replay: (what is wrong with it, the document).
    A record of a newer version is read as this version (it may only have grown), as far as
    it goes."""
    try:
        document = read_json(text)
    except UntrustedJsonError as exc:
        return f"the stored record is not valid JSON ({exc})", _salvage(text)
    if not isinstance(document, dict):
        return "the stored record is not a JSON object", None
    version = document.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        reason = f"made by a newer carc-assist (record version {version}; this one reads {VERSION})"
        return reason, {**document, "version": VERSION}
    return None, document


def _salvage(text: str) -> dict[str, object] | None:
    """What can be read of a record text cut short or garbled, in ``record_text``'s layout
    (the head on the first line, then one action per line): the head and the actions up to
    the first unreadable line."""
    lines = text.splitlines()
    try:
        head = read_json(lines[0].rstrip().rstrip(",") + "}") if lines else None
    except UntrustedJsonError:
        return None
    if not isinstance(head, dict):
        return None
    actions: list[object] = []
    for line in lines[2:]:
        try:
            actions.append(read_json(line.strip().rstrip(",")))
        except UntrustedJsonError:
            break
    return {**head, "actions": actions}


def _words(entry: Entry) -> tuple[str, ...]:
    """What a search looks in: the players' names and the sets."""
    return (*(name for name, _ in entry.players), *entry.sets)


def _action_count(document: dict[str, object] | None) -> int:
    actions = document.get("actions") if document is not None else None
    return len(actions) if isinstance(actions, list) else 0


def _key(game_id: str) -> int:
    """Ids are the rows' numbers, shown as strings; anything else names no game."""
    return int(game_id) if game_id.isdecimal() else -1


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _stamp() -> str:
    """The time in file names: sortable, no colons (Windows)."""
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


_REASONS = (
    ("readonly", "the games library {} is read-only"),
    ("read-only", "the games library {} is read-only"),
    ("disk i/o", "the disk holding the games library {} could not be read or written"),
    ("full", "the disk holding the games library {} is full"),
    ("locked", "the games library {} is in use by another carc-assist (try again)"),
    ("busy", "the games library {} is in use by another carc-assist (try again)"),
    ("not a database", "the games library {} is damaged (not a database)"),
    ("malformed", "the games library {} is damaged"),
    ("unable to open", "cannot open the games library {}"),
)


def _human_reason(message: str, path: Path) -> str:
    lowered = message.lower()
    for key, reason in _REASONS:
        if key in lowered:
            return one_line(reason.format(path))
    return one_line(f"the games library {path}: {message}")


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " started TEXT NOT NULL, updated TEXT NOT NULL, record TEXT NOT NULL)"
    )


def _v1_to_v2(db: sqlite3.Connection) -> None:
    """Version 2 keeps a summary beside each record (the list and the statistics read it
    instead of replaying every game), a problem note, and deletion as a mark."""
    for column in (
        "players TEXT NOT NULL DEFAULT '[]'",
        "sets TEXT NOT NULL DEFAULT '[]'",
        "finished INTEGER NOT NULL DEFAULT 0",
        "actions INTEGER NOT NULL DEFAULT 0",
        "sources TEXT NOT NULL DEFAULT '[]'",
        "problem TEXT",
        "deleted TEXT",
    ):
        db.execute(f"ALTER TABLE games ADD COLUMN {column}")
    for game_id, text in db.execute("SELECT id, record FROM games").fetchall():
        stored = _replay_stored(text)
        if stored.partial is not None:
            summary = dataclasses.replace(_Summary.of(stored.partial.game), actions=stored.total)
            db.execute(f"UPDATE games SET {_SUMMARY_SET} WHERE id = ?", (*summary.row(), game_id))
        db.execute("UPDATE games SET problem = ? WHERE id = ?", (stored.reason, game_id))


#: ``_UPGRADES[v]`` brings a database of schema version ``v`` to ``v + 1``
_UPGRADES: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_v1, _v1_to_v2)
