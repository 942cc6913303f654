"""The command line: tiles, selfplay with --save, replay of what selfplay saved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carc_assist.cli.commands import main


def test_tiles_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tiles", "base", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["id"]: r["count"] for r in rows}["base/D"] == 4
    assert sum(r["count"] for r in rows) == 72
    assert main(["tiles", "wof", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["id"]: r["count"] for r in rows}["wof/wheel"] == 1


def test_tiles_unknown_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tiles", "volcano"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "unknown tile set" in err


def test_selfplay_games_replay_finished_with_scores_equal_to_events(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "selfplay",
                "--sets",
                "base",
                "--players",
                "3",
                "--games",
                "30",
                "--seed",
                "7",
                "--save",
                str(tmp_path),
            ]
        )
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 30
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 30
    for path in files:
        assert main(["replay", str(path), "--json"]) == 0
        result = json.loads(capsys.readouterr().out)
        assert result["finished"] and result["bag_left"] == 0
        for player in result["players"]:
            points = sum(e["points"] for e in result["events"] if e["player"] == player["name"])
            assert player["score"] == points


def test_selfplay_refuses_an_unknown_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--sets", "nope"]) == 2
    assert "unknown tile set" in capsys.readouterr().err


def test_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--json", "--runs", "1"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("selfplay_games_per_s", "undo_ms", "import_ms", "peak_mib"):
        assert figures[key] > 0
    assert set(figures["turn_ms"]) == {"70", "140", "210"}
    assert set(figures["enumeration_ms"]) == set(figures["enumeration_read_ms"]) == {"70", "210"}
    assert set(figures["placement_groups"]) == {"70", "210"}
