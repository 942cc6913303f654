"""Traders & Builders in the app: goods drawn on their tiles, the log's words (goods taken,
the builder home, the goods majorities, a pig's field), the builder and pig chosen by a
button of the follower step, their own silhouettes, the extra turn's instruction, the goods
tally with each good's leader, the tile editor's goods, the refusals, and no codes."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox, QLabel, QToolButton
from pytestqt.qtbot import QtBot

from carc_assist import Draw, End, Game, IllegalAction, Place, Setup
from carc_assist.rules.insight import draws_left, growth
from carc_assist.storage.record import replay
from carc_assist.table.actions import Deploy, Follower, Pass
from ui.expansions import halves
from ui.expansions.traders_builders import GoodsTally, TradersAndBuildersUI
from ui.look.figures import figure_path
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.window.choice_bar import ChoiceBar
from ui.window.instruction import instruction
from ui.words.refusals import refusal
from ui.words.texts import Texts

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "traders-builders"
TB = ("base", "traders-builders")


def _scenario(name: str) -> dict[str, object]:
    record = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))["record"]
    assert isinstance(record, dict)
    return record


def _picture(tile_id: str, dark: bool, size: int = 96) -> QImage:
    return TilePainter(dark=dark).pixmap(Game(Setup.of(["A", "B"], TB)).tile(tile_id), 0, size).toImage()


@pytest.mark.parametrize("dark", [False, True])
def test_each_good_is_drawn_on_its_tile(qtbot: QtBot, dark: bool) -> None:
    """Cc-w, Cc-g and the same city without goods (base/N) differ by the good's mark, each
    in its own colour."""
    half = TradersAndBuildersUI()
    game = Game(Setup.of(["A", "B"], TB))
    assert [m.place for m in half.tile_marks(game.tile("traders-builders/Cc-w"))] == ["city"]
    assert half.tile_marks(game.tile("traders-builders/RRrr")) == []
    wine, grain = _picture("traders-builders/Cc-w", dark), _picture("traders-builders/Cc-g", dark)
    assert wine != grain != _picture("base/N", dark)
    colours = {wine.pixelColor(x, y).name() for x in range(96) for y in range(96)}
    assert {False: "#7b2d6b", True: "#9c4a8c"}[dark] in colours


@pytest.mark.parametrize("tile_id", ["traders-builders/Cc-w", "traders-builders/Cc-g"])
def test_a_good_is_drawn_in_its_city(qtbot: QtBot, tile_id: str) -> None:
    """Issue #45, 10: the good sat in a free corner, often on the field; now in its city (the
    same city without a good, base/N, is city-coloured under the mark's middle)."""
    marked, plain = _picture(tile_id, False), _picture("base/N", False)
    differing = [(x, y) for x in range(96) for y in range(96) if marked.pixel(x, y) != plain.pixel(x, y)]
    assert differing
    middle_x = sum(x for x, _ in differing) // len(differing)
    middle_y = sum(y for _, y in differing) // len(differing)
    city = plain.pixelColor(2, 48)  # the city's west edge (base/N: a city on two sides, west and north)
    assert plain.pixelColor(middle_x, middle_y) == city, (middle_x, middle_y)


def test_the_tiles_and_the_set_are_named(qtbot: QtBot) -> None:
    half = TradersAndBuildersUI()
    game = Game(Setup.of(["A", "B"], TB))
    assert half.tile_words(game.tile("traders-builders/CcRC-c")) == ["cloth"]
    assert half.set_title("traders-builders") == "Traders & Builders"
    assert [choice.sets for choice in half.set_choices()] == [("traders-builders",)]


def _log(name: str) -> list[str]:
    game = replay(_scenario(name))
    texts = Texts()
    names = [p.name for p in game.setup.players]
    entries = sorted([*game.events, *game.notes], key=lambda e: (getattr(e, "final", False), e.turn))
    return [
        texts.event_sentence(e, names[e.player]) if hasattr(e, "points") else texts.note(e, names[e.player])
        for e in entries
        if getattr(e, "what", "goods") in ("goods", "builder-home", "take-back")
    ]


def test_the_log_says_goods_the_builder_and_the_pig(qtbot: QtBot) -> None:
    assert _log("goods_to_the_completer") == [
        "Completed: Anna scores a city of 3 tiles: 6 points",
        "Bram completes a city and takes 1 wine token",
        "Game end: Bram has the most wine (1): 10 points",
    ]
    assert _log("festival_take_back_sends_builder_home")[-2:] == [
        "Anna takes a thief back (festival)",
        "Anna's builder goes home: no follower of theirs is left on its road",
    ]
    pig = _log("pig_four_per_city_for_its_owner")
    assert "with the player's pig (4 per city)" in pig[0] and pig[0].endswith("4 points")


def test_builder_and_pig_are_chosen_by_buttons(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(Setup.of(["Anna", "Bram"], TB))
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0), Follower("E")):
        session.act(action)
    for action in (
        Draw("base/B"),
        Place("base/B", (0, 1), 0),
        Pass(),
        Draw("base/U"),
        Place("base/U", (2, 0), 0),
    ):
        session.act(action)
    game = session.game
    assert game is not None
    bar = ChoiceBar(TilePainter())
    qtbot.addWidget(bar)
    bar.chosen.connect(session.act)
    bar.show_choices(game)
    (button,) = bar.findChildren(QToolButton)
    assert button.text() == "Builder:\neast" and button.focusPolicy() != Qt.FocusPolicy.NoFocus
    # where a builder would pay (insight): the tiles left that extend Anna's road D-U-U, open
    # at (-1, 0) and (3, 0), and her draws left (the engine's, tests/test_insight.py by hand)
    grows, draws = growth(game, game.board.segment_at((2, 0), "E") or 0), draws_left(game)[0]
    assert grows.squares == {(-1, 0), (3, 0)} and draws == (game.bag_total - 1) // 2 + 1
    assert button.toolTip().endswith(
        f"\nThe bag can still extend this road: {sum(grows.tiles.values())} tiles left fit its open ends;"
        f" about {grows.within(game.bag_total, draws):.0%} that one of your {draws} draws left is one."
    )
    # only the builder is offered here (Anna has no farmer on this tile's fields): no “Pig”
    assert instruction(game) == (
        "Anna: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none."
        " Or press the “Builder” button."
    )
    half = next(h for h in halves() if isinstance(h, TradersAndBuildersUI))
    with_insight = half.builder_pays(game, Deploy("E", "builder"))
    assert with_insight is not None and with_insight in button.toolTip()
    tournament = dataclasses.replace(game.setup, tournament=True)
    monkeypatch.setattr(game, "setup", tournament)  # tournament rules: no counting of tiles
    assert half.builder_pays(game, Deploy("E", "builder")) is None
    monkeypatch.undo()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    builder = next(f for f in game.figures.values() if f.kind == "builder")
    assert builder.location == "E" and game.figures_left(0)["builder"] == 0
    assert Texts().action_label(Deploy("E", "builder")) == "deploy the builder, east"
    # the builder's own silhouette, told from a thief's
    assert figure_path("builder", 20) != figure_path("road", 20)
    assert figure_path("pig", 20) != figure_path("field", 20)
    session.act(End())


def test_the_extra_turn_is_said(qtbot: QtBot) -> None:
    record = _scenario("builder_double_turn_never_chains")
    actions = record["actions"]
    assert isinstance(actions, list)
    game = replay({**record, "actions": actions[:12]})  # turn 5 closed: Anna's extra turn
    assert instruction(game) == (
        "Anna: which tile was drawn? Click it in the bag, or type what it shows and Enter."
        " Another turn: the builder's road grew."
    )
    game = replay({**record, "actions": actions[:14]})  # the extra turn played: Bram's
    assert instruction(game).startswith("Bram: which tile was drawn?")


def test_the_goods_tally_shows_who_leads(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(Setup.of(["Anna", "<b>Bram</b>"], TB))
    half = next(h for h in halves() if isinstance(h, TradersAndBuildersUI))
    tally = half.side_panel(session)
    assert isinstance(tally, GoodsTally)
    qtbot.addWidget(tally)
    for action in (Draw("traders-builders/Cc-w"), Place("traders-builders/Cc-w", (0, -1), 180), Pass()):
        session.act(action)
    session.act(Draw("base/E"))
    session.act(Place("base/E", (1, -1), 270))
    session.act(Pass())  # the turn ends: the city completed, Bram takes its wine
    labels = {label.text(): label for label in tally.findChildren(QLabel)}
    assert {"Wine", "Grain", "Cloth", "Anna", "<b>Bram</b>"} <= set(labels)
    assert labels["<b>Bram</b>"].textFormat() == Qt.TextFormat.PlainText
    leader = next(label for label in tally.findChildren(QLabel) if label.text() == "1")
    assert leader.font().bold() and "Leads in wine" in leader.toolTip()
    session.new_game(Setup.of(["Anna", "Bram"]))
    assert tally.isHidden()


def test_the_phone_gets_the_tally_as_a_picture(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"], TB))
    half = next(h for h in halves() if isinstance(h, TradersAndBuildersUI))
    (part,) = half.phone_parts(game)
    assert part.title == "Goods" and part.picture.width() > part.picture.height() > 0
    again = half.phone_parts(game)[0].picture
    assert again.cacheKey() == part.picture.cacheKey()  # the same tally: the same picture
    for action in (Draw("traders-builders/Cc-w"), Place("traders-builders/Cc-w", (0, -1), 180), Pass()):
        game.push(action)
    game.push(Draw("base/E"))
    game.push(Place("base/E", (1, -1), 270))
    game.push(Pass())  # Bram takes the wine: he leads in it
    changed = half.phone_parts(game)[0].picture
    assert changed.cacheKey() != part.picture.cacheKey() and changed != part.picture
    assert half.phone_parts(Game(Setup.of(["Anna", "Bram"]))) == ()


def test_refusals_are_said_without_codes(qtbot: QtBot) -> None:
    for key in ("figure-off-tile", "figure-not-there", "figure-without-follower"):
        for figure in ("builder", "pig"):
            said = refusal(IllegalAction("x", key, figure=figure, location="crown:tax:0", feature="field"))
            assert figure in said and "crown" not in said and "-" not in said


def test_the_tile_editor_gives_its_cities_a_good(qtbot: QtBot) -> None:
    from PySide6.QtTest import QTest

    from ui.dialogs.tile_editor import TileEditor

    editor = TileEditor("mine")
    qtbot.addWidget(editor)
    editor.show()
    (combo,) = [f.widget for f in editor.fields if "goods" in f.city_attributes()]
    assert isinstance(combo, QComboBox)
    editor.edges.clear()
    QTest.keyClicks(editor.edges, "CFFF")
    combo.setCurrentIndex(combo.findData("grain"))
    features = editor.tile()["features"]
    assert isinstance(features, list)
    assert [f.get("goods") for f in features if f["kind"] == "city"] == ["grain"]
    tile = editor.tile_def()
    assert tile is not None and "goods" in tile.marks
    editor.edges.clear()
    QTest.keyClicks(editor.edges, "FRFR")
    assert not combo.isEnabled() and combo.currentData() is None


def test_the_half_is_registered_with_its_help_page(qtbot: QtBot) -> None:
    half = next(h for h in halves() if isinstance(h, TradersAndBuildersUI))
    assert half.help_page() == "traders-builders" and half.help_title() == "Traders & Builders"
    assert half.why(replay(_scenario("goods_to_the_completer")).events[-1]) == ("traders-builders", "goods")


def test_a_builder_on_a_road_no_tile_left_extends_earns_nothing(qtbot: QtBot) -> None:
    """Worked out by hand: the bag holds 3 meadows after Anna lays the only straight road east
    of the start tile's road; a meadow fits neither end, so no tile left extends the road."""
    from carc_assist.rules.tileset_file import build_catalogue, parse_tileset

    road = [
        {"kind": "road", "at": ["W", "E"]},
        {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]},
        {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]},
    ]
    meadow = [{"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}]
    document = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "t",
        "name": "T",
        "start": "t/start",
        "tiles": [
            {"id": "t/start", "count": 1, "features": road},
            {"id": "t/straight", "count": 1, "features": road},
            {"id": "t/meadow", "count": 3, "features": meadow},
        ],
    }
    game = Game(
        Setup.of(["Anna", "Bram"], ("t",)), build_catalogue([("t.json", parse_tileset(document, "t.json"))])
    )
    game.push(Draw("t/straight"))
    game.push(Place("t/straight", (1, 0), 0))
    half = TradersAndBuildersUI()
    assert half.builder_pays(game, Deploy("E", "builder")) == (
        "No tile left in the bag extends this road: a builder on it earns no extra turn."
    )
