"""Inns & Cathedrals in the app: the cathedral and the inn's lake drawn on their tiles, the log
saying why an inn road or cathedral city scored as it did (and its 0 at the end), the big
follower chosen by a button of the follower step (mouse, keyboard, touch: a button), the set
in the new-game dialog, and no codes in what a player reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from carc_assist import Draw, End, Game, Place, Setup
from carc_assist.rules.insight import Completion, Risk, risk
from carc_assist.storage.record import replay
from carc_assist.table.actions import Deploy
from ui.expansions import halves
from ui.expansions.inns_and_cathedrals import InnsAndCathedralsUI
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.window.choice_bar import ChoiceBar
from ui.words.refusals import refusal
from ui.words.texts import Texts

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "inns-cathedrals"
IC = ("base", "inns-cathedrals")


def _picture(tile_id: str, dark: bool, size: int = 96) -> QImage:
    painter = TilePainter(dark=dark)
    return painter.pixmap(Game(Setup.of(["A", "B"], IC)).tile(tile_id), 0, size).toImage()


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("size", [96, 40])  # the board's and the bag's
def test_the_cathedral_is_drawn_on_its_tile(qtbot: QtBot, dark: bool, size: int) -> None:
    """Cccc-c and a plain city tile of the same shape (base/C has a pennant: compared without)
    differ only by the cathedral's mark."""
    half = InnsAndCathedralsUI()
    game = Game(Setup.of(["A", "B"], IC))
    assert [mark.place for mark in half.tile_marks(game.tile("inns-cathedrals/Cccc-c"))] == ["corner"]
    assert [mark.place for mark in half.tile_marks(game.tile("inns-cathedrals/RFr-i"))] == ["beside-road"]
    marked = _picture("inns-cathedrals/Cccc-c", dark, size)
    assert marked != _picture("inns-cathedrals/CCCC", dark, size)
    stone = {False: "#e9e4da", True: "#b9b3a8"}[dark]
    colours = {marked.pixelColor(x, y).name() for x in range(size) for y in range(size)}
    assert stone in colours


def test_the_tiles_are_named_with_their_marks(qtbot: QtBot) -> None:
    half = InnsAndCathedralsUI()
    game = Game(Setup.of(["A", "B"], IC))
    assert half.tile_words(game.tile("inns-cathedrals/Cccc-c")) == ["cathedral"]
    assert half.tile_words(game.tile("inns-cathedrals/RRR-i")) == ["inn by a lake"]
    assert half.set_title("inns-cathedrals") == "Inns & Cathedrals"
    assert [choice.sets for choice in half.set_choices()] == [("inns-cathedrals",)]


def _log(name: str) -> list[str]:
    game = replay(_scenario(name))
    texts = Texts()
    return [texts.event_sentence(e, game.setup.players[e.player].name) for e in game.events]


def _scenario(name: str) -> dict[str, object]:
    import json

    record = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))["record"]
    assert isinstance(record, dict)
    return record


def test_the_log_says_why(qtbot: QtBot) -> None:
    assert _log("inn_road_completed") == ["Completed: Anna scores a road of 4 tiles with an inn: 8 points"]
    assert _log("inn_road_unfinished_at_end") == [
        "Game end: Anna scores a road of 2 tiles with an inn (unfinished: its tiles score nothing): 0 points"
    ]
    assert _log("cathedral_city_with_pennant") == [
        "Completed: Anna scores a city of 6 tiles with 1 pennant with a cathedral: 21 points"
    ]
    assert _log("cathedral_city_unfinished_at_end") == [
        "Game end: Anna scores a city of 3 tiles with a cathedral"
        " (unfinished: its tiles and pennants score nothing): 0 points"
    ]


def test_the_big_follower_is_chosen_by_a_button(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(Setup.of(["Anna", "Bram"], IC))
    session.act(Draw("base/U"))
    session.act(Place("base/U", (1, 0), 0))
    game = session.game
    assert game is not None
    bar = ChoiceBar(TilePainter())
    qtbot.addWidget(bar)
    bar.chosen.connect(session.act)
    bar.show_choices(game)
    buttons = bar.findChildren(QToolButton)
    texts = sorted(button.text() for button in buttons)
    assert texts == [
        "Big follower:\na farmer, north-west",
        "Big follower:\na farmer, south-east",
        "Big follower:\na thief, east",
    ]
    road = next(button for button in buttons if "thief" in button.text())
    assert road.focusPolicy() != Qt.FocusPolicy.NoFocus  # Tab reaches it, Space presses it
    qtbot.mouseClick(road, Qt.MouseButton.LeftButton)
    (figure,) = game.figures.values()
    assert (figure.kind, figure.location, game.figures_left(0)["big"]) == ("big", "E", 0)
    assert Texts().action_label(Deploy("E", "big")) == "deploy the big follower"
    session.act(End())


def test_refusals_are_said(qtbot: QtBot) -> None:
    for key in ("big-follower-off-tile", "big-follower-not-there"):
        from carc_assist import IllegalAction

        said = refusal(IllegalAction("x", key, location="crown:tax:0", feature="tent"))
        assert "big follower" in said and "crown" not in said


def test_the_half_is_registered_with_its_help_page(qtbot: QtBot) -> None:
    half = next(h for h in halves() if isinstance(h, InnsAndCathedralsUI))
    assert half.help_page() == "inns-cathedrals" and half.help_title() == "Inns & Cathedrals"
    for language in ("en", "nl", "ro"):
        page = Path(__file__).parents[2] / "resources" / "help" / language / "inns-cathedrals.html"
        text = page.read_text(encoding="utf-8")
        assert all(f'name="{anchor}"' in text for anchor in ("inn", "cathedral", "big-follower"))


def test_a_follower_s_tooltip_says_the_inn_and_its_risk(qtbot: QtBot, tmp_path: Path) -> None:
    """Learning: an open inn road is worth 0 if the game ended now, and the tooltip says why."""
    from ui.board.board_view import BoardView

    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], IC))
    session.act(Draw("inns-cathedrals/RFr-i"))
    session.act(Place("inns-cathedrals/RFr-i", (1, 0), 0))
    session.act(Deploy("E", "big"))
    game = session.game
    assert game is not None
    (figure,) = game.figures.values()
    tip = board.figure_tip(figure)
    assert tip.startswith(
        "2 tiles with an inn (unfinished: its tiles score nothing); worth 0 if the game ended now"
    )
    # its risk (insight): completed it would score 2 x 2 = 4; the chance is the engine's
    # (tests/test_insight.py works one out by hand)
    chance = risk(game, figure.segment, figure.player)
    assert chance is not None and 0 < chance.chance < 1
    assert tip.endswith(
        "\nUnfinished at the end, this road with an inn scores nothing: 4 points at risk. It needs 2 more"
        f" tiles: about {chance.chance:.0%} to finish it before the bag runs out."
    )


def test_the_risk_of_a_cathedral_city_in_words(qtbot: QtBot) -> None:
    half = InnsAndCathedralsUI()
    one = Completion((0, -2), {"base/E": 5}, 0.05)
    at_risk = Risk("cathedral", "city", 9, 0, (one,), 0.351)
    assert half.risk_words(at_risk, Texts()) == (
        "Unfinished at the end, this city with a cathedral scores nothing: 9 points at risk. It needs 1 more"
        " tile: about 35% to finish it before the bag runs out."
    )
    assert half.risk_words(Risk("other", "city", 9, 0, (one,), 0.35), Texts()) is None


def test_the_tile_editor_marks_an_inn_and_a_cathedral(qtbot: QtBot) -> None:
    """The inn on the tile's roads, the cathedral in its cities, each offered only where the
    edges have one; the tile then shows the marks the rules need."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QCheckBox

    from ui.dialogs.tile_editor import TileEditor

    editor = TileEditor("mine")
    qtbot.addWidget(editor)
    editor.show()
    boxes = {
        key: field.widget
        for field in editor.fields
        for key in (*field.road_attributes(), *field.city_attributes())
        if key in ("inn", "cathedral")
    }
    inn, cathedral = boxes["inn"], boxes["cathedral"]
    assert isinstance(inn, QCheckBox) and isinstance(cathedral, QCheckBox)
    editor.edges.clear()
    QTest.keyClicks(editor.edges, "CRFR")
    inn.setChecked(True)
    cathedral.setChecked(True)
    features = editor.tile()["features"]
    assert isinstance(features, list)
    assert [f.get("inn") for f in features if f["kind"] == "road"] == [True]
    assert [f.get("cathedral") for f in features if f["kind"] == "city"] == [True]
    tile = editor.tile_def()
    assert tile is not None and {"inn", "cathedral"} <= tile.marks
    editor.edges.clear()
    QTest.keyClicks(editor.edges, "FRFR")
    assert not cathedral.isEnabled() and not cathedral.isChecked() and inn.isEnabled()


def test_the_big_follower_s_choices_are_told_apart(qtbot: QtBot) -> None:
    """The undo menu and the edit dialog name each spot of the big follower differently."""
    game = Game(Setup.of(["Anna", "Bram"], IC))
    game.push(Draw("inns-cathedrals/CRCR"))
    game.push(Place("inns-cathedrals/CRCR", (0, -1), 180))
    texts = Texts()
    labels = [texts.action_label(a, game) for a in game.legal_follower_actions() if isinstance(a, Deploy)]
    assert len(labels) == len(set(labels)) == 8  # 2 cities, 2 roads, 4 fields: all free
    assert "deploy the big follower as a knight, north" in labels


def test_the_log_says_who_the_big_follower_outvoted(qtbot: QtBot) -> None:
    """Anna's big follower outweighs Bram's thief on the road (scenario
    ``big_follower_outweighs_one``): after her points, the log says Bram scored nothing there."""
    game = replay(_scenario("big_follower_outweighs_one"))
    texts, names = Texts(), [p.name for p in game.setup.players]
    (note,) = [n for n in game.notes if n.what == "outvoted"]
    assert texts.log_line(note, names[note.player], game) == (
        "Turn 6: Bram is outvoted on the road and scores nothing"
    )
