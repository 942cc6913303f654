"""One app at a time: a ``QLockFile`` in the data folder, and a local socket by which a second
start hands its request (bring the window forward, open a file) to the app that runs.

QLockFile knows a lock left by a process that no longer runs (it reads the process id in the
file) and takes it over: that is how a crash is recognised, once, at the next start.

The doorbell is read like any file from outside (``carc_assist.files.untrusted_json``): any program
of the user can ring it, so a message is gathered up to ``MAX_MESSAGE`` bytes and for at most
``READ_MS``, then parsed within the files' bounds; anything else is ignored without a word.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from carc_assist.files.untrusted_json import UntrustedJsonError, read_json

#: the lock's file name in the data folder
LOCK_NAME = "running.lock"
WAIT_MS = 1000
#: a request is a file's path in a small JSON object: paths are at most 4096 bytes, and JSON's
#: escapes make a character at most six
MAX_MESSAGE = 32 * 1024
#: a caller that has not said all it has to say by then is cut off
READ_MS = 5000


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
        self.lock_path = folder / LOCK_NAME
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
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)  # this user's programs only
        if server.listen(self.name):
            server.newConnection.connect(self._answer)
            self._server = server

    def _answer(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            _Request(socket, self.requested.emit)


class _Request(QObject):
    """One ring at the doorbell: the bytes until the caller hangs up, then its request.

    The caller writes its message and disconnects (``ask_running``); a message longer than
    ``MAX_MESSAGE``, one that takes longer than ``READ_MS``, or one that is not a request is
    dropped, and only a request is passed on."""

    def __init__(self, socket: QLocalSocket, answer: Callable[[str], object]) -> None:
        super().__init__(socket)  # lives as long as its socket
        self._socket = socket
        self._answer = answer
        self._received = bytearray()
        #: answered or refused: nothing more is read
        self._over = False
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._done)
        socket.disconnected.connect(socket.deleteLater)
        QTimer.singleShot(READ_MS, socket, self._too_slow)
        self._read()  # what came before this answer
        if socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:  # gone already
            self._done()
            socket.deleteLater()

    def _read(self) -> None:
        if self._over:
            return
        self._received += self._socket.readAll().data()
        if len(self._received) > MAX_MESSAGE:
            self._refuse()

    def _too_slow(self) -> None:
        if self._socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            self._refuse()

    def _refuse(self) -> None:
        self._over = True
        self._received.clear()
        self._socket.abort()

    def _done(self) -> None:
        self._read()
        if self._over:
            return
        self._over = True
        file = _requested_file(bytes(self._received))
        if file is not None:
            self._answer(file)


def _requested_file(message: bytes) -> str | None:
    """The file a message asks to open ("" for none), or None if it is no request."""
    try:
        document = read_json(message)
    except UntrustedJsonError:
        return None
    if not isinstance(document, dict):
        return None
    file = document.get("open", "")
    return file if isinstance(file, str) else None
