"""An undo's ``Step`` names what its action brought: worked out when asked (``Game.pop``)
from where the game stands before and after taking the action back, whether the action
was pushed (its Step worked out then) or played (``Game.play``: none worked out, as in
self-play, which keeps only the lengths of the game's lists for each action)."""

from __future__ import annotations

import random

import pytest

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.rules.steps import Step

SETS = (("base",), ("base", "festival"), ("base", "inns-cathedrals", "traders-builders"))


def _without_prompt(step: Step) -> tuple[object, ...]:
    return tuple(step)[:-2]  # all but the prompt and ``undone``


@pytest.mark.parametrize("sets", SETS)
@pytest.mark.parametrize("seed", [3, 11])
def test_each_undo_names_what_its_action_brought(seed: int, sets: tuple[str, ...]) -> None:
    rng = random.Random(seed)
    pushed, played = Game(Setup.of(["Anna", "Bram"], sets)), Game(Setup.of(["Anna", "Bram"], sets))
    steps: list[Step] = []
    while not pushed.finished and len(steps) < 150:
        action = any_action(pushed, rng.randrange)
        steps.append(pushed.push(action))
        played.play(action)
    assert any(step.events for step in steps) and any(step.figures for step in steps)
    while steps:
        step = steps.pop()
        pushed.pop()
        played.pop()
        undone = pushed.last_step
        assert undone is not None and undone.undone and undone.prompt == pushed.prompt
        assert _without_prompt(undone) == _without_prompt(step)
        assert played.last_step == undone
