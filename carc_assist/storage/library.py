"""The player's library of games: every game started or opened, in one SQLite database.

Each game is one row: its record (the only truth) and a summary for the list and the
statistics (players and scores, sets, finished, points by source). A record is kept in two
parts: its head (``record.setup_head``, written once) in the game's row, and its actions one
row each in ``record_lines`` (``record.action_line``), so that the save after every action
appends that action (or, after an undo or an edit, takes back or rewrites the tail) and
updates the summary from what changed, in one transaction: a save costs the same at turn 200
as at turn 10. Read back, the parts give ``record.record_text``'s text again. A record that
cannot be taken apart (damaged, kept as it was found) is kept whole in the game's row, as
versions before schema 3 kept every record. Record files stay the format for sharing:
``import_file`` and ``export``.

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
- What this ``Library`` last saved of each game is remembered (``_Saved``), to write only
  what changed; a game whose row another writer changed since (its ``updated`` differs) is
  written whole again.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import NamedTuple, TypeGuard

from carc_assist.files.atomic import write_atomic
from carc_assist.files.one_line import one_line
from carc_assist.files.untrusted_json import UntrustedJsonError, read_json
from carc_assist.rules.game import DRAW, FOLLOWER, Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import Partial, replay_partial
from carc_assist.storage.game_journal import Journal
from carc_assist.storage.paths import data_dir
from carc_assist.storage.record import VERSION, RecordError, action_line, joined_text, load, setup_head
from carc_assist.table.actions import Action, Pass
from carc_assist.table.events import ScoreEvent

SCHEMA_VERSION = 4
FILE_NAME = "library.sqlite3"
BACKUPS_KEPT = 5
BACKUP_EVERY = 10 * 60  # seconds
#: how long a writer waits for another one (the app saving) before it gives up
BUSY_TIMEOUT = 5.0


class LibraryError(Exception):
    """The library cannot do what was asked; the message is one line saying why (read-only,
    disk full, in use by another program, made by a newer version …), and ``kind`` the reason
    as a key the app words in the player's language: one of ``KINDS``."""

    def __init__(self, message: str, kind: str = "other") -> None:
        super().__init__(message)
        self.kind = kind


#: the reasons a library refuses, as keys (``LibraryError.kind``)
KINDS = (
    "read-only",
    "full",
    "io",
    "locked",
    "damaged",
    "folder",
    "cannot-open",
    "newer",
    "no-game",
    "backup",  # the backups folder cannot be written (the library itself may be fine)
    "other",
)


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
    problem: str | None  # None, or why its stored record no longer replays (or cannot be read)
    #: None, or why its row cannot be read at all (its summary empty then, ``problem`` the same)
    unreadable: str | None = None
    #: the turn being played (``Game.turn``); None when its record gives none
    turn: int | None = None
    #: about how many turns the whole game has: this one and those before it, and one per
    #: tile in the bag (an extra turn or a tile that goes back makes it more); None as ``turn``
    turns: int | None = None

    def to_json(self) -> dict[str, object]:
        """The command line's ``games --json`` entry; an unreadable game has ``unreadable``:
        the reason, in words."""
        document: dict[str, object] = {
            "id": self.id,
            "started": self.started,
            "updated": self.updated,
            "players": [{"name": name, "score": score} for name, score in self.players],
            "sets": list(self.sets),
            "finished": self.finished,
            "actions": self.actions,
        }
        if self.unreadable is not None:
            document["unreadable"] = self.unreadable
        return document


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
        self.backup_failure: LibraryError | None = None
        self._last_backup: float | None = None  # time.time() of the newest backup, once known
        self._saved: dict[str, _Saved] = {}  # by game id: what this library last saved of it
        self._journal = Journal(path)  # each game's changes, beside the file (``game_journal``)
        with self._errors():
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        try:
            self._upgrade()
        except LibraryError:
            self._db.close()
            raise
        self._journal_the_others()

    @classmethod
    def default(cls) -> Library:
        """The user's library, in the data folder (``paths.data_dir``)."""
        return cls(default_path())

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
        now = _now()
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO games (started, updated, record) VALUES (?, ?, '')", (now, now)
            )
            assert cursor.lastrowid is not None
            saved = self._write_whole(cursor.lastrowid, game, now)
        game_id = str(cursor.lastrowid)
        self._saved[game_id] = saved
        self._journal_whole(cursor.lastrowid, now, game, None)
        self._backup_if_due()
        return game_id

    def save(self, game_id: str, game: Game) -> None:
        """The game's new state, in one transaction (after every action): only what changed
        since this library last saved it (the actions played, undone or edited, and the
        summary from them), else the whole record. A deleted game is saved too, and stays
        deleted."""
        key, known, now = _key(game_id), self._saved.get(game_id), _now()
        with self._transaction():
            row = self._db.execute(
                "SELECT updated, follower_step, actions, started, deleted FROM games WHERE id = ?", (key,)
            ).fetchone()
            if row is None:
                raise LibraryError(f"no game {game_id} in the library", "no-game")
            changes = None
            if known is not None and known.holds(row[:3], game.setup):
                if known.actions == tuple(game.actions) and row[1] == int(game.phase == FOLLOWER):
                    return  # nothing changed since it was saved or opened: its "last played" stays
                saved, changes = self._write_changes(key, known, game, now)
            else:
                saved = self._write_whole(key, game, now)
        self._saved[game_id] = saved
        state = (game.phase == FOLLOWER, game.turn)
        if changes is None or not self._journal.changed(key, _str_or_empty(row[3]), now, *changes, state):
            self._journal_whole(key, _str_or_empty(row[3]), game, row[4] if isinstance(row[4], str) else None)
        self._backup_if_due()

    def _journal_the_others(self) -> None:
        """A journal for every game that has none (each game of a library an earlier version
        wrote, once), from its stored record; the library's damage stops this, not the start."""
        try:
            with self._errors():
                rows = self._db.execute("SELECT id, started, updated, deleted, turn FROM games").fetchall()
            for key, started, updated, deleted, turn in rows:
                if isinstance(started, str) and not self._journal.has(key, started):
                    text, _, missing = self._stored(str(key))
                    if missing is not None:
                        continue  # not a whole state of the game: its journal would be cut short
                    deleted = deleted if isinstance(deleted, str) else None
                    turn = turn if isinstance(turn, int) else None
                    self._journal_text(key, started, _str_or_empty(updated), text, deleted, turn)
        except LibraryError:
            return

    def _journal_whole(self, key: int, started: str, game: Game, deleted: str | None) -> None:
        """The game whole into its journal (after its first save, or one not appended)."""
        lines = [action_line(action) for action in game.actions if not isinstance(action, Pass)]
        state = (game.phase == FOLLOWER, game.turn, deleted)
        self._journal.whole(key, started, self._saved[str(key)].updated, setup_head(game.setup), lines, state)

    def record(self, game_id: str) -> dict[str, object]:
        """The stored record document (LibraryError if it is not even a JSON object)."""
        try:
            document = read_json(self._stored(game_id).text)
        except UntrustedJsonError as exc:
            raise LibraryError(
                f"game {game_id}: the stored record is not valid JSON ({exc})", "damaged"
            ) from None
        if not isinstance(document, dict):
            raise LibraryError(f"game {game_id}: the stored record is not a JSON object", "damaged")
        return document

    def open(self, game_id: str) -> Recovered:
        """The game, replayed as far as its record goes. A record that stops early, or was
        made by a newer carc-assist, is first copied aside into ``damaged/`` and its problem
        noted in the list. LibraryError only when not even its setup can be read (the copy
        is made all the same). A record whose journal holds it whole (a byte changed in the
        library's text) is mended from the journal, the damaged text set aside all the same."""
        text, noted, missing = self._stored(game_id)
        stored = replay_stored(text, missing)
        mended = self._journaled(game_id, text, stored) if stored.reason is not None else None
        if mended is not None:
            self._set_aside(game_id, text)
            self.save(game_id, mended)  # whole again, the problem note cleared
            self.try_backup()
            count = self._saved[game_id].lines[-1]
            return Recovered(mended, count, count, None, None)
        damaged = self._set_aside(game_id, text) if stored.reason is not None else None
        if stored.reason != noted:
            with self._transaction():
                self._db.execute("UPDATE games SET problem = ? WHERE id = ?", (stored.reason, _key(game_id)))
        if stored.partial is None:
            raise LibraryError(
                f"game {game_id} cannot be opened: {stored.reason} (its record is kept in {damaged})",
                "damaged",
            )
        if stored.reason is None:  # whole: saving it unchanged writes nothing (``save``)
            with self._errors():
                row = self._db.execute("SELECT updated FROM games WHERE id = ?", (_key(game_id),)).fetchone()
            if row is not None and isinstance(row[0], str):
                self._saved[game_id] = _Saved.of(row[0], stored.partial.game)
        self.try_backup()
        return Recovered(stored.partial.game, stored.partial.applied, stored.total, stored.reason, damaged)

    def _journaled(self, game_id: str, text: str, stored: Stored) -> Game | None:
        """The game as its journal holds it, when the journal replays whole, at least as far as
        the stored record, and is as new as its row (None: no such journal). A record a newer
        carc-assist wrote is never mended so: its journal may not be this version's."""
        if _newer(text):
            return None
        with self._errors():
            row = self._db.execute(
                "SELECT started, updated FROM games WHERE id = ?", (_key(game_id),)
            ).fetchone()
        logged = self._journal.read(_key(game_id), row[0]) if row and isinstance(row[0], str) else None
        if logged is None or logged.cut or not (isinstance(row[1], str) and logged.updated >= row[1]):
            return None
        better = replay_stored(logged.text)
        if better.reason is not None or better.partial is None:
            return None
        if stored.partial is not None and better.partial.applied < stored.partial.applied:
            return None
        return better.partial.game

    def entries(self, search: str = "") -> list[Entry]:
        """The games not deleted, the latest saved first; ``search`` keeps those with it in a
        player's name or a set's name (ignoring case). A game whose row cannot be read is
        listed as such (``Entry.unreadable``); the others are listed as ever."""
        entries = [row.entry() for row in self._rows()]
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
        text = self._stored(game_id).text
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
            stored = replay_stored(text)
            game_id = None
            if stored.partial is not None:
                summary = dataclasses.replace(_Summary.of(stored.partial.game), actions=stored.total)
                game_id = self._insert(text, summary, stored.reason)
        with self._errors():
            os.replace(path, path.with_name(path.name + (".imported" if game_id else ".damaged")))
        return game_id

    # -- statistics -------------------------------------------------------------------------

    def stats(self) -> Stats:
        """Per player name, per tile set, and the final scores over time (games not deleted;
        an unreadable one counts nowhere)."""
        games = sorted(
            (row for row in self._rows() if isinstance(row, _Row)), key=lambda row: (row.updated, int(row.id))
        )
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

    def _rows(self) -> list[_Row | _BadRow]:
        """Every game not deleted, the latest saved first, each row read on its own: a summary
        that cannot be read is made again from the record (as it would be saved); a row that
        gives nothing at all is a ``_BadRow``. When damaged pages stop the whole query, the
        rows are read one by one, as far as the table's ids can be read."""
        try:
            with self._errors():
                raws = self._db.execute(f"SELECT {ROW_COLUMNS} FROM games WHERE deleted IS NULL").fetchall()
        except LibraryError as exc:
            if exc.kind != "damaged":
                raise
            rows = [row for row in map(self._row_by_id, self._ids()) if row is not None]
        else:
            rows = [self._checked(raw) for raw in raws]
        return sorted(rows, key=lambda row: (row.updated, int(row.id)), reverse=True)

    def _ids(self) -> list[int]:
        """The ids of the table, as far as they can be read (LibraryError if none can)."""
        ids: list[int] = []
        try:
            with self._errors():
                for (game_id,) in self._db.execute("SELECT id FROM games"):
                    ids.append(game_id)
        except LibraryError as exc:
            if exc.kind != "damaged" or not ids:
                raise
        return ids

    def _row_by_id(self, game_id: int) -> _Row | _BadRow | None:
        """One row (None if deleted), a ``_BadRow`` if its pages are damaged."""
        try:
            with self._errors():
                raw = self._db.execute(f"SELECT {ROW_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        except LibraryError as exc:
            if exc.kind != "damaged":
                raise
            return _BadRow(str(game_id), "", "", "its stored row is damaged")
        if raw is None or raw[-1] is not None:
            return None
        return self._checked(raw)

    def _checked(self, raw: tuple[object, ...]) -> _Row | _BadRow:
        """The row read, else its summary made again from its record, else a ``_BadRow``."""
        game_id, started, updated = str(raw[0]), _str_or_empty(raw[1]), _str_or_empty(raw[2])
        try:
            return _Row.of(raw)
        except _Unreadable as exc:
            summary_problem = str(exc)
        try:
            text, _, missing = self._stored(str(game_id))
        except LibraryError as exc:
            return _BadRow(
                game_id, started, updated, f"{summary_problem}, and its record cannot be read ({exc})"
            )
        stored = replay_stored(text, missing)
        if stored.partial is None:
            return _BadRow(game_id, started, updated, f"{summary_problem}, and {stored.reason}")
        summary = dataclasses.replace(_Summary.of(stored.partial.game), actions=stored.total)
        return _Row.of((raw[0], started, updated, *summary.row(), stored.reason, None))

    # -- safety -----------------------------------------------------------------------------

    def backup(self) -> Path:
        """Copy the database into ``backups/`` now (SQLite's online backup: consistent even
        while another process writes), keeping the newest ``BACKUPS_KEPT``; the copy's path.
        A damaged database is not copied (LibraryError): its copy would push a good backup out."""
        folder = self.path.parent / "backups"
        target = folder / f"library-{_stamp()}.sqlite3"
        partial = target.with_suffix(".part")
        with self._errors():
            if self._db.execute("PRAGMA quick_check").fetchone() != ("ok",):
                raise LibraryError(
                    f"the games library {self.path} is damaged: no backup taken, the earlier ones kept",
                    "damaged",
                )
        try:
            with self._errors():
                folder.mkdir(parents=True, exist_ok=True)
                copy = sqlite3.connect(partial)
                try:
                    self._db.backup(copy)
                finally:
                    copy.close()
                os.replace(partial, target)
                for old in backup_files(self.path)[:-BACKUPS_KEPT]:
                    old.unlink()
        except LibraryError as exc:  # the backup's file, not the library: said so
            if exc.kind in ("full", "locked"):
                raise
            raise LibraryError(one_line(f"no backup could be written in {folder} ({exc})"), "backup") from exc
        self._last_backup = time.time()
        return target

    def try_backup(self) -> None:
        """A backup whose failure stops nothing: it is kept in ``backup_failure`` (the app
        shows it, and ``games check`` lists the backups there are)."""
        try:
            self.backup()
            self.backup_failure = None
        except LibraryError as exc:
            self.backup_failure = exc

    def _backup_if_due(self) -> None:
        """After a write, by the app or the command line alike: a backup when the newest one
        is older than ``BACKUP_EVERY`` (by its file's time, so that every process agrees)."""
        if self._last_backup is None:
            newest = backup_files(self.path)[-1:]
            self._last_backup = newest[0].stat().st_mtime if newest else 0.0
        if time.time() - self._last_backup > BACKUP_EVERY:
            self.try_backup()

    # -- inside -----------------------------------------------------------------------------

    def _write_whole(self, key: int, game: Game, now: str) -> _Saved:
        """The game's record and summary written anew (in the transaction open)."""
        saved = _Saved.of(now, game)
        lines = [action_line(action) for action in game.actions if not isinstance(action, Pass)]
        self._db.execute("DELETE FROM record_lines WHERE game = ?", (key,))
        self._db.executemany(
            "INSERT INTO record_lines (game, number, line) VALUES (?, ?, ?)",
            [(key, number, line) for number, line in enumerate(lines)],
        )
        head = json.dumps(setup_head(game.setup), ensure_ascii=False)
        self._db.execute("UPDATE games SET record = ? WHERE id = ?", (head, key))
        self._write_summary(key, saved, game)
        return saved

    def _write_changes(
        self, key: int, known: _Saved, game: Game, now: str
    ) -> tuple[_Saved, tuple[int, list[str]]]:
        """Only what changed since ``known`` (in the transaction open): the record's lines
        from the first action that differs on taken back (an undo, an edit), the new ones
        appended; the summary from the events taken back and added. Also the change for the
        journal: the number of the first line changed, and the lines from it on."""
        actions, events = tuple(game.actions), tuple(game.events)
        same = _common_length(known.actions, actions)
        kept = known.lines[same]
        if kept < known.lines[-1]:
            self._db.execute("DELETE FROM record_lines WHERE game = ? AND number >= ?", (key, kept))
        new = actions[same:]
        lines = _counted(known.lines[: same + 1], new)
        added = [
            (key, number, action_line(action))
            for action, number in zip(new, lines[same:], strict=False)
            if not isinstance(action, Pass)
        ]
        self._db.executemany("INSERT INTO record_lines (game, number, line) VALUES (?, ?, ?)", added)
        same_events = _common_length(known.events, events)
        tally = known.tally.changed(known.events[same_events:], events[same_events:])
        saved = _Saved(now, game.setup, actions, lines, events, tally)
        self._write_summary(key, saved, game)
        return saved, (kept, [line for _, _, line in added])

    def _write_summary(self, key: int, saved: _Saved, game: Game) -> None:
        self._db.execute(
            f"UPDATE games SET updated = ?, follower_step = ?, {_SUMMARY_SET}, problem = NULL WHERE id = ?",
            (saved.updated, int(game.phase == FOLLOWER), *saved.summary(game).row(), key),
        )

    def _insert(self, text: str, summary: _Summary, problem: str | None) -> str:
        now = _now()
        with self._transaction():
            cursor = self._db.execute(
                f"INSERT INTO games (started, updated, record, {_SUMMARY_COLUMNS}, problem)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (now, now, text, *summary.row(), problem),
            )
        assert cursor.lastrowid is not None
        self._journal_text(cursor.lastrowid, now, now, text, None, summary.turn)
        self._backup_if_due()
        return str(cursor.lastrowid)

    def _journal_text(
        self, key: int, started: str, updated: str, text: str, deleted: str | None, turn: int | None
    ) -> None:
        """A stored record text into the game's journal, as it is (nothing when it is not
        even a JSON document)."""
        try:
            document = read_json(text)
        except UntrustedJsonError:
            return
        if not isinstance(document, dict):
            return
        actions = document.get("actions")
        lines = (
            [json.dumps(action, ensure_ascii=False) for action in actions]
            if isinstance(actions, list)
            else []
        )
        head = {key: value for key, value in document.items() if key not in ("actions", "in_follower_step")}
        state = (document.get("in_follower_step") is True, turn, deleted)
        self._journal.whole(key, started, updated, head, lines, state)

    def restore(self, game_id: int | None, started: str, updated: str, text: str, deleted: str | None) -> str:
        """A game read from a damaged library or a backup, stored as it was (its id if it is
        free, its dates, its deletion mark); its summary made from its record. Its id."""
        stored = replay_stored(text)
        summary = _Summary.of(stored.partial.game) if stored.partial is not None else _NO_SUMMARY
        values = (game_id, started, updated, text, *dataclasses.replace(summary, actions=stored.total).row())
        with self._transaction():
            taken = (
                game_id is not None
                and self._db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
            )
            cursor = self._db.execute(
                f"INSERT INTO games (id, started, updated, record, {_SUMMARY_COLUMNS}, problem, deleted)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (None, *values[1:], stored.reason, deleted) if taken else (*values, stored.reason, deleted),
            )
        assert cursor.lastrowid is not None
        self._journal_text(cursor.lastrowid, started, updated, text, deleted, summary.turn)
        return str(cursor.lastrowid)

    def _stored(self, game_id: str) -> _StoredText:
        """The stored record text, the problem noted for it, and which actions it lacks."""
        key = _key(game_id)
        with self._errors():
            row = self._db.execute(
                "SELECT record, problem, follower_step, actions FROM games WHERE id = ?", (key,)
            ).fetchone()
            if row is None:
                raise LibraryError(f"no game {game_id} in the library", "no-game")
            lines = []
            if row[2] is not None:
                query = "SELECT number, line FROM record_lines WHERE game = ? ORDER BY number"
                lines = self._db.execute(query, (key,)).fetchall()
        text, missing = stored_record(row[0], row[2], lines, row[3])
        return _StoredText(text, row[1], missing)

    def _set_deleted(self, game_id: str, when: str | None, condition: str) -> None:
        with self._transaction():
            cursor = self._db.execute(
                f"UPDATE games SET deleted = ? WHERE id = ? AND {condition}", (when, _key(game_id))
            )
            started = self._db.execute("SELECT started FROM games WHERE id = ?", (_key(game_id),)).fetchone()
        if not cursor.rowcount:
            state = "deleted" if when is None else "in the library"
            raise LibraryError(f"no game {game_id} {state}", "no-game")
        self._journal.deleted(_key(game_id), _str_or_empty(started[0]), when)
        self._backup_if_due()

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
                f" (schema {version}; this one knows {SCHEMA_VERSION})",
                "newer",
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
            raise library_error(exc, self.path) from exc
        except OSError as exc:
            raise library_error(exc, self.path) from exc


_SUMMARY_COLUMNS = "players, sets, finished, actions, sources, turn, turns"
_SUMMARY_SET = ", ".join(f"{column} = ?" for column in _SUMMARY_COLUMNS.split(", "))
ROW_COLUMNS = f"id, started, updated, {_SUMMARY_COLUMNS}, problem, deleted"


class _Unreadable(ValueError):
    """A summary column that does not hold what the library wrote there."""


def library_error(exc: sqlite3.Error | OSError, path: Path) -> LibraryError:
    """An SQLite or file error as a LibraryError: one line in words, and its kind."""
    if isinstance(exc, OSError):
        kinds = {
            errno.ENOSPC: "full",
            errno.EROFS: "read-only",
            errno.EACCES: "read-only",
            errno.EISDIR: "folder",
        }
        where = exc.filename or path
        return LibraryError(one_line(f"{where}: {exc.strerror or exc}"), kinds.get(exc.errno or 0, "io"))
    kind, words = _reason(str(exc), path)
    if getattr(exc, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
        kind = "damaged"
    return LibraryError(words, kind)


@dataclass(frozen=True)
class _Row:
    """A game's row as the list and the statistics read it, every column checked: a
    damaged summary never reaches them as a traceback."""

    id: str
    started: str
    updated: str
    scores: tuple[tuple[str, int], ...]
    sets: tuple[str, ...]
    finished: bool
    actions: int
    sources: tuple[Mapping[str, int], ...]  # per player
    problem: str | None
    turn: int | None
    turns: int | None

    @classmethod
    def of(cls, raw: tuple[object, ...]) -> _Row:
        """The row of ``ROW_COLUMNS``; _Unreadable (saying which column) if it is not as written."""
        game_id, started, updated, players, sets, finished, actions, sources, turn, turns, problem = raw[:11]
        scores = tuple(_score(pair) for pair in _json_list("players", players))
        by_player = tuple(_points(points) for points in _json_list("sources", sources))
        if len(by_player) > len(scores):
            raise _Unreadable("its summary does not match its players")
        by_player += ({},) * (len(scores) - len(by_player))
        names = tuple(name for name in _json_list("sets", sets) if isinstance(name, str))
        if len(names) != len(_json_list("sets", sets)) or not isinstance(started, str):
            raise _Unreadable("its summary cannot be read (sets or dates)")
        if finished not in (0, 1) or not _count(actions) or not isinstance(updated, str):
            raise _Unreadable("its summary cannot be read (state or actions)")
        if problem is not None and not isinstance(problem, str):
            raise _Unreadable("its problem note cannot be read")
        if not ((turn is None and turns is None) or (_count(turn) and _count(turns))):
            raise _Unreadable("its summary cannot be read (turns)")
        return cls(
            str(game_id),
            started,
            updated,
            scores,
            names,
            bool(finished),
            actions,
            by_player,
            problem,
            turn if _count(turn) else None,
            turns if _count(turns) else None,
        )

    def entry(self) -> Entry:
        return Entry(
            self.id,
            self.started,
            self.updated,
            self.scores,
            self.sets,
            self.finished,
            self.actions,
            self.problem,
            None,
            self.turn,
            self.turns,
        )

    def won(self, score: int) -> bool:
        """Finished with the highest score (a tie for it is a win for each)."""
        return self.finished and score == max(s for _, s in self.scores)


@dataclass(frozen=True)
class _BadRow:
    """A game whose row gives nothing to list: its id, what could be read, and why."""

    id: str
    started: str
    updated: str
    reason: str

    def entry(self) -> Entry:
        reason = f"game {self.id} cannot be read: {self.reason}"
        return Entry(self.id, self.started, self.updated, (), (), False, 0, reason, reason)


def default_path() -> Path:
    """The user's library file, in the data folder (``paths.data_dir``)."""
    return data_dir() / FILE_NAME


def backup_files(path: Path) -> list[Path]:
    """The backups of the library at ``path``, oldest first (their names sort by time)."""
    return sorted((path.parent / "backups").glob("library-*.sqlite3"))


def readable_record(text: str) -> bool:
    """Whether a stored record text gives at least a document to replay (its setup may still
    be refused; the library then opens it as far as it goes, or keeps it aside)."""
    return _readable(text)[1] is not None


def summary_problem(raw: tuple[object, ...]) -> str | None:
    """Why a row of ``ROW_COLUMNS`` cannot be listed as it is stored (None: it can)."""
    try:
        _Row.of(raw)
    except _Unreadable as exc:
        return str(exc)
    return None


def _json_list(column: str, value: object) -> list[object]:
    if isinstance(value, str):
        try:
            document = read_json(value)
        except UntrustedJsonError:
            document = None
        if isinstance(document, list):
            return document
    raise _Unreadable(f"its summary cannot be read ({column})")


def _count(value: object) -> TypeGuard[int]:
    """A whole number of things (not a bool, which SQLite does not store anyway)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _score(pair: object) -> tuple[str, int]:
    if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str):
        score = pair[1]
        if isinstance(score, int) and not isinstance(score, bool):
            return pair[0], score
    raise _Unreadable("its summary cannot be read (players)")


def _points(value: object) -> Mapping[str, int]:
    if isinstance(value, dict) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value.values()
    ):
        return value
    raise _Unreadable("its summary cannot be read (sources)")


def _str_or_empty(value: object) -> str:
    return value if isinstance(value, str) else ""


def _player_stats(games: list[_Row]) -> tuple[PlayerStats, ...]:
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


def _set_stats(name: str, games: list[_Row]) -> SetStats:
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


@dataclass(frozen=True)
class _Summary:
    """A game's summary columns, as stored."""

    players: str  # JSON [[name, score], …]
    sets: str  # JSON [set, …]
    finished: int
    actions: int
    sources: str  # JSON, per player: {source: points}
    turn: int | None  # ``Entry.turn``
    turns: int | None  # ``Entry.turns``

    @classmethod
    def of(cls, game: Game) -> _Summary:
        """The summary of a game made from all of it (a save keeps it up to date instead)."""
        return _Saved.of("", game).summary(game)

    def row(self) -> tuple[str, str, int, int, str, int | None, int | None]:
        return self.players, self.sets, self.finished, self.actions, self.sources, self.turn, self.turns


@dataclass(frozen=True)
class _Tally:
    """Each player's points by source, with how many events gave them: a tally that events
    can be added to and taken from (an undo), and that lists a source for as long as an
    event gives it (zero points too), in the order the events first gave them."""

    players: tuple[dict[str, tuple[int, int]], ...]  # source: (points, events)

    @classmethod
    def of(cls, players: int, events: Sequence[ScoreEvent]) -> _Tally:
        return cls(tuple({} for _ in range(players))).changed((), events)

    def changed(self, removed: Sequence[ScoreEvent], added: Sequence[ScoreEvent]) -> _Tally:
        players = tuple(dict(mine) for mine in self.players)
        for event in reversed(removed):
            mine = players[event.player]
            points, count = mine[event.source]
            if count == 1:
                del mine[event.source]
            else:
                mine[event.source] = (points - event.points, count - 1)
        for event in added:
            mine = players[event.player]
            points, count = mine.get(event.source, (0, 0))
            mine[event.source] = (points + event.points, count + 1)
        return _Tally(players)

    def sources(self) -> str:
        """The ``sources`` column: per player, {source: points}."""
        by_player = [{source: points for source, (points, _) in mine.items()} for mine in self.players]
        return json.dumps(by_player, ensure_ascii=False)


@dataclass(frozen=True)
class _Saved:
    """What a ``Library`` last saved of a game: enough to write only what changes next."""

    updated: str  # the row's ``updated`` as written then
    setup: Setup
    actions: tuple[Action, ...]  # the game's actions, implied passes too
    lines: list[int]  # lines[i]: how many of actions[:i] the record holds (it leaves passes out)
    events: tuple[ScoreEvent, ...]
    tally: _Tally

    @classmethod
    def of(cls, updated: str, game: Game) -> _Saved:
        tally = _Tally.of(len(game.setup.players), game.events)
        actions = tuple(game.actions)
        return cls(updated, game.setup, actions, _counted([0], actions), tuple(game.events), tally)

    def holds(self, row: tuple[object, ...], setup: Setup) -> bool:
        """Whether the row (``updated, follower_step, actions``) is still as this was saved,
        with its actions apart, and ``setup`` the game's setup still (not edited in)."""
        updated, follower_step, actions = row
        same_setup = setup is self.setup or setup == self.setup
        return (
            updated == self.updated and follower_step is not None and actions == self.lines[-1] and same_setup
        )

    def summary(self, game: Game) -> _Summary:
        names = [p.name for p in game.setup.players]
        return _Summary(
            json.dumps([[n, s] for n, s in zip(names, game.scores, strict=True)], ensure_ascii=False),
            json.dumps(list(game.setup.sets), ensure_ascii=False),
            int(game.finished),
            self.lines[-1],
            self.tally.sources(),
            game.turn,
            game.turn + game.bag_total - (game.prompt.kind == DRAW),  # this turn's tile is out of the bag
        )


def _counted(counts: list[int], actions: Sequence[Action]) -> list[int]:
    """``counts`` (changed) followed by the record's length after each of ``actions``."""
    for action in actions:
        counts.append(counts[-1] + (not isinstance(action, Pass)))
    return counts


def _common_length(old: tuple[object, ...], new: tuple[object, ...]) -> int:
    """How many items two tuples have in common from the start (quick when they share them
    all: the comparison runs in C, and the same objects compare by identity)."""
    length = min(len(old), len(new))
    if old[:length] == new[:length]:
        return length
    return next(index for index in range(length) if old[index] != new[index])


class Missing(NamedTuple):
    """Actions missing from a stored record: why (which ones), and how many it had."""

    reason: str
    total: int


class _StoredText(NamedTuple):
    """A game's stored record text, the problem noted for it, and the actions it lacks."""

    text: str
    noted: str | None
    missing: Missing | None


def stored_record(
    record: object, follower_step: object, lines: Sequence[tuple[object, object]], count: object
) -> tuple[str, Missing | None]:
    """A stored game's record text, from its row (``record``, ``follower_step`` and the
    ``count`` of its actions) and its ``record_lines`` (number, line) by number; and which
    of its actions are missing (None: none are), when the lines stop before ``count`` or
    skip a number: the record then goes as far as the lines go without a gap.

    A ``follower_step`` of NULL: ``record`` is the whole record text. A head that is not a
    JSON object is a record whose setup cannot be read: its text is given as it is."""
    text = record if isinstance(record, str) else ""
    if follower_step is None:
        return text, None
    try:
        head = read_json(text)
    except UntrustedJsonError:
        return text, None
    if not isinstance(head, dict):
        return text, None
    head = {key: value for key, value in head.items() if key not in ("actions", "in_follower_step")}
    if follower_step:
        head["in_follower_step"] = True
    found: list[str] = []
    for number, line in lines:
        if number != len(found) or not isinstance(line, str):
            break
        found.append(line)
    total = max(len(lines), count if _count(count) else 0)
    missing = None
    if len(found) < total:
        missing = Missing(f"its actions from action {len(found) + 1} on are missing or damaged", total)
    return joined_text(head, found), missing


#: the summary of a game whose setup cannot be read: nothing to list but its id
_NO_SUMMARY = _Summary("[]", "[]", 0, 0, "[]", None, None)


@dataclass(frozen=True)
class Stored:
    """A stored record replayed as far as it goes."""

    partial: Partial | None  # None: not even its setup could be read
    reason: str | None
    total: int  # actions in the stored record


def replay_stored(text: str, missing: Missing | None = None) -> Stored:
    """A stored record text replayed as far as it goes; ``missing``: the actions missing
    from it (``stored_record``), a reason even if the rest replays, and counted in ``total``."""
    reason, document = _readable(text)
    reason = reason or (missing.reason if missing is not None else None)
    total = max(_action_count(document), missing.total if missing is not None else 0)
    try:
        partial = replay_partial(document if document is not None else {})
    except RecordError as exc:
        return Stored(None, reason or str(exc), total)
    if partial.reason is not None:
        reason = reason or f"action {partial.applied + 1}: {partial.reason}"
    return Stored(partial, reason, total)


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


def _newer(text: str) -> bool:
    """Whether a stored record text says a newer carc-assist wrote it."""
    try:
        document = read_json(text)
    except UntrustedJsonError:
        return False
    version = document.get("version") if isinstance(document, dict) else None
    return isinstance(version, int) and not isinstance(version, bool) and version > VERSION


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
    ("readonly", "read-only", "the games library {} is read-only"),
    ("read-only", "read-only", "the games library {} is read-only"),
    ("disk i/o", "io", "the disk holding the games library {} could not be read or written"),
    ("full", "full", "the disk holding the games library {} is full"),
    ("locked", "locked", "the games library {} is in use by another program (try again)"),
    ("busy", "locked", "the games library {} is in use by another program (try again)"),
    ("not a database", "damaged", "the games library {} is damaged (not a database)"),
    ("unsupported file format", "damaged", "the games library {} is damaged (its header)"),
    ("malformed", "damaged", "the games library {} is damaged"),
    ("corrupt", "damaged", "the games library {} is damaged"),
    # a schema that is not the one its version says (a column twice, one missing …)
    ("column", "damaged", "the games library {} is damaged (its tables are not as carc-assist made them)"),
    (
        "no such table",
        "damaged",
        "the games library {} is damaged (its tables are not as carc-assist made them)",
    ),
    ("unable to open", "cannot-open", "cannot open the games library {}"),
)


def _human_reason(message: str, path: Path) -> str:
    return _reason(message, path)[1]


def _reason(message: str, path: Path) -> tuple[str, str]:
    """(kind, words) for an SQLite message: never SQLite's own words, which name its
    internals (a schema, a column) rather than what a player can do."""
    lowered = message.lower()
    for key, kind, reason in _REASONS:
        if key in lowered:
            return kind, one_line(reason.format(path))
    if path.is_dir():
        return "folder", one_line(f"the games library {path} is a folder, not a file")
    return "other", one_line(f"the games library {path} cannot be used ({message})")


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
        stored = replay_stored(text)
        if stored.partial is not None:
            summary = dataclasses.replace(_Summary.of(stored.partial.game), actions=stored.total)
            db.execute(
                "UPDATE games SET players = ?, sets = ?, finished = ?, actions = ?, sources = ? WHERE id = ?",
                (*summary.row()[:5], game_id),
            )
        db.execute("UPDATE games SET problem = ? WHERE id = ?", (stored.reason, game_id))


def _v2_to_v3(db: sqlite3.Connection) -> None:
    """Version 3 keeps a record's actions one row each (``record_lines``), so that a save
    appends the action played instead of writing the whole record again. ``follower_step``
    says whether a game's record is kept so (0 or 1: ``record`` is its head, and whether it
    was saved in its follower step), or whole in ``record`` (NULL: as versions 1 and 2 kept
    every record, and as a record that cannot be taken apart is kept). The games stored
    before stay whole until their next save."""
    db.execute("ALTER TABLE games ADD COLUMN follower_step INTEGER")
    db.execute(
        "CREATE TABLE record_lines (game INTEGER NOT NULL, number INTEGER NOT NULL,"
        " line TEXT NOT NULL, PRIMARY KEY (game, number)) WITHOUT ROWID"
    )


def _v3_to_v4(db: sqlite3.Connection) -> None:
    """Version 4 adds how far each game is (``Entry.turn``, ``Entry.turns``), for the list to
    say "turn 14 of about 72" rather than count actions: made here from the record of each
    unfinished game, once (NULL for a finished game, whose list entry says "Finished" alone,
    until its next save: replaying a large library's every game would hold up the start
    for long; and NULL for a record that does not replay at all: the list then says less)."""
    db.execute("ALTER TABLE games ADD COLUMN turn INTEGER")
    db.execute("ALTER TABLE games ADD COLUMN turns INTEGER")
    rows = db.execute("SELECT id, record, follower_step, actions FROM games WHERE finished = 0").fetchall()
    for game_id, record, follower_step, count in rows:
        lines = []
        if follower_step is not None:
            query = "SELECT number, line FROM record_lines WHERE game = ? ORDER BY number"
            lines = db.execute(query, (game_id,)).fetchall()
        stored = replay_stored(*stored_record(record, follower_step, lines, count))
        if stored.partial is not None:
            summary = _Summary.of(stored.partial.game)
            db.execute(
                "UPDATE games SET turn = ?, turns = ? WHERE id = ?", (summary.turn, summary.turns, game_id)
            )


#: ``_UPGRADES[v]`` brings a database of schema version ``v`` to ``v + 1``
_UPGRADES: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_v1, _v1_to_v2, _v2_to_v3, _v3_to_v4)
