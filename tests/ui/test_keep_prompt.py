"""The fortune teller's keep prompt is not squeezed into a narrow column by its buttons: they
stand on a row of their own, under the instruction, which keeps the board's width."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, DrawSeveral, Follower, Pass, Place
from tests.test_fortune_tellers import TELLERS
from ui.session import GameSession
from ui.window.main_window import MainWindow


def test_the_keep_prompt_keeps_its_width(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    for action in (
        Draw("tellers/T1"),
        Place("tellers/T1", (1, 0), 0),
        Follower("T"),
        Draw("base/U"),
        Place("base/U", (2, 0), 0),
        Pass(),
        DrawSeveral(("base/V", "base/C")),
    ):
        assert session.act(action)
    qtbot.wait(20)
    assert "which of the tiles drawn is kept" in window.instruction.text()
    assert window.choices.isVisible()
    assert window.instruction.width() >= 0.8 * window.board.width()
    lines = window.instruction.height() // window.instruction.fontMetrics().lineSpacing()
    assert lines <= 3
