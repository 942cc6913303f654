"""Features joined without copying: memory grows linearly with a long road, a feature counts
each square once however often it passes, and every join undoes exactly."""

from __future__ import annotations

import gc
import json
import random
import tracemalloc
from typing import Any

import pytest

from carc_assist.cli.bench_memory import road_record
from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay_text, summary
from carc_assist.table.board import Board


def check_features(board: Board) -> None:
    """Every root's ring holds exactly the segments whose root it is, and its counts agree."""
    seen: set[int] = set()
    for root, feature in board.features.items():
        assert board.find(root) == root and feature.root == root
        ring = list(feature.segments())
        assert len(ring) == len(set(ring)) == feature.size
        assert all(board.find(segment) == root for segment in ring)
        assert feature.tiles == len(feature.squares)
        seen.update(ring)
    assert seen == set(range(len(board.parent)))


def peak_bytes(n: int) -> int:
    """The peak memory of replaying a road of ``n`` tiles, the game's alone: its tile set's
    catalogue is built (and kept, ``game.players_catalogue``) by a replay before; the
    collector neither runs in it nor leaves garbage of earlier tests to be freed in it (a game
    makes no cycles)."""
    text = road_record(n)
    replay_text(text)
    gc.collect()
    gc.disable()
    tracemalloc.start()
    try:
        game = replay_text(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        gc.enable()
    assert len(game.board.cells) == n + 1
    return peak


def test_a_long_road_takes_memory_linear_in_its_length() -> None:
    base, half, full = (peak_bytes(n) for n in (0, 150, 300))
    first, second = half - base, full - half
    assert second < 1.6 * first, (base, half, full)  # the square of the length: 3 times
    assert (full - base) / 300 < 10_000  # bytes per tile (about 4,200; copying squares: 26,000)


def test_a_long_road_is_one_feature_and_undoes_tile_by_tile() -> None:
    game = replay_text(road_record(300))
    board = game.board
    road = board.feature(board.cells[(0, 0)].first_segment)
    assert road.kind == "road" and road.tiles == 301 and road.size == 301
    assert road.squares == frozenset((x, 0) for x in range(301))
    check_features(board)
    while len(board.cells) > 250:
        game.pop()
        check_features(board)
    assert board.feature(board.cells[(0, 0)].first_segment).tiles == len(board.cells)


LOOP_SET: dict[str, Any] = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "loop",
    "name": "A road through one crossing twice",
    "start": "loop/X",
    "tiles": [
        {
            "id": "loop/X",
            "count": 1,
            "features": [
                *({"kind": "road", "at": [side]} for side in "NESW"),
                {"kind": "field", "at": ["Nw", "Wn"]},
                {"kind": "field", "at": ["Ne", "En"]},
                {"kind": "field", "at": ["Es", "Se"]},
                {"kind": "field", "at": ["Sw", "Ws"]},
            ],
        },
        {
            "id": "loop/V",
            "count": 5,
            "features": [
                {"kind": "road", "at": ["W", "S"]},
                {"kind": "field", "at": ["Ws", "Sw"]},
                {"kind": "field", "at": ["Wn", "Nw", "Ne", "En", "Es", "Se"]},
            ],
        },
    ],
}


def loop_game() -> Game:
    """Three curves lead the crossing's east road round to its south road: one road of five
    segments on four squares, completed."""
    actions: list[dict[str, object]] = []
    for at, rotation in (([1, 0], 0), ([1, 1], 90), ([0, 1], 180)):
        actions += [{"draw": "loop/V"}, {"place": "loop/V", "at": at, "rotation": rotation}]
        if rotation == 0:
            actions.append({"follower": "W"})
    record = {
        "format": "carc-assist-record",
        "version": 1,
        "setup": {"players": [{"name": "A"}, {"name": "B"}], "sets": ["loop"], "tiles": [LOOP_SET]},
        "actions": actions,
    }
    return replay_text(json.dumps(record))


def test_a_road_through_one_tile_twice_counts_that_tile_once() -> None:
    game = loop_game()
    (event,) = summary(game)["events"]  # type: ignore[misc]
    assert (event["source"], event["points"]) == ("road", 4)
    assert event["items"] == [{"what": "tiles", "count": 4, "points": 4}]
    board = game.board
    road = board.feature(board.cells[(0, 0)].first_segment + 1)  # the crossing's east road
    assert (road.size, road.tiles, road.open_sides) == (5, 4, 0)
    check_features(board)


def test_undoing_the_loop_splits_it_again() -> None:
    game = loop_game()
    board = game.board
    while game.actions:
        game.pop()
        check_features(board)
    assert [f.tiles for f in board.features.values()] == [1] * 8
    assert game.scores == [0, 0]


@pytest.mark.parametrize("seed", [1, 2])
def test_every_join_of_a_whole_game_undoes_exactly(seed: int) -> None:
    setup = Setup.of(["A", "B", "C"], ("base", "festival"))
    game = random_game(setup, random.Random(seed))
    check_features(game.board)
    while game.actions:
        game.pop()
        check_features(game.board)
    assert len(game.board.features) == len(game.start_tile.segments)
