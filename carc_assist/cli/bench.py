"""``python -m carc_assist bench``: the engine's speed, as medians of several runs.

Figures (see the engine-speed issue): random self-play games per second; the mean turn at 70,
140 and 210 tiles on the board (each turn played on that board, then undone); listing every
legal placement of one tile at 70 and 210 tiles (as groups, and read in full) and how many
groups such a listing holds; undoing one action at the end of a 200-action game; a cold
``import carc_assist``; the peak memory of one self-play game. Large boards come from a bag of
three base sets.
"""

from __future__ import annotations

import gc
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Iterator

from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.catalogue import Catalogue, TileSet
from carc_assist.rules.game import Game, shipped_catalogue
from carc_assist.rules.insight import fit_analysis, projected_scores
from carc_assist.rules.setup import Setup

RUNS = 5
SIZES = (70, 140, 210)
PLAYERS = ["A", "B"]


def triple_base() -> tuple[Catalogue, Setup]:
    """The shipped catalogue plus two more copies of the base set's tiles (216 tiles)."""
    shipped = shipped_catalogue()
    base = shipped.sets["base"].counts
    sets = dict(shipped.sets)
    for copy in ("base-2", "base-3"):
        sets[copy] = TileSet(copy, copy, None, dict(base))
    return Catalogue(shipped.tiles, sets), Setup.of(PLAYERS, ("base", "base-2", "base-3"))


def grow(game: Game, rng: random.Random, tiles: int) -> None:
    """Play random turns until the board holds ``tiles`` tiles."""
    while len(game.board.cells) < tiles and not game.finished:
        play_turn(game, rng)


def selfplay_games_per_s(seconds: float = 1.5) -> float:
    setup = Setup.of(PLAYERS)
    rng = random.Random(1)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(setup, rng)
        games += 1
    return games / (time.perf_counter() - start)


def turn_ms(seed: int, turns: int = 200) -> dict[str, float]:
    """Mean time of one turn on a board of each size: ``turns`` random turns, each played on
    the same board and undone (untimed) before the next, so every one sees that size."""
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    rng = random.Random(seed)
    result = {}
    for size in SIZES:
        grow(game, rng, size)
        played = len(game.actions)
        total = 0.0
        for _ in range(turns):
            start = time.perf_counter()
            play_turn(game, rng)
            total += time.perf_counter() - start
            while len(game.actions) > played:
                game.pop()
        result[str(size)] = total * 1000 / turns
    return result


def _listing_boards(seed: int) -> Iterator[tuple[str, Game, list[str]]]:
    """The boards listings are measured on: one self-played game at 70, then at 210 tiles,
    with the base tile types to list."""
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    rng = random.Random(seed)
    kinds = list(shipped_catalogue().sets["base"].counts)
    for size in (70, 210):
        grow(game, rng, size)
        yield str(size), game, kinds


def enumeration_ms(seed: int, read_all: bool = False) -> dict[str, float]:
    """Mean time to list the legal placements of one tile, over every base tile type.

    The listing holds the placements as groups (squares x rotations); with ``read_all`` each
    placement is also built, as a caller that walks the whole list does.
    """
    result = {}
    for size, game, kinds in _listing_boards(seed):
        start = time.perf_counter()
        for _ in range(20):
            for tile in kinds:
                placements = game.legal_placements(tile)
                if read_all:
                    list(placements)
        result[size] = (time.perf_counter() - start) * 1000 / (20 * len(kinds))
    return result


def placement_groups(seed: int) -> dict[str, float]:
    """How many groups a listing holds, on average over the base tile types, on the boards
    ``enumeration_ms`` times: reading a listing costs one step per group."""
    return {
        size: statistics.mean(len(game.legal_placements(tile).groups) for tile in kinds)
        for size, game, kinds in _listing_boards(seed)
    }


def undo_ms(seed: int) -> float:
    """Mean time of one ``pop()`` at the end of a 200-action game (redone between pops)."""
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    rng = random.Random(seed)
    while len(game.actions) < 200:
        play_turn(game, rng)
    while len(game.actions) > 200:
        game.pop()
    total = 0.0
    for _ in range(50):
        start = time.perf_counter()
        game.pop()
        total += time.perf_counter() - start
        game.redo()
    return total * 1000 / 50


def insight_ms(seed: int) -> dict[str, float]:
    """Whole-board fit analysis and the score projection on a 210-tile board."""
    catalogue, setup = triple_base()
    game = Game(setup, catalogue)
    grow(game, random.Random(seed), 210)
    start = time.perf_counter()
    for _ in range(20):
        fit_analysis(game)
    fit = (time.perf_counter() - start) * 1000 / 20
    start = time.perf_counter()
    for _ in range(20):
        projected_scores(game)
    return {"fit": fit, "projection": (time.perf_counter() - start) * 1000 / 20}


def import_ms() -> float:
    code = "import time; t = time.perf_counter(); import carc_assist; print(time.perf_counter() - t)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return float(out) * 1000


def peak_mib(seed: int) -> float:
    gc.collect()
    tracemalloc.start()
    random_game(Setup.of(PLAYERS), random.Random(seed))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20


def _insight(runs: list[dict[str, float]]) -> dict[str, object]:
    return {
        "fit_analysis_ms_210": _median_of([r["fit"] for r in runs]),
        "projection_ms_210": _median_of([r["projection"] for r in runs]),
    }


def _median_of(runs: list[float]) -> dict[str, float]:
    return {"median": statistics.median(runs), "min": min(runs), "max": max(runs)}


def _per_key(runs: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    return {key: _median_of([r[key] for r in runs]) for key in runs[0]}


def measure(runs: int = RUNS) -> dict[str, object]:
    """Every figure as median, min and max over ``runs`` runs."""
    shipped_catalogue()
    random_game(Setup.of(PLAYERS), random.Random(0))  # warm the caches
    seeds = range(runs)
    return {
        "selfplay_games_per_s": _median_of([selfplay_games_per_s() for _ in seeds]),
        "turn_ms": _per_key([turn_ms(s) for s in seeds]),
        "enumeration_ms": _per_key([enumeration_ms(s) for s in seeds]),
        "enumeration_read_ms": _per_key([enumeration_ms(s, read_all=True) for s in seeds]),
        "placement_groups": _per_key([placement_groups(s) for s in seeds]),
        "undo_ms": _median_of([undo_ms(s) for s in seeds]),
        "import_ms": _median_of([import_ms() for _ in seeds]),
        **_insight([insight_ms(s) for s in seeds]),
        "peak_mib": _median_of([peak_mib(s) for s in seeds]),
        "runs": runs,
    }


def medians(figures: dict[str, object]) -> dict[str, object]:
    """The ``--json`` document: each figure's median (objects keyed by tile count)."""
    out: dict[str, object] = {}
    for key, value in figures.items():
        if isinstance(value, dict) and "median" in value:
            out[key] = round(value["median"], 4)
        elif isinstance(value, dict):
            out[key] = {k: round(v["median"], 4) for k, v in value.items()}
        else:
            out[key] = value
    return out


def report(figures: dict[str, object]) -> list[str]:
    """Readable lines: median (min-max) of each figure."""
    lines = []
    for key, value in figures.items():
        if isinstance(value, dict) and "median" in value:
            lines.append(f"{key:<26} {_span(value)}")
        elif isinstance(value, dict):
            for size, span in value.items():
                lines.append(f"{key + '[' + size + ']':<26} {_span(span)}")
        else:
            lines.append(f"{key:<26} {value}")
    return lines


def _span(value: dict[str, float]) -> str:
    return f"{value['median']:10.4f}  (min {value['min']:.4f}, max {value['max']:.4f})"
