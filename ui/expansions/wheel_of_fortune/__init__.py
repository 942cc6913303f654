"""The Wheel of Fortune in the app: its boxes and rule options, what the log says of the
wheel's sectors, the plague's step, and the wheel beside the scoreboard (``panel``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QWidget

from carc_assist.expansions.wheel_of_fortune import (
    CROWNS,
    NEXT_SECTOR,
    WHEEL_NUMBER,
    WHEEL_NUMBERS,
    PlagueChoice,
    WheelOfFortune,
    sectors,
    wheel_number,
)
from carc_assist.rules.game import Game
from carc_assist.table.actions import Action, Follower
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.tiles import TileDef
from ui.expansions.base import BoardLayer, Diagram, ExpansionUI, PhonePart, SetChoice, TileMiddle
from ui.expansions.wheel_of_fortune.look import PRINTED, number_painter, paint_wheel
from ui.expansions.wheel_of_fortune.panel import (
    WheelPanel,
    crown_spots,
    crown_take_backs,
    pig_spot,
    wheel_picture,
    wheel_picture_spots,
)
from ui.look.tile_editor_fields import ChoiceField, EditorField
from ui.look.tile_marks import TileMark
from ui.words.tile_names import one_or_count

if TYPE_CHECKING:  # (types only: the session shows refusals in words that come from the halves)
    from ui.expansions.base import Session, Words

#: the engine's prefix of the wheel's score sources ("wheel:tax") and of their notes
SECTOR = "wheel:"
#: the wheel's picture on the phone page, in pixels (the page shows it at most this wide)
PHONE_WHEEL = 320


class WheelOfFortuneUI(ExpansionUI):
    ORDER = 1

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        """The wheel in the middle of its tile; a number on the tiles that turn the pig."""
        number = wheel_number(tile)
        marks = [TileMark("middle", paint_wheel)] if "wheel" in tile.marks else []
        return [*marks, TileMark("corner", number_painter(number))] if number is not None else marks

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        number = wheel_number(tile)
        return (self.tr("wheel symbol {number}").format(number=number),) if number is not None else ()

    def tile_middle(self, tile: TileDef) -> TileMiddle | None:
        if "wheel" not in tile.marks:
            return None

        def roads(n: int) -> str:
            return one_or_count(self.tr("road to the wheel"), self.tr("%n road(s) to the wheel", "", n), n)

        return TileMiddle(self.tr("wheel of fortune"), roads)

    def set_title(self, set_name: str) -> str | None:
        titles = {
            "wof": self.tr("Wheel of Fortune"),
            "wof-symbols": self.tr("Wheel of Fortune, its numbered tiles"),
        }
        return titles.get(set_name)

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "standalone",
                self.tr("The Wheel of Fortune alone (72 tiles; the wheel starts)"),
                ("wof",),
                replaces_base=True,
            ),
            SetChoice(
                "with-base", self.tr("Base game + the 19 wheel tiles (the wheel starts)"), ("wof-symbols",)
            ),
            SetChoice(
                "beside",
                self.tr("Base game + the 19 wheel tiles, wheel beside the board"),
                ("wof-symbols",),
                {"wheel-beside-board": True},
            ),
        )

    def without(self) -> str:
        return self.tr("Base game (72 tiles), no Wheel of Fortune")

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            "famine-majority": (
                self.tr("Famine: majority only"),
                self.tr("Wheel of Fortune: only the field's majority farmers eat (older wording)."),
            )
        }

    def _sector_name(self, sector: str) -> str:
        """A sector's name as printed on the wheel, in this half's language."""
        return self.translated(PRINTED, sector.capitalize())

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        if not event.source.startswith(SECTOR):
            return None
        sector = event.source.removeprefix(SECTOR)
        items = {item.what: item.count for item in event.items}
        points = words.points(event.points)
        if sector == "fortune":
            return self.tr("Fortune smiles on {player}: {points}").format(player=player, points=points)
        if sector == "tax":
            knights = self.tr("%n knight(s)", "", items.get("knights", 0))
            if items.get("pennants"):
                pennants = self.tr("%n pennant(s)", "", items["pennants"])
                return self.tr("Tax: {player}'s {knights} in a city with {pennants}: {points}").format(
                    player=player, knights=knights, pennants=pennants, points=points
                )
            return self.tr("Tax: {player}'s {knights} in a city: {points}").format(
                player=player, knights=knights, points=points
            )
        if sector == "famine":
            return self.tr("Famine: {player}'s {farmers} by {cities}: {points}").format(
                player=player,
                farmers=self.tr("%n farmer(s)", "", items.get("farmers", 0)),
                cities=self.tr("%n completed city(s)", "", items.get("cities", 0)),
                points=points,
            )
        if sector == "storm":
            return self.tr("Storm: {player} has {supply} in supply: {points}").format(
                player=player, supply=self.tr("%n follower(s)", "", items.get("supply", 0)), points=points
            )
        if sector == "inquisition":
            return self.tr("Inquisition: {player}'s {monks}: {points}").format(
                player=player, monks=self.tr("%n monk(s)", "", items.get("monks", 0)), points=points
            )
        return self.tr("{player}'s crown field pays: {points}").format(player=player, points=points)

    def note_sentence(self, note: Note, player: str, words: Words) -> str | None:
        if note.what == "wheel":
            return self.tr("The wheel turns: the pig stops on {sector}").format(
                sector=self._sector_name(note.subject)
            )
        if note.what == "plague":
            return self.tr("Plague: {player} sends {figure} home").format(
                player=player, figure=words.figure_name(note.subject)
            )
        if note.what == "nobody-scores" and note.subject.startswith(SECTOR):
            return self._nobody_scores(note.subject)
        return None

    def _nobody_scores(self, source: str) -> str:
        """Why a sector that pays (or strikes) by figures nobody has did nothing
        (``wheel.json``'s sectors; the rules in ``shared/rules/wheel-of-fortune.md``)."""
        sector = source.removeprefix(SECTOR)
        why = {
            "tax": self.tr("nobody scores, no one has a knight in a city"),
            "famine": self.tr("nobody scores, no farmer's field touches a completed city"),
            "storm": self.tr("nobody scores, no one has a follower in their supply"),
            "inquisition": self.tr("nobody scores, no one has a monk on the board"),
            "plague": self.tr("nobody goes home, no one has a follower on a land tile"),
        }.get(sector, self.tr("nobody scores"))
        return self.tr("{sector}: {why}").format(sector=self.source_name(source), why=why)

    def source_name(self, source: str) -> str | None:
        if source == "wheel:crown":
            return self.tr("Crown fields")
        if source.startswith(SECTOR):
            return self._sector_name(source.removeprefix(SECTOR))
        return None

    def outlook_words(self, key: str, points: str, gain: bool) -> str | None:
        if key == CROWNS:
            if gain:
                return self.tr("the crown fields should pay about {points} when the pig stops").format(
                    points=points
                )
            return self.tr("the crown fields should pay about {points} less").format(points=points)
        if key == NEXT_SECTOR:
            if gain:
                return self.tr("the pig's next sector should pay about {points} more").format(points=points)
            return self.tr("the pig's next sector should pay about {points} less").format(points=points)
        return None

    def figure_name(self, role: str) -> str | None:
        return self.tr("a follower from a crown field") if role == "crown" else None

    def place_figure(self, location: str) -> str | None:
        if not location.startswith("crown:"):
            return None
        _, sector, index = location.split(":")
        name = self._sector_name(sector)
        if next((s.crowns for s in sectors() if s.name == sector), 1) < 2:
            return self.tr("a follower on the {sector} crown field").format(sector=name)
        return self.tr("a follower on the {sector} crown field {number}").format(
            sector=name, number=int(index) + 1
        )

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        return self.tr("send a follower home (plague)") if isinstance(action, PlagueChoice) else None

    def instruction(self, game: Game) -> str | None:
        if game.prompt.kind != "plague":
            return None
        player = game.setup.players[game.prompt.player].name
        return self.tr("Plague: {player} chooses which of their ringed followers goes home.").format(
            player=player
        )

    def board_items(self, game: Game, board: BoardLayer) -> list[QGraphicsItem]:
        """On the wheel start tile: the pig, the crown fields' followers (ringed where the
        step offers to take one back, as on the panel), and the free crown fields offered in
        the follower step."""
        wheel = game.module(WheelOfFortune)
        if wheel is None:  # (not in play: the placed tiles are not searched at every step)
            return []
        placed = next((p for p in game.board.placed if "wheel" in p.tile.marks), None)
        if placed is None:
            return []
        unit = board.unit
        centre = QPointF((placed.origin[0] + 2) * unit, (placed.origin[1] + 2) * unit)
        offer = {a.location for a in game.legal_follower_actions() if isinstance(a, Follower)}
        take_backs = crown_take_backs(game)
        items: list[QGraphicsItem] = []
        for place, spot in crown_spots(centre, unit * 0.97).items():
            owner = game.off_board.get(place)
            if owner is not None:
                items += board.figure_off_tiles(spot, owner)
                if place in take_backs:
                    items.append(board.ring(spot, take_backs[place]))
            elif place in offer:
                items.append(board.spot(spot, place, self.tr("Deploy a follower on this crown field")))
        pig = pig_spot(centre, unit * 0.97, wheel.pig_index)
        body = QGraphicsEllipseItem(pig.x() - 16, pig.y() - 11, 32, 22)
        body.setBrush(QColor("#f49ac1"))
        body.setPen(QPen(QColor("#7a2a4d"), 2))
        body.setZValue(4)
        body.setToolTip(self.tr("The pig"))
        return [*items, body]

    def side_panel(self, session: Session) -> QWidget | None:
        panel = WheelPanel(session)
        panel.follower_requested.connect(lambda place: session.act(Follower(place)))
        panel.action_requested.connect(session.act)
        return panel

    def own_options(self, game: Game) -> Sequence[Action]:
        """A follower on a crown field taken back: ringed on the wheel's panel."""
        return list(crown_take_backs(game).values())

    def phone_parts(self, game: Game) -> Sequence[PhonePart]:
        if game.module(WheelOfFortune) is None:
            return ()
        wheel = game.module(WheelOfFortune)
        assert wheel is not None
        picture = wheel_picture(game, PHONE_WHEEL, self._sector_name)  # in the page's language
        # the pig's sector in words, not only in the picture (and the log)
        pig = self._sector_name(sectors()[wheel.pig_index].name)
        title = self.tr("The Wheel of Fortune: the pig is on {sector}").format(sector=pig)
        return (PhonePart(title, picture, wheel_picture_spots(PHONE_WHEEL)),)

    def help_page(self) -> str | None:
        return "wheel-of-fortune"

    def help_title(self) -> str:
        return self.tr("The Wheel of Fortune")

    def help_diagrams(self) -> list[Diagram]:
        return [[("wof/wheel", (0, 0), 0)]]

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if isinstance(entry, Note):
            anchor = {"plague": "plague", "wheel": "wheel-turns"}.get(entry.what)
            return None if anchor is None else ("wheel-of-fortune", anchor)
        if not entry.source.startswith(SECTOR):
            return None
        sector = entry.source.removeprefix(SECTOR)
        return "wheel-of-fortune", "crowns" if sector == "crown" else sector

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "no-crown-field": lambda p: QCoreApplication.translate(
                "Refusal", "The wheel has no such crown field."
            ),
            "no-plague": lambda p: QCoreApplication.translate("Refusal", "The plague is not on."),
            "plague-own-follower": lambda p: QCoreApplication.translate(
                "Refusal", "{player} must take back one of their own followers on a land tile."
            ).format(player=p["player"]),
            "step-plague": lambda p: QCoreApplication.translate(
                "Refusal", "First the plague: each player in turn takes one of their followers back."
            ),
        }

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        numbers = [(self.tr("none"), None), *((str(number), number) for number in WHEEL_NUMBERS)]
        return (ChoiceField(self.tr("Wheel number"), WHEEL_NUMBER, numbers, parent),)
