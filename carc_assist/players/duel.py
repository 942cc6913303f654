"""Self-play between kinds of player, for the ``duel`` command and the coach's benchmark: a
ladder the coach climbs.

``coach`` plays the coach's best turn (``coach:S``: after a deeper look of ``S`` seconds, as the
app's hint does); ``greedy`` the turn that scores it the most points now, counting its features
as if the game ended after the turn (so it deploys where that pays, as a beginner does);
``random`` any legal turn, each as likely; ``mcts:N`` a Monte Carlo tree search of ``N``
playouts by the engine's own random self-play (``players.mcts``).

Tiles come out of the bag by its odds, from a random generator of their own: each order of
tiles is played once in every seating (two games, the seats swapped, in a game of two), so
that luck of the draw favours no player; the players' own random choices (greedy's among
equals, random's, the playouts) come from another. The win rates carry a 95% interval
(Wilson's), and each player's mean time per move is measured.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from carc_assist.players import lookahead, mcts
from carc_assist.players.coach import Turn, best, each_turn, rank
from carc_assist.rules.game import DRAW, OVER, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw

Chooser = Callable[[Game, random.Random], Turn]
#: the kinds of player; ``coach:S`` and ``mcts:N`` take a number after the colon
KINDS = ("coach", "greedy", "random", "coach:S", "mcts:N")


def greedy(game: Game, rng: random.Random) -> Turn:
    """The turn with the most points now for the player choosing, then the best score if the
    game ended after it; a random one among equals."""
    player = game.prompt.player
    start = len(game.events)

    def weigh(turn: Turn) -> tuple[int, int]:
        now = sum(event.points for event in game.events[start:] if event.player == player)
        return now, game.scores_if_ended()[player]

    weighed = each_turn(game, weigh)
    top = max(value for _, value in weighed)
    return rng.choice([turn for turn, value in weighed if value == top])


def _coach(game: Game, rng: random.Random) -> Turn:
    return best(game)


def _random(game: Game, rng: random.Random) -> Turn:
    turns = [turn for turn, _ in each_turn(game, lambda turn: None)]
    return rng.choice(turns)


CHOOSERS: dict[str, Chooser] = {"coach": _coach, "greedy": greedy, "random": _random}


def chooser(kind: str) -> Chooser:
    """The player of a kind: one of ``CHOOSERS``, ``coach:S`` (S seconds of deeper look, a
    number) or ``mcts:N`` (N playouts, a whole number from 1). ValueError for any other."""
    if kind in CHOOSERS:
        return CHOOSERS[kind]
    name, _, number = kind.partition(":")
    if name == "mcts" and number.isdigit() and int(number) >= 1:
        playouts = int(number)
        return lambda game, rng: mcts.search(game, rng, playouts)
    if name == "coach" and number:
        budget = float(number)
        if math.isfinite(budget) and budget >= 0:
            return lambda game, rng: _deeper(game, budget)
    raise ValueError(kind)


def _deeper(game: Game, budget: float) -> Turn:
    """The deeper look's first turn, after rounds for as long as ``budget`` (no cap on them)."""
    return lookahead.deepen(game, rank(game), budget, rounds=sys.maxsize)[0].actions


def interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% score interval of a win rate of ``wins`` in ``games`` (good near 0 and 1,
    where the plain one overshoots)."""
    if not games:
        return 0.0, 1.0
    rate = wins / games
    middle = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, middle - half), min(1.0, middle + half)


@dataclass
class DuelResult:
    """Per player (its name in ``--players``, a repeated kind numbered: "coach 2"): wins,
    the mean final score, the win rate's 95% interval and the mean seconds per move (a turn
    chosen); a tie for first counts in ``ties``, in nobody's wins."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    ties: int = 0
    scores: dict[str, list[int]] = field(default_factory=dict)
    #: per player, the seconds spent choosing and the turns chosen
    thinking: dict[str, list[float]] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        mean = {name: round(sum(s) / len(s), 2) if s else 0.0 for name, s in self.scores.items()}
        rates = {
            name: {
                "rate": round(wins / self.games, 3) if self.games else 0.0,
                "low": round(interval(wins, self.games)[0], 3),
                "high": round(interval(wins, self.games)[1], 3),
            }
            for name, wins in self.wins.items()
        }
        per_move = {
            name: round(spent / moves, 4) if moves else 0.0 for name, (spent, moves) in self.thinking.items()
        }
        return {
            "games": self.games,
            "wins": self.wins,
            "ties": self.ties,
            "mean_score": mean,
            "win_rate": rates,
            "seconds_per_move": per_move,
        }


def names_of(kinds: Sequence[str]) -> list[str]:
    """The players' names: their kinds, a repeated kind numbered from its second seat."""
    names: list[str] = []
    for kind in kinds:
        count = sum(1 for name in names if name.split(" ")[0] == kind)
        names.append(kind if not count else f"{kind} {count + 1}")
    return names


def play_game(
    setup: Setup,
    kinds: Sequence[str],
    tiles: random.Random,
    rng: random.Random | None = None,
    thinking: list[list[float]] | None = None,
) -> Game:
    """One whole game between the kinds of player seated in ``setup``'s order: the tiles
    drawn by ``tiles``, the players' own random choices by ``rng`` (by default the same);
    ``thinking``: per seat, the seconds spent choosing and the turns chosen, added to."""
    rng = tiles if rng is None else rng
    players = [chooser(kind) for kind in kinds]
    game = Game(setup)
    while not game.finished:
        game.play(Draw(game.nth_drawable(tiles.randrange(game.drawable_total))))
        while game.phase not in (DRAW, OVER):  # the place step, or an expansion's own (the plague)
            seat = game.prompt.player
            start = time.perf_counter()
            turn = players[seat](game, rng)
            if thinking is not None:
                thinking[seat][0] += time.perf_counter() - start
                thinking[seat][1] += 1
            for action in turn:
                game.play(action)
    return game


def duel(
    kinds: Sequence[str],
    games: int,
    seed: int,
    sets: Sequence[str] = ("base",),
    tiles: tuple[Mapping[str, Any], ...] = (),
) -> DuelResult:
    """``games`` games, the seats turning by one each game; each order of tiles is played in
    every seating (game ``g`` draws its tiles with seed ``seed + g // players``, the players'
    own choices with seed ``seed + g``); ``tiles``: tile sets of the players' own that
    ``sets`` name (``Setup.tiles``)."""
    names = names_of(kinds)
    result = DuelResult(wins=dict.fromkeys(names, 0), scores={name: [] for name in names})
    result.thinking = {name: [0.0, 0] for name in names}
    for number in range(games):
        shift = number % len(kinds)
        seated = names[shift:] + names[:shift]
        seated_kinds = [kinds[names.index(name)] for name in seated]
        setup = replace(Setup.of(seated, tuple(sets)), tiles=tiles)
        thinking = [result.thinking[name] for name in seated]
        order = random.Random(seed + number // len(kinds))
        game = play_game(setup, seated_kinds, order, random.Random(seed + number), thinking)
        result.games += 1
        for name, score in zip(seated, game.scores, strict=True):
            result.scores[name].append(score)
        top = max(game.scores)
        first = [name for name, score in zip(seated, game.scores, strict=True) if score == top]
        if len(first) > 1:
            result.ties += 1
        else:
            result.wins[first[0]] += 1
    return result
