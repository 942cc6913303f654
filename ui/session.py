"""The one owner of the game in the app: pushes the players' intents to the engine (which
refuses what the rules forbid), keeps the games library up to date, signals.

Views hold no game state: when ``changed`` fires, each updates from the engine's ``Step``
alone (the parts it names, read from ``session.game``; a view whose part it does not name
does nothing), or redraws all from ``session.game`` (None: another game); and they turn
clicks into intents (``session.act(Draw("base/E"))``). History lives in the engine only;
undo and redo here are thin calls to ``Game.pop`` and ``Game.redo``, except for an edit of a
past turn: that replaces the game, so the session keeps the game as it was before the edit,
and one undo brings it back.

Every game started or opened lives in the library and is saved there after every change.
An action's save waits until the views have redrawn and the window has painted (the player
sees the change without waiting for the disk), and is written before anything else happens
to the game or the library: the next action, undo or redo, another game, a look at the
library, closing. So every action is saved before the next one can be made.
When saving fails (a read-only, full, locked or damaged library) the game stays in memory and
in an emergency copy (``carc_assist.storage.emergency``), ``save_problem`` says why in the player's
words and ``save_state_changed`` fires; every later change tries again, and once the library
holds the game again the copy goes. A backup that fails is said the same way
(``backup_problem``).
"""

from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal

from carc_assist.rules.game import Game, IllegalAction
from carc_assist.rules.setup import Setup
from carc_assist.rules.steps import Step
from carc_assist.storage import emergency
from carc_assist.storage.library import Library, LibraryError, Recovered
from carc_assist.storage.library_repair import Recovery, recover
from carc_assist.storage.record import load, replay, save, to_record
from carc_assist.table.actions import Action
from ui.words.library_words import problem_words
from ui.words.refusals import refusal

#: what a failed save can raise: the library's own reasons, and the disk's
SAVE_ERRORS = (LibraryError, OSError)

#: how long a save waits for another program's lock on the library: short, so that the window
#: never freezes (a test holds the lock and times an action: the wait is most of its 100 ms
#: on a busy machine), yet long enough for another app's write of a few kilobytes; a refused
#: save is tried again after ``RETRY_MS``, and at every later change
BUSY_WAIT = 0.02
RETRY_MS = 1000

#: the event that writes an action's save once the window has painted: posted at low priority,
#: after the window's own update request, which Qt posts at low priority too
SAVE_EVENT = QEvent.Type(QEvent.registerEventType())


@dataclass
class EditStep:
    """An edit of a past turn, for its undo: the game before it, and how many actions the
    edited game had (an action played after the edit is undone first)."""

    before: Game
    turn: int
    actions_after: int


class GameSession(QObject):
    #: emitted after every change of the game, with what changed: the ``Step`` of the action
    #: played, undone (``step.undone``) or redone, so that each view updates once from it
    #: alone (its parts, its log lines, its prompt); or None when the game changed as a whole
    #: (new, opened, edited, tiles added): reload all
    changed = Signal(object)
    #: emitted with a one-line reason, translated, when an intent is refused by the rules
    refused = Signal(str)
    #: saving started failing or works again: read ``save_problem``
    save_state_changed = Signal()

    def __init__(self, library: Library | Path, parent: QObject | None = None) -> None:
        """``library``: the games library, or the path of its file (opened here; if it cannot
        be, the app runs with the game in memory and says so)."""
        super().__init__(parent)
        self.library_path = library.path if isinstance(library, Library) else library
        self._library: Library | None = library if isinstance(library, Library) else None
        self.save_problem: str | None = None  # why the game cannot be stored now, in words
        #: the emergency copy of the game while the library cannot store it (None: not needed,
        #: or it could not be written either)
        self.emergency: Path | None = None
        self._emergency_name: str | None = None
        self._lagging = False  # the library lacks actions of the game
        self._unsaved = False  # an action's save waits for the paint (SAVE_EVENT)
        if self._library is None:
            self._open_library()
        self.game: Game | None = None
        self.game_id: str | None = None
        self.path: Path | None = None  # the file the game was last exported to (Save)
        self.edits: list[EditStep] = []
        self._redo_edit: tuple[EditStep, Game] | None = None
        self._imported: dict[tuple[Path, str], str] = {}  # file and content → its library game

    @property
    def library(self) -> Library | None:
        """The games library, holding every action made so far (a save still waiting for
        the paint is written first)."""
        self.flush()
        return self._library

    @property
    def lagging(self) -> bool:
        """The library lacks some of the game's actions (its saves failed)."""
        self.flush()
        return self._lagging and self.game is not None

    @property
    def backup_problem(self) -> str | None:
        """Why the library's last backup failed, in words (None: it worked, or none was tried)."""
        failure = self._library.backup_failure if self._library is not None else None
        return problem_words(failure) if failure is not None else None

    def retry(self) -> None:
        """Try to store the game again now, if the library lacks some of it (it may work again)."""
        self.flush()
        if self._lagging and self.game is not None:
            self._store(self.game)

    @property
    def tournament(self) -> bool:
        """Tournament mode: a part of the game's setup, so a game opened again keeps it."""
        return self.game is not None and self.game.setup.tournament

    # -- games ----------------------------------------------------------------------------

    def new_game(self, setup: Setup) -> None:
        """A new game joins the library; the one played so far stays there, resumable."""
        self._show(Game(setup), None, None)

    def open(self, path: Path) -> tuple[str, Recovered]:
        """Import a record file into the library and open it from there. RecordError (with
        the reason) leaves the current game as it was. The same file opened again (unchanged)
        opens the game it became, rather than a second copy in the library. A file that
        replays only in part comes back with its reason, for the player to decide (``go_on``)."""
        self.flush()
        library = self._require_library()
        key = (path.resolve(), hashlib.sha256(path.read_bytes()).hexdigest())
        game_id = self._imported.get(key)
        if game_id is None or game_id not in {entry.id for entry in library.entries()}:
            game_id = self._imported[key] = library.import_file(path)
        recovered = library.open(game_id)
        if recovered.reason is None:
            self.go_on(game_id, recovered, path)
        return game_id, recovered

    def resume(self, game_id: str) -> tuple[str, Recovered]:
        """Open a library game; shown at once unless it replays only in part (``go_on``)."""
        self.flush()
        recovered = self._require_library().open(game_id)
        if recovered.reason is None:
            self.go_on(game_id, recovered)
        return game_id, recovered

    def go_on(self, game_id: str, recovered: Recovered, path: Path | None = None) -> None:
        """Show a library game, as far as it replays (saved so: the damaged copy is aside);
        the backup taken on opening it may have failed: the bar says so."""
        self._show(recovered.game, game_id, path)
        self.save_state_changed.emit()

    def _show(
        self, game: Game, game_id: str | None, path: Path | None, emergency_copy: Path | None = None
    ) -> None:
        self.flush()
        self._lagging = False
        self.emergency = emergency_copy  # the last game's copy, if any, stays for the next start
        self._emergency_name = emergency_copy.name if emergency_copy is not None else None
        self.game = game
        self.game_id = game_id
        self.path = path
        self.edits.clear()
        self._redo_edit = None
        self._after_change(None)

    def export(self, path: Path) -> None:
        """Save as: the game's record file, to share (the library keeps its own copy)."""
        assert self.game is not None
        save(self.game, path)
        self.path = path

    # -- intents --------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """Push an action; on refusal emit ``refused`` with the reason and change nothing."""
        if self.game is None:
            return False
        self.flush()
        try:
            step = self.game.push(action)
        except IllegalAction as exc:
            self.refused.emit(refusal(exc))  # in the player's language
            return False
        self._redo_edit = None
        self._after_change(step)
        return True

    @property
    def undo_edit(self) -> EditStep | None:
        """The edit that the next undo takes back, if no action was played after it."""
        if self.edits and self.game is not None and len(self.game.actions) == self.edits[-1].actions_after:
            return self.edits[-1]
        return None

    @property
    def redo_edit(self) -> EditStep | None:
        """The edit that the next redo plays again, if the game was not changed since its undo."""
        if self._redo_edit is None or self.game is None or self.game.redo_actions:
            return None
        return self._redo_edit[0]

    def undo(self) -> None:
        self.flush()
        edit = self.undo_edit
        if edit is not None:
            assert self.game is not None
            self.edits.pop()
            self._redo_edit = (edit, self.game)
            self.game = edit.before
            self._after_change(None)
        elif self.game is not None and self.game.actions:
            self.game.pop()
            self._after_change(self.game.last_step)

    def redo(self) -> None:
        self.flush()
        if self.redo_edit is not None and self._redo_edit is not None:
            edit, edited = self._redo_edit
            self._redo_edit = None
            self.edits.append(edit)
            self.game = edited
            self._after_change(None)
        elif self.game is not None and self.game.redo_actions:
            self.game.redo()
            self._after_change(self.game.last_step)

    def apply_edit(self, edited: Game, turn: int) -> None:
        """The player confirmed an edit of turn ``turn``: ``edited`` (the engine's replay,
        every action of which applied) becomes the game; one undo brings the old game back."""
        assert self.game is not None
        self.flush()
        self.edits.append(EditStep(self.game, turn, len(edited.actions)))
        self._redo_edit = None
        self.game = edited
        self._after_change(None)

    def _after_change(self, step: Step | None) -> None:
        """Let the views update from ``step`` (None: reload), then save in the library (one
        transaction). A step's save waits until the window has painted; a whole new game is
        saved at once (it gets its library id)."""
        self.changed.emit(step)
        if self.game is None:
            return
        if step is None:
            self._unsaved = False
            self._store(self.game)
        elif not self._unsaved:
            self._unsaved = True
            QCoreApplication.postEvent(self, QEvent(SAVE_EVENT), Qt.EventPriority.LowEventPriority.value)

    def flush(self) -> None:
        """Write the save that waits for the paint, if one does (the next change, a look at
        the library and closing come after it)."""
        if self._unsaved:
            self._unsaved = False
            if self.game is not None:
                self._store(self.game)

    def event(self, event: QEvent) -> bool:
        if event.type() == SAVE_EVENT:
            self.flush()
            return True
        return super().event(event)

    def _store(self, game: Game) -> None:
        problem: str | None = None
        backup = self.backup_problem
        try:
            library = self._require_library()
            if self.game_id is not None:
                try:
                    library.save(self.game_id, game)
                except LibraryError as exc:
                    if exc.kind != "no-game":  # a recovered library that lost it: stored anew
                        raise
                    self.game_id = None
            if self.game_id is None:
                self.game_id = library.add(game)
        except SAVE_ERRORS as exc:
            problem = problem_words(exc)
            if isinstance(exc, LibraryError) and exc.kind == "locked":
                QTimer.singleShot(RETRY_MS, self, self.retry)  # the other program may let go soon
        self._lagging = problem is not None
        if problem is None and self.emergency is not None:
            emergency.remove(self.emergency)  # the library holds every action now
            self.emergency = self._emergency_name = None
        elif problem is not None:
            self.keep_emergency_copy()
        if problem != self.save_problem or backup != self.backup_problem:
            self.save_problem = problem
            self.save_state_changed.emit()

    def keep_emergency_copy(self) -> Path | None:
        """Write the game into its emergency copy now (the library lacks some of it); the
        copy's path, None if no folder takes it either (the bar says the game is in memory only)."""
        if self.game is None:
            return None
        self._emergency_name = self._emergency_name or emergency.new_name(self.game_id)
        try:
            self.emergency = emergency.write(self.game, self._emergency_name)
        except OSError:
            self.emergency = None
        return self.emergency

    def restore_emergency(self, copy: Path) -> None:
        """An emergency copy found at start: into the library and onto the board; the copy is
        then set aside. While the library still refuses, the game is played from memory and
        the same copy kept up to date. RecordError if the copy is not a record."""
        self.flush()
        try:
            game_id, recovered = self._newer_state(copy) or self.open(copy)
        except SAVE_ERRORS:
            game = load(copy, close_turn=False)
            self._show(game, None, None, emergency_copy=copy)  # stored, or its copy kept up to date
            return
        self.go_on(game_id, recovered)
        with contextlib.suppress(OSError):
            emergency.set_aside(copy)

    def _newer_state(self, copy: Path) -> tuple[str, Recovered] | None:
        """An emergency copy of a game the library holds a start of (the copy's name says
        which): saved into that game, not added a second time. None when the library holds
        no such game (or holds another one under that id)."""
        game_id, library = emergency.game_id(copy), self._require_library()
        if game_id is None:
            return None
        game = load(copy, close_turn=False)
        try:
            stored = library.record(game_id)
        except LibraryError:
            return None
        if not emergency.continues(stored, game):
            return None
        library.save(game_id, game)
        return game_id, library.open(game_id)

    def recover_library(self) -> Recovery:
        """Rebuild a damaged library (``library_repair.recover``) and work on the new one;
        the game on the board, if the old library lacked it, is stored in the new one.
        LibraryError when it cannot be done now (locked, read-only folder)."""
        self.flush()
        if self._library is not None:
            self._library.close()
            self._library = None
        try:
            result = recover(self.library_path)
        finally:
            self._open_library()
        if self.game is not None:
            self._store(self.game)
        elif self._library is not None and self.save_problem is not None:
            self.save_problem = None
            self.save_state_changed.emit()
        return result

    def _open_library(self) -> None:
        try:
            self._library = Library(self.library_path, busy_timeout=BUSY_WAIT)
        except SAVE_ERRORS as exc:
            self.save_problem = problem_words(exc)

    def _require_library(self) -> Library:
        """The library, opened now if it could not be before (the disk may be writable again)."""
        if self._library is None:
            self._library = Library(self.library_path, busy_timeout=BUSY_WAIT)
        return self._library

    def add_tiles(self, document: dict[str, Any]) -> None:
        """A tile set of the players' own, new or grown (a tile drawn at the table that the app
        did not know): the game is replayed as if the set had been in the box from the start,
        which it was. RecordError if the actions no longer replay."""
        assert self.game is not None
        self.flush()
        record = to_record(self.game)
        setup = record["setup"]
        assert isinstance(setup, dict)
        tiles = [d for d in setup.get("tiles", []) if d.get("set") != document["set"]]
        setup["tiles"] = [*tiles, document]
        if document["set"] not in setup["sets"]:
            setup["sets"] = [*setup["sets"], document["set"]]
        self.game = replay(record, close_turn=False)
        self.edits.clear()  # the games before an edit lack the new tiles
        self._redo_edit = None
        self._after_change(None)
