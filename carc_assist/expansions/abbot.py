"""The Abbot (the new-edition base box, 2014 and later; ``shared/rules/river-abbot.md``,
decisions.md rows 38-44): each player's abbot, a figure of its own beside the followers,
stands on a cloister or a garden of the tile just placed; a garden is a spot of its own in
a field, scored as a cloister is; instead of deploying anything a player may recall their
abbot, which scores at once as at the end of the game.

The garden is a kind of feature (``FeatureKind``) that the core completes as it does a
cloister (``surrounded``) and that takes only the abbot (``figures``); the abbot is a
figure kind that stands only on those two (``FigureKind.stands_on``). So the core's checks
keep every other figure off a garden and the abbot off everything else, with or without
this module in play (a table with garden tiles and no abbots: row 38).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from carc_assist.rules.hooks import Attribute, Expansion, FeatureKind
from carc_assist.rules.options import Option
from carc_assist.rules.scoring import surrounded_value
from carc_assist.table.actions import Action, ActionError, Deploy, board_place, reads
from carc_assist.table.events import Item
from carc_assist.table.figures import FigureKind
from carc_assist.table.phases import FOLLOWER, IllegalAction
from carc_assist.table.tiles import CLOISTER

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.rules.setup import Setup
    from carc_assist.table.figures import Figure
    from carc_assist.table.tiles import TileDef

#: the figure kind, and the set that brings it (``SETS``)
ABBOT = "abbot"
#: the kind of feature, as tile-set files write it
GARDEN = "garden"
#: where a figure on a garden stands (as ``C`` on a cloister)
GARDEN_LOCATION = "G"
#: the tile attribute of a garden tile: the plain tile one of which it replaces in the box
GARDEN_OF = "garden_of"
#: the option: the table's tiles show gardens (decisions.md row 38)
GARDENS = "gardens"
#: the item of a recall's event that says so
RECALLED = "abbot recalled"


@dataclass(slots=True, unsafe_hash=True)
class Recall(Action):
    """The player takes their abbot back from the cloister (``C``) or garden (``G``) at
    ``where``, ``(x, y, location)``, instead of deploying anything; it scores now."""

    where: tuple[int, int, str]

    def notation(self) -> str:
        return "recall {},{} {}".format(*self.where)

    def to_record(self) -> dict[str, object]:
        return {"recall": list(self.where)}

    def figure_taken(self) -> tuple[int, int, str] | None:
        return self.where


@reads("recall")
def _recall(raw: dict[str, Any]) -> Action:
    place = board_place(raw["recall"])
    if place is None:
        raise ActionError("'recall' needs [x, y, \"LOCATION\"]")
    return Recall(place)


class Abbot(Expansion):
    ORDER = 9
    SETS = frozenset({ABBOT})
    FIGURE_KINDS = (FigureKind(ABBOT, 1, own=1, stands_on=frozenset({CLOISTER, GARDEN})),)
    FEATURE_KINDS = (
        FeatureKind(
            GARDEN,
            GARDEN_LOCATION,
            ABBOT,
            value=surrounded_value,
            figures=frozenset({ABBOT}),
            surrounded=True,
        ),
    )
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {GARDEN_OF: (str | None, None)}
    OPTIONS = (Option(GARDENS, False, default_with=lambda sets: ABBOT in sets),)
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "abbot-off-tile": ("location",),
        "recall-not-now": (),
        "no-own-abbot": ("x", "y", "location"),
        "recall-completed": ("feature",),
    }

    @classmethod
    def box(cls, setup: Setup, tiles: Mapping[str, TileDef], box: dict[str, int]) -> dict[str, int]:
        """With the option ``gardens``, each garden tile of the chosen sets (a tile with no
        copies of its own in its set: ``GARDEN_OF``) replaces one of its plain tile, right
        after it in the box's order (row 38): the box keeps its number of tiles."""
        if not setup.option(GARDENS):
            return box
        gardens: dict[str, str] = {}
        for tile in tiles.values():
            plain = cls.variant_of(tile)
            if plain is not None and tile.set_name in setup.sets and box.get(plain, 0) > 0:
                gardens[plain] = tile.id
        changed: dict[str, int] = {}
        for tile_id, count in box.items():
            garden = gardens.get(tile_id)
            changed[tile_id] = count - (garden is not None)
            if garden is not None:
                changed[garden] = changed.get(garden, 0) + 1
        return changed

    @classmethod
    def variant_of(cls, tile: TileDef) -> str | None:
        plain = tile.attribute(GARDEN_OF)
        return plain if isinstance(plain, str) else None

    def options(self, view: View) -> list[Action]:
        """The abbot on the free cloister or garden of the tile just placed; a recall of the
        player's abbot from where it stands, unless this placement completed that place."""
        placed = view.last_placed
        if view.phase != FOLLOWER or placed is None:
            return []
        player, board = view.current_player, view.board
        found: list[Action] = []
        if view.figures_left(player).get(ABBOT):
            occupied = board.occupied()
            names = placed.orientation.names
            found += [
                Deploy(names[local], ABBOT)
                for local, seg in enumerate(placed.tile.segments)
                if seg.kind in (CLOISTER, GARDEN) and board.find(placed.first_segment + local) not in occupied
            ]
        abbot = self.abbot_of(view, player)
        if abbot is not None and not board.is_completed(board.feature(abbot.segment)):
            found.append(Recall((abbot.square[0], abbot.square[1], abbot.location)))
        return found

    def apply(self, ctx: Context, action: Action) -> bool:
        if isinstance(action, Deploy) and action.figure == ABBOT:
            placed = ctx.last_placed
            if ctx.phase == FOLLOWER and placed is not None and placed.segment_at(action.location) is None:
                raise IllegalAction(
                    "the abbot stands only on the cloister or garden of the tile just placed,"
                    f" not on {action.location}",
                    "abbot-off-tile",
                    location=action.location,
                )
            ctx.deploy(action.location, ABBOT)  # the core's checks: the step, the supply, the place
            ctx.end_turn()
            return True
        if isinstance(action, Recall):
            self._recall(ctx, action)
            return True
        return False

    def _recall(self, ctx: Context, action: Recall) -> None:
        if ctx.phase != FOLLOWER or ctx.last_placed is None:
            raise IllegalAction(
                "the abbot is recalled in the follower step, instead of deploying", "recall-not-now"
            )
        figure = ctx.figure_at(action.where)
        if figure is None or figure.kind != ABBOT or figure.player != ctx.current_player:
            x, y, location = action.where
            raise IllegalAction(
                f"no abbot of the player's stands at {x},{y} {location}",
                "no-own-abbot",
                x=x,
                y=y,
                location=location,
            )
        board = ctx.board
        feature = board.feature(figure.segment)
        if board.is_completed(feature):  # only this placement can have completed it (row 39)
            raise IllegalAction(
                f"the tile just placed completed this {feature.kind}: it scores as completed",
                "recall-completed",
                feature=feature.kind,
            )
        points, items = surrounded_value(board, feature, True)
        recalled = (Item(RECALLED, 1, 0, counts_only=True), *items)
        ctx.award(figure.player, points, feature.kind, recalled, feature.squares)
        ctx.return_figure(figure)
        ctx.end_turn()

    @staticmethod
    def abbot_of(view: View, player: int) -> Figure | None:
        """The player's abbot on the board, if it stands there."""
        return next((f for f in view.figures.values() if f.kind == ABBOT and f.player == player), None)

    def player_summary(self, view: View, player: int) -> dict[str, object]:
        abbot = self.abbot_of(view, player)
        where: object = "supply" if abbot is None else [abbot.square[0], abbot.square[1], abbot.location]
        return {ABBOT: where}
