"""``games`` without ``--json`` says how far an unfinished game got, as the library window does."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from carc_assist.cli.commands import main
from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import to_record


def test_an_unfinished_game_says_its_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(tmp_path / "data"))
    game = random_game(Setup.of(["Anna", "Bram"]), random.Random(3))
    record = to_record(game)
    actions = record["actions"]
    assert isinstance(actions, list)
    record["actions"] = actions[:20]  # draw + place (+ deploy) per turn: some turns in
    path = tmp_path / "unfinished.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["games", "import", str(path)]) == 0
    capsys.readouterr()
    entry = json.loads(_out(capsys, "games", "--json"))[0]
    assert entry["finished"] is False
    line = _out(capsys, "games")
    assert "unfinished, turn " in line and " of about 7" in line  # 72 tiles in the base game
    turn = int(line.split("unfinished, turn ")[1].split()[0])
    assert 5 <= turn <= 11


def _out(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out
