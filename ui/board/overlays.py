"""How the board's overlays look: the heat map's shades, the cross on a dead square and the
tint of a held field. One place for both the board that draws them and the legend that
explains them (``ui.board.legend``), so the two never disagree. And the coach's ghost tiles."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from carc_assist.rules.game import Game
from carc_assist.table.actions import Action, Follower, Place
from ui.look.colors import qcolor
from ui.look.painter import TilePainter, spot_point

#: the cross over a square no tile left in the bag can fill
DEAD_CROSS = QColor(160, 30, 30, 150)
#: a field tint's brush where players tie for the most farmers (solid for one holder)
TIE_PATTERN = Qt.BrushStyle.Dense4Pattern


def heat(chance: float, hue: QColor) -> QColor:
    """An open square's shade for the chance (0 to 1) that the next tile fits there: the
    board's heat hue (``BoardColors.heat``), more opaque where the next tile is likelier to fit."""
    return QColor(hue.red(), hue.green(), hue.blue(), int(10 + 70 * chance))


def over(color: QColor, background: QColor) -> QColor:
    """``color`` as it shows over the opaque ``background``, blended once by QPainter on one
    pixel as it blends it on the board (a 32-bit picture). Filling with it where the board
    shows only its background gives the same pixels as blending ``color`` there: a plain fill
    costs far less than a blend of every pixel."""
    pixel = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    pixel.fill(background)
    painter = QPainter(pixel)
    painter.fillRect(0, 0, 1, 1, color)
    painter.end()
    return pixel.pixelColor(0, 0)


def field_tint(player_color: str) -> QColor:
    """The band along a field's edges in its holder's colour."""
    color = qcolor(player_color)
    color.setAlpha(150)
    return color


class GhostTile(QGraphicsPixmapItem):
    """One of the coach's suggestions on the board: the held tile, faint, on its square in its
    rotation, with its rank in a badge and a disc on the follower's spot (if it has one).
    Hovering it reads it (``read``: the hint says why); a click or a tap chooses it
    (``chosen``: the hint proposes it, and plays it when it is proposed already). Above the
    board's own preview of the held tile."""

    FAINT, LIT = 0.55, 0.95

    def __init__(
        self,
        picture: QPixmap,
        origin: QPointF,
        rank: int,
        spot: QPointF | None,
        read: Callable[[], None],
        chosen: Callable[[], None],
    ) -> None:
        super().__init__(picture)
        self.setPos(origin)
        self.rank, self.spot = rank, spot  # the spot in the item's own units
        self._read, self._chosen = read, chosen
        self.lit = False
        self.setOpacity(self.FAINT)
        self.setZValue(3)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.drawPixmap(0, 0, self.pixmap())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.pixmap().width()
        ink, paper = QColor("#1a1a1a"), QColor("#ffd400") if self.lit else QColor(255, 255, 255, 235)
        painter.setPen(QPen(ink, size * 0.03))
        if self.spot is not None:
            painter.setBrush(paper)
            painter.drawEllipse(self.spot, size * 0.09, size * 0.09)
        badge = QRectF(size * 0.04, size * 0.04, size * 0.3, size * 0.3)
        painter.setBrush(paper)
        painter.drawEllipse(badge)
        font = QFont(painter.font())
        font.setPixelSize(int(size * 0.22))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.rank))

    def light(self, on: bool) -> None:
        """Shown as the suggestion being read (hovered here or in the hint's row)."""
        self.lit = on
        self.setOpacity(self.LIT if on else self.FAINT)
        self.update()

    def tap(self) -> None:
        """A finger: as a click (a first tap proposes, and reads; the next plays)."""
        self.choose()

    def choose(self) -> None:
        # playing redraws the board, removing this very item: let its event finish first
        QTimer.singleShot(0, self._chosen)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._read()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.choose()


def ghost_tiles(
    game: Game,
    turns: Sequence[Sequence[Action]],
    painter: TilePainter,
    size: int,
    read: Callable[[int], None],
    chosen: Callable[[int], None],
) -> list[GhostTile]:
    """The coach's suggested turns (``turns``, best first) as ghost tiles, ``size`` scene units
    a square; a turn that places no tile (a discard) has none. ``read`` and ``chosen`` get the
    turn's index."""
    ghosts: list[GhostTile] = []
    for index, (place, *rest) in enumerate(turns):
        if not isinstance(place, Place):
            continue
        spot = None
        with game.trying(place):
            placed = game.last_placed
            assert placed is not None
            segment = placed.segment_at(rest[0].location) if rest and isinstance(rest[0], Follower) else None
            if segment is not None:
                x, y = spot_point(placed.tile, placed.rotation, segment - placed.first_segment)
                spot = QPointF(x * size, y * size)
            origin = QPointF(placed.origin[0] * size, placed.origin[1] * size)
            picture = painter.pixmap(placed.tile, placed.rotation, size)
        ghosts.append(
            GhostTile(picture, origin, index + 1, spot, partial(read, index), partial(chosen, index))
        )
    return ghosts
