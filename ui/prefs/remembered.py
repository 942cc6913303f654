"""What the app remembers between runs, beyond the preferences: the view toggles and the
folder games were last opened from or saved to (QSettings). The new-game dialog keeps its
own choices (``new_game_dialog``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtGui import QAction

GAMES_FOLDER = "folders/games"


def remember_toggles(actions: dict[str, QAction]) -> None:
    """Each checkable view action (learning mode, field tint …) comes back as it was left:
    triggered now if it was left the other way (so its slot runs), saved on every change."""
    for key, action in actions.items():
        saved = QSettings().value(f"view/{key}")
        if saved is not None and (saved in (True, "true", "1", 1)) != action.isChecked():
            action.trigger()
        action.toggled.connect(lambda on, key=key: QSettings().setValue(f"view/{key}", on))


def games_folder() -> str:
    """Where the file dialogs open: the folder of the game last opened or saved, else the
    documents folder (else home)."""
    folder = str(QSettings().value(GAMES_FOLDER, ""))
    if folder and Path(folder).is_dir():
        return folder
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def remember_games_folder(path: Path) -> None:
    QSettings().setValue(GAMES_FOLDER, str(path.parent))
