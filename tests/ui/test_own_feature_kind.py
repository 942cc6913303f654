"""A made-up expansion with a kind of feature of its own, registered here in the test alone:
beehives, in the middle of their tiles (spot "H"), tended by beekeepers, scoring at the end 1
per tile on and around them (as a cloister) plus the honey their tile-set entry gives them.
Its engine half and its UI half declare everything; no core module and no generic view is
edited, and the game, the record, the tile painter, the followers' shapes, the log's words,
the tiles' names and the tile editor take it in (issue #28).

Worked out by hand (``test_a_beehive_is_played_and_scored_at_the_end``): Anna places G1 east
of the start tile (its road continues the start's) and puts a beekeeper on its beehive (2
honey); Bram places G2 south of G1 and puts a beekeeper on its beehive (1 honey, the
default); Anna ends the game. Around (1, 0) the start tile and G2 are placed: 1 + 2 = 3
tiles, + 2 honey = 5 for Anna. Around (1, 1) the start tile (diagonal) and G1: 3 tiles,
+ 1 honey = 4 for Bram. The road and the fields hold no follower.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from pytestqt.qtbot import QtBot

from carc_assist.rules import hooks
from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import Game
from carc_assist.rules.hooks import Expansion, FeatureKind
from carc_assist.rules.setup import Setup
from carc_assist.rules.tileset_file import load_catalogue
from carc_assist.storage.record import record_text, replay_text
from carc_assist.table.actions import Draw, End, Follower, Place
from carc_assist.table.board import Board, Feature
from carc_assist.table.events import Item, ScoreEvent, Value
from carc_assist.table.tiles import TileDef
from ui.dialogs.tile_editor import TileEditor
from ui.expansions import ExpansionUI, FeatureLook, first, halves, register, unregister
from ui.expansions.base import Words
from ui.look.colors import TilePalette
from ui.look.figures import figure_path
from ui.look.painter import TilePainter, spot_point
from ui.words.texts import Texts
from ui.words.tile_names import TileNames

BEEHIVE_GREEN = QColor("#2e8b57")
FIELD_N = {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]}
FIELD_S = {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]}
ALL_FIELD = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
BEEHIVES = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "beehives",
    "name": "Beehives (test)",
    "tiles": [
        {
            "id": "beehives/G1",
            "count": 2,
            "features": [
                {"kind": "beehive", "honey": 2},
                {"kind": "road", "at": ["E", "W"]},
                FIELD_N,
                FIELD_S,
            ],
        },
        {"id": "beehives/G2", "count": 1, "features": [{"kind": "beehive"}, ALL_FIELD]},
    ],
}


def _beehive_value(board: Board, feature: Feature, final: bool) -> Value | None:
    """A beehive never completes; at the end: 1 per tile on and around it, and its honey."""
    if not final:
        return None
    (square,) = feature.squares
    tiles = 1 + board.neighbours_filled(square)
    ((origin, local),) = board.parts(feature)
    honey = board.cells[origin].tile.segments[local].attribute("honey")
    assert isinstance(honey, int)
    return tiles + honey, (Item("tiles", tiles, tiles), Item("honey", honey, honey))


BEEHIVE = FeatureKind("beehive", "H", "beekeeper", _beehive_value, {"honey": (int, 1)})


class Beehives(Expansion):
    """The engine half: the kind, and the mark its tiles show (so that a game uses it)."""

    MARKS = frozenset({"beehive"})
    FEATURE_KINDS = (BEEHIVE,)

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return cls.MARKS if any(seg.kind == BEEHIVE.name for seg in tile.segments) else frozenset()


def _beehive_shape(at: tuple[float, float], half: float) -> QPainterPath:
    shape = QPainterPath()
    shape.addEllipse(QRectF(at[0] - half, at[1] - half, 2 * half, 2 * half))
    return shape


def _paint_beehive(painter: QPainter, at: tuple[float, float], half: float, palette: TilePalette) -> None:
    painter.fillPath(_beehive_shape(at, half), BEEHIVE_GREEN)


def _beekeeper() -> QPainterPath:
    """A beekeeper: a diamond, one unit tall."""
    shape = QPainterPath(QPointF(0, -0.5))
    for x, y in ((0.3, 0.0), (0.0, 0.5), (-0.3, 0.0)):
        shape.lineTo(x, y)
    shape.closeSubpath()
    return shape


class BeehivesUI(ExpansionUI):
    """The UI half: the beehive's look, its beekeeper and its sentence."""

    def feature_look(self, kind: str) -> FeatureLook | None:
        if kind != BEEHIVE.name:
            return None
        return FeatureLook(_beehive_shape, _paint_beehive, "beehive", "Beehive", _beekeeper)

    def figure_name(self, role: str) -> str | None:
        return "a beekeeper" if role == BEEHIVE.role else None

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        if event.source != BEEHIVE.name:
            return None
        return f"{player} tends a beehive: {words.points(event.points)}"


@pytest.fixture
def beehives() -> Iterator[BeehivesUI]:
    """Both halves registered for one test, and taken out again."""
    hooks.register(Beehives)
    half = BeehivesUI()
    register(half)
    try:
        yield half
    finally:
        unregister(half)
        hooks.unregister(Beehives)
    assert hooks.feature_kind(BEEHIVE.name) is None


def new_game() -> Game:
    return Game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "beehives"), tiles=(BEEHIVES,)))


def played(game: Game) -> Game:
    for tile, square in (("beehives/G1", (1, 0)), ("beehives/G2", (1, 1))):
        game.push(Draw(tile))
        game.push(Place(tile, square, 0))
        game.push(Follower("H"))
    return game


def test_a_beehive_is_played_and_scored_at_the_end(beehives: BeehivesUI) -> None:
    game = played(new_game())
    assert [type(e).__name__ for e in game.expansions] == ["Beehives"]
    assert game.scores == [0, 0]  # a beehive never completes
    hover = game.feature_score((1, 0), "H")  # what it would score if the game ended now
    assert hover is not None and (hover.points, hover.winners, hover.final) == (5, (0,), True)
    game.push(End())
    assert game.scores == [5, 4]
    anna, bram = game.events[-2:]
    assert (anna.player, anna.source, anna.final, anna.points) == (0, "beehive", True, 5)
    assert anna.items == (Item("tiles", 3, 3), Item("honey", 2, 2))
    assert (bram.player, bram.points, bram.items[1]) == (1, 4, Item("honey", 1, 1))
    # the record writes the kind, its field and the spot as the file had them, and replays
    text = record_text(game)
    assert '{"kind": "beehive", "honey": 2}' in text and '"follower": "H"' in text
    assert replay_text(text).scores == [5, 4]


def one_tile(*features: dict[str, object]) -> dict[str, object]:
    """The beehives' set with one tile of ``features`` only."""
    return {**BEEHIVES, "tiles": [{"id": "beehives/X", "count": 1, "features": list(features)}]}


def test_its_file_field_is_its_own(beehives: BeehivesUI) -> None:
    catalogue = load_catalogue(documents=[BEEHIVES])
    beehive = catalogue.tile("beehives/G2").segments[0]
    assert (beehive.kind, beehive.location, beehive.attribute("honey")) == ("beehive", "H", 1)
    refused = {
        "field features.0.honey: only a beehive has honey": one_tile(
            {"kind": "road", "at": ["E", "W"], "honey": 3}, FIELD_N, FIELD_S
        ),
        "field features.0.honey: Input should be a valid integer": one_tile(
            {"kind": "beehive", "honey": "many"}, ALL_FIELD
        ),
        "field features.0.at: a beehive takes no locations": one_tile(
            {"kind": "beehive", "at": ["N"]}, ALL_FIELD
        ),
    }
    for message, document in refused.items():
        with pytest.raises(CatalogueError, match=re.escape(message)):
            load_catalogue(documents=[document])


def test_a_kind_needs_a_free_letter_and_name() -> None:
    for letter in ("C", "N", "Nw", "I", "I2", "T", "7"):
        with pytest.raises(ValueError, match="location"):
            hooks.register(
                type("Taken", (Expansion,), {"FEATURE_KINDS": (FeatureKind("pond", letter, "fisher"),)})
            )
    with pytest.raises(ValueError, match="declared twice"):
        hooks.register(
            type("Again", (Expansion,), {"FEATURE_KINDS": (FeatureKind("cloister", "K", "monk"),)})
        )
    assert hooks.feature_kind("pond") is None


def test_it_is_drawn_named_and_edited_as_its_half_says(qtbot: QtBot, beehives: BeehivesUI) -> None:
    game = played(new_game())
    tile = game.tile("beehives/G1")
    size = 96
    picture = TilePainter(size, dark=False).pixmap(tile, 0, size).toImage()
    x, y = spot_point(tile, 0, 0)  # the beekeeper stands on the beehive, painted where it stands
    assert picture.pixelColor(int(x * size), int(y * size)) == BEEHIVE_GREEN
    assert figure_path("beehive", 10).boundingRect() == QRectF(-3, -5, 6, 10)  # the diamond
    assert TileNames().name(tile) == "Beehive, straight road"
    texts = Texts()
    assert texts.spot_figure(game, "H") == "a beekeeper"  # on the tile just placed: G2
    game.push(End())
    assert texts.log_line(game.events[-2], "Anna") == "Turn 2: Anna tends a beehive: 5 points"
    editor = TileEditor("beehives")
    qtbot.addWidget(editor)
    assert editor.kinds["beehive"].text() == "Beehive"
    editor.edges.setText("FFFF")
    editor.kinds["beehive"].setChecked(True)
    features = editor.tile()["features"]
    assert isinstance(features, list) and {"kind": "beehive"} in features
    drawn = editor.tile_def()
    assert drawn is not None and drawn.marks == {"beehive"}
    tiles = BEEHIVES["tiles"]
    assert isinstance(tiles, list)
    again = TileEditor("beehives", tile=tiles[0])  # a beehive's own field is kept as it was read
    qtbot.addWidget(again)
    assert again.kinds["beehive"].isChecked()
    assert {"kind": "beehive", "honey": 2} in again.tile()["features"]


def test_every_shipped_kind_has_a_look() -> None:
    """Each kind of feature a shipped expansion brings is drawn, named and offered in the
    tile editor as its own half says (not as the painter's plain house)."""
    kinds = hooks.feature_kinds()
    assert [kind.name for kind in kinds] == ["tent", "river", "garden"]
    for kind in kinds:
        look = first(half.feature_look(kind.name) for half in halves())
        assert look is not None and look.words and look.label
        if kind.edge is not None:  # it runs through edges (the river): drawn along its course
            assert look.course is not None and look.figure is None
        else:  # it stands in the middle, and a figure stands on it as its half draws it
            assert look.course is None and look.figure is not None
