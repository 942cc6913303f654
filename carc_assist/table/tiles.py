"""Tile definitions as frozen engine objects, and their precomputed rotations.

The catalogue (pydantic, see ``catalogue.py``) validates files once and builds these; the
hot path (placement, features, scoring) only ever reads the precomputed ``Orientation``s.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from carc_assist.table.geometry import HALVES, SIDE_HALVES, SIDES, Square, rotate_half, rotate_side

CITY = "city"
ROAD = "road"
FIELD = "field"
CLOISTER = "cloister"
#: where a follower on a cloister stands
CLOISTER_LOCATION = "C"

#: Edge letters as the board matches them: the core's, and those of the expansions' kinds of
#: feature that run through edges (``declare_edge``: the river's "I")
EDGE_LETTER = {CITY: "C", ROAD: "R", FIELD: "F"}
#: the kinds of feature that run through edges as a road does, without being one: their
#: sides are matched by their own letter and split the fields on either side
EDGE_KINDS: set[str] = set()
#: the kinds of feature complete when the eight squares around their tile hold tiles: the
#: cloister, and an expansion's kind that declares so (a garden); read it, never change it
#: but through ``hooks``
SURROUNDED: set[str] = {CLOISTER}


def declare_edge(kind: str, letter: str) -> None:
    """An expansion's kind of feature that runs through edges, shown by ``letter`` (its
    module's registration declares it)."""
    taken = letter in EDGE_LETTER.values() and EDGE_LETTER.get(kind) != letter
    if len(letter) != 1 or not letter.isupper() or taken:
        raise ValueError(f"feature kind {kind!r}: edge letter {letter!r} is taken or no capital letter")
    EDGE_LETTER[kind] = letter
    EDGE_KINDS.add(kind)


def forget_edge(kind: str) -> None:
    """Take an expansion's edge kind out again (a test's own expansion)."""
    EDGE_LETTER.pop(kind, None)
    EDGE_KINDS.discard(kind)


Requirement = str
"""What an open square's placed neighbours require: four edge letters N, E, S, W, with
``NO_NEIGHBOUR`` where none is (e.g. ``"C-F-"``). A string, so that its hash is computed once."""

NO_NEIGHBOUR = "-"


@dataclass(frozen=True, slots=True)
class SegmentDef:
    """One feature segment of a tile in its defined orientation.

    ``sides`` are the whole sides a city or road touches; ``halves`` the half-edges a field
    touches (empty for an inner field); both per square offset of the tile. A kind of feature
    an expansion brings (``hooks.FeatureKind``) stands in the tile's middle, as a cloister:
    ``location`` is its spot's name there, given by the catalogue (the kind declares it).
    """

    kind: str
    sides: tuple[tuple[Square, int], ...] = ()
    halves: tuple[tuple[Square, int], ...] = ()
    pennants: int = 0
    cities: tuple[int, ...] = ()
    location: str = ""
    #: the attributes the modules declare for a feature (``Expansion.FEATURE_ATTRIBUTES``):
    #: (name, value) pairs, read with ``attribute``
    attributes: tuple[tuple[str, object], ...] = ()

    def attribute(self, name: str, default: object = None) -> object:
        """The value of a module's attribute of this segment (the module reads it typed)."""
        for key, value in self.attributes:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class OrientedSquare:
    """One square of a placed tile: what lies on each side and half-edge, in board directions."""

    offset: Square
    edges: tuple[str | None, ...]
    side_segment: tuple[int | None, ...]
    half_segment: tuple[int | None, ...]
    locations: dict[str, int]


@dataclass(frozen=True, slots=True)
class Orientation:
    """A tile turned by ``rotation`` quarter turns clockwise."""

    rotation: int
    squares: tuple[OrientedSquare, ...]
    #: the board-direction name of each segment (``N``, ``Es``, ``C``, ``I1`` …)
    names: tuple[str, ...]
    #: sides of each segment still to be matched (cities and roads), for completion counting
    open_sides: tuple[int, ...]
    #: the square offsets each segment lies on (its tile's first square for the middle's:
    #: a cloister, an expansion's kind)
    segment_offsets: tuple[tuple[Square, ...], ...]


@dataclass(frozen=True)
class TileDef:
    """A tile type. ``squares`` has one entry (0, 0) except for a tile of several squares (the
    Wheel of Fortune's). What the expansions add is in ``attributes``: this type names none."""

    id: str
    segments: tuple[SegmentDef, ...]
    squares: tuple[Square, ...] = ((0, 0),)
    #: the attributes the modules declare for a tile (``Expansion.TILE_ATTRIBUTES``: a festival
    #: symbol, a wheel number …): (name, value) pairs, read with ``attribute``
    attributes: tuple[tuple[str, object], ...] = ()
    #: what the tile shows beyond the base game, each needing a module's rules (the modules
    #: say which marks a tile shows: ``Expansion.marks_of``)
    marks: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    orientations: tuple[Orientation, ...] = field(init=False, repr=False, compare=False)
    #: every requirement the tile can meet, with the rotations that meet it
    fit_table: dict[Requirement, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    #: the indices of the segments complete when surrounded (cloisters, gardens:
    #: ``SURROUNDED``), looked up for every tile placed beside them
    cloisters: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: the indices of the road and city segments, whose completion is looked for after every
    #: placement of the tile
    roads_and_cities: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: each segment's ``cities``, ``kind`` and ``pennants``, copied onto the board's links
    #: with every placement
    segment_cities: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    segment_kinds: tuple[str, ...] = field(init=False, repr=False, compare=False)
    segment_pennants: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rotations = range(4) if len(self.squares) == 1 else range(1)
        object.__setattr__(self, "orientations", tuple(_orient(self, r) for r in rotations))
        object.__setattr__(self, "fit_table", _fit_table(self.orientations))
        cloisters = tuple(i for i, seg in enumerate(self.segments) if seg.kind in SURROUNDED)
        object.__setattr__(self, "cloisters", cloisters)
        closing = tuple(i for i, seg in enumerate(self.segments) if seg.kind in (ROAD, CITY))
        object.__setattr__(self, "roads_and_cities", closing)
        object.__setattr__(self, "segment_cities", tuple(seg.cities for seg in self.segments))
        object.__setattr__(self, "segment_kinds", tuple(seg.kind for seg in self.segments))
        object.__setattr__(self, "segment_pennants", tuple(seg.pennants for seg in self.segments))

    @property
    def set_name(self) -> str:
        return self.id.split("/", 1)[0]

    @property
    def edges(self) -> str:
        """The edge letters N, E, S, W at rotation 0 (single-square tiles), e.g. ``CRFR``."""
        return "".join(e or NO_NEIGHBOUR for e in self.orientations[0].squares[0].edges)

    def rotations_fitting(self, requirement: Requirement) -> tuple[int, ...]:
        """Rotations whose edges meet ``requirement``."""
        return self.fit_table.get(requirement, ())

    def attribute(self, name: str, default: object = None) -> object:
        """The value of a module's attribute of this tile (the module reads it typed)."""
        for key, value in self.attributes:
            if key == name:
                return value
        return default


def _fit_table(orientations: tuple[Orientation, ...]) -> dict[Requirement, tuple[int, ...]]:
    """For a single-square tile, each requirement it meets: its edges in some rotation, with
    any non-empty choice of sides having a neighbour (at most 4 x 15 requirements)."""
    table: dict[Requirement, list[int]] = {}
    for orientation in orientations:
        if len(orientation.squares) != 1:
            continue
        edges = [edge or NO_NEIGHBOUR for edge in orientation.squares[0].edges]
        for sides in range(1, 16):  # a bit per side that has a neighbour
            requirement = "".join(edges[s] if sides >> s & 1 else NO_NEIGHBOUR for s in range(4))
            table.setdefault(requirement, []).append(orientation.rotation)
    return {requirement: tuple(rotations) for requirement, rotations in table.items()}


def _orient(tile: TileDef, rotation: int) -> Orientation:
    squares: list[OrientedSquare] = []
    for offset in tile.squares:
        edges: list[str | None] = [None] * 4
        side_segment: list[int | None] = [None] * 4
        half_segment: list[int | None] = [None] * 8
        locations: dict[str, int] = {}
        for index, seg in enumerate(tile.segments):
            for where, side in seg.sides:
                if where != offset:
                    continue
                s = rotate_side(side, rotation)
                edges[s] = EDGE_LETTER[seg.kind]
                side_segment[s] = index
                if seg.kind not in EDGE_KINDS:  # a river's side names nothing: no spot
                    locations[SIDES[s]] = index
                if seg.kind == CITY:
                    for h in SIDE_HALVES[s]:
                        half_segment[h] = index
                        locations[HALVES[h]] = index
            for where, half in seg.halves:
                if where != offset:
                    continue
                h = rotate_half(half, rotation)
                half_segment[h] = index
                locations[HALVES[h]] = index
        for s in range(4):
            if edges[s] is None and half_segment[SIDE_HALVES[s][0]] is not None:
                edges[s] = "F"
                first = half_segment[SIDE_HALVES[s][0]]
                assert first is not None
                locations[SIDES[s]] = first
        squares.append(
            OrientedSquare(offset, tuple(edges), tuple(side_segment), tuple(half_segment), locations)
        )
    names = tuple(_segment_names(tile, squares))
    if len(squares) == 1:
        for index, name in enumerate(names):
            if tile.segments[index].kind not in EDGE_KINDS:
                squares[0].locations.setdefault(name, index)
    open_sides = tuple(len(seg.sides) for seg in tile.segments)
    offsets = tuple(
        tuple(sq.offset for sq in squares if index in sq.locations.values()) or (squares[0].offset,)
        for index in range(len(tile.segments))
    )
    return Orientation(rotation, tuple(squares), names, open_sides, offsets)


def _segment_names(tile: TileDef, squares: list[OrientedSquare]) -> list[str]:
    """Board-direction names: the first side, else the first half-edge, else C (a cloister),
    an expansion kind's own letter (``SegmentDef.location``), I…; a kind that runs through
    edges without being a spot (the river) is named by its kind, which locates nothing."""
    inner = [i for i, seg in enumerate(tile.segments) if seg.kind == FIELD and not seg.halves]
    names: list[str] = []
    for index, seg in enumerate(tile.segments):
        if seg.kind == CLOISTER:
            names.append(CLOISTER_LOCATION)
        elif seg.location:
            names.append(seg.location)
        elif seg.kind in EDGE_KINDS:  # (the river) its kind: never a location
            names.append(seg.kind)
        elif index in inner:
            names.append("I" if len(inner) == 1 else f"I{inner.index(index) + 1}")
        else:
            names.append(_first_location(squares, index, prefixed=len(squares) > 1))
    return names


def _first_location(squares: list[OrientedSquare], index: int, prefixed: bool) -> str:
    for sq in squares:
        for s in range(4):
            if sq.side_segment[s] == index:
                return _named(sq, SIDES[s], prefixed)
        for h in range(8):
            if sq.half_segment[h] == index:
                return _named(sq, HALVES[h], prefixed)
    raise ValueError(f"segment {index} touches no edge")


def _named(sq: OrientedSquare, location: str, prefixed: bool) -> str:
    return f"{sq.offset[0]},{sq.offset[1]}:{location}" if prefixed else location
