"""A plain (not editable) install finds every resource: the installed case of resources/."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_plain_install_has_the_resources(tmp_path: Path) -> None:
    target = tmp_path / "site"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(ROOT)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stderr
    code = (
        "import json, carc_assist.resources as r, carc_assist.game as g\n"
        "from carc_assist.resources import resource_dir\n"
        "print(json.dumps([str(resource_dir()), sorted(g.shipped_catalogue().sets)]))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    where, sets = json.loads(run.stdout)
    assert Path(where).is_relative_to(target)
    assert sets == ["base", "festival", "wind-roses", "wof", "wof-symbols"]
    assert (target / "carc_assist" / "resources" / "wheel.json").is_file()
