"""The shipped tile sets: counts as in tiles.md, and broken files refused with a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carc_assist.expansions.festival import shows_festival
from carc_assist.expansions.wheel_of_fortune import wheel_number
from carc_assist.expansions.wind_roses import rose_mark
from carc_assist.resources import resource_dir
from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import shipped_catalogue
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset, read_tileset

BASE_COUNTS = "A2 B4 C1 D4 E5 F2 G1 H3 I2 J3 K3 L3 M2 N3 O2 P3 Q1 R3 S2 T1 U8 V9 W4 X1"


def test_base_set_matches_tiles_md() -> None:
    counts = shipped_catalogue().sets["base"].counts
    expected = {f"base/{c[0]}": int(c[1:]) for c in BASE_COUNTS.split()}
    assert counts == expected
    assert sum(counts.values()) == 72


def test_base_edges_match_the_letters() -> None:
    tiles = shipped_catalogue().tiles
    edges = {
        "A": "FFRF",
        "B": "FFFF",
        "C": "CCCC",
        "D": "CRFR",
        "E": "CFFF",
        "F": "FCFC",
        "G": "FCFC",
        "H": "CFCF",
        "I": "CFFC",
        "J": "CRRF",
        "K": "CFRR",
        "L": "CRRR",
        "M": "CFFC",
        "N": "CFFC",
        "O": "CRRC",
        "P": "CRRC",
        "Q": "CCFC",
        "R": "CCFC",
        "S": "CCRC",
        "T": "CCRC",
        "U": "FRFR",
        "V": "FFRR",
        "W": "FRRR",
        "X": "RRRR",
    }
    assert {t: tiles[f"base/{t}"].edges for t in edges} == edges
    pennants = {t: sum(s.pennants for s in tiles[f"base/{t}"].segments) for t in edges}
    assert [t for t, n in pennants.items() if n] == ["C", "F", "M", "O", "Q", "S"]


def test_wheel_of_fortune_sets() -> None:
    catalogue = shipped_catalogue()
    wof = catalogue.sets["wof"].counts
    assert wof["wof/wheel"] == 1
    assert sum(wof.values()) == 72 + 1
    numbered = {t: n for t, n in wof.items() if wheel_number(catalogue.tiles[t])}
    by_number: dict[int, int] = {}
    for tile_id, n in numbered.items():
        number = wheel_number(catalogue.tiles[tile_id])
        assert number is not None
        by_number[number] = by_number.get(number, 0) + n
    assert by_number == {1: 11, 2: 5, 3: 3}
    symbols = catalogue.sets["wof-symbols"].counts
    assert symbols == {"wof/wheel": 1, **numbered}
    assert wof["wof/D"] == 4  # the 72nd tile, see tiles.md
    others = ["IC-CCC", "IC-CFR", "IC-CcR", "IC-LRFR", "IC-RCc", "TB-CR", "KR-RC", "KR-CRrR"]
    assert all(wof[f"wof/{o}"] == 1 for o in others)


def test_festival_and_wind_roses() -> None:
    catalogue = shipped_catalogue()
    festival = catalogue.sets["festival"].counts
    assert len(festival) == 10 and set(festival.values()) == {1}
    assert all(shows_festival(catalogue.tiles[t]) for t in festival)
    roses = catalogue.sets["wind-roses"]
    assert roses.start == "wind-roses/orange"
    marks = {t: rose_mark(catalogue.tiles[t]) for t in roses.counts}
    assert marks == {
        "wind-roses/orange": "full",
        "wind-roses/blue": "full",
        "wind-roses/NE": "NE",
        "wind-roses/SE": "SE",
        "wind-roses/SW": "SW",
        "wind-roses/NW": "NW",
    }


def test_the_wheel_file() -> None:
    data = json.loads((resource_dir() / "wheel.json").read_text())
    assert [s["name"] for s in data["sectors"]] == [
        "fortune",
        "tax",
        "famine",
        "storm",
        "inquisition",
        "plague",
    ]
    wheel = shipped_catalogue().tiles[data["tile"]]
    assert len(wheel.squares) == 16


def _tileset(**tile: object) -> dict[str, object]:
    base = {
        "id": "t/A",
        "count": 1,
        "features": [
            {"kind": "city", "at": ["N"]},
            {"kind": "field", "at": ["En", "Es", "Se", "Sw", "Ws", "Wn"]},
        ],
    }
    base.update(tile)
    return {"format": "carc-assist-tileset", "version": 1, "set": "t", "name": "T", "tiles": [base]}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"count": 0}, "my.json: tile t/A: field count:"),
        ({"colour": "red"}, "my.json: tile t/A: field colour: Extra inputs are not permitted"),
        (
            {"features": [{"kind": "city", "at": ["N"]}]},
            "my.json: tile t/A: field features: edge E is not fully covered",
        ),
        (
            {"features": [{"kind": "city", "at": ["N", "Q"]}]},
            "my.json: tile t/A: field features.0.at: a city takes sides (N, E, S, W), not 'Q'",
        ),
        ({"features": [{"kind": "volcano", "at": ["N"]}]}, "my.json: tile t/A: field features.0.kind:"),
        ({"like": "t/B", "features": None}, "my.json: tile t/A: field like: no tile t/B is defined"),
    ],
)
def test_broken_files_name_file_tile_and_field(change: dict[str, object], message: str) -> None:
    data = _tileset(**change)
    if change.get("features", 1) is None:
        del data["tiles"][0]["features"]  # type: ignore[index]
    with pytest.raises(CatalogueError) as info:
        build_catalogue([("my.json", parse_tileset(data, "my.json"))])
    assert str(info.value).startswith(message), str(info.value)


def test_bad_field_city_reference() -> None:
    data = _tileset(
        features=[
            {"kind": "city", "at": ["N"]},
            {"kind": "field", "at": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "cities": ["S"]},
        ]
    )
    with pytest.raises(CatalogueError, match=r"tile t/A: field features.1.cities: 'S' names no city edge"):
        build_catalogue([("my.json", parse_tileset(data, "my.json"))])


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    with pytest.raises(CatalogueError, match=r"^broken.json: not a readable JSON file"):
        read_tileset(path)


def test_every_shipped_file_loads_on_its_own_terms() -> None:
    for path in sorted((resource_dir() / "tiles").glob("*.json")):
        assert read_tileset(path).set == path.stem
