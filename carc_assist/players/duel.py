"""Self-play between kinds of player, for the ``duel`` command and the coach's benchmark.

``coach`` plays the coach's best turn; ``greedy`` the turn that scores it the most points now,
counting its features as if the game ended after the turn (so it deploys where that pays, as a
beginner does); ``random`` any legal turn, each as likely. Tiles come out of the bag by
its odds, from a seeded random generator; the seats rotate game by game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from carc_assist.players.coach import Turn, best, each_turn
from carc_assist.rules.game import DRAW, OVER, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw

Chooser = Callable[[Game, random.Random], Turn]
KINDS = ("coach", "greedy", "random")


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


@dataclass
class DuelResult:
    """Per player (its name in ``--players``, a repeated kind numbered: "coach 2"): wins,
    and the mean final score; a tie for first counts in ``ties``, in nobody's wins."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    ties: int = 0
    scores: dict[str, list[int]] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        mean = {name: round(sum(s) / len(s), 2) if s else 0.0 for name, s in self.scores.items()}
        return {"games": self.games, "wins": self.wins, "ties": self.ties, "mean_score": mean}


def names_of(kinds: Sequence[str]) -> list[str]:
    """The players' names: their kinds, a repeated kind numbered from its second seat."""
    names: list[str] = []
    for kind in kinds:
        count = sum(1 for name in names if name.split(" ")[0] == kind)
        names.append(kind if not count else f"{kind} {count + 1}")
    return names


def play_game(setup: Setup, kinds: Sequence[str], rng: random.Random) -> Game:
    """One whole game between the kinds of player seated in ``setup``'s order."""
    game = Game(setup)
    while not game.finished:
        game.play(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))
        while game.phase not in (DRAW, OVER):  # the place step, or an expansion's own (the plague)
            for action in CHOOSERS[kinds[game.prompt.player]](game, rng):
                game.play(action)
    return game


def duel(
    kinds: Sequence[str],
    games: int,
    seed: int,
    sets: Sequence[str] = ("base",),
    tiles: tuple[Mapping[str, Any], ...] = (),
) -> DuelResult:
    """``games`` games, the seats turning by one each game, game ``g`` drawn with seed ``seed + g``;
    ``tiles``: tile sets of the players' own that ``sets`` name (``Setup.tiles``)."""
    names = names_of(kinds)
    result = DuelResult(wins=dict.fromkeys(names, 0), scores={name: [] for name in names})
    for number in range(games):
        shift = number % len(kinds)
        seated = names[shift:] + names[:shift]
        seated_kinds = [kinds[names.index(name)] for name in seated]
        setup = replace(Setup.of(seated, tuple(sets)), tiles=tiles)
        game = play_game(setup, seated_kinds, random.Random(seed + number))
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
