"""The doorbell of the running app (``ui.start.single_instance``) is read like a file from outside:
deep nesting, a huge message, a slow caller or junk are ignored without a word (never an
uncaught ``RecursionError``), and a real request still comes through afterwards."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from ui.start import single_instance
from ui.start.single_instance import MAX_MESSAGE, SingleInstance, Start


@pytest.fixture
def running(tmp_path: Path) -> Iterator[tuple[SingleInstance, list[str]]]:
    instance = SingleInstance(tmp_path)
    assert instance.start() is Start.FIRST
    asked: list[str] = []
    instance.requested.connect(asked.append)
    yield instance, asked
    instance.release()


def ring(instance: SingleInstance, message: bytes, *, hang_up: bool = True) -> QLocalSocket:
    """A caller that writes ``message`` (without blocking: the app reads it in this thread)."""
    socket = QLocalSocket()
    socket.connectToServer(instance.name)
    assert socket.waitForConnected(1000)
    socket.write(QByteArray(message))
    if hang_up:
        socket.disconnectFromServer()  # after what is written has gone
    return socket


def still_answers(qtbot: QtBot, instance: SingleInstance, asked: list[str], file: str) -> None:
    before = len(asked)
    caller = ring(instance, json.dumps({"open": file}).encode())
    qtbot.waitUntil(lambda: len(asked) > before, timeout=3000)
    del caller
    assert asked[before:] == [file]


def test_a_request_is_passed_on(qtbot: QtBot, running: tuple[SingleInstance, list[str]]) -> None:
    instance, asked = running
    other = SingleInstance(Path(str(instance.lock_path.parent)))
    assert other.ask_running("/home/anna/games/Zondag avond.carc")
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    assert asked == ["/home/anna/games/Zondag avond.carc"]
    still_answers(qtbot, instance, asked, "")


@pytest.mark.parametrize(
    "message",
    [
        b"[" * 200_000,  # json.loads raised RecursionError in the event loop
        b'{"open": ' + b"[" * 5000 + b"]" * 5000 + b"}",
        b'{"open": "a", "open": "b"}',
        b'{"open": 7}',
        b'["open"]',
        b"\xff\xfe",
        b"",
        b'{"open": "' + b"7" * 20 + b'"',  # cut short
    ],
)
def test_junk_is_ignored_quietly(
    qtbot: QtBot, running: tuple[SingleInstance, list[str]], message: bytes
) -> None:
    instance, asked = running
    caller = ring(instance, message)
    qtbot.waitUntil(lambda: caller.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000)
    qtbot.wait(50)
    assert asked == []
    still_answers(qtbot, instance, asked, "/tmp/x.carc")


def test_a_huge_message_is_cut_off(qtbot: QtBot, running: tuple[SingleInstance, list[str]]) -> None:
    instance, asked = running
    path = "/" + "x" * (4 * MAX_MESSAGE)
    caller = ring(instance, json.dumps({"open": path}).encode(), hang_up=False)
    qtbot.waitUntil(lambda: caller.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000)
    assert asked == []  # the app hung up before the caller did
    still_answers(qtbot, instance, asked, "/tmp/y.carc")


def test_a_long_path_is_still_a_request(qtbot: QtBot, running: tuple[SingleInstance, list[str]]) -> None:
    instance, asked = running
    still_answers(qtbot, instance, asked, "/" + "é" * 4000)


def test_a_caller_that_never_finishes_is_cut_off(
    qtbot: QtBot, running: tuple[SingleInstance, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(single_instance, "READ_MS", 200)
    instance, asked = running
    caller = ring(instance, b'{"open": "/tmp/', hang_up=False)
    qtbot.waitUntil(lambda: caller.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=3000)
    assert asked == []
    still_answers(qtbot, instance, asked, "/tmp/z.carc")
