"""The bands filled in place of a wide pen's strokes cover the pixels the pen covers."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from tests.ui.window_drive import differing
from ui.look.bands import frame, line_band


def _pixels(draw: Callable[[QPainter], None]) -> QImage:
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    draw(painter)
    painter.end()
    return image


@pytest.mark.parametrize("width", [2, 4, 6])
@pytest.mark.parametrize("scale", [1.0, 0.6])
def test_a_frame_covers_what_a_pen_strokes_around_a_rect(qapp: object, width: int, scale: float) -> None:
    rect = QRectF(18, 20, 70, 64)

    def stroked(painter: QPainter) -> None:
        painter.scale(scale, scale)
        painter.setPen(
            QPen(
                QColor("black"),
                width,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.SquareCap,
                Qt.PenJoinStyle.MiterJoin,
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def filled(painter: QPainter) -> None:
        painter.scale(scale, scale)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        painter.drawRects(frame(rect, width))

    assert differing(_pixels(stroked), _pixels(filled)) == 0


def test_a_line_band_covers_what_a_pen_strokes_along_a_line(qapp: object) -> None:
    line = QLineF(QPointF(20, 25), QPointF(90, 95))

    def stroked(painter: QPainter) -> None:
        painter.setPen(QPen(QColor("black"), 6))
        painter.drawLine(line)

    def filled(painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        painter.drawPolygon(line_band(line, 6))

    assert differing(_pixels(stroked), _pixels(filled)) <= 4  # (rounding along a slant's edge)
