"""The ``carc-assist`` command: the flags that need no window, then the app.

``--version`` and ``--self-test`` answer without opening a window (a release build runs
``--self-test`` on itself); anything else starts the app, with a saved game to open if given.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from carc_assist.version import VERSION as __version__


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="carc-assist", description="A table companion for Carcassonne.")
    parser.add_argument("--version", action="version", version=f"carc-assist {__version__}")
    parser.add_argument("--self-test", action="store_true", help="check this install and exit")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    args, _qt_arguments = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from ui.self_test import run

        return run()
    from ui.app import main as start_app

    return start_app()
