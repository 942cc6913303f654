"""Traders & Builders (1st edition): goods for completing cities, the builder's double turn
and the pig's richer field (``shared/rules/traders-builders.md``, decisions.md rows 25-30,
33, 34).

Goods: a city segment may show one good (its file attribute ``goods``: wine, grain or
cloth). The player who completes a city takes a token for each good in it, whoever holds the
city (a note ``goods`` per kind, "wine:2"); at the end, the most tokens of a kind score 10,
each tied player too (events of source ``goods``, on the squares of the symbols that gave
the player those tokens). A city completed in the final scoring gives none (row 29): only a
placed tile completes one.

The builder and the pig are figures of their own (``FigureKind(follower=False, own=1)``):
no follower, they never count in a majority nor where the wheel counts followers (row 30),
and they stand beside their owner's follower (``{"follower": LOC, "figure": "builder"}``):
the builder on a road or city of the tile just placed that holds one of its owner's
followers, the pig on such a field (row 25: never a crown field nor a tent).

The double turn is earned when the placed tile extends the road or city holding the
player's builder (at placement: a completion or a take-back later in the turn keeps it,
rows 28 and 34), and is never earned in the extra turn itself. The builder goes home with
its feature's scoring (the core returns every figure of a completed feature) or as soon as
its owner's last follower leaves that feature (row 27). The pig stays to the end, when its
owner's field scores 4 instead of 3 per completed city.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Literal, get_args

from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.table.actions import Action, Deploy
from carc_assist.table.events import Item, Value
from carc_assist.table.figures import FigureKind
from carc_assist.table.phases import FOLLOWER, IllegalAction
from carc_assist.table.tiles import CITY, FIELD, ROAD

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.board import Board, Feature, PlacedTile
    from carc_assist.table.figures import Figure
    from carc_assist.table.geometry import Square
    from carc_assist.table.tiles import SegmentDef, TileDef

#: a city segment's attribute in tile-set files, and the mark of a tile that shows goods
GOODS = "goods"
Good = Literal["wine", "grain", "cloth"]
#: the kinds of good, in the order the rules and the tally list them
KINDS: tuple[str, ...] = get_args(Good)
#: the figure kinds, and the features each stands on
BUILDER = "builder"
PIG = "pig"
STANDS_ON = {BUILDER: (ROAD, CITY), PIG: (FIELD,)}
#: a good's majority at the end
MAJORITY_POINTS = 10
#: what a pig makes of each completed city its owner's field supplies (3 without)
PIG_PER_CITY = 4


class TradersAndBuilders(Expansion):
    """Goods, each player's builder and pig."""

    ORDER = 7
    MARKS = frozenset({GOODS})
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {GOODS: (Good | None, None)}
    FIGURE_KINDS = (
        FigureKind(BUILDER, 0, own=1, follower=False),
        FigureKind(PIG, 0, own=1, follower=False),
    )
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "figure-off-tile": ("figure", "location"),
        "figure-not-there": ("figure", "feature"),
        "figure-without-follower": ("figure",),
    }

    def __init__(self) -> None:
        #: each player's goods tokens, per kind
        self.goods: dict[str, list[int]] = {}
        #: per kind, each player's squares of the tiles whose symbols gave those tokens (the
        #: majority's event points at them)
        self.sources: dict[str, list[tuple[Square, ...]]] = {}
        #: the turn that earned an extra turn (the next one is it), 0 when none did, and the
        #: kind of feature (road, city) whose growth earned it
        self.earned = 0
        self.grew = ""

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return frozenset({GOODS}) if any(good_of(seg) for seg in tile.segments) else frozenset()

    def start(self, ctx: Context) -> None:
        self.goods = {kind: [0] * len(ctx.setup.players) for kind in KINDS}
        self.sources = {kind: [()] * len(ctx.setup.players) for kind in KINDS}

    # -- the double turn ------------------------------------------------------------------

    def after_place(self, ctx: Context, placed: PlacedTile) -> None:
        """The tile extends the road or city of the player's builder: one more turn, unless
        this is the extra turn (never a third in a row)."""
        if self.earned and ctx.turn == self.earned + 1:
            return
        player, board = ctx.current_player, ctx.board
        roots = {
            board.find(placed.first_segment + local)
            for local, seg in enumerate(placed.tile.segments)
            if seg.kind in STANDS_ON[BUILDER]
        }
        grown = [
            board.feature(f.segment).kind
            for f in ctx.figures.values()
            if f.kind == BUILDER and f.player == player and board.find(f.segment) in roots
        ]
        if grown:
            ctx.journal.set_field(self, "earned", ctx.turn)
            ctx.journal.set_field(self, "grew", grown[0])

    def plays_again(self, view: View) -> bool:
        return self.earned == view.turn and view.bag_total > 0

    def extra_turn(self, view: View) -> str | None:
        """The kind of feature (road, city) whose builder earned the turn being played, when
        it is an extra turn (for the views: "her builder's road grew")."""
        return self.grew if self.earned and view.turn == self.earned + 1 else None

    def after_figure_left(self, ctx: Context, figure: Figure) -> None:
        """The builder goes home when its owner's last follower leaves its feature (row 27)."""
        if not figure.follower:
            return
        board = ctx.board
        for builder in [f for f in ctx.figures.values() if f.kind == BUILDER and f.player == figure.player]:
            feature = board.feature(builder.segment)
            if not any(f.follower and f.player == figure.player for f in feature.figures):
                ctx.return_figure(builder)
                ctx.note("builder-home", feature.kind, {builder.square}, player=builder.player)

    # -- goods ----------------------------------------------------------------------------

    def after_scoring(self, ctx: Context, placed: PlacedTile) -> None:
        """Every city the tile completed gives its goods to the current player."""
        board, player = ctx.board, ctx.current_player
        roots = {
            board.find(placed.first_segment + local)
            for local, seg in enumerate(placed.tile.segments)
            if seg.kind == CITY
        }
        for root in sorted(roots):
            feature = board.features[root]
            if not board.is_completed(feature):
                continue
            found = goods_at(board, feature)
            for kind, squares in ((kind, found[kind]) for kind in KINDS if kind in found):
                tokens, where = self.goods[kind], self.sources[kind]
                ctx.journal.set_at(tokens, player, tokens[player] + len(squares))
                ctx.journal.set_at(where, player, where[player] + tuple(squares))
                ctx.note(GOODS, f"{kind}:{len(squares)}", feature.squares, player=player)

    def leaders(self, kind: str) -> tuple[int, ...]:
        """The players with the most tokens of ``kind`` (each tied one too; none while no one
        has any): who would score its 10 points at the end (the tally shows them)."""
        tokens = self.goods[kind]
        most = max(tokens)
        return tuple(player for player, count in enumerate(tokens) if most and count == most)

    def final_scoring(self, ctx: Context, turn: int) -> None:
        """The most tokens of each kind score 10, each tied player too; none scores nothing."""
        for kind in KINDS:
            for player in self.leaders(kind):
                items = (Item(kind, self.goods[kind][player], MAJORITY_POINTS),)
                squares = self.sources[kind][player]  # where the player's tokens came from
                ctx.award(player, MAJORITY_POINTS, GOODS, items, squares, final_turn=turn)

    # -- the pig --------------------------------------------------------------------------

    def player_value(self, view: View, feature: Feature, player: int, final: bool, value: Value) -> Value:
        """A field its owner's pig stands on: 4 per completed city instead of 3."""
        if feature.kind != FIELD or not any(f.kind == PIG and f.player == player for f in feature.figures):
            return value
        points, items = value
        changed = []
        for item in items:
            if item.what == "cities" and item.count:
                points += item.count * PIG_PER_CITY - item.points
                item = Item(item.what, item.count, item.count * PIG_PER_CITY, item.types)
            changed.append(item)
        return points, (*changed, Item(PIG, 1, 0))

    # -- deploying the builder and the pig ------------------------------------------------

    def options(self, view: View) -> list[Action]:
        """The builder and the pig on every feature of the tile just placed that they may
        stand on: one holding a follower of the player's."""
        placed = view.last_placed
        if view.phase != FOLLOWER or placed is None:
            return []
        left = view.figures_left(view.current_player)
        names = placed.orientation.names
        found: list[Action] = []
        for kind in (BUILDER, PIG):
            if not left.get(kind):
                continue
            for local, seg in enumerate(placed.tile.segments):
                if seg.kind in STANDS_ON[kind] and _holds_follower(
                    view.board.feature(placed.first_segment + local), view.current_player
                ):
                    found.append(Deploy(names[local], kind))
        return found

    def apply(self, ctx: Context, action: Action) -> bool:
        if not (isinstance(action, Deploy) and action.figure in STANDS_ON):
            return False
        kind, placed = action.figure, ctx.last_placed
        if ctx.phase == FOLLOWER and placed is not None:
            segment = placed.segment_at(action.location)
            if segment is None:
                raise IllegalAction(
                    f"the {kind} stands only on a feature of the tile just placed, not on {action.location}",
                    "figure-off-tile",
                    figure=kind,
                    location=action.location,
                )
            feature = ctx.board.feature(segment)
            if feature.kind not in STANDS_ON[kind]:
                where = "a road or city" if kind == BUILDER else "a field"
                raise IllegalAction(
                    f"the {kind} stands on {where}, not on a {feature.kind}",
                    "figure-not-there",
                    figure=kind,
                    feature=feature.kind,
                )
            if not _holds_follower(feature, ctx.current_player):
                raise IllegalAction(
                    f"the {kind} stands only where its owner already has a follower",
                    "figure-without-follower",
                    figure=kind,
                )
        ctx.deploy(action.location, kind)  # the core's checks: the step, the supply
        ctx.end_turn()
        return True

    def player_summary(self, view: View, player: int) -> dict[str, object]:
        return {GOODS: {kind: self.goods[kind][player] for kind in KINDS}}

    def outlook(self, view: View, player: int, draws: int) -> list[tuple[str, float]]:
        """The goods' majorities as they stand: 10 for each good the player leads (a lead
        taken from another player shows as that player's loss in the coach's comparison)."""
        led = sum(player in self.leaders(kind) for kind in KINDS)
        return [(GOODS, float(led * MAJORITY_POINTS))] if led else []


def good_of(segment: SegmentDef) -> str | None:
    """The good a city segment shows (its file attribute ``goods``), if any."""
    good = segment.attribute(GOODS) if segment.kind == CITY else None
    return good if isinstance(good, str) else None


def goods_in(board: Board, feature: Feature) -> dict[str, int]:
    """The goods a city shows on its tiles, per kind (kinds it has none of left out)."""
    return {kind: len(squares) for kind, squares in goods_at(board, feature).items()}


def goods_at(board: Board, feature: Feature) -> dict[str, list[Square]]:
    """Where a city shows its goods, per kind: the square of each tile's symbol (kinds it has
    none of left out)."""
    found: dict[str, list[Square]] = {}
    cells = board.cells
    for origin, local in sorted(board.parts(feature)):
        good = good_of(cells[origin].tile.segments[local])
        if good is not None:
            found.setdefault(good, []).append(origin)
    return found


def _holds_follower(feature: Feature, player: int) -> bool:
    """Whether ``player`` has a follower (normal or big) on ``feature``."""
    return any(f.follower and f.player == player for f in feature.figures)
