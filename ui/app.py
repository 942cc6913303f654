"""Start the application: ``carc-assist`` or ``python -m ui``.

After every action the game is autosaved; a lock file marks a running app. If the app
starts and finds the lock of a run that did not close cleanly, it offers to resume the
autosaved game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from carc_assist.record import RecordError
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
        """After a crash: ask, and resume the autosaved game. True when resumed."""
        if not self.crashed:
            return False
        answer = QMessageBox.question(
            self.window,
            QCoreApplication.translate("App", "Resume the last game?"),
            QCoreApplication.translate(
                "App", "carc-assist did not close properly. Resume the game it saved after the last action?"
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.session.open(self.session.autosave_path, resume=True)
        except RecordError as exc:
            QMessageBox.warning(self.window, QCoreApplication.translate("App", "Cannot resume"), str(exc))
            return False
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
    resumed = shell.offer_resume()
    if not resumed and len(sys.argv) > 1:
        shell.window.open_path(Path(sys.argv[1]))
    elif not resumed:
        QTimer.singleShot(0, shell.window.new_game)
    status = app.exec()
    shell.closed_cleanly()
    return status
