"""The River (the new-edition base box, 2014 and later; ``shared/rules/river-abbot.md``,
decisions.md rows 35-37): the spring starts the board, the other river tiles are a stack of
their own drawn before the bag (the lake last), and each must carry the river on from its
open end without turning the same way as the curve placed right before it.

The river is a kind of feature that runs through edges (``FeatureKind.edge``): a river
edge matches only a river edge, it splits the fields on its banks as a road does, and no
figure ever stands on it. What this module keeps is the river's open end and the turns of
the last river tiles, changed through the journal so that undo covers them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from carc_assist.rules.hooks import Expansion, FeatureKind
from carc_assist.rules.options import Option
from carc_assist.rules.setup import SetupError
from carc_assist.table.geometry import SIDES, Square, neighbour, opposite
from carc_assist.table.phases import IllegalAction

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.board import PlacedTile
    from carc_assist.table.tiles import TileDef

#: the kind of feature, as tile-set files write it, and the mark of a tile that shows it
RIVER = "river"
#: the letter a river edge shows (a requirement's ``"-I--"``)
RIVER_EDGE = "I"
#: the option that forbids every curve turning the same way as the last curve (row 36)
STRICT_TURNS = "river-strict-turns"
#: a turn of the river seen along its flow: a right turn is a quarter turn clockwise
RIGHT, STRAIGHT, LEFT = 1, 0, -1
TURN_WORDS = {RIGHT: "right", LEFT: "left"}


class River(Expansion):
    ORDER = 8
    #: its stack is drawn before any other's (the orange rose's: row 35)
    STACK_ORDER = 0
    MARKS = frozenset({RIVER})
    FEATURE_KINDS = (FeatureKind(RIVER, "", "", figures=frozenset(), edge=RIVER_EDGE),)
    OPTIONS = (Option(STRICT_TURNS, False),)
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {
        "river-go-on": ("x", "y"),
        "river-u-turn": ("turn",),
        "river-closed": (),
    }

    def __init__(self) -> None:
        #: the square of the last river tile and the side the river leaves it by; None once
        #: the lake has closed it
        self.end: tuple[Square, int] | None = None
        #: the turn of the river tile placed last (``STRAIGHT`` for a straight stretch)
        self.last_turn = STRAIGHT
        #: the turn of the last curve placed, straights between or not (option ``STRICT_TURNS``)
        self.last_curve = STRAIGHT

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if river_sides(tile, 0) else frozenset()

    def start(self, ctx: Context) -> None:
        (spring,) = ctx.board.placed
        sides = river_sides(spring.tile, spring.rotation)
        if len(sides) != 1:
            raise SetupError("with The River the spring starts the board")
        self.end = (spring.origin, sides[0])

    def draw_pool(self, view: View) -> Mapping[str, int] | None:
        """The river tiles left, the lake (a river tile with one river edge) after the others;
        None once every river tile is drawn (at once once the lake has closed the river:
        asked at every draw, it then reads nothing)."""
        if self.end is None:
            return None
        left = {t: n for t, n in view.bag.counts.items() if river_sides(view.tile(t), 0)}
        if not left:
            return None
        going_on = {t: n for t, n in left.items() if len(river_sides(view.tile(t), 0)) != 1}
        return going_on or left

    def placement_refusal(self, view: View, tile: TileDef, at: Square, rotation: int) -> IllegalAction | None:
        sides = river_sides(tile, rotation)
        if not sides:
            return None
        if self.end is None:
            return IllegalAction("the river has reached its lake already", "river-closed")
        square, out = self.end
        if at != neighbour(square, out) or opposite(out) not in sides:
            x, y = neighbour(square, out)
            return IllegalAction(
                f"a river tile must carry the river on from its open end, at {x},{y}", "river-go-on", x=x, y=y
            )
        turn = self._turn(out, sides)
        before = self.last_curve if view.setup.option(STRICT_TURNS) else self.last_turn
        if turn != STRAIGHT and turn == before:
            word = TURN_WORDS[turn]
            return IllegalAction(
                f"the river would turn {word} twice in a row and turn back on itself",
                "river-u-turn",
                turn=word,
            )
        return None

    def after_place(self, ctx: Context, placed: PlacedTile) -> None:
        sides = river_sides(placed.tile, placed.rotation)
        if not sides or self.end is None:
            return
        _, flow = self.end
        turn = self._turn(flow, sides)
        leaving = [side for side in sides if side != opposite(flow)]
        journal = ctx.journal
        journal.set_field(self, "end", (placed.origin, leaving[0]) if leaving else None)
        journal.set_field(self, "last_turn", turn)
        if turn != STRAIGHT:
            journal.set_field(self, "last_curve", turn)

    @staticmethod
    def _turn(flow: int, sides: tuple[int, ...]) -> int:
        """How a river tile entered against a river flowing towards side ``flow`` turns it."""
        leaving = [side for side in sides if side != opposite(flow)]
        if not leaving or leaving[0] == flow:
            return STRAIGHT
        return RIGHT if leaving[0] == (flow + 1) % len(SIDES) else LEFT


def river_sides(tile: TileDef, rotation: int) -> tuple[int, ...]:
    """The sides (0 N, 1 E, 2 S, 3 W) a river crosses on ``tile`` turned by ``rotation``."""
    edges = tile.orientations[rotation].squares[0].edges
    return tuple(side for side, edge in enumerate(edges) if edge == RIVER_EDGE)
