"""The legal placements of one tile, held the way the board finds them.

Open squares whose neighbours require the same edges accept the same rotations of a tile, and
a tile knows every requirement it can meet (at most 60, see ``TileDef.fit_table``). So the
board answers "where does this tile fit?" by asking once per requirement of that table: the
requirements some open square has (a few), each with those squares. Listing the placements
of a tile therefore costs the same on any board; ``Placements`` builds a ``Place`` only
when one is read (the number of placements doubles from a 70- to a 210-tile board).
It reads like a list: ``len``, indexing (so ``random.choice`` picks uniformly), ``in``,
iteration in a fixed order, and ``==`` against a list.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from typing import overload

from carc_assist.table.actions import Place
from carc_assist.table.geometry import ROTATION_DEGREES, Square
from carc_assist.table.tiles import TileDef

Group = tuple[tuple[Square, ...], tuple[int, ...]]
"""Squares, and the rotation indices (0–3) of the tile that fit every one of them."""


class Placements(Sequence[Place]):
    """Every legal placement of one tile: each requirement's squares times its rotations."""

    __slots__ = ("_ends", "_total", "groups", "tile_id")
    __hash__ = None  # type: ignore[assignment]  # compares equal to lists, like a list

    def __init__(self, tile: TileDef, groups: list[Group]) -> None:
        """``groups``: the requirements of ``tile.fit_table`` that some open square has, in
        the table's order, as (those squares, the rotations that meet it)."""
        self.tile_id = tile.id
        self.groups = groups
        #: placements up to and including each group, for indexing
        self._ends: list[int] = []
        total = 0
        for squares, rotations in groups:
            total += len(squares) * len(rotations)
            self._ends.append(total)
        #: how many placements: kept, as a caller picking one at random asks it twice
        self._total = total

    def __len__(self) -> int:
        return self._total

    @overload
    def __getitem__(self, index: int) -> Place: ...

    @overload
    def __getitem__(self, index: slice) -> list[Place]: ...

    def __getitem__(self, index: int | slice) -> Place | list[Place]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        size = self._total
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("placement index out of range")
        group = bisect_right(self._ends, index)
        squares, rotations = self.groups[group]
        square, rotation = divmod(index - (self._ends[group - 1] if group else 0), len(rotations))
        return Place(self.tile_id, squares[square], ROTATION_DEGREES[rotations[rotation]])

    def __iter__(self) -> Iterator[Place]:
        tile_id = self.tile_id
        for squares, rotations in self.groups:
            for square in squares:
                for rotation in rotations:
                    yield Place(tile_id, square, ROTATION_DEGREES[rotation])

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, Place) or item.tile != self.tile_id:
            return False
        if item.rotation not in ROTATION_DEGREES:
            return False
        rotation = ROTATION_DEGREES.index(item.rotation)
        return any(rotation in rotations and item.at in squares for squares, rotations in self.groups)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Placements | list | tuple):
            return list(self) == list(other)
        return NotImplemented

    def squares(self) -> set[Square]:
        """The squares where the tile fits in at least one rotation."""
        return {square for squares, _ in self.groups for square in squares}

    def __repr__(self) -> str:
        return f"Placements({self.tile_id!r}, {len(self)} placements in {len(self.groups)} groups)"
