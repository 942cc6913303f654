"""Start the application: ``carc-assist`` or ``python -m ui``.

Every game lives in the games library, saved after every action. One app runs at a time: a
second start brings the first one's window forward (and hands it the file to open). If the
app starts after a run that did not close (its lock was left behind), or finds the newest
game of the library unfinished, it offers to resume that game.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from carc_assist.files.atomic import clean_temporaries
from carc_assist.resources import resource_dir
from carc_assist.storage import emergency
from carc_assist.storage.library import LibraryError
from carc_assist.storage.library_repair import Recovery, check
from carc_assist.storage.paths import data_dir
from carc_assist.storage.record import RecordError, load
from ui.dialogs.about import app_icon
from ui.dialogs.emergency_offer import EmergencyOffer
from ui.dialogs.library_damage import LibraryDamageDialog
from ui.library.window import when
from ui.look.colors import apply_color_scheme
from ui.prefs.settings import app_language, library_path, tile_sets_dir
from ui.session import SAVE_ERRORS, GameSession
from ui.start.folder_move import move_doubled_folder
from ui.start.single_instance import SingleInstance, Start
from ui.window.main_window import MainWindow
from ui.words.plain import literal, message
from ui.words.qt_translations import install_qt_translations


def install_translator(app: QApplication, language: str | None = None) -> None:
    """Load the app's translation for ``language`` (default: the system's), if there is one.

    English has one too: it gives the plural forms of sentences such as "%n point(s)".
    """
    language = language or app_language()
    translator = QTranslator(app)
    folder = resource_dir() / "translations"
    if translator.load(str(folder / f"carc_assist_{language}.qm")) or translator.load(
        str(folder / "carc_assist_en.qm")
    ):
        app.installTranslator(translator)
    install_qt_translations(app, language)


def start(argv: list[str]) -> QApplication:
    """The application (the one there is, else a new one on ``argv``) named for its settings
    and data folder, with its icon, translations and colour scheme: the same for the window
    alone and for ``--serve``."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setApplicationName("carc-assist")
    app.setOrganizationName("carc-assist")
    app.setWindowIcon(app_icon())
    install_translator(app)
    apply_color_scheme()
    return app


def claim() -> tuple[SingleInstance, Start]:
    """Make the data folder (if the disk lets us) and take the one-app lock in it."""
    folder = data_dir()
    with contextlib.suppress(OSError):  # a read-only home: the app runs, its game in memory, and says so
        folder.mkdir(parents=True, exist_ok=True)
    instance = SingleInstance(folder)
    start = instance.start()
    if start is not Start.RUNNING:  # ours alone now: what a save killed half-way left goes
        for saved in (folder, tile_sets_dir()):
            clean_temporaries(saved)
    return instance, start


class App:
    """The window, its session, and the one-app lock."""

    def __init__(self, claimed: tuple[SingleInstance, Start] | None = None) -> None:
        self.instance, start = claimed or claim()
        #: the data folder of earlier versions moved into this one (before the library opens)
        self.folder_move = move_doubled_folder()
        self.crashed = start is Start.AFTER_CRASH
        self.terminated = False  # SIGTERM or SIGHUP came (``_close_on_termination``)
        self.session = GameSession(library_path())
        self.window = MainWindow(self.session)
        self.instance.requested.connect(self.window.come_forward)
        self._migrate()

    def _migrate(self) -> None:
        """The autosave of an older carc-assist joins the library, so its game is not lost."""
        library = self.session.library
        if library is None:
            return
        with contextlib.suppress(*SAVE_ERRORS):  # it stays where it is, for the next start
            library.import_autosave(data_dir() / "autosave.json")

    def check_library(self) -> Recovery | None:
        """At start: is the library readable (``library_repair.check``)? If it is damaged, say
        so and offer to recover it; what recovering did, or None. A library that cannot even
        be looked at now (another program holds it) is said by the bar at the first save."""
        try:
            result = check(library_path())
        except LibraryError:
            return None
        if result.ok:
            return None
        dialog = LibraryDamageDialog(result, self.session.recover_library, self.window)
        dialog.exec()
        return dialog.recovery

    def offer_emergency(self) -> bool:
        """Games that a run could not store in the library, kept in emergency copies: offered
        back into the library (the newest onto the board). True when brought back."""
        copies = []
        for copy in emergency.found():
            with contextlib.suppress(RecordError, OSError):
                copies.append((copy, load(copy, close_turn=False)))
        if not copies:
            return False
        words = EmergencyOffer()
        answer = message(
            self.window,
            QMessageBox.Icon.Question,
            words.title(),
            words.text([game for _, game in copies]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False  # kept, and offered again at the next start
        for copy, _ in copies:
            self.session.restore_emergency(copy)
        return True

    def offer_resume(self) -> bool:
        """Offer to go on with the newest game of the library: after a crash, or when the app
        was closed with that game unfinished. True when resumed."""
        library = self.session.library
        try:
            entries = library.entries() if library is not None else []
        except SAVE_ERRORS:
            return False  # the library cannot be read now: the first save says why
        if not entries:
            return False
        newest = entries[0]
        if not newest.actions or (newest.finished and not self.crashed):
            return False  # nothing to go on with
        if self.crashed:
            text = QCoreApplication.translate(
                "App", "carc-assist did not close properly. Resume the game it saved after the last action?"
            )
        else:
            text = QCoreApplication.translate("App", "The last game is not finished. Go on with it?")
        # which game: its players and scores, when it was last played (players' words: literal)
        players = ", ".join(f"{name} {score}" for name, score in newest.players)
        which = QCoreApplication.translate("App", "{players}, last played {when}.").format(
            players=players, when=when(newest.updated)
        )
        answer = QMessageBox.question(
            self.window,
            QCoreApplication.translate("App", "Resume the last game?"),
            literal(f"{text}\n\n{which}"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return self.window.resume(newest.id)

    def closed_cleanly(self) -> None:
        if self.session.library is not None:
            self.session.library.close()
        self.instance.release()


def main() -> int:
    app = start(sys.argv)
    given = Path(sys.argv[1]) if len(sys.argv) > 1 else None  # a file to open: no offer but after a crash
    instance, state = claim()
    if state is Start.RUNNING:
        if not instance.ask_running(str(given.resolve()) if given is not None else ""):
            message(
                None,
                QMessageBox.Icon.Information,
                QCoreApplication.translate("App", "carc-assist"),
                QCoreApplication.translate(
                    "App", "carc-assist already runs. Its window is open on this computer."
                ),
            )
        return 0
    shell = App((instance, state))
    shell.window.show()
    _close_on_termination(app, shell)
    if shell.folder_move is not None:
        shell.folder_move.tell(shell.window)
    shell.check_library()
    resumed = not shell.terminated and shell.offer_emergency()
    resumed = resumed or (not shell.terminated and (shell.crashed or given is None) and shell.offer_resume())
    if shell.terminated:  # ended while a start-up question was open: Qt's own loop never ran
        shell.closed_cleanly()
        return 0
    if not resumed and given is not None:
        shell.window.open_path(given)
    elif not resumed and shell.session.game is None:
        QTimer.singleShot(0, shell.window, shell.window.new_game)
    status = app.exec()
    shell.closed_cleanly()
    return status


#: the socket pair and notifier of ``_close_on_termination`` (signals are the process's own)
_TERMINATION: list[object] = []


def _close_on_termination(app: QApplication, shell: App) -> None:
    """SIGTERM or SIGHUP (logout, ``kill``) close the app as its window would, without a
    question: the game stored or in its emergency copy, the lock released (the next start is
    no crash). Python runs a signal handler only when it runs, and Qt's event loop is C++:
    the signal's number is written to a socket (``signal.set_wakeup_fd``) that Qt watches."""
    ours, theirs = socket.socketpair()
    ours.setblocking(False)
    theirs.setblocking(False)
    signal.set_wakeup_fd(theirs.fileno())
    ending = [s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s is not None]
    for number in ending:
        signal.signal(number, lambda *_: None)  # the wakeup byte does the work
    notifier = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, app)

    def woken() -> None:
        with contextlib.suppress(BlockingIOError):
            if any(byte in ending for byte in ours.recv(64)):
                shell.terminated = True
                shell.window.close_now()
                app.closeAllWindows()  # a dialog's own loop (a question at start) ends too
                app.quit()

    notifier.activated.connect(woken)
    _TERMINATION[:] = [ours, theirs, notifier]  # kept alive while the app runs
