"""The app's preferences, declared once (name, type, default) over QSettings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings

from carc_assist.storage.library import FILE_NAME
from carc_assist.storage.paths import data_dir


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


def library_path() -> Path:
    """The games library's file, in the data folder (``data_dir``: the engine's, one place)."""
    return data_dir() / FILE_NAME


def tile_sets_dir() -> Path:
    return data_dir() / "tilesets"


LANGUAGE = Preference("preferences/language", "")  # "" follows the system


def app_language() -> str:
    """The language the app speaks: the one chosen in the preferences, else the system's
    ("nl"); where there is no translation for it, English is shown."""
    return str(LANGUAGE.get()) or QLocale.system().name().split("_")[0]


CONFIRM_PLACEMENT = Preference("preferences/confirm_placement", False)  # touch screens: tap twice
COACH_HINTS = Preference("preferences/coach_hints", False)  # the Hint button (never in tournament mode)
BOARD_COLOR = Preference("preferences/board_color", "#e9e4d8")
