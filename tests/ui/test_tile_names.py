"""Tiles by name: every shipped tile is found by its name in English, Dutch and Romanian; the
bag filters by the words a player would type, by edges and by letter, and groups its tiles
by set."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from carc_assist.resources import resource_dir
from carc_assist.rules.game import shipped_catalogue
from carc_assist.rules.setup import Setup
from ui.look.painter import TilePainter
from ui.panels.bag_panel import COMPACT_ICON, SET, TILE_ID, BagPanel
from ui.session import GameSession
from ui.words.tile_names import TileNames, exact_code, fold, matches

CATALOGUE = shipped_catalogue()
TILES = list(CATALOGUE.tiles.values())
ALL_SETS = ("base", "wof-symbols", "festival", "wind-roses")


@pytest.fixture(params=["en", "nl", "ro"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(str(resource_dir() / "translations" / f"carc_assist_{request.param}.qm"))
    app.installTranslator(translator)
    yield request.param
    app.removeTranslator(translator)


@pytest.fixture
def bag(qtbot: QtBot, tmp_path: Path) -> BagPanel:
    session = GameSession(tmp_path / "library.sqlite3")
    panel = BagPanel(session, TilePainter())
    qtbot.addWidget(panel)
    panel.resize(300, 900)
    panel.show()
    session.new_game(Setup.of(["Anna", "Bram"], sets=ALL_SETS))
    return panel


def shown(panel: BagPanel) -> list[str]:
    proxy = panel.proxy
    return [
        str(proxy.index(r, 0).data(TILE_ID))
        for r in range(proxy.rowCount())
        if proxy.index(r, 0).data(TILE_ID)
    ]


def test_every_shipped_tile_is_found_by_its_name_in_every_language(language: str) -> None:
    names = TileNames()
    for tile in TILES:
        name = names.name(tile)
        assert name and name == name.strip(), tile.id
        assert matches(name, names.search_words(tile)), (language, tile.id, name)
        assert matches(fold(names.description(tile)), names.search_words(tile)), (language, tile.id)
    if language != "en":  # the words are the language's own
        assert "city" not in names.name(CATALOGUE.tiles["base/E"]).lower()


def test_words_are_matched_whole_or_started_and_without_accents() -> None:
    words = ("oras", "drum", "crfr")  # as ``search_words`` keeps them: folded
    assert matches("oras dru", words) and matches("ORAȘ", words) and matches("CRFR", words)
    assert not matches("oras road", words) and not matches("ras", words)
    assert (
        exact_code("v", "base/V") and exact_code("IC-RrRr1", "wof/IC-RrRr1") and not exact_code("v", "wof/V1")
    )


@pytest.mark.parametrize(
    ("language", "query", "expected", "not_expected"),
    [
        ("en", "cloister road", {"base/A", "festival/LRR"}, "base/B"),
        ("nl", "stad weg", {"base/D", "festival/CR"}, "base/E"),
        ("ro", "oras drum", {"base/D", "festival/CR"}, "base/E"),
    ],
    indirect=["language"],
)
def test_the_bag_filters_by_words_in_each_language(
    bag: BagPanel, language: str, query: str, expected: set[str], not_expected: str
) -> None:
    bag.session.new_game(Setup.of(["Anna", "Bram"], sets=("base", "festival")))  # built in this language
    bag.search.setText(query)
    found = shown(bag)
    assert expected <= set(found) and not_expected not in found


def test_letter_edges_and_headers(bag: BagPanel) -> None:
    proxy = bag.proxy
    headers = [
        proxy.index(r, 0).data(SET)
        for r in range(proxy.rowCount())
        if proxy.index(r, 0).data(TILE_ID) is None
    ]
    assert headers == ["base", "wof", "festival", "wind-roses"]
    bag.search.setText("V")
    assert shown(bag) == ["base/V"]  # a letter alone is that tile
    bag.search.setText("ccfc")  # edges in any turn: a city on three sides
    assert {"base/Q", "base/R", "festival/CCc"} <= set(shown(bag)) and "base/S" not in shown(bag)
    bag.search.setText("rose")
    # (the orange rose starts: it is on the board, not in the bag)
    assert set(shown(bag)) == {t for t in CATALOGUE.sets["wind-roses"].counts} - {"wind-roses/orange"}
    assert [
        proxy.index(r, 0).data(SET)
        for r in range(proxy.rowCount())
        if proxy.index(r, 0).data(TILE_ID) is None
    ] == ["wind-roses"]
    bag.search.setText("")
    game = bag.session.game
    assert game is not None and len(shown(bag)) == len(game.bag_tiles)


def test_the_grid_shows_every_type_without_scrolling_when_there_is_room(qtbot: QtBot, bag: BagPanel) -> None:
    """All four shipped sets (50 types) in a panel 300 pixels wide and 900 high."""
    view = bag.list
    qtbot.waitUntil(lambda: view.iconSize().width() >= 36)
    proxy = bag.proxy
    rows = [proxy.index(r, 0) for r in range(proxy.rowCount())]
    assert all(view.viewport().rect().contains(view.visualRect(i)) for i in rows)
    assert view.iconSize().width() >= 40
    bag.resize(300, 300)  # too small even for the compact bag: its smallest pictures, and it scrolls
    qtbot.waitUntil(lambda: view.iconSize().width() == COMPACT_ICON)
    assert bag.cells.compact
    assert not view.viewport().rect().contains(view.visualRect(rows[-1]))


def test_picking_edges_filters_the_bag_and_a_pick_clears_them(bag: BagPanel) -> None:
    north, _, south, _ = bag.edges.buttons
    north.click()  # a city
    south.click()
    south.click()  # a road
    assert bag.edges.requirement == "C-R-"
    found = shown(bag)
    assert {"base/J", "base/T", "festival/CFR"} <= set(found)
    assert "base/E" not in found and "base/D" not in found
    bag.search.setText("pennant")  # both at once
    assert "base/S" in shown(bag) and "base/T" not in shown(bag)
    bag.pick("base/S")
    assert bag.edges.requirement == "----" and bag.search.text() == ""
    game = bag.session.game
    assert game is not None and len(shown(bag)) == len(game.bag_tiles)  # all the bag holds again


def test_a_word_of_a_tile_wins_over_the_name_of_its_set(bag: BagPanel) -> None:
    """ "inn" lists the tiles with an inn, not every tile of Inns & Cathedrals (issue #45, 4); a
    set's name alone still lists its tiles."""
    bag.session.new_game(Setup.of(["Anna", "Bram"], sets=("base", "inns-cathedrals", "traders-builders")))
    names = TileNames()
    bag.search.setText("inn")
    found = shown(bag)
    assert found and all("inn" in names.name(CATALOGUE.tiles[t]).lower() for t in found)
    assert len(found) == 6
    bag.search.setText("traders")
    assert set(shown(bag)) == set(CATALOGUE.sets["traders-builders"].counts)
