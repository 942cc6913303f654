"""A Monte Carlo tree search player with a playout budget (``mcts:N`` in ``duel``): the coach's
yardstick on the ladder, as it knows nothing of Carcassonne but the rules.

At its turn it spreads ``N`` playouts over its legal turns by UCB1 (each turn tried once
first, then the turns that have won most often tried more, with a bonus for the turns tried
least): a playout plays the turn, then the rest of the game by the engine's own random
self-play (``selfplay.play_turn``: tiles drawn by the bag's odds, any legal placement and
follower), and counts a win as 1, a tie for first as 1/2, anything else as 0. It plays the
turn tried most (the usual robust choice). The tree is one level deep: the tiles to come are
drawn at random, so positions below the root rarely repeat. Every playout is played for a
look and taken back (``Game.trying``): the game is left as it was.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from contextlib import ExitStack

from carc_assist.players.coach import Turn, each_turn
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.table.actions import Action

#: UCB1's exploration constant (sqrt 2, for rewards between 0 and 1)
EXPLORE = math.sqrt(2.0)


def search(game: Game, rng: random.Random, playouts: int) -> Turn:
    """The turn of the player choosing now that ``playouts`` playouts found best."""
    turns = [turn for turn, _ in each_turn(game, lambda turn: None)]
    if len(turns) == 1:
        return turns[0]
    player = game.prompt.player
    tried = [0] * len(turns)
    won = [0.0] * len(turns)
    order = list(range(len(turns)))
    rng.shuffle(order)  # with fewer playouts than turns, a random few are tried
    for number in range(playouts):
        if number < len(turns):
            index = order[number]
        else:
            log = math.log(number)
            index = max(
                range(len(turns)),
                key=lambda i: won[i] / tried[i] + EXPLORE * math.sqrt(log / tried[i]),
            )
        tried[index] += 1
        won[index] += playout(game, turns[index], player, rng)
    best = max(range(len(turns)), key=lambda i: (tried[i], won[i]))
    return turns[best]


def playout(game: Game, turn: Turn, player: int, rng: random.Random) -> float:
    """``turn`` played, then the game to its end by random self-play, all taken back: 1 when
    ``player`` wins, 1/2 when it shares first place, 0 otherwise."""
    with ExitStack() as looks:
        play: Callable[[Action], object] = lambda action: looks.enter_context(game.trying(action))  # noqa: E731
        for action in turn:
            play(action)
        while not game.finished:
            play_turn(game, rng, play)
        scores = game.scores
        top = max(scores)
        if scores[player] < top:
            return 0.0
        return 1.0 if scores.count(top) == 1 else 0.5
