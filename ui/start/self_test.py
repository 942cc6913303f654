"""``carc-assist --self-test``: does this install (a venv, a wheel or the frozen release) hold
everything the app needs? Runs without a display, prints one line per check and, last,
``self-test passed``; or names what is missing or broken and exits 1.

A frozen bundle can silently lose data files or Qt plugins that a developer's checkout always
has; this is the check a release build runs on itself before it is shipped.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable

from carc_assist.resources import resource_dir
from carc_assist.version import VERSION as __version__

LANGUAGES = ("en", "nl", "ro")
#: Qt ships translations of its own texts for these of our languages (none for Romanian)
QT_LANGUAGES = ("nl",)


def _tile_sets() -> str:
    from carc_assist.rules.game import shipped_catalogue

    catalogue = shipped_catalogue()
    files = sorted(p.stem for p in (resource_dir() / "tiles").glob("*.json"))
    missing = [name for name in files if name not in catalogue.sets]
    if not files or missing:
        raise RuntimeError(f"tile sets not loaded: {', '.join(missing) or 'none found'}")
    return f"{len(catalogue.sets)} tile sets, {len(catalogue.tiles)} tiles"


def _wheel() -> str:
    from carc_assist.rules.game import Game
    from carc_assist.rules.setup import Setup
    from carc_assist.storage.record import summary

    pig = summary(Game(Setup.of(["A", "B"], ("wof",))))["pig"]
    return f"the wheel is read (the pig starts on {pig})"


def _help_pages() -> str:
    from ui.dialogs.help_view import PAGES

    missing = [
        f"{language}/{page}.html"
        for language in LANGUAGES
        for page in PAGES
        if not (resource_dir() / "help" / language / f"{page}.html").is_file()
    ]
    if missing:
        raise RuntimeError(f"help pages missing: {', '.join(missing)}")
    return f"{len(PAGES)} help pages in {len(LANGUAGES)} languages"


def _translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    missing = []
    for language in LANGUAGES:
        if not QTranslator().load(str(resource_dir() / "translations" / f"carc_assist_{language}.qm")):
            missing.append(f"carc_assist_{language}.qm")
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for language in QT_LANGUAGES:
        if not QTranslator().load(f"qtbase_{language}", qt_folder):
            missing.append(f"Qt's qtbase_{language}.qm (in {qt_folder})")
    if missing:
        raise RuntimeError(f"translations missing: {', '.join(missing)}")
    return f"translations {', '.join(LANGUAGES)}; Qt's own for {', '.join(QT_LANGUAGES)}"


def _sample_game() -> str:
    from carc_assist.storage.record import load

    folder = resource_dir() / "samples"
    game = load(folder / "sample.carc")
    expected = json.loads((folder / "sample.scores.json").read_text(encoding="utf-8"))
    found = {player.name: game.scores[i] for i, player in enumerate(game.setup.players)}
    if found != expected:
        raise RuntimeError(f"the sample game scores {found}, not {expected}")
    return "sample game replays to " + ", ".join(f"{name} {score}" for name, score in found.items())


def _main_window() -> str:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.start.app import App

    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"])
    # the window keeps its geometry in the settings: those of a throw-away folder, not the player's
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["CARC_ASSIST_DATA_DIR"]
    )
    shell = App()
    shell.window.show()
    app.processEvents()
    title = shell.window.windowTitle()
    shell.window.close()
    shell.closed_cleanly()
    return f"main window opened and closed ({title})"


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("tile sets", _tile_sets),
    ("wheel", _wheel),
    ("help", _help_pages),
    ("translations", _translations),
    ("sample game", _sample_game),
    ("main window", _main_window),
)


def run() -> int:
    """Run every check (in a throw-away data folder: the player's games are never touched)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"carc-assist {__version__} self-test")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="carc-assist-self-test-") as data:
        os.environ["CARC_ASSIST_DATA_DIR"] = data
        for name, check in CHECKS:
            try:
                print(f"ok: {check()}")
            except Exception as exc:  # a self-test reports every failure, whatever its kind
                failed += 1
                print(f"FAILED {name}: {exc}".replace("\n", " "))
    if failed:
        print(f"self-test failed: {failed} of {len(CHECKS)} checks")
        return 1
    print("self-test passed")
    return 0
