"""Every refusal carries a key and its params, besides its English sentence: each raise in the
engine names a declared key (the core's ``phases.REFUSALS`` or a module's ``REFUSALS``) with
exactly the params declared for it, so the app can say every refusal in the player's words."""

from __future__ import annotations

import ast
import copy
import pickle
from pathlib import Path

import pytest

import carc_assist
from carc_assist import Draw, Follower, Game, IllegalAction, Place, Setup
from carc_assist.files.limits import MAX_ADJUST_POINTS, MAX_REASON, adjustment_problem
from carc_assist.rules.hooks import refusal_keys

ENGINE = Path(carc_assist.__file__).parent


def _raises() -> list[tuple[str, int, ast.Call]]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                "IllegalAction",
                "IllegalPlacement",
            ):
                found.append((path.name, node.lineno, node))
    return found


def test_every_refusal_names_a_declared_key_with_its_params() -> None:
    keys = refusal_keys()
    used = set()
    for name, line, call in _raises():
        assert len(call.args) >= 2, f"{name}:{line}: a refusal without a key"
        key = call.args[1]
        if isinstance(key, ast.Attribute) and key.attr == "key":  # passing another refusal on
            continue
        if isinstance(key, ast.Name):  # an adjustment's problem: its key comes from the limits
            assert (name, key.id) == ("game.py", "key"), f"{name}:{line}"
            continue
        assert isinstance(key, ast.Constant), f"{name}:{line}"
        assert key.value in keys, f"{name}:{line}: undeclared key {key.value!r}"
        assert {k.arg for k in call.keywords} == set(keys[key.value]), f"{name}:{line}: {key.value}"
        used.add(key.value)
    for points, reason in ((MAX_ADJUST_POINTS + 1, ""), (1, "x" * (MAX_REASON + 1))):
        problem = adjustment_problem(points, reason)
        assert problem is not None and problem[0] in keys and keys[problem[0]] == ("most",)
        used.add(problem[0])
    assert used == set(keys)  # no key is declared that nothing raises


def test_a_refusal_keeps_its_sentence_and_says_it_as_data() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    with pytest.raises(IllegalAction) as refused:
        game.push(Place("base/E", (0, 1), 0))  # its city would meet the start tile's field
    exc = refused.value
    assert str(exc) == "the north edge is a city, the neighbour's south edge is a field"
    assert (exc.key, exc.params) == ("edges-differ", {"side": 0, "have": "C", "need": "F"})
    for again in (copy.copy(exc), pickle.loads(pickle.dumps(exc))):
        assert (str(again), again.key, again.params) == (str(exc), exc.key, exc.params)
    with pytest.raises(IllegalAction) as refused:
        game.push(Follower("N"))
    assert (refused.value.key, refused.value.params) == ("wrong-step", {"phase": "place"})
    assert str(refused.value) == (
        "cannot deploy a follower now: the drawn tile must be placed (or discarded if it fits nowhere)"
    )
