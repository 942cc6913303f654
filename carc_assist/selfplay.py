"""Random legal games: for tests, benchmarks and the ``selfplay`` command."""

from __future__ import annotations

import random

from carc_assist.actions import Discard, Draw, Follower, Pass
from carc_assist.catalogue import Catalogue
from carc_assist.game import Game
from carc_assist.setup import Setup


def play_turn(game: Game, rng: random.Random) -> None:
    """One random turn: draw by the bag's odds, a uniformly random legal placement, then a
    uniformly random legal follower spot or none (each choice equally likely)."""
    tile = game.nth_in_bag(rng.randrange(game.bag_total))
    game.push(Draw(tile))
    placements = game.legal_placements(tile)
    if not placements:
        game.push(Discard(tile))
        return
    game.push(rng.choice(placements))
    spots = game.legal_follower_spots()
    pick = rng.randrange(len(spots) + 1)
    game.push(Follower(spots[pick]) if pick < len(spots) else Pass())


def random_game(setup: Setup, rng: random.Random, catalogue: Catalogue | None = None) -> Game:
    """A whole random game, played until the bag is empty and final scoring is done."""
    game = Game(setup, catalogue)
    while not game.finished:
        play_turn(game, rng)
    return game
