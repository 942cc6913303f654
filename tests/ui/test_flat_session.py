"""A long session stays flat: a closed summary is freed, and the log makes lines only for new
entries (undo drops lines from the end, another game is shown anew)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QListWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Adjust
from carc_assist.table.events import Note, ScoreEvent
from ui.dialogs.summary import SummaryDialog
from ui.panels.log_view import LogView
from ui.session import GameSession


def test_a_closed_summary_is_freed(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    game = random_game(Setup.of(["Anna", "Bram"]), random.Random(1))
    shown = SummaryDialog(game, window)
    QTimer.singleShot(0, shown.reject)
    shown.exec()  # as the main window shows it after each game
    assert not shiboken6.isValid(shown)
    closed = SummaryDialog(game, window)
    closed.show()
    closed.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(closed)
    assert not window.findChildren(SummaryDialog)


def test_the_log_makes_lines_only_for_new_entries(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[ScoreEvent | Note] = []
    make = LogView._item

    def counted(view: LogView, game: Game, entry: ScoreEvent | Note) -> QListWidgetItem:
        made.append(entry)
        return make(view, game, entry)

    monkeypatch.setattr(LogView, "_item", counted)
    session = GameSession(tmp_path / "library.sqlite3")
    log = LogView(session)
    qtbot.addWidget(log)
    session.new_game(Setup.of(["Anna", "Bram"]))
    for points in (1, 2, 3):
        session.act(Adjust("Anna", points, "counted at the table"))
    assert len(made) == 3 and log.count() == 3
    session.undo()
    assert len(made) == 3 and log.count() == 2
    session.redo()
    assert len(made) == 4 and log.item(2).text().endswith("3 points (counted at the table)")
    finished = random_game(Setup.of(["Carla", "Daan"]), random.Random(2))
    assert session.library is not None
    session.resume(session.library.add(finished))  # another game: every line anew
    entries = len(finished.events) + len(finished.notes)
    assert len(made) == 4 + entries and log.count() == entries
    assert "Carla" in log.item(0).text() or "Daan" in log.item(0).text()
