"""Lit and outlined squares (``SquaresItem``) copy one square drawn once where every square
lies on whole pixels: the same pixels as the pen stroking each square."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QTransform
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import PLACE
from carc_assist.table.actions import Draw
from tests.ui.window_drive import board_opened
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


def _pixels(draw: Callable[[QPainter], None], zoom: float, shift: tuple[float, float]) -> QImage:
    image = QImage(760, 560, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(board_background())
    painter = QPainter(image)
    painter.translate(360 + shift[0], 260 + shift[1])
    painter.scale(zoom, zoom)
    draw(painter)
    painter.end()
    return image


@pytest.mark.parametrize("zoom", [1.0, 0.6, 1.3, 0.75, 0.737])  # (0.737: a square on no whole pixels)
@pytest.mark.parametrize("shift", [(0, 0), (7, 3), (0.62, 0), (0, 0.37)])  # (a fraction: on no whole pixel)
def test_squares_look_as_the_pen_stroking_them(qapp: object, zoom: float, shift: tuple[float, float]) -> None:
    for pen, brush, inset in LOOKS:  # (one after the other: each its own square kept)
        item = SquaresItem(SQUARES, pen, brush, inset)
        rects = [QRectF(x * S, y * S, S, S).adjusted(inset, inset, -inset, -inset) for x, y in SQUARES]

        def stroked(
            painter: QPainter, pen: QPen = pen, brush: QBrush = brush, rects: list[QRectF] = rects
        ) -> None:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawRects(rects)

        def filled_only(painter: QPainter, brush: QBrush = brush, rects: list[QRectF] = rects) -> None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(brush)
            painter.drawRects(rects)

        painted = _pixels(partial(item.paint, option=None), zoom, shift)
        assert painted == _pixels(stroked, zoom, shift), (pen.style(), inset)
        assert painted != _pixels(filled_only, zoom, shift)  # (the outline is there)


def test_the_lit_squares_on_the_board_look_as_the_pen_stroking_them(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, board = board_opened(qtbot, tmp_path, (800, 600))
    session.act(Draw("base/D"))
    game = session.game
    assert game is not None and game.prompt.kind == PLACE
    for zoom in (1.0, 0.6):
        board.setTransform(QTransform.fromScale(zoom, zoom))
        board.centerOn(S / 2, S / 2)
        SquaresItem._stamps.clear()
        copied = board.viewport().grab().toImage()
        assert SquaresItem._stamps  # (copied, not stroked)
        with monkeypatch.context() as patch:
            patch.setattr(SquaresItem, "_copied", lambda *_: False)  # (as it drew before)
            board.scene().update()
            stroked = board.viewport().grab().toImage()
        assert copied == stroked, zoom
        lit = [item for item in board.scene().items() if isinstance(item, SquaresItem)]
        for item in lit:
            item.hide()
        assert board.viewport().grab().toImage() != copied  # (lit squares in view)
        for item in lit:
            item.show()
