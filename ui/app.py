"""Start the application: ``carc-assist`` or ``python -m ui``.

After every action the game is autosaved; a lock file marks a running app. If the app
starts and finds the lock of a run that did not close cleanly, or an autosaved game that is
not finished, it offers to resume that game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from carc_assist.record import RecordError, load
from carc_assist.resources import resource_dir
from ui.main_window import MainWindow
from ui.session import GameSession
from ui.settings import LANGUAGE, data_dir


def install_translator(app: QApplication, language: str | None = None) -> None:
    """Load the app's translation for ``language`` (default: the system's), if there is one.

    English has one too: it gives the plural forms of sentences such as "%n point(s)".
    """
    language = language or str(LANGUAGE.get()) or QLocale.system().name().split("_")[0]
    translator = QTranslator(app)
    folder = resource_dir() / "translations"
    if translator.load(str(folder / f"carc_assist_{language}.qm")) or translator.load(
        str(folder / "carc_assist_en.qm")
    ):
        app.installTranslator(translator)


class App:
    """The window, its session, and the crash lock."""

    def __init__(self) -> None:
        folder = data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self.lock = folder / "running.lock"
        self.session = GameSession(folder / "autosave.json")
        self.window = MainWindow(self.session)
        self.crashed = self.lock.exists() and self.session.autosave_path.exists()
        self.lock.write_text(str(os.getpid()))

    def offer_resume(self) -> bool:
        """Offer to go on with the autosaved game: after a crash, or when the app was closed
        with a game unfinished. True when resumed."""
        path = self.session.autosave_path
        if not path.exists():
            return False
        try:
            game = load(path, close_turn=False)
        except RecordError as exc:
            if self.crashed:
                QMessageBox.warning(self.window, QCoreApplication.translate("App", "Cannot resume"), str(exc))
            return False
        if not game.actions or (game.finished and not self.crashed):
            return False  # nothing to go on with
        if self.crashed:
            text = QCoreApplication.translate(
                "App", "carc-assist did not close properly. Resume the game it saved after the last action?"
            )
        else:
            text = QCoreApplication.translate("App", "The last game is not finished. Go on with it?")
        answer = QMessageBox.question(
            self.window, QCoreApplication.translate("App", "Resume the last game?"), text
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.session.resume(game)
        return True

    def closed_cleanly(self) -> None:
        self.lock.unlink(missing_ok=True)


def main() -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName("carc-assist")
    app.setOrganizationName("carc-assist")
    install_translator(app)
    shell = App()
    shell.window.show()
    given = Path(sys.argv[1]) if len(sys.argv) > 1 else None  # a file to open: no offer but after a crash
    resumed = (shell.crashed or given is None) and shell.offer_resume()
    if not resumed and given is not None:
        shell.window.open_path(given)
    elif not resumed:
        QTimer.singleShot(0, shell.window.new_game)
    status = app.exec()
    shell.closed_cleanly()
    return status
