"""One app at a time: a ``QLockFile`` in the data folder, and a local socket by which a second
start hands its request (bring the window forward, open a file) to the app that runs.

QLockFile knows a lock left by a process that no longer runs (it reads the process id in the
file) and takes it over: that is how a crash is recognised, once, at the next start.
"""

from __future__ import annotations

import hashlib
import json
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

WAIT_MS = 1000


class Start(Enum):
    FIRST = "first"  # the previous run closed cleanly (or there was none)
    AFTER_CRASH = "after-crash"  # the previous run left its lock: it did not close
    RUNNING = "running"  # another copy runs now
    UNLOCKED = "unlocked"  # no lock could be made (a read-only data folder): run anyway


class SingleInstance(QObject):
    """The lock and the doorbell of the running app."""

    #: a second start asked for the window (with a file to open, or "")
    requested = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock_path = folder / "running.lock"
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # a long game is not a stale lock: only a dead process is
        self._server: QLocalServer | None = None
        # one socket name per data folder (the tests' folders run side by side)
        self.name = "carc-assist-" + hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:16]

    def start(self) -> Start:
        """Take the lock. A lock left by a dead process is taken over and reported as a crash."""
        left_behind = self.lock_path.exists()
        if self._lock.tryLock(0):
            self._listen()
            return Start.AFTER_CRASH if left_behind else Start.FIRST
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return Start.RUNNING
        return Start.UNLOCKED

    def ask_running(self, file: str = "") -> bool:
        """Ask the running copy to come forward (and open ``file``). False if it did not answer."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(WAIT_MS):
            return False
        socket.write(QByteArray(json.dumps({"open": file}).encode()))
        sent = socket.waitForBytesWritten(WAIT_MS)
        socket.disconnectFromServer()
        return sent

    def release(self) -> None:
        """A clean close: the lock goes, so the next start is not taken for one after a crash."""
        if self._server is not None:
            self._server.close()
        self._lock.unlock()

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)  # a socket file left by a crash: the lock is ours now
        server = QLocalServer(self)
        if server.listen(self.name):
            server.newConnection.connect(self._answer)
            self._server = server

    def _answer(self) -> None:
        assert self._server is not None
        socket = self._server.nextPendingConnection()
        if socket is None:
            return

        def read() -> None:
            try:
                message = json.loads(bytes(socket.readAll().data()).decode())
                file = str(message.get("open") or "")
            except (ValueError, AttributeError):
                file = ""
            self.requested.emit(file)

        socket.readyRead.connect(read)
        socket.disconnected.connect(socket.deleteLater)
