"""The board: placed tiles, the open squares and the features that grow across tiles.

Everything is kept incrementally so that the cost of a placement does not grow with the
board: open squares are indexed by what their neighbours require, and segments are joined
into features with a union-find (union by size, no path compression, so every change can be
rolled back by the journal).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import repeat

from carc_assist.geometry import FACING_HALF, SIDE_DELTA, SIDE_HALVES, Square, opposite
from carc_assist.journal import Journal
from carc_assist.open_squares import OpenSquares
from carc_assist.tiles import (
    CITY,
    CLOISTER,
    EDGE_LETTER,
    NO_NEIGHBOUR,
    ROAD,
    Orientation,
    OrientedSquare,
    Requirement,
    TileDef,
)

#: the eight squares around a square
AROUND = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
_SQUARE_AND_AROUND = ((0, 0), *AROUND)


# Figures, features and placed tiles are values nobody changes once made, but not ``frozen``
# dataclasses: a frozen one costs three times as much to build (see ``actions``), and every
# placement makes several features.


@dataclass(slots=True, unsafe_hash=True)
class Figure:
    """A follower on the board: its owner and the segment it stands on."""

    player: int
    square: Square
    location: str
    segment: int


@dataclass(slots=True, unsafe_hash=True)
class Feature:
    """A connected feature (the value held at a union-find root).

    ``open_sides`` counts the city/road sides still waiting for a neighbour: 0 = completed.
    ``cities`` are segment ids of the cities a field borders (resolved to features when scored).
    """

    kind: str
    squares: frozenset[Square]
    open_sides: int
    pennants: int
    figures: tuple[Figure, ...]
    cities: tuple[int, ...]
    size: int

    @property
    def tiles(self) -> int:
        return len(self.squares)

    def with_open_sides(self, open_sides: int) -> Feature:
        return Feature(
            self.kind, self.squares, open_sides, self.pennants, self.figures, self.cities, self.size
        )

    def with_figures(self, figures: tuple[Figure, ...]) -> Feature:
        return Feature(
            self.kind, self.squares, self.open_sides, self.pennants, figures, self.cities, self.size
        )


@dataclass(slots=True, unsafe_hash=True)
class PlacedTile:
    tile: TileDef
    origin: Square
    rotation: int
    first_segment: int

    @property
    def orientation(self) -> Orientation:
        return self.tile.orientations[self.rotation]

    def square_at(self, square: Square) -> OrientedSquare:
        """What this tile shows on one of its board squares."""
        squares = self.tile.orientations[self.rotation].squares
        if len(squares) == 1:
            return squares[0]
        offset = (square[0] - self.origin[0], square[1] - self.origin[1])
        for osq in squares:
            if osq.offset == offset:
                return osq
        raise KeyError(square)

    def segment_at(self, location: str, square: Square | None = None) -> int | None:
        """The segment id named by ``location`` on this tile (or on one of its squares)."""
        for osq in self.orientation.squares:
            here = (self.origin[0] + osq.offset[0], self.origin[1] + osq.offset[1])
            if square is None or square == here:
                local = osq.locations.get(location)
                if local is not None:
                    return self.first_segment + local
        return None


class IllegalPlacement(ValueError):
    """A placement the rules forbid; the message says why."""


class Board:
    def __init__(self, journal: Journal) -> None:
        # Undo entries point only at containers and plain functions, never back at the board
        # or the game: a game forms no reference cycle and is freed as soon as it is dropped.
        self._journal = journal
        self.cells: dict[Square, PlacedTile] = {}
        self.placed: list[PlacedTile] = []
        self.open_squares = OpenSquares()
        self.parent: list[int] = []
        self.features: dict[int, Feature] = {}

    @property
    def open(self) -> dict[Square, Requirement]:
        """Each empty square beside the board, with what its neighbours require (read only)."""
        return self.open_squares.requirements

    # -- features -------------------------------------------------------------------------

    def find(self, segment: int) -> int:
        parent = self.parent
        while parent[segment] != segment:
            segment = parent[segment]
        return segment

    def feature(self, segment: int) -> Feature:
        return self.features[self.find(segment)]

    def _union(self, a: int, b: int, closes: int) -> None:
        journal, features = self._journal, self.features
        ra, rb = self.find(a), self.find(b)
        fa = features[ra]
        if ra == rb:
            if closes:
                journal.set(features, ra, fa.with_open_sides(fa.open_sides - closes))
            return
        fb = features[rb]
        if fa.size < fb.size:
            ra, rb, fa, fb = rb, ra, fb, fa
        merged = Feature(
            fa.kind,
            fa.squares | fb.squares,
            fa.open_sides + fb.open_sides - closes,
            fa.pennants + fb.pennants,
            fa.figures + fb.figures,
            fa.cities + fb.cities,
            fa.size + fb.size,
        )
        journal.set_at(self.parent, rb, ra)
        journal.delete(features, rb)
        journal.set(features, ra, merged)

    # -- placement ------------------------------------------------------------------------

    def check_placement(self, tile: TileDef, origin: Square, rotation: int) -> None:
        """Raise IllegalPlacement with the reason unless the placement is legal."""
        if rotation >= len(tile.orientations):
            raise IllegalPlacement(f"{tile.id} covers several squares and cannot be turned")
        orientation = tile.orientations[rotation]
        if not self.cells:
            return
        touches = False
        for osq in orientation.squares:
            square = (origin[0] + osq.offset[0], origin[1] + osq.offset[1])
            if square in self.cells:
                raise IllegalPlacement(f"square {square[0]},{square[1]} already holds a tile")
            requirement = self.open.get(square)
            if requirement is None:
                continue
            for side in range(4):
                need, have = requirement[side], osq.edges[side]
                if need != NO_NEIGHBOUR and have is not None:
                    touches = True
                    if need != have:
                        raise IllegalPlacement(
                            f"the {_SIDE_WORD[side]} edge is {_EDGE_WORD[have]}, "
                            f"the neighbour's {_SIDE_WORD[opposite(side)]} edge is {_EDGE_WORD[need]}"
                        )
        if not touches:
            raise IllegalPlacement(f"square {origin[0]},{origin[1]} touches no placed tile")

    def fitting(self, tile: TileDef) -> list[tuple[Square, ...]]:
        """Where a single-square tile fits: for each requirement of ``tile.fit_table`` (at most
        60), the open squares that have it (often none).

        Open squares are kept grouped by what their neighbours require, so this asks the board
        once per requirement the tile can meet, a cost that does not grow with the board.
        """
        return list(map(self.open_squares.groups.get, tile.fit_table, repeat(())))

    def fits_somewhere(self, tile: TileDef) -> bool:
        groups = self.open_squares.groups
        return any(requirement in groups for requirement in tile.fit_table)

    def place(self, tile: TileDef, origin: Square, rotation: int) -> PlacedTile:
        """Put a tile down (legality is checked by the caller) and join its features.

        New segments, cells and open squares are undone by two batched journal entries;
        only the joins of features are journaled one by one.
        """
        orientation = tile.orientations[rotation]
        first = len(self.parent)
        count = len(tile.segments)
        placed = PlacedTile(tile, origin, rotation, first)
        self.placed.append(placed)
        self.parent.extend(range(first, first + count))
        squares_of = orientation.segment_squares(origin)
        features = self.features
        for local, seg in enumerate(tile.segments):
            features[first + local] = Feature(
                seg.kind,
                squares_of[local],
                orientation.open_sides[local],
                seg.pennants,
                (),
                tuple(first + c for c in seg.cities) if seg.cities else (),
                1,
            )
        self._journal.on_undo(_unplace, placed, count, self.placed, self.parent, self.features, self.cells)
        cells, open_squares = self.cells, self.open_squares
        open_before: list[tuple[Square, Requirement | None]] = []
        own = [(origin[0] + osq.offset[0], origin[1] + osq.offset[1]) for osq in orientation.squares]
        for square in own:
            cells[square] = placed
            open_before.append((square, open_squares.set(square, None)))
        for osq, (x, y) in zip(orientation.squares, own, strict=True):
            for side, (dx, dy) in enumerate(SIDE_DELTA):
                beyond = (x + dx, y + dy)
                other = cells.get(beyond)
                if other is placed:
                    continue
                if other is None:
                    edge = osq.edges[side]
                    if edge is not None:
                        open_before.append((beyond, open_squares.require(beyond, opposite(side), edge)))
                    continue
                self._connect(placed, osq, side, other, beyond)
        self._journal.on_undo(open_squares.restore, open_before)
        return placed

    def _connect(
        self, placed: PlacedTile, osq: OrientedSquare, side: int, other: PlacedTile, beyond: Square
    ) -> None:
        """Join what meets across ``side``: the city or road on it, the fields on its halves."""
        other_square = other.square_at(beyond)
        mine = osq.side_segment[side]
        if mine is not None:
            theirs = other_square.side_segment[opposite(side)]
            assert theirs is not None
            self._union(placed.first_segment + mine, other.first_segment + theirs, 2)
            if osq.edges[side] == EDGE_LETTER[CITY]:
                return  # a city fills both halves of its side: no field meets there
        half_segment = osq.half_segment
        for half in SIDE_HALVES[side]:
            a, b = half_segment[half], other_square.half_segment[FACING_HALF[half]]
            if a is not None and b is not None:
                self._union(placed.first_segment + a, other.first_segment + b, 0)

    # -- questions ------------------------------------------------------------------------

    def neighbours_filled(self, square: Square) -> int:
        """How many of the eight squares around ``square`` hold a tile."""
        x, y = square
        cells = self.cells
        return sum((x + dx, y + dy) in cells for dx, dy in AROUND)

    def cloister_segments_near(self, square: Square) -> list[int]:
        """Cloister segments on ``square`` and the eight squares around it."""
        x, y = square
        cells = self.cells
        found: list[int] = []
        for dx, dy in _SQUARE_AND_AROUND:
            placed = cells.get((x + dx, y + dy))
            if placed is not None and placed.tile.cloisters:
                found.extend(placed.first_segment + local for local in placed.tile.cloisters)
        return found

    def is_completed(self, feature: Feature) -> bool:
        if feature.kind in (CITY, ROAD):
            return feature.open_sides == 0
        if feature.kind == CLOISTER:
            (square,) = feature.squares
            return self.neighbours_filled(square) == 8
        return False

    # -- figures --------------------------------------------------------------------------

    def add_figure(self, figure: Figure) -> None:
        root = self.find(figure.segment)
        feature = self.features[root]
        self._journal.set(self.features, root, feature.with_figures((*feature.figures, figure)))

    def remove_figure(self, figure: Figure) -> None:
        root = self.find(figure.segment)
        feature = self.features[root]
        figures = tuple(f for f in feature.figures if f != figure)
        self._journal.set(self.features, root, feature.with_figures(figures))


def _unplace(
    placed: PlacedTile,
    count: int,
    tiles: list[PlacedTile],
    parent: list[int],
    features: dict[int, Feature],
    cells: dict[Square, PlacedTile],
) -> None:
    """Undo of ``Board.place``'s new segments and cells (the joins are undone before)."""
    first = placed.first_segment
    del parent[first:]
    tiles.pop()
    for segment in range(first, first + count):
        del features[segment]
    for osq in placed.orientation.squares:
        del cells[(placed.origin[0] + osq.offset[0], placed.origin[1] + osq.offset[1])]


_SIDE_WORD = ("north", "east", "south", "west")
_EDGE_WORD = {"C": "a city", "R": "a road", "F": "a field"}
