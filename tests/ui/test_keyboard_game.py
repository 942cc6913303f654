"""Ten turns of a three-player game with the keyboard alone (issue #45: a whole game is
playable without a mouse, a screen reader told what happens): the drawn tile typed in the
bag's search field and Enter, the arrow keys and Enter to place it, the arrow keys and Enter
to deploy a follower or Enter for none. Keys go where the window put the focus; each turn
a screen reader hears the instruction and every point scored."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW, FOLLOWER, PLACE
from carc_assist.rules.setup import Setup
from carc_assist.table.events import ScoreEvent
from tests.ui.window_drive import opened
from ui.window.main_window import MainWindow


def _focused(window: MainWindow) -> QWidget:
    widget = window.focusWidget()
    assert widget is not None, "nothing has the keyboard's focus"
    return widget


def test_ten_turns_with_the_keyboard_alone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []

    def heard(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            said.append(event.message())  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", heard)
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram", "Carla"]))
    game = session.game
    assert game is not None
    rng = random.Random(7)
    deployed, first = 0, game.turn
    for turn in range(10):
        assert game.phase == DRAW
        heard_before = len(said)
        fitting = sorted({t for t in game.bag.counts if game.bag.counts[t] and game.legal_placements(t)})
        tile = rng.choice(fitting)
        search = _focused(window)
        assert search is window.bag.search
        qtbot.keyClicks(search, tile.split("/", 1)[1])
        qtbot.keyClick(search, Qt.Key.Key_Return)
        assert game.phase == PLACE and game.held == tile
        board = _focused(window)
        assert board is window.board
        for _ in range(rng.randrange(1, 4)):  # the tile shown on a lit square, moved about
            qtbot.keyClick(
                board, rng.choice((Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down))
            )
        if rng.random() < 0.5:
            qtbot.keyClick(board, Qt.Key.Key_R)  # turned (to a way it fits)
        qtbot.keyClick(board, Qt.Key.Key_Return)
        assert game.phase in (FOLLOWER, DRAW)
        if game.phase == FOLLOWER:
            board = _focused(window)
            if turn % 2 == 0:  # a follower on the spot the arrow keys chose
                qtbot.keyClick(board, Qt.Key.Key_Right)
                deployed += 1
            qtbot.keyClick(board, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: game.phase != FOLLOWER, timeout=2000)  # (a chosen spot blinks first)
        assert game.phase == DRAW and game.turn == first + turn + 1, f"turn {turn + 1} did not end"
        assert len(said) > heard_before  # at least the next player's instruction
    assert deployed and len(game.figures) > 0
    points = [e for e in game.events if isinstance(e, ScoreEvent) and e.points]
    assert len([s for s in said if "point" in s]) >= len(points)
