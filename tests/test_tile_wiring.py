"""User tile sets: the proposed wiring reproduces the base tiles, every proposal is a valid
tile, documents are refused with the tile and field named, files are written atomically."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pytest

from carc_assist.resources import resource_dir
from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.tile_wiring import (
    CURVES_NE_SW,
    CURVES_NW_ES,
    ENDS,
    THROUGH,
    WiringError,
    default_features,
    default_roads,
    edges_of,
    export_user_set,
    read_user_set_file,
    read_user_sets,
    road_layouts,
    tile_document,
    user_set_document,
    validate_user_set,
    wire,
    wiring_of,
    write_user_set,
)
from carc_assist.rules.tileset_file import load_catalogue
from carc_assist.table.tiles import ROAD

BASE_FILE = resource_dir() / "tiles" / "base.json"
BASE = {tile["id"]: tile for tile in json.loads(BASE_FILE.read_text(encoding="utf-8"))["tiles"]}
ALL_EDGES = ["".join(letters) for letters in itertools.product("CRF", repeat=4)]


#: the Signposts' road attribute: every road of the tile runs through a roundabout
ROUNDABOUT = {"roundabout": True}


def posts(**points: str) -> dict[str, object]:
    """The signposts attribute: edge → where its signpost points."""
    return {"signposts": [{"edge": edge, "points": where} for edge, where in points.items()]}


def partition(features: Iterable[Mapping[str, Any]]) -> set[tuple[str, frozenset[str], frozenset[str]]]:
    """Segments as (kind, locations, bordered city edges), names and order ignored. A city is
    named by any of its edges: a field's cities are compared as the edge sets of those cities."""
    features = list(features)
    city_edges = {side: frozenset(f["at"]) for f in features if f["kind"] == "city" for side in f["at"]}
    found = set()
    for f in features:
        cities = frozenset(side for name in f.get("cities", []) for side in city_edges[name])
        found.add((f["kind"], frozenset(f.get("at", [])), cities))
    return found


@pytest.mark.parametrize(
    ("letter", "edges"),
    [
        ("D", "CRFR"),
        ("E", "CFFF"),
        ("F", "FCFC"),
        ("J", "CRRF"),
        ("K", "CFRR"),
        ("L", "CRRR"),
        ("U", "FRFR"),
        ("V", "FFRR"),
        ("W", "FRRR"),
        ("X", "RRRR"),
        ("B", "FFFF"),
        ("A", "FFRF"),
        ("C", "CCCC"),
        ("M", "CFFC"),
        ("O", "CRRC"),
        ("R", "CCFC"),
        ("S", "CCRC"),
    ],
)
def test_the_default_wiring_is_the_base_tiles(letter: str, edges: str) -> None:
    tile = BASE[f"base/{letter}"]
    assert edges_of(tile["features"]) == edges
    shape = [f for f in tile["features"] if f["kind"] != "cloister"]  # the caller adds B's cloister
    assert partition(default_features(edges)) == partition(shape)


def test_separate_cities_give_base_h_and_i() -> None:
    for letter, edges in (("H", "CFCF"), ("I", "CFFC")):
        assert partition(wire(edges, separate_cities=True)) == partition(BASE[f"base/{letter}"]["features"])


def test_road_layouts() -> None:
    assert road_layouts("FFFF") == ()
    assert road_layouts("FFRF") == (ENDS,)
    assert road_layouts("CRFR") == (THROUGH, ENDS)
    assert road_layouts("CRRR") == (ENDS, THROUGH)
    assert road_layouts("RRRR") == (ENDS, THROUGH, CURVES_NE_SW, CURVES_NW_ES)
    assert default_roads("FRFR") == THROUGH and default_roads("FFFF") is None
    # two curving roads: north–east and south–west, the field between them touches four halves
    assert partition(wire("RRRR", roads=CURVES_NE_SW)) == {
        ("road", frozenset("NE"), frozenset()),
        ("road", frozenset("SW"), frozenset()),
        ("field", frozenset({"Ne", "En"}), frozenset()),
        ("field", frozenset({"Sw", "Ws"}), frozenset()),
        ("field", frozenset({"Nw", "Es", "Se", "Wn"}), frozenset()),
    }
    # a roundabout joining four roads: one road, four corner fields
    assert len(wire("RRRR", roads=THROUGH)) == 5
    with pytest.raises(WiringError) as refused:
        wire("FRFR", roads=CURVES_NE_SW)
    assert refused.value.reason == "layout"


def test_a_road_never_crosses_a_city() -> None:
    # joined, the city N–S would cross the road E–W: the default keeps the cities apart
    assert partition(default_features("CRCR")) == {
        ("city", frozenset("N"), frozenset()),
        ("city", frozenset("S"), frozenset()),
        ("road", frozenset("EW"), frozenset()),
        ("field", frozenset({"En", "Wn"}), frozenset("N")),
        ("field", frozenset({"Es", "Ws"}), frozenset("S")),
    }
    with pytest.raises(WiringError) as refused:
        wire("CRCR", separate_cities=False, roads=THROUGH)
    assert refused.value.reason == "crossing"
    # roads ending at a city that crosses the tile run into it: four corner fields
    ends = wire("CRCR", separate_cities=False, roads=ENDS)
    assert sum(f["kind"] == "field" for f in ends) == 4


@pytest.mark.parametrize("edges", ALL_EDGES)
def test_every_wiring_of_every_edge_pattern_is_a_valid_tile(edges: str) -> None:
    tiles = []
    choices = itertools.product((False, True), road_layouts(edges) or ("auto",))
    for i, (separate, layout) in enumerate(choices):
        try:
            features = wire(edges, separate, layout)
        except WiringError as exc:
            assert exc.reason == "crossing"
            continue
        assert edges_of(features) == edges
        assert wiring_of(edges, features) is not None
        tiles.append(tile_document(f"mine/T{i}", 1, edges, features))
    assert tiles
    catalogue = validate_user_set(user_set_document("mine", "Mine", tiles))
    assert len(catalogue.sets["mine"].counts) == len(tiles)


def test_wiring_of_recognises_the_choice_and_not_a_hand_made_one() -> None:
    assert wiring_of("CFCF", wire("CFCF", separate_cities=True)) == (True, None)
    assert wiring_of("RRRR", wire("RRRR", roads=CURVES_NW_ES)) == (False, CURVES_NW_ES)
    # one field on both sides of the road (a bridge?): no proposal does that
    hand_made = [
        {"kind": "road", "at": ["E", "W"]},
        {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
    ]
    assert wiring_of("FRFR", hand_made) is None


def test_tile_document_with_everything() -> None:
    entry = tile_document(
        "signs/A",
        2,
        "crfr",
        None,
        cloister=True,
        kinds=("tent",),
        pennants=1,
        attributes={
            "signposts": [{"edge": "E", "points": "straight"}, {"edge": "W", "points": "left"}],
            "festival": True,
            "wheel": 3,
        },
        road_attributes=ROUNDABOUT,
    )
    assert entry["id"] == "signs/A" and entry["count"] == 2
    assert entry["signposts"] == [{"edge": "E", "points": "straight"}, {"edge": "W", "points": "left"}]
    assert entry["festival"] is True and entry["wheel"] == 3
    features = entry["features"]
    assert isinstance(features, list)
    assert {"kind": "city", "at": ["N"], "pennants": 1} in features
    assert {"kind": "road", "at": ["E", "W"], "roundabout": True} in features
    assert features[-2:] == [{"kind": "cloister"}, {"kind": "tent"}]
    catalogue = validate_user_set(user_set_document("signs", "Signposts (my box)", [entry]))
    tile = catalogue.tile("signs/A")
    assert tile.marks == {"festival", "wheel-number", "signposts", "tent"}
    assert [s.kind for s in tile.segments].count(ROAD) == 1


def test_tile_document_refuses_what_cannot_be_printed() -> None:
    with pytest.raises(WiringError) as refused:
        tile_document("m/A", 1, "FRFR", None, pennants=1)
    assert refused.value.reason == "pennants"
    with pytest.raises(WiringError) as refused:
        tile_document("m/A", 1, "CFFF", None, road_attributes=ROUNDABOUT)
    assert refused.value.reason == "road-attribute" and refused.value.subject == "roundabout"
    with pytest.raises(WiringError) as refused:
        tile_document("m/A", 1, "CFFF", default_features("CRFR"))
    assert refused.value.reason == "features"
    with pytest.raises(WiringError) as refused:
        tile_document("m/A", 1, "CRX", None)
    assert refused.value.reason == "edges"


def test_a_bad_tile_is_refused_naming_the_tile_and_the_field() -> None:
    good = tile_document("mine/A", 1, "CRFR", None)
    signpost_on_field = tile_document("mine/B", 1, "CRFR", None, attributes=posts(S="left"))
    with pytest.raises(CatalogueError, match=r"^mine\.json: tile mine/B: field signposts\.0\.edge: no road"):
        validate_user_set(user_set_document("mine", "Mine", [good, signpost_on_field]))
    spaced = tile_document("mine/A B", 1, "CRFR", None)
    with pytest.raises(CatalogueError, match=r"tile mine/A B: field id"):
        validate_user_set(user_set_document("mine", "Mine", [spaced]))
    zero = tile_document("mine/A", 0, "CRFR", None)
    with pytest.raises(CatalogueError, match=r"tile mine/A: field count"):
        validate_user_set(user_set_document("mine", "Mine", [zero]))
    with pytest.raises(CatalogueError, match=r"tile mine/A: field id: defined twice"):
        validate_user_set(user_set_document("mine", "Mine", [good, good]))
    with pytest.raises(CatalogueError, match=r"must start with the set name mine/"):
        validate_user_set(user_set_document("mine", "Mine", [tile_document("other/A", 1, "CRFR", None)]))
    with pytest.raises(CatalogueError, match=r"set 'base' is defined twice"):
        validate_user_set(user_set_document("base", "Mine", [tile_document("base/Z", 1, "CRFR", None)]))


def document() -> dict[str, object]:
    return user_set_document(
        "signposts-mine",
        "Signposts (my box)",
        [
            tile_document("signposts-mine/A", 2, "CRFR", None, attributes=posts(E="left", W="right")),
            tile_document(
                "signposts-mine/B", 1, "RRRR", wire("RRRR", roads=THROUGH), road_attributes=ROUNDABOUT
            ),
        ],
    )


def test_write_and_read_round_trip(tmp_path: Path) -> None:
    folder = tmp_path / "sets"
    path = write_user_set(folder, document())
    assert path == folder / "signposts-mine.json"
    assert read_user_sets(folder) == [document()]
    assert [p.name for p in folder.iterdir()] == ["signposts-mine.json"]  # no temporary file left
    catalogue = load_catalogue(extra_files=[path])
    assert catalogue.sets["signposts-mine"].counts == {"signposts-mine/A": 2, "signposts-mine/B": 1}
    assert read_user_set_file(path) == document()
    exported = export_user_set(tmp_path / "elsewhere.json", document())
    assert read_user_set_file(exported) == document()


def test_a_bad_document_never_replaces_a_good_file(tmp_path: Path) -> None:
    path = write_user_set(tmp_path, document())
    before = path.read_bytes()
    bad = document()
    tiles = bad["tiles"]
    assert isinstance(tiles, list)
    tiles[1]["signposts"] = [{"edge": "E", "points": "backwards"}]
    with pytest.raises(CatalogueError, match=r"tile signposts-mine/B: field signposts\.0\.points"):
        write_user_set(tmp_path, bad)
    assert path.read_bytes() == before
    with pytest.raises(CatalogueError, match="already exists"):
        write_user_set(tmp_path, document(), overwrite=False)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["signposts-mine.json"]


def test_read_user_sets_leaves_out_refused_files_and_says_why(tmp_path: Path) -> None:
    write_user_set(tmp_path, document())
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    (tmp_path / "renamed.json").write_text(json.dumps(document()), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a set", encoding="utf-8")
    problems: list[str] = []
    assert read_user_sets(tmp_path, problems) == [document()]
    assert len(problems) == 2
    assert problems[0].startswith("broken.json: not a readable JSON file")
    assert problems[1].startswith("renamed.json: field set")
    assert read_user_sets(tmp_path / "missing") == []
