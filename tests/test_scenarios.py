"""Scenario records with their expected scores and events, worked out by hand from the rules.

One folder per topic under ``tests/scenarios/``; each file holds a record and ``expect``:
scores, optionally supply, finished, pig and bag_left, and the events (compared regardless of order; an
expected event's keys are the ones checked, ``items`` included when given). ``notes``, when given,
are the game's notes of the kinds (``what``) it names, in order, squares included.

``flow`` and ``refused`` pin the flow, each entry after the first ``after`` actions of the
record. A ``flow`` entry gives the ``step`` the game waits in then (the prompt's kind: draw,
place, follower, over, or an expansion's own such as choose or plague), the ``player`` who
chooses, and optionally the ``turn`` and the ``draws`` the player may draw at once. A
``refused`` entry gives an ``action`` (as in a record) that the rules refuse then, with the
refusal's ``key``. Both look at the game exactly as those actions leave it: no pass is implied
after them (as a record's next draw implies one), so a placement with no follower yet leaves
the follower step open, and a step that should have ended by itself shows that it did not.
A record leaves out only the follower step after a placement: no scenario leans on a pass
implied after any other action.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from carc_assist.rules.game import Game
from carc_assist.rules.steps import Step
from carc_assist.storage.record import replay, summary
from carc_assist.table.actions import Action, Pass, Place, from_record
from carc_assist.table.phases import IllegalAction

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*/*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    expect = scenario["expect"]
    game = replay(scenario["record"])
    result = summary(game)
    scores = {p["name"]: p["score"] for p in result["players"]}  # type: ignore[attr-defined]
    assert scores == expect["scores"], scenario["title"]
    if "supply" in expect:
        supply = {p["name"]: p["supply"] for p in result["players"]}  # type: ignore[attr-defined]
        assert supply == expect["supply"]
    if "finished" in expect:
        assert result["finished"] == expect["finished"]
    if "pig" in expect:
        assert result["pig"] == expect["pig"]
    if "bag_left" in expect:
        assert result["bag_left"] == expect["bag_left"]
    if "events" in expect:
        assert _events(result["events"], expect["events"]) == _events(expect["events"], expect["events"])
    if "notes" in expect:
        whats = {note["what"] for note in expect["notes"]}
        names = [p.name for p in game.setup.players]
        notes = [
            {
                "turn": n.turn,
                "player": names[n.player],
                "what": n.what,
                "subject": n.subject,
                "squares": sorted([x, y] for x, y in n.squares),
            }
            for n in game.notes
            if n.what in whats
        ]
        assert notes == expect["notes"], scenario["title"]
    for pin in expect.get("flow", []):
        played = _played(scenario["record"], pin["after"])
        prompt = played.prompt
        now = {
            "step": prompt.kind,
            "player": played.setup.players[prompt.player].name,
            "turn": played.turn,
            "draws": prompt.draws,
        }
        wanted = {key: value for key, value in pin.items() if key != "after"}
        assert {key: now[key] for key in wanted} == wanted, f"after action {pin['after']}"
    for refusal in expect.get("refused", []):
        played = _played(scenario["record"], refusal["after"])
        with pytest.raises(IllegalAction) as refused:
            played.push(from_record(refusal["action"]))
        assert refused.value.key == refusal["key"], f"after action {refusal['after']}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_no_scenario_leans_on_an_implied_pass(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A record may leave out the follower step only where it is one, after a placement
    (``shared/spec/record.md``): a pass that the replay implies after any other action
    would hide a step that should have ended (a take-back that let its player go on).
    Records hold no pass, so every pass pushed is one the replay implied."""
    pushed: list[Action] = []
    push = Game.push

    def watched(game: Game, action: Action) -> Step:
        if isinstance(action, Pass):
            assert isinstance(pushed[-1], Place), f"a pass implied after {pushed[-1].notation()}"
        pushed.append(action)
        return push(game, action)

    monkeypatch.setattr(Game, "push", watched)
    replay(json.loads(path.read_text(encoding="utf-8"))["record"])


def _played(record: dict[str, Any], count: int) -> Game:
    """The game after the record's first ``count`` actions, with no pass implied after them
    (the follower step stays open, as in a record saved there)."""
    cut = {**record, "actions": record["actions"][:count], "in_follower_step": True}
    return replay(cut, close_turn=False)


def _events(events: Any, like: list[dict[str, Any]]) -> Counter[str]:
    """The events as a multiset, keeping only the keys the expectation names."""
    keys = set().union(*(e.keys() for e in like)) if like else {"points"}
    return Counter(json.dumps({k: e.get(k) for k in sorted(keys)}, sort_keys=True) for e in events)
