"""The command line: ``replay``, ``tiles``, ``selfplay`` and ``bench``.

Errors are one line on stderr and exit status 2; stdout carries only results.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from carc_assist.catalogue import CatalogueError
from carc_assist.game import Game, shipped_catalogue
from carc_assist.record import RecordError, load, save, summary
from carc_assist.selfplay import random_game
from carc_assist.setup import Setup, SetupError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m carc_assist", description="carc-assist engine commands")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("replay", help="replay a game record and print the scores")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p = sub.add_parser("tiles", help="list the tiles of a set")
    p.add_argument("set")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("selfplay", help="play random legal games to the end")
    p.add_argument("--sets", default="base", help="comma-separated tile sets (default base)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", type=Path, help="write each game's record into this folder")
    p = sub.add_parser("bench", help="measure the engine's speed (medians of several runs)")
    p.add_argument("--json", action="store_true", help="print one JSON object of medians")
    p.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            return _replay(args.file, args.json)
        if args.command == "tiles":
            return _tiles(args.set, args.json)
        if args.command == "bench":
            return _bench(args.json, args.runs)
        return _selfplay(args.sets.split(","), args.players, args.games, args.seed, args.save)
    except (RecordError, SetupError, CatalogueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _replay(path: Path, as_json: bool) -> int:
    game = load(path)
    result = summary(game)
    if as_json:
        print(json.dumps(result))
        return 0
    for event in game.events:
        who = game.setup.players[event.player].name
        items = ", ".join(f"{i.count} {i.what}" for i in event.items)
        flag = " (final)" if event.final else ""
        print(f"turn {event.turn}: {who} +{event.points} {event.source}{flag} [{items}]")
    state = "finished" if game.finished else f"{game.bag_total} tiles left in the bag"
    print(f"-- {state}")
    for i, player in enumerate(game.setup.players):
        print(f"{player.name}: {game.scores[i]} points, {game.supply[i]} followers in supply")
    return 0


def _tiles(set_name: str, as_json: bool) -> int:
    catalogue = shipped_catalogue()
    tile_set = catalogue.sets.get(set_name)
    if tile_set is None:
        known = ", ".join(sorted(catalogue.sets))
        print(f"error: unknown tile set {set_name!r} (known: {known})", file=sys.stderr)
        return 2
    rows = []
    for tile_id, count in tile_set.counts.items():
        tile = catalogue.tiles[tile_id]
        row: dict[str, object] = {"id": tile_id, "count": count, "edges": tile.edges}
        row.update({k: v for k, v in _marks(tile_id).items() if v})
        if tile_id == tile_set.start:
            row["start"] = True
        rows.append(row)
    if as_json:
        print(json.dumps(rows))
    else:
        print(f"{tile_set.title} ({set_name}): {sum(tile_set.counts.values())} tiles")
        for row in rows:
            extra = " ".join(f"{k}={v}" for k, v in row.items() if k not in ("id", "count", "edges"))
            print(f"{row['id']:<22} x{row['count']:<2} {row['edges']}  {extra}".rstrip())
    return 0


def _bench(as_json: bool, runs: int) -> int:
    from carc_assist import bench

    figures = bench.measure(runs)
    print(json.dumps(bench.medians(figures)) if as_json else "\n".join(bench.report(figures)))
    return 0


def _marks(tile_id: str) -> dict[str, object]:
    tile = shipped_catalogue().tiles[tile_id]
    return {
        "squares": len(tile.squares) if len(tile.squares) > 1 else None,
        "festival": tile.festival,
        "wheel": tile.wheel,
        "wind_rose": tile.wind_rose,
        "cloister": any(s.kind == "cloister" for s in tile.segments),
        "pennants": sum(s.pennants for s in tile.segments),
    }


def _selfplay(sets: list[str], players: int, games: int, seed: int, folder: Path | None) -> int:
    names = [f"Player {i + 1}" for i in range(players)]
    setup = Setup.of(names, tuple(sets))
    Game(setup)  # refuse a bad setup before playing
    for number in range(games):
        game = random_game(setup, random.Random(seed + number))
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, game.scores, strict=True))
        print(f"game {number + 1} (seed {seed + number}): {scores}")
        if folder is not None:
            save(game, folder / f"selfplay-{seed + number}.json")
    return 0
