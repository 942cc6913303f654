"""``carc-assist --serve ADDRESS:PORT [FILE]``: the app with the table page served at once.

It opens FILE if given (else it starts as the app does), starts the server as Game → Show on
phones… does, and prints ``table page: URL`` on stdout once it listens. SIGTERM and SIGINT
end it cleanly (the crash lock removed), so tests outside the project can stop it.
"""

from __future__ import annotations

import signal
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from ui.phone.dialog import PhonesDialog
from ui.start.app import App, start


def serve(host: str, port: int, file: str | None) -> int:
    app = start(sys.argv[:1])
    shell = App()
    shell.window.show()
    if file is not None:
        shell.window.open_path(Path(file))
    phones = PhonesDialog(shell.session, shell.window)
    reason = phones.start(host, port)
    if reason is not None:
        print(reason, file=sys.stderr)
        shell.closed_cleanly()
        return 2
    phones.show()
    for number in (signal.SIGINT, signal.SIGTERM):  # quit once the event loop runs, even if not yet
        signal.signal(number, lambda *_: QTimer.singleShot(0, app, app.quit))
    awake = QTimer()  # Python handles signals only between Qt's calls into it
    awake.timeout.connect(lambda: None)
    awake.start(200)
    print(f"table page: {phones.url}", flush=True)
    if file is None and not (shell.crashed and shell.offer_resume()):
        QTimer.singleShot(0, shell.window, shell.window.new_game)
    status = app.exec()
    phones.stop()
    shell.closed_cleanly()
    return status
