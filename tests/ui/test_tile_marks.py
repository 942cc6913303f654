"""An expansion's UI half prints its marks on the tiles (``ExpansionUI.tile_marks``): a half
registered later is drawn at once, and taken out, no longer (the painter's layouts and
pictures are worked out again)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication

from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.tiles import TileDef
from ui.expansions import ExpansionUI, register, unregister
from ui.look.painter import TilePainter, _layout
from ui.look.tile_marks import MarkFrame, TileMark, disc

BLACK = QColor("#000000")


def _dot(painter: QPainter, frame: MarkFrame) -> None:
    painter.setBrush(BLACK)
    painter.drawEllipse(disc(frame.radius))


class _Dots(ExpansionUI):
    """A made-up expansion that prints a black dot on the start tile."""

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        return (TileMark("corner", _dot),) if tile.id == "base/D" else ()


def _black_pixels(painter: TilePainter, tile: TileDef) -> int:
    image = painter.pixmap(tile, 0).toImage()
    return sum(image.pixelColor(x, y) == BLACK for x in range(image.width()) for y in range(image.height()))


def test_a_half_registered_later_is_drawn_and_taken_out_no_longer(qapp: QApplication) -> None:
    tile = shipped_catalogue().tiles["base/D"]
    painter = TilePainter(48, dark=False)
    before = _black_pixels(painter, tile)
    assert not any(sq.marks for sq in _layout(tile, 0).squares)
    dots = _Dots()
    register(dots)
    try:
        assert [m.mark.paint for sq in _layout(tile, 0).squares for m in sq.marks] == [_dot]
        assert _black_pixels(painter, tile) > before + 20  # the same painter draws it anew
    finally:
        unregister(dots)
    assert not any(sq.marks for sq in _layout(tile, 0).squares)
    assert _black_pixels(painter, tile) == before
