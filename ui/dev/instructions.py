"""``python -m ui.dev.instructions [--actions N] [--json]``: the instructions an action of
``ui.dev.bench``'s loop costs (a draw, a placement), counted by valgrind's callgrind.

Wall time on a shared machine swings by tens of percent from one minute to the next, and
from one machine to another; the count of instructions comes out the same from run to run
(the same code, inputs and libraries), so it tells whether a change made an action cheaper.
It undercounts what costs time without instructions (memory traffic: pixels), so the bench's
wall time stays the figure, compared in interleaved runs.

The bench's window and actions (``bench.bench_window``, ``bench.bench_actions``): after
``bench.WARM_UP`` actions, ``N`` draws and ``N`` placements, each counted from the action until
the window has painted, as ``update_ms`` times it. The library's save, which the bench's clock
leaves out, is held back until after the count; the caret does not blink (valgrind runs the
app some fifty times slower, and the blink's timer would repaint the search field within an
action).

How: valgrind runs this module again with ``--inside KIND N``, collecting only within
``functools.reduce`` (``--toggle-collect=functools_reduce``, a C function callgrind sees by
name): each counted action runs inside one. Nothing else calls it within an action (the
``enum`` module does, once, for a flag value never seen before).
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys

from PySide6.QtCore import QEvent, QObject, qInstallMessageHandler

from carc_assist.table.actions import Action, Draw
from ui.dev import bench
from ui.session import SAVE_EVENT

KINDS = ("draw", "place")
_COLLECTED = re.compile(r"Collected : (\d+)")


class _HeldSave(QObject):
    """Holds the session's save event back while ``on`` (the session writes it at ``flush``)."""

    def __init__(self) -> None:
        super().__init__()
        self.on = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return self.on and event.type() == SAVE_EVENT


def run_inside(kind: str, count: int) -> int:
    """The bench's loop, each of ``count`` actions of ``kind`` after the warm-up run inside
    ``functools.reduce``; returns how many were."""
    app, session, _window, rng = bench.bench_window()
    app.setCursorFlashTime(0)
    held = _HeldSave()
    session.installEventFilter(held)
    done = counted = 0

    def act(action: Action) -> None:
        held.on = True
        session.act(action)
        app.processEvents()
        held.on = False

    def each(action: Action) -> None:
        nonlocal done, counted
        if done >= bench.WARM_UP and (kind == "draw") == isinstance(action, Draw):
            functools.reduce(lambda _, a: act(a), [action], None)
            counted += 1
        else:
            act(action)
        session.flush()
        done += 1

    bench.bench_actions(session, rng, bench.WARM_UP + 2 * count, each)
    return counted


def collected(valgrind_output: str) -> int:
    """The instructions callgrind counted, from what it printed."""
    found = _COLLECTED.search(valgrind_output)
    if found is None:
        raise RuntimeError(f"no count in valgrind's output:\n{valgrind_output[-2000:]}")
    return int(found.group(1))


def environment() -> dict[str, str]:
    """Offscreen, with one seed for strings' hashes: they decide the order of sets and dicts,
    and so how many instructions some loops take."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONHASHSEED": "0"}


def measure(count: int) -> dict[str, float]:
    """Millions of instructions an action of each kind (one valgrind each, side by side)."""
    runs = {
        kind: subprocess.Popen(
            [
                "valgrind",
                "--tool=callgrind",
                "--collect-atstart=no",
                "--toggle-collect=functools_reduce",
                "--callgrind-out-file=/dev/null",
                sys.executable,
                "-m",
                "ui.dev.instructions",
                "--inside",
                kind,
                str(count),
            ],
            env=environment(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for kind in KINDS
    }
    return {kind: collected(run.communicate()[1]) / count / 1e6 for kind, run in runs.items()}


def main() -> None:
    qInstallMessageHandler(bench._without_offscreen_noise)
    args = sys.argv[1:]
    if args[:1] == ["--inside"]:
        run_inside(args[1], int(args[2]))
        return
    actions = int(args[args.index("--actions") + 1]) if "--actions" in args else 20
    figures = measure(actions)
    mean = sum(figures.values()) / len(figures)
    if "--json" in args:
        rounded = {f"{kind}_minstr": round(value, 2) for kind, value in figures.items()}
        print(json.dumps(rounded | {"mean_minstr": round(mean, 2)}))
    else:
        print(
            f"instructions an action ({actions} of each kind): a draw {figures['draw']:.2f}M,"
            f" a placement {figures['place']:.2f}M, mean {mean:.2f}M"
        )


if __name__ == "__main__":
    main()
