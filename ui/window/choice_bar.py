"""Buttons for an expansion's choice step (keep one of the tiles drawn …): the engine offers
the actions (``game.expansion_options()``), the expansions' UI halves make their buttons.

The bar lies over the board's top-left corner (``over``), not in a row of its own: a row
coming and going would move the board between a placement and its follower step. The
buttons wrap onto further rows where the board is too narrow for one row (long words in
some languages): each shows its whole text, never an elided one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QWidget

from carc_assist.rules.game import Game
from carc_assist.table.actions import Action
from ui.expansions import first, halves
from ui.look.painter import TilePainter

#: the bar's distance from the board's edges, and its own margins, in pixels
EDGE = 4


class ChoiceBar(QWidget):
    #: the player chose one of the engine's offered actions
    chosen = Signal(object)

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        #: the buttons in the engine's order (row by row)
        self.buttons = QGridLayout(self)
        self.buttons.setContentsMargins(EDGE, EDGE, EDGE, EDGE)
        self.setAutoFillBackground(True)  # the window's ground, over the board
        self._shown: list[QAbstractButton] = []
        self.hide()

    def over(self, board: QWidget) -> None:
        """Lie over ``board``'s top-left corner (as wide as it lets; laid out again when it
        is resized)."""
        self.setParent(board)
        board.installEventFilter(self)
        self.move(EDGE, EDGE)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self._shown:
            self._fit()
        return False

    def show_choices(self, game: Game | None) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._shown = []
        for action in game.expansion_options() if game is not None else ():
            assert game is not None
            button = first(half.choice_button(game, action, self.painter) for half in halves())
            if button is None:
                continue  # offered on the board (a follower's take-back …), not here
            button.clicked.connect(lambda _=False, a=action: self._choose(a))
            self._shown.append(button)
        self.setVisible(bool(self._shown))
        if self._shown:
            self._fit()
            self.raise_()

    def _fit(self) -> None:
        """The buttons in rows, each row as many as fit in the board's width (one row when
        not over a board)."""
        while self.buttons.count():
            self.buttons.takeAt(0)  # (the buttons stay: laid out again below)
        parent = self.parentWidget()
        room = parent.width() - 2 * EDGE if parent is not None else None
        spacing = max(self.buttons.horizontalSpacing(), 0)
        row = column = used = 0
        for button in self._shown:
            wide = button.sizeHint().width()
            if column and room is not None and used + spacing + wide > room - 2 * EDGE:
                row, column, used = row + 1, 0, 0
            self.buttons.addWidget(button, row, column)
            button.show()  # (now: a layout leaves a widget not yet shown out of its size)
            used += (spacing if column else 0) + wide
            column += 1
        self.buttons.invalidate()
        wanted = self.buttons.totalSizeHint()
        self.resize(wanted.width() if room is None else min(wanted.width(), room), wanted.height())

    def _choose(self, action: Action) -> None:
        self.chosen.emit(action)
