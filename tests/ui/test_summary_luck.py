"""The summary says what "Lucky draws (expected)" means: under its table and on its header."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.dialogs.summary import SummaryDialog


def test_lucky_draws_are_explained(qtbot: QtBot) -> None:
    dialog = SummaryDialog(Game(Setup.of(["Anna", "Bram"])))
    qtbot.addWidget(dialog)
    dialog.show()
    header = dialog.stats.horizontalHeaderItem(1)
    assert header is not None and header.text() == "Lucky draws (expected)"
    assert "could expect" in header.toolTip()
    assert dialog.luck.isVisible() and dialog.luck.text() == header.toolTip()
