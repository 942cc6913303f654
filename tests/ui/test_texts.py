"""Scoring sentences read as players say them, plurals included, numbers of any size."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.expansions.wheel_of_fortune import PlagueChoice
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Adjust, Draw, DrawSeveral, Follower, Pass, Place
from carc_assist.table.events import Item, ScoreEvent
from ui.board.board_view import SpotMarker
from ui.session import GameSession
from ui.window.main_window import MainWindow
from ui.words.texts import Texts, countable


def test_city_sentence_with_plurals(qtbot: QtBot) -> None:
    texts = Texts()
    event = ScoreEvent(3, 0, 10, "city", False, (Item("tiles", 4, 8), Item("pennants", 1, 2)))
    assert (
        texts.event_sentence(event, "Red")
        == "Completed: Red scores a city of 4 tiles with 1 pennant: 10 points"
    )
    road = ScoreEvent(3, 1, 1, "road", True, (Item("tiles", 1, 1),))
    assert texts.event_sentence(road, "Bram") == "Game end: Bram scores a road of 1 tile: 1 point"
    field = ScoreEvent(9, 1, 6, "field", True, (Item("cities", 2, 6),))
    assert "a field touching 2 completed cities: 6 points" in texts.event_sentence(field, "Bram")


def test_undo_labels(qtbot: QtBot) -> None:
    """Tiles by what they show, followers by what they become: no letters, no coordinates."""
    game = Game(Setup.of(["Anna", "Bram"]))
    texts = Texts()
    assert texts.action_label(Place("base/E", (0, -1), 180), game) == "place City on one side"
    game.push(Draw("base/A"))
    game.push(Place("base/A", (0, 1), 0))  # a cloister with a road south
    assert texts.action_label(Follower("C"), game) == "deploy a monk"
    assert texts.action_label(Follower("S"), game) == "deploy a thief"
    assert texts.action_label(Place("base/E", (0, -1), 180)) == "place E"  # no game at hand


def test_numbers_beyond_a_c_int_are_written_in_full(qtbot: QtBot) -> None:
    """Qt counts with a C int; a bigger score still reads as itself, in the right plural."""
    texts = Texts()
    assert texts.points(1) == "1 point"
    assert texts.points(2**31) == "2147483648 points"
    assert texts.points(-(2**40)) == "-1099511627776 points"
    assert texts.points(10**30 + 1) == f"{10**30 + 1} points"
    assert (texts.points(-5), texts.points(-1), texts.points(0)) == ("-5 points", "-1 point", "0 points")
    for n in (2**31, 10**12 + 5, 10**12 + 100, -(2**33) - 17):
        assert 100 <= countable(n) < 200 and countable(n) % 100 == abs(n) % 100
    assert countable(2**31 - 1) == 2**31 - 1


def test_huge_scores_keep_the_views_updating(qtbot: QtBot, tmp_path: Path) -> None:
    """The engine's bounds (carc_assist.files.limits: at most 100 copies of a tile, adjustments of at
    most 1000) keep a real game far below these numbers; the views must not stop all the same."""
    huge = 3 * 2**62  # beyond what a Qt item holds as a number
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    session.new_game(Setup.of(["Anna", "Bram"]))
    game = session.game
    assert game is not None
    game.scores[0], game.scores[1] = huge - 1, 2**31 - 1  # as no game can make them
    session.act(Adjust("Anna", 1, "counted at the table"))
    session.act(Adjust("Bram", 1, "counted at the table"))
    scores = [window.scoreboard.model().index(row, 1).data() for row in range(2)]
    assert scores == [str(huge), 2**31]
    session.act(Draw("base/A"))  # the views go on
    assert window.bag.total.text() == f"Bag: {game.bag_total} tiles left"
    assert window.scoreboard.model().index(1, 1).data() == 2**31


def test_undo_labels_and_spot_tooltips_use_words(qtbot: QtBot, tmp_path: Path) -> None:
    """No location codes or notations reach the menu or the spots (issue #20)."""
    texts = Texts()
    game = Game(Setup.of(["Anna", "Bram"]))
    assert (
        texts.action_label(DrawSeveral(("base/A", "base/B")), game)
        == "draw Cloister, road to the door; Cloister"
    )
    assert texts.action_label(Keep("base/B"), game) == "keep Cloister"
    assert texts.action_label(PlagueChoice((0, 1, "S"))) == "send a follower home (plague)"
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    session.new_game(Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/A"))
    session.act(Place("base/A", (0, 1), 0))  # a cloister with a road south
    tips = {item.toolTip() for item in window.board.items() if isinstance(item, SpotMarker)}
    assert "Deploy a monk here" in tips and "Deploy a thief here" in tips
    assert all(tip.startswith("Deploy ") for tip in tips)


def test_the_log_names_who_scores_not_who_placed_the_closing_tile(qtbot: QtBot) -> None:
    """Issue #45, 6: Mama placed the tile that closed Papa's city, and the log said "Papa
    completes a city": it says whose points they are, not who completed it."""
    game = Game(Setup.of(["Papa", "Mama"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, 1), 90))  # south of the start: its city faces east
    game.push(Follower("E"))  # Papa's knight
    game.push(Draw("base/E"))
    game.push(Place("base/E", (1, 1), 270))  # Mama's city facing it closes it
    game.push(Pass())
    scored = [e for e in game.events if e.source == "city"]
    assert scored and {e.player for e in scored} == {0}
    said = Texts().event_sentence(scored[0], "Papa")
    assert "Papa completes" not in said and said.startswith("Completed: Papa scores a city")
