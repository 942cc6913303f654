"""Tile names are kept (naming a tile took a third of a millisecond, several times a step),
but never outlive the language they were said in, nor the tile type they were said of."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QTranslator

from carc_assist.resources import resource_dir
from carc_assist.rules.game import shipped_catalogue
from ui.words.tile_names import TileNames

CATALOGUE = shipped_catalogue()


def test_a_kept_name_is_said_anew_in_a_new_language(qapp: object) -> None:
    names = TileNames()
    tile = CATALOGUE.tiles["base/E"]  # a city on one side
    english, described = names.name(tile), names.description(tile)
    assert "city" in english.lower() and english in described
    dutch = QTranslator()
    assert dutch.load(str(resource_dir() / "translations" / "carc_assist_nl.qm"))
    QCoreApplication.installTranslator(dutch)
    try:
        assert names.name(tile) != english and "stad" in names.name(tile).lower()
        assert names.description(tile) != described and names.name(tile) in names.description(tile)
    finally:
        QCoreApplication.removeTranslator(dutch)
    assert (names.name(tile), names.description(tile)) == (english, described)  # back in English


def test_a_tile_described_anew_under_its_id_is_named_anew(qapp: object) -> None:
    names = TileNames()
    city = CATALOGUE.tiles["base/E"]
    road = CATALOGUE.tiles["base/U"]  # a straight road
    assert names.name(city) != names.name(road)
    redescribed = dataclasses.replace(road, id=city.id)  # a user's tile of that id, edited
    assert names.name(redescribed) == TileNames().name(road)
    assert names.description(redescribed) == TileNames().description(road)
    assert names.name(city) == TileNames().name(city)
