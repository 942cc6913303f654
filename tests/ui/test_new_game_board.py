"""A new game in the same session shows only its own board: none of the last game's open
squares (the heat map), and the view fitted around its start tile, every pixel painted anew
(the last game's squares stayed on screen, far from any tile, and looked legal)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW, FOLLOWER, PLACE
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass
from ui.board.board_view import BoardView, S
from ui.look.painter import TilePainter
from ui.session import GameSession


def _play(session: GameSession, turns: int) -> None:
    chance = random.Random(3)
    for _ in range(turns):
        game = session.game
        assert game is not None
        if game.phase == DRAW:
            session.act(Draw(chance.choice(sorted(game.bag.counts))))
        if game.phase == PLACE:
            session.act(chance.choice(game.legal_placements() or game.prompt.options))
        if game.phase == FOLLOWER:
            session.act(Pass())


def _on_screen(board: BoardView) -> QImage:
    """The board's pixels as they are on the screen (the offscreen platform's backing store),
    not painted again for the picture."""
    return board.screen().grabWindow(board.viewport().winId()).toImage()


def test_a_new_game_shows_none_of_the_last_games_squares(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    QTest.qWaitForWindowExposed(board)
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "wind-roses")))
    _play(session, 30)
    board.zoom_by(0.7, board.viewport().rect().center().toPointF())  # the players zoomed out
    QTest.qWait(50)
    session.new_game(Setup.of(["Anna", "Bram"]))
    QTest.qWait(50)

    assert sorted(board.heat.fits) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    shown = board.transform(), board.mapFromScene(S / 2, S / 2)
    board.fit_board()  # the board fitted: as it was shown
    assert (board.transform(), board.mapFromScene(S / 2, S / 2)) == shown
    image = _on_screen(board)
    ground = board.backgroundBrush().color().rgb()
    middle = board.mapFromScene(S / 2, S / 2)
    reach = 2 * S * board.transform().m11() + 4  # the start tile and its open squares
    stray = [
        (x, y)
        for x in range(0, image.width(), 5)
        for y in range(0, image.height(), 5)
        if max(abs(x - middle.x()), abs(y - middle.y())) > reach and image.pixel(x, y) != ground
    ]
    assert stray == [], QColor(image.pixel(*stray[0])).name()
