"""The wind rose's N stands on a free square north of the reference rose, over no tile and
under no figure (issue #45, 13: it was drawn on the tile north of the rose)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass
from tests.ui.window_drive import opened
from ui.board.board_view import S


def test_the_n_is_on_a_free_square(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"], sets=("base", "wind-roses")))
    game = session.game
    assert game is not None
    for tile in ("base/V", "base/U", "base/E", "base/D"):
        session.act(Draw(tile))
        north = [p for p in game.legal_placements() if p.at == (0, -1)] or [
            p for p in game.legal_placements() if p.at[0] == 0 and p.at[1] < 0
        ]
        if not north:
            session.act(game.legal_placements()[0])
        else:
            session.act(north[0])
        if game.phase == "follower":
            session.act(Pass())
    assert (0, -1) in game.board.cells  # a tile north of the rose
    (label,) = [
        i for i in window.board.scene().items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "N"
    ]
    centre = label.sceneBoundingRect().center()
    square = (int(centre.x() // S), int(centre.y() // S))
    assert square not in game.board.cells
    tiles = [QRectF(x * S, y * S, S, S) for x, y in game.board.cells]
    assert not any(t.intersects(label.sceneBoundingRect()) for t in tiles)
