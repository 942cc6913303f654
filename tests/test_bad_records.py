"""Every malformed or illegal record is refused: exit 2, nothing on stdout, one line on stderr
naming the first illegal action's number (from 1) when an action is at fault."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from carc_assist.cli.commands import main

FOLDER = Path(__file__).parent / "bad_records"
INDEX: dict[str, dict[str, object]] = json.loads((FOLDER / "index.json").read_text())


def test_index_lists_every_file() -> None:
    assert sorted(INDEX) == sorted(p.name for p in FOLDER.iterdir() if p.name != "index.json")


@pytest.mark.parametrize("name", sorted(INDEX))
def test_refused(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["replay", str(FOLDER / name), "--json"])
    out, err = capsys.readouterr()
    assert status == 2, f"{name} was accepted: {INDEX[name]['why']}"
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: ")
    action = INDEX[name]["action"]
    if action is None:
        assert "action " not in err, err
    else:
        assert f"action {action}:" in err, (err, INDEX[name]["why"])
    says = INDEX[name].get("says")
    if says is not None:  # the refusal names the field and what it should be
        assert str(says) in err, err


def test_refusal_from_a_real_process_has_no_traceback() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "carc_assist", "replay", str(FOLDER / "edge_city_vs_field.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert "Traceback" not in run.stderr and run.stderr.count("\n") == 1
    assert "edge" in run.stderr
