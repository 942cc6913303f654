"""Legal placements held as groups: the same placements, in the same order, as a plain list."""

from __future__ import annotations

import random
from collections import Counter

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from carc_assist.table.board import IllegalPlacement
from carc_assist.table.geometry import ROTATION_DEGREES


def mid_game() -> Game:
    game = Game(Setup.of(["Anna", "Bram"]))
    rng = random.Random(3)
    while len(game.board.cells) < 30:
        play_turn(game, rng)
    return game


def every_fit_by_trying(game: Game, tile_id: str) -> set[Place]:
    """The placements found the slow way: each open square in each rotation, checked by the board."""
    tile = game.tile(tile_id)
    found = set()
    for square in game.board.open_squares.requirements:
        for rotation, degrees in enumerate(ROTATION_DEGREES):
            try:
                game.board.check_placement(tile, square, rotation)
            except IllegalPlacement:
                continue
            found.add(Place(tile_id, square, degrees))
    return found


def test_the_groups_hold_exactly_the_placements_the_board_allows() -> None:
    game = mid_game()
    for tile_id in game.catalogue.sets["base"].counts:
        placements = game.legal_placements(tile_id)
        listed = list(placements)
        assert len(listed) == len(set(listed)) == len(placements)
        assert set(listed) == every_fit_by_trying(game, tile_id), tile_id
        assert placements.squares() == {p.at for p in listed}


def test_reads_like_a_list() -> None:
    game = mid_game()
    placements = game.legal_placements("base/D")
    listed = list(placements)
    assert [placements[i] for i in range(len(placements))] == listed
    assert placements[-1] == listed[-1]
    assert placements[1:4] == listed[1:4]
    assert placements == listed
    assert all(p in placements for p in listed)
    assert Place("base/D", (99, 99), 0) not in placements
    assert Place("base/E", listed[0].at, listed[0].rotation) not in placements
    assert Place("base/D", listed[0].at, 45) not in placements


def test_a_random_choice_is_uniform_over_placements() -> None:
    game = mid_game()
    placements = game.legal_placements("base/D")
    rng = random.Random(0)
    counts = Counter(rng.choice(placements) for _ in range(200 * len(placements)))
    assert set(counts) == set(placements)
    assert max(counts.values()) < 2 * min(counts.values())


def test_the_groups_are_a_snapshot() -> None:
    game = mid_game()
    tile = game.nth_in_bag(0)
    before = game.legal_placements(tile)
    listed = list(before)
    game.push(Draw(tile))
    game.push(before[0])
    assert list(before) == listed


def test_a_listing_not_yet_read_still_shows_the_board_it_was_made_on() -> None:
    game = mid_game()
    tile = game.nth_in_bag(0)
    unread = game.legal_placements(tile)  # its groups are picked out when first read
    expected = every_fit_by_trying(game, tile)
    game.push(Draw(tile))
    game.push(game.legal_placements(tile)[0])
    assert set(unread) == expected
    assert len(unread) == len(expected)
