"""The Hint button (issue 32): off by default, never in tournament mode, at the place step only;
the ranking runs off the GUI thread, its top turns say why in words, and a click plays one."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneHoverEvent
from pytestqt.qtbot import QtBot

from carc_assist.players import lookahead
from carc_assist.players.coach import Reason, Review, Suggestion, turning_points
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import PLACE, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Action, Draw, Follower, Pass, Place
from ui.board.board_view import S
from ui.prefs.settings import COACH_HINTS
from ui.session import GameSession
from ui.window.main_window import MainWindow
from ui.words.coach_words import CoachWords
from ui.words.texts import Texts


def _window(qtbot: QtBot, tmp_path: Path, tournament: bool = False) -> tuple[MainWindow, GameSession]:
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    setup = Setup.of(["Anna", "Bram"])
    if tournament:
        from dataclasses import replace

        setup = replace(setup, tournament=True)
    session.new_game(setup)
    return window, session


def test_the_hint_is_off_by_default(qtbot: QtBot, tmp_path: Path) -> None:
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    assert not window.hint.isVisible() and not window.hint_action.isEnabled()


def test_never_in_tournament_mode(qtbot: QtBot, tmp_path: Path) -> None:
    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path, tournament=True)
    session.act(Draw("base/E"))
    assert not window.hint.isVisible()


def test_the_top_three_explained_and_one_played_with_a_click(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    COACH_HINTS.set(True)
    # the deeper look waits until the quick answer has been read: on a quiet machine it would
    # otherwise replace that answer before the test sees it
    quick_read = threading.Event()
    deepen = lookahead.deepen

    def deepen_after_reading(*args: Any, **kwargs: Any) -> Any:
        quick_read.wait(20)
        return deepen(*args, **kwargs)

    monkeypatch.setattr(lookahead, "deepen", deepen_after_reading)
    window, session = _window(qtbot, tmp_path)
    window.show()
    top = window.board.mapTo(window, window.board.rect().topLeft())
    assert (
        window.hint.isVisible() and not window.hint.button.isEnabled()
    )  # the draw step: a row, no button yet
    session.act(Draw("base/E"))
    assert window.hint.isVisible() and window.hint.button.isEnabled()
    assert window.board.mapTo(window, window.board.rect().topLeft()) == top  # the board did not move
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hint.choices[0].isVisible(), timeout=20_000)
    words = window.hint.sentence.text()
    assert words.startswith("Place it here") and "completes your city" in words  # the quick answer
    assert window.hint.progress.isVisible()  # then the deeper look
    quick_read.set()
    qtbot.waitUntil(lambda: not window.hint.progress.isVisible(), timeout=20_000)
    words = window.hint.sentence.text()
    assert words.startswith("Looked a turn ahead. Place it here") and "completes your city" in words
    ghosts = window.board.ghosts  # the E fits on two squares: the best turn of each, the first lit
    assert [g.rank for g in ghosts] == [1, 2] and [g.lit for g in ghosts] == [True, False]
    assert ghosts[0].pos() == QPointF(0, -S) and ghosts[0].spot is not None  # its knight's spot drawn
    assert all(g.scene() is window.board.scene() for g in ghosts)
    ghosts[1].hoverEnterEvent(QGraphicsSceneHoverEvent())  # hovering the second reads it
    assert [g.lit for g in ghosts] == [False, True]
    assert window.hint.sentence.text() != words
    game = session.game
    assert game is not None
    ghosts[0].tap()  # a finger: the first tap proposes it: it alone stands on the board, lit ...
    qtbot.waitUntil(lambda: window.hint.choices[0].isChecked())
    assert [g.lit for g in ghosts] == [True, False] and [g.isVisible() for g in ghosts] == [True, False]
    assert game.phase == PLACE and window.hint.sentence.text().endswith("press Enter to play it.")
    ghosts[0].tap()  # ... the next plays it
    qtbot.waitUntil(lambda: len(game.actions) == 3)
    assert list(game.actions[-2:]) == [Place("base/E", (0, -1), 180), Follower("S")]
    assert game.scores == [4, 0]
    assert not window.hint.choices[0].isVisible()  # the game changed: the hint is gone
    assert window.board.ghosts == [] and ghosts[0].scene() is None


def test_a_click_on_a_ghost_plays_it(qtbot: QtBot, tmp_path: Path) -> None:
    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    shown: list[list[list[Action]]] = []
    window.hint.shown.connect(shown.append)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: len(window.board.ghosts) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: not window.hint.progress.isVisible(), timeout=20_000)  # the deeper look done
    board = window.board
    second = board.ghosts[1]
    at = board.mapFromScene(second.mapToScene(QPointF(S / 2, S * 0.8)))
    assert board.itemAt(at) is second
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)  # proposed ...
    game = session.game
    assert game is not None
    qtbot.waitUntil(lambda: window.hint.choices[1].isChecked())
    assert game.phase == PLACE and not board.ghosts[0].isVisible()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)  # ... and played
    qtbot.waitUntil(lambda: game.phase != PLACE)
    played = [action for action in game.actions[1:] if not isinstance(action, Pass)]
    turns = [turns for turns in shown if turns][-1]  # the deeper look's order
    assert played == [action for action in turns[1] if not isinstance(action, Pass)]


def test_how_did_that_go_after_a_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """A turn played while hints are on: one sentence compares it with the coach's best."""
    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    session.act(Place("base/E", (0, 1), 180))  # south of the start tile, its city facing south
    session.act(Pass())
    qtbot.waitUntil(lambda: window.hint.sentence.text().startswith("How did that go?"), timeout=20_000)
    assert window.hint.sentence.text() == (  # the best: closing the start city with a knight
        "How did that go? Anna, your turn was worth about 4.0 points less than the coach's best,"
        " placing it 1 north of the start tile with a knight in the city to the south."
    )
    assert window.hint.sentence.isEnabled()  # readable, not greyed, at the draw step
    session.act(Draw("base/E"))  # the next step: what was said no longer holds
    assert window.hint.sentence.text() == ""


@pytest.mark.parametrize("tournament", [False, True])
def test_no_review_with_hints_off_or_in_tournament_mode(
    qtbot: QtBot, tmp_path: Path, tournament: bool
) -> None:
    from PySide6.QtCore import QThreadPool

    COACH_HINTS.set(tournament)  # in tournament mode, even with hints on
    window, session = _window(qtbot, tmp_path, tournament=tournament)
    session.act(Draw("base/E"))
    session.act(Place("base/E", (0, 1), 180))
    session.act(Pass())
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(50)
    assert window.hint.sentence.text() == ""


def test_the_verdict_in_words(qtbot: QtBot) -> None:
    words = CoachWords(Texts())
    best = Suggestion((Place("base/E", (0, -1), 180), Follower("S")), 4.0, ())
    played = Suggestion((Place("base/E", (1, 0), 270), Pass()), -0.5, ())
    where = "1 north of the start tile"
    text = words.verdict(Review(0, played, best), "knight", where, ["Anna", "Bram"])
    assert text == (
        "How did that go? Anna, your turn was worth about 4.5 points less than the coach's best,"
        " placing it 1 north of the start tile with a knight in the city to the south."
    )
    text = words.verdict(Review(0, played, best, 2), "knight", where, ["Anna", "Bram"])
    assert text == (  # the hint's third suggestion: short by the difference of the values shown
        "How did that go? Anna, you played the coach's suggestion 3: about 4.5 points less than its"
        " best, placing it 1 north of the start tile with a knight in the city to the south."
    )
    text = words.verdict(Review(1, best, best, 0), "knight", where, ["Anna", "Bram"])
    assert text == "How did that go? Well played, Bram: that was the coach's best turn."
    farmer = Suggestion((Place("base/E", (0, -1), 180), Follower("Nw")), 4.0, ())
    text = words.verdict(Review(1, played, farmer), "farmer", where, ["Anna", "Bram"])
    assert text.endswith("with a farmer in the field to the north-west.")


def test_sentences_name_no_codes(qtbot: QtBot) -> None:
    words = CoachWords(Texts())
    suggestion = Suggestion(
        (Place("base/E", (1, 1), 270), Pass()),
        2.5,
        (Reason("gives", "city", 4, 1), Reason("followers", "", -1.3), Reason("wheel:crown", "", 2.0)),
    )
    text = words.sentence(suggestion, None, ["Anna", "Bram"])
    assert text == (  # every part with its number, and their sum, the number on the button
        "Place it here, with no follower: it gives Bram 4 points now (+4.0); it ties up a follower"
        " (\u22121.3); other effects (+2.0); in all +2.5."
    )
    baseline = Suggestion(
        (Place("base/E", (1, 1), 270), Follower("Nw")),
        2.7,
        (
            Reason("completes", "city", 8),
            Reason("expected", "city", -5.3),
            Reason("starts", "field", 3.0),
            Reason("followers", "", -3.0),
        ),
    )
    text = words.sentence(baseline, "farmer", ["Anna", "Bram"])
    assert text == (
        "Place it here and put a farmer in the field to the north-west: it completes your city now"
        " (+8.0); your city would probably have been completed later anyway (\u22125.3); your new"
        " field should bring (+3.0); it ties up a follower (\u22123.0); in all +2.7."
    )
    three = words.sentence(
        Suggestion((Place("base/E", (1, 1), 270), Pass()), -2.0, (Reason("gives", "city", -2.0, 1),)),
        None,
        ["Anna", "Bram", "Cleo"],
    )
    assert "it gives Bram 4 points now, against the others' mean (\u22122.0)" in three


def test_an_expansion_words_its_own_outlook(qtbot: QtBot) -> None:
    words = CoachWords(Texts())
    suggestion = Suggestion((Place("base/E", (1, 1), 270), Pass()), 10.0, (Reason("goods", "", 10.0),))
    text = words.sentence(suggestion, None, ["Anna", "Bram"])
    assert text.endswith(": the goods' majorities gain about 10 points at the end (+10.0); in all +10.0."), (
        text
    )
    crowns = Suggestion(
        (Place("base/E", (1, 1), 270), Follower("crown:storm:0")), 6.0, (Reason("crowns", "", 6.0),)
    )
    text = words.sentence(crowns, None, ["Anna", "Bram"])
    assert text.endswith(
        ": the crown fields should pay about 6 points when the pig stops (+6.0); in all +6.0."
    ), text
    assert "Place it here and put a follower on the Storm crown field 1" in text, text


def test_a_change_of_the_game_cancels_the_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    """Undo while the coach thinks: its answer is of a game that is gone, and is dropped."""
    from PySide6.QtCore import QThreadPool

    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    window.hint_action.trigger()
    session.undo()
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(50)  # the queued answer, if any, arrives
    assert all(choice.isHidden() for choice in window.hint.choices)
    assert not window.hint.button.isEnabled()  # the draw step again


def _finished_game(tournament: bool = False) -> Game:
    import random
    from dataclasses import replace

    setup = Setup.of(["Anna", "Bram"])
    game = Game(replace(setup, tournament=True) if tournament else setup)
    rng = random.Random(3)
    while not game.finished:
        play_turn(game, rng)
    return game


def test_the_summary_names_the_turns_that_changed_the_game_most(qtbot: QtBot) -> None:
    from ui.dialogs.summary import SummaryDialog

    game = _finished_game()
    assert SummaryDialog(game).turning_points is None  # hints off: the coach says nothing
    COACH_HINTS.set(True)
    dialog = SummaryDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.turning_points is not None
    lines = dialog.turning_points.text().split("\n")
    moments = turning_points(game)
    assert len(lines) == 4 and lines[0].startswith("The turns that changed the game most")
    names = ["Anna", "Bram"]
    for line, moment in zip(lines[1:], moments, strict=True):
        assert line.startswith(f"Turn {moment.turn} — {names[moment.player]}, about "), line
    assert SummaryDialog(_finished_game(tournament=True)).turning_points is None


def test_the_deeper_look_can_be_stopped(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long deeper look (a minute, rounds without end): Stop ends it, the quick answer stays."""
    from PySide6.QtCore import QThreadPool

    from carc_assist.players import lookahead

    monkeypatch.setattr(lookahead, "BUDGET", 60.0)
    monkeypatch.setattr(lookahead, "ROUNDS", 10**9)
    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hint.progress.value() > 0, timeout=20_000)
    quick = window.hint.sentence.text()
    assert window.hint.stop_button.isVisible()
    window.hint.stop_button.click()
    assert QThreadPool.globalInstance().waitForDone(5_000)  # it stopped, long before its minute
    qtbot.waitUntil(lambda: not window.hint.progress.isVisible())
    assert window.hint.sentence.text() == quick and window.hint.choices[0].isVisible()
    assert len(window.board.ghosts) == 2


def test_hints_turned_off_are_cleared_once_and_then_left_alone(qtbot: QtBot, tmp_path: Path) -> None:
    """The hint row is cleared at every step while hints are on, and once more when they are
    turned off (what it said goes); with hints off there is nothing to clear at a step."""
    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    session.act(Draw("base/E"))
    window.hint.sentence.setText("How did that go?")
    COACH_HINTS.set(False)  # the preferences dialog, closed
    window._coach_hints = False
    window._update()
    assert window.hint.sentence.text() == "" and not window.hint.isVisible()
    cleared: list[bool] = []
    window.hint.clear = lambda: cleared.append(True)  # type: ignore[method-assign]
    session.act(Place("base/E", (0, 1), 180))
    session.act(Pass())
    assert cleared == []


def _hint_shown(qtbot: QtBot, window: MainWindow) -> list[float]:
    """Ask for the hint and wait for the deeper look: the values on the buttons."""
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hint.choices[0].isVisible(), timeout=20_000)
    qtbot.waitUntil(lambda: not window.hint.progress.isVisible(), timeout=20_000)
    shown = [choice for choice in window.hint.choices if choice.isVisible()]
    return [float(choice.text().split(" ")[1].replace("\u2212", "-")) for choice in shown]


def test_a_suggestion_is_proposed_then_played_undone_like_a_turn_and_judged_as_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A click on the second suggestion's button proposes it (its ghost alone on the board,
    nothing played; Esc takes the proposal back, not the draw); Enter plays it, as a turn by
    hand (two undos take it back); the feedback
    then says by how much it fell short of the first, with the numbers the buttons showed.
    The first one played is the coach's best."""
    from carc_assist.rules.game import DRAW

    COACH_HINTS.set(True)
    window, session = _window(qtbot, tmp_path)
    window.activateWindow()
    session.act(Draw("base/E"))
    game = session.game
    assert game is not None
    values = _hint_shown(qtbot, window)
    assert len(values) == 2 and values[0] >= values[1]
    first = window.hint.choices[0]
    assert first.toolTip().startswith(f"{first.text().split(' ')[1]}: about ")  # the number explained
    assert "than leaving it" in first.toolTip() and "\n" in first.toolTip()
    window.hint.choices[1].click()
    assert game.phase == PLACE and len(game.actions) == 1 and window.hint.choices[1].isChecked()
    assert [g.isVisible() for g in window.board.ghosts] == [False, True] and window.board.ghosts[1].lit
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)  # taken back: the draw stays
    assert not window.hint.choices[1].isChecked() and all(g.isVisible() for g in window.board.ghosts)
    assert game.phase == PLACE and len(game.actions) == 1
    window.hint.choices[1].click()
    window.hint.read(0)  # hovering another button reads it; the proposal stays lit
    assert [g.lit for g in window.board.ghosts] == [False, True]
    qtbot.keyClick(window.board, Qt.Key.Key_Return)  # one more input plays it
    qtbot.waitUntil(lambda: game.phase == DRAW)
    qtbot.waitUntil(lambda: window.hint.sentence.text().startswith("How did that go?"), timeout=20_000)
    short = round(values[0] - values[1], 1)
    said = window.hint.sentence.text()
    if short:
        assert f"you played the coach's suggestion 2: about {short:.1f} points less than its best" in said
    else:
        assert "you played the coach's suggestion 2: by its numbers as good as its best" in said
    session.undo()  # its follower (or none) ...
    assert game.phase != PLACE and len(game.actions) == 2
    session.undo()  # ... then its placement: as a turn played by hand
    assert game.phase == PLACE and game.held == "base/E" and len(game.actions) == 1
    values = _hint_shown(qtbot, window)
    window.hint.choices[0].click()
    window.hint.choices[0].click()  # a second click plays it
    qtbot.waitUntil(lambda: window.hint.sentence.text().startswith("How did that go?"), timeout=20_000)
    assert (
        window.hint.sentence.text() == "How did that go? Well played, Anna: that was the coach's best turn."
    )


def test_a_suggested_follower_says_where_it_goes(qtbot: QtBot) -> None:
    """By where its feature is drawn on the tile as placed, never by a code: a straight road
    placed east-west has a field to the north and one to the south; turned a quarter, east
    and west; the field around a city on one side lies in the middle of the tile."""
    from carc_assist.rules.game import shipped_catalogue
    from ui.panels.hint_panel import side_of

    tiles = shipped_catalogue().tiles
    road, city = tiles["base/U"], tiles["base/E"]
    assert [side_of(road, 0, segment) for segment in (1, 2)] == ["N", "S"]
    assert [side_of(road, 1, segment) for segment in (1, 2)] == ["E", "W"]
    assert [side_of(city, 0, segment) for segment in (0, 1)] == ["N", "C"]
    words = CoachWords(Texts())
    assert words.follower("Nw", "farmer", "N") == "a farmer in the field to the north"
    assert words.follower("En", "farmer", "C") == "a farmer in the middle of the tile"
    assert words.follower("E", "knight", "E") == "a knight in the city to the east"
    assert words.follower("W", "thief", "Sw") == "a thief on the road to the south-west"
    assert words.follower("C", "monk", "C") == "a monk in the cloister"
    assert words.follower("crown:storm:0", None) == "a follower on the Storm crown field 1"
