"""A damaged library is never a dead end (issue 27): one bad row stops nothing, ``games check``
and ``games recover`` as ``shared/spec/record.md`` ("Recovery") says, for each kind of damage:
the header overwritten, damaged data pages, a bad summary row, a schema that is not its
version's, a folder where the file should be, locked by another program, read-only."""

from __future__ import annotations

import json
import os
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from carc_assist.cli.commands import main
from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.library import Library, LibraryError, backup_files
from carc_assist.storage.library_repair import check, recover
from carc_assist.storage.record import to_record


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(folder))
    return folder


def _game(seed: int, turns: int | None = None) -> Game:
    if turns is None:
        return random_game(Setup.of(["Anna", "Bram"]), random.Random(seed))
    game = Game(Setup.of(["Anna", "Bram"]))
    rng = random.Random(seed)
    for _ in range(turns):
        play_turn(game, rng)
    return game


def _library(data: Path, games: int = 4) -> tuple[Path, list[str]]:
    """A library of finished games (records of several pages each), backed up."""
    path = data / "library.sqlite3"
    with Library(path) as library:
        ids = [library.add(_game(seed)) for seed in range(games)]
        library.backup()
    return path, ids


def _poke(path: Path, sql: str, *values: object) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute(sql, values)
    db.close()


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _no_sqlite_words(text: str, path: Path) -> None:
    """What a player reads never names SQLite's internals (the file's name aside)."""
    for word in ("duplicate column", "sqlite", "malformed", "no such", "schema"):
        assert word not in text.replace(str(path), "FILE").lower()


# -- one bad row ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("players", "not json"),
        ("players", '[["Anna", "seven"]]'),
        ("players", 5),
        ("sets", "[1, 2]"),
        ("sources", '[{"roads": "many"}]'),
        ("finished", 7),
        ("actions", -3),
        ("started", b"\x00\xff"),
    ],
)
def test_a_bad_summary_is_made_again_from_the_record(
    data: Path, capsys: pytest.CaptureFixture[str], column: str, value: object
) -> None:
    path, ids = _library(data, 3)
    _poke(path, f"UPDATE games SET {column} = ? WHERE id = ?", value, int(ids[1]))
    with Library(path) as library:
        entries = {entry.id: entry for entry in library.entries()}
        assert set(entries) == set(ids) and all(entry.unreadable is None for entry in entries.values())
        played = _game(1)
        assert entries[ids[1]].players == (("Anna", played.scores[0]), ("Bram", played.scores[1]))
        assert library.stats().players[0].games == 3
    code, out, err = _run(capsys, "games", "--json")
    assert code == 0 and len(json.loads(out)) == 3 and not err
    code, out, err = _run(capsys, "games", "stats", "--json")
    assert code == 0 and json.loads(out)["players"][0]["games"] == 3 and not err
    code, out, _ = _run(capsys, "games", "check", "--json")
    checked = json.loads(out)
    assert code == 2 and checked["library"] == "damaged" and checked["unreadable"] == []
    assert f"game {ids[1]}" in checked["reason"] and checked["games"] == 3
    code, out, _ = _run(capsys, "games", "recover", "--json")
    assert code == 0 and json.loads(out)["recovered"] == 3
    assert check(path).ok  # the summary is whole again


def test_a_game_whose_row_gives_nothing_is_listed_as_unreadable(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, ids = _library(data, 3)
    _poke(path, "UPDATE games SET players = 'x', record = 'not a record' WHERE id = ?", int(ids[0]))
    with Library(path) as library:
        entries = {entry.id: entry for entry in library.entries()}
        assert entries[ids[0]].unreadable is not None and entries[ids[0]].problem is not None
        assert f"game {ids[0]} cannot be read" in entries[ids[0]].unreadable
        assert all(entries[i].unreadable is None and entries[i].actions > 0 for i in ids[1:])
        assert library.stats().players[0].games == 2  # the others still count
    code, out, _ = _run(capsys, "games", "--json")
    listed = {game["id"]: game for game in json.loads(out)}
    assert code == 0 and "unreadable" in listed[ids[0]] and "unreadable" not in listed[ids[1]]
    code, out, _ = _run(capsys, "games")
    assert code == 0 and len(out.splitlines()) == 3 and "cannot be read" in out
    code, out, _ = _run(capsys, "games", "stats")
    assert code == 0
    code, out, _ = _run(capsys, "games", "check", "--json")
    assert code == 2 and json.loads(out)["unreadable"] == [ids[0]]
    code, out, _ = _run(capsys, "games", "recover", "--json")
    recovered = json.loads(out)  # the backup has it whole
    assert recovered["recovered"] == 3 and recovered["from_backups"] == 1 and recovered["lost"] == []
    with Library(path) as library:
        assert library.open(ids[0]).game.scores == _game(0).scores


# -- check and recover, each kind of damage ---------------------------------------------------------


def test_a_healthy_library_is_ok_and_recover_changes_nothing(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = _library(data, 2)
    code, out, _ = _run(capsys, "games", "check", "--json")
    checked = json.loads(out)
    assert code == 0 and checked["library"] == "ok" and checked["reason"] is None
    assert checked["games"] == 2 and checked["unreadable"] == []
    newest, first = checked["backups"]  # the first write's, and the one taken after the games
    assert [newest["games"], first["games"]] == [2, 1] and newest["taken"] >= first["taken"]
    assert all(
        Path(backup["file"]).exists() and backup["taken"].startswith("20") for backup in (newest, first)
    )
    before = path.read_bytes(), path.stat().st_mtime_ns
    code, out, _ = _run(capsys, "games", "recover", "--json")
    played = [_game(0), _game(1)]
    assert code == 0 and json.loads(out) == {
        "recovered": 2,
        "from_library": 2,
        "from_backups": 0,
        "lost": [],
        "kept_aside": None,
        "games": [
            {"id": game_id, "turns_before": game.turn, "turns_after": game.turn, "from": "library"}
            for game_id, game in zip(("1", "2"), played, strict=True)
        ],
    }
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    code, out, _ = _run(capsys, "games", "recover")
    assert code == 0 and "nothing changed" in out


def test_no_library_yet_is_ok(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "games", "check", "--json")
    assert code == 0 and json.loads(out)["games"] == 0
    assert not (data / "library.sqlite3").exists()


def test_an_overwritten_header_loses_nothing(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, ids = _library(data, 3)
    with path.open("r+b") as file:
        file.write(b"\0" * 100)
    code, out, err = _run(capsys, "games")
    assert code == 2 and not out and "damaged" in err and len(err.splitlines()) == 1
    code, out, _ = _run(capsys, "games", "check", "--json")
    checked = json.loads(out)
    assert code == 2 and checked["library"] == "damaged" and "not a database" in checked["reason"]
    assert checked["backups"][0]["games"] == 3
    damaged = path.read_bytes()
    code, out, _ = _run(capsys, "games", "recover", "--json")
    recovered = json.loads(out)
    assert code == 0 and recovered["recovered"] == 3 and recovered["from_library"] == 3  # header mended
    assert Path(recovered["kept_aside"]).read_bytes() == damaged  # kept, never deleted
    with Library(path) as library:
        assert sorted(entry.id for entry in library.entries()) == sorted(ids)
    assert check(path).ok


def _action_pages(path: Path) -> list[int]:
    """Where the pages holding the records' actions start in the file, in the order of the
    games and their actions (each page holds the actions of one game or two)."""
    db = sqlite3.connect(path)
    query = "SELECT pageno FROM dbstat WHERE name = 'record_lines' AND pagetype = 'leaf' ORDER BY path"
    pages = [row[0] for row in db.execute(query)]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    return [(page - 1) * size for page in pages]


def test_damaged_data_pages_lose_no_game_a_copy_holds(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = data / "library.sqlite3"
    with Library(path) as library:
        ids = [library.add(_game(seed, turns=30)) for seed in range(5)]
        library.backup()
        for seed, game_id in enumerate(ids):  # the games go on after the backup
            library.save(game_id, _game(seed, turns=60))
    pages = _action_pages(path)
    with path.open("r+b") as file:
        file.seek(pages[len(pages) // 2])  # a page in the middle of the games' actions
        file.write(os.urandom(4000))
    checked = check(path)
    lost = set(checked.unreadable)
    assert not checked.ok and 1 <= len(lost) <= 2  # the actions on that page are one game's or two
    with Library(path) as library:  # the list still works
        assert {entry.id for entry in library.entries()} >= set(ids) - lost
    code, out, _ = _run(capsys, "games", "recover", "--json")
    recovered = json.loads(out)
    assert code == 0 and recovered["recovered"] == 5
    assert (recovered["from_library"], recovered["from_backups"]) == (5 - len(lost), len(lost))
    sources = {game["id"]: game["from"] for game in recovered["games"]}
    assert sources == {game_id: "journal" if game_id in lost else "library" for game_id in ids}
    with Library(path) as library:
        entries = {entry.id: entry for entry in library.entries()}
        assert len(entries) == 5  # no game doubled
        for seed, game_id in enumerate(ids):  # the newest copy of each: its journal's, not the backup's
            turns = 60
            assert library.open(game_id).game.scores == _game(seed, turns=turns).scores
            assert entries[game_id].actions == len(to_record(_game(seed, turns=turns))["actions"])  # type: ignore[arg-type]


def test_a_schema_not_its_versions_is_damage_said_in_words(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, ids = _library(data, 2)
    _poke(path, "PRAGMA user_version = 1")  # the upgrade would add columns that are there
    with pytest.raises(LibraryError) as refused:
        Library(path)
    assert refused.value.kind == "damaged"
    _no_sqlite_words(str(refused.value), path)
    code, out, err = _run(capsys, "games")
    assert code == 2 and "damaged" in err
    _no_sqlite_words(err, path)
    code, out, _ = _run(capsys, "games", "check", "--json")
    checked = json.loads(out)
    assert code == 2 and "tables" in checked["reason"]
    _no_sqlite_words(checked["reason"], path)
    code, out, _ = _run(capsys, "games", "recover", "--json")
    assert code == 0 and json.loads(out)["recovered"] == 2
    with Library(path) as library:
        assert sorted(entry.id for entry in library.entries()) == sorted(ids)


def test_a_folder_where_the_library_should_be(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = _library(data, 2)
    path.unlink()
    path.mkdir()
    (path / "something").write_text("kept")
    code, out, err = _run(capsys, "games")
    assert code == 2 and len(err.splitlines()) == 1
    code, out, _ = _run(capsys, "games", "check", "--json")
    assert code == 2 and "folder" in json.loads(out)["reason"]
    code, out, _ = _run(capsys, "games", "recover", "--json")
    recovered = json.loads(out)
    assert recovered["recovered"] == 2 and (Path(recovered["kept_aside"]) / "something").read_text() == "kept"
    assert path.is_file() and check(path).ok


@pytest.fixture
def locked(data: Path) -> Iterator[Path]:
    """The library with another program in the middle of writing it (its exclusive lock)."""
    path, _ = _library(data, 2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield path
    other.execute("ROLLBACK")
    other.close()


def test_a_locked_library_is_said_so_and_never_moved(
    locked: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in ("check", "recover"):
        code, out, err = _run(capsys, "games", command, "--json")
        assert code == 2 and not out and "in use by another program" in err and len(err.splitlines()) == 1
    assert locked.is_file() and not (locked.parent / "damaged").exists()


def test_a_library_being_written_is_still_checked(data: Path) -> None:
    path, _ = _library(data, 2)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer that has not committed yet: reading works
    try:
        assert check(path).ok and check(path).games == 2
    finally:
        other.execute("ROLLBACK")
        other.close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only files")
def test_a_read_only_library_is_ok(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = _library(data, 2)
    path.chmod(0o444)
    try:
        code, out, _ = _run(capsys, "games", "check", "--json")
        assert code == 0 and json.loads(out)["games"] == 2
        code, out, _ = _run(capsys, "games", "recover", "--json")
        assert code == 0 and json.loads(out)["kept_aside"] is None
    finally:
        path.chmod(0o644)


def test_a_game_in_no_copy_is_named_lost(data: Path) -> None:
    path, ids = _library(data, 2)
    for copy in (*backup_files(path), *(data / "journals").iterdir()):
        copy.unlink()
    _poke(path, "UPDATE games SET record = 'gone' WHERE id = ?", int(ids[1]))
    recovered = recover(path)
    assert (recovered.recovered, recovered.lost) == (1, (ids[1],))
    assert recovered.kept_aside is not None and recovered.kept_aside.exists()


def test_deleted_games_stay_deleted_and_restorable(data: Path) -> None:
    path, ids = _library(data, 3)
    with Library(path) as library:
        library.delete(ids[2])
    _poke(path, "UPDATE games SET sets = 'x' WHERE id = ?", int(ids[0]))
    assert check(path).games == 2
    assert recover(path).recovered == 2
    with Library(path) as library:
        library.undelete(ids[2])
        assert len(library.entries()) == 3


# -- backups -------------------------------------------------------------------------------------


def test_a_damaged_library_pushes_no_good_backup_out(data: Path) -> None:
    path, _ = _library(data, 2)
    good = backup_files(path)
    offset = _action_pages(path)[1]
    with path.open("r+b") as file:
        file.seek(offset)
        file.write(os.urandom(4000))
    with Library(path) as library:
        library.try_backup()
        assert library.backup_failure is not None and library.backup_failure.kind == "damaged"
    assert backup_files(path) == good


def test_the_command_line_keeps_backups_as_the_app_does(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(to_record(_game(3))), encoding="utf-8")
    assert _run(capsys, "games", "import", str(record))[0] == 0
    path = data / "library.sqlite3"
    assert len(backup_files(path)) == 1  # the first write of a library without backups
    assert _run(capsys, "games", "import", str(record))[0] == 0
    assert len(backup_files(path)) == 1  # not again within BACKUP_EVERY
    monkeypatch.setattr("carc_assist.storage.library.BACKUP_EVERY", 0)
    assert _run(capsys, "games", "import", str(record))[0] == 0
    assert len(backup_files(path)) == 2


def test_a_record_missing_actions_is_damage_and_the_longest_copy_wins(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game keeps its actions one row each: one row gone, the record goes as far as the
    rows go without a gap, never on past it (the actions after a gap would make another game)."""
    path = data / "library.sqlite3"
    with Library(path) as library:
        ids = [library.add(_game(seed, turns=20)) for seed in range(2)]
        library.backup()
        for seed, game_id in enumerate(ids):
            library.save(game_id, _game(seed, turns=40))
    _poke(path, "DELETE FROM record_lines WHERE game = ? AND number = 7", int(ids[0]))
    checked = check(path)
    assert not checked.ok and f"game {ids[0]}" in str(checked.reason) and "missing" in str(checked.reason)
    assert checked.unreadable == () and checked.games == 2
    whole = len(to_record(_game(0, turns=40))["actions"])  # type: ignore[arg-type]
    with Library(path) as library:  # its journal holds it whole: opened whole, the library mended
        opened = library.open(ids[0])
        assert (opened.reason, opened.good_actions, opened.total_actions) == (None, whole, whole)
    assert check(path).ok
    _poke(path, "DELETE FROM record_lines WHERE game = ? AND number = 7", int(ids[0]))
    next((data / "journals").glob(f"game-{ids[0]}-*")).unlink()  # and no journal (an earlier version's)
    with Library(path) as library:
        opened = library.open(ids[0])
        assert opened.reason is not None and "from action 8 on are missing" in opened.reason
        assert (opened.good_actions, opened.total_actions) == (7, whole)
        assert opened.damaged_copy is not None and opened.damaged_copy.exists()
        assert {entry.id: entry for entry in library.entries()}[ids[0]].problem == opened.reason
    assert not list((data / "journals").glob(f"game-{ids[0]}-*"))  # none made of a record with a gap
    code, out, err = _run(capsys, "games", "recover", "--json")
    recovered = json.loads(out)
    assert code == 0 and (recovered["from_library"], recovered["from_backups"]) == (1, 1)
    with Library(path) as library:  # the backup taken when it was opened whole is the longer copy
        assert library.open(ids[0]).game.scores == _game(0, turns=40).scores
        assert library.open(ids[1]).game.scores == _game(1, turns=40).scores
    game = {game["id"]: game for game in recovered["games"]}[ids[0]]
    assert game["turns_after"] == game["turns_before"] == _game(0, turns=40).turn and not err
    assert check(path).ok


def test_a_backup_that_cannot_be_written_is_said_by_the_command_line(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = _library(data, 1)
    for backup in backup_files(path):
        backup.unlink()
    (data / "backups").rmdir()
    (data / "backups").write_text("not a folder", encoding="utf-8")
    with Library(path) as library:
        library.try_backup()
        failure = library.backup_failure
        assert failure is not None and failure.kind == "backup" and str(data / "backups") in str(failure)
    record = tmp_path / "game.json"
    record.write_text(json.dumps(to_record(_game(3))), encoding="utf-8")
    monkeypatch.setattr("carc_assist.storage.library.BACKUP_EVERY", -1)
    code, out, err = _run(capsys, "games", "import", str(record))
    assert code == 0 and out.strip().isdecimal()  # imported all the same
    assert err.startswith(
        "warning: the last backup of the games library failed: no backup could be written in"
    )
