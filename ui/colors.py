"""Player colours: a colour-blind-safe palette (after Okabe and Ito) for the record's colour names.

Every colour is also shown with its name, and figures carry their player's initial, so no
one has to tell two colours apart by hue alone.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

PALETTE: dict[str, str] = {
    "red": "#D55E00",
    "blue": "#0072B2",
    "green": "#009E73",
    "yellow": "#F0E442",
    "black": "#222222",
    "grey": "#999999",
    "pink": "#CC79A7",
}


def qcolor(name: str) -> QColor:
    return QColor(PALETTE.get(name, "#777777"))


def ink_on(name: str) -> QColor:
    """Black or white, whichever reads better on the colour."""
    return QColor("#000000") if qcolor(name).lightness() > 140 else QColor("#ffffff")


def color_name(name: str) -> str:
    names = {
        "red": QCoreApplication.translate("colors", "red"),
        "blue": QCoreApplication.translate("colors", "blue"),
        "green": QCoreApplication.translate("colors", "green"),
        "yellow": QCoreApplication.translate("colors", "yellow"),
        "black": QCoreApplication.translate("colors", "black"),
        "grey": QCoreApplication.translate("colors", "grey"),
        "pink": QCoreApplication.translate("colors", "pink"),
    }
    return names.get(name, name)
