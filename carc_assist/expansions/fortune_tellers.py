"""The Fortune Tellers: a follower on a tent is a fortune teller (at most 2 per player); with
k tellers a player may draw up to 1 + k tiles and keep one that fits, the others going back
into the bag; once a drawing (of several, or of one) fitted nowhere, the rest of that turn is
single draws; a tent whose four sides are filled pays 3 to the player who completed it and
sends its teller home (``shared/rules/fortune-tellers.md``, decisions.md rows 9-12, 19).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from carc_assist.rules.hooks import Expansion, FeatureKind
from carc_assist.rules.options import Option
from carc_assist.table.actions import Action, DiscardSeveral, DrawSeveral, read_tile_id, reads
from carc_assist.table.events import Item
from carc_assist.table.geometry import neighbour
from carc_assist.table.phases import DRAW, IllegalAction

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.board import Board, Feature, PlacedTile
    from carc_assist.table.events import Value
    from carc_assist.table.tiles import TileDef

CHOOSE_PHASE = "choose"
MAX_TELLERS = 2
TENT_POINTS = 3


def _tent_value(board: Board, feature: Feature, final: bool) -> Value | None:
    """A completed tent pays 3 (to the player who completed it: ``after_scoring``); an
    unfinished one scores nothing at the end."""
    return None if final else (TENT_POINTS, (Item("tent", 1, TENT_POINTS),))


#: the fortune teller's tent: in the middle of its tile, its spot named "T"
TENT = FeatureKind("tent", "T", "fortune-teller", _tent_value)


@dataclass(slots=True, unsafe_hash=True)
class Keep(Action):
    """Fortune tellers: the tile kept among those drawn; the others go back into the bag."""

    tile: str

    def notation(self) -> str:
        return f"keep {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"keep": self.tile}


@reads("keep")
def _keep(raw: dict[str, Any]) -> Action:
    return Keep(read_tile_id(raw["keep"]))


class FortuneTellers(Expansion):
    ORDER = 5
    MARKS = frozenset({"tent"})
    FEATURE_KINDS = (TENT,)
    OPTIONS = (Option("teller-return-unplaceable", False),)
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "most-tellers": ("most",),
        "draw-several-not-now": (),
        "draw-too-many": ("allowed", "drawn"),
        "not-drawn": ("tile",),
        "keep-fits-nowhere": ("tile",),
        "discard-all-or-keep": (),
        "keep-placeable": (),
    }

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if any(seg.kind == TENT.name for seg in tile.segments) else frozenset()

    def __init__(self) -> None:
        #: the tiles drawn together, waiting for the player's choice
        self.drawn: list[str] = []
        #: the turn in which drawn tiles fitted nowhere: single draws from then on
        self.failed_turn = 0

    def tellers(self, view: View, player: int) -> int:
        return sum(1 for f in view.figures.values() if f.player == player and _is_tent(view, f.segment))

    def may_draw(self, view: View) -> int:
        """How many tiles the player may draw now: 1 + their tellers (at most 2), at most the
        bag, and 1 once a drawing fitted nowhere this turn."""
        if self.failed_turn == view.turn:
            return 1
        extra = min(MAX_TELLERS, self.tellers(view, view.current_player))
        return max(1, min(1 + extra, view.bag_total))

    def after_discard(self, ctx: Context, tile: TileDef) -> None:
        """A tile drawn alone fitted nowhere: the rest of the turn is single draws, even if
        more were allowed (decisions.md row 19)."""
        self._single_draws_this_turn(ctx)

    def check_deploy(self, view: View, player: int, feature: Feature, kind: str) -> None:
        if feature.kind == TENT.name and self.tellers(view, player) >= MAX_TELLERS:
            raise IllegalAction(
                f"a player has at most {MAX_TELLERS} fortune tellers", "most-tellers", most=MAX_TELLERS
            )

    def after_scoring(self, ctx: Context, placed: PlacedTile) -> None:
        """Tents beside (or on) the placed tile whose four sides are now filled."""
        board = ctx.board
        for square in (placed.origin, *(neighbour(placed.origin, side) for side in range(4))):
            other = board.cells.get(square)
            if other is None or not all(neighbour(square, s) in board.cells for s in range(4)):
                continue
            for local, seg in enumerate(other.tile.segments):
                if seg.kind != TENT.name:
                    continue
                feature = board.feature(other.first_segment + local)
                value = TENT.value(board, feature, False)
                assert value is not None
                points, items = value
                for figure in feature.figures:
                    ctx.award(ctx.current_player, points, TENT.name, items, {square})
                    ctx.return_figure(figure)

    def options(self, view: View) -> list[Action]:
        if view.phase != CHOOSE_PHASE:
            return []
        fitting = [t for t in self.drawn if view.fits_somewhere(view.tile(t))]
        if fitting:
            return [Keep(t) for t in dict.fromkeys(fitting)]
        return [DiscardSeveral(tuple(self.drawn))]

    def apply(self, ctx: Context, action: Action) -> bool:
        if isinstance(action, DrawSeveral):
            self._draw_several(ctx, action)
        elif isinstance(action, Keep):
            self._keep(ctx, action)
        elif isinstance(action, DiscardSeveral):
            self._discard_all(ctx, action)
        else:
            return False
        return True

    def _draw_several(self, ctx: Context, action: DrawSeveral) -> None:
        if ctx.phase != DRAW:
            raise IllegalAction(
                "several tiles can be drawn only at the start of a turn", "draw-several-not-now"
            )
        allowed = self.may_draw(ctx)
        if len(action.tiles) > allowed:
            raise IllegalAction(
                f"the player may draw {allowed} tile(s) now, not {len(action.tiles)}",
                "draw-too-many",
                allowed=allowed,
                drawn=len(action.tiles),
            )
        for tile_id in action.tiles:
            ctx.take_from_bag(tile_id)
            ctx.journal.append(self.drawn, tile_id)
        ctx.set_phase(CHOOSE_PHASE)

    def _keep(self, ctx: Context, action: Keep) -> None:
        if ctx.phase != CHOOSE_PHASE or action.tile not in self.drawn:
            raise IllegalAction(f"{action.tile} is not among the tiles drawn", "not-drawn", tile=action.tile)
        if not ctx.fits_somewhere(ctx.tile(action.tile)):
            raise IllegalAction(
                f"{action.tile} fits nowhere: keep one that can be placed",
                "keep-fits-nowhere",
                tile=action.tile,
            )
        self._clear(ctx, back=self._others(action.tile))
        ctx.hold(action.tile)  # only the kept tile turns the wheel (decisions.md row 9)

    def _discard_all(self, ctx: Context, action: DiscardSeveral) -> None:
        if ctx.phase != CHOOSE_PHASE or sorted(action.tiles) != sorted(self.drawn):
            raise IllegalAction("discard all the tiles drawn, or keep one", "discard-all-or-keep")
        if any(ctx.fits_somewhere(ctx.tile(t)) for t in self.drawn):
            raise IllegalAction("one of the tiles drawn can be placed: keep it", "keep-placeable")
        drawn = list(self.drawn)
        self._single_draws_this_turn(ctx)
        ctx.set_phase(DRAW)
        if ctx.setup.option("teller-return-unplaceable"):
            self._clear(ctx, back=drawn)
        else:
            self._clear(ctx, back=[])
            ctx.remove_from_game(*drawn)

    def _single_draws_this_turn(self, ctx: Context) -> None:
        ctx.journal.set_field(self, "failed_turn", ctx.turn)

    def _others(self, kept: str) -> list[str]:
        others = list(self.drawn)
        others.remove(kept)
        return others

    def _clear(self, ctx: Context, back: list[str]) -> None:
        for tile_id in back:
            ctx.put_back_in_bag(tile_id)
        while self.drawn:
            ctx.journal.delete_at(self.drawn, len(self.drawn) - 1)


def _is_tent(view: View, segment: int) -> bool:
    return view.board.feature(segment).kind == TENT.name
