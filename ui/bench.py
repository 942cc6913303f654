"""``python -m ui.bench [--json]``: the app's speed, as medians of several runs.

- ``startup_ms``: from starting the process to the main window shown and painted (cold
  Python start, imports, catalogue, window);
- ``update_ms``: after one action on a 200-tile board, the time until every view (board,
  bag, log, scoreboard) has redrawn and the window has painted, median over many actions
  (a random draw, then a random placement, each timed; both are undone, untimed, so every
  sample is taken on the same 200-tile board).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from carc_assist.actions import Draw
from carc_assist.bench import triple_base
from carc_assist.game import Game
from carc_assist.selfplay import play_turn
from ui.main_window import MainWindow
from ui.session import GameSession

STARTUP = (
    "import time; t = time.perf_counter()\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from ui.app import App\n"
    "app = QApplication([]); shell = App(); shell.window.show(); app.processEvents()\n"
    "shell.window.repaint(); shell.closed_cleanly()\n"
)


def startup_ms(runs: int) -> list[float]:
    times = []
    env = {**os.environ, "CARC_ASSIST_DATA_DIR": tempfile.mkdtemp()}
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", STARTUP], env=env, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return times


def update_ms(actions: int = 120) -> list[float]:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    catalogue, setup = triple_base()
    session = GameSession(Path(tempfile.mkdtemp()) / "library.sqlite3")
    window = MainWindow(session)
    window.resize(1600, 1000)
    window.show()
    session.game = Game(setup, catalogue)
    rng = random.Random(5)
    while len(session.game.board.cells) < 200:
        play_turn(session.game, rng)
    session.changed.emit()
    app.processEvents()
    times: list[float] = []
    game = session.game
    while len(times) < actions:
        tile = game.nth_in_bag(rng.randrange(game.bag_total))
        places = game.legal_placements(tile)
        if not places:
            continue
        for action in (Draw(tile), rng.choice(places)):
            start = time.perf_counter()
            session.act(action)
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
        session.undo()
        session.undo()
        app.processEvents()
    return times


def _without_offscreen_noise(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """The offscreen platform warns whenever the window's size limits change (the choice
    buttons are remade each step), 240 lines a run; every other message is shown."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    qInstallMessageHandler(_without_offscreen_noise)
    runs = 5
    start, update = startup_ms(runs), update_ms()
    figures = {
        "startup_ms": {"median": statistics.median(start), "min": min(start), "max": max(start)},
        "update_ms": {"median": statistics.median(update), "min": min(update), "max": max(update)},
    }
    if "--json" in sys.argv:
        print(json.dumps({k: round(v["median"], 2) for k, v in figures.items()}))
    else:
        for key, value in figures.items():
            print(f"{key:<12} {value['median']:8.2f}  (min {value['min']:.2f}, max {value['max']:.2f})")


if __name__ == "__main__":
    main()
