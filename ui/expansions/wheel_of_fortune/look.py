"""How the Wheel of Fortune looks, read from ``resources/wheel.json`` (the one place for its
sectors and their colours): the tile painter's wheel and the wheel panel beside the
scoreboard draw the same colours, in the light or the dark scheme."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor

from carc_assist.resources import resource_dir

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
