"""The Wind Roses in the app: its box, and what the log and the tables say of its roses."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPolygonItem, QGraphicsSimpleTextItem

from carc_assist.expansions.wind_roses import FULL, WindRoses, rose_mark
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.geometry import SIDE_DELTA, rotate_side
from carc_assist.table.tiles import TileDef
from ui.expansions.base import BoardLayer, Diagram, ExpansionUI, SetChoice
from ui.look.tile_marks import MarkFrame, TileMark, disc, pen, star, text_path

if TYPE_CHECKING:
    from carc_assist.rules.game import Game
    from ui.expansions.base import Words

#: the engine's score source of a quarter rose placed in its section
SOURCE = "wind-rose"


#: the rose's ink (both schemes), and the room its mark takes: its north or quarter is read too
ROSE = QColor("#2c5d8a")
ROSE_RADIUS = 0.17
#: where a quarter rose's filled quarter lies, as Qt's angles (counter-clockwise from 3 o'clock)
QUARTERS = {"NE": 0, "NW": 90, "SW": 180, "SE": 270}


def _rose_painter(mark: str) -> Callable[[QPainter, MarkFrame], None]:
    """A whole rose: a compass star with its north in red (it turns with the tile). A
    quarter: the circle with its quarter filled, as the board's sections lie (it does not
    turn: the direction is the board's)."""

    def paint(painter: QPainter, frame: MarkFrame) -> None:
        radius = frame.radius
        painter.setPen(pen(ROSE, 0.035))
        painter.setBrush(frame.palette.paper)
        painter.drawEllipse(disc(radius))
        if mark == FULL:
            north = frame.north
            sector = QPainterPath(QPointF(0.0, 0.0))
            facing = math.degrees(math.atan2(-north[1], north[0]))  # Qt angles: counter-clockwise
            sector.arcTo(disc(radius), facing - 50, 100)
            sector.closeSubpath()
            painter.fillPath(sector, frame.palette.roof)
            painter.fillPath(star(4, radius - 0.02, 0.035, north), ROSE)
        elif mark in QUARTERS:
            wedge = QPainterPath(QPointF(0.0, 0.0))
            wedge.arcTo(disc(radius), QUARTERS[mark], 90)
            wedge.closeSubpath()
            painter.fillPath(wedge, ROSE)
        else:
            painter.fillPath(text_path(mark, 0.1, 0.2), ROSE)

    return paint


class WindRosesUI(ExpansionUI):
    ORDER = 3

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        mark = rose_mark(tile)
        return (TileMark("corner", _rose_painter(mark), ROSE_RADIUS),) if mark is not None else ()

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        mark = rose_mark(tile)
        if mark is None:
            return ()
        if mark == FULL:
            return (self.tr("whole wind rose"),)
        directions = {
            "NE": self.tr("north-east"),
            "SE": self.tr("south-east"),
            "SW": self.tr("south-west"),
            "NW": self.tr("north-west"),
        }
        return (self.tr("wind rose quarter {direction}").format(direction=directions.get(mark, mark)),)

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The Wind Roses") if set_name == "wind-roses" else None

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "wind-roses", self.tr("The Wind Roses (6 tiles: the orange rose starts)"), ("wind-roses",)
            ),
        )

    def board_items(self, game: Game, board: BoardLayer) -> list[QGraphicsItem]:
        """The reference rose's axes, its N, and (with a quarter rose in hand) its section."""
        roses = game.module(WindRoses)
        reference = roses.reference if roses is not None else None
        if reference is None:
            return []
        unit = board.unit
        (rx, ry), rotation = reference
        centre = QPointF((rx + 0.5) * unit, (ry + 0.5) * unit)
        north = QPointF(*SIDE_DELTA[rotate_side(0, rotation)])
        east = QPointF(*SIDE_DELTA[rotate_side(1, rotation)])
        far = 60 * unit
        pen = QPen(QColor(30, 60, 160, 90), 4, Qt.PenStyle.DashLine)
        items: list[QGraphicsItem] = []
        for axis in (north, east):
            line = QGraphicsLineItem(QLineF(centre - axis * far, centre + axis * far))
            line.setPen(pen)
            items.append(line)
        label = QGraphicsSimpleTextItem("N")
        font = label.font()
        font.setPixelSize(36)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor(30, 60, 160, 160))
        # on the first free square north of the rose: over no tile, under no figure
        step = 1
        while (rx + round(north.x()) * step, ry + round(north.y()) * step) in game.board.cells:
            step += 1
        tip = centre + north * (step * unit)
        box = label.boundingRect()
        label.setPos(tip.x() - box.width() / 2, tip.y() - box.height() / 2)
        items.append(label)
        mark = rose_mark(game.tile(game.held)) if game.held is not None else None
        if mark in QUARTERS:
            assert mark is not None
            along_n = north * (1 if mark[0] == "N" else -1)
            along_e = east * (1 if mark[1] == "E" else -1)
            corner = centre - (along_n + along_e) * (unit / 2)  # the row and column count too
            corners = [
                corner,
                corner + along_n * far,
                corner + (along_n + along_e) * far,
                corner + along_e * far,
            ]
            area = QGraphicsPolygonItem(QPolygonF(corners))
            area.setBrush(QColor(30, 60, 160, 35))
            area.setPen(Qt.PenStyle.NoPen)
            items.append(area)
        for item in items:
            item.setZValue(1)  # over the tiles, under the figures
        return items

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        if event.source != SOURCE:
            return None
        return self.tr("{player} places a quarter wind rose in its own section: {points}").format(
            player=player, points=words.points(event.points)
        )

    def note_sentence(self, note: Note, player: str, words: Words) -> str | None:
        if note.what != "rose-takeover":
            return None
        return self.tr("The new blue rose takes over: the sections are counted from it now")

    def source_name(self, source: str) -> str | None:
        return self.tr("Wind roses") if source == SOURCE else None

    def help_page(self) -> str | None:
        return "wind-roses"

    def help_title(self) -> str:
        return self.tr("The Wind Roses")

    def help_diagrams(self) -> list[Diagram]:
        names = ("orange", "NE", "SE", "SW", "NW", "blue")
        return [[(f"wind-roses/{name}", (i, 0), 0) for i, name in enumerate(names)]]

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        return (
            ("wind-roses", "wind-rose") if isinstance(entry, ScoreEvent) and entry.source == SOURCE else None
        )
