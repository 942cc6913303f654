"""The Wind Roses (Hans im Glück): a quarter rose placed in the section of the table its mark
names scores 3 at once; the blue rose, once placed, becomes the rose the sections are measured
around, turned with its printed north (``shared/rules/wind-roses.md``, decisions.md 6-8)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Literal

from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.table.events import Item
from carc_assist.table.geometry import Square

if TYPE_CHECKING:
    from carc_assist.rules.hooks import Context, View
    from carc_assist.table.board import PlacedTile
    from carc_assist.table.tiles import TileDef

POINTS = 3
FULL = "full"
#: the tile attribute of a rose, in tile-set files
WIND_ROSE = "wind_rose"


def rose_mark(tile: TileDef) -> str | None:
    """What rose a tile shows: ``full`` for a whole rose, the section (``NE`` …) a quarter
    rose names, None without a rose."""
    mark = tile.attribute(WIND_ROSE)
    return mark if isinstance(mark, str) else None


class WindRoses(Expansion):
    ORDER = 3
    MARKS = frozenset({"wind-rose"})
    #: a whole rose (``full``), or the section a quarter rose names
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {
        WIND_ROSE: (Literal["NE", "SE", "SW", "NW", "full"] | None, None)
    }

    #: the orange rose is drawn right after another expansion's stack (the river's: row 35)
    STACK_ORDER = 1

    def __init__(self) -> None:
        #: the full roses placed, (square, rotation); the last one is the reference
        self.roses: list[tuple[Square, int]] = []
        #: the rose that starts the rose's set but did not start the board (another
        #: expansion's tile did: the river's spring), drawn first once that one's stack is
        #: drawn (decisions.md row 35); None when it started the board or stays out
        self.drawn_first: str | None = None

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if rose_mark(tile) is not None else frozenset()

    @property
    def reference(self) -> tuple[Square, int] | None:
        """The rose the sections are measured around, (square, rotation): the last full rose
        placed (for the board's view), None before any."""
        return self.roses[-1] if self.roses else None

    def start(self, ctx: Context) -> None:
        for placed in ctx.board.placed:
            if rose_mark(placed.tile) == FULL:
                self.roses.append((placed.origin, placed.rotation))
        (first,) = ctx.board.placed
        if self.roses or not first.tile.marks:
            return  # a rose, or a plain start tile the players chose, started the board
        # another expansion's tile started it (the spring): the full rose that stayed out as
        # its set's start tile goes into the bag, to be drawn first after that one's stack
        for tile_id, count in ctx.box.items():
            if rose_mark(ctx.tile(tile_id)) == FULL and ctx.bag.counts.get(tile_id, 0) < count:
                self.drawn_first = tile_id
                ctx.put_back_in_bag(tile_id)
                return

    def draw_pool(self, view: View) -> Mapping[str, int] | None:
        first = self.drawn_first
        left = 0 if first is None else view.bag.counts.get(first, 0)
        return None if first is None or not left else {first: left}

    def after_place(self, ctx: Context, placed: PlacedTile) -> None:
        mark, rose = rose_mark(placed.tile), self.reference
        if mark == FULL:
            ctx.journal.append(self.roses, (placed.origin, placed.rotation))
            ctx.note("rose-takeover", placed.tile.id, {placed.origin})  # the sections move
        elif mark is not None and rose is not None and mark in sections(rose, placed.origin):
            ctx.award(
                ctx.current_player, POINTS, "wind-rose", (Item("wind-rose", 1, POINTS),), {placed.origin}
            )


def sections(rose: tuple[Square, int], square: Square) -> set[str]:
    """The sections (NE, SE, SW, NW of the rose's own compass) that ``square`` lies in; a
    square in the rose's row or column lies in both neighbouring sections."""
    (rx, ry), rotation = rose
    dx, dy = square[0] - rx, square[1] - ry
    for _ in range(rotation):  # turn the offset back into the rose's own frame
        dx, dy = dy, -dx
    found = set()
    if dy <= 0 and dx >= 0:
        found.add("NE")
    if dy >= 0 and dx >= 0:
        found.add("SE")
    if dy >= 0 and dx <= 0:
        found.add("SW")
    if dy <= 0 and dx <= 0:
        found.add("NW")
    return found
