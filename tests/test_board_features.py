"""The board keeps a feature's counts in lists at its root and builds its ``Feature`` only when
asked (``Board.features``): the counts agree with the board worked out plainly (the squares it
keeps with its ring walked now), and a feature is the same object exactly as long as it is
unchanged, undo included."""

from __future__ import annotations

import random

import pytest

from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.board import Board, Feature
from carc_assist.table.geometry import SIDE_DELTA
from carc_assist.table.tiles import CITY, CLOISTER, ROAD

Counts = tuple[str, int, int, int]
SETUPS = [("base",), ("base", "inns-cathedrals", "festival"), ("base", "traders-builders", "wof")]


def plain_counts(board: Board) -> dict[int, Counts]:
    """Every feature's (kind, open sides, pennants, segments), worked out from the tiles on the
    board and the union-find alone: a city's or road's side is open while the square beyond
    it is empty."""
    kinds: dict[int, str] = {}
    open_sides: dict[int, int] = dict.fromkeys(board.features, 0)
    pennants = open_sides.copy()
    size = open_sides.copy()
    for placed in board.placed:
        for local, segment in enumerate(placed.tile.segments):
            root = board.find(placed.first_segment + local)
            kinds.setdefault(root, segment.kind)
            pennants[root] += segment.pennants
            size[root] += 1
        for osq, (x, y) in zip(placed.orientation.squares, placed.squares, strict=True):
            for side, (dx, dy) in enumerate(SIDE_DELTA):
                local_or_none = osq.side_segment[side]
                if local_or_none is not None and (x + dx, y + dy) not in board.cells:
                    open_sides[board.find(placed.first_segment + local_or_none)] += 1
    return {root: (kinds[root], open_sides[root], pennants[root], size[root]) for root in size}


def kept_counts(board: Board) -> dict[int, Counts]:
    return {root: (f.kind, f.open_sides, f.pennants, f.size) for root, f in board.features.items()}


def plain_completed(board: Board, root: int) -> bool:
    feature = board.features[root]
    if feature.kind in (CITY, ROAD):
        return feature.open_sides == 0
    if feature.kind == CLOISTER:
        (square,) = feature.squares
        return board.neighbours_filled(square) == 8
    return False


def walked_squares(feature: Feature) -> frozenset[tuple[int, int]]:
    """The squares of its segments, from walking its ring now (``Feature.squares`` keeps its own)."""
    return frozenset(square for segment in feature.segments() for square in feature.links.squares_of[segment])


def check(board: Board) -> None:
    assert kept_counts(board) == plain_counts(board)
    assert all(feature.squares == walked_squares(feature) for feature in board.features.values())
    for root in board.features:
        assert board.completed(root) == plain_completed(board, root)
    assert len(board.features) == len(list(board.features)) == len(plain_counts(board))
    assert all(board.features[board.find(s)].root == board.find(s) for s in range(len(board.parent)))


@pytest.mark.parametrize("sets", SETUPS)
@pytest.mark.parametrize("seed", [3, 7])  # base game 7: a city met on two sides by one tile
def test_the_kept_counts_agree_with_the_board_through_play_and_undo(sets: tuple[str, ...], seed: int) -> None:
    game = random_game(Setup.of(["A", "B"], sets), random.Random(seed))
    board = game.board
    check(board)
    while game.actions:
        game.pop()
        check(board)
    check(board)


def test_a_segment_that_is_no_root_has_no_feature() -> None:
    game = random_game(Setup.of(["A", "B"]), random.Random(5))
    board = game.board
    joined = next(s for s in range(len(board.parent)) if board.find(s) != s)
    with pytest.raises(KeyError):
        board.features[joined]
    for missing in (-1, len(board.parent)):
        with pytest.raises(KeyError):
            board.features[missing]
    assert joined not in board.features and board.find(joined) in board.features


def snapshot(game: Game) -> dict[int, tuple[Feature, Counts]]:
    board = game.board
    return {root: (f, (f.kind, f.open_sides, f.pennants, f.size)) for root, f in board.features.items()}


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_a_feature_is_the_same_object_exactly_while_it_is_unchanged(seed: int) -> None:
    rng = random.Random(seed)
    game = Game(Setup.of(["A", "B"]))
    for _ in range(25):
        play_turn(game, rng)
    while not game.finished:
        before = snapshot(game)
        mark = len(game.actions)
        play_turn(game, rng)
        check(game.board)
        after = snapshot(game)
        for root, (feature, counts) in after.items():
            old = before.get(root)
            if old is None:  # the root of a segment just placed
                continue
            # within a turn a feature only grows or closes: the same counts mean unchanged, and
            # an unchanged feature is the object it was; a changed one is a new object, and the
            # object asked before still shows the counts it had
            assert (old[0] is feature) == (old[1] == counts)
            assert (old[0].open_sides, old[0].pennants, old[0].size) == old[1][1:]
        # a look rolled back, or an undo, leaves every feature the object it was (the look
        # builds every feature, changed ones too)
        with game.looking():
            tile = game.tile(game.nth_in_bag(0)) if game.bag_total else None
            fits = game.board.fitting(tile) if tile is not None else []
            if tile is not None and fits:
                (square, *_), (rotation, *_) = fits[0]
                game.board.place(tile, square, rotation)
                check(game.board)
        assert same_objects(snapshot(game), after)
        if rng.random() < 0.3:
            while len(game.actions) > mark:
                game.pop()
            check(game.board)
            assert same_objects(snapshot(game), before)
            play_turn(game, rng)


def same_objects(now: dict[int, tuple[Feature, Counts]], then: dict[int, tuple[Feature, Counts]]) -> bool:
    return now.keys() == then.keys() and all(now[root][0] is then[root][0] for root in now)
