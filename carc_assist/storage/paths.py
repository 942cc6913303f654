"""Where the user's data lives: the one definition, for the app and the command line alike.

The folder is the one Qt's ``AppDataLocation`` gives for organisation and application
"carc-assist" (so the files of existing users stay where they are), computed here without Qt
because the engine never imports it. ``CARC_ASSIST_DATA_DIR`` overrides it (tests, portable use).
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
