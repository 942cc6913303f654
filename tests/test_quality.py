"""The code's own checks, part of the one test command: ruff, mypy --strict on the engine and
the UI, and the import contracts (the engine never imports Qt or ``ui``; the core never imports
the expansions; generic views never import expansion internals)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def test_engine_never_imports_qt_or_ui() -> None:
    result = run(str(BIN / "lint-imports"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_imports_no_qt_at_run_time() -> None:
    code = (
        "import sys, carc_assist.storage.record, carc_assist.cli.commands\n"
        "assert not any(m.startswith(('PySide6', 'ui')) for m in sys.modules)"
    )
    result = run(sys.executable, "-c", code)
    assert result.returncode == 0, result.stderr


def test_ruff() -> None:
    result = run(str(BIN / "ruff"), "check", ".")
    assert result.returncode == 0, result.stdout


def test_mypy_strict_on_the_engine() -> None:
    result = run(sys.executable, "-m", "mypy", "--strict", "carc_assist")
    assert result.returncode == 0, result.stdout


def test_mypy_strict_on_the_ui() -> None:
    result = run(sys.executable, "-m", "mypy", "--strict", "ui")
    assert result.returncode == 0, result.stdout
