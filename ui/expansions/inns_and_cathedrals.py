"""Inns & Cathedrals in the app, as far as carc-assist knows it: an inn by a lake on a road of
a tile a player described (its rules are not in carc-assist: a game with such a tile is
refused at setup, naming the tile and the mark)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter

from carc_assist.expansions.inns_and_cathedrals import has_inn
from carc_assist.tiles import TileDef
from ui.expansions.base import ExpansionUI
from ui.tile_marks import MarkFrame, TileMark, pen
from ui.tile_names import one_or_count

#: an inn's lake in the light and the dark scheme
WATER = {False: QColor("#4f8fd0"), True: QColor("#3f78b3")}


def _paint_lake(painter: QPainter, frame: MarkFrame) -> None:
    """The inn's lake beside its road."""
    painter.setPen(pen(frame.palette.road_edge, 0.012))
    painter.setBrush(WATER[frame.palette.dark])
    painter.drawEllipse(QPointF(0.0, 0.0), 0.07, 0.045)


class InnsAndCathedralsUI(ExpansionUI):
    ORDER = 6

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        return [
            TileMark("beside-road", _paint_lake, segment=index)
            for index, segment in enumerate(tile.segments)
            if has_inn(segment)
        ]

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        inns = sum(has_inn(segment) for segment in tile.segments)
        if not inns:
            return ()
        return (one_or_count(self.tr("inn by a lake"), self.tr("%n inn(s) by a lake", "", inns), inns),)
