"""Outlines and lines as the bands a wide pen would stroke, to be filled.

A wide pen's stroke goes through Qt's general stroker (joins worked out with angles, then the
outline filled), even for straight lines: the heat map's outlines and crosses took two thirds
of a repaint of a 200-tile board (3.5 ms, 1.5 ms with bands). Filling the same bands,
unantialiased, is a plain fill. They cover what the pen covers: half the width on each side of
the line (``tests/ui/test_bands.py`` compares the pixels). A dashed pen is left to Qt: its
dashes, filled one by one from Python, measured no quicker.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPolygonF


def frame(rect: QRectF, width: float) -> list[QRectF]:
    """The four bands a solid pen of ``width`` strokes along ``rect``'s edges."""
    outer = rect.adjusted(-width / 2, -width / 2, width / 2, width / 2)
    left, top, right, bottom = outer.left(), outer.top(), outer.right(), outer.bottom()
    side = outer.height() - 2 * width
    return [
        QRectF(left, top, outer.width(), width),
        QRectF(left, bottom - width, outer.width(), width),
        QRectF(left, top + width, width, side),
        QRectF(right - width, top + width, width, side),
    ]


def line_band(line: QLineF, width: float) -> QPolygonF:
    """The band a pen of ``width`` strokes along ``line``, its square caps included."""
    unit = line.unitVector()
    along = QPointF(unit.dx(), unit.dy()) * (width / 2)
    across = QPointF(-along.y(), along.x())
    start, end = line.p1() - along, line.p2() + along
    return QPolygonF([start + across, end + across, end - across, start - across])
