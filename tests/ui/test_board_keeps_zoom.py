"""Between turns the board keeps the zoom the player chose (issue #45, 12): once zoomed or
moved by hand, a new tile out of view is scrolled into view, the board is not fitted anew
(which threw the zoom away and moved every square, once the one under the mouse). Untouched,
the board is fitted as before, to show the whole of it."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import DRAW
from tests.ui.window_drive import board_opened


def test_a_tile_out_of_view_is_scrolled_to_at_the_zoom_chosen_by_hand(qtbot: QtBot, tmp_path: Path) -> None:
    session, board = board_opened(qtbot, tmp_path, (500, 400))
    game = session.game
    assert game is not None
    board.zoom_by(0.8, QPointF(board.viewport().rect().center()))  # the player's own zoom
    zoom = board.transform().m11()
    rng = random.Random(2)
    moved = 0
    for _ in range(60):
        before = board.mapToScene(board.viewport().rect().center())
        session.act(any_action(game, rng.randrange))
        assert board.transform().m11() == zoom
        if game.phase == DRAW:
            assert board._visible(board._tiles[-1][1]), "the newest tile is out of view"
        moved += board.mapToScene(board.viewport().rect().center()) != before
    assert moved  # the board did follow the game out of view


def test_an_untouched_board_is_fitted_to_show_it_whole(qtbot: QtBot, tmp_path: Path) -> None:
    session, board = board_opened(qtbot, tmp_path, (500, 400))
    game = session.game
    assert game is not None
    first = board.transform().m11()
    rng = random.Random(2)
    for _ in range(60):
        session.act(any_action(game, rng.randrange))
    assert board.transform().m11() < first  # zoomed out as the board grew
    assert board._visible(board._tiles[-1][1])
