"""The one owner of the game in the app: validates intents, pushes them, autosaves, signals.

Views hold no game state: they redraw from ``session.game`` when ``changed`` fires, and turn
clicks into intents (``session.act(Draw("base/E"))``). History lives in the engine only;
undo and redo here are thin calls to ``Game.pop`` and ``Game.redo``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from carc_assist.actions import Action
from carc_assist.game import Game, IllegalAction
from carc_assist.record import load, replay, save, to_record
from carc_assist.setup import Setup


class GameSession(QObject):
    #: emitted after every change of the game (action, undo, redo, new or opened game)
    changed = Signal()
    #: emitted with a one-line reason when an intent is refused by the rules
    refused = Signal(str)

    def __init__(self, autosave_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave_path = autosave_path
        self.game: Game | None = None
        self.path: Path | None = None

    @property
    def tournament(self) -> bool:
        """Tournament mode: a part of the game's setup, so a game opened again keeps it."""
        return self.game is not None and self.game.setup.tournament

    # -- games ----------------------------------------------------------------------------

    def new_game(self, setup: Setup) -> None:
        self._show(Game(setup), None)

    def open(self, path: Path) -> None:
        """Open a record. A game saved in its follower step opens in it again: the player may
        not have chosen yet. RecordError (with the reason) leaves the current game as it was."""
        self._show(load(path, close_turn=False), path)

    def resume(self, game: Game) -> None:
        """Go on with the autosaved game (it has no file of its own yet)."""
        self._show(game, None)

    def _show(self, game: Game, path: Path | None) -> None:
        self.game = game
        self.path = path
        self._after_change()

    def save(self, path: Path) -> None:
        assert self.game is not None
        save(self.game, path)
        self.path = path

    # -- intents --------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """Push an action; on refusal emit ``refused`` with the reason and change nothing."""
        if self.game is None:
            return False
        try:
            self.game.push(action)
        except IllegalAction as exc:
            self.refused.emit(str(exc))
            return False
        self._after_change()
        return True

    def undo(self) -> None:
        if self.game is not None and self.game.actions:
            self.game.pop()
            self._after_change()

    def redo(self) -> None:
        if self.game is not None and self.game.redo_actions:
            self.game.redo()
            self._after_change()

    def _after_change(self) -> None:
        """Let the views redraw, then autosave (atomically): every action is saved before
        the next one can be made, and the player sees the change without waiting for the disk."""
        self.changed.emit()
        if self.game is not None:
            save(self.game, self.autosave_path)

    def add_tiles(self, document: dict[str, Any]) -> None:
        """A tile set of the players' own, new or grown (a tile drawn at the table that the app
        did not know): the game is replayed as if the set had been in the box from the start,
        which it was. RecordError if the actions no longer replay."""
        assert self.game is not None
        record = to_record(self.game)
        setup = record["setup"]
        assert isinstance(setup, dict)
        tiles = [d for d in setup.get("tiles", []) if d.get("set") != document["set"]]
        setup["tiles"] = [*tiles, document]
        if document["set"] not in setup["sets"]:
            setup["sets"] = [*setup["sets"], document["set"]]
        self.game = replay(record, close_turn=False)
        self._after_change()
