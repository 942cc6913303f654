"""Every kind of damage a disk does to the games library, and recovery after it (issue 43): a
library of four games (finished, finished after the last backup, unfinished at turn 12,
played whole after the backup) damaged as a disk damages files (``tests.library_damage``),
then ``games recover``: every game compared action by action, the message read, the damaged
file kept aside. The newest copy of each game wins; when the newest copies are damaged too,
the game comes back as far as a copy holds it, and is said shorter."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from carc_assist.cli.commands import main
from carc_assist.storage import game_journal
from carc_assist.storage.edit import recorded_actions
from carc_assist.storage.library import Library, backup_files
from carc_assist.storage.library_repair import check
from tests.library_damage import (
    DAMAGES,
    Built,
    build,
    garbage,
    header,
    kept,
    middle_page,
    overwrite,
    page_size,
    recover_in_child,
    schema_byte,
    text_byte,
)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return build(tmp_path_factory.mktemp("template"))


@pytest.fixture
def built(template: Built, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Built:
    """A fresh copy of the template library, as the user's library."""
    data = tmp_path / "data"
    shutil.copytree(template.path.parent, data)
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(data))
    return Built(data / template.path.name, template.ids, template.actions)


def _recover(capsys: pytest.CaptureFixture[str]) -> tuple[dict[str, object], str]:
    code = main(["games", "recover", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    document = json.loads(out)
    assert isinstance(document, dict)
    return document, err


def _whole(built: Built) -> dict[str, int | str]:
    return {name: len(actions) for name, actions in built.actions.items()}


def _games(document: dict[str, object]) -> dict[str, dict[str, object]]:
    games = document["games"]
    assert isinstance(games, list)
    return {game["id"]: game for game in games}


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_each_damage_loses_no_action(
    built: Built, capsys: pytest.CaptureFixture[str], damage: Callable[[Path], None]
) -> None:
    damage(built.path)
    damaged = built.path.read_bytes()
    document, err = _recover(capsys)
    assert kept(built, built.path) == _whole(built)  # every game, action by action
    assert (document["recovered"], document["lost"], err) == (4, [], "")
    games = _games(document)
    assert sorted(games) == sorted(built.ids.values())
    assert all(game["turns_before"] == game["turns_after"] for game in games.values())
    assert games[built.ids["C"]]["turns_after"] == 12
    assert Path(str(document["kept_aside"])).read_bytes() == damaged  # kept, never deleted
    assert check(built.path).ok


def _journal(built: Built, name: str) -> Path:
    return next(game_journal.folder(built.path).glob(f"game-{built.ids[name]}-*"))


def _pages_holding(path: Path, data: bytes) -> set[int]:
    """Where the pages that hold ``data`` start (a page freed by SQLite may still hold it)."""
    content, size = path.read_bytes(), page_size(path)
    found, at = set(), content.find(data)
    while at >= 0:
        found.add(at // size * size)
        at = content.find(data, at + 1)
    return found


def _said(
    built: Built, document: dict[str, object], err: str, least: int = 3
) -> tuple[int, dict[str, object]]:
    """Game C came back shorter, as a start of the game, said on stderr (once) and in the document."""
    result = kept(built, built.path)
    assert isinstance(result["C"], int) and least <= result["C"] < len(
        built.actions["C"]
    )  # least: the backup's 3
    game = _games(document)[built.ids["C"]]
    with Library(built.path) as library:
        turn = library.open(built.ids["C"]).game.turn
    assert game["turns_after"] == turn
    assert f"game {built.ids['C']}: Anna – Bram, " in err and f": back at turn {turn}; " in err
    assert "could not be read" in err
    return turn, game


def test_a_torn_journal_and_a_garbled_library_are_said(
    built: Built, capsys: pytest.CaptureFixture[str]
) -> None:
    """The library garbage, and game C's journal overwritten in its middle: C comes back as far
    as its journal holds it, and said shorter ("some of its actions could not be read")."""
    garbage(built.path)
    journal = _journal(built, "C")
    overwrite(journal, journal.stat().st_size // 2, b"\xff" * 64)
    torn = journal.read_bytes()
    document, err = _recover(capsys)
    _, game = _said(built, document, err, least=4)
    result = kept(built, built.path)
    assert {name: result[name] for name in "ABD"} == {name: _whole(built)[name] for name in "ABD"}
    assert game["from"] == "journal" and "some of its actions could not be read" in err
    kept_aside = list((built.path.parent / "damaged").glob(f"journals-*/{journal.name}"))
    assert len(kept_aside) == 1 and kept_aside[0].read_bytes() == torn  # kept, never deleted


def test_lost_pages_of_a_game_are_said_with_its_turns(
    built: Built, capsys: pytest.CaptureFixture[str]
) -> None:
    """A library of an earlier version (no journals): the page holding game C's last actions
    overwritten. C comes back as far as its actions read, and its summary tells its turn 12."""
    shutil.rmtree(game_journal.folder(built.path))
    placed = [action for action in built.actions["C"] if "place" in action]
    line = json.dumps(placed[-1], ensure_ascii=False).encode()  # its square: once in the file
    for page in _pages_holding(built.path, line):
        overwrite(built.path, page, random.Random(3).randbytes(4096))
    document, err = _recover(capsys)
    turn, game = _said(built, document, err)
    result = kept(built, built.path)
    for name, game_id in built.ids.items():  # each game whole, or a start of it said shorter
        assert result[name] == len(built.actions[name]) or f"game {game_id}: " in err
    assert game["from"] in ("library", "backup") and game["turns_before"] == 12 and turn < 12
    assert f"turns {turn + 1}–12 could not be read" in err or (turn == 11 and "turn 12 could not" in err)


def test_no_copy_at_all_is_lost_and_named(built: Built, capsys: pytest.CaptureFixture[str]) -> None:
    """Game D is in no backup; its journal's start overwritten and the library garbage: no copy
    holds D, and its journal's name says it was there: D is named lost, and only D."""
    overwrite(_journal(built, "D"), 0, b"\0" * 64)
    garbage(built.path)
    document, err = _recover(capsys)
    assert document["lost"] == [built.ids["D"]] and document["recovered"] == 3 and not err
    result = kept(built, built.path)
    assert result == {**_whole(built), "D": "lost"}


def test_a_full_disk_while_recovering_changes_nothing_and_recovery_runs_again(built: Built) -> None:
    middle_page(built.path)
    damaged = built.path.read_bytes()
    code = recover_in_child(built.path.parent, limit=20_000)  # no file may grow past 20 kB
    assert code == 2
    assert built.path.read_bytes() == damaged  # still in its place, as it was
    assert recover_in_child(built.path.parent) == 0
    assert kept(built, built.path) == _whole(built)
    assert check(built.path).ok


@pytest.mark.parametrize("after", [0.3, 0.45, 0.6, 0.75, 0.9])
def test_recovery_killed_half_way_runs_again(built: Built, after: float) -> None:
    middle_page(built.path)
    recover_in_child(built.path.parent, kill_after=after)
    assert recover_in_child(built.path.parent) == 0
    assert kept(built, built.path) == _whole(built)
    with Library(built.path) as library:
        assert len(library.entries()) == 4  # no game doubled
    assert check(built.path).ok
    assert len(backup_files(built.path)) >= 1


def test_a_game_whose_text_was_changed_opens_whole_from_its_journal(built: Built) -> None:
    """The file reads, but a byte of a game's last action changed: opening it mends it from its
    journal (the damaged text kept aside), instead of going on from before that action."""
    text_byte(built.path)
    with Library(built.path) as library:
        broken = [entry.id for entry in library.entries() if library.open(entry.id).reason is not None]
        assert broken == []
        for name, game_id in built.ids.items():
            assert recorded_actions(library.open(game_id).game) == built.actions[name]
    assert list((built.path.parent / "damaged").glob("*.json"))  # the changed text, kept
    assert check(built.path).ok


@pytest.mark.parametrize(
    "damage", [header, schema_byte], ids=["header overwritten", "one byte of the schema"]
)
def test_a_first_page_damaged_loses_nothing_without_journals(
    built: Built, capsys: pytest.CaptureFixture[str], damage: Callable[[Path], None]
) -> None:
    """A library an earlier version left (no journals yet): its first page damaged, the other
    pages are read through a mended first page (a new header, or the backup's first page)."""
    shutil.rmtree(game_journal.folder(built.path))
    damage(built.path)
    document, err = _recover(capsys)
    assert kept(built, built.path) == _whole(built) and document["lost"] == [] and not err
    assert {game["from"] for game in _games(document).values()} == {"library"}


def test_a_library_replaced_by_an_older_copy_is_found_and_recovered(
    built: Built, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file replaced by its backup (a sync tool, a restore by hand): it reads well, but the
    journals are newer. check says so; recover brings every game back as its journal holds it."""
    shutil.copyfile(backup_files(built.path)[0], built.path)
    checked = check(built.path)
    assert not checked.ok and "lacks the newest copy of games" in str(checked.reason)
    document, err = _recover(capsys)
    assert kept(built, built.path) == _whole(built) and document["lost"] == [] and not err
    assert check(built.path).ok
