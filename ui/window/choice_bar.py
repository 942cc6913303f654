"""Buttons for an expansion's choice step (keep one of the tiles drawn …): the engine offers
the actions (``game.expansion_options()``), the expansions' UI halves make their buttons."""

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
        self.buttons.setContentsMargins(0, 0, 0, 0)

    def show_choices(self, game: Game | None) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if game is None:
            return
        for action in game.expansion_options():
            button = first(half.choice_button(game, action, self.painter) for half in halves())
            if button is None:
                continue  # offered on the board (a follower's take-back …), not here
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self.buttons.addWidget(button)
        self.buttons.addStretch()

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
