"""What an expansion prints on its tiles, as its UI half declares it (``ExpansionUI.tile_marks``).

The tile painter knows where things may go without hiding a follower spot (a free corner,
beside a road's edge, beside or across a road, the middle of a tile of several squares) but
not what an expansion's symbols look like: a half says where each of its marks goes and
paints it. A mark paints around its own centre, in square units (1.0 is one square's side),
so that it is drawn alike on the board, in the bag and in the tile editor, at any zoom; the
helpers below draw in those units.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from ui.look.colors import TilePalette

Pt = tuple[float, float]

#: where a mark goes:
#: ``corner`` a free corner of the tile's first square (``radius`` is the room it takes);
#: ``side`` beside the road that leaves through ``side`` (0..3: N, E, S, W, unturned);
#: ``beside-road`` beside the road of ``segment``, clear of the follower spots;
#: ``road-centre`` the middle of a square the road of ``segment`` runs through;
#: ``middle`` the round middle of a tile of several squares (``MarkFrame.radius`` is its size);
#: ``city`` inside the city of ``segment`` (a good in its city), clear of the spots; a free
#: corner when the city leaves no room on the tile's first square
Place = Literal["corner", "side", "beside-road", "road-centre", "middle", "city"]

#: the room a corner mark takes unless it says otherwise
CORNER_RADIUS = 0.13


@dataclass(frozen=True)
class MarkFrame:
    """What a mark is painted with, besides the painter (centred on the mark, square units)."""

    palette: TilePalette
    #: the tile's north as the tile lies (a unit vector, y down): (0, -1) until it is turned
    north: Pt
    #: for a ``side`` mark, the outward direction of its road's edge as the tile lies
    out: Pt
    #: the room the mark has: a corner mark's own radius, the middle's radius
    radius: float


MarkPaint = Callable[[QPainter, MarkFrame], None]


@dataclass(frozen=True)
class TileMark:
    """One symbol an expansion prints on a tile, and where."""

    place: Place
    paint: MarkPaint
    radius: float = CORNER_RADIUS
    side: int = 0
    segment: int = 0


# --- drawing helpers, in square units -----------------------------------------------------


def pen(colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin)


def disc(radius: float) -> QRectF:
    """The square around a circle of ``radius`` on the mark's centre."""
    return QRectF(-radius, -radius, 2 * radius, 2 * radius)


def polygon(points: Iterable[Pt]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def star(tips: int, outer: float, inner: float, up: Pt, centre: Pt = (0.0, 0.0)) -> QPainterPath:
    """A star of ``tips`` points, one pointing along ``up``."""
    start = math.atan2(up[1], up[0])
    return polygon(
        (
            centre[0] + r * math.cos(start + i * math.pi / tips),
            centre[1] + r * math.sin(start + i * math.pi / tips),
        )
        for i, r in enumerate([outer, inner] * tips)
    )


def text_path(text: str, height: float, max_width: float, centre: Pt = (0.0, 0.0)) -> QPainterPath:
    """``text`` in bold as a path ``height`` tall (at most ``max_width`` wide) centred on
    ``centre``: a path scales with the painter, where a font size would not."""
    font = QFont()
    font.setPixelSize(200)
    font.setBold(True)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    k = min(height / box.height(), max_width / box.width())
    transform = QTransform()
    transform.translate(*centre)
    transform.scale(k, k)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)
