"""A plain (not editable) install finds every resource (the installed case of resources/)
and every expansion: the packages find their modules by a scan, so an install that left one
out would lose its rules without an import error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import tomllib
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
        "import json, carc_assist.resources as r, carc_assist.rules.game as g\n"
        "from carc_assist.resources import resource_dir\n"
        "from carc_assist import Game, Setup\n"
        "from carc_assist.rules import hooks\n"
        "game = Game(Setup.of(['A', 'B'], ('wof', 'festival', 'wind-roses')))\n"
        "assert len(game.expansions) == 3\n"
        "import ui.dialogs.help_view, ui.dialogs.tile_editor\n"
        "from ui.expansions import halves\n"
        "modules = [m.__module__ for m in hooks.registered()] + [type(h).__module__ for h in halves()]\n"
        "print(json.dumps([str(resource_dir()), sorted(g.shipped_catalogue().sets), modules]))"
    )
    # -S: no site processing, so the checkout's editable-install hook cannot stand in for the
    # installed copy; the test venv's packages (pydantic, PySide6) come through PYTHONPATH
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), sysconfig.get_paths()["purelib"]])}
    run = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    where, sets, modules = json.loads(run.stdout)
    assert Path(where).is_relative_to(target)
    assert sets == shipped_sets() and len(sets) >= 5
    assert modules == checkout_expansions() and len(modules) >= 12  # six expansions, two halves each
    assert (target / "carc_assist" / "resources" / "wheel.json").is_file()
    installed = target / "carc_assist" / "resources"
    for language in ("en", "nl", "ro"):
        assert (installed / "translations" / f"carc_assist_{language}.qm").is_file()
        assert (installed / "help" / language / "base.html").is_file()


def shipped_sets() -> list[str]:
    """The names of the sets the checkout's ``resources/tiles`` files define."""
    files = (ROOT / "resources" / "tiles").glob("*.json")
    return sorted(json.loads(path.read_text(encoding="utf-8"))["set"] for path in files)


def checkout_expansions() -> list[str]:
    """The modules of the expansions' engine and UI halves the checkout registers."""
    from carc_assist.rules import hooks
    from ui.expansions import halves

    return [m.__module__ for m in hooks.registered()] + [type(h).__module__ for h in halves()]


def test_every_package_is_listed_for_the_install() -> None:
    """setuptools' package discovery (``packages.find``) cannot also carry the data folder
    mapped in as ``carc_assist.resources``, so ``pyproject.toml`` lists the packages; this
    names one the list leaves out (an install would carry its files only as another
    package's data, with a warning)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for package in ("carc_assist", "ui")
        for init in (ROOT / package).rglob("__init__.py")
    }
    assert listed == found | {"carc_assist.resources"}
