"""``python -m carc_assist.cli.bench_coach``: how strong and how quick the coach is (issue 32).

It prints figures, it asserts nothing (``tests/test_coach.py`` runs it only when
``CARC_ASSIST_COACH_BENCH`` asks, as it takes long):
- the coach's duels against ``greedy`` and ``random`` over two-player base games, seats
  rotating (targets: at least 65% and 95% of the games won);
- the coach against ``greedy`` with all seven rule sets in one game (the Signposts' and
  Fortune Tellers' tiles from a tile-set file, by default the tests' fixture);
- the ranking's median time on a 150-tile board (target: at most 300 ms), over boards grown
  by random play from a bag of three base sets, one drawn tile each;
- how long the deeper look (``lookahead.deepen``) takes with the app's budget on such boards
  (it may overrun by one answer, never by a round).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from carc_assist.cli.bench import grow, triple_base
from carc_assist.players.coach import rank
from carc_assist.players.duel import duel
from carc_assist.players.lookahead import BUDGET, deepen
from carc_assist.rules.game import PLACE, Game
from carc_assist.table.actions import Draw

#: the seven rule sets in one game: the shipped sets, and the players' own tiles for the two
#: expansions no public source describes
ALL_SETS = ("base", "inns-cathedrals", "festival", "wind-roses", "wof-symbols", "tellers", "signs")
FIXTURE = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "user_tile_sets.json"
BOARD = 150


def board_of(seed: int) -> Game:
    """A board of 150 tiles grown by random play from a bag of three base sets, and a tile
    drawn for it that fits somewhere (the place step)."""
    catalogue, setup = triple_base()
    rng = random.Random(seed)
    game = Game(setup, catalogue)
    grow(game, rng, BOARD)
    while True:
        game.push(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))
        if game.phase == PLACE and game.legal_placements():
            return game
        game.pop()


def hint_ms(boards: int, seed: int) -> tuple[list[float], list[float]]:
    """The time of one ranking (the top 3) on each of ``boards`` boards of 150 tiles: wall
    time, and the process's CPU time (steadier on a machine shared with other work)."""
    times: list[float] = []
    cpu: list[float] = []
    for number in range(boards):
        game = board_of(seed + number)
        start, start_cpu = time.perf_counter(), time.process_time()
        rank(game, 3)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return times, cpu


def deeper_s(boards: int, seed: int, budget: float) -> list[float]:
    """The wall time of the deeper look with ``budget`` seconds on each of ``boards`` boards."""
    times: list[float] = []
    for number in range(boards):
        game = board_of(seed + number)
        quick = rank(game)
        start = time.perf_counter()
        deepen(game, quick, budget)
        times.append(time.perf_counter() - start)
    return times


def user_sets(path: Path) -> tuple[Mapping[str, Any], ...]:
    """The tile sets of a tile-set file of the tests' kind (``{"tilesets": [...]}``)."""
    documents = json.loads(path.read_text(encoding="utf-8"))["tilesets"]
    return tuple(doc for doc in documents if doc["set"] in ALL_SETS)


def measure(
    games: int, seed: int, boards: int, all_sets_games: int, tiles_file: Path, deeper_boards: int = 0
) -> dict[str, object]:
    figures: dict[str, object] = {}
    if deeper_boards:
        spent = deeper_s(deeper_boards, seed, BUDGET)
        figures["deeper_s"] = {
            "budget": BUDGET,
            "median": round(statistics.median(spent), 2),
            "max": round(max(spent), 2),
        }
        _progress(f"deeper look: median {statistics.median(spent):.2f} s for a budget of {BUDGET} s")
    if boards:
        times, cpu = hint_ms(boards, seed)
        figures["hint_ms"] = {
            "median": round(statistics.median(times), 1),
            "max": round(max(times), 1),
            "cpu_median": round(statistics.median(cpu), 1),
        }
        _progress(f"hint: median {statistics.median(times):.0f} ms over {boards} boards of {BOARD} tiles")
    for opponent in ("greedy", "random") if games else ():
        figures[f"vs_{opponent}"] = _rates(duel(["coach", opponent], games, seed).to_json(), games)
        _progress(f"vs {opponent}: {figures[f'vs_{opponent}']}")
    if all_sets_games and tiles_file.exists():
        result = duel(["coach", "greedy"], all_sets_games, seed, ALL_SETS, user_sets(tiles_file))
        figures["all_sets_vs_greedy"] = _rates(result.to_json(), all_sets_games)
    elif all_sets_games:
        figures["all_sets_vs_greedy"] = f"not measured: no tile-set file {tiles_file}"
    return figures


def _rates(result: dict[str, object], games: int) -> dict[str, object]:
    wins = result["wins"]
    assert isinstance(wins, dict)
    return {**result, "coach_win_rate": round(wins["coach"] / games, 3)}


def _progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m carc_assist.cli.bench_coach", description=__doc__)
    parser.add_argument("--games", type=int, default=500, help="two-player base games per duel")
    parser.add_argument("--all-sets-games", type=int, default=50, help="games with all seven rule sets")
    parser.add_argument("--boards", type=int, default=15, help="150-tile boards timed (0: none)")
    parser.add_argument("--deeper-boards", type=int, default=5, help="150-tile boards for the deeper look")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--tiles", type=Path, default=FIXTURE, help="the Signposts' and Fortune Tellers' tiles"
    )
    args = parser.parse_args(argv)
    figures = measure(args.games, args.seed, args.boards, args.all_sets_games, args.tiles, args.deeper_boards)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
