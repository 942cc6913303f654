"""The Orrery: a toy expansion, with a kind of feature, a figure and an action of its own, and
nothing in the core that names it.

- The orrery stands in the middle of its tile (spot ``O``), is complete when the eight
  squares around its tile hold tiles (as a cloister), and scores 1 per tile on and around it.
- Each player has one astronomer, beside the followers, that stands only on an orrery; no
  other figure does.
- Stargazing: in the follower step, instead of deploying, a player whose astronomer stands on
  an orrery scores 2 there, and the astronomer stays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from carc_assist.rules.hooks import Expansion, FeatureKind
from carc_assist.rules.scoring import surrounded_value
from carc_assist.table.actions import Action, ActionError, Deploy, board_place, reads
from carc_assist.table.events import Item
from carc_assist.table.figures import FigureKind
from carc_assist.table.phases import FOLLOWER, IllegalAction

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.tiles import TileDef

ORRERY = "orrery"
ASTRONOMER = "astronomer"
STARGAZING = 2


@dataclass(slots=True, unsafe_hash=True)
class Stargaze(Action):
    where: tuple[int, int, str]

    def notation(self) -> str:
        return "stargaze {},{} {}".format(*self.where)

    def to_record(self) -> dict[str, object]:
        return {"stargaze": list(self.where)}


@reads("stargaze")
def _stargaze(raw: dict[str, Any]) -> Action:
    place = board_place(raw["stargaze"])
    if place is None:
        raise ActionError("'stargaze' needs [x, y, \"LOCATION\"]")
    return Stargaze(place)


class Orrery(Expansion):
    ORDER = 1000
    MARKS = frozenset({ORRERY})
    FEATURE_KINDS = (
        FeatureKind(
            ORRERY, "O", ASTRONOMER, value=surrounded_value, figures=frozenset({ASTRONOMER}), surrounded=True
        ),
    )
    FIGURE_KINDS = (FigureKind(ASTRONOMER, 1, own=1, stands_on=frozenset({ORRERY})),)
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {"no-astronomer-there": ("x", "y")}

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if any(segment.kind == ORRERY for segment in tile.segments) else frozenset()

    def options(self, view: View) -> list[Action]:
        placed, player = view.last_placed, view.current_player
        if view.phase != FOLLOWER or placed is None:
            return []
        found: list[Action] = []
        if view.figures_left(player).get(ASTRONOMER):
            found += [Deploy("O", ASTRONOMER)] if "O" in placed.orientation.names else []
        found += [
            Stargaze((f.square[0], f.square[1], f.location))
            for f in view.figures.values()
            if f.kind == ASTRONOMER and f.player == player
        ]
        return found

    def apply(self, ctx: Context, action: Action) -> bool:
        if isinstance(action, Deploy) and action.figure == ASTRONOMER:
            ctx.deploy(action.location, ASTRONOMER)
            ctx.end_turn()
            return True
        if not isinstance(action, Stargaze):
            return False
        figure = ctx.figure_at(action.where)
        mine = figure is not None and figure.kind == ASTRONOMER and figure.player == ctx.current_player
        if ctx.phase != FOLLOWER or figure is None or not mine:
            x, y, _ = action.where
            raise IllegalAction(
                f"no astronomer of the player's stands at {x},{y}", "no-astronomer-there", x=x, y=y
            )
        ctx.award(figure.player, STARGAZING, ORRERY, (Item("stargazing", 1, STARGAZING),), {figure.square})
        ctx.end_turn()
        return True
