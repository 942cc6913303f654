"""The command line: ``replay``, ``tiles``, ``selfplay``, ``bench``, ``games`` (the games
library), ``edit`` (a past turn of a record), and the coach's ``hint`` and ``duel``.

Errors are one line on stderr and exit status 2; stdout carries only results.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from carc_assist.files.untrusted_json import UntrustedJsonError, read_json
from carc_assist.players.selfplay import random_game
from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import PLACE, Game, box_for, shipped_catalogue
from carc_assist.rules.hooks import feature_kind
from carc_assist.rules.setup import Setup, SetupError
from carc_assist.storage.copies import Chosen
from carc_assist.storage.edit import edit_record
from carc_assist.storage.library import Entry, Library, LibraryError, PlayerStats, SetStats, default_path
from carc_assist.storage.library_repair import check, recover
from carc_assist.storage.record import RecordError, load, read_document, save, summary


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
    p.add_argument(
        "--gardens", action="store_true", help="as the new-edition box holds it: some tiles show a garden"
    )
    p = sub.add_parser("selfplay", help="play random legal games to the end")
    p.add_argument("--sets", default="base", help="comma-separated tile sets (default base)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", type=Path, help="write each game's record into this folder")
    p = sub.add_parser("bench", help="measure the engine's speed (medians of several runs)")
    p.add_argument("--json", action="store_true", help="print one JSON object of medians")
    p.add_argument("--runs", type=int, default=5)
    _add_games_commands(sub)
    p = sub.add_parser("edit", help="change a past turn of a record; the later turns are replayed on top")
    p.add_argument("file", type=Path)
    p.add_argument("--turn", type=int, required=True, help="the turn to change, from 1")
    p.add_argument("--actions", required=True, help="the turn's new actions: a JSON list of record actions")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    _add_coach_commands(sub)
    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            return _replay(args.file, args.json)
        if args.command == "tiles":
            return _tiles(args.set, args.json, args.gardens)
        if args.command == "bench":
            return _bench(args.json, args.runs)
        if args.command == "games":
            return _games(args)
        if args.command == "edit":
            return _edit(args.file, args.turn, args.actions, args.json)
        if args.command == "hint":
            return _hint(args.file, args.top, args.json, args.deeper)
        if args.command == "duel":
            return _duel(args.players.split(","), args.games, args.seed, args.sets.split(","), args.json)
        return _selfplay(args.sets.split(","), args.players, args.games, args.seed, args.save)
    except (RecordError, SetupError, CatalogueError, LibraryError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _add_games_commands(sub: argparse._SubParsersAction[_Parser]) -> None:
    games = sub.add_parser("games", help="the games library: list, import, export, delete, statistics")
    games.add_argument("--json", action="store_true", help="print one JSON document")
    actions = games.add_subparsers(dest="action", parser_class=_Parser)
    p = actions.add_parser("import", help="record files into the library")
    p.add_argument("files", type=Path, nargs="+")
    p.add_argument("--json", action="store_true")
    p = actions.add_parser("export", help="a game's record into a file")
    p.add_argument("id")
    p.add_argument("file", type=Path)
    p = actions.add_parser("delete", help="remove a game from the list")
    p.add_argument("id")
    p = actions.add_parser("stats", help="games, wins, mean and best score per player name")
    p.add_argument("--json", action="store_true")
    p = actions.add_parser("check", help="is the library readable? which games are not? (exit 2: damaged)")
    p.add_argument("--json", action="store_true")
    p = actions.add_parser(
        "recover", help="a new library from everything that can be read (the old one kept)"
    )
    p.add_argument("--json", action="store_true")


def _add_coach_commands(sub: argparse._SubParsersAction[_Parser]) -> None:
    p = sub.add_parser("hint", help="the best turns for the player holding a drawn tile, explained")
    p.add_argument("file", type=Path)
    p.add_argument("--top", type=_positive, default=3, help="how many turns (default 3)")
    p.add_argument(
        "--deeper",
        type=float,
        metavar="SECONDS",
        help="look a turn ahead (the next player's answers to draws from the bag) for so long",
    )
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p = sub.add_parser(
        "duel", help="self-play between coach, greedy, random and mcts players on the same tiles"
    )
    p.add_argument(
        "--players",
        required=True,
        help="comma-separated kinds: coach, coach:SECONDS (a deeper look), greedy, random, mcts:PLAYOUTS",
    )
    p.add_argument("--games", type=_positive, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--sets", default="base", help="comma-separated tile sets (default base)")
    p.add_argument("--json", action="store_true", help="print one JSON document")


def _positive(text: str) -> int:
    number = int(text)
    if number < 1:
        raise ValueError(text)
    return number


def _hint(path: Path, top: int, as_json: bool, deeper: float | None) -> int:
    from carc_assist.players.coach import rank
    from carc_assist.players.lookahead import deepen

    game = load(path)
    if game.phase != PLACE:
        print(
            f"error: {path.name}: the player must hold a drawn tile (the game is in its {game.phase} step)",
            file=sys.stderr,
        )
        return 2
    names = [player.name for player in game.setup.players]
    suggestions = rank(game, top) if deeper is None else deepen(game, rank(game), deeper)[:top]
    if as_json:
        rows = [
            {
                "actions": s.record_actions,
                "value": round(s.value, 2),
                "reasons": [reason.to_json(names) for reason in s.reasons],
            }
            for s in suggestions
        ]
        print(json.dumps({"player": names[game.current_player], "tile": game.held, "suggestions": rows}))
        return 0
    print(f"{names[game.current_player]} holds {game.held}:")
    for number, s in enumerate(suggestions, start=1):
        turn = ", ".join(action.notation() for action in s.actions)
        print(f"{number}. {turn}: {s.value:+.1f}")
        for reason in s.reasons:
            whose = "" if reason.player is None else f" ({names[reason.player]})"
            print(f"   {reason.what} {reason.feature}{whose} {reason.points:+.1f}".replace("  ", " "))
    return 0


def _duel(kinds: list[str], games: int, seed: int, sets: list[str], as_json: bool) -> int:
    from carc_assist.players.duel import KINDS, chooser, duel, names_of

    for kind in kinds:
        try:
            chooser(kind)
        except ValueError:
            print(f"error: unknown player {kind!r} (known: {', '.join(KINDS)})", file=sys.stderr)
            return 2
    Game(Setup.of(names_of(kinds), tuple(sets)))  # refuse a bad setup before playing
    result = duel(kinds, games, seed, sets).to_json()
    if as_json:
        print(json.dumps(result))
        return 0
    print(f"{result['games']} games, {result['ties']} ties")
    wins, means = result["wins"], result["mean_score"]
    assert isinstance(wins, dict) and isinstance(means, dict)
    rates, per_move = result["win_rate"], result["seconds_per_move"]
    assert isinstance(rates, dict) and isinstance(per_move, dict)
    for name, count in wins.items():
        rate = rates[name]
        print(
            f"{name}: {count} wins ({rate['rate']:.1%},"
            f" 95% interval {rate['low']:.1%} to {rate['high']:.1%}),"
            f" mean score {means[name]}, {per_move[name]:.3f} s per move"
        )
    return 0


def _games(args: argparse.Namespace) -> int:
    if args.action == "check":  # never through Library: it would upgrade, or refuse to open
        return _check(default_path(), args.json)
    if args.action == "recover":
        return _recover(default_path(), args.json)
    with Library.default() as library:
        code = _library_command(library, args)
        if library.backup_failure is not None:  # it stops nothing, and is said
            print(
                f"warning: the last backup of the games library failed: {library.backup_failure}",
                file=sys.stderr,
            )
        return code


def _library_command(library: Library, args: argparse.Namespace) -> int:
    if args.action == "import":
        return _import(library, args.files, args.json)
    if args.action == "export":
        library.export(args.id, args.file)
        return 0
    if args.action == "delete":
        library.delete(args.id)
        return 0
    if args.action == "stats":
        return _stats(library, args.json)
    return _list(library, args.json)


def _check(path: Path, as_json: bool) -> int:
    result = check(path)
    if as_json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print(f"library: ok, {result.games} games" if result.ok else f"library: damaged: {result.reason}")
        if result.unreadable:
            print(f"unreadable games: {', '.join(result.unreadable)}")
        for backup in result.backups:
            state = f"{backup.games} games" if backup.reason is None else f"cannot be read: {backup.reason}"
            print(f"backup {backup.file} ({backup.taken}): {state}")
    return 0 if result.ok else 2


def _recover(path: Path, as_json: bool) -> int:
    result = recover(path)
    for game in result.shorter:  # never silent: on stderr, whatever the output
        print(f"game {game.copy.id}: {shorter_words(game)}", file=sys.stderr)
    if as_json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
        return 0
    if result.kept_aside is None:
        print(f"the library is not damaged: nothing changed ({result.recovered} games)")
        return 0
    print(
        f"recovered {result.recovered} games ({result.from_library} from the library,"
        f" {result.from_backups} from backups and journals);"
        f" the damaged library is kept in {result.kept_aside}"
    )
    for game in result.games:
        whence = {"library": "the library", "backup": "a backup", "journal": "its journal"}.get(
            game.copy.source, game.copy.source
        )
        print(f"game {game.copy.id} ({_named(game)}): turn {game.turns_after}, from {whence}")
    if result.lost:
        print(f"no copy holds games {', '.join(result.lost)}")
    return 0


def _named(game: Chosen) -> str:
    """A game as a player knows it: its players and the day it started ("Anna – Bram, 3 December 2026")."""
    players = " – ".join(game.players)
    try:
        day = datetime.fromisoformat(game.copy.started)
    except ValueError:
        return players
    return f"{players}, {day.day} {day:%B %Y}"


def shorter_words(game: Chosen) -> str:
    """What a game that came back shorter lost, in words: "Anna – Bram, 3 December 2026: back
    at turn 7; turns 8–12 could not be read"."""
    after, (kind, turn) = game.turns_after, game.loss
    lost = {
        "some": "some of its actions could not be read",
        "rest": f"the rest of turn {turn} could not be read",
        "turns": f"turn {turn} could not be read"
        if turn == after + 1
        else f"turns {after + 1}–{turn} could not be read",
    }[kind]
    return f"{_named(game)}: back at turn {after}; {lost}"


def _list(library: Library, as_json: bool) -> int:
    entries = library.entries()
    if as_json:
        print(json.dumps([entry.to_json() for entry in entries], ensure_ascii=False))
        return 0
    for entry in entries:
        if entry.unreadable is not None:
            print(f"{entry.id:>4}  {entry.updated[:16]:16}  {entry.unreadable}")
            continue
        players = ", ".join(f"{name} {score}" for name, score in entry.players)
        state = "finished" if entry.finished else _progress(entry)
        problem = f" [problem: {entry.problem}]" if entry.problem else ""
        print(f"{entry.id:>4}  {entry.updated[:16]}  {players}  ({', '.join(entry.sets)}; {state}){problem}")
    return 0


def _progress(entry: Entry) -> str:
    """How far an unfinished game got, as the library window says it ("turn 14 of about 72")."""
    if entry.turn is None:
        return "unfinished"
    if entry.turns is None:
        return f"unfinished, turn {entry.turn}"
    return f"unfinished, turn {entry.turn} of about {entry.turns}"


def _import(library: Library, files: list[Path], as_json: bool) -> int:
    """Each file on its own: a bad one is refused, the others still come in."""
    imported, refused = [], False
    for path in files:
        try:
            imported.append({"file": str(path), "id": library.import_file(path)})
        except RecordError as exc:
            print(f"error: {path}: {exc}", file=sys.stderr)
            refused = True
    if as_json:
        print(json.dumps(imported, ensure_ascii=False))
    else:
        for row in imported:
            print(row["id"])
    return 2 if refused else 0


def _stats(library: Library, as_json: bool) -> int:
    stats = library.stats()
    if as_json:
        print(json.dumps(stats.to_json(), ensure_ascii=False))
        return 0
    for p in stats.players:
        print(f"{p.name}: {p.games} games, {p.finished} finished, {p.wins} wins, {_mean_and_best(p)}")
    for s in stats.sets:
        print(f"set {s.name}: {s.games} games, {s.finished} finished, {_mean_and_best(s)} (all players)")
    return 0


def _mean_and_best(figures: PlayerStats | SetStats) -> str:
    mean = "-" if figures.mean_score is None else f"{figures.mean_score:.1f}"
    best = "-" if figures.best_score is None else str(figures.best_score)
    return f"mean {mean}, best {best}"


def _edit(path: Path, turn: int, actions_text: str, as_json: bool) -> int:
    document = read_document(path)
    if not isinstance(document, dict):
        raise RecordError("not a carc-assist game record (the document is not a JSON object)")
    try:
        new_actions = read_json(actions_text)
    except UntrustedJsonError as exc:
        raise RecordError(f"--actions: {exc}") from None
    if not isinstance(new_actions, list):
        raise RecordError("--actions must be a JSON list of record actions")
    result = edit_record(document, turn, new_actions)
    if as_json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
        return 0
    print(json.dumps(result.record, ensure_ascii=False, indent=1))
    if result.conflict is not None:
        c, waiting = result.conflict, len(result.pending)
        line = f"conflict: action {c.action} (turn {c.turn}): {c.reason}; {waiting} later ones not replayed"
        print(line, file=sys.stderr)
    return 0


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
        own = "".join(f", {n} {kind}" for kind, n in list(game.figures_left(i).items())[1:])
        print(f"{player.name}: {game.scores[i]} points, {game.supply[i]} followers{own} in supply")
    return 0


def _tiles(set_name: str, as_json: bool, gardens: bool = False) -> int:
    catalogue = shipped_catalogue()
    tile_set = catalogue.sets.get(set_name)
    if tile_set is None:
        known = ", ".join(sorted(catalogue.sets))
        print(f"error: unknown tile set {set_name!r} (known: {known})", file=sys.stderr)
        return 2
    box = box_for(Setup.of(["-", "--"], (set_name,), gardens=gardens), catalogue)
    rows = []
    for tile_id, count in box.items():
        if not count:
            continue
        tile = catalogue.tiles[tile_id]
        row: dict[str, object] = {"id": tile_id, "count": count, "edges": tile.edges}
        row.update({k: v for k, v in _marks(tile_id).items() if v})
        if tile_id == tile_set.start:
            row["start"] = True
        rows.append(row)
    if as_json:
        print(json.dumps(rows))
    else:
        print(f"{tile_set.title} ({set_name}): {sum(box.values())} tiles")
        for row in rows:
            extra = " ".join(f"{k}={v}" for k, v in row.items() if k not in ("id", "count", "edges"))
            print(f"{row['id']:<22} x{row['count']:<2} {row['edges']}  {extra}".rstrip())
    return 0


def _bench(as_json: bool, runs: int) -> int:
    from carc_assist.cli import bench

    figures = bench.measure(runs)
    print(json.dumps(bench.medians(figures)) if as_json else "\n".join(bench.report(figures)))
    return 0


def _marks(tile_id: str) -> dict[str, object]:
    """What a tile shows beyond its edges: its squares, cloister and pennants, and the
    attributes the expansions' modules declare (a list of them, e.g. signposts, by its length)."""
    tile = shipped_catalogue().tiles[tile_id]
    marks: dict[str, object] = {
        "squares": len(tile.squares) if len(tile.squares) > 1 else None,
        "cloister": any(s.kind == "cloister" for s in tile.segments),
        "pennants": sum(s.pennants for s in tile.segments),
    }
    for name, value in tile.attributes:
        marks[name] = len(value) if isinstance(value, tuple) else value
    for segment in tile.segments:  # an expansion's kind of feature: a garden, a tent, the river
        if feature_kind(segment.kind) is not None:
            marks[segment.kind] = True
    return marks


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
