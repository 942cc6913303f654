"""Where the user's data lives: the one definition, for the app and the command line alike.

The folder is ``carc-assist`` in the platform's data folder (``~/.local/share/carc-assist``),
computed here without Qt because the engine never imports it. ``CARC_ASSIST_DATA_DIR``
overrides it (tests, portable use). Earlier versions used Qt's ``AppDataLocation`` for
organisation and application "carc-assist", which doubles the name
(``~/.local/share/carc-assist/carc-assist``): ``doubled_dir`` names it, and
``storage.doubled_folder`` moves its files into the single folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: organisation and application name, as the app gives them to Qt
APP = "carc-assist"


def data_dir() -> Path:
    """The user's carc-assist data folder (it may not exist yet)."""
    override = os.environ.get("CARC_ASSIST_DATA_DIR")
    if override:
        return Path(override)
    return _platform_data_home() / APP


def doubled_dir() -> Path | None:
    """The folder earlier versions kept the data in (inside ``data_dir``), or None when
    ``CARC_ASSIST_DATA_DIR`` names the folder (it was never doubled then)."""
    if os.environ.get("CARC_ASSIST_DATA_DIR"):
        return None
    return _platform_data_home() / APP / APP


def _platform_data_home() -> Path:
    home = Path.home()
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) if appdata else home / "AppData" / "Roaming"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # Qt, as the XDG specification says, ignores a relative XDG_DATA_HOME
    return Path(xdg) if os.path.isabs(xdg) else home / ".local" / "share"
