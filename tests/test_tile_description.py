"""The facts a tile is named by, read from its definition alone (user sets alike)."""

from __future__ import annotations

from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.tile_description import (
    ENDS_AT_BUILDING,
    ENDS_AT_CITY,
    ENDS_AT_CROSSING,
    CityPart,
    describe,
)

CATALOGUE = shipped_catalogue()


def test_the_facts_come_from_the_tile() -> None:
    o = describe(CATALOGUE.tiles["base/O"])
    assert o.cities == (CityPart(2, False, 1),) and o.roads.curved == 1 and o.pennants == 1
    assert describe(CATALOGUE.tiles["base/G"]).cities == (CityPart(2, True, 0),)
    a = describe(CATALOGUE.tiles["base/A"])
    assert a.cloister and a.roads.ending == 1 and a.roads_end == ENDS_AT_BUILDING
    assert (
        describe(CATALOGUE.tiles["wof/wheel"]).middle and describe(CATALOGUE.tiles["wof/wheel"]).edges == ""
    )


def test_where_ending_roads_end() -> None:
    assert describe(CATALOGUE.tiles["base/W"]).roads_end == ENDS_AT_CROSSING
    assert describe(CATALOGUE.tiles["base/S"]).roads_end == ENDS_AT_CITY
    assert describe(CATALOGUE.tiles["base/U"]).roads_end is None
    assert describe(CATALOGUE.tiles["festival/RrRr"]).roads.curved == 2
    assert describe(CATALOGUE.tiles["base/H"]).cities == (CityPart(1, False, 0), CityPart(1, False, 0))
