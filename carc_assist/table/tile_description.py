"""What a tile shows, as data: the facts a player names a tile by, read from its definition.

A player holding a freshly drawn tile sees "a city on two sides with a road and a pennant",
not ``base/O``. This module gives those facts as a small typed value, derived from the
``TileDef`` alone, so that user tile sets are described like shipped ones; the UI turns the
value into words in the player's language (the engine produces keys and numbers only). What
the expansions add to a tile (a festival symbol, signposts …) is in its ``attributes``: the UI
halves name those.
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_assist.table.tiles import CITY, CLOISTER, ROAD, TileDef

#: Where the roads that end on a tile end (``TileDescription.roads_end``).
ENDS_AT_BUILDING = "building"  # the cloister, or an expansion's kind, in the middle
ENDS_AT_CROSSING = "crossing"  # two or more meet in a village
ENDS_AT_CITY = "city"  # a road to a city gate
ENDS_AT_MIDDLE = "middle"  # the round middle of a tile of several squares (the wheel)
ENDS_DEAD = "dead-end"


@dataclass(frozen=True, slots=True)
class CityPart:
    """One city of a tile: how many sides it touches, whether those are two facing sides (a
    city across the tile), and its pennants."""

    sides: int
    across: bool
    pennants: int


@dataclass(frozen=True, slots=True)
class RoadCounts:
    """The road segments of a tile by shape: crossing it straight, curving between two
    adjacent sides, and ending on it (one side only)."""

    straight: int = 0
    curved: int = 0
    ending: int = 0


@dataclass(frozen=True, slots=True)
class TileDescription:
    """Everything a tile's name and search words are made of (single- and multi-square)."""

    #: the cities, biggest first
    cities: tuple[CityPart, ...]
    roads: RoadCounts
    #: where the ending roads end, one of the ``ENDS_AT_*`` keys; None without ending roads
    roads_end: str | None
    cloister: bool
    #: the expansions' kinds of feature in its middle (``hooks.FeatureKind``), in the
    #: order of the tile's features; their UI halves name them
    kinds: tuple[str, ...]
    #: a tile of several squares: its inner squares carry a round middle its roads end at
    #: (the Wheel of Fortune's wheel; its UI half names it)
    middle: bool
    #: the edge letters N, E, S, W (``CRFR``); empty for a multi-square tile
    edges: str

    @property
    def pennants(self) -> int:
        return sum(city.pennants for city in self.cities)


def describe(tile: TileDef) -> TileDescription:
    """The facts of ``tile`` at rotation 0 (turning it changes none of them)."""
    cities: list[CityPart] = []
    straight = curved = ending = 0
    for segment in tile.segments:
        sides = sorted(side for _, side in segment.sides)
        across = len(sides) == 2 and sides[1] - sides[0] == 2
        if segment.kind == CITY:
            cities.append(CityPart(len(sides), across, segment.pennants))
        elif segment.kind == ROAD and len(sides) == 1:
            ending += 1
        elif segment.kind == ROAD and len(sides) == 2:
            straight, curved = (straight + 1, curved) if across else (straight, curved + 1)
        elif segment.kind == ROAD:
            ending += len(sides)  # one segment reaching three or four sides meets in the middle
    kinds = {segment.kind for segment in tile.segments}
    own = tuple(dict.fromkeys(s.kind for s in tile.segments if s.location))  # an expansion's
    middle = len(tile.squares) > 1
    return TileDescription(
        cities=tuple(sorted(cities, key=lambda c: (-c.sides, -c.pennants))),
        roads=RoadCounts(straight, curved, ending),
        roads_end=_roads_end(ending, CLOISTER in kinds or bool(own), middle, bool(cities)),
        cloister=CLOISTER in kinds,
        kinds=own,
        middle=middle,
        edges="" if middle else tile.edges,
    )


def _roads_end(ending: int, building: bool, middle: bool, cities: bool) -> str | None:
    """Where ending roads end, as the painter draws them: at the building, in a crossing of
    two or more, at the middle of a tile of several squares, at a city gate, else in a dead end."""
    if not ending:
        return None
    if building:
        return ENDS_AT_BUILDING
    if middle:
        return ENDS_AT_MIDDLE
    if ending >= 2:
        return ENDS_AT_CROSSING
    return ENDS_AT_CITY if cities else ENDS_DEAD
