"""Buttons for an expansion's choice step: keep one of the tiles drawn, or discard them all
when none fits. The buttons are the engine's offer (``game.expansion_options()``).

Players compare the tiles in their hands with the buttons, so each Keep button shows the
tile large (as the bag's largest pictures), its name, and whether it fits anywhere on the
board now (the engine's ``legal_placements``): keeping a tile that fits nowhere only means
discarding it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QToolButton, QWidget

from carc_assist.actions import Action, DiscardSeveral, Keep
from carc_assist.game import Game
from ui.painter import TilePainter
from ui.plain import literal, no_shortcut
from ui.tile_names import TileNames

#: the tile pictures on the Keep buttons, in pixels
PICTURE = 72


class ChoiceBar(QWidget):
    #: the player chose one of the engine's offered actions
    chosen = Signal(object)

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.names = TileNames(self)
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
                button: QToolButton | QPushButton = self._keep_button(game, action.tile)
            elif isinstance(action, DiscardSeveral):
                button = QPushButton(self.tr("None fits: discard them"))
            else:
                continue
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self.buttons.addWidget(button)
        self.buttons.addStretch()

    def _keep_button(self, game: Game, tile_id: str) -> QToolButton:
        tile = game.tile(tile_id)
        fits = self.tr("fits") if game.legal_placements(tile_id) else self.tr("fits nowhere")
        button = QToolButton()
        name = no_shortcut(self.names.name(tile)).replace(", ", ",\n")  # narrow: a part a line
        button.setText(self.tr("Keep: {name}\n({fits})").format(name=name, fits=fits))
        button.setToolTip(literal(self.names.description(tile)))
        button.setIcon(QIcon(self.painter.pixmap(tile, 0, PICTURE)))
        button.setIconSize(QSize(PICTURE, PICTURE))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        return button

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
