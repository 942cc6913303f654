"""The log: every point of the game as a sentence; clicking one outlines its feature."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from carc_assist.game import Game
from carc_assist.geometry import Square
from ui.session import GameSession
from ui.texts import Texts

SQUARES = Qt.ItemDataRole.UserRole + 1


class LogView(QListWidget):
    #: the squares of the clicked entry's feature (empty: none)
    squares_chosen = Signal(list)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.texts = Texts(self)
        self._game: Game | None = None
        session.changed.connect(self.reload)
        self.currentItemChanged.connect(self._chosen)

    def reload(self) -> None:
        """Add the new events' lines; rebuild only when events went away (undo, another game)."""
        game = self.session.game
        events = game.events if game is not None else []
        self.blockSignals(True)
        if game is not self._game or len(events) < self.count():
            self.clear()
        self._game = game
        if game is not None:
            names = [p.name for p in game.setup.players]
            for event in events[self.count() :]:
                item = QListWidgetItem(self.texts.log_line(event, names[event.player]))
                squares: list[Square] = sorted(event.squares)
                item.setData(SQUARES, squares)
                self.addItem(item)
        self.blockSignals(False)
        self.scrollToBottom()

    def _chosen(self, item: QListWidgetItem | None) -> None:
        self.squares_chosen.emit(list(item.data(SQUARES)) if item is not None else [])
