"""A plain (not editable) install finds every resource: the installed case of resources/."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
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
        "from carc_assist import Game, Setup\n"
        "game = Game(Setup.of(['A', 'B'], ('wof', 'festival', 'wind-roses')))\n"
        "assert len(game.expansions) == 3\n"
        "import ui.help_view, ui.tile_editor\n"
        "print(json.dumps([str(resource_dir()), sorted(g.shipped_catalogue().sets)]))"
    )
    # -S: no site processing, so the checkout's editable-install hook cannot stand in for the
    # installed copy; the test venv's packages (pydantic, PySide6) come through PYTHONPATH
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), sysconfig.get_paths()["purelib"]])}
    run = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    where, sets = json.loads(run.stdout)
    assert Path(where).is_relative_to(target)
    assert sets == ["base", "festival", "inns-cathedrals", "wind-roses", "wof", "wof-symbols"]
    assert (target / "carc_assist" / "resources" / "wheel.json").is_file()
    installed = target / "carc_assist" / "resources"
    for language in ("en", "nl", "ro"):
        assert (installed / "translations" / f"carc_assist_{language}.qm").is_file()
        assert (installed / "help" / language / "base.html").is_file()
