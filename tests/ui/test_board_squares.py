"""Lit and outlined squares (``SquaresItem``) fill a stroke worked out once: the same pixels
as the pen stroking each square at every paint."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen

from ui.board.board_view import HIGHLIGHT, LIT_FILL, S, SquaresItem
from ui.look.colors import board_background

SQUARES = [(x, y) for x in range(-3, 4) for y in range(-2, 3) if (2 * x + y) % 3]
#: the board's uses: lit squares, the spot step's square, a counted entry's squares, a refusal
LOOKS = [
    (QPen(QColor("#7a5c00"), 3, Qt.PenStyle.DashLine), QBrush(LIT_FILL), 3),
    (QPen(QColor("#1a1a1a"), 3, Qt.PenStyle.DashLine), QBrush(QColor(255, 255, 255, 40)), 3),
    (QPen(HIGHLIGHT, 6), QBrush(Qt.BrushStyle.NoBrush), 2),
    (QPen(HIGHLIGHT, 6), QBrush(Qt.BrushStyle.NoBrush), 3),
    (QPen(HIGHLIGHT, 3), QBrush(Qt.BrushStyle.NoBrush), 3),  # (as wide as a dashed one: told apart)
]


def _pixels(draw: Callable[[QPainter], None], zoom: float, shift: float) -> QImage:
    image = QImage(760, 560, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(board_background())
    painter = QPainter(image)
    painter.translate(shift, shift / 2)
    painter.scale(zoom, zoom)
    painter.translate(3.5 * S, 2.5 * S)
    draw(painter)
    painter.end()
    return image


@pytest.mark.parametrize("zoom", [1.0, 0.6, 0.73, 1.3])
@pytest.mark.parametrize("shift", [0.0, 0.37])
def test_squares_look_as_the_pen_stroking_them(qapp: object, zoom: float, shift: float) -> None:
    for pen, brush, inset in LOOKS:  # (one after the other: each its own stroke kept)
        item = SquaresItem(SQUARES, pen, brush, inset)

        def stroked(painter: QPainter, pen: QPen = pen, brush: QBrush = brush, inset: int = inset) -> None:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawRects(
                [QRectF(x * S, y * S, S, S).adjusted(inset, inset, -inset, -inset) for x, y in SQUARES]
            )

        def filled_only(painter: QPainter, brush: QBrush = brush, inset: int = inset) -> None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(brush)
            painter.drawRects(
                [QRectF(x * S, y * S, S, S).adjusted(inset, inset, -inset, -inset) for x, y in SQUARES]
            )

        painted = _pixels(lambda painter, item=item: item.paint(painter, None), zoom, shift)
        assert painted == _pixels(stroked, zoom, shift)
        assert painted != _pixels(filled_only, zoom, shift)  # (the outline is there)
