"""The doubled data folder of earlier versions moved into the single one, in a fake home:
everything moves, nothing is overwritten or lost, two libraries are merged, a name taken on
both sides stays and is reported."""

from __future__ import annotations

import random
from pathlib import Path

from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.doubled_folder import move_doubled
from carc_assist.storage.library import Library


def _game(seed: int, names: list[str]) -> Game:
    return random_game(Setup.of(names), random.Random(seed))


def _fill(folder: Path, names: list[str], seed: int) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    with Library(folder / "library.sqlite3") as library:
        return library.add(_game(seed, names))


def test_a_doubled_folder_moves_up_whole(tmp_path: Path) -> None:
    folder = tmp_path / "share" / "carc-assist"
    old = folder / "carc-assist"
    (old / "tilesets").mkdir(parents=True)
    (old / "tilesets" / "mine.json").write_text("{}", encoding="utf-8")
    (old / "unsaved").mkdir()
    (old / "unsaved" / "game.carc").write_text("x", encoding="utf-8")
    _fill(old, ["Anna", "Bram"], 1)
    (old / "running.lock").write_text("", encoding="utf-8")  # the old lock: the caller's business
    moved = move_doubled(old, folder, skip=("running.lock",))
    # with the library's backups/ and journals/
    assert moved.merged == 0 and moved.stayed == () and moved.files == 5
    assert (folder / "backups").is_dir() and (folder / "journals").is_dir()
    assert (folder / "tilesets" / "mine.json").read_text(encoding="utf-8") == "{}"
    assert (folder / "unsaved" / "game.carc").exists()
    with Library(folder / "library.sqlite3") as library:
        assert [e.players[0][0] for e in library.entries()] == ["Anna"]
    assert sorted(p.name for p in old.iterdir()) == ["running.lock"]
    (old / "running.lock").unlink()
    assert move_doubled(old, folder).files == 0  # nothing left: nothing done, the folder goes
    assert not old.exists()


def test_when_both_have_files_nothing_is_overwritten_and_the_libraries_merge(tmp_path: Path) -> None:
    folder = tmp_path / "carc-assist"
    old = folder / "carc-assist"
    old.mkdir(parents=True)
    _fill(folder, ["Anna", "Bram"], 1)
    _fill(old, ["Carla", "Dirk"], 2)
    _fill(old, ["Eva", "Fred"], 3)
    (folder / "tilesets").mkdir()
    (folder / "tilesets" / "mine.json").write_text("new", encoding="utf-8")
    (old / "tilesets").mkdir()
    (old / "tilesets" / "mine.json").write_text("old", encoding="utf-8")
    (old / "tilesets" / "other.json").write_text("other", encoding="utf-8")
    moved = move_doubled(old, folder)
    assert moved.merged == 2 and moved.files == 2  # other.json, and the old library's backup
    assert moved.stayed == (old / "tilesets" / "mine.json",)
    assert (folder / "tilesets" / "mine.json").read_text(encoding="utf-8") == "new"  # not overwritten
    assert (old / "tilesets" / "mine.json").read_text(encoding="utf-8") == "old"  # not lost
    assert (folder / "tilesets" / "other.json").read_text(encoding="utf-8") == "other"
    with Library(folder / "library.sqlite3") as library:
        assert sorted(e.players[0][0] for e in library.entries()) == ["Anna", "Carla", "Eva"]
    assert moved.kept is not None and moved.kept.parent == folder / "merged"
    with Library(moved.kept) as kept:  # the old library itself is kept, never deleted
        assert sorted(e.players[0][0] for e in kept.entries()) == ["Carla", "Eva"]
    assert not (old / "library.sqlite3").exists() and old.exists()


def test_a_merge_done_again_adds_each_game_once(tmp_path: Path) -> None:
    """(A move interrupted after its merge, before the old library was kept aside: the next
    start merges it again.)"""
    from carc_assist.storage.library_repair import merge

    _fill(tmp_path / "new", ["Anna", "Bram"], 1)
    _fill(tmp_path / "old", ["Carla", "Dirk"], 2)
    assert merge(tmp_path / "old" / "library.sqlite3", tmp_path / "new" / "library.sqlite3") == 1
    assert merge(tmp_path / "old" / "library.sqlite3", tmp_path / "new" / "library.sqlite3") == 0
    with Library(tmp_path / "new" / "library.sqlite3") as library:
        assert sorted(e.players[0][0] for e in library.entries()) == ["Anna", "Carla"]
