"""The ``carc-assist`` command's flags that need no window: --version and --self-test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from carc_assist import __version__

ROOT = Path(__file__).resolve().parent.parent


def run(*flags: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "ui", *flags], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )


def test_version(tmp_path: Path) -> None:
    result = run("--version", home=tmp_path)
    assert result.returncode == 0
    assert result.stdout == f"carc-assist {__version__}\n"


def test_self_test_passes_and_leaves_the_players_data_alone(tmp_path: Path) -> None:
    result = run("--self-test", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert len([line for line in lines if line.startswith("ok: ")]) == 6
    assert not any(tmp_path.rglob("*")), "the self-test wrote into HOME"


def test_self_test_names_what_is_missing(tmp_path: Path) -> None:
    code = "import sys, ui.start.self_test as t\nt.LANGUAGES = ('en', 'xx')\nsys.exit(t.run())\n"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 1
    assert "FAILED help: help pages missing: xx/base.html" in result.stdout
    assert "carc_assist_xx.qm" in result.stdout
    assert result.stdout.splitlines()[-1] == "self-test failed: 2 of 6 checks"
