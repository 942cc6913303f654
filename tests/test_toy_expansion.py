"""The toy expansion (``tests/toys/orrery.py``): a kind of feature, a figure and an action of
its own, found by the expansions' own discovery and played through the record, undo and the
final scoring with no core module edited (issues #42, #46: the contract stays open).

Worked out by hand: Anna places ``orreries/O2`` east of the start tile (its road goes on
from the start's) and puts her astronomer on its orrery; Bram places ``orreries/O1`` south of
it and deploys nothing (nobody but an astronomer stands on an orrery: his follower there is
refused, and he passes); Anna places ``base/B`` south of the start tile and stargazes: 2 points. At the end,
around (1, 0): the start tile (0, 0), O1 (1, 1) and B (0, 1): 1 + 3 = 4 for Anna; 6 in all."""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest

from carc_assist.expansions import discovered
from carc_assist.rules import hooks
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Deploy, Draw, End, Follower, Pass, Place
from carc_assist.table.phases import IllegalAction
from tests.toys.orrery import ASTRONOMER, Orrery, Stargaze

FIELD = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]
ORRERIES = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "orreries",
    "name": "Orreries (a toy)",
    "tiles": [
        {"id": "orreries/O1", "count": 2, "features": [{"kind": "orrery"}, {"kind": "field", "at": FIELD}]},
        {
            "id": "orreries/O2",
            "count": 1,
            "features": [
                {"kind": "orrery"},
                {"kind": "road", "at": ["E", "W"]},
                {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]},
                {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]},
            ],
        },
    ],
}


@pytest.fixture
def toy() -> Iterator[None]:
    found = discovered(importlib.import_module("tests.toys"))
    assert found == [Orrery]
    hooks.register(*found)
    try:
        yield
    finally:
        hooks.unregister(Orrery)


def _game() -> Game:
    setup = Setup(Setup.of(["Anna", "Bram"]).players, ("base", "orreries"), tiles=(ORRERIES,))
    game = Game(setup)
    game.push(Draw("orreries/O2"))
    game.push(Place("orreries/O2", (1, 0), 0))
    assert Deploy("O", ASTRONOMER) in game.prompt.options and "O" not in game.prompt.spots
    game.push(Deploy("O", ASTRONOMER))
    game.push(Draw("orreries/O1"))
    game.push(Place("orreries/O1", (1, 1), 0))
    with pytest.raises(IllegalAction) as refused:
        game.push(Follower("O"))
    assert refused.value.key == "cannot-stand-there"
    game.push(Pass())
    game.push(Draw("base/B"))
    game.push(Place("base/B", (0, 1), 0))
    game.push(Stargaze((1, 0, "O")))
    return game


def test_the_toy_is_played_scored_recorded_and_undone(toy: None) -> None:
    game = _game()
    assert game.scores == [2, 0] and game.figures_left(0) == {"follower": 7, ASTRONOMER: 0}
    again = replay(to_record(game))
    assert [type(a) for a in again.actions] == [type(a) for a in game.actions]
    game.pop()
    assert game.scores == [0, 0]
    game.redo()
    game.push(End())
    assert game.scores == [6, 0]
    assert [(e.source, e.points, e.final) for e in game.events] == [("orrery", 2, False), ("orrery", 4, True)]
