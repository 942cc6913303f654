"""The board: placed tiles, the open squares and the features that grow across tiles.

Everything is kept incrementally so that the cost of a placement does not grow with the
board: open squares are indexed by what their neighbours require, and segments are joined
into features with a union-find (union by size, no path compression, so every change can be
rolled back by the journal).

Followers are kept in one place: ``Board.figures``, keyed by (square, location). A feature's
``figures`` are read from it (the few figures on the board whose segment lies in the feature),
so a join or a split of features never has figures to move, and nothing can fall out of step.
A feature has no figures of its own because a figure store per feature would have to be merged
and split with every join; the game's ``figures`` is this same mapping.

Memory stays linear in the board: a join never copies what the features hold. The segments of
a feature form a ring (``Links.next``); joining two rings swaps two pointers, and undoing the
join swaps them back. A feature's squares, tile count and bordering cities are read from its
ring when asked (at scoring, or by the app): a join costs the same whatever the features hold.

A feature's counts (open sides, pennants, segments) are kept in plain lists at its root, and
its ``Feature`` is built only when asked (``Board.features``): most features a placement makes
are joined at once, or never asked about, and building an object for each cost more than the
rest of the join.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import chain, repeat

from carc_assist.table.figures import NOT_FOLLOWERS, Figure
from carc_assist.table.geometry import FACING_HALF, SIDE_DELTA, SIDE_HALVES, Square, opposite
from carc_assist.table.journal import Journal
from carc_assist.table.open_squares import NO_REQUIREMENT, OpenSquares
from carc_assist.table.phases import IllegalAction
from carc_assist.table.tiles import (
    CITY,
    EDGE_LETTER,
    NO_NEIGHBOUR,
    ROAD,
    SURROUNDED,
    Orientation,
    OrientedSquare,
    Requirement,
    TileDef,
)

#: the eight squares around a square
AROUND = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
_SQUARE_AND_AROUND = ((0, 0), *AROUND)


# Features and placed tiles are values nobody changes once made, but not ``frozen``
# dataclasses: a frozen one costs three times as much to build (see ``actions``), and every
# placement makes several features.


class Links:
    """What the board keeps per segment to walk a feature: the union-find parent and the next
    segment of its ring, the board squares the segment lies on, its tile's first segment and
    the city segments it borders (a field's), its kind, the counts of its feature (read at a
    root), and the figures on the board. Shared by the board and its features (no reference
    back to the board: a game forms no reference cycle)."""

    __slots__ = (
        "cities_of",
        "figures",
        "first_of",
        "kind",
        "next",
        "open_sides",
        "parent",
        "pennants",
        "size",
        "squares_of",
    )

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.next: list[int] = []
        self.squares_of: list[tuple[Square, ...]] = []
        #: the first segment of each segment's tile (its segments are numbered from there)
        self.first_of: list[int] = []
        #: the city segments a field's segment borders, numbered on its tile (from ``first_of``)
        self.cities_of: list[tuple[int, ...]] = []
        #: each segment's kind, and at a root its feature's ``Feature`` counts (elsewhere
        #: the counts a segment's feature had when it was joined to another)
        self.kind: list[str] = []
        self.open_sides: list[int] = []
        self.pennants: list[int] = []
        self.size: list[int] = []
        #: the one store of the figures on the board, keyed by (square, location)
        self.figures: dict[tuple[Square, str], Figure] = {}

    def root(self, segment: int) -> int:
        """The union-find root of the feature ``segment`` belongs to (the board's ``find``)."""
        parent = self.parent
        while parent[segment] != segment:
            segment = parent[segment]
        return segment


@dataclass(slots=True, eq=False)
class Feature:
    """A connected feature, with its counts as they were when ``Board.features`` built it.

    ``open_sides`` counts the city/road sides still waiting for a neighbour: 0 = completed.
    ``size`` counts its segments, ``tiles`` the squares it lies on. ``cities``, ``segments`` and
    ``figures`` are read from the board as it is now, ``squares`` and ``tiles`` at the first
    asking: ask them of a feature the board holds, not of one kept from before a placement.
    """

    kind: str
    root: int
    open_sides: int
    pennants: int
    size: int
    links: Links = field(repr=False)
    _squares: frozenset[Square] | None = field(default=None, repr=False)  # (``squares``, once)

    def segments(self) -> list[int]:
        """Its segments, walking the ring from the root."""
        following, root = self.links.next, self.root
        ring = [root]
        segment = following[root]
        while segment != root:
            ring.append(segment)
            segment = following[segment]
        return ring

    @property
    def figures(self) -> tuple[Figure, ...]:
        """The figures standing on it, in the order they were deployed (by segment: a figure
        stands on the tile just placed, whose segments are the newest; the store's own order
        changes when an undo puts a figure back). Few figures stand on a board, so this costs
        less than a figure store per feature kept through joins."""
        root_of, root = self.links.root, self.root
        found = [figure for figure in self.links.figures.values() if root_of(figure.segment) == root]
        if len(found) > 1:
            found.sort(key=_segment_of)
        return tuple(found)

    @property
    def squares(self) -> frozenset[Square]:
        """The squares it lies on, worked out at the first asking: its segments stay the same
        while the board holds it (a join makes a new ``Feature``), and scoring asks several
        times (its order, its events, its tiles: the projection after every placement)."""
        squares = self._squares
        if squares is None:
            of_segment = self.links.squares_of.__getitem__
            squares = self._squares = frozenset(chain.from_iterable(map(of_segment, self.segments())))
        return squares

    @property
    def tiles(self) -> int:
        """How many squares it lies on, counted when asked (at scoring): kept up to date
        through every join, it would cost each join a walk to find the squares the two
        features share (a road looping back through a tile it crosses)."""
        return len(self.squares)

    @property
    def cities(self) -> tuple[int, ...]:
        """Segment ids of the cities a field borders (resolved to features when scored)."""
        first_of, cities_of = self.links.first_of, self.links.cities_of
        return tuple([first_of[segment] + c for segment in self.segments() for c in cities_of[segment]])


class Features(Mapping[int, Feature]):
    """The board's features by root, in the order of their roots. A ``Feature`` is built when
    asked and kept while its feature is unchanged: the same object is given for the same
    feature, a new one once it changes (a join), and the one it was again when the change is
    undone, as a look is, so that a feature can be told unchanged by identity (``Outlook``
    keeps what it worked out by feature, through the coach's many looks)."""

    __slots__ = ("_links", "built")

    def __init__(self, links: Links) -> None:
        self._links = links
        #: the ``Feature`` built for each root so far: the board forgets one when its feature
        #: changes, through the journal (``Board._union``), or at once when a placement or
        #: join that made it is undone (``built.pop(root, None)``, a plain dict's)
        self.built: dict[int, Feature] = {}

    def __getitem__(self, root: int) -> Feature:
        feature = self.built.get(root)
        if feature is None:
            links = self._links
            if not 0 <= root < len(links.parent) or links.parent[root] != root:
                raise KeyError(root)
            feature = Feature(
                links.kind[root], root, links.open_sides[root], links.pennants[root], links.size[root], links
            )
            self.built[root] = feature
        return feature

    def __iter__(self) -> Iterator[int]:
        return (segment for segment, parent in enumerate(self._links.parent) if segment == parent)

    def __len__(self) -> int:
        return sum(1 for _ in self)


@dataclass(slots=True, unsafe_hash=True)
class PlacedTile:
    tile: TileDef
    origin: Square
    rotation: int
    first_segment: int
    #: the board squares it covers, in the order of ``orientation.squares`` (worked out once:
    #: every action's ``Step`` reads them)
    squares: tuple[Square, ...] = field(compare=False, repr=False)
    #: the tile as turned (``tile.orientations[rotation]``): kept, not a property, as the
    #: follower step and every deploy read it
    orientation: Orientation = field(compare=False, repr=False)

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
        for index, osq in enumerate(self.orientation.squares):  # (zip's strict=True costs more)
            if square is None or square == self.squares[index]:
                local = osq.locations.get(location)
                if local is not None:
                    return self.first_segment + local
        return None


class IllegalPlacement(IllegalAction):
    """A placement the rules forbid; the message says why (and the key, as data)."""


class Board:
    def __init__(self, journal: Journal) -> None:
        # Undo entries point only at containers and plain functions, never back at the board
        # or the game: a game forms no reference cycle and is freed as soon as it is dropped.
        self._journal = journal
        self.cells: dict[Square, PlacedTile] = {}
        self.placed: list[PlacedTile] = []
        self.open_squares = OpenSquares()
        self._links = Links()
        self.features = Features(self._links)
        #: the figures on the board, keyed by (square, location): their one store, the links'
        #: (change it only through ``add_figure`` and ``remove_figure``, which journal)
        self.figures: dict[tuple[Square, str], Figure] = self._links.figures
        #: the squares on or around a tile that shows a cloister: most placements are near
        #: none, and one lookup says so without looking at the eight squares around
        self._near_cloister: dict[Square, bool] = {}
        self.parent = self._links.parent
        #: the union-find root of a segment's feature: the links' walk, bound once (the engine's
        #: most frequent call, so no method wraps it)
        self.find: Callable[[int], int] = self._links.root

    @property
    def open(self) -> dict[Square, Requirement]:
        """Each empty square beside the board, with what its neighbours require (read only)."""
        return self.open_squares.requirements

    # -- features -------------------------------------------------------------------------

    def feature(self, segment: int) -> Feature:
        return self.features[self.find(segment)]

    def segment_at(self, square: Square, location: str) -> int | None:
        """The segment that ``location`` names on the tile covering ``square``, if any."""
        placed = self.cells.get(square)
        return None if placed is None else placed.segment_at(location, square)

    def occupied(self) -> set[int]:
        """The roots of the features a follower stands on (a figure that is no follower, a
        pig, leaves its feature free: ``FigureKind.follower``)."""
        root, not_followers = self._links.root, NOT_FOLLOWERS
        return {root(f.segment) for f in self._links.figures.values() if f.kind not in not_followers}

    def _union(self, a: int, b: int, closes: int) -> None:
        """Join the features of segments ``a`` and ``b`` (the larger's root stays), whose
        meeting closes ``closes`` sides of them."""
        links, features = self._links, self.features
        ra, rb = self.find(a), self.find(b)
        open_sides = links.open_sides
        if ra == rb:
            # sides closed within one feature (a city met on two sides): it has been joined
            # to the new tile's segment in this placement, a join that forgot its ``Feature``
            # (and its undo, later, forgets it again): there is no ``Feature`` to forget here
            if closes:
                self._journal.set_at(open_sides, ra, open_sides[ra] - closes)
            return
        size, pennants = links.size, links.pennants
        if size[ra] < size[rb]:
            ra, rb = rb, ra
        size[ra] += size[rb]
        open_sides[ra] += open_sides[rb] - closes
        pennants[ra] += pennants[rb]
        following = links.next
        following[ra], following[rb] = following[rb], following[ra]
        links.parent[rb] = ra
        # the features built before the join are forgotten, and given back by its undo (which
        # first forgets those built since): a feature is the object it was once it is again
        built, journal = features.built, self._journal
        if ra in built:
            journal.delete(built, ra)
        if rb in built:
            journal.delete(built, rb)
        journal.on_undo3(_unjoin, features, rb, closes)

    # -- placement ------------------------------------------------------------------------

    def check_placement(self, tile: TileDef, origin: Square, rotation: int) -> None:
        """Raise IllegalPlacement with the reason unless the placement is legal.

        A single-square tile meets an open square's requirement in the rotations its
        ``fit_table`` gives for it (the table ``fitting`` lists placements from): one lookup
        says yes; the edges are compared one by one only to say why not, or for a tile of
        several squares (no table)."""
        if rotation >= len(tile.orientations):
            raise IllegalPlacement(
                f"{tile.id} covers several squares and cannot be turned", "cannot-turn", tile=tile.id
            )
        if rotation in tile.fit_table.get(self.open_squares.requirements.get(origin, ""), ()):
            return  # most checks (every placement listed as legal): the listing's own table says so
        orientation = tile.orientations[rotation]
        if not self.cells:
            return
        touches = False
        for osq, square in zip(orientation.squares, _covered(orientation, origin), strict=True):
            if square in self.cells:
                raise IllegalPlacement(
                    f"square {square[0]},{square[1]} already holds a tile",
                    "square-taken",
                    x=square[0],
                    y=square[1],
                )
            requirement = self.open.get(square)
            if requirement is None:
                continue
            for side in range(4):
                need, have = requirement[side], osq.edges[side]
                if need != NO_NEIGHBOUR and have is not None:
                    touches = True
                    if need != have:
                        raise IllegalPlacement(
                            f"the {_SIDE_WORD[side]} edge is {_edge_word(have)}, "
                            f"the neighbour's {_SIDE_WORD[opposite(side)]} edge is {_edge_word(need)}",
                            "edges-differ",
                            side=side,
                            have=have,
                            need=need,
                        )
        if not touches:
            raise IllegalPlacement(
                f"square {origin[0]},{origin[1]} touches no placed tile",
                "touches-nothing",
                x=origin[0],
                y=origin[1],
            )

    def fitting(self, tile: TileDef) -> list[tuple[tuple[Square, ...], tuple[int, ...]]]:
        """Where a single-square tile fits: the requirements of ``tile.fit_table`` (at most 60)
        that some open square has, in the table's order, as (those squares, the rotations of
        the tile that meet it).

        Open squares are kept grouped by what their neighbours require, so this asks the board
        once per requirement the tile can meet, a cost that does not grow with the board.
        """
        groups, fit = self.open_squares.groups, tile.fit_table
        # the table's requirements are filtered at C speed: most have no open square
        return [(groups[need], fit[need]) for need in filter(groups.__contains__, fit)]

    def fits_somewhere(self, tile: TileDef) -> bool:
        return any(map(self.open_squares.groups.__contains__, tile.fit_table))

    def place(self, tile: TileDef, origin: Square, rotation: int) -> PlacedTile:
        """Put a tile down (legality is checked by the caller) and join its features.

        New segments, cells and open squares are undone by two batched journal entries;
        only the joins of features are journaled one by one.
        """
        orientation = tile.orientations[rotation]
        first = len(self.parent)
        count = len(tile.segments)
        placed = PlacedTile(tile, origin, rotation, first, _covered(orientation, origin), orientation)
        self.placed.append(placed)
        self.parent.extend(range(first, first + count))
        links = self._links
        links.next.extend(range(first, first + count))
        links.first_of.extend(repeat(first, count))
        links.cities_of.extend(tile.segment_cities)
        links.kind.extend(tile.segment_kinds)
        links.open_sides.extend(orientation.open_sides)
        links.pennants.extend(tile.segment_pennants)
        links.size.extend(repeat(1, count))
        if len(orientation.squares) == 1:
            links.squares_of.extend(repeat((origin,), count))
        else:
            ox, oy = origin
            links.squares_of.extend(
                tuple((ox + dx, oy + dy) for dx, dy in offsets) for offsets in orientation.segment_offsets
            )
        self._journal.on_undo(
            _unplace, placed, count, self.placed, self.parent, links, self.features, self.cells
        )
        if tile.cloisters:
            for x, y in placed.squares:
                for dx, dy in _SQUARE_AND_AROUND:
                    self._journal.set(self._near_cloister, (x + dx, y + dy), True)
        cells, open_squares = self.cells, self.open_squares
        requirements = open_squares.requirements
        open_before: list[tuple[Square, Requirement | None]] = []
        own = placed.squares
        for square in own:
            cells[square] = placed
            open_before.append((square, open_squares.set(square, None)))
        for index, osq in enumerate(orientation.squares):  # (zip's strict=True parses a keyword)
            x, y = own[index]
            edges_here = osq.edges
            for side, dx, dy, facing in _SIDES_AROUND:
                beyond = (x + dx, y + dy)
                other = cells.get(beyond)
                if other is None:
                    edge = edges_here[side]
                    if edge is not None:  # the empty square beyond must show it this edge
                        edges = requirements.get(beyond, NO_REQUIREMENT)
                        required = edges[:facing] + edge + edges[facing + 1 :]
                        open_before.append((beyond, open_squares.set(beyond, required)))
                elif other is not placed:
                    self._connect(placed, osq, side, other, beyond)
        self._journal.on_undo3(_reopen, open_squares, open_before, None)
        return placed

    def _connect(
        self, placed: PlacedTile, osq: OrientedSquare, side: int, other: PlacedTile, beyond: Square
    ) -> None:
        """Join what meets across ``side``: the city or road on it, the fields on its halves."""
        squares = other.tile.orientations[other.rotation].squares
        # most tiles cover one square: their one oriented square, without a call
        other_square = squares[0] if len(squares) == 1 else other.square_at(beyond)
        mine, first, other_first = osq.side_segment[side], placed.first_segment, other.first_segment
        if mine is not None:
            theirs = other_square.side_segment[_FACING[side]]
            assert theirs is not None
            self._union(first + mine, other_first + theirs, 2)
            if osq.edges[side] == _CITY_EDGE:
                return  # a city fills both halves of its side: no field meets there
        half_segment, their_halves = osq.half_segment, other_square.half_segment
        joined = None
        for half in SIDE_HALVES[side]:
            a, b = half_segment[half], their_halves[FACING_HALF[half]]
            # a side's two halves are often the same field on both tiles: joined once
            if a is not None and b is not None and (a, b) != joined:
                self._union(first + a, other_first + b, 0)
                joined = a, b

    # -- questions ------------------------------------------------------------------------

    def neighbours_filled(self, square: Square) -> int:
        """How many of the eight squares around ``square`` hold a tile."""
        x, y = square
        cells = self.cells
        return sum((x + dx, y + dy) in cells for dx, dy in AROUND)

    def cloister_segments_near(self, square: Square) -> list[int]:
        """Cloister segments on ``square`` and the eight squares around it."""
        if square not in self._near_cloister:
            return []
        x, y = square
        cells = self.cells
        found: list[int] = []
        for dx, dy in _SQUARE_AND_AROUND:
            placed = cells.get((x + dx, y + dy))
            if placed is not None and placed.tile.cloisters:
                found.extend(placed.first_segment + local for local in placed.tile.cloisters)
        return found

    def parts(self, feature: Feature) -> frozenset[tuple[Square, int]]:
        """A feature's segments as (origin of the placed tile, segment index on that tile)."""
        cells, squares_of, first_of = self.cells, self._links.squares_of, self._links.first_of
        segments = feature.segments()
        return frozenset([(cells[squares_of[s][0]].origin, s - first_of[s]) for s in segments])

    def is_completed(self, feature: Feature) -> bool:
        """Whether a feature the board holds now is completed."""
        return self.completed(feature.root)

    def completed(self, root: int) -> bool:
        """Whether the feature of ``root`` is completed, asked without building its
        ``Feature`` (after every placement)."""
        links = self._links
        kind = links.kind[root]
        if kind in (CITY, ROAD):
            return links.open_sides[root] == 0
        if kind in SURROUNDED:
            (square,) = links.squares_of[root]  # a cloister (a garden) is one segment on one square
            return self.neighbours_filled(square) == 8
        return False

    # -- figures --------------------------------------------------------------------------

    def add_figure(self, figure: Figure) -> None:
        self._journal.set(self._links.figures, (figure.square, figure.location), figure)

    def remove_figure(self, figure: Figure) -> None:
        self._journal.delete(self._links.figures, (figure.square, figure.location))


def _covered(orientation: Orientation, origin: Square) -> tuple[Square, ...]:
    """The board squares a tile turned to ``orientation`` covers when placed at ``origin``."""
    if len(orientation.squares) == 1:  # most tiles: their one square is at offset (0, 0)
        return (origin,)
    x, y = origin
    return tuple([(x + osq.offset[0], y + osq.offset[1]) for osq in orientation.squares])


def _segment_of(figure: Figure) -> int:
    return figure.segment


def _unjoin(features: Features, rb: int, closes: int) -> None:
    """Undo of one join in ``Board._union``: split the ring, make ``rb`` a root again and take
    its counts off its former root's (``rb``'s are as the join found them: only a root's
    change, and every change made since is undone). The features built since the join are
    forgotten; those of before it are given back next (the join journaled them first)."""
    links = features._links
    following, parent = links.next, links.parent
    ra = parent[rb]
    following[ra], following[rb] = following[rb], following[ra]
    parent[rb] = rb
    links.size[ra] -= links.size[rb]
    links.open_sides[ra] -= links.open_sides[rb] - closes
    links.pennants[ra] -= links.pennants[rb]
    forget = features.built.pop
    forget(ra, None)
    forget(rb, None)


def _reopen(open_squares: OpenSquares, before: list[tuple[Square, Requirement | None]], _: None) -> None:
    """Undo of ``Board.place``'s changes to the open squares."""
    open_squares.restore(before)


def _unplace(
    placed: PlacedTile,
    count: int,
    tiles: list[PlacedTile],
    parent: list[int],
    links: Links,
    features: Features,
    cells: dict[Square, PlacedTile],
) -> None:
    """Undo of ``Board.place``'s new segments and cells (the joins are undone before)."""
    first = placed.first_segment
    del parent[first:]
    for per_segment in (
        links.next,
        links.first_of,
        links.squares_of,
        links.cities_of,
        links.kind,
        links.open_sides,
        links.pennants,
        links.size,
    ):
        del per_segment[first:]
    tiles.pop()
    forget = features.built.pop
    for segment in range(first, first + count):
        forget(segment, None)
    for square in placed.squares:
        del cells[square]


#: the side each side faces (``opposite``), and a city's edge letter: read on every join
_FACING = tuple(map(opposite, range(4)))
#: each side with its step to the square beyond and the side that faces it there (read for
#: every placement, in one flat tuple: no enumerate made, one unpacking)
_SIDES_AROUND = tuple((side, dx, dy, _FACING[side]) for side, (dx, dy) in enumerate(SIDE_DELTA))
_CITY_EDGE = EDGE_LETTER[CITY]

_SIDE_WORD = ("north", "east", "south", "west")


def _edge_word(letter: str) -> str:
    """What an edge letter shows, for a refusal's message (an expansion's kind by its name)."""
    kind = next(kind for kind, known in EDGE_LETTER.items() if known == letter)
    return f"a {kind}"
