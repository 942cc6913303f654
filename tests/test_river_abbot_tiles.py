"""The River's tiles and the new edition's garden tiles, held against JCloisterZone's own
definitions (``shared/reference/tiles/jcz-engine-mit``: ``river.xml``, tile set
``river/1:2``; ``basic.xml``, tile set ``basic:2``), read from there when the steering
folder lies beside the project (as on CI): every tile's shape (its cities, roads, fields with
the cities they border, cloister, garden and river edges, at rotation 0) and the counts of
the new-edition box (``tiles.md``, sections The River and Gardens)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from carc_assist.rules.game import box_for, shipped_catalogue
from carc_assist.rules.setup import Setup
from carc_assist.table.geometry import HALVES, SIDES
from carc_assist.table.tiles import TileDef

JCZ = Path(__file__).resolve().parents[2] / "shared" / "reference" / "tiles" / "jcz-engine-mit"
#: JCloisterZone's half-edge names (seen from the tile's middle) in the record's
HALF = {"NL": "Nw", "NR": "Ne", "EL": "En", "ER": "Es", "SL": "Se", "SR": "Sw", "WL": "Ws", "WR": "Wn"}
#: the project's ids of JCloisterZone's river tiles and garden tiles
RIVER_IDS = {"RI/s": "river/spring", "RI.1/I.e": "river/lake"}
GARDEN_IDS = {
    "BA/CG": "base/EG",
    "BA/CFCG": "base/HG",
    "BA/CCG": "base/IG",
    "BA/Cc+G": "base/MG",
    "BA/CcG": "base/NG",
    "BA/CccG": "base/RG",
    "BA/RFrG": "base/UG",
    "BA/RrG": "base/VG",
}

pytestmark = pytest.mark.skipif(not JCZ.is_dir(), reason=f"no JCloisterZone data at {JCZ}")

Shape = Counter[tuple[object, ...]]


def _jcz_shape(tile: ET.Element) -> Shape:
    """A JCloisterZone tile's features as comparable parts."""
    cities = [frozenset(c.text.split()) for c in tile.findall("city") if c.text]
    shape: Shape = Counter()
    for element in tile:
        words = frozenset((element.text or "").split())
        if element.tag == "city":
            shape[("city", words, element.get("pennant") == "yes")] += 1
        elif element.tag in ("road", "river"):
            shape[(element.tag, words)] += 1
        elif element.tag == "farm":
            named = (element.get("city") or "").split()
            bordered = frozenset(next(c for c in cities if edge in c) for edge in named)
            shape[("field", frozenset(HALF[h] for h in words), bordered)] += 1
        elif element.tag in ("cloister", "garden"):
            shape[(element.tag,)] += 1
    return shape


def _own_shape(tile: TileDef) -> Shape:
    """The catalogue's tile at rotation 0 as the same parts."""
    shape: Shape = Counter()
    segments = tile.segments
    for segment in segments:
        sides = frozenset(SIDES[side] for _, side in segment.sides)
        if segment.kind == "city":
            shape[("city", sides, segment.pennants > 0)] += 1
        elif segment.kind in ("road", "river"):
            shape[(segment.kind, sides)] += 1
        elif segment.kind == "field":
            halves = frozenset(HALVES[half] for _, half in segment.halves)
            bordered = frozenset(frozenset(SIDES[s] for _, s in segments[c].sides) for c in segment.cities)
            shape[("field", halves, bordered)] += 1
        else:
            shape[(segment.kind,)] += 1
    return shape


def _tiles(file: str) -> dict[str, ET.Element]:
    root = ET.parse(JCZ / file).getroot()
    return {tile.attrib["id"]: tile for tile in root.iter("tile")}


def _set_counts(file: str, set_id: str) -> dict[str, int]:
    root = ET.parse(JCZ / file).getroot()
    tile_set = next(s for s in root.iter("tile-set") if s.attrib["id"] == set_id)
    return {ref.attrib["tile"]: int(ref.attrib["count"]) for ref in tile_set.iter("ref")}


def test_the_river_is_jcloisterzones_river_of_the_new_edition() -> None:
    catalogue = shipped_catalogue()
    counts = _set_counts("river.xml", "river/1:2")
    tiles = _tiles("river.xml")
    ids = {jcz: RIVER_IDS.get(jcz, "river/" + jcz.removeprefix("RI.1/")) for jcz in counts}
    for jcz, own in ids.items():
        assert _own_shape(catalogue.tiles[own]) == _jcz_shape(tiles[jcz]), own
    box = box_for(Setup.of(["A", "B"], ("river",), gardens=True), catalogue)
    assert {tile: n for tile, n in box.items() if n} == {ids[jcz]: n for jcz, n in counts.items()}
    first_edition = box_for(Setup.of(["A", "B"], ("river",), gardens=False), catalogue)
    assert sum(first_edition.values()) == 12 and first_edition["river/II"] == 2


def test_the_garden_tiles_are_jcloisterzones_and_replace_one_of_their_letter() -> None:
    catalogue = shipped_catalogue()
    tiles = _tiles("basic.xml")
    for jcz, own in GARDEN_IDS.items():
        garden = catalogue.tiles[own]
        assert _own_shape(garden) == _jcz_shape(tiles[jcz]), own
        plain = _own_shape(catalogue.tiles[own.removesuffix("G")])
        assert _own_shape(garden) - Counter({("garden",): 1}) == plain, own
    new = box_for(Setup.of(["A", "B"], ("base",), gardens=True), catalogue)
    old = box_for(Setup.of(["A", "B"], ("base",)), catalogue)
    assert sum(new.values()) == sum(old.values()) == 72
    changed = {tile: new.get(tile, 0) - old.get(tile, 0) for tile in new.keys() | old.keys()}
    assert {tile: n for tile, n in changed.items() if n} == {
        **{own: 1 for own in GARDEN_IDS.values()},
        **{own.removesuffix("G"): -1 for own in GARDEN_IDS.values()},
    }
    jcz_counts = _set_counts("basic.xml", "basic:2")
    assert {jcz: jcz_counts[jcz] for jcz in GARDEN_IDS} == dict.fromkeys(GARDEN_IDS, 1)
