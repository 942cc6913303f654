"""How the board's overlays look: the heat map's shades, the cross on a dead square and the
tint of a held field. One place for both the board that draws them and the legend that
explains them (``ui.board.legend``), so the two never disagree."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from ui.look.colors import qcolor

#: the cross over a square no tile left in the bag can fill
DEAD_CROSS = QColor(160, 30, 30, 150)
#: a field tint's brush where players tie for the most farmers (solid for one holder)
TIE_PATTERN = Qt.BrushStyle.Dense4Pattern


def heat(chance: float, hue: QColor) -> QColor:
    """An open square's shade for the chance (0 to 1) that the next tile fits there: the
    board's heat hue (``BoardColors.heat``), more opaque where the next tile is likelier to fit."""
    return QColor(hue.red(), hue.green(), hue.blue(), int(10 + 70 * chance))


def field_tint(player_color: str) -> QColor:
    """The band along a field's edges in its holder's colour."""
    color = qcolor(player_color)
    color.setAlpha(150)
    return color
