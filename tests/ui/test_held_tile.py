"""The tile in hand beside the instruction: its picture and its name while it is held, neither
once it is placed (its tooltip named the placed tile until the next draw)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from tests.ui.window_drive import opened


def test_the_tile_in_hand_is_shown_and_named_only_while_it_is_held(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/U"))
    assert not window.held.pixmap().isNull() and window.held.toolTip()
    session.act(Place("base/U", (1, 0), 0))
    assert window.held.pixmap().isNull() and window.held.toolTip() == ""
    session.undo()
    assert not window.held.pixmap().isNull() and window.held.toolTip()
