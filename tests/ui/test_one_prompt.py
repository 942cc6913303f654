"""The views show what the engine says. One refresh of the window asks the engine's prompt
many times (the instruction, the buttons, the board's spots and rings, the choice bar, the
expansions' panels) and the engine works it out once; the board tints the fields of the
engine's holders."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsRectItem
from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Action, Draw, Follower, Pass, Place
from ui.board.overlays import field_tint
from ui.session import GameSession
from ui.window.main_window import MainWindow


def test_a_refresh_works_the_prompt_out_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"], sets=("base", "festival")))
    work_out = Game._work_out_offer
    worked: list[str] = []

    def counted(game: Game) -> object:
        worked.append(game.phase)
        return work_out(game)

    monkeypatch.setattr(Game, "_work_out_offer", counted)
    turns: list[Action] = [
        Draw("base/U"),
        Place("base/U", (1, 0), 0),
        Follower("E"),
        Draw("base/U"),
        Place("base/U", (2, 0), 0),
        Pass(),
        Draw("festival/CR"),
        Place("festival/CR", (-1, 0), 0),
        TakeBack((1, 0, "E")),
    ]
    for action in turns:
        worked.clear()
        assert session.act(action)
        assert len(worked) == 1, action
    worked.clear()
    session.undo()
    assert worked == ["follower"]  # the festival's follower step again, its take-back offered
    assert win.end_action.isEnabled() is False and win.no_follower.isVisibleTo(win)


def test_the_field_tint_is_the_engines_holders(qtbot: QtBot, tmp_path: Path) -> None:
    """Anna's farmer north of the road, Bram's south of it: each field's bands in its
    holder's colour, along its half-edges: north, 4 on each U and 2 on D (whose north edge is
    city); south, 4 on each of the four tiles."""
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    session.new_game(Setup.of(["Anna", "Bram"]))
    for at, spot in (((1, 0), "Nw"), ((-1, 0), "Es"), ((2, 0), "E")):
        for action in (Draw("base/U"), Place("base/U", at, 0), Follower(spot)):
            assert session.act(action)
    win.board.tint_fields = True
    win.board.refresh()
    bands = [
        item.brush().color().name()
        for item in win.board.scene().items()
        if isinstance(item, QGraphicsRectItem) and item.zValue() == 1
    ]
    anna, bram = (field_tint(p.color).name() for p in Setup.of(["Anna", "Bram"]).players)
    assert (bands.count(anna), bands.count(bram), len(bands)) == (14, 16, 30)
