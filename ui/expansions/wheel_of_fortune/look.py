"""How the Wheel of Fortune looks, read from ``resources/wheel.json`` (the one place for its
sectors and their colours): the wheel printed on its tile (a mark the tile painter draws,
``ui.look.tile_marks``) and the wheel panel beside the scoreboard draw the same colours, in the
light or the dark scheme; and the numbers on the tiles that turn the pig."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from carc_assist.resources import resource_dir
from ui.look.tile_marks import MarkFrame, disc, pen, text_path

#: The sectors' names as printed on the wheel, for the translators (``lupdate`` reads these;
#: ``sector_name`` translates a sector's name in the same context).
PRINTED_NAMES = (
    QT_TRANSLATE_NOOP("TilePainter", "Fortune"),
    QT_TRANSLATE_NOOP("TilePainter", "Tax"),
    QT_TRANSLATE_NOOP("TilePainter", "Famine"),
    QT_TRANSLATE_NOOP("TilePainter", "Storm"),
    QT_TRANSLATE_NOOP("TilePainter", "Inquisition"),
    QT_TRANSLATE_NOOP("TilePainter", "Plague"),
)


#: the context of the sectors' printed names
PRINTED = "TilePainter"


def sector_name(sector: str) -> str:
    """A wheel sector's name as printed (the tile painter's texts: one translation for all)."""
    return QCoreApplication.translate(PRINTED, sector.capitalize())


@dataclass(frozen=True)
class WheelLook:
    """The wheel in one colour scheme."""

    #: the sectors' names (the engine's keys, e.g. "fortune"), clockwise from the pig's start
    names: tuple[str, ...]
    #: one per sector, clockwise from the pig's start (as ``sectors()``)
    sectors: tuple[QColor, ...]
    #: the rim, the lines between sectors and the sectors' names (4.5:1 or more on each sector)
    ink: QColor


@cache
def wheel_look(dark: bool) -> WheelLook:
    """The wheel's colours in the dark scheme or the light one (read once each)."""
    data = json.loads((resource_dir() / "wheel.json").read_text(encoding="utf-8"))
    scheme = "dark" if dark else "light"
    return WheelLook(
        tuple(str(sector["name"]) for sector in data["sectors"]),
        tuple(QColor(sector["colour"][scheme]) for sector in data["sectors"]),
        QColor(data["ink"][scheme]),
    )


def paint_wheel(painter: QPainter, frame: MarkFrame) -> None:
    """The wheel on its tile: its sectors clockwise from the top, each with its (translated)
    name, a rim and a hub; ``frame.radius`` is the room the tile leaves for it."""
    look = wheel_look(frame.palette.dark)
    radius = frame.radius
    rim = disc(radius * 0.97)
    step = 360 / len(look.sectors)
    painter.setPen(pen(look.ink, 0.02))
    for i, colour in enumerate(look.sectors):
        sector = QPainterPath(QPointF(0.0, 0.0))
        sector.arcTo(rim, 90 - step * i, -step)  # Qt angles run counter-clockwise from 3 o'clock
        sector.closeSubpath()
        painter.setBrush(colour)
        painter.drawPath(sector)
    for i, name in enumerate(look.names):
        angle = math.radians(step * (i + 0.5) - 90)
        at = (math.cos(angle) * radius * 0.6, math.sin(angle) * radius * 0.6)
        painter.fillPath(text_path(sector_name(name), 0.09 * radius, 0.5 * radius, at), look.ink)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(look.ink, 0.05))
    painter.drawEllipse(rim)
    painter.setPen(pen(frame.palette.paper, 0.02))
    painter.setBrush(frame.palette.ink)
    painter.drawEllipse(disc(radius * 0.13))


#: the discs of the numbers 1, 2 and 3 on the tiles that turn the pig, light and dark scheme
NUMBER_COLOURS = {
    False: (QColor("#d64541"), QColor("#2e86de"), QColor("#d9a90b")),
    True: (QColor("#c0392b"), QColor("#2f74c0"), QColor("#b88f0a")),
}


def number_painter(number: int) -> Callable[[QPainter, MarkFrame], None]:
    """How a tile's wheel number is printed: the number on a disc of its colour."""

    def paint(painter: QPainter, frame: MarkFrame) -> None:
        colours = NUMBER_COLOURS[frame.palette.dark]
        painter.setPen(pen(frame.palette.paper, 0.02))
        painter.setBrush(colours[number - 1] if 1 <= number <= len(colours) else frame.palette.ink)
        painter.drawEllipse(disc(frame.radius))
        painter.fillPath(text_path(str(number), 0.15, 0.17), frame.palette.paper)

    return paint
