"""Inns & Cathedrals in the app: the inn's lake beside its road and the cathedral in its city,
the set in the new-game dialog, the big follower's buttons in the follower step (one per
spot it may take: a click, Tab and Space, or a tap), the log's words for an inn road or a
cathedral city (and for their 0 at the end), its refusals and its rules page.

The board draws the big follower bigger by its weight and the scoreboard says "7 + 1"
(``ui.look.figures``, ``ui.panels.scoreboard``): both generic, from the engine's figure kinds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QAbstractButton, QToolButton

from carc_assist.expansions.inns_and_cathedrals import BIG, CATHEDRAL, INN, has_cathedral, has_inn
from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.rules.insight import Risk
from carc_assist.table.actions import Action, Deploy
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.tiles import TileDef
from ui.expansions.base import Diagram, ExpansionUI, Pictures, SetChoice, Words
from ui.look.tile_editor_fields import CheckField, EditorField
from ui.look.tile_marks import MarkFrame, TileMark, disc, pen, polygon
from ui.words.texts import Texts
from ui.words.tile_names import one_or_count

#: an inn's lake in the light and the dark scheme
WATER = {False: QColor("#4f8fd0"), True: QColor("#3f78b3")}
#: a cathedral's stone in the light and the dark scheme
STONE = {False: QColor("#e9e4da"), True: QColor("#b9b3a8")}

SET = "inns-cathedrals"
#: the room the cathedral's disc takes in its corner (a little more than a corner mark's)
CATHEDRAL_RADIUS = 0.17


def _paint_lake(painter: QPainter, frame: MarkFrame) -> None:
    """The inn's lake beside its road."""
    painter.setPen(pen(frame.palette.road_edge, 0.012))
    painter.setBrush(WATER[frame.palette.dark])
    painter.drawEllipse(QPointF(0.0, 0.0), 0.07, 0.045)


def _paint_cathedral(painter: QPainter, frame: MarkFrame) -> None:
    """A cathedral on a disc: a nave under a gabled roof, a tower with a spire and a cross,
    upright whatever the tile's turn (it reads as a building, not as an arrow)."""
    painter.setPen(pen(frame.palette.wall, 0.015))
    painter.setBrush(frame.palette.paper)
    painter.drawEllipse(disc(frame.radius))
    painter.scale(frame.radius / 0.13, frame.radius / 0.13)  # drawn below for a radius of 0.13
    outline = pen(frame.palette.wall, 0.01)
    painter.setPen(outline)
    painter.setBrush(STONE[frame.palette.dark])
    painter.drawRect(QRectF(-0.085, 0.0, 0.115, 0.065))  # the nave
    painter.drawRect(QRectF(0.03, -0.035, 0.045, 0.1))  # the tower
    painter.setBrush(frame.palette.roof)
    painter.drawPath(polygon([(-0.09, 0.0), (0.03, 0.0), (-0.03, -0.04)]))  # the nave's roof
    painter.drawPath(polygon([(0.027, -0.035), (0.078, -0.035), (0.0525, -0.095)]))  # the spire
    painter.fillRect(QRectF(-0.035, 0.03, 0.02, 0.035), frame.palette.ink)  # the door
    cross = QPainterPath(QPointF(0.0525, -0.095))
    cross.lineTo(QPointF(0.0525, -0.125))
    cross.moveTo(QPointF(0.04, -0.113))
    cross.lineTo(QPointF(0.065, -0.113))
    painter.strokePath(cross, pen(frame.palette.ink, 0.01))


class InnsAndCathedralsUI(ExpansionUI):
    ORDER = 6

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        lakes = [
            TileMark("beside-road", _paint_lake, segment=index)
            for index, segment in enumerate(tile.segments)
            if has_inn(segment)
        ]
        cathedrals = [
            TileMark("corner", _paint_cathedral) for segment in tile.segments if has_cathedral(segment)
        ]
        return [*lakes, *cathedrals]

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        words = []
        inns = sum(has_inn(segment) for segment in tile.segments)
        if inns:
            words.append(
                one_or_count(self.tr("inn by a lake"), self.tr("%n inn(s) by a lake", "", inns), inns)
            )
        if any(has_cathedral(segment) for segment in tile.segments):
            words.append(self.tr("cathedral"))
        return words

    def set_title(self, set_name: str) -> str | None:
        return self.tr("Inns & Cathedrals") if set_name == SET else None

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                SET,
                self.tr("Inns & Cathedrals (18 tiles: inns, cathedrals, a big follower each)"),
                (SET,),
            ),
        )

    # -- the log ---------------------------------------------------------------------------

    def feature_items(self, event: ScoreEvent, what: str) -> str:
        marks = {item.what: item.count for item in event.items}
        if marks.get(INN):
            what = self.tr("{road} with an inn").format(road=what)
            if event.final:
                what = self.tr("{road} (unfinished: its tiles score nothing)").format(road=what)
        if marks.get(CATHEDRAL):
            what = self.tr("{city} with a cathedral").format(city=what)
            if event.final:
                what = self.tr("{city} (unfinished: its tiles and pennants score nothing)").format(city=what)
        return what

    def risk_words(self, risk: Risk, words: Words) -> str | None:
        """An open inn road or cathedral city: what it loses unfinished, and its chance."""
        if risk.stake <= 0:
            return None
        if risk.key == INN:
            said = self.tr(
                "Unfinished at the end, this road with an inn scores nothing: {points} at risk. "
                "It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.",
                "",
                len(risk.needs),
            )
        elif risk.key == CATHEDRAL:
            said = self.tr(
                "Unfinished at the end, this city with a cathedral scores nothing: {points} at risk. "
                "It needs %n more tile(s): about {chance:.0%} to finish it before the bag runs out.",
                "",
                len(risk.needs),
            )
        else:
            return None
        return said.format(points=words.points(risk.stake), chance=risk.chance)

    def tour_words(self, event: ScoreEvent) -> str | None:
        marks = {item.what for item in event.items}
        if INN in marks:
            return self.tr(
                "A road with an inn scores 2 points per tile when completed, and nothing if it is "
                "still unfinished at the end."
            )
        if CATHEDRAL in marks:
            return self.tr(
                "A city with a cathedral scores 3 points per tile and per pennant when completed, and "
                "nothing if it is still unfinished at the end."
            )
        return None

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        if not (isinstance(action, Deploy) and action.figure == BIG):
            return None
        if game is None:
            return self.tr("deploy the big follower")
        return self.tr("deploy the big follower as {figure}").format(figure=self._spot(game, action, words))

    def figure_name(self, role: str) -> str | None:
        return self.tr("the big follower") if role == BIG else None

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if isinstance(entry, Note):
            return None
        marks = {item.what for item in entry.items}
        if INN in marks:
            return "inns-cathedrals", "inn"
        if CATHEDRAL in marks:
            return "inns-cathedrals", "cathedral"
        return None

    # -- the follower step -------------------------------------------------------------------

    def choice_button(self, game: Game, action: Action, painter: Pictures) -> QAbstractButton | None:
        """One button per spot the big follower may take ("Big follower: a knight, north"): a
        click, Tab and Space, or a tap."""
        if not (isinstance(action, Deploy) and action.figure == BIG):
            return None
        what = self._spot(game, action, Texts())
        button = QToolButton()  # two short lines: a tile may offer several spots
        button.setText(self.tr("Big follower:\n{what}").format(what=what))
        button.setToolTip(self.tr("Deploy your big follower here: it counts as two followers in a majority"))
        return button

    def _spot(self, game: Game, action: Deploy, words: Words) -> str:
        """The figure the big follower becomes on its spot, and where on the tile ("a farmer,
        north-west"): what tells two of its choices apart."""
        figure = words.spot_figure(game, action.location)
        where = words.location_words(action.location)
        return figure if where is None else self.tr("{figure}, {where}").format(figure=figure, where=where)

    def instruction_more(self, game: Game) -> str | None:
        prompt = game.prompt
        if prompt.kind != FOLLOWER or not any(
            isinstance(a, Deploy) and a.figure == BIG for a in prompt.options
        ):
            return None
        return self.tr("Or press a “Big follower” button for your big follower.")

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "big-follower-off-tile": lambda p: QCoreApplication.translate(
                "Refusal",
                "The big follower stands only on a road, city, cloister or field of the tile just placed.",
            ),
            "big-follower-not-there": lambda p: QCoreApplication.translate(
                "Refusal", "The big follower stands only on a road, city, cloister or field."
            ),
        }

    # -- help and the tile editor ------------------------------------------------------------

    def help_page(self) -> str | None:
        return "inns-cathedrals"

    def help_title(self) -> str:
        return self.tr("Inns & Cathedrals")

    def help_diagrams(self) -> list[Diagram]:
        names = ("Cccc-c", "RFr-i", "RCc-i", "RrC-i", "CcRr-p-i", "RRR-i", "Rr-i")
        return [[(f"{SET}/{name}", (i, 0), 0) for i, name in enumerate(names)]]

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        return (
            CheckField(self.tr("Inn by a lake (on its roads)"), INN, on_roads=True, parent=parent),
            CheckField(self.tr("Cathedral (in its cities)"), CATHEDRAL, on_cities=True, parent=parent),
        )
