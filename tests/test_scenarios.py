"""Scenario records with their expected scores and events, worked out by hand from the rules.

One folder per topic under ``tests/scenarios/``; each file holds a record and ``expect``:
scores, optionally supply, finished, pig and bag_left, and the events (compared regardless of order; an
expected event's keys are the ones checked, ``items`` included when given). ``notes``, when given,
are the game's notes of the kinds (``what``) it names, in order, squares included.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from carc_assist.record import replay, summary

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


def _events(events: Any, like: list[dict[str, Any]]) -> Counter[str]:
    """The events as a multiset, keeping only the keys the expectation names."""
    keys = set().union(*(e.keys() for e in like)) if like else {"points"}
    return Counter(json.dumps({k: e.get(k) for k in sorted(keys)}, sort_keys=True) for e in events)
