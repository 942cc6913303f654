"""A games library an earlier version wrote always opens (issue 27): it is upgraded to this
version's schema on opening, its games read and export as they were stored, and each game
goes on (its first save keeps its actions one row each); a backup an earlier version made
still serves ``games recover``.

The libraries in ``fixtures/old_libraries/<commit>/`` were written by that commit's own
``Library`` (``make_library.py``; ``d76109f`` made the first library, ``6803e6e`` is the last
version of schema 2, ``3ddab41`` the last of schema 3, with records kept one action a row),
each game's record exported beside it by that version."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from carc_assist.files.untrusted_json import read_json
from carc_assist.players.selfplay import play_turn
from carc_assist.storage import game_journal
from carc_assist.storage.library import SCHEMA_VERSION, Library, backup_files
from carc_assist.storage.library_repair import check, recover
from carc_assist.storage.record import record_text, to_record
from carc_assist.table.actions import Pass

FOLDER = Path(__file__).parent / "fixtures" / "old_libraries"
VERSIONS = sorted(p.name for p in FOLDER.iterdir() if p.is_dir())


@pytest.fixture(params=VERSIONS)
def old(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, Path]:
    """A copy of an old library (the fixture stays as it was written), and its exports."""
    folder = FOLDER / request.param
    path = tmp_path / "data" / "library.sqlite3"
    path.parent.mkdir()
    shutil.copyfile(folder / "library.sqlite3", path)
    return path, folder


def _version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("PRAGMA user_version").fetchone()[0])
    finally:
        db.close()


def test_the_fixtures_are_of_an_older_schema() -> None:
    assert VERSIONS == ["3ddab41", "6803e6e", "d76109f"]
    schemas = {version: _version(FOLDER / version / "library.sqlite3") for version in VERSIONS}
    assert schemas == {"3ddab41": 3, "6803e6e": 2, "d76109f": 2} and SCHEMA_VERSION > 3


def test_an_old_library_is_checked_as_it_is(old: tuple[Path, Path]) -> None:
    path, _ = old
    before = _version(path)
    checked = check(path)
    assert checked.ok and checked.games == 3 and _version(path) == before < SCHEMA_VERSION  # nothing upgraded


def test_an_old_library_opens_upgraded_with_every_game_as_stored(
    old: tuple[Path, Path], tmp_path: Path
) -> None:
    path, exports = old
    with Library(path) as library:
        entries = {entry.id: entry for entry in library.entries()}
        assert sorted(entries) == ["1", "2", "4"]  # game 3 is deleted
        assert entries["1"].finished and not entries["2"].finished
        assert entries["4"].problem is not None and entries["1"].problem is None
        for game_id in ("1", "2", "3", "4"):
            written = (exports / f"{game_id}.json").read_text(encoding="utf-8")
            assert library.record(game_id) == read_json(written)
            library.export(game_id, tmp_path / "export.json")
            assert (tmp_path / "export.json").read_text(encoding="utf-8") == written  # as it was
        for game_id in ("2", "4"):  # how far an unfinished game is, made from its record at the upgrade
            opened = library.open(game_id)
            assert (entries[game_id].turn, entries[game_id].turns) == (
                opened.game.turn,
                opened.game.turn + opened.game.bag_total - (opened.game.prompt.kind == "draw"),
            )
        assert entries["1"].turn is None  # finished: "Finished" says it all (not replayed at the upgrade)
        for game_id in ("1", "2", "3"):
            opened = library.open(game_id)
            assert opened.reason is None and to_record(opened.game) == read_json(
                (exports / f"{game_id}.json").read_text(encoding="utf-8")
            )
    assert _version(path) == SCHEMA_VERSION
    assert check(path).ok


def test_the_games_of_an_old_library_go_on(old: tuple[Path, Path], tmp_path: Path) -> None:
    path, _ = old
    with Library(path) as library:
        waiting = library.open("2").game
        assert waiting.phase == "follower"
        waiting.push(Pass())
        library.save("2", waiting)  # the first save keeps the actions apart, the next appends
        play_turn(waiting, random.Random(1))
        library.save("2", waiting)
        waiting.pop()
        library.save("2", waiting)
        broken = library.open("4")
        assert broken.reason is not None and broken.good_actions == broken.total_actions - 1
        library.save("4", broken.game)  # the players go on from its last good action
        library.undelete("3")
        for game_id, game in (("2", waiting), ("4", broken.game)):
            assert library.record(game_id) == to_record(game)
            library.export(game_id, tmp_path / "export.json")
            assert (tmp_path / "export.json").read_text(encoding="utf-8") == record_text(game)
        assert all(entry.problem is None for entry in library.entries())
    assert check(path).ok


def test_a_backup_an_old_version_made_serves_the_recovery(old: tuple[Path, Path], tmp_path: Path) -> None:
    path, exports = old
    with Library(path) as library:
        game = library.open("2").game
        game.push(Pass())
        library.save("2", game)
    backups = path.parent / "backups"
    shutil.rmtree(backups, ignore_errors=True)
    backups.mkdir()
    shutil.copyfile(exports / "library.sqlite3", backups / "library-20260101T000000000000Z.sqlite3")
    assert backup_files(path)[0].name == "library-20260101T000000000000Z.sqlite3"
    path.write_bytes(bytes(path.stat().st_size))  # the file zeroed
    shutil.copytree(game_journal.folder(path), tmp_path / "journals")
    shutil.rmtree(game_journal.folder(path))  # and the journals lost: the old backup serves
    recovered = recover(path)
    assert (recovered.recovered, recovered.from_backups, recovered.lost) == (3, 3, ())
    assert {game.copy.source for game in recovered.games} == {"backup"}
    with Library(path) as library:
        for game_id in ("1", "2", "4"):
            assert library.record(game_id) == read_json(
                (exports / f"{game_id}.json").read_text(encoding="utf-8")
            )
    assert check(path).ok
    with path.open("r+b") as file:
        file.write(b"\0" * 100)  # again, the journals back: game 2's newest copy is its journal's
    shutil.rmtree(game_journal.folder(path))
    shutil.copytree(tmp_path / "journals", game_journal.folder(path))
    recovered = recover(path)
    assert {game.copy.id: game.copy.source for game in recovered.games} == {
        1: "library",  # its header mended: the library holds it as its journal does
        2: "journal",
        4: "library",
    }
    with Library(path) as library:
        assert library.record("2") == to_record(game)


def test_every_game_of_an_old_library_gets_its_journal(old: tuple[Path, Path], tmp_path: Path) -> None:
    """A library an earlier version wrote has no journals: opening it gives each game one, as
    its stored record is (issue 43: recovery then finds each game's newest copy beside it)."""
    path, _ = old
    with Library(path) as library:
        ids = {entry.id for entry in library.entries()}
        logged = {str(journal.id): journal for journal in game_journal.read_all(path)}
        assert ids <= set(logged)
        for game_id, journal in logged.items():
            library.export(game_id, tmp_path / "export.json")
            assert read_json(journal.text) == read_json(
                (tmp_path / "export.json").read_text(encoding="utf-8")
            )
