"""The bag's "Drawn a tile the app does not know" button: shown in the draw step only, its room
kept while hidden (the list does not move), and shown or hidden without a call into Python
for each of its events (the fence around it hears every event of its child in Python)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from ui.look.fence import Fence
from ui.look.painter import TilePainter
from ui.panels.bag_panel import BagPanel
from ui.session import GameSession


def test_the_button_shows_in_the_draw_step_only_and_keeps_its_room(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[QObject] = []
    fence_filter = Fence.eventFilter

    def noting(fence: Fence, watched: QObject, event: QEvent) -> bool:
        heard.append(watched)
        return fence_filter(fence, watched, event)

    monkeypatch.setattr(Fence, "eventFilter", noting)  # (before the fences are made)
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    bag.resize(300, 900)
    bag.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    qtbot.wait(20)
    room = bag.list.geometry()
    assert bag.unknown.isVisible()
    heard.clear()
    session.act(Draw("base/U"))
    qtbot.wait(20)
    assert not bag.unknown.isVisible()
    assert bag.list.geometry() == room
    assert session.act(Place("base/U", (1, 0), 0))
    session.undo()
    session.undo()
    qtbot.wait(20)
    assert bag.unknown.isVisible()
    assert bag.list.geometry() == room
    assert bag.unknown not in heard
