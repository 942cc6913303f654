"""Random damage to a library, its journals and its backups (issue 43): whatever the damage,
every game comes back whole, or as a start of itself said shorter, or is named lost; ``lost``
names only games that were there. 200 damages in the default run (a few seconds); more with
``CARC_ASSIST_FUZZ=N``."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage import game_journal
from carc_assist.storage.edit import recorded_actions
from carc_assist.storage.library import Library, backup_files, replay_stored
from carc_assist.storage.library_repair import recover

RUNS = int(os.environ.get("CARC_ASSIST_FUZZ", "200"))
GAMES = 8


def _build(folder: Path) -> dict[str, list[dict[str, object]]]:
    """A library of short games (quick to replay: the damage is what is tested), some played
    on after the backup, one deleted; each game's actions, by id."""
    path = folder / "library.sqlite3"
    rng = random.Random(5)
    games = [Game(Setup.of(["Anna", "Bram", "Carla"][: 2 + number % 2])) for number in range(GAMES)]
    with Library(path) as library:
        ids = []
        for game in games:
            for _ in range(rng.randrange(0, 6)):
                play_turn(game, rng)
            ids.append(library.add(game))
        library.backup()
        for game_id, game in zip(ids[2:], games[2:], strict=True):
            for _ in range(rng.randrange(1, 8)):
                play_turn(game, rng)
                library.save(game_id, game)
        library.delete(ids[-1])
    return {game_id: recorded_actions(game) for game_id, game in zip(ids, games, strict=True)}


def _noise(file: Path, rng: random.Random) -> None:
    """Bytes overwritten at a random place, a block zeroed, or (a database only) the file cut.
    A journal is never cut here: cut exactly at the end of an entry, nothing could tell that
    more followed (bytes overwritten or zeroed, it can)."""
    size = file.stat().st_size
    if not size:
        return
    kind = rng.randrange(3 if file.suffix == ".sqlite3" else 2)
    with file.open("r+b") as handle:
        if kind == 0:
            handle.seek(rng.randrange(size))
            handle.write(rng.randbytes(rng.choice((1, 8, 64, 512))))
        elif kind == 1:
            handle.seek(rng.randrange(size // 4096 + 1) * 4096)
            handle.write(bytes(4096))
        else:
            handle.truncate(rng.randrange(size))


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[dict[str, object]]]]:
    folder = tmp_path_factory.mktemp("fuzz")
    return folder, _build(folder)


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Path]:
    """A folder in memory where there is one (every recovery syncs its files: on a disk the
    runs would wait for it, not test more)."""
    memory = Path("/dev/shm")
    if not memory.is_dir() or not os.access(memory, os.W_OK):
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(prefix="carc-assist-fuzz-", dir=memory))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_random_damage_is_recovered_said_or_named(
    template: tuple[Path, dict[str, list[dict[str, object]]]], scratch: Path
) -> None:
    source, truth = template
    lost = 0
    for run in range(RUNS):
        rng = random.Random(run)
        folder = scratch / str(run)
        shutil.copytree(source, folder)
        path = folder / "library.sqlite3"
        for _ in range(rng.randrange(1, 4)):
            _noise(path, rng)
        others = [*backup_files(path), *sorted(game_journal.folder(path).iterdir())]
        for file in rng.sample(others, rng.choice((0, 1, 2, len(others) // 2, len(others)))):
            _noise(file, rng)
        result = recover(path)
        lost += len(result.lost)
        said = {str(game.copy.id) for game in result.shorter}
        assert set(result.lost) <= set(truth), run
        with Library(path) as library:
            listed = {entry.id for entry in library.entries()}
            assert {str(game.copy.id) for game in result.games} == listed, run
            for game_id, actions in truth.items():
                if game_id in result.lost:
                    continue
                library.export(game_id, folder / "game.json")  # as stored: a damaged text too
                stored = replay_stored((folder / "game.json").read_text(encoding="utf-8"))
                assert stored.partial is not None, (run, game_id)
                got = recorded_actions(stored.partial.game)  # as far as it replays
                assert got == actions[: len(got)], (run, game_id)
                deleted = game_id == max(truth, key=int)  # hidden: listed nowhere, said nowhere
                assert len(got) == len(actions) or game_id in said or deleted, (run, game_id, len(got))
        shutil.rmtree(folder)
    assert lost  # some runs lose games: the test sees them named
