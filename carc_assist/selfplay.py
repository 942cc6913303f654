"""Random legal games: for tests, benchmarks and the ``selfplay`` command."""

from __future__ import annotations

import random

from carc_assist.actions import Discard, Draw, Pass
from carc_assist.catalogue import Catalogue
from carc_assist.game import FOLLOWER, OVER, PLACE, Game
from carc_assist.setup import Setup


def play_turn(game: Game, rng: random.Random) -> None:
    """One random turn: draw by the bag's odds, a uniformly random legal placement, then a
    uniformly random choice of the follower step (a legal spot, an expansion's choice such as
    a festival take-back, or none; each equally likely)."""
    tile = game.nth_in_bag(rng.randrange(game.bag_total))
    game.push(Draw(tile))
    while game.phase not in (PLACE, OVER):  # an expansion's own step (the plague): random choices
        game.push(rng.choice(game.expansion_options()))
    placements = game.legal_placements(tile)
    if not placements:
        game.push(Discard(tile))
        return
    game.push(rng.choice(placements))
    if game.phase != FOLLOWER:  # an expansion may have ended the turn already
        return
    choices = game.legal_follower_actions()
    pick = rng.randrange(len(choices) + 1)
    game.push(choices[pick] if pick < len(choices) else Pass())


def random_game(setup: Setup, rng: random.Random, catalogue: Catalogue | None = None) -> Game:
    """A whole random game, played until the bag is empty and final scoring is done."""
    game = Game(setup, catalogue)
    while not game.finished:
        play_turn(game, rng)
    return game
