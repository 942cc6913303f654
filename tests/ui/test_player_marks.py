"""Players are told apart by more than colour (issue #45): each has a mark of letters, on
their figures, beside their name and on the phone page; two players with one initial get
marks that differ."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower
from tests.ui.window_drive import opened
from ui.phone.snapshot import TileImages, _common
from ui.words.marks import player_mark


def test_marks_differ_when_initials_are_shared() -> None:
    players = Setup.of(["Anna", "Alex", "Bram", "Anna"]).players
    marks = [player_mark(players, n) for n in range(4)]
    assert marks[2] == "B"
    assert len(set(marks)) == 4 and all(m.startswith("A") for m in (marks[0], marks[1], marks[3]))
    assert [player_mark(Setup.of(["Anna", "Alex"]).players, n) for n in range(2)] == ["An", "Al"]


def test_the_board_and_the_phone_page_show_the_marks(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Alex"]))
    game = session.game
    assert game is not None
    session.act(Draw("base/U"))  # a straight road: its road and fields take a follower anywhere
    session.act(game.legal_placements()[0])
    session.act(Follower(game.legal_follower_spots()[0]))
    letters = [i.text() for i in window.board.scene().items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert "An" in letters and "A" not in letters
    phone = _common(game, False, TileImages())
    assert phone is not None
    assert [player["initial"] for player in phone["players"]] == ["An", "Al"]
