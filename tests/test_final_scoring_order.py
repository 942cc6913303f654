"""Final scoring (also the projection after every placement, ``scores_if_ended``) scores the
features by kind (roads, cities, cloisters, fields), then by each feature's first square,
and each event carries its feature's squares."""

from __future__ import annotations

import random

from carc_assist.cli.bench import triple_base
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.table.actions import End

KINDS = ("road", "city", "cloister", "field")


def test_final_events_come_by_kind_then_first_square() -> None:
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    rng = random.Random(1)
    while len(game.board.cells) < 60:
        play_turn(game, rng)
    projected = game.scores_if_ended()
    step = game.push(End())
    final = [event for event in step.events if event.final and event.source in KINDS]
    assert len({event.source for event in final}) >= 3  # a board where the order matters
    order = [(KINDS.index(event.source), min(event.squares)) for event in final]
    assert order == sorted(order)
    assert all(
        event.squares == frozenset(square for square, _ in event.parts) or event.source == "field"
        for event in final
    )
    assert list(game.scores) == projected  # the projection was this very scoring
