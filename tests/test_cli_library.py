"""The command line's games library and edit, as ``shared/spec/record.md`` says."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from carc_assist.cli.commands import main
from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import turns
from carc_assist.storage.record import save, to_record


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(folder))
    return folder


def _records(folder: Path, count: int, names: tuple[str, ...] = ("Anna", "Bram")) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for seed in range(count):
        path = folder / f"game-{seed}.json"
        save(random_game(Setup.of(list(names)), random.Random(seed)), path)
        paths.append(path)
    return paths


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_list_export_delete(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = _records(tmp_path / "in", 2)
    bad = tmp_path / "in" / "bad.json"
    bad.write_text('{"format": "carc-assist-record", "version": 1}', encoding="utf-8")
    code, out, err = _run(capsys, "games", "import", str(first), str(bad), str(second), "--json")
    assert code == 2
    imported = json.loads(out)
    assert [row["file"] for row in imported] == [str(first), str(second)]
    assert all(isinstance(row["id"], str) for row in imported)
    assert len(err.splitlines()) == 1 and "bad.json" in err
    assert (data / "library.sqlite3").exists()

    code, out, _ = _run(capsys, "games", "--json")
    listed = json.loads(out)
    assert code == 0 and [g["id"] for g in listed] == [imported[1]["id"], imported[0]["id"]]
    game = random_game(Setup.of(["Anna", "Bram"]), random.Random(1))
    assert listed[0]["players"] == [
        {"name": "Anna", "score": game.scores[0]},
        {"name": "Bram", "score": game.scores[1]},
    ]
    assert listed[0]["sets"] == ["base"] and listed[0]["finished"] is True
    assert listed[0]["actions"] == len(to_record(game)["actions"])  # type: ignore[arg-type]
    assert set(listed[0]) == {"id", "started", "updated", "players", "sets", "finished", "actions"}

    exported = tmp_path / "out.json"
    assert _run(capsys, "games", "export", imported[1]["id"], str(exported)) == (0, "", "")
    assert (
        _run(capsys, "replay", str(exported), "--json")[1] == _run(capsys, "replay", str(second), "--json")[1]
    )

    assert _run(capsys, "games", "delete", imported[1]["id"]) == (0, "", "")
    assert [g["id"] for g in json.loads(_run(capsys, "games", "--json")[1])] == [imported[0]["id"]]
    code, out, err = _run(capsys, "games", "delete", imported[1]["id"])
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    code, out, err = _run(capsys, "games", "export", "42", str(tmp_path / "x.json"))
    assert code == 2 and out == "" and "no game 42" in err

    code, out, _ = _run(capsys, "games")
    assert code == 0 and "Anna" in out and "finished" in out


def test_stats(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = _records(tmp_path / "in", 3)
    assert _run(capsys, "games", "import", *map(str, paths))[0] == 0
    code, out, _ = _run(capsys, "games", "stats", "--json")
    stats = json.loads(out)
    games = [random_game(Setup.of(["Anna", "Bram"]), random.Random(seed)) for seed in range(3)]
    anna = stats["players"][0]
    assert [p["name"] for p in stats["players"]] == ["Anna", "Bram"]
    assert anna["games"] == anna["finished"] == 3
    assert anna["wins"] == sum(g.scores[0] >= g.scores[1] for g in games)
    assert anna["best_score"] == max(g.scores[0] for g in games)
    assert anna["mean_score"] == round(sum(g.scores[0] for g in games) / 3, 1)
    assert set(anna) == {"name", "games", "finished", "wins", "mean_score", "best_score"}
    code, out, _ = _run(capsys, "games", "stats")
    assert code == 0 and out.startswith("Anna: 3 games")


def test_an_empty_library(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "games", "--json") == (0, "[]\n", "")
    assert _run(capsys, "games", "stats", "--json") == (0, '{"players": []}\n', "")


def test_edit_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (path,) = _records(tmp_path, 1)
    document = json.loads(path.read_text())
    actions = document["actions"]
    fifth = turns(document)[4]
    same = json.dumps(actions[fifth.start : fifth.stop])
    code, out, err = _run(capsys, "edit", str(path), "--turn", "5", "--actions", same, "--json")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"record": document, "conflict": None, "pending": []}

    tile = actions[fifth.start]["draw"]
    later_place = next(a for a in actions[fifth.stop :] if "place" in a)
    # the same tile on the square a later turn uses, if it fits there; else the edit is refused
    for rotation in (0, 90, 180, 270):
        new = [{"draw": tile}, {"place": tile, "at": later_place["at"], "rotation": rotation}]
        code, out, err = _run(
            capsys, "edit", str(path), "--turn", "5", "--actions", json.dumps(new), "--json"
        )
        if code == 0:
            break
        assert out == "" and len(err.splitlines()) == 1 and "new action" in err
    result = json.loads(out)
    conflict = result["conflict"]
    assert conflict == {"action": conflict["action"], "turn": 6, "reason": conflict["reason"]}
    assert "already holds a tile" in conflict["reason"] and actions[conflict["action"] - 1] == later_place
    assert result["pending"] == actions[conflict["action"] :]
    assert result["record"]["actions"][: fifth.start] == actions[: fifth.start]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--turn", "999", "--actions", "[]"], "no turn 999"),
        (["--turn", "1", "--actions", "{"], "bad JSON"),
        (["--turn", "1", "--actions", '{"draw": "base/D"}'], "JSON list"),
        (["--turn", "1", "--actions", '[{"draw": "base/ZZZ"}]'], "new action 1 of turn 1"),
    ],
)
def test_edit_refusals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    (path,) = _records(tmp_path, 1)
    code, out, err = _run(capsys, "edit", str(path), *args, "--json")
    assert (code, out) == (2, "") and message in err and len(err.splitlines()) == 1


def test_edit_of_a_bad_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    for text in ("[1, 2]", "{", '{"format": "carc-assist-record", "version": 1, "setup": {}}'):
        path.write_text(text, encoding="utf-8")
        code, out, err = _run(capsys, "edit", str(path), "--turn", "1", "--actions", "[]", "--json")
        assert (code, out) == (2, "") and len(err.splitlines()) == 1
    code, out, err = _run(capsys, "edit", str(tmp_path / "missing.json"), "--turn", "1", "--actions", "[]")
    assert (code, out) == (2, "") and "cannot read" in err


def test_as_a_process_while_another_writes(tmp_path: Path) -> None:
    """``python -m carc_assist games`` beside a running app: reading works while the app
    writes, and a write waits for the app's transaction to end."""
    data = tmp_path / "data"
    env = {**os.environ, "CARC_ASSIST_DATA_DIR": str(data)}
    (path,) = _records(tmp_path / "in", 1)
    command = [sys.executable, "-m", "carc_assist", "games"]
    done = subprocess.run(
        [*command, "import", str(path)], env=env, capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "1\n", "")
    app = sqlite3.connect(data / "library.sqlite3", isolation_level=None)
    app.execute("BEGIN IMMEDIATE")  # the app in the middle of saving
    try:
        done = subprocess.run([*command, "--json"], env=env, capture_output=True, text=True, check=False)
        assert done.returncode == 0 and json.loads(done.stdout)[0]["id"] == "1"
        deleting = subprocess.Popen([*command, "delete", "1"], env=env, stderr=subprocess.PIPE, text=True)
        time.sleep(0.5)
    finally:
        app.execute("ROLLBACK")
        app.close()
    assert deleting.wait(timeout=30) == 0 and deleting.stderr is not None and deleting.stderr.read() == ""
