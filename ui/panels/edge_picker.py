"""Four buttons, one per side of the drawn tile held north up: each click says what that edge
shows (city, road, field, or nothing said). The bag then shows the tiles that have those
edges in some rotation, so a tile is found without knowing any name or letter.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from carc_assist.table.tiles import CITY, EDGE_LETTER, FIELD, NO_NEIGHBOUR, ROAD, Requirement

#: What a side may be said to show, in the order clicks cycle through them.
_CHOICES = (NO_NEIGHBOUR, *EDGE_LETTER.values())


class EdgePicker(QWidget):
    #: the edges picked, as the engine's requirement (``"C-R-"``: north city, south road)
    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._edges = [NO_NEIGHBOUR] * 4
        self.buttons: list[QToolButton] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for side in range(4):
            button = QToolButton()
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, side=side: self._cycle(side))
            layout.addWidget(button, 1)
            self.buttons.append(button)
        self._show()

    @property
    def requirement(self) -> Requirement:
        return "".join(self._edges)

    def clear(self) -> None:
        if self.requirement != NO_NEIGHBOUR * 4:
            self._edges = [NO_NEIGHBOUR] * 4
            self._show()
            self.changed.emit(self.requirement)

    def _cycle(self, side: int) -> None:
        self._edges[side] = _CHOICES[(_CHOICES.index(self._edges[side]) + 1) % len(_CHOICES)]
        self._show()
        self.changed.emit(self.requirement)

    def _show(self) -> None:
        names = {
            NO_NEIGHBOUR: self.tr("any"),
            EDGE_LETTER[CITY]: self.tr("city"),
            EDGE_LETTER[ROAD]: self.tr("road"),
            EDGE_LETTER[FIELD]: self.tr("field"),
        }
        sides = (self.tr("N"), self.tr("E"), self.tr("S"), self.tr("W"))
        for side, button in enumerate(self.buttons):
            button.setText(f"{sides[side]}: {names[self._edges[side]]}")
            button.setChecked(self._edges[side] != NO_NEIGHBOUR)
            tip = self.tr("What the drawn tile, held as it lies, shows on its {side} edge (click to change)")
            button.setToolTip(tip.format(side=sides[side]))
