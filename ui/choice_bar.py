"""Buttons for an expansion's choice step: keep one of the tiles drawn, or discard them all
when none fits. The buttons are the engine's offer (``game.expansion_options()``)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from carc_assist.actions import Action, DiscardSeveral, Keep
from carc_assist.game import Game
from ui.painter import TilePainter
from ui.texts import short_id


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
            if isinstance(action, Keep):
                button = QPushButton(self.tr("Keep {tile}").format(tile=short_id(action.tile)))
                button.setIcon(QIcon(self.painter.pixmap(game.tile(action.tile), 0, 32)))
            elif isinstance(action, DiscardSeveral):
                button = QPushButton(self.tr("None fits: discard them"))
            else:
                continue
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self.buttons.addWidget(button)

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
