"""``python -m ui.dev.bench [--json]``: the app's speed, as medians of several runs.

- ``startup_ms``: from starting the process to the main window shown and painted (cold
  Python start, imports, catalogue, window);
- ``update_ms``: after one action on a 200-tile board, the time until every view (board,
  bag, log, scoreboard) has redrawn and the window has painted, median over many actions
  (a random draw, then a random placement, each timed; both are undone, untimed, so every
  sample is taken on the same 200-tile board), and its maximum after the first
  ``WARM_UP`` actions (the first paints of a kind fill Qt's caches);
- ``save_ms``: the action's save in the games library, which comes after the paint (the
  session writes it when the window has painted, before anything else can happen);
- ``save_early_ms``, ``save_late_ms`` and their ``save_ratio``: the library's save of one
  action at action 10 and at action 200 of a game (``carc_assist.cli.bench_save``).

``python -m ui.dev.bench --breakdown``: where ``update_ms`` goes, as medians per action of
its parts: the engine's push, each view's update from the ``Step``, the paint of each
kind of widget, and every other kind of event (a layout request …), each part without the
parts within it; ``(rest)``: outside them all (the session, Qt between events).
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
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from carc_assist.cli import bench_save
from carc_assist.cli.bench import triple_base
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.table.actions import Action, Draw
from ui.session import SAVE_EVENT, GameSession
from ui.window.main_window import MainWindow

STARTUP = (
    "import time; t = time.perf_counter()\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from ui.start.app import App\n"
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


#: actions not counted in the maximum: the first paints of a kind fill Qt's caches
WARM_UP = 10


class PaintedClock(QObject):
    """Notes the time the session's save event arrives: the window has painted by then."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == SAVE_EVENT:
            self.painted = time.perf_counter()
        return False


class Parts:
    """``--breakdown``: the time of each part of an action, summed per action (``parts``),
    each part without the parts within it (a view's update without the events it sends, an
    event without the paint events within it)."""

    def __init__(self) -> None:
        self.parts: defaultdict[str, float] = defaultdict(float)
        self._open: list[list[Any]] = []  # the parts under way: name, start, time within

    def timed(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """``function``, its time counted under ``name``."""

        def timing(*args: Any, **kwargs: Any) -> Any:
            self.enter(name)
            try:
                return function(*args, **kwargs)
            finally:
                self.leave()

        return timing

    def enter(self, name: str) -> None:
        self._open.append([name, time.perf_counter(), 0.0])

    def leave(self) -> None:
        name, start, within = self._open.pop()
        spent = (time.perf_counter() - start) * 1000
        self.parts[name] += spent - within
        if self._open:
            self._open[-1][2] += spent

    def start(self) -> None:
        """An action starts: its parts from nothing."""
        self.parts.clear()


class TimingApp(QApplication):
    """The application, timing every event it delivers (``--breakdown``): a paint event
    by the widget painted (a view's viewport by its view), any other by its type."""

    def __init__(self) -> None:
        super().__init__([])
        self.parts = Parts()

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == SAVE_EVENT:  # after the paint: not in ``update_ms``
            return super().notify(receiver, event)
        if kind == QEvent.Type.Paint:
            name = type(receiver).__name__
            parent = receiver.parent()
            if name == "QWidget" and parent is not None:  # a viewport: named after its view
                name = f"{type(parent).__name__} viewport"
            name = f"paint {name}"
        else:
            name = f"event {kind.name}"
        self.parts.enter(name)
        try:
            return super().notify(receiver, event)
        finally:
            self.parts.leave()


def _watch_parts() -> Parts:
    """Time the engine's push and each view's update (their classes' methods, before the
    window connects them), and every event (``TimingApp``)."""
    from ui.board.board_view import BoardView
    from ui.panels.bag_panel import BagModel, BagPanel
    from ui.panels.log_view import LogView
    from ui.panels.scoreboard import ScoreModel

    app = QApplication.instance()
    assert isinstance(app, TimingApp), "--breakdown makes its own application"
    parts = app.parts
    for owner, name in (
        (Game, "push"),
        (BoardView, "refresh"),
        (BagModel, "reload"),
        (BagPanel, "_update_total"),
        (LogView, "reload"),
        (ScoreModel, "reload"),
        (MainWindow, "_update"),
        (MainWindow, "_review_turn"),
    ):
        setattr(owner, name, parts.timed(f"{owner.__name__}.{name}", getattr(owner, name)))
    return parts


def bench_window() -> tuple[QApplication, GameSession, MainWindow, random.Random]:
    """The bench's window (1600×1000, shown and painted) on a three-player base game played
    at random to 200 tiles, and the random source its actions go on from."""
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
    session.changed.emit(None)
    app.processEvents()
    return app, session, window, rng


def bench_actions(
    session: GameSession, rng: random.Random, count: int, act: Callable[[Action], None]
) -> None:
    """``count`` actions, each through ``act``: a random tile drawn, then a random placement
    of it; both are undone after (not through ``act``), so that every action is taken on the
    same board."""
    app, game, done = QApplication.instance(), session.game, 0
    assert app is not None and game is not None
    while done < count:
        tile = game.nth_drawable(rng.randrange(game.drawable_total))
        places = game.legal_placements(tile)
        if not places:
            continue
        taken = (Draw(tile), rng.choice(places))[: count - done]
        for action in taken:
            act(action)
        done += len(taken)
        for _ in taken:
            session.undo()
        app.processEvents()


def update_ms(
    actions: int = 120, breakdown: list[dict[str, float]] | None = None
) -> tuple[list[float], list[float]]:
    """Per action: the time until the window has painted, and the save after it (with
    ``breakdown``: each action's parts are added to it)."""
    parts = _watch_parts() if breakdown is not None else None
    app, session, _window, rng = bench_window()
    clock = PaintedClock()
    session.installEventFilter(clock)
    times: list[float] = []
    saves: list[float] = []

    def timed(action: Action) -> None:
        clock.painted = None
        if parts is not None:
            parts.start()
        start = time.perf_counter()
        session.act(action)
        app.processEvents()
        end = time.perf_counter()
        painted = end if clock.painted is None else clock.painted
        times.append((painted - start) * 1000)
        saves.append((end - painted) * 1000)
        if parts is not None and breakdown is not None:
            rest = times[-1] - sum(parts.parts.values())
            breakdown.append({**parts.parts, "total": times[-1], "(rest)": rest})

    bench_actions(session, rng, actions, timed)
    return times, saves


def _without_offscreen_noise(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """The offscreen platform warns whenever the window's size limits change (the choice
    buttons are remade each step), 240 lines a run; every other message is shown."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def show_breakdown() -> None:
    """``--breakdown``: the median of each part of ``update_ms`` over its actions (0 in an
    action that did not have it), the largest first."""
    breakdown: list[dict[str, float]] = []
    TimingApp()
    update_ms(breakdown=breakdown)
    names = {name for action in breakdown for name in action}
    medians = {name: statistics.median(action.get(name, 0.0) for action in breakdown) for name in names}
    means = {name: statistics.fmean(action.get(name, 0.0) for action in breakdown) for name in names}
    print(f"{'part':<32} {'median':>8} {'mean':>8}  (ms per action)")
    for name in sorted(names, key=lambda n: -means[n]):
        print(f"{name:<32} {medians[name]:8.2f} {means[name]:8.2f}")


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    qInstallMessageHandler(_without_offscreen_noise)
    if "--breakdown" in sys.argv:
        show_breakdown()
        return
    runs = 5
    start = startup_ms(runs)
    update, saves = update_ms()
    warm = update[WARM_UP:]
    saving = bench_save.measure()
    figures = {
        "startup_ms": {"median": statistics.median(start), "min": min(start), "max": max(start)},
        "update_ms": {"median": statistics.median(update), "min": min(update), "max": max(update)},
        "save_ms": {"median": statistics.median(saves), "min": min(saves), "max": max(saves)},
    }
    if "--json" in sys.argv:
        medians = {key: round(value["median"], 2) for key, value in figures.items()}
        medians["update_max_warm_ms"] = round(max(warm), 2)
        medians |= {key: saving[key] for key in ("save_early_ms", "save_late_ms")}
        print(json.dumps({**medians, "save_ratio": saving["ratio"]}))
    else:
        for key, value in figures.items():
            print(f"{key:<12} {value['median']:8.2f}  (min {value['min']:.2f}, max {value['max']:.2f})")
        print(f"update_ms max after the first {WARM_UP} actions: {max(warm):.2f}")
        print(
            f"library save at action {saving['early_actions']:.0f}: {saving['save_early_ms']:.2f},"
            f" at action {saving['late_actions']:.0f}: {saving['save_late_ms']:.2f}"
            f" (ratio {saving['ratio']:.2f})"
        )


if __name__ == "__main__":
    main()
