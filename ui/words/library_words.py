"""Why the games library refuses, in the player's words: the engine's reasons are keys
(``LibraryError.kind``), worded here in the player's language. A reason without a key (a
file error of the system's) is shown as the system gave it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from carc_assist.storage.library import LibraryError


def problem_words(error: LibraryError | OSError) -> str:
    """The reason of ``error`` as one sentence part ("the games library is read-only")."""
    words = _words().get(error.kind) if isinstance(error, LibraryError) else None
    return words if words is not None else (str(error) or type(error).__name__)


def _words() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "read-only": translate("LibraryWords", "the games library is read-only"),
        "full": translate("LibraryWords", "the disk holding the games library is full"),
        "io": translate("LibraryWords", "the disk holding the games library could not be read or written"),
        "locked": translate("LibraryWords", "the games library is in use by another program"),
        "damaged": translate("LibraryWords", "the games library is damaged"),
        "folder": translate("LibraryWords", "a folder stands where the games library should be"),
        "cannot-open": translate("LibraryWords", "the games library cannot be opened"),
        "newer": translate("LibraryWords", "the games library was made by a newer carc-assist"),
        "backup": translate("LibraryWords", "no backup could be written in the folder of backups"),
    }
