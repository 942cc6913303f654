"""Followers as silhouettes that say their role: a knight is told from a thief or a monk by
its shape as well as by where it stands, and a farmer lies in its field, as players lay them
on the real board; on an expansion's kind of feature, the shape its UI half gives
(``FeatureLook.figure``).

Each shape is a path ``size`` pixels tall (a farmer: that wide) centred on (0, 0), to be
filled in the player's colour; the feature kinds are the engine's.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD
from ui.expansions.base import HALVES, first

#: the radius of a figure off the tiles' features (a crown field of the wheel): a disc with the
#: player's initial, the same on the board and in the wheel panel
DISC_FIGURE = 11

Pt = tuple[float, float]

#: how much taller each point of weight beyond 1 makes a figure (``carc_assist.table.figures``: a
#: big follower weighs 2 and stands a third taller, as the box's does)
_TALLER_PER_WEIGHT = 1 / 3


def figure_scale(weight: int) -> float:
    """A figure's size for its weight in majorities: the board shows what counts double (a
    figure that weighs nothing, a builder or a pig, stands as tall as a follower: its own
    shape tells it apart)."""
    return 1 + _TALLER_PER_WEIGHT * (max(weight, 1) - 1)


#: A standing follower's body below its head, in units of its height, centred on (0, 0).
_BODY: tuple[Pt, ...] = (
    (-0.12, -0.2), (0.12, -0.2), (0.46, -0.06), (0.43, 0.08), (0.18, 0.03), (0.32, 0.5),
    (0.08, 0.5), (0.0, 0.3), (-0.08, 0.5), (-0.32, 0.5), (-0.18, 0.03), (-0.43, 0.08), (-0.46, -0.06),
)  # fmt: skip
#: A monk's robe: no arms or legs, wide at the hem.
_ROBE: tuple[Pt, ...] = ((-0.14, -0.22), (0.14, -0.22), (0.4, 0.5), (-0.4, 0.5))
#: A knight's helmet: pointed, where the others have a round head.
_HELMET: tuple[Pt, ...] = ((0.0, -0.5), (0.15, -0.36), (0.15, -0.2), (-0.15, -0.2), (-0.15, -0.36))
#: A knight's sword, raised in its right hand, with its cross-guard.
_SWORD: tuple[Pt, ...] = (
    (0.36, -0.02), (0.36, -0.14), (0.3, -0.14), (0.3, -0.2), (0.36, -0.2), (0.36, -0.5),
    (0.44, -0.5), (0.44, -0.2), (0.5, -0.2), (0.5, -0.14), (0.44, -0.14), (0.44, -0.02),
)  # fmt: skip


def _polygon(points: tuple[Pt, ...]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _circle(centre: Pt, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QRectF(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
    return path


def _standing(head: QPainterPath) -> QPainterPath:
    return _polygon(_BODY).united(head)


def figure_path(kind: str, size: float) -> QPainterPath:
    """The silhouette of a follower on a feature of ``kind`` (city, road, cloister, field, an
    expansion's), or of a figure of an expansion's own kind that is no follower (a builder),
    ``size`` pixels tall (a lying farmer: that wide)."""
    round_head = _circle((0.0, -0.33), 0.16)
    if kind == CITY:  # a knight: a pointed helmet and a raised sword
        shape = _standing(_polygon(_HELMET)).united(_polygon(_SWORD))
    elif kind == CLOISTER:  # a monk: a robe and a hood
        shape = _polygon(_ROBE).united(round_head)
    elif kind == FIELD:  # a farmer: lying down
        shape = QTransform().rotate(-90).map(_standing(round_head))
    elif kind != ROAD and (own := _own_figure(kind)) is not None:  # as its expansion's half has it
        shape = own
    else:  # a thief on a road, or a follower of a kind the app does not know
        shape = _standing(round_head)
    return QTransform().scale(size, size).map(shape)


def own_shape(kind: str) -> bool:
    """Whether a kind of figure has a shape of its own (a builder, a pig, an abbot: its
    half's ``figure_shape``), drawn whatever feature it stands on."""
    return first(half.figure_shape(kind) for half in HALVES) is not None


def _own_figure(kind: str) -> QPainterPath | None:
    """A follower on an expansion's kind of feature, or a figure of an expansion's own kind
    that is no follower (a builder, a pig), as its UI half draws it (one unit tall)."""
    shape = first(half.figure_shape(kind) for half in HALVES)
    if shape is not None:
        return shape
    look = first(half.feature_look(kind) for half in HALVES)
    return None if look is None or look.figure is None else look.figure()
