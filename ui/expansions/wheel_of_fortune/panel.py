"""The Wheel of Fortune beside the scoreboard: six sectors, the pig, the crown fields and the
followers on them. In the follower step, free crown fields are clickable (instead of a
follower on the tile), and a follower on a crown field that may be taken back (the
festival) is ringed, as the board rings its figures, and clickable: by the mouse, a tap, or
the arrow keys and Enter. The pig's move is shown sector by sector. The wheel's half shows
it beside the scoreboard (``WheelOfFortuneUI.side_panel``).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from carc_assist.expansions.wheel_of_fortune import WheelOfFortune, crown_places, sectors
from carc_assist.table.actions import Action, Follower
from ui.expansions.wheel_of_fortune.look import sector_name, wheel_look
from ui.look.colors import board_colors, dark_scheme, ink_on, qcolor
from ui.look.figures import DISC_FIGURE
from ui.words.marks import player_mark

if TYPE_CHECKING:  # (the session shows refusals in words from the halves)
    from carc_assist.rules.game import Game
    from ui.expansions.base import Session

STEP_MS = 220
TOUCH_REACH = 22  # pixels from a free crown's centre that still choose it
CROWN_ROOM = 12  # a crown field's drawn radius, and a little air
RING = QColor("#d1006f")  # a figure to take back: the board's ring colour
RING_RADIUS = 15  # around a follower's disc on a crown field


def crown_take_backs(game: Game) -> dict[str, Action]:
    """The step's options that take a follower off a crown field (a festival's take-back),
    by the crown field: the wheel rings those followers (the board rings only figures on
    tiles)."""
    places = {place for sector in sectors() for place in crown_places(sector)}
    return {
        place: action
        for action in game.prompt.options
        if (place := action.place_taken()) is not None and place in places
    }


def crown_choices(game: Game) -> dict[str, Action]:
    """What a click on each crown field chooses in the step: a follower deployed on a free
    one, or one's follower on it taken back."""
    free = {a.location: a for a in game.legal_follower_actions() if isinstance(a, Follower)}
    return {**{p: a for p, a in free.items() if p.startswith("crown:")}, **crown_take_backs(game)}


class WheelPanel(QWidget):
    # a free crown field was clicked in the follower step (its half deploys there)
    follower_requested = Signal(str)
    # another action was chosen on the wheel (a follower on a crown field taken back)
    action_requested = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setMinimumSize(220, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._shown_pig = 0  # the pig walks from here to the engine's sector, one step at a time
        # the crown field the arrow keys chose (Enter takes it), None before the first press
        self.keyed: str | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it, the arrows move on it
        session.changed.connect(self._changed)
        self._changed()

    def wheel(self) -> WheelOfFortune | None:
        game = self.session.game
        return game.module(WheelOfFortune) if game is not None else None

    def _changed(self) -> None:
        wheel = self.wheel()
        self.setVisible(wheel is not None)
        game = self.session.game
        if self.keyed is not None and (game is None or self.keyed not in crown_choices(game)):
            self.keyed = None
        if wheel is not None and self._shown_pig != wheel.pig_index:
            QTimer.singleShot(STEP_MS, self, self._step)
        if wheel is not None:  # a painted wheel: its name and the pig's sector for a screen reader
            self.setAccessibleName(self.tr("The Wheel of Fortune"))
            self.setAccessibleDescription(
                self.tr("The pig is on {sector}").format(sector=sector_name(sectors()[wheel.pig_index].name))
            )
        self.update()

    def _step(self) -> None:
        wheel = self.wheel()
        if wheel is None or self._shown_pig == wheel.pig_index:
            return
        self._shown_pig = (self._shown_pig + 1) % len(sectors())
        self.update()
        QTimer.singleShot(STEP_MS, self, self._step)

    def _geometry(self) -> tuple[QPointF, float]:
        side = min(self.width(), self.height()) - 16
        return QPointF(self.width() / 2, self.height() / 2), side / 2

    def crown_spots(self) -> dict[str, QPointF]:
        """Where each crown field is drawn on the panel, in its pixels."""
        return crown_spots(*self._geometry())

    def paintEvent(self, event: QPaintEvent) -> None:
        game = self.session.game
        wheel = self.wheel()
        if game is None or wheel is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, radius = self._geometry()
        paint_wheel_view(painter, game, centre, radius, self._shown_pig, dark_scheme(), cursor=self.keyed)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click or a tap (Qt makes a mouse press of it) on a crown field the step offers."""
        game = self.session.game
        if game is None:
            return
        choices = crown_choices(game)
        # a fingertip's reach (22 px) around each crown offered, the nearest one winning where
        # two reaches meet: the crowns lie closer together than a finger is wide
        near = [
            (QLineF(event.position(), spot).length(), place)
            for place, spot in self.crown_spots().items()
            if place in choices
        ]
        if near and min(near)[0] <= TOUCH_REACH:
            self._choose(choices[min(near)[1]])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """As on the board: the arrow keys move a cursor over the crown fields offered (the
        first press takes the first; around the wheel, clockwise for right and down), Enter or
        Space takes the one under it."""
        game = self.session.game
        choices = crown_choices(game) if game is not None else {}
        step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}
        key = Qt.Key(event.key())
        if not choices or key not in (*step, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            super().keyPressEvent(event)
            return
        places = [place for place in crown_spots(QPointF(), 1) if place in choices]  # the wheel's order
        if key in step:
            if self.keyed in places:
                self.keyed = places[(places.index(self.keyed) + step[key]) % len(places)]
            else:
                self.keyed = places[0]
            self.update()
            spot = self.crown_spots().get(self.keyed)
            if spot is not None:  # what Enter would do
                QToolTip.showText(self.mapToGlobal(spot.toPoint()), self._tip(choices[self.keyed]), self)
        elif self.keyed in choices:
            self._choose(choices[self.keyed])

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.keyed = None
        self.update()
        super().focusOutEvent(event)

    def _tip(self, action: Action) -> str:
        """What choosing the crown field under the keyboard's cursor does (the half's words)."""
        if isinstance(action, Follower):
            return QCoreApplication.translate("WheelOfFortuneUI", "Deploy a follower on this crown field")
        return QCoreApplication.translate("WheelOfFortuneUI", "Take this follower back")

    def _choose(self, action: Action) -> None:
        if isinstance(action, Follower):
            self.follower_requested.emit(action.location)
        else:
            self.action_requested.emit(action)


def paint_wheel_view(
    painter: QPainter,
    game: Game,
    centre: QPointF,
    radius: float,
    pig_at: int,
    dark: bool,
    name_of: Callable[[str], str] = sector_name,
    cursor: str | None = None,
) -> dict[str, QPointF]:
    """The wheel as the panel shows it: its sectors and their names (``name_of`` a sector's
    key: the app's language, or a phone page's), the crown fields (each player's follower on
    one, ringed when the step offers taking it back; the free ones lit when the follower
    step offers them; the keyboard's ``cursor`` on one of those) and the pig on sector
    ``pig_at``; returns where each crown field is drawn."""
    spots: dict[str, QPointF] = {}
    rim = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    offer = {a.location for a in game.legal_follower_actions() if isinstance(a, Follower)}
    taken = crown_take_backs(game)
    labels: list[tuple[str, QFont, QRectF]] = []  # drawn last
    look = wheel_look(dark)
    for i, sector in enumerate(sectors()):
        painter.setPen(QPen(look.ink, 2))
        painter.setBrush(look.sectors[i])
        painter.drawPie(rim, int((90 - 60 * i) * 16), -60 * 16)
        name = name_of(sector.name)
        labels.append((name, *sector_label(centre, radius, i, name, painter.font())))
        for place in crown_places(sector):
            spot = crown_spots(centre, radius)[place]
            spots[place] = spot
            owner = game.off_board.get(place)
            if owner is not None:
                color = game.setup.players[owner].color
                painter.setBrush(qcolor(color))
                # outlined to stand out from its sector (3:1), in either scheme
                painter.setPen(QPen(board_colors(look.sectors[i]).outline, 2))
                painter.drawEllipse(spot, DISC_FIGURE, DISC_FIGURE)
                painter.setPen(ink_on(color))
                painter.drawText(
                    QRectF(spot.x() - 12, spot.y() - 8, 24, 16),  # (two letters when initials are shared)
                    Qt.AlignmentFlag.AlignCenter,
                    player_mark(game.setup.players, owner),
                )
                if place in taken:  # as the board rings a figure to take back
                    on = place == cursor
                    painter.setPen(QPen(RING, 4, Qt.PenStyle.SolidLine if on else Qt.PenStyle.DotLine))
                    painter.setBrush(QColor(255, 212, 0, 120) if on else Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(spot, RING_RADIUS, RING_RADIUS)
            else:
                free = place in offer
                painter.setBrush(QColor("#ffd400") if free else QColor("#fff6c9"))
                painter.setPen(QPen(QColor("#8a6d00"), 5 if place == cursor else 3 if free else 1))
                painter.drawEllipse(spot, 9, 9)
                painter.drawText(
                    QRectF(spot.x() - 8, spot.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, "♛"
                )
    pig = pig_spot(centre, radius, pig_at)
    painter.setBrush(QColor("#f49ac1"))
    painter.setPen(QPen(QColor("#7a2a4d"), 2))
    painter.drawEllipse(pig, 15, 11)  # the pig: a pink body, a snout, two ears
    painter.drawEllipse(QPointF(pig.x() + 13, pig.y()), 5, 4)
    painter.drawEllipse(QPointF(pig.x() - 6, pig.y() - 10), 4, 3)
    painter.drawEllipse(QPointF(pig.x() + 4, pig.y() - 10), 4, 3)
    painter.setPen(look.ink)
    for i, (name, font, box) in enumerate(labels):  # over the pig: a name is never hidden
        if i == pig_at:  # on a patch of its sector's colour: read whole, not through the pig
            painter.fillRect(box.adjusted(-2, -1, 2, 1), look.sectors[i])
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
    return spots


#: the wheel pictures of what the wheel shows now, one per language (the phone page asks on
#: every change, in each of its languages; the wheel changes a few times a game)
_LAST_PICTURES: dict[tuple[object, ...], dict[tuple[str, ...], QImage]] = {}


def wheel_picture(game: Game, side: int, name_of: Callable[[str], str] = sector_name) -> QImage:
    """The wheel as the panel shows it once the pig has stopped, ``side`` pixels square on a
    clear ground, in the light scheme (the phone page's), its sectors named by ``name_of``;
    the same picture while the wheel shows the same."""
    wheel = game.module(WheelOfFortune)
    assert wheel is not None
    offer = frozenset(crown_choices(game))
    crowns = tuple(sorted((place, owner) for place, owner in game.off_board.items()))
    names = tuple(player_mark(game.setup.players, owner) for _, owner in crowns)
    colors = tuple(game.setup.players[owner].color for _, owner in crowns)
    key = (side, wheel.pig_index, offer, crowns, names, colors)
    if key not in _LAST_PICTURES:
        _LAST_PICTURES.clear()
        _LAST_PICTURES[key] = {}
    pictures, words = _LAST_PICTURES[key], tuple(name_of(sector.name) for sector in sectors())
    if words not in pictures:
        pictures[words] = _drawn_wheel(game, side, wheel.pig_index, name_of)
    return pictures[words]


def wheel_picture_spots(side: int) -> dict[str, QPointF]:
    """Where each crown field lies on ``wheel_picture``'s picture of that side, in pixels."""
    return crown_spots(*_picture_circle(side))


def _picture_circle(side: int) -> tuple[QPointF, float]:
    """The wheel's centre and radius on a picture ``side`` pixels square."""
    return QPointF(side / 2, side / 2), side / 2 - 4


def _drawn_wheel(game: Game, side: int, pig_at: int, name_of: Callable[[str], str]) -> QImage:
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_wheel_view(painter, game, *_picture_circle(side), pig_at, False, name_of)
    painter.end()
    return image


def sector_label(centre: QPointF, radius: float, index: int, text: str, font: QFont) -> tuple[QFont, QRectF]:
    """The font and box of a sector's name: as large as it can be (from a tenth of the
    radius down to 8 px) and still lie inside its sector and clear of the crown fields. Long
    names (Inquisition, Hongersnood, Inchiziția) get a smaller size or move off the middle
    of their sector, never a cut."""
    size, dx, dy, width, height = _label_place(radius, index, text, font.toString())
    font = QFont(font)
    font.setPixelSize(size)
    return font, QRectF(centre.x() + dx, centre.y() + dy, width, height)


@functools.cache
def _label_place(
    radius: float, index: int, text: str, font_key: str
) -> tuple[int, float, float, float, float]:
    """``sector_label``'s search (some hundred tries per wheel size: kept, not repeated on
    every paint), as pixel size and box relative to the wheel's centre."""
    centre = QPointF(0, 0)
    middle = math.radians(-60 + 60 * index)
    places = set(crown_places(sectors()[index]))
    crowns = [spot for place, spot in crown_spots(centre, radius).items() if place in places]
    font = QFont()
    font.fromString(font_key)
    box = QRectF()
    for size in range(max(int(radius / 10), 9), 7, -1):
        font.setPixelSize(size)
        metrics = QFontMetrics(font)
        box = QRectF(0, 0, metrics.horizontalAdvance(text) + 2, metrics.height())
        for distance in (0.5, 0.45, 0.55, 0.4, 0.6):
            for turn in (0.0, -0.15, 0.15, -0.3, 0.3):
                box.moveCenter(_at(centre, middle + turn, radius * distance))
                if label_clear(box, centre, radius, middle, crowns):
                    return size, box.x(), box.y(), box.width(), box.height()
    return font.pixelSize(), box.x(), box.y(), box.width(), box.height()


def label_clear(box: QRectF, centre: QPointF, radius: float, middle: float, crowns: list[QPointF]) -> bool:
    """``box`` lies inside the wheel and the sector around the angle ``middle``, and off the
    crown fields drawn at ``crowns``."""
    for corner in (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()):
        if QLineF(centre, corner).length() > radius - 3:
            return False
        angle = math.atan2(corner.y() - centre.y(), corner.x() - centre.x())
        if abs((angle - middle + math.pi) % (2 * math.pi) - math.pi) > math.radians(29):
            return False
    for crown in crowns:
        nearest = QPointF(
            min(max(crown.x(), box.left()), box.right()), min(max(crown.y(), box.top()), box.bottom())
        )
        if QLineF(crown, nearest).length() < CROWN_ROOM:
            return False
    return True


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
