"""Between turns the board keeps the zoom the player chose (issue #45, 12): a new tile out of
view is scrolled into view, the board is not fitted anew (which zoomed and moved every square,
once the one under the mouse)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtGui import QTransform
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import DRAW
from tests.ui.window_drive import board_opened


def test_a_tile_out_of_view_is_scrolled_to_at_the_same_zoom(qtbot: QtBot, tmp_path: Path) -> None:
    session, board = board_opened(qtbot, tmp_path, (500, 400))
    game = session.game
    assert game is not None
    board.setTransform(QTransform.fromScale(1.5, 1.5))  # the player zoomed in
    rng = random.Random(2)
    moved = 0
    for _ in range(60):
        before = board.mapToScene(board.viewport().rect().center())
        session.act(any_action(game, rng.randrange))
        assert board.transform().m11() == 1.5
        newest = board._tiles[-1][1]
        if game.phase == DRAW:
            assert board._visible(newest), "the newest tile is out of view"
        moved += board.mapToScene(board.viewport().rect().center()) != before
    assert moved  # the board did follow the game out of view
