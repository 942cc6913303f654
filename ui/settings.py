"""The app's preferences, declared once (name, type, default) over QSettings."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths


@dataclass(frozen=True)
class Preference:
    key: str
    default: str | bool

    def get(self) -> str | bool:
        value = QSettings().value(self.key, self.default)
        if isinstance(self.default, bool):
            return value in (True, "true", "1", 1)
        return str(value)

    def set(self, value: str | bool) -> None:
        QSettings().setValue(self.key, value)


def data_dir() -> Path:
    """Where autosave, crash lock and the user's tile sets live (CARC_ASSIST_DATA_DIR
    overrides, e.g. for tests)."""
    override = os.environ.get("CARC_ASSIST_DATA_DIR")
    if override:
        return Path(override)
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def tile_sets_dir() -> Path:
    return data_dir() / "tilesets"


LANGUAGE = Preference("preferences/language", "")  # "" follows the system
CONFIRM_PLACEMENT = Preference("preferences/confirm_placement", False)  # touch screens: tap twice
BOARD_COLOR = Preference("preferences/board_color", "#e9e4d8")
