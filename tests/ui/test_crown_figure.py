"""A follower on a crown field of the wheel is drawn on the board as the wheel panel draws it:
a disc with the player's initial, not a standing figure (it stands on no feature)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Place
from ui.board.board_view import BoardView, FigureItem
from ui.look.figures import DISC_FIGURE as CROWN_FIGURE
from ui.look.painter import TilePainter
from ui.session import GameSession


def test_a_crown_follower_is_a_disc(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], ("wof",)))
    game = session.game
    assert game is not None
    session.act(Draw("wof/U2"))
    place = game.legal_placements()[0]
    session.act(Place("wof/U2", place.at, place.rotation))
    session.act(Follower("crown:storm:0"))
    assert game.off_board == {"crown:storm:0": 0}
    (disc,) = [i for i in board.items() if isinstance(i, FigureItem)]
    box = disc.path().boundingRect()
    assert abs(box.width() - 2 * CROWN_FIGURE) < 0.01 and abs(box.height() - 2 * CROWN_FIGURE) < 0.01
    assert disc.path().contains(box.center())
