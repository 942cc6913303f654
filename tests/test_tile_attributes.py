"""Tile attributes are declared by the expansion modules: the tile-set file schema is built
from the registered modules, so a new module's attribute is read from a file with no core edit,
and an attribute no module declares is refused with a reason. The module here is registered by
this test only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import pytest

from carc_assist import Draw, Game, Place, Setup
from carc_assist.rules import hooks
from carc_assist.rules.catalogue import Catalogue, CatalogueError
from carc_assist.rules.game import shipped_catalogue
from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset
from carc_assist.table.tiles import TileDef


class _Wells(Expansion):
    """A well on a tile (a tile attribute) and a ford on a road (a feature attribute)."""

    MARKS = frozenset({"well"})
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {"well": (bool, False)}
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {"ford": (int, 0)}

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if tile.attribute("well") else frozenset()


def _tileset(ford: bool = True, **extra: object) -> dict[str, object]:
    road: dict[str, object] = {"kind": "road", "at": ["E", "W"], **({"ford": 2} if ford else {})}
    north = {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]}
    south = {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]}
    tile = {"id": "wells/U", "count": 1, "features": [road, north, south], **extra}
    return {"format": "carc-assist-tileset", "version": 1, "set": "wells", "name": "Wells", "tiles": [tile]}


@pytest.fixture
def wells(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hooks, "MODULES", (*hooks.registered(), _Wells))


@pytest.mark.usefixtures("wells")
def test_a_modules_attributes_are_read_from_a_tile_set_file() -> None:
    catalogue = build_catalogue([("wells.json", parse_tileset(_tileset(well=True), "wells.json"))])
    tile = catalogue.tiles["wells/U"]
    assert tile.attribute("well") is True and tile.marks == {"well"}
    assert [seg.attribute("ford") for seg in tile.segments] == [2, 0, 0]
    shipped = shipped_catalogue()
    both = Catalogue({**shipped.tiles, **catalogue.tiles}, {**shipped.sets, **catalogue.sets})
    game = Game(Setup.of(["A", "B"], ("base", "wells")), both)
    assert [type(m) for m in game.expansions] == [_Wells]  # the tile's mark brings the module in
    game.push(Draw("wells/U"))
    game.push(Place("wells/U", (1, 0), 0))
    plain = build_catalogue([("wells.json", parse_tileset(_tileset(), "wells.json"))]).tiles["wells/U"]
    assert plain.attribute("well") is False and plain.marks == frozenset()


@pytest.mark.usefixtures("wells")
def test_an_attribute_no_module_declares_is_refused_with_a_reason() -> None:
    with pytest.raises(
        CatalogueError, match=r"^wells.json: tile wells/U: field spring: Extra inputs are not permitted$"
    ):
        parse_tileset(_tileset(spring=True), "wells.json")
    with pytest.raises(
        CatalogueError, match=r"^wells.json: tile wells/U: field well: Input should be a valid boolean"
    ):
        parse_tileset(_tileset(well="deep"), "wells.json")


def test_without_the_module_its_attributes_are_unknown() -> None:
    with pytest.raises(
        CatalogueError,
        match=r"^wells.json: tile wells/U: field features.0.ford: Extra inputs are not permitted$",
    ):
        parse_tileset(_tileset(well=True), "wells.json")
    with pytest.raises(
        CatalogueError, match=r"^wells.json: tile wells/U: field well: Extra inputs are not permitted$"
    ):
        parse_tileset(_tileset(ford=False, well=True), "wells.json")
