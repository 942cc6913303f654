"""The games library: round trips, deletion, search, statistics, recovery of damaged records,
the migration of the old autosave, a schema upgrade, backups and a busy database."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.library import BACKUPS_KEPT, SCHEMA_VERSION, Library, LibraryError, _human_reason
from carc_assist.storage.record import RecordError, load, record_text, save, summary, to_record
from carc_assist.table.actions import Draw, Pass
from tests.random_games import QUICK, SETUPS, state


def _game(seed: int, names: tuple[str, ...] = ("Anna", "Bram"), sets: tuple[str, ...] = ("base",)) -> Game:
    return random_game(Setup.of(list(names), sets), random.Random(seed))


def _unfinished(seed: int, turns: int = 5) -> Game:
    game = Game(Setup.of(["Anna", "Bram"]))
    rng = random.Random(seed)
    for _ in range(turns):
        play_turn(game, rng)
    return game


def _poke(library: Library, sql: str, *values: object) -> None:
    """Change the database behind the library's back (damage, or numbers to test with)."""
    db = sqlite3.connect(library.path)
    with db:
        db.execute(sql, values)
    db.close()


def _store_text(library: Library, game_id: str, text: str) -> None:
    """The game's stored record replaced by ``text``, kept whole in its row (as a record that
    cannot be taken apart is kept): a damaged record to test with, and no journal to mend it
    from (as in a library an earlier version wrote; the journal's mending: test_damage_kinds)."""
    _poke(library, "UPDATE games SET record = ?, follower_step = NULL WHERE id = ?", text, game_id)
    _no_journal(library, game_id)


def _no_journal(library: Library, game_id: str) -> None:
    for journal in (library.path.parent / "journals").glob(f"game-{game_id}-*"):
        journal.unlink()


@pytest.fixture
def library(tmp_path: Path) -> Library:
    with Library(tmp_path / "library.sqlite3") as opened:
        yield opened  # type: ignore[misc]


def test_add_save_open_round_trip(library: Library) -> None:
    game = _unfinished(1)
    game_id = library.add(game)
    game.push(Draw(game.nth_in_bag(0)))  # mid-turn: the app saves after every action
    library.save(game_id, game)
    opened = library.open(game_id)
    count = len(to_record(game)["actions"])  # type: ignore[arg-type]
    assert (opened.good_actions, opened.total_actions) == (count, count)
    assert opened.reason is None and opened.damaged_copy is None
    assert to_record(opened.game) == to_record(game) and opened.game.held == game.held
    assert library.record(game_id) == to_record(game)


def test_opening_a_game_leaves_its_last_played_time(library: Library) -> None:
    """Issue #45, 16: the app saves a game it opens; unchanged, it is not written, and the
    library's "last played" (``updated``) stays; the next action is saved as ever."""
    game = _unfinished(1)
    game_id = library.add(game)
    before = {entry.id: entry.updated for entry in library.entries()}[game_id]
    time.sleep(0.01)  # (a new time would differ)
    opened = library.open(game_id).game
    library.save(game_id, opened)
    assert {entry.id: entry.updated for entry in library.entries()}[game_id] == before
    opened.push(Draw(opened.nth_in_bag(0)))
    library.save(game_id, opened)
    assert {entry.id: entry.updated for entry in library.entries()}[game_id] > before
    assert library.record(game_id) == to_record(opened)


def test_entries_newest_first_with_summary_and_search(library: Library) -> None:
    first = library.add(_game(1))
    second = library.add(_game(2, ("Cleo", "Dirk", "Émile"), ("base", "festival")))
    third = library.add(_unfinished(3))
    changed = _game(1)
    changed.pop()  # (a change: a game saved unchanged is not written, its time stays)
    library.save(first, changed)  # saved last: first in the list
    entries = library.entries()
    assert [e.id for e in entries] == [first, third, second]
    cleo = entries[2]
    finished = _game(2, ("Cleo", "Dirk", "Émile"), ("base", "festival"))
    assert cleo.players == tuple(zip(("Cleo", "Dirk", "Émile"), finished.scores, strict=True))
    assert cleo.sets == ("base", "festival") and cleo.finished and cleo.problem is None
    assert cleo.actions == len(to_record(finished)["actions"])  # type: ignore[arg-type]
    assert not entries[1].finished
    assert entries[0].started <= entries[0].updated
    assert [e.id for e in library.entries("émile")] == [second]
    assert [e.id for e in library.entries("FESTIVAL")] == [second]
    assert {e.id for e in library.entries("anna")} == {first, third}
    assert library.entries("nobody") == []


def test_delete_hides_and_undelete_restores(library: Library) -> None:
    kept, gone = library.add(_game(1)), library.add(_game(2))
    library.delete(gone)
    assert [e.id for e in library.entries()] == [kept]
    assert [p.games for p in library.stats().players] == [1, 1]
    with pytest.raises(LibraryError, match="no game"):
        library.delete(gone)
    library.undelete(gone)
    assert {e.id for e in library.entries()} == {kept, gone}
    with pytest.raises(LibraryError, match="no game 99"):
        library.open("99")
    with pytest.raises(LibraryError, match="no game"):
        library.save("not-an-id", _game(1))


def test_import_export_replays_the_same(library: Library, tmp_path: Path) -> None:
    game = _game(4, sets=("base", "wof-symbols", "wind-roses"))
    source = tmp_path / "in.json"
    save(game, source)
    game_id = library.import_file(source)
    out = tmp_path / "out" / "exported.json"
    library.export(game_id, out)
    assert summary(load(out)) == summary(load(source))
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(RecordError):
        library.import_file(bad)
    assert len(library.entries()) == 1


def test_statistics_per_player_and_set(library: Library) -> None:
    def finished(scores: list[int], sets: tuple[str, ...] = ("base",)) -> str:
        game_id = library.add(_game(scores[0], sets=sets))
        stored = json.dumps([["Anna", scores[0]], ["Bram", scores[1]]])
        # the scores are set by hand to test the arithmetic: wins, ties, means
        _poke(library, "UPDATE games SET players = ? WHERE id = ?", stored, game_id)
        return game_id

    finished([90, 60])
    finished([70, 70], ("base", "festival"))
    finished([52, 80])
    library.add(_unfinished(5))
    stats = library.stats()
    anna, bram = stats.players
    assert (anna.name, anna.games, anna.finished, anna.wins, anna.best_score) == ("Anna", 4, 3, 2, 90)
    assert anna.mean_score == pytest.approx(70.667, abs=1e-3)
    assert (bram.games, bram.finished, bram.wins, bram.best_score) == (4, 3, 2, 80)
    assert stats.to_json()["players"][0] == {  # type: ignore[index]
        "name": "Anna",
        "games": 4,
        "finished": 3,
        "wins": 2,
        "mean_score": 70.7,
        "best_score": 90,
    }
    base, festival = stats.sets
    assert (base.name, base.games, base.finished, base.best_score) == ("base", 4, 3, 90)
    assert (festival.name, festival.games, festival.mean_score) == ("festival", 1, 70.0)
    assert [(p.name, p.games, p.wins, p.best_score) for p in festival.players] == [
        ("Anna", 1, 1, 70),
        ("Bram", 1, 1, 70),
    ]
    assert base.players == stats.players  # every game had the base set
    assert [(p.name, p.score) for p in stats.scores] == [
        ("Anna", 90),
        ("Bram", 60),
        ("Anna", 70),
        ("Bram", 70),
        ("Anna", 52),
        ("Bram", 80),
    ]


def test_points_by_source_sum_to_the_final_scores(library: Library) -> None:
    games = [_game(seed, sets=("base", "festival", "wof-symbols")) for seed in range(3)]
    for game in games:
        library.add(game)
    for index, player in enumerate(library.stats().players):
        assert sum(player.points_by_source.values()) == sum(g.scores[index] for g in games)


def test_a_record_that_stops_replaying_is_recovered_and_set_aside(library: Library) -> None:
    game = _game(6)
    game_id = library.add(game)
    document = to_record(game)
    actions = document["actions"]
    assert isinstance(actions, list)
    actions[20] = {"place": "base/D", "at": [40, 40], "rotation": 0}
    damaged_text = json.dumps(document)
    _store_text(library, game_id, damaged_text)
    opened = library.open(game_id)
    assert (opened.good_actions, opened.total_actions) == (20, len(actions))
    assert opened.reason is not None and opened.reason.startswith("action 21: ")
    assert opened.damaged_copy is not None and opened.damaged_copy.read_text() == damaged_text
    assert opened.damaged_copy.parent == library.path.parent / "damaged"
    assert [a.to_record() for a in opened.game.actions if a.to_record()] == actions[:20]
    assert library.entries()[0].problem == opened.reason
    assert library.open(game_id).damaged_copy == opened.damaged_copy  # one copy per damage
    library.save(game_id, opened.game)  # the players go on from the last good action
    assert library.entries()[0].problem is None
    assert opened.damaged_copy.exists()


def test_a_record_cut_short_is_recovered_line_by_line(library: Library) -> None:
    game = _game(7)
    game_id = library.add(game)
    text = record_text(game)
    _store_text(library, game_id, text[: len(text) // 2])
    opened = library.open(game_id)
    assert opened.reason is not None and "not valid JSON" in opened.reason
    full = len(to_record(game)["actions"])  # type: ignore[arg-type]
    assert 0 < opened.good_actions == opened.total_actions < full  # what was left of it
    with pytest.raises(LibraryError, match="not valid JSON"):
        library.record(game_id)


def test_a_newer_record_is_read_as_far_as_it_goes(library: Library) -> None:
    game = _game(8)
    game_id = library.add(game)
    actions = to_record(game)["actions"]
    assert isinstance(actions, list)
    document = {**to_record(game), "version": 2, "actions": [*actions[:30], {"roll-dice": 6}, *actions[30:]]}
    _store_text(library, game_id, json.dumps(document))
    opened = library.open(game_id)
    assert opened.reason is not None and "newer carc-assist" in opened.reason
    assert (opened.good_actions, opened.total_actions) == (30, len(actions) + 1)
    assert to_record(opened.game)["actions"] == actions[:30]


def test_a_record_without_a_readable_setup_is_refused_but_kept(library: Library) -> None:
    game_id = library.add(_game(9))
    _poke(library, "UPDATE games SET record = 'garbage' WHERE id = ?", game_id)
    _no_journal(library, game_id)
    with pytest.raises(LibraryError, match="cannot be opened") as caught:
        library.open(game_id)
    assert "\n" not in str(caught.value)
    copies = list((library.path.parent / "damaged").glob(f"{game_id}-*.json"))
    assert [c.read_text() for c in copies] == ["garbage"]
    assert library.entries()[0].problem is not None


def test_autosave_is_migrated_once_and_renamed_aside(library: Library, tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    game = _unfinished(10)
    save(game, autosave)
    game_id = library.import_autosave(autosave)
    assert game_id is not None and not autosave.exists()
    assert (tmp_path / "autosave.json.imported").exists()
    assert to_record(library.open(game_id).game) == to_record(game)
    assert library.import_autosave(autosave) is None


def test_a_damaged_autosave_is_kept_in_the_library_or_renamed(library: Library, tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    document = to_record(_unfinished(11))
    document["actions"] = [*document["actions"], {"draw": "base/ZZ"}]  # type: ignore[list-item]
    autosave.write_text(json.dumps(document), encoding="utf-8")
    game_id = library.import_autosave(autosave)
    assert game_id is not None
    opened = library.open(game_id)
    assert opened.reason is not None and opened.good_actions == opened.total_actions - 1
    autosave.write_text("not json", encoding="utf-8")
    assert library.import_autosave(autosave) is None
    assert (tmp_path / "autosave.json.damaged").read_text() == "not json"


def _write_v1_database(path: Path, records: list[str]) -> None:
    """A library as schema version 1 wrote it (by hand: the upgrade path's test)."""
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " started TEXT NOT NULL, updated TEXT NOT NULL, record TEXT NOT NULL)"
    )
    for number, text in enumerate(records):
        when = f"2026-01-0{number + 1}T10:00:00+00:00"
        db.execute("INSERT INTO games (started, updated, record) VALUES (?, ?, ?)", (when, when, text))
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_version_1_database_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    finished, unfinished = _game(12), _unfinished(13)
    _write_v1_database(path, [record_text(finished), record_text(unfinished), "{broken"])
    with Library(path) as library:
        entries = library.entries()
        assert [e.id for e in entries] == ["3", "2", "1"]
        assert entries[2].players == (("Anna", finished.scores[0]), ("Bram", finished.scores[1]))
        assert entries[2].finished and not entries[1].finished
        assert entries[1].actions == len(to_record(unfinished)["actions"])  # type: ignore[arg-type]
        assert entries[0].problem is not None and entries[2].problem is None
        assert entries[2].started == "2026-01-01T10:00:00+00:00"
        assert library.stats().players[0].games == 2  # the broken one has no readable players
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    Library(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(LibraryError, match="newer carc-assist"):
        Library(path)


def test_a_busy_library_refuses_a_second_writer_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    with Library(path) as app:
        game_id = app.add(_game(14))
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process in the middle of a write
        try:
            with Library(path, busy_timeout=0.2) as cli:
                assert len(cli.entries()) == 1  # reading still works
                with pytest.raises(LibraryError, match="in use by another program"):
                    cli.save(game_id, _game(15))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert app.open(game_id).game.scores == _game(14).scores


def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"this is not a database at all, it is much too long to be one" * 20)
    with pytest.raises(LibraryError, match="damaged"):
        Library(path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only files")
def test_a_read_only_library_reads_and_refuses_writes(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        game_id = library.add(_game(16))
    path.chmod(0o444)
    try:
        with Library(path) as library:
            assert library.open(game_id).reason is None
            with pytest.raises(LibraryError, match="read-only"):
                library.save(game_id, _game(16))
    finally:
        path.chmod(0o644)


def test_backups_roll(library: Library) -> None:
    library.add(_game(17))
    made = [library.backup() for _ in range(BACKUPS_KEPT + 2)]
    kept = sorted((library.path.parent / "backups").glob("library-*.sqlite3"))
    assert kept == made[-BACKUPS_KEPT:]
    copy = sqlite3.connect(kept[-1])
    assert copy.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    copy.close()


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ("attempt to write a readonly database", "is read-only"),
        ("database or disk is full", "is full"),
        ("disk I/O error", "could not be read or written"),
        ("database is locked", "in use by another program"),
        ("file is not a database", "damaged"),
        ("unable to open database file", "cannot open"),
    ],
)
def test_disk_errors_have_human_reasons(message: str, reason: str) -> None:
    assert reason in _human_reason(message, Path("/data/library.sqlite3"))


def test_a_full_disk_refuses_the_save_and_keeps_the_last_good_state(library: Library) -> None:
    small = _unfinished(18, turns=1)
    game_id = library.add(small)
    pages = library._db.execute("PRAGMA page_count").fetchone()[0]
    library._db.execute(f"PRAGMA max_page_count = {pages}")  # as if the disk were full now
    with pytest.raises(LibraryError, match="is full"):
        library.save(game_id, _game(18, sets=("base", "festival", "wof-symbols", "wind-roses")))
    assert library.record(game_id) == to_record(small)
    assert library.entries()[0].actions == len(to_record(small)["actions"])  # type: ignore[arg-type]


@QUICK
@given(SETUPS, st.integers(0, 10**6), st.floats(0, 1))
def test_any_state_of_any_game_comes_back_the_same(setup: Setup, seed: int, where: float) -> None:
    game = random_game(setup, random.Random(seed))
    for _ in range(int(where * len(game.actions))):
        game.pop()  # the app saves after every action: any state, a follower step open too
    with tempfile.TemporaryDirectory() as folder, Library(Path(folder) / "library.sqlite3") as library:
        game_id = library.add(game)
        opened = library.open(game_id)
        assert opened.reason is None and state(opened.game) == state(game)
        (entry,) = library.entries()
        assert entry.players == tuple(zip((p.name for p in setup.players), game.scores, strict=True))
        assert (entry.finished, entry.sets) == (game.finished, setup.sets)


_SAVING_FOREVER = """
import random, sys
from pathlib import Path
from carc_assist.rules.game import Game
from carc_assist.storage.library import Library
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.setup import Setup
library = Library(Path(sys.argv[1]))
rng = random.Random(int(sys.argv[2]))
saves = 0
while True:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game_id = library.add(game)
    while not game.finished:
        play_turn(game, rng)
        library.save(game_id, game)
        saves += 1
        if saves == 3:  # (the test counts more than 5 saves in two runs, however loaded the machine)
            print("ready", flush=True)
"""


def test_killed_while_saving_the_library_stays_whole(tmp_path: Path) -> None:
    """kill -9 at random moments of an app saving after every turn: every game stored is
    whole, and the database with it."""
    path = tmp_path / "library.sqlite3"
    rng = random.Random(19)
    for run in range(2):
        child = subprocess.Popen(
            [sys.executable, "-c", _SAVING_FOREVER, str(path), str(run)], stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        time.sleep(rng.uniform(0.2, 0.5))
        child.send_signal(signal.SIGKILL)
        child.wait()
        check = sqlite3.connect(path)
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        check.close()
        with Library(path) as library:
            for entry in library.entries():
                opened = library.open(entry.id)
                assert opened.reason is None and opened.total_actions == entry.actions
                assert tuple(opened.game.scores) == tuple(score for _, score in entry.players)
    with Library(path) as library:
        assert sum(entry.actions for entry in library.entries()) > 5  # it did save, many times


def test_the_list_says_how_far_a_game_is_in_turns(library: Library) -> None:
    """Worked by hand: the base game has 72 tiles, the start tile on the board, 71 in the bag;
    every turn places one, so a base game has 71 turns. Turn 1 of about 71 before and after
    the draw (the tile held counts as the bag did), turn 2 after the first turn, and the
    number stays right through an undo, a save from scratch and a summary made again."""
    game = Game(Setup.of(["Anna", "Bram"]))
    game_id = library.add(game)

    def how_far() -> tuple[int | None, int | None]:
        (entry,) = library.entries()
        return entry.turn, entry.turns

    assert how_far() == (1, 71)
    game.push(Draw("base/E"))
    library.save(game_id, game)
    assert how_far() == (1, 71)
    game.push(game.legal_placements()[-1])
    game.push(Pass())
    library.save(game_id, game)
    assert game.turn == 2 and how_far() == (2, 71)
    game.pop()
    library.save(game_id, game)
    assert how_far() == (1, 71)
    _poke(library, "UPDATE games SET turn = 'x' WHERE id = ?", game_id)  # damaged: made again from the record
    assert how_far() == (1, 71)
    _poke(library, "UPDATE games SET turn = NULL, turns = 3 WHERE id = ?", game_id)
    assert how_far() == (1, 71)
    assert "turn" not in library.entries()[0].to_json()  # the command line's list is as specified
