"""The ``Step`` names exactly the parts of the game an action (or its undo, or its redo)
changed, so that a view updates from it alone: the parts it names differ from what a view
showed before, the parts it does not name are as they were, its log lines are the ones
added or taken away, and its prompt is the game's. Worked out by hand for each kind of
action, and over random games with undo and redo (a view model kept up from the steps alone
ends up as one rebuilt from the game)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.rules.steps import Step
from carc_assist.table.actions import Adjust, Draw, End, Follower, Pass, Place
from tests.test_fortune_tellers import new_game as tellers_game

#: the parts of the game a step may name, as a view model holds them
PARTS = ("tiles", "figures", "turn", "bag", "held")


def view(game: Game) -> dict[str, Any]:
    """What the views show, rebuilt from the whole game."""
    return {
        "tiles": [(placed.tile.id, placed.origin, placed.rotation) for placed in game.board.placed],
        "figures": dict(game.figures),
        "players": [(game.scores[p], game.figures_left(p)) for p in range(len(game.setup.players))],
        "turn": (game.turn, game.current_player, game.finished),
        "bag": dict(game.bag.counts),
        "held": game.held,
        "log": [*game.events, *game.notes],
        "prompt": game.prompt,
    }


def updated(shown: dict[str, Any], step: Step, game: Game) -> dict[str, Any]:
    """``shown`` kept up from ``step`` alone: the parts it names read again, the others kept,
    its log lines added or taken away, its prompt."""
    now = view(game)
    new = {part: now[part] if getattr(step, part) else shown[part] for part in PARTS}
    new["players"] = [
        now["players"][p] if p in step.players else row for p, row in enumerate(shown["players"])
    ]
    brought = [*step.events, *step.notes]
    if step.undone:
        gone = {id(entry) for entry in brought}
        new["log"] = [entry for entry in shown["log"] if id(entry) not in gone]
    else:  # (events and notes kept apart: a view orders them by turn)
        events = [e for e in shown["log"] if e in game.events]
        new["log"] = [*events, *step.events, *[n for n in shown["log"] if n not in events], *step.notes]
    new["prompt"] = step.prompt
    return new


def check(shown: dict[str, Any], step: Step, game: Game) -> dict[str, Any]:
    """The step names exactly what changed; the view model kept up from it is the game's."""
    now = view(game)
    for part in PARTS:
        assert getattr(step, part) == (shown[part] != now[part]), (part, step.action, step.undone)
    changed = {
        p
        for p, (before, after) in enumerate(zip(shown["players"], now["players"], strict=True))
        if before != after
    }
    assert step.players == changed, step
    assert updated(shown, step, game) == now
    return now


def named(step: Step) -> tuple[set[str], frozenset[int]]:
    """The parts a step names, and the players."""
    return {part for part in PARTS if getattr(step, part)}, step.players


def test_a_draw_names_the_bag_and_the_prompt_only() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    shown = view(game)
    step = game.push(Draw("base/E"))
    assert named(step) == ({"bag", "held"}, frozenset())
    assert step.prompt.kind == "place" and (step.events, step.notes) == ((), ())
    check(shown, step, game)


def test_a_placement_names_the_tiles_only() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    shown = view(game)
    step = game.push(Place("base/E", (0, -1), 180))
    assert named(step) == ({"held", "tiles"}, frozenset())
    assert step.prompt.kind == "follower"
    check(shown, step, game)


def test_a_knight_that_scores_at_once_names_figures_the_player_and_the_turn() -> None:
    """Anna's knight on the city the placement closed: on the board, 4 points, home again
    (her supply as it was: she is named for her score), and Bram's turn."""
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    shown = view(game)
    step = game.push(Follower("S"))
    assert named(step) == ({"turn"}, frozenset({0}))
    assert [(e.player, e.points) for e in step.events] == [(0, 4)]
    shown = check(shown, step, game)
    undone = game.pop()  # taken back: the same parts, and the follower step's prompt
    assert undone == Follower("S")
    step = game.last_step
    assert step is not None and step.undone and step.prompt == game.prompt and step.prompt.kind == "follower"
    assert (step.figures, step.players, step.turn, step.events) == (
        False,
        frozenset({0}),
        True,
        tuple(shown["log"][-1:]),
    )
    check(shown, step, game)


def test_a_follower_that_stays_names_figures_and_its_player() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 1), 0))
    shown = view(game)
    step = game.push(Follower("N"))  # a road: Anna's follower stays, one fewer in her supply
    assert named(step) == ({"figures", "turn"}, frozenset({0}))
    check(shown, step, game)


def test_a_pass_names_the_turn_and_an_adjustment_its_player() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 1), 0))
    shown = view(game)
    step = game.push(Pass())
    assert named(step) == ({"turn"}, frozenset())
    shown = check(shown, step, game)
    step = game.push(Adjust("Bram", 3, "a farmer counted wrong"))
    assert named(step) == (set(), frozenset({1}))
    check(shown, step, game)


def play_checked(game: Game, rng: random.Random, changes: int) -> int:
    """Random actions, undos and redos, each step checked; how many steps were checked."""
    shown = view(game)
    done = 0
    while not game.finished and done < changes:
        roll = rng.random()
        if roll < 0.15 and game.actions:
            game.pop()
        elif roll < 0.25 and game.redo_actions:
            game.redo()
        elif not isinstance(action := any_action(game, rng.randrange), End) or rng.random() < 0.02:
            game.push(action)
        else:
            continue  # (the game ended by hand, but seldom: the game goes on)
        assert game.last_step is not None
        shown = check(shown, game.last_step, game)
        done += 1
    return done


SETS = (("base",), ("base", "festival"), ("wof",), ("base", "inns-cathedrals", "traders-builders"))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), sets=st.sampled_from(SETS))
def test_a_view_kept_up_from_steps_is_the_view_rebuilt(seed: int, sets: tuple[str, ...]) -> None:
    game = Game(Setup.of(["Anna", "Bram", "Carla"], sets=sets))
    assert play_checked(game, random.Random(seed), 120) >= 20


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_steps_with_fortune_tellers_say_the_tiles_put_back(seed: int) -> None:
    """Tiles drawn together go back to the bag when one is kept: the bag changes again."""
    assert play_checked(tellers_game(), random.Random(seed), 150) >= 20


def test_the_end_of_the_game_names_the_turn_and_its_undo_too() -> None:
    """Nobody's turn once the game is over (the scoreboard marks none), and again after the
    undo, though the turn's number stays."""
    game = Game(Setup.of(["Anna", "Bram"]))
    shown = view(game)
    step = game.push(End())
    assert named(step) == ({"turn"}, frozenset()) and step.prompt.kind == "over"
    shown = check(shown, step, game)
    game.pop()
    assert game.last_step is not None and named(game.last_step) == ({"turn"}, frozenset())
    check(shown, game.last_step, game)


def test_play_is_push_without_the_step() -> None:
    """Players and replays ``play`` (no Step worked out): the same game as ``push`` gives,
    undo and redo included, and no stale ``last_step`` is left to read."""
    rng = random.Random(7)
    played, pushed = Game(Setup.of(["Anna", "Bram"])), Game(Setup.of(["Anna", "Bram"]))
    for _ in range(40):
        action = any_action(played, lambda n: rng.randrange(n))
        played.play(action)
        assert played.last_step is None
        assert pushed.push(action) is pushed.last_step
        assert played.prompt == pushed.prompt and played.scores == pushed.scores
    played.pop()
    pushed.pop()
    played.redo()
    pushed.redo()
    assert played.actions == pushed.actions and played.scores == pushed.scores
    assert played.prompt == pushed.prompt and played.figures == pushed.figures
