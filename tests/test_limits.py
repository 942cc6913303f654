"""Crafted records and tile sets: every one is refused by ``replay`` with exactly one line on
stderr that names the bound it breaks, and none raises a traceback."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from carc_assist.cli.bench_memory import road_set
from carc_assist.cli.commands import main
from carc_assist.files.limits import (
    MAX_ACTIONS,
    MAX_ADJUST_POINTS,
    MAX_COUNT,
    MAX_NAME,
    MAX_REASON,
    MAX_SET_NAME,
    MAX_SQUARES,
    MAX_TILE_NAME,
    MAX_TITLE,
    check_squares,
)
from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup, SetupError
from carc_assist.rules.tile_wiring import read_user_sets
from carc_assist.rules.tileset_file import read_tileset
from carc_assist.storage.record import RecordError, load, replay_text

RECORD: dict[str, Any] = {
    "format": "carc-assist-record",
    "version": 1,
    "setup": {"players": [{"name": "Anna"}, {"name": "Bram"}], "sets": ["base"]},
    "actions": [],
}


def record(**changes: Any) -> dict[str, Any]:
    """The small valid record with some parts replaced (``setup__players`` = setup.players)."""
    data = copy.deepcopy(RECORD)
    for key, value in changes.items():
        *path, last = key.split("__")
        target = data
        for part in path:
            target = target[part]
        target[last] = value
    return data


def refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], document: object | str | bytes) -> str:
    """Replay the document from a file; assert the one-line refusal and return it."""
    path = tmp_path / "record.json"
    if isinstance(document, bytes):
        path.write_bytes(document)
    else:
        path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    status = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and err[:-1].isprintable(), err
    return err


def test_the_plain_record_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record()), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0


def test_a_notepad_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record()).encode())
    assert load(path).setup.players[0].name == "Anna"


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("An\nna", "printable"),
        ("An\x00na", "printable"),
        ("An\u202ena", "printable"),
        ("\ud800", "valid string"),
        ("x\n" * 100, f"at most {MAX_NAME} characters"),  # not printable: refused, not shortened
        ("", "at least 1 character"),
    ],
)
def test_player_names_are_short_printable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, says: str
) -> None:
    err = refused(tmp_path, capsys, record(setup__players=[{"name": name}, {"name": "Bram"}]))
    assert "setup.players.0.name" in err and says in err


@pytest.mark.parametrize("name", ["x" * (MAX_NAME + 1), "A\tB"])
def test_a_game_cannot_start_with_a_name_its_record_would_refuse(name: str) -> None:
    with pytest.raises(SetupError, match=f"printable text of at most {MAX_NAME} characters"):
        Game(Setup.of([name, "Bram"]))


def test_a_name_of_the_bound_is_fine() -> None:
    game = replay_text(json.dumps(record(setup__players=[{"name": "é" * MAX_NAME}, {"name": "B"}])))
    assert game.setup.players[0].name == "é" * MAX_NAME


@pytest.mark.parametrize(
    "tile",
    ["base/\nD", "base/D\r", "base/D\n", "../../etc", "base/" + "D" * (MAX_TILE_NAME + 1), "base/D\x1b[31m"],
)
def test_tile_ids_follow_the_grammar(tmp_path: Path, capsys: pytest.CaptureFixture[str], tile: str) -> None:
    for action in ({"draw": tile}, {"draw": ["base/D", tile]}, {"place": tile, "at": [1, 0]}):
        err = refused(tmp_path, capsys, record(actions=[action]))
        assert "action 1:" in err and "is not a tile id" in err


def test_a_start_tile_id_follows_the_grammar(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "setup.start" in refused(tmp_path, capsys, record(setup__start="base/D\nbase/E"))


@pytest.mark.parametrize("points", [MAX_ADJUST_POINTS + 1, -MAX_ADJUST_POINTS - 1, 10**14])
def test_adjustments_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str], points: int) -> None:
    adjust = {"adjust": {"player": "Anna", "points": points, "reason": "x"}}
    err = refused(tmp_path, capsys, record(actions=[adjust]))
    assert f"action 1: an adjustment is at most {MAX_ADJUST_POINTS} points" in err


def test_a_score_of_thousands_of_digits_never_reaches_the_printer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    adjust = '{"adjust": {"player": "Anna", "points": ' + "9" * 5000 + ', "reason": "x"}}'
    text = json.dumps(record()).replace('"actions": []', f'"actions": [{adjust}]')
    assert "digits" in refused(tmp_path, capsys, text)


@pytest.mark.parametrize("reason", ["a\nb", "\x07", "x\n" * 200])
def test_adjustment_reasons_are_short_printable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], reason: str
) -> None:
    adjust = {"adjust": {"player": "Anna", "points": 3, "reason": reason}}
    assert "reason is printable text" in refused(tmp_path, capsys, record(actions=[adjust]))


def test_adjustments_within_the_bounds_replay() -> None:
    adjust = {"adjust": {"player": "Anna", "points": -MAX_ADJUST_POINTS, "reason": "spilt the tea"}}
    game = replay_text(json.dumps(record(actions=[adjust])))
    assert game.scores[0] == -MAX_ADJUST_POINTS


def test_the_number_of_actions_is_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, record(actions=[{"end": True}] * (MAX_ACTIONS + 1)))
    assert f"at most {MAX_ACTIONS} items" in err


def test_an_id_with_a_line_break_in_a_refusal_is_shown_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    adjust = {"adjust": {"player": "Zed\nerror: injected", "points": 1, "reason": "r"}}
    err = refused(tmp_path, capsys, record(actions=[adjust]))
    assert "'Zed\\nerror: injected'" in err


def test_duplicate_keys_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(record())[:-1] + ', "actions": [{"end": true}]}'
    assert "'actions' appears twice" in refused(tmp_path, capsys, text)


@pytest.mark.parametrize("text", ["[" * 1000 + "]" * 1000, '{"a": ' * 5000 + "1" + "}" * 5000])
def test_deep_nesting_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    assert "levels deep" in refused(tmp_path, capsys, text)


# -- tile sets --------------------------------------------------------------------------------


def user_set(**tile_changes: Any) -> dict[str, Any]:
    """The one-tile user set of straight roads, its tile changed."""
    document = road_set(1)
    document["tiles"] = [{**document["tiles"][0], **tile_changes}]  # type: ignore[index]
    return document


def refused_set(tmp_path: Path, capsys: pytest.CaptureFixture[str], document: dict[str, Any]) -> str:
    err = refused(tmp_path, capsys, record(setup__sets=["base", "longroad"], setup__tiles=[document]))
    assert "bad setup: setup.tiles[0]" in err, err
    return err


def test_the_user_set_itself_replays() -> None:
    data = record(setup__sets=["base", "longroad"], setup__tiles=[user_set()])
    assert replay_text(json.dumps(data)).bag_total > 0


def test_counts_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused_set(tmp_path, capsys, user_set(count=MAX_COUNT + 1))
    assert f"field count: Input should be less than or equal to {MAX_COUNT}" in err


@pytest.mark.parametrize(
    ("squares", "says"),
    [
        ([[0, 0], [300, 0]], "at most 15 either way"),
        ([[0, 0], [10**9, 0]], "at most 15 either way"),
        ([[0, 0], [2, 0]], "joined side by side"),
        ([[0, 0], [1, 1]], "joined side by side"),
        ([[x, y] for x in range(5) for y in range(4)], f"at most {MAX_SQUARES} squares"),
    ],
)
def test_multi_square_tiles_are_few_near_and_joined(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], squares: list[list[int]], says: str
) -> None:
    assert says in refused_set(tmp_path, capsys, user_set(squares=squares))


def test_the_wheel_shape_is_within_the_bounds() -> None:
    check_squares([(x, y) for x in range(4) for y in range(4)])


def test_features_per_tile_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inner = [{"kind": "field", "at": []}] * 1000
    features = user_set()["tiles"][0]["features"]
    err = refused_set(tmp_path, capsys, user_set(features=features + inner))
    assert "field features: List should have at most" in err
    err = refused_set(tmp_path, capsys, user_set(features=features + inner[:3]))
    assert "at most one inner field per square" in err


@pytest.mark.parametrize("title", ["Long\nroad", "x\n" * MAX_TITLE, ""])
def test_set_titles_are_short_printable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], title: str
) -> None:
    document = {**user_set(), "name": title}
    assert "field name" in refused_set(tmp_path, capsys, document)


def test_a_tile_id_with_a_line_break_in_a_set_is_refused_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "field id" in refused_set(tmp_path, capsys, user_set(id="longroad/I0\nbase/A"))


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 5000 + b"]" * 5000,
        b'{"format": "carc-assist-tileset", "x": ' + b"7" * 5000 + b"}",
        b'{"a": 1, "a": 2}',
    ],
)
def test_a_hostile_tile_set_file_is_refused_on_one_line(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "mine.json"
    path.write_bytes(content)
    with pytest.raises(CatalogueError) as caught:
        read_tileset(path)
    assert str(caught.value).startswith("mine.json: not a readable JSON file (")
    assert "\n" not in str(caught.value)


def test_a_bom_tile_set_file_reads(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(user_set()).encode())
    assert read_tileset(path).set == "longroad"


def test_record_errors_are_always_one_line() -> None:
    assert str(RecordError("a\nb\rc")) == "a\\nb\\rc"
    assert str(CatalogueError("x\ny")) == "x\\ny"


def test_hostile_files_in_the_tile_sets_folder_are_left_out_with_one_line_each(tmp_path: Path) -> None:
    good = user_set()
    (tmp_path / "longroad.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(good).encode())
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (tmp_path / "digits.json").write_text('{"set": ' + "1" * 5000 + "}", encoding="utf-8")
    (tmp_path / "twice.json").write_text('{"set": "a", "set": "b"}', encoding="utf-8")
    (tmp_path / "far.json").write_text(json.dumps({**user_set(squares=[[0, 0], [10**9, 0]]), "set": "far"}))
    problems: list[str] = []
    documents = read_user_sets(tmp_path, problems)
    assert [d["set"] for d in documents] == ["longroad"]
    assert len(problems) == 4 and all("\n" not in p and p.isprintable() for p in problems), problems


def test_titles_and_names_of_the_spec_s_bounds_replay() -> None:
    """``record.md``, "Bounds": set titles and tile names up to 200 characters."""
    set_name, tile_name = "s" * MAX_SET_NAME, "T" * MAX_TILE_NAME
    tile_id = f"{set_name}/{tile_name}"
    document = {**user_set(id=tile_id), "set": set_name, "start": tile_id, "name": "é" * MAX_TITLE}
    data = record(setup__sets=["base", set_name], setup__tiles=[document], actions=[{"draw": tile_id}])
    game = replay_text(json.dumps(data))
    assert game.catalogue.sets[set_name].title == "é" * MAX_TITLE


def test_a_title_as_players_write_them_replays() -> None:
    title = "Carcassonne: De Wegwijzers (mini-uitbreiding, 2021)"
    assert len(title) > MAX_NAME
    data = record(setup__sets=["base", "longroad"], setup__tiles=[{**user_set(), "name": title}])
    assert replay_text(json.dumps(data)).catalogue.sets["longroad"].title == title


def test_a_set_name_beyond_the_bound_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_name = "s" * (MAX_SET_NAME + 1)
    err = refused(tmp_path, capsys, record(setup__sets=["base", set_name]))
    assert "setup.sets.1" in err and f"{{1,{MAX_SET_NAME}}}" in err


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"count": "2"}, "field count: Input should be a valid integer"),
        ({"count": True}, "field count: Input should be a valid integer"),
        ({"count": 2.0}, "field count: Input should be a valid integer"),
        ({"wheel": True}, "field wheel: Value error, true and false are not values"),
        ({"wind_rose": False}, "field wind_rose: Value error, true and false are not values"),
        ({"festival": 1}, "field festival: Input should be a valid boolean"),
        ({"festival": "true"}, "field festival: Input should be a valid boolean"),
        ({"squares": [["0", "0"]]}, "field squares.0.0: Input should be a valid integer"),
    ],
)
def test_numbers_and_truth_values_in_a_tile_set_are_strict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object], says: str
) -> None:
    """A tile set's numbers are numbers and its truth values true or false (issue #27.7): the
    tile editor never wrote another kind (``tests/fixtures/old_versions``)."""
    assert says in refused_set(tmp_path, capsys, user_set(**change))


def test_feature_and_set_numbers_are_strict(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    features = [{**user_set()["tiles"][0]["features"][0], "roundabout": 1}]
    assert "field features.0.roundabout: Input should be a valid boolean" in refused_set(
        tmp_path, capsys, user_set(features=features)
    )
    assert "field start_rank: Input should be a valid integer" in refused_set(
        tmp_path, capsys, {**user_set(), "start_rank": "1"}
    )
    assert "field version: Value error" in refused_set(tmp_path, capsys, {**user_set(), "version": True})


def test_long_names_and_reasons_an_earlier_version_wrote_are_read_shortened() -> None:
    """Before the bounds the app took names and reasons of any length (``record.md``,
    "Bounds": read the old file and say what was shortened: the ellipsis says it)."""
    long_name, longer = "Ștefania " * 6, "Ștefania " * 6 + "junior"
    reason = "geteld " * 40
    adjust = {"adjust": {"player": longer, "points": 5, "reason": reason}}
    players = [{"name": long_name}, {"name": longer}, {"name": "x" * 1_000_000}, {"name": "Bram"}]
    data = record(setup__players=players, actions=[adjust])
    game = replay_text(json.dumps(data))
    names = [p.name for p in game.setup.players]
    assert names == [long_name[:39] + "…", longer[:37] + "… 2", "x" * 39 + "…", "Bram"]
    assert all(len(name) == MAX_NAME for name in names[:3])
    assert game.scores == [0, 5, 0, 0]
    assert game.events[-1].reason == reason[: MAX_REASON - 1] + "…"
    assert data["setup"]["players"][0]["name"] == long_name  # the document read is left as it was


def test_a_long_title_an_earlier_version_wrote_is_read_shortened() -> None:
    data = record(setup__sets=["base", "longroad"], setup__tiles=[{**user_set(), "name": "é" * 1000}])
    assert replay_text(json.dumps(data)).catalogue.sets["longroad"].title == "é" * (MAX_TITLE - 1) + "…"


def test_an_attribute_that_may_be_true_takes_only_truth_values() -> None:
    """A module's ``bool | None`` attribute takes true, false and null, never 1 or "yes";
    a number attribute never takes true (``tileset_file._bounded``)."""
    from typing import ClassVar, Literal

    from pydantic import ValidationError

    from carc_assist.rules.hooks import Attribute, Expansion
    from carc_assist.rules.tileset_file import schema

    class Made(Expansion):
        TILE_ATTRIBUTES: ClassVar[dict[str, Attribute]] = {
            "lit": (bool | None, None),
            "level": (Literal[1, 2] | None, None),
        }

    model = schema((Made,))
    tile = user_set()["tiles"][0]
    for value in (True, False, None):
        model.model_validate({**user_set(), "tiles": [{**tile, "lit": value}]})
    for attribute, value in (("lit", 1), ("lit", "yes"), ("level", True)):
        with pytest.raises(ValidationError):
            model.model_validate({**user_set(), "tiles": [{**tile, attribute: value}]})
