"""Inns & Cathedrals (1st edition): a road with an inn scores 2 per tile when completed and 0
when still open at the end; a city with a cathedral 3 per tile and per pennant when completed
and 0 at the end; each player's big follower weighs two in every majority
(``shared/rules/inns-cathedrals.md``, decisions.md rows 20-24, 31, 32).

The inn or cathedral changes only the points of its feature's tiles (and pennants): what other
modules add to the value (signposts) stays, whatever order the modules run in. Its item in
the value (``inn``, ``cathedral``, counting them) says why, also for the 0 at the end.

The big follower is a figure kind of its own (``FigureKind(own=1)``: one per player, beside
the followers), deployed with ``{"follower": LOC, "figure": "big"}`` on a feature of the tile
just placed as a follower would be; never off the tile (a crown field) nor on a tent (row 20).
Where the Wheel of Fortune counts figures, it is one figure (row 31).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.table.actions import Action, Deploy
from carc_assist.table.events import Item, Value
from carc_assist.table.figures import FigureKind
from carc_assist.table.phases import FOLLOWER, IllegalAction
from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.board import Board, Feature
    from carc_assist.table.tiles import SegmentDef, TileDef


#: the feature attributes of a road's inn and a city's cathedral, in tile-set files
INN = "inn"
CATHEDRAL = "cathedral"
#: the big follower's figure kind
BIG = "big"
#: the features a big follower may stand on: a follower's, but a tent (decisions.md row 20)
BIG_STANDS_ON = (ROAD, CITY, CLOISTER, FIELD)

#: per kind of feature: its mark, the items it rates, and its points per thing counted when
#: completed (at the end: 0)
_RATES = {ROAD: (INN, ("tiles",), 2), CITY: (CATHEDRAL, ("tiles", "pennants"), 3)}


class InnsAndCathedrals(Expansion):
    """Inns on roads, cathedrals in cities, and each player's big follower."""

    ORDER = 6
    MARKS = frozenset({INN, CATHEDRAL})
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {INN: (bool, False), CATHEDRAL: (bool, False)}
    FIGURE_KINDS = (FigureKind(BIG, 2, own=1),)
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "big-follower-off-tile": ("location",),
        "big-follower-not-there": ("feature",),
    }

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        inn = any(has_inn(seg) for seg in tile.segments)
        cathedral = any(has_cathedral(seg) for seg in tile.segments)
        return frozenset({INN} if inn else ()) | frozenset({CATHEDRAL} if cathedral else ())

    def feature_value(self, view: View, feature: Feature, final: bool, value: Value) -> Value:
        rate = _RATES.get(feature.kind)
        if rate is None:
            return value
        mark, rated, per = rate
        count = marks_on(view.board, feature, mark)
        if not count:
            return value
        per = 0 if final else per
        points, items = value
        changed = []
        for item in items:
            if item.what in rated:
                points += item.count * per - item.points
                item = Item(item.what, item.count, item.count * per, item.types)
            changed.append(item)
        return points, (*changed, Item(mark, count, 0))

    def at_risk(self, view: View, feature: Feature) -> str | None:
        """An open road with an inn, a city with a cathedral: they score 0 unfinished."""
        rate = _RATES.get(feature.kind)
        if rate is None or feature.open_sides == 0 or not marks_on(view.board, feature, rate[0]):
            return None
        return rate[0]

    def options(self, view: View) -> list[Action]:
        """The big follower on every free feature of the tile just placed it may stand on."""
        placed = view.last_placed
        if view.phase != FOLLOWER or placed is None or not view.figures_left(view.current_player).get(BIG):
            return []
        board = view.board
        occupied = board.occupied()
        names = placed.orientation.names
        return [
            Deploy(names[local], BIG)
            for local, seg in enumerate(placed.tile.segments)
            if seg.kind in BIG_STANDS_ON and board.find(placed.first_segment + local) not in occupied
        ]

    def apply(self, ctx: Context, action: Action) -> bool:
        if not (isinstance(action, Deploy) and action.figure == BIG):
            return False
        placed = ctx.last_placed
        if ctx.phase == FOLLOWER and placed is not None:
            segment = placed.segment_at(action.location)
            if segment is None:
                raise IllegalAction(
                    "the big follower stands only on a feature of the tile just placed,"
                    f" not on {action.location}",
                    "big-follower-off-tile",
                    location=action.location,
                )
            kind = ctx.board.feature(segment).kind
            if kind not in BIG_STANDS_ON:
                raise IllegalAction(
                    f"the big follower stands on a road, city, cloister or field, not on a {kind}",
                    "big-follower-not-there",
                    feature=kind,
                )
        ctx.deploy(action.location, BIG)  # the follower's checks: the step, the supply, a free feature
        ctx.end_turn()
        return True


def has_inn(segment: SegmentDef) -> bool:
    """Whether a road segment has an inn by a lake (its file attribute ``inn``)."""
    return segment.kind == ROAD and segment.attribute(INN) is True


def has_cathedral(segment: SegmentDef) -> bool:
    """Whether a city segment has a cathedral (its file attribute ``cathedral``)."""
    return segment.kind == CITY and segment.attribute(CATHEDRAL) is True


def marks_on(board: Board, feature: Feature, mark: str) -> int:
    """How many inns (``mark`` INN) or cathedrals a road or city has on its tiles."""
    cells = board.cells
    return sum(
        cells[origin].tile.segments[local].attribute(mark) is True for origin, local in board.parts(feature)
    )
