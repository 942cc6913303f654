"""The log: every point of the game as a sentence; clicking one outlines the part it counted."""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from carc_assist.rules.game import Game
from carc_assist.rules.steps import Step
from carc_assist.table.events import Note, ScoreEvent
from ui.dialogs.help_view import why
from ui.prefs.touch import kinetic
from ui.session import GameSession
from ui.words.announce import announce
from ui.words.texts import Texts

SQUARES = Qt.ItemDataRole.UserRole + 1
RULE = Qt.ItemDataRole.UserRole + 2
POSTS = Qt.ItemDataRole.UserRole + 3
#: the segments the entry counted, as (placed tile's origin, segment on that tile)
PARTS = Qt.ItemDataRole.UserRole + 5
#: the turn the entry belongs to (changing a past turn starts at the chosen entry's)
TURN = Qt.ItemDataRole.UserRole + 4


class LogView(QListWidget):
    #: the clicked entry's squares, the expansions' places of it (a road's correct signposts)
    #: and its counted segments (empty: none)
    squares_chosen = Signal(list, list, list)
    #: "why?": the help page and anchor of the rule behind a double-clicked entry
    rule_requested = Signal(str, str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # wrapped lines, flicked
        kinetic(self)
        self.texts = Texts(self)
        self._shown: list[ScoreEvent | Note] = []  # the entries the lines say, in order
        session.changed.connect(self.reload)
        self.currentItemChanged.connect(self._chosen)
        self.itemDoubleClicked.connect(lambda item: self.rule_requested.emit(*item.data(RULE)))

    def reload(self, step: Step | None = None) -> None:
        """Update from ``step`` alone: the lines of the entries it brought, each where its
        turn puts it, or (an undo) the lines of the entries it took away. None: another
        game, opened, started or replayed, shown anew."""
        game = self.session.game
        if step is not None and not step.events and not step.notes:
            return  # nothing said or unsaid
        if step is None or game is None:
            self._show(game, entries(game) if game is not None else [])
        elif step.undone:
            self._drop({id(entry) for entry in (*step.notes, *step.events)})
        else:
            self._add(game, sorted([*step.notes, *step.events], key=_rank))

    def _show(self, game: Game | None, shown: list[ScoreEvent | Note]) -> None:
        self.blockSignals(True)
        self.clear()
        for entry in shown:
            assert game is not None
            self.addItem(self._item(game, entry))
        self.blockSignals(False)
        self._shown = shown
        self.scrollToBottom()

    def _drop(self, gone: set[int]) -> None:
        self.blockSignals(True)
        for row in reversed(range(len(self._shown))):
            if id(self._shown[row]) in gone:
                del self._shown[row]
                self.takeItem(row)
        self.blockSignals(False)

    def _add(self, game: Game, new: list[ScoreEvent | Note]) -> None:
        """Each new entry after every line of its turn shown before (it is newer), but before
        that turn's events if it is a note and before its final scoring if it is not (the
        order of ``entries``)."""
        self.blockSignals(True)
        ranks = [_rank(entry) for entry in self._shown]
        for entry in new:
            row = bisect_right(ranks, _rank(entry))
            ranks.insert(row, _rank(entry))
            self._shown.insert(row, entry)
            item = self._item(game, entry)
            self.insertItem(row, item)
            if isinstance(entry, ScoreEvent):  # every point scored, said to a screen reader
                announce(self, item.text())
        self.blockSignals(False)
        if new:
            self.scrollToBottom()

    def _item(self, game: Game, entry: ScoreEvent | Note) -> QListWidgetItem:
        item = QListWidgetItem(self.texts.log_line(entry, game.setup.players[entry.player].name, game))
        item.setData(SQUARES, sorted(entry.squares))
        item.setData(RULE, why(entry))
        item.setData(TURN, entry.turn)
        item.setData(POSTS, game.event_places(entry) if isinstance(entry, ScoreEvent) else [])
        item.setData(PARTS, sorted(entry.parts) if isinstance(entry, ScoreEvent) else [])
        item.setToolTip(self.tr("Double-click: why? (the rule behind these points)"))
        return item

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.squares_chosen.emit([], [], [])
        else:
            self.squares_chosen.emit(list(item.data(SQUARES)), list(item.data(POSTS)), list(item.data(PARTS)))

    def chosen_turn(self) -> int | None:
        """The turn of the chosen entry, if one is chosen."""
        item = self.currentItem()
        return int(item.data(TURN)) if item is not None else None


def entries(game: Game) -> list[ScoreEvent | Note]:
    """Events and notes by turn; a turn's notes first (they come before its scoring), its
    final scoring last; within each, in the order they came."""
    return sorted([*game.notes, *game.events], key=_rank)


def _rank(entry: ScoreEvent | Note) -> tuple[int, bool, bool]:
    return (entry.turn, isinstance(entry, ScoreEvent) and entry.final, isinstance(entry, ScoreEvent))
