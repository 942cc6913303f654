"""The log: every point of the game as a sentence; clicking one outlines the part it counted."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from carc_assist.events import Note, ScoreEvent
from carc_assist.game import Game
from carc_assist.steps import Step
from ui.help_view import why
from ui.session import GameSession
from ui.texts import Texts
from ui.touch import kinetic

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
        """Add the new entries' lines only; drop the lines of entries that are gone (undo takes
        from the end; another game, opened or replayed, shares none and is shown anew). A step
        that brought or took no event and no note leaves the log as it is."""
        if step is not None and not step.events and not step.notes:
            return
        game = self.session.game
        shown = entries(game) if game is not None else []
        keep = 0
        limit = min(len(shown), len(self._shown))
        while keep < limit and shown[keep] is self._shown[keep]:
            keep += 1
        new = [self._item(game, entry) for entry in shown[keep:]] if game is not None else []
        self.blockSignals(True)
        while self.count() > keep:
            self.takeItem(self.count() - 1)
        for item in new:
            self.addItem(item)
        self.blockSignals(False)
        self._shown = shown
        if len(shown) > keep:
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
    """Events and notes by turn; a turn's notes first (they come before its scoring)."""
    return sorted([*game.notes, *game.events], key=lambda e: (e.turn, isinstance(e, ScoreEvent) and e.final))
