"""The final scoring at the players' pace: back, pause, next, then the summary (issue #20)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import save
from ui.board.final_tour import FinalTour
from ui.panels.log_view import LogView
from ui.session import GameSession


def _tour(qtbot: QtBot, tmp_path: Path) -> tuple[FinalTour, LogView, list[int], list[bool]]:
    session = GameSession(tmp_path / "library.sqlite3")
    log = LogView(session)
    ended: list[bool] = []
    tour = FinalTour(log, lambda: ended.append(True))
    qtbot.addWidget(log)
    qtbot.addWidget(tour)
    save(
        random_game(Setup.of(["Anna", "Bram"], ("wof", "festival")), random.Random(5)),
        tmp_path / "ended.json",
    )
    session.open(tmp_path / "ended.json")
    game = session.game
    assert game is not None
    rows = [row for row in range(log.count()) if ": Game end: " in log.item(row).text()]
    assert len(rows) >= 3 and len(game.notes) > 0  # notes are lines of the log too
    tour.start(game)
    tour.activateWindow()
    qtbot.waitUntil(tour.isActiveWindow)
    return tour, log, rows, ended


def test_back_pause_and_next(qtbot: QtBot, tmp_path: Path) -> None:
    tour, log, rows, ended = _tour(qtbot, tmp_path)
    assert tour.isVisible() and tour.playing and log.currentRow() == rows[0]
    assert tour.position.text() == f"Final scoring: 1 of {len(rows)}"
    assert not tour.back.isEnabled()
    tour.pause.click()
    assert not tour.playing and tour.pause.text() == "Play"
    tour.next.click()
    assert log.currentRow() == rows[1] and tour.back.isEnabled()
    qtbot.keyClick(tour, Qt.Key.Key_Right)  # the shortcuts
    qtbot.waitUntil(lambda: log.currentRow() == rows[2])
    qtbot.keyClick(tour, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: log.currentRow() == rows[1])
    assert not tour.playing
    qtbot.keyClick(tour, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tour.playing)
    assert tour.pause.text() == "Pause"
    tour.pause.click()
    for _ in rows[2:]:
        tour.next.click()
    assert tour.next.text() == "Summary" and not ended
    tour.next.click()
    assert ended and not tour.isVisible() and not log.selectedItems()


def test_it_plays_on_by_itself_to_the_summary(qtbot: QtBot, tmp_path: Path) -> None:
    tour, log, rows, ended = _tour(qtbot, tmp_path)
    visited = [log.currentRow()]
    log.currentRowChanged.connect(visited.append)
    tour._timer.setInterval(1)
    qtbot.waitUntil(lambda: bool(ended), timeout=3000)
    assert visited[: len(rows)] == rows and not tour.isVisible()
