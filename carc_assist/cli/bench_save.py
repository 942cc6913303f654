"""``python -m carc_assist.cli.bench_save [--json]``: the games library's save per action, early
and late in a game.

The app saves after every action (``Library.save``). Two games of one library, one at about
``EARLY`` actions of its record and one at about ``LATE``, are saved in turns (interleaved, so
that the machine's noise falls on both alike): in each round, each game gets a random draw and
placement, each saved and timed, then both undone and saved (untimed), so every sample is taken
at the same length. The figures are the medians of each game's timed saves, in milliseconds,
and their ratio: saving should cost the same late in a game as early.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from carc_assist.cli.bench import triple_base
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.storage.library import Library
from carc_assist.table.actions import Draw, Pass

EARLY = 10
LATE = 200
ROUNDS = 150


def _recorded(game: Game) -> int:
    return sum(not isinstance(action, Pass) for action in game.actions)


def _game(actions: int, rng: random.Random) -> Game:
    """A game of three base sets with at least ``actions`` actions in its record, at a draw."""
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    while _recorded(game) < actions:
        play_turn(game, rng)
    return game


def _timed_turn(library: Library, game_id: str, game: Game, rng: random.Random) -> list[float]:
    """A random draw and placement, each saved and timed; then both undone and saved."""
    while True:
        tile = game.nth_drawable(rng.randrange(game.drawable_total))
        places = game.legal_placements(tile)
        if places:
            break
    times = []
    for action in (Draw(tile), rng.choice(places)):
        game.push(action)
        start = time.perf_counter()
        library.save(game_id, game)
        times.append((time.perf_counter() - start) * 1000)
    for _ in range(2):
        game.pop()
        library.save(game_id, game)
    return times


def measure(rounds: int = ROUNDS) -> dict[str, float]:
    rng = random.Random(3)
    with tempfile.TemporaryDirectory() as folder, Library(Path(folder) / "library.sqlite3") as library:
        games = {size: _game(size, rng) for size in (EARLY, LATE)}
        ids = {size: library.add(game) for size, game in games.items()}
        lengths = {size: _recorded(game) for size, game in games.items()}
        samples: dict[int, list[float]] = {EARLY: [], LATE: []}
        for number in range(rounds):
            order = (EARLY, LATE) if number % 2 == 0 else (LATE, EARLY)
            for size in order:
                samples[size] += _timed_turn(library, ids[size], games[size], rng)
    early, late = (statistics.median(samples[size]) for size in (EARLY, LATE))
    return {
        "early_actions": lengths[EARLY],
        "late_actions": lengths[LATE],
        "save_early_ms": round(early, 3),
        "save_late_ms": round(late, 3),
        "ratio": round(late / early, 2),
    }


def main() -> None:
    figures = measure()
    if "--json" in sys.argv:
        print(json.dumps(figures))
        return
    print(f"save at action {figures['early_actions']:>3}: {figures['save_early_ms']:.3f} ms (median)")
    print(f"save at action {figures['late_actions']:>3}: {figures['save_late_ms']:.3f} ms (median)")
    print(f"ratio late/early: {figures['ratio']:.2f}")


if __name__ == "__main__":
    main()
