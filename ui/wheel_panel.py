"""The Wheel of Fortune beside the scoreboard: six sectors, the pig, the crown fields and the
followers on them. In the follower step, free crown fields are clickable (instead of a
follower on the tile); the pig's move is shown sector by sector.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from carc_assist.actions import Follower
from carc_assist.expansions.wheel_of_fortune import WheelOfFortune, crown_places, sectors
from ui.colors import ink_on, qcolor
from ui.session import GameSession
from ui.texts import sector_name

SECTOR_COLOURS = ("#f3d36b", "#e7a35a", "#c9b48a", "#9fb7d6", "#c69ad3", "#a7c98f")
STEP_MS = 220
TOUCH_REACH = 22  # pixels from a free crown's centre that still choose it


class WheelPanel(QWidget):
    #: a free crown field was clicked in the follower step
    follower_requested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setMinimumSize(220, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._shown_pig = 0  # the pig walks from here to the engine's sector, one step at a time
        self._crown_spots: dict[str, QPointF] = {}
        session.changed.connect(self._changed)
        self._changed()

    def wheel(self) -> WheelOfFortune | None:
        game = self.session.game
        return game.module(WheelOfFortune) if game is not None else None

    def _changed(self) -> None:
        wheel = self.wheel()
        self.setVisible(wheel is not None)
        if wheel is not None and self._shown_pig != wheel.state["pig"]:
            QTimer.singleShot(STEP_MS, self._step)
        self.update()

    def _step(self) -> None:
        wheel = self.wheel()
        if wheel is None or self._shown_pig == wheel.state["pig"]:
            return
        self._shown_pig = (self._shown_pig + 1) % len(sectors())
        self.update()
        QTimer.singleShot(STEP_MS, self._step)

    def _geometry(self) -> tuple[QPointF, float]:
        side = min(self.width(), self.height()) - 16
        return QPointF(self.width() / 2, self.height() / 2), side / 2

    def paintEvent(self, event: QPaintEvent) -> None:
        game = self.session.game
        wheel = self.wheel()
        if game is None or wheel is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, radius = self._geometry()
        rim = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        self._crown_spots = {}
        offer = {a.location for a in game.legal_follower_actions() if isinstance(a, Follower)}
        for i, sector in enumerate(sectors()):
            painter.setPen(QPen(QColor("#333333"), 2))
            painter.setBrush(QColor(SECTOR_COLOURS[i % len(SECTOR_COLOURS)]))
            painter.drawPie(rim, int((90 - 60 * i) * 16), -60 * 16)
            middle = math.radians(-60 + 60 * i)
            label = _at(centre, middle, radius * 0.5)
            painter.setPen(QColor("#222222"))
            name = sector_name(sector.name)
            painter.setFont(_fitting_font(painter.font(), name, int(radius / 10), radius * 0.6))
            box = painter.fontMetrics().boundingRect(name).adjusted(-2, -2, 2, 2)
            box.moveCenter(label.toPoint())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
            for place in crown_places(sector):
                spot = crown_spots(centre, radius)[place]
                self._crown_spots[place] = spot
                owner = game.off_board.get(place)
                if owner is not None:
                    color = game.setup.players[owner].color
                    painter.setBrush(qcolor(color))
                    painter.setPen(QPen(QColor("#111111"), 2))
                    painter.drawEllipse(spot, 11, 11)
                    painter.setPen(ink_on(color))
                    painter.drawText(
                        QRectF(spot.x() - 8, spot.y() - 8, 16, 16),
                        Qt.AlignmentFlag.AlignCenter,
                        game.setup.players[owner].name[:1].upper(),
                    )
                else:
                    free = place in offer
                    painter.setBrush(QColor("#ffd400") if free else QColor("#fff6c9"))
                    painter.setPen(QPen(QColor("#8a6d00"), 3 if free else 1))
                    painter.drawEllipse(spot, 9, 9)
                    painter.drawText(
                        QRectF(spot.x() - 8, spot.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, "♛"
                    )
        pig = pig_spot(centre, radius, self._shown_pig)
        painter.setBrush(QColor("#f49ac1"))
        painter.setPen(QPen(QColor("#7a2a4d"), 2))
        painter.drawEllipse(pig, 15, 11)  # the pig: a pink body, a snout, two ears
        painter.drawEllipse(QPointF(pig.x() + 13, pig.y()), 5, 4)
        painter.drawEllipse(QPointF(pig.x() - 6, pig.y() - 10), 4, 3)
        painter.drawEllipse(QPointF(pig.x() + 4, pig.y() - 10), 4, 3)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        game = self.session.game
        if game is None:
            return
        offer = {a.location for a in game.legal_follower_actions() if isinstance(a, Follower)}
        # a fingertip's reach (22 px) around each free crown, the nearest one winning where
        # two reaches meet: the crowns lie closer together than a finger is wide
        near = [
            (QLineF(event.position(), spot).length(), place)
            for place, spot in self._crown_spots.items()
            if place in offer
        ]
        if near and min(near)[0] <= TOUCH_REACH:
            self.follower_requested.emit(min(near)[1])


def _fitting_font(font: QFont, text: str, size: int, width: float) -> QFont:
    """``font`` at ``size`` pixels, or smaller (not under 9) until ``text`` fits in ``width``:
    long names (Hongersnood, Foametea) stay inside their sector."""
    font = QFont(font)
    font.setPixelSize(max(size, 9))
    while font.pixelSize() > 9 and QFontMetrics(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def crown_spots(centre: QPointF, radius: float) -> dict[str, QPointF]:
    """Where each crown field lies on a wheel drawn at ``centre`` with ``radius``."""
    spots = {}
    for i, sector in enumerate(sectors()):
        middle = math.radians(-60 + 60 * i)
        for k, place in enumerate(crown_places(sector)):
            spread = (k - (sector.crowns - 1) / 2) * 0.35
            spots[place] = _at(centre, middle + spread, radius * 0.78)
    return spots


def pig_spot(centre: QPointF, radius: float, sector: int) -> QPointF:
    return _at(centre, math.radians(-60 + 60 * sector), radius * 0.3)


def _at(centre: QPointF, angle: float, distance: float) -> QPointF:
    return QPointF(centre.x() + math.cos(angle) * distance, centre.y() + math.sin(angle) * distance)
