"""The ``carc-assist`` command: the flags that need no window, then the app.

``--version`` and ``--self-test`` answer without opening a window (a release build runs
``--self-test`` on itself); ``--serve ADDRESS:PORT`` starts the app with the table page served
as Game → Show on phones… does, and prints ``table page: URL`` once it listens (for tests
outside the project); anything else starts the app, with a saved game to open if given.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from carc_assist.version import VERSION as __version__


def address(text: str) -> tuple[str, int]:
    """``ADDRESS:PORT`` (``[::1]:PORT`` for IPv6) → (address, port); port 0 picks a free one."""
    host, _, port = text.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not host or not port.isdigit() or int(port) > 65535:
        raise argparse.ArgumentTypeError(f"expected ADDRESS:PORT, e.g. 127.0.0.1:0, not {text!r}")
    return host, int(port)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="carc-assist", description="A table companion for Carcassonne.")
    parser.add_argument("--version", action="version", version=f"carc-assist {__version__}")
    parser.add_argument("--self-test", action="store_true", help="check this install and exit")
    parser.add_argument(
        "--serve", type=address, metavar="ADDRESS:PORT", help="show the game on phones: serve the table page"
    )
    parser.add_argument("file", nargs="?", help="a saved game to open")
    args, _qt_arguments = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from ui.start.self_test import run

        return run()
    if args.serve is not None:
        from ui.start.serve import serve

        host, port = args.serve
        return serve(host, port, args.file)
    from ui.start.app import main as start_app

    return start_app()
