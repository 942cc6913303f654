"""The pig never hides its sector's name (issue #45, 14): the name is written over the pig on
a patch of its sector's colour, whichever sector the pig is on."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from pytestqt.qtbot import QtBot

from carc_assist.expansions.wheel_of_fortune import sectors
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.expansions.wheel_of_fortune.look import sector_name
from ui.expansions.wheel_of_fortune.panel import paint_wheel_view, sector_label

PIG = QColor("#f49ac1")


def test_no_pig_pixel_under_its_sectors_name(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"], sets=("wof",)))
    centre, radius = QPointF(120, 120), 118.0
    for pig_at in range(len(sectors())):
        image = QImage(240, 240, QImage.Format.Format_ARGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        font = QFont(painter.font())
        paint_wheel_view(painter, game, centre, radius, pig_at, False)
        painter.end()
        _, box = sector_label(centre, radius, pig_at, sector_name(sectors()[pig_at].name), font)
        pink = [
            (x, y)
            for x in range(int(box.left()), int(box.right()))
            for y in range(int(box.top()), int(box.bottom()))
            if image.pixelColor(x, y) == PIG
        ]
        assert not pink, (pig_at, len(pink))
