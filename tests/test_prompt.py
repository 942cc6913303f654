"""The prompt says what is allowed now, as the rules do, and is worked out once per state.

The views enable their buttons from the prompt alone (Adjust, End, No follower, Discard, the
take-backs and spots on the board), so each of its answers is checked against what ``push``
accepts, in random games with undo; and the cached prompt is checked against one worked out
afresh after every kind of change (an action, an undo, a redo, a look, a try, a refusal).
"""

from __future__ import annotations

import random

import pytest

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import FOLLOWER, OVER, Game, IllegalAction
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Action, Adjust, Discard, End, Follower, Pass

SETS = (("base",), ("base", "festival"), ("wof",), ("base", "wof-symbols", "festival"))


def allowed(game: Game, action: Action) -> bool:
    """Whether ``push`` accepts ``action`` now (tried, then taken back)."""
    try:
        with game.trying(action):
            return True
    except IllegalAction:
        return False


def check_the_prompt(game: Game) -> None:
    prompt = game.prompt
    assert prompt == game._work_out_offer()[0], "a stale prompt"
    assert prompt.kind == game.phase
    assert prompt.may_adjust == allowed(game, Adjust(game.setup.players[0].name, 1, "counted"))
    assert prompt.may_end == allowed(game, End())
    assert prompt.may_pass == allowed(game, Pass())
    if game.held is not None:
        assert prompt.offers(Discard) == allowed(game, Discard(game.held))
    assert all(allowed(game, option) for option in prompt.options)
    assert game.legal_follower_spots() == list(prompt.spots)
    if prompt.kind == FOLLOWER:
        placed = game.last_placed
        assert placed is not None
        locations = {placed.orientation.names[local] for local in range(len(placed.tile.segments))}
        assert set(prompt.spots) == {spot for spot in locations if allowed(game, Follower(spot))}


@pytest.mark.parametrize("sets", SETS, ids="+".join)
def test_the_prompt_allows_what_the_rules_allow(sets: tuple[str, ...]) -> None:
    rng = random.Random(28)
    game = Game(Setup.of(["Anna", "Bram", "Carla"], sets=sets))
    check_the_prompt(game)
    for _ in range(120):
        if game.finished:
            break
        game.push(any_action(game, rng.randrange))
        check_the_prompt(game)
        if rng.random() < 0.3:  # undo, then the same again (a redo) or another action
            game.pop()
            if rng.random() < 0.5:  # else the prompt is not asked before the next action
                check_the_prompt(game)
            game.push(any_action(game, rng.randrange))
            check_the_prompt(game)


def test_the_prompt_is_worked_out_once_per_state(monkeypatch: pytest.MonkeyPatch) -> None:
    work_out = Game._work_out_offer
    worked: list[int] = []

    def counted(game: Game) -> object:
        worked.append(game.turn)
        return work_out(game)

    monkeypatch.setattr(Game, "_work_out_offer", counted)
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "festival")))
    game.push(any_action(game, lambda n: 0))
    place = game.legal_placements()[0]
    worked.clear()
    game.push(place)  # works the follower step's offer out once; its step carries the prompt
    for _ in range(3):  # what the views of one refresh ask
        assert game.prompt.kind == FOLLOWER
        game.legal_follower_actions()
        game.expansion_options()
        game.legal_follower_spots()
        game.scores_if_ended()  # a look leaves the game, and its prompt, as they were
        with game.trying(Pass()):
            pass
    assert len(worked) == 1
    game.push(Pass())
    assert game.prompt.kind != FOLLOWER and len(worked) == 2
    game.pop()
    assert game.prompt.kind == FOLLOWER and len(worked) == 3
    with pytest.raises(IllegalAction):
        game.push(End())  # refused: nothing changed
    assert game.prompt.kind == FOLLOWER and game.prompt.may_pass and len(worked) == 3
    game.push(Follower(game.prompt.spots[0]))  # another action than the one undone
    assert game.prompt.kind != FOLLOWER and len(worked) == 4


def test_the_prompt_of_a_finished_game_allows_nothing() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(End())
    prompt = game.prompt
    assert prompt.kind == OVER and prompt.options == () and prompt.spots == ()
    assert not (prompt.may_adjust or prompt.may_end or prompt.may_pass)
