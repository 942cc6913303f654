"""Libraries damaged the way a disk damages a file, for the recovery tests (issue 43), and a
table of what recovery keeps of each game for each kind of damage:
``python -m tests.library_damage`` (``CARC_ASSIST_DATA_DIR`` is set to a temporary folder).

The library holds four games, as a family's would: A finished before the last backup; B
started before it and finished after; C started before it and played on to turn 12,
unfinished, saved after every turn (the game on the table); D played whole after the backup.
Each damage writes into the files as a disk does (bytes overwritten, the file cut short,
a journal lost): never through the app's own code.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import recorded_actions
from carc_assist.storage.library import Library, backup_files

#: the unfinished game's turns, as in the issue
TURNS_C = 12
NAMES = ("A", "B", "C", "D")


@dataclass
class Built:
    """A library made by ``build``: its file, and each game's id and whole record's actions."""

    path: Path
    ids: dict[str, str]
    actions: dict[str, list[dict[str, object]]]


def _until(game: Game, rng: random.Random, turns: int | None) -> None:
    """Play on to turn ``turns`` (None: to the end)."""
    while not game.finished and (turns is None or game.turn < turns):
        play_turn(game, rng)


def build(folder: Path) -> Built:
    """The four games' library in ``folder`` (see above), its backup taken with A, B and C
    at their early turns."""
    path = folder / "library.sqlite3"
    games = {name: Game(Setup.of(["Anna", "Bram"])) for name in NAMES}
    rngs = {name: random.Random(index) for index, name in enumerate(NAMES)}
    _until(games["A"], rngs["A"], None)
    _until(games["B"], rngs["B"], 3)
    _until(games["C"], rngs["C"], 2)
    with Library(path) as library:
        ids = {name: library.add(games[name]) for name in ("A", "B", "C")}
        library.backup()
        for name in ("B", "C"):
            while not games[name].finished and (name == "B" or games[name].turn < TURNS_C):
                play_turn(games[name], rngs[name])
                library.save(ids[name], games[name])
        _until(games["D"], rngs["D"], None)
        ids["D"] = library.add(games["D"])
    return Built(path, ids, {name: recorded_actions(game) for name, game in games.items()})


def page_size(path: Path) -> int:
    return 4096 if path.stat().st_size % 4096 == 0 else 1024


def overwrite(path: Path, offset: int, data: bytes) -> None:
    with path.open("r+b") as file:
        file.seek(offset)
        file.write(data)


def header(path: Path) -> None:
    """The first 16 bytes (SQLite's magic string) overwritten."""
    overwrite(path, 0, b"\0" * 16)


def middle_page(path: Path) -> None:
    """A page in the middle of the file overwritten by 4 KB of noise."""
    size = page_size(path)
    pages = path.stat().st_size // size
    overwrite(path, (pages // 2) * size, random.Random(7).randbytes(4096))


def cut_short(path: Path) -> None:
    """The file cut to half its length."""
    with path.open("r+b") as file:
        file.truncate(path.stat().st_size // 2)


def garbage(path: Path) -> None:
    """The file replaced by noise of the same length."""
    path.write_bytes(random.Random(8).randbytes(path.stat().st_size))


def backup_too(path: Path) -> None:
    """A page in the middle of the library and of every backup overwritten."""
    for file in (path, *backup_files(path)):
        middle_page(file)


def schema_byte(path: Path) -> None:
    """One byte of a column's name in the schema's text changed (``players`` -> ``pl@yers``)."""
    data = path.read_bytes()
    at = data.index(b"players TEXT")
    overwrite(path, at + 2, b"@")


def text_byte(path: Path) -> None:
    """One byte of a game's action in the file changed (``"base/`` -> ``"ba(e/``): the file
    still reads, the game no longer replays to its end."""
    data = path.read_bytes()
    at = data.rindex(b'"place": "base/')
    overwrite(path, at + len(b'"place": "ba'), b"(")


def crash_while_writing(path: Path) -> None:
    """A program killed in the middle of a large write: its pages partly in the file, the
    rest of the truth in the hot ``-journal`` beside it."""
    script = (
        "import os, sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "db.execute('PRAGMA cache_size = 1')\n"
        "db.execute('BEGIN IMMEDIATE')\n"
        "db.execute(\"UPDATE record_lines SET line = line || '                                '\")\n"
        "os.kill(os.getpid(), 9)\n"
    )
    subprocess.run([sys.executable, "-c", script, str(path)], check=False)


def journal_missing(path: Path) -> None:
    """A crash in the middle of a write, then its ``-journal`` lost (a disk check removed it)."""
    crash_while_writing(path)
    path.with_name(path.name + "-journal").unlink()


def journal_damaged(path: Path) -> None:
    """A crash in the middle of a write, then its ``-journal`` overwritten in its middle."""
    crash_while_writing(path)
    journal = path.with_name(path.name + "-journal")
    overwrite(journal, journal.stat().st_size // 2, random.Random(9).randbytes(4096))


#: each kind of damage, by name
DAMAGES: dict[str, Callable[[Path], None]] = {
    "header overwritten": header,
    "a middle page overwritten": middle_page,
    "file cut short": cut_short,
    "file replaced by garbage": garbage,
    "-journal missing after a crash": journal_missing,
    "-journal damaged after a crash": journal_damaged,
    "a backup damaged too": backup_too,
    "one byte of the schema text": schema_byte,
    "one byte of a game's text": text_byte,
}


def kept(built: Built, path: Path) -> dict[str, int | str]:
    """Per game, how many of its actions the library at ``path`` holds: a number, or
    "wrong" when what it holds is not the start of the game, "lost" when it holds no such game."""
    result: dict[str, int | str] = {}
    with Library(path) as library:
        listed = {entry.id for entry in library.entries()}
        for name, game_id in built.ids.items():
            if game_id not in listed:
                result[name] = "lost"
                continue
            actions = recorded_actions(library.open(game_id).game)
            whole = built.actions[name]
            result[name] = len(actions) if actions == whole[: len(actions)] else "wrong"
    return result


def recover_in_child(data: Path, limit: int | None = None, kill_after: float | None = None) -> int:
    """``games recover`` in another process, as a user runs it: with the files it may write
    limited to ``limit`` bytes (a full disk), or killed after ``kill_after`` seconds. Its
    exit status (negative: the signal that ended it)."""
    code = "import sys; from carc_assist.cli.commands import main; sys.exit(main(['games', 'recover']))"
    env = {**os.environ, "CARC_ASSIST_DATA_DIR": str(data)}

    def limited() -> None:
        if limit is not None:
            import resource

            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    child = subprocess.Popen(
        [sys.executable, "-c", code],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=limited,
    )
    if kill_after is None:
        return child.wait()
    try:
        return child.wait(kill_after)
    except subprocess.TimeoutExpired:
        child.kill()
        return child.wait()


def _journals(built: Built, keep: bool) -> None:
    if not keep:
        shutil.rmtree(built.path.parent / "journals")


def _row(name: str, built: Built, result: dict[str, int | str], said: str = "") -> str:
    """A row of the table: per game, the actions kept of its actions; "said" when ``games
    recover`` said on stderr (``said``) that it came back shorter."""
    cells = [
        f"{result[game]}/{len(built.actions[game])}" + (" said" if f"game {built.ids[game]}:" in said else "")
        for game in NAMES
    ]
    return f"| {name} | " + " | ".join(cells) + " |"


def table(journals: bool = True) -> list[str]:
    """One row per kind of damage: the actions kept of each game after ``games recover``;
    ``journals`` False: of a library as an earlier version left it (no journals)."""
    from carc_assist.cli.commands import main

    rows = ["| damage | " + " | ".join(NAMES) + " |", "|---" * (len(NAMES) + 1) + "|"]
    with tempfile.TemporaryDirectory() as folder:
        for number, (name, damage) in enumerate(DAMAGES.items()):
            data = Path(folder) / str(number)
            os.environ["CARC_ASSIST_DATA_DIR"] = str(data)
            built = build(data)
            _journals(built, journals)
            damage(built.path)
            try:
                err = io.StringIO()
                with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                    code = main(["games", "recover"])
                said = "" if code == 0 else f" recover refused: {err.getvalue().strip()}"
                rows.append(_row(name, built, kept(built, built.path), err.getvalue()) + said)
            except Exception as exc:
                rows.append(f"| {name} | crashed: {type(exc).__name__}: {exc} |")
        for name, limit in (("disk full while recovering", 20_000), ("recovery killed half way", None)):
            data = Path(folder) / name.replace(" ", "-")
            os.environ["CARC_ASSIST_DATA_DIR"] = str(data)
            built = build(data)
            _journals(built, journals)
            middle_page(built.path)
            if limit is not None:
                recover_in_child(data, limit=limit)
            else:
                recover_in_child(data, kill_after=0.4)
            recover_in_child(data)
            try:
                rows.append(_row(name, built, kept(built, built.path)))
            except Exception as exc:
                rows.append(f"| {name} | crashed: {type(exc).__name__}: {exc} |")
    return rows


if __name__ == "__main__":
    print("\n".join(table("--no-journals" not in sys.argv)))
