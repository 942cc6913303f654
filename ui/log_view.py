"""The log: every point of the game as a sentence; clicking one outlines its feature."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from carc_assist.events import Note, ScoreEvent
from carc_assist.expansions.signposts import road_signposts
from carc_assist.game import Game
from carc_assist.geometry import Square
from ui.help_view import why
from ui.session import GameSession
from ui.texts import Texts

SQUARES = Qt.ItemDataRole.UserRole + 1
RULE = Qt.ItemDataRole.UserRole + 2
POSTS = Qt.ItemDataRole.UserRole + 3


class LogView(QListWidget):
    #: the squares of the clicked entry's feature (empty: none)
    squares_chosen = Signal(list, list)
    #: "why?": the help page and anchor of the rule behind a double-clicked entry
    rule_requested = Signal(str, str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.texts = Texts(self)
        session.changed.connect(self.reload)
        self.currentItemChanged.connect(self._chosen)
        self.itemDoubleClicked.connect(lambda item: self.rule_requested.emit(*item.data(RULE)))

    def reload(self) -> None:
        """Keep the lines that are still right, replace the rest (undo, another game)."""
        game = self.session.game
        lines = self._lines(game) if game is not None else []
        self.blockSignals(True)
        keep = 0
        while keep < min(len(lines), self.count()) and self.item(keep).text() == lines[keep][0]:
            keep += 1
        while self.count() > keep:
            self.takeItem(self.count() - 1)
        for text, squares, rule, posts in lines[keep:]:
            item = QListWidgetItem(text)
            item.setData(SQUARES, squares)
            item.setData(RULE, rule)
            item.setData(POSTS, posts)
            item.setToolTip(self.tr("Double-click: why? (the rule behind these points)"))
            self.addItem(item)
        self.blockSignals(False)
        self.scrollToBottom()

    def _lines(self, game: Game) -> list[tuple[str, list[Square], tuple[str, str], list[object]]]:
        """Events and notes by turn; a turn's notes first (they come before its scoring)."""
        names = [p.name for p in game.setup.players]
        entries: list[ScoreEvent | Note] = sorted(
            [*game.notes, *game.events], key=lambda e: (e.turn, isinstance(e, ScoreEvent) and e.final)
        )
        return [
            (self.texts.log_line(e, names[e.player]), sorted(e.squares), why(e), _signposts(game, e))
            for e in entries
        ]

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.squares_chosen.emit([], [])
        else:
            self.squares_chosen.emit(list(item.data(SQUARES)), list(item.data(POSTS)))


def _signposts(game: Game, entry: ScoreEvent | Note) -> list[object]:
    """A scored road's correct signposts, shown on the board with the road."""
    if isinstance(entry, ScoreEvent) and any(item.what == "signposts" for item in entry.items):
        return list(road_signposts(game.board, entry.squares))
    return []
