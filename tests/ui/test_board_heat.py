"""The heat map: one item over the open squares; hovering one tells what fits there."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.insight import SquareFit
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Pass, Place
from carc_assist.table.geometry import Square
from tests.ui.window_drive import board_opened
from ui.board.board_view import BoardView, S
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.words.plain import literal


def test_hovering_an_open_square_tells_what_fits_there(qtbot: QtBot, tmp_path: Path) -> None:
    _, board = board_opened(qtbot, tmp_path, (700, 500))
    heat = board.heat
    assert (0, -1) in heat.fits and heat.isVisible()  # north of the start tile
    at = board.mapFromScene(0.5 * S, -0.5 * S)
    QTest.mouseMove(board.viewport(), at)
    qtbot.waitUntil(lambda: bool(heat.toolTip()))
    assert heat.toolTip() == literal(board.fit_tooltip(heat.fits[(0, -1)]))  # as plain text
    assert heat.shape().contains(board.mapToScene(at)) and not heat.shape().contains(
        board.mapToScene(board.mapFromScene(0.5 * S, 0.5 * S))
    )


def test_the_fit_analysis_is_worked_out_again_only_when_board_or_bag_changed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.board.board_view

    calls: list[int] = []
    analysis = ui.board.board_view.fit_analysis

    def counted(game: Game) -> dict[Square, SquareFit]:
        calls.append(len(game.board.placed))
        return analysis(game)

    monkeypatch.setattr(ui.board.board_view, "fit_analysis", counted)
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/D"))
    session.act(Place("base/D", (1, 0), 0))
    assert calls == [1, 2]  # the new game, the follower step
    session.act(Follower("N"))  # a follower changes neither the board's squares nor the bag
    session.undo()
    session.act(Pass())
    assert calls == [1, 2]
    session.act(Draw("base/E"))
    session.undo()  # the bag as it was
    assert calls == [1, 2]
    game = session.game
    assert game is not None and board.heat.fits == analysis(game)
