"""The Wheel of Fortune: the pig turns when a numbered tile is drawn, before it is placed; the
sector it stops on acts on everybody (Fortune, Tax, Famine, Storm, Inquisition, Plague), then
that sector's crown fields pay out (``shared/rules/wheel-of-fortune.md``, decisions.md 2-6, 9,
16). The wheel's landscape is a 4x4 start tile the board already knows; with the option
``wheel-beside-board`` the wheel runs beside the board instead.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, get_args

from carc_assist.resources import resource_dir
from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.rules.hooks import role as figure_role
from carc_assist.rules.options import Option
from carc_assist.rules.scoring import completed_cities, winners
from carc_assist.table.actions import Action, ActionError, Follower, board_place, reads
from carc_assist.table.events import Item
from carc_assist.table.figures import is_follower
from carc_assist.table.phases import FOLLOWER, PLACE, IllegalAction
from carc_assist.table.tiles import CITY, CLOISTER, FIELD

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.rules.setup import Setup
    from carc_assist.table.board import Feature
    from carc_assist.table.figures import Figure
    from carc_assist.table.geometry import Square
    from carc_assist.table.tiles import TileDef

PLAGUE_PHASE = "plague"
#: the coach's outlook keys: followers on crown fields, the pig's next sector
CROWNS = "crowns"
NEXT_SECTOR = "next-sector"


class _Award(Protocol):
    """Where a sector's effect gives its points (``Context.award``, or a tally)."""

    def __call__(
        self,
        player: int,
        points: int,
        source: str,
        items: tuple[Item, ...],
        squares: Iterable[Square] = (),
        /,
    ) -> None: ...


@dataclass(slots=True, unsafe_hash=True)
class PlagueChoice(Action):
    """Wheel of Fortune, Plague: the next player in order takes back this follower."""

    where: tuple[int, int, str]

    def notation(self) -> str:
        return "plague {},{} {}".format(*self.where)

    def to_record(self) -> dict[str, object]:
        return {"plague": list(self.where)}

    def figure_taken(self) -> tuple[int, int, str] | None:
        return self.where


@reads("plague")
def _plague(raw: dict[str, Any]) -> Action:
    place = board_place(raw["plague"])
    if place is None:
        raise ActionError("'plague' needs [x, y, \"LOCATION\"]")
    return PlagueChoice(place)


@dataclass(frozen=True)
class Sector:
    name: str
    crowns: int


@lru_cache(maxsize=1)
def sectors() -> tuple[Sector, ...]:
    """The sectors clockwise from the pig's start, from ``resources/wheel.json``."""
    data = json.loads((resource_dir() / "wheel.json").read_text(encoding="utf-8"))
    return tuple(Sector(s["name"], int(s["crowns"])) for s in data["sectors"])


def crown_places(sector: Sector) -> list[str]:
    return [f"crown:{sector.name}:{k}" for k in range(sector.crowns)]


def crown_pay(sector: Sector, taken: int) -> int:
    """What each follower on a crown field of ``sector`` scores when the pig stops there,
    ``taken`` of its fields being taken: 3 on a sector of one field or beside another follower,
    6 alone on a sector of two."""
    return 3 if sector.crowns == 1 or taken > 1 else 6


@lru_cache(maxsize=8192)
def stop_chance(start: int, target: int, steps: tuple[int, ...]) -> float:
    """The chance that the pig, on sector ``start``, stops on sector ``target`` at least once
    while the wheel tiles left are drawn (all of them are, before the game ends), in any
    order: ``steps[k]`` of them turn it k + 1 sectors."""
    total = sum(steps)
    chance = 0.0
    for k, count in enumerate(steps):
        if count:
            at = (start + k + 1) % len(sectors())
            rest = (*steps[:k], count - 1, *steps[k + 1 :])
            chance += count / total * (1.0 if at == target else stop_chance(at, target, rest))
    return chance


#: the tile attribute of the number that turns the pig, in tile-set files, and its values
WHEEL_NUMBER = "wheel"
WheelNumber = Literal[1, 2, 3]
WHEEL_NUMBERS: tuple[int, ...] = get_args(WheelNumber)


def wheel_number(tile: TileDef) -> int | None:
    """The number (1 to 3) printed on a tile that turns the pig, None on other tiles."""
    number = tile.attribute(WHEEL_NUMBER)
    return number if isinstance(number, int) else None


class WheelOfFortune(Expansion):
    ORDER = 1
    MARKS = frozenset({"wheel", "wheel-number"})
    OPTIONS = (Option("famine-majority", False), Option("wheel-beside-board", False))
    #: the number (1 to 3) that turns the pig, on the numbered tiles
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {WHEEL_NUMBER: (WheelNumber | None, None)}
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "no-crown-field": ("place",),
        "no-plague": (),
        "plague-own-follower": ("player",),
    }

    def __init__(self) -> None:
        #: the index in ``sectors()`` of the sector the pig stands on
        self.pig_index = 0
        #: players still to choose a follower for the plague
        self.plague_queue: list[int] = []
        #: the followers the plague took back this turn where their player had no choice (one
        #: follower on land): an older record names them in a ``plague`` action of its own
        self.implied: tuple[int, ...] = ()  # (their segments: any location names a segment)
        #: the number each tile turns the pig by (None: none), kept as the coach's outlook meets
        #: them (a tile's definition never changes in a game): no state of the game, no undo
        self._numbers: dict[str, int | None] = {}

    @classmethod
    def can_start(cls, tile: TileDef, setup: Setup) -> bool:
        return not ("wheel" in tile.marks and setup.option("wheel-beside-board"))

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        """The wheel itself (the tile of several squares) and the numbered tiles."""
        return frozenset({"wheel"} if len(tile.squares) > 1 else ()) | frozenset(
            {"wheel-number"} if wheel_number(tile) is not None else ()
        )

    @property
    def pig(self) -> Sector:
        return sectors()[self.pig_index]

    def summary(self, view: View) -> dict[str, object]:
        return {"pig": self.pig.name}

    # -- the coach's outlook --------------------------------------------------------------

    def outlook(self, view: View, player: int, draws: int) -> list[tuple[str, float]]:
        """Where the pig goes from here: the wheel tiles left in the bag turn it, every one
        before the game ends, in an order nobody knows. ``crowns``: the player's followers on
        crown fields, each scoring when the pig first stops on its sector (``stop_chance``), as
        many fields as are taken now. ``next-sector``: what the pig's next sector pays the
        player as the board stands now, by the chance of each step (Fortune pays whoever draws
        that tile: a share of it each; the plague pays nothing; the sectors after the next
        are left out, as the board will have changed by then)."""
        steps = self._steps_left(view)
        if not any(steps):
            return []
        parts: list[tuple[str, float]] = []
        crowns = 0.0
        for index, sector in enumerate(sectors()):
            taken = [view.off_board[place] for place in crown_places(sector) if place in view.off_board]
            if player in taken:
                pay = taken.count(player) * crown_pay(sector, len(taken))
                crowns += pay * stop_chance(self.pig_index, index, steps)
        if crowns:
            parts.append((CROWNS, crowns))
        expected = 0.0
        for k, count in enumerate(steps):
            sector = sectors()[(self.pig_index + k + 1) % len(sectors())]
            if count and sector.name != "plague":
                expected += count / sum(steps) * self._effect_points(view, sector.name, player)
        if expected:
            parts.append((NEXT_SECTOR, expected))
        return parts

    def _steps_left(self, view: View) -> tuple[int, ...]:
        """How many tiles left in the bag turn the pig 1, 2 and 3 sectors."""
        steps = [0] * len(WHEEL_NUMBERS)
        numbers = self._numbers
        for tile_id, count in view.bag.counts.items():
            if tile_id not in numbers:
                numbers[tile_id] = wheel_number(view.tile(tile_id))
            number = numbers[tile_id]
            if number is not None:
                steps[number - 1] += count
        return tuple(steps)

    def _effect_points(self, view: View, name: str, player: int) -> float:
        """What the paying sector ``name`` would give ``player`` now (Fortune: an even share)."""
        paid: list[tuple[int, int]] = []
        self._effect(view, name, lambda who, points, *_: paid.append((who, points)))
        if name == "fortune":
            return sum(points for _, points in paid) / len(view.setup.players)
        return float(sum(points for who, points in paid if who == player))

    # -- the wheel turns ------------------------------------------------------------------

    def after_draw(self, ctx: Context, tile: TileDef) -> None:
        number = wheel_number(tile)
        if number is None:
            return
        ctx.journal.set_field(self, "pig_index", (self.pig_index + number) % len(sectors()))
        if self.implied:
            ctx.journal.set_field(self, "implied", ())
        sector = self.pig
        ctx.note("wheel", sector.name)
        touched = self._plague(ctx) if sector.name == "plague" else self._effect(ctx, sector.name, ctx.award)
        if not touched:
            ctx.note("nobody-scores", f"wheel:{sector.name}")  # nobody has the figures it asks for
        self._take_implied(ctx)
        if self.plague_queue:
            ctx.set_phase(PLAGUE_PHASE)  # the crowns pay once everybody has chosen
        else:
            self._pay_crowns(ctx, sector)

    # Each sector acts, and says whether it touched anybody (a sector that pays or strikes
    # by figures nobody has does nothing, which the log says). A sector that pays gives its
    # points to ``award`` (``Context.award`` when the pig stops there, a tally for the coach's
    # outlook).

    def _effect(self, view: View, name: str, award: _Award) -> bool:
        """The paying sector ``name``'s effect (not the plague's)."""
        effect: Callable[[View, _Award], bool] = getattr(self, f"_{name}")
        return effect(view, award)

    def _fortune(self, view: View, award: _Award) -> bool:
        award(view.current_player, 3, "wheel:fortune", (Item("fortune", 1, 3),))
        return True

    def _tax(self, ctx: View, award: _Award) -> bool:
        cities = _occupied(ctx, CITY)
        for feature in cities:
            for player, knights in sorted(Counter(f.player for f in _followers(feature)).items()):
                pennants = feature.pennants
                items = (
                    Item("knights", knights, knights * knights),
                    Item("pennants", pennants, knights * pennants),
                )
                award(player, knights * (knights + pennants), "wheel:tax", items, feature.squares)
        return bool(cities)

    def _famine(self, ctx: View, award: _Award) -> bool:
        majority = bool(ctx.setup.option("famine-majority"))
        paid_any = False
        for feature in _occupied(ctx, FIELD):
            cities = completed_cities(ctx.board, feature)
            if not cities:
                continue
            farmers = Counter(f.player for f in _followers(feature))
            paid = winners(feature.figures) if majority else sorted(farmers)
            for player in paid:
                f = farmers[player]
                items = (Item("farmers", f, 0), Item("cities", cities, f * cities))
                award(player, f * cities, "wheel:famine", items, feature.squares)
                paid_any = True
        return paid_any

    def _storm(self, ctx: View, award: _Award) -> bool:
        # every figure in the supply is one, a big follower too (decisions.md row 31)
        # (a builder or a pig is no follower: decisions.md row 30)
        supplies = [
            sum(n for kind, n in ctx.figures_left(p).items() if is_follower(kind))
            for p in range(len(ctx.setup.players))
        ]
        for player, supply in enumerate(supplies):
            if supply:
                award(player, supply, "wheel:storm", (Item("supply", supply, supply),))
        return any(supplies)

    def _inquisition(self, ctx: View, award: _Award) -> bool:
        monks = Counter(f.player for feature in _occupied(ctx, CLOISTER) for f in _followers(feature))
        for player, count in sorted(monks.items()):
            award(player, 2 * count, "wheel:inquisition", (Item("monks", count, 2 * count),))
        return bool(monks)

    def _plague(self, ctx: Context) -> bool:
        players = len(ctx.setup.players)
        order = [(ctx.current_player + i) % players for i in range(players)]
        on_land = {f.player for f in ctx.figures.values() if f.follower}
        for player in order:
            if player in on_land:
                ctx.journal.append(self.plague_queue, player)
        return bool(on_land)

    def _pay_crowns(self, ctx: Context, sector: Sector) -> None:
        taken = [place for place in crown_places(sector) if place in ctx.off_board]
        points = crown_pay(sector, len(taken))
        for place in taken:
            player = ctx.off_board[place]
            ctx.award(player, points, "wheel:crown", (Item(f"crown:{sector.name}", 1, points),))
            ctx.return_off_board(place)

    # -- choices --------------------------------------------------------------------------

    def options(self, view: View) -> list[Action]:
        if view.phase == PLAGUE_PHASE:
            player = self.plague_queue[0]
            return [
                PlagueChoice((f.square[0], f.square[1], f.location))
                for f in view.figures.values()
                if f.player == player and f.follower
            ]
        if view.phase == FOLLOWER and view.supply[view.current_player]:
            return [Follower(p) for s in sectors() for p in crown_places(s) if p not in view.off_board]
        return []

    def chooser(self, view: View) -> int | None:
        """In the plague, each player with followers on land chooses in turn."""
        return self.plague_queue[0] if view.phase == PLAGUE_PHASE else None

    def apply(self, ctx: Context, action: Action) -> bool:
        if isinstance(action, Follower) and action.location.startswith("crown:"):
            if action.location not in {p for s in sectors() for p in crown_places(s)}:
                raise IllegalAction(
                    f"the wheel has no crown field {action.location}", "no-crown-field", place=action.location
                )
            ctx.put_off_board(action.location, ctx.current_player)
            ctx.end_turn()
            return True
        if isinstance(action, PlagueChoice):
            x, y, location = action.where
            segment = ctx.board.segment_at((x, y), location)
            if segment in self.implied:  # an older record's choice that was none: already taken back
                ctx.journal.set_field(self, "implied", tuple(s for s in self.implied if s != segment))
                return True
            self._plague_choice(ctx, action)
            return True
        return False

    def _take_implied(self, ctx: Context) -> None:
        """The plague asks nobody who has no choice: while the next player in the queue has
        one follower on land, that follower goes home by itself (the record leaves the
        implied ``plague`` action out; an older record that holds it still replays)."""
        while self.plague_queue:
            player = self.plague_queue[0]
            mine = [f for f in ctx.figures.values() if f.player == player and f.follower]
            if len(mine) != 1:
                return
            (figure,) = mine
            ctx.journal.set_field(self, "implied", (*self.implied, figure.segment))
            self._take_back(ctx, figure, player)

    def _take_back(self, ctx: Context, figure: Figure, player: int) -> None:
        role = figure_role(ctx.board.feature(figure.segment).kind)
        ctx.note("plague", role, {figure.square}, player=player)  # before what its leaving brings
        ctx.return_figure(figure)
        ctx.journal.delete_at(self.plague_queue, 0)

    def _plague_choice(self, ctx: Context, action: PlagueChoice) -> None:
        if ctx.phase != PLAGUE_PHASE:
            raise IllegalAction("the plague is not on", "no-plague")
        player = self.plague_queue[0]
        figure = ctx.figure_at(action.where)
        if figure is None or figure.player != player or not figure.follower:
            who = ctx.setup.players[player].name
            raise IllegalAction(
                f"{who} must take back one of their own followers on a land tile",
                "plague-own-follower",
                player=who,
            )
        self._take_back(ctx, figure, player)
        self._take_implied(ctx)
        if not self.plague_queue:
            self._pay_crowns(ctx, self.pig)
            ctx.set_phase(PLACE)


def _occupied(ctx: View, kind: str) -> list[Feature]:
    """Features of that kind holding figures, each once."""
    board = ctx.board
    found = [board.features[r] for r in board.occupied() if board.features[r].kind == kind]
    return sorted(found, key=lambda f: min(f.squares))


def _followers(feature: Feature) -> list[Figure]:
    """The followers on a feature: the figures the wheel counts (a builder or a pig is none,
    decisions.md row 30)."""
    return [figure for figure in feature.figures if figure.follower]
