"""Buttons for an expansion's choice step (keep one of the tiles drawn …): the engine offers
the actions (``game.expansion_options()``), the expansions' UI halves make their buttons.

The bar lies over the board's top-left corner (``over``), not in a row of its own: a row
coming and going would move the board between a placement and its follower step."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from carc_assist.rules.game import Game
from carc_assist.table.actions import Action
from ui.expansions import first, halves
from ui.look.painter import TilePainter


class ChoiceBar(QWidget):
    #: the player chose one of the engine's offered actions
    chosen = Signal(object)

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.buttons = QHBoxLayout(self)
        self.buttons.setContentsMargins(4, 4, 4, 4)
        self.setAutoFillBackground(True)  # the window's ground, over the board
        self.hide()

    def over(self, board: QWidget) -> None:
        """Lie over ``board``'s top-left corner (as wide as it lets)."""
        self.setParent(board)
        self.move(4, 4)
        self.hide()

    def show_choices(self, game: Game | None) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        shown = 0
        for action in game.expansion_options() if game is not None else ():
            assert game is not None
            button = first(half.choice_button(game, action, self.painter) for half in halves())
            if button is None:
                continue  # offered on the board (a follower's take-back …), not here
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self.buttons.addWidget(button)
            shown += 1
        self.setVisible(bool(shown))
        if shown:
            parent = self.parentWidget()
            self.adjustSize()
            if parent is not None:
                self.resize(min(self.width(), parent.width() - 8), self.height())
            self.raise_()

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
