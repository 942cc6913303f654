"""The Festival: after placing a festival tile, instead of deploying, a player may take one of
their own figures back from anywhere, before that turn's scoring, for no points
(``shared/rules/festival.md``, decisions.md row 13)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.rules.hooks import role as figure_role
from carc_assist.table.actions import Action, ActionError, board_place, reads
from carc_assist.table.phases import FOLLOWER, IllegalAction

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.tiles import TileDef


#: the tile attribute of the festival symbol, in tile-set files
FESTIVAL = "festival"


@dataclass(slots=True, unsafe_hash=True)
class TakeBack(Action):
    """Festival: take one's own figure back. ``where`` is ``(x, y, location)`` on the board,
    or a name such as ``crown:tax:0`` for a figure off the board."""

    where: tuple[int, int, str] | str

    def notation(self) -> str:
        where = self.where if isinstance(self.where, str) else "{},{} {}".format(*self.where)
        return f"take-back {where}"

    def to_record(self) -> dict[str, object]:
        return {"take-back": self.where if isinstance(self.where, str) else list(self.where)}

    def figure_taken(self) -> tuple[int, int, str] | None:
        return None if isinstance(self.where, str) else self.where

    def place_taken(self) -> str | None:
        return self.where if isinstance(self.where, str) else None


@reads("take-back")
def _take_back(raw: dict[str, Any]) -> Action:
    value = raw["take-back"]
    if isinstance(value, str) and value:
        return TakeBack(value)
    place = board_place(value)
    if place is None:
        raise ActionError('\'take-back\' needs [x, y, "LOCATION"] or a name such as "crown:tax:0"')
    return TakeBack(place)


class Festival(Expansion):
    ORDER = 2
    MARKS = frozenset({"festival"})
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {FESTIVAL: (bool, False)}
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "take-back-not-now": (),
        "no-own-figure-off-board": ("place",),
        "no-figure-at": ("x", "y", "location"),
        "not-own-figure": (),
    }

    def options(self, view: View) -> list[Action]:
        if not _festival_step(view):
            return []
        player = view.current_player
        on_board: list[Action] = [
            TakeBack((f.square[0], f.square[1], f.location))
            for f in view.figures.values()
            if f.player == player
        ]
        return on_board + [TakeBack(place) for place, owner in view.off_board.items() if owner == player]

    def apply(self, ctx: Context, action: Action) -> bool:
        if not isinstance(action, TakeBack):
            return False
        if not _festival_step(ctx):
            raise IllegalAction(
                "a figure can be taken back only after placing a festival tile, instead of deploying",
                "take-back-not-now",
            )
        if isinstance(action.where, str):
            if ctx.off_board.get(action.where) != ctx.current_player:
                raise IllegalAction(
                    f"no figure of the player's is at {action.where}",
                    "no-own-figure-off-board",
                    place=action.where,
                )
            ctx.return_off_board(action.where)
            ctx.note("take-back", "crown")
            ctx.end_turn()
            return True
        figure = ctx.figure_at(action.where)
        if figure is None:
            x, y, location = action.where
            raise IllegalAction(
                f"there is no figure at {x},{y} {location}", "no-figure-at", x=x, y=y, location=location
            )
        if figure.player != ctx.current_player:
            raise IllegalAction("only one's own figure can be taken back", "not-own-figure")
        # a figure that is no follower is named by its kind (a builder, a pig)
        role = figure_role(ctx.board.feature(figure.segment).kind) if figure.follower else figure.kind
        ctx.note("take-back", role, {figure.square})  # before what its leaving brings (a builder home)
        ctx.return_figure(figure)
        ctx.end_turn()
        return True

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if shows_festival(tile) else frozenset()


def shows_festival(tile: TileDef) -> bool:
    """Whether the tile shows the festival symbol (its file attribute ``festival``)."""
    return tile.attribute(FESTIVAL) is True


def _festival_step(view: View) -> bool:
    placed = view.last_placed
    return view.phase == FOLLOWER and placed is not None and shows_festival(placed.tile)
