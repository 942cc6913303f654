"""The follower step from the keyboard: the arrow keys move a cursor over the offered spots
and the figures ringed to take back, Enter deploys on the cursor's spot (none without a
cursor), Esc goes back a step; and the focus is where the next input goes after resume, undo
and a dialog; and the board moves by itself only for a new tile."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import Qt
from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from carc_assist.rules.game import DRAW, FOLLOWER, PLACE
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Pass
from ui.board.board_view import BoardView, FigureRing, SpotMarker
from ui.dialogs.adjust import AdjustDialog
from ui.look.painter import TilePainter
from ui.prefs.touch import TOUCH_LAYOUT
from ui.session import GameSession
from ui.window.main_window import MainWindow


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path) -> Iterator[BoardView]:
    TOUCH_LAYOUT.set("off")
    session = GameSession(tmp_path / "library.sqlite3")
    view = BoardView(session, TilePainter())
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    view.place_requested.connect(session.act)  # what the main window does
    view.follower_requested.connect(lambda location: session.act(Follower(location)))
    view.pass_requested.connect(lambda: session.act(Pass()))
    view.action_requested.connect(session.act)
    yield view


def follower_step(board: BoardView, tile: str = "base/D") -> None:
    board.session.new_game(Setup.of(["Anna", "Bram"]))
    board.session.act(Draw(tile))
    board.click_square((1, 0))
    game = board.session.game
    assert game is not None and game.phase == FOLLOWER
    board.setFocus()


def on_screen_x(board: BoardView, marker: SpotMarker | FigureRing) -> float:
    return QPointF(board.mapFromScene(marker.pos())).x()


def test_arrows_walk_the_spots_and_enter_deploys_on_the_cursors_spot(qtbot: QtBot, board: BoardView) -> None:
    follower_step(board)
    spots = [m for m in board.items() if isinstance(m, SpotMarker)]
    assert len(spots) >= 3
    assert board.spot_cursor() is None
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.spot_cursor() in spots
    for _ in spots:  # as far right as it goes
        qtbot.keyClick(board, Qt.Key.Key_Right)
    right = board.spot_cursor()
    assert isinstance(right, SpotMarker)
    assert on_screen_x(board, right) == max(on_screen_x(board, m) for m in spots)
    for _ in spots:
        qtbot.keyClick(board, Qt.Key.Key_Left)
    left = board.spot_cursor()
    assert isinstance(left, SpotMarker)
    assert on_screen_x(board, left) == min(on_screen_x(board, m) for m in spots)
    assert left is not right
    qtbot.keyClick(board, Qt.Key.Key_Return)
    game = board.session.game
    assert game is not None
    qtbot.waitUntil(lambda: game.phase == DRAW)
    assert [f.location for f in game.figures.values()] == [left.location]


def test_enter_without_a_cursor_deploys_none(qtbot: QtBot, board: BoardView) -> None:
    follower_step(board)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    game = board.session.game
    assert game is not None and game.phase == DRAW and not game.figures


def test_esc_takes_the_cursor_away_then_goes_back_a_step(qtbot: QtBot, board: BoardView) -> None:
    follower_step(board)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    marker = board.spot_cursor()
    assert isinstance(marker, SpotMarker)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    game = board.session.game
    assert game is not None and game.phase == FOLLOWER and board.spot_cursor() is None
    assert marker.brush().color().name() != "#ffd400"  # no longer lit
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert game.phase == PLACE and len(game.board.cells) == 1  # the placement undone


def test_the_cursor_reaches_a_figure_ringed_to_take_back(qtbot: QtBot, board: BoardView) -> None:
    session = board.session
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game = session.game
    assert game is not None
    session.act(Draw("base/U"))
    assert session.act(next(p for p in game.legal_placements() if p.at == (-1, 0)))
    assert session.act(Follower("W"))  # Anna's thief on the road
    session.act(Draw("base/E"))
    session.act(game.legal_placements()[0])
    session.act(Pass())
    session.act(Draw("festival/RrRr"))
    session.act(game.legal_placements()[0])
    assert game.phase == FOLLOWER
    (ring,) = [i for i in board.items() if isinstance(i, FigureRing)]
    board.setFocus()
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) * 4:
        qtbot.keyClick(board, key)
        if board.spot_cursor() is ring:
            break
    assert board.spot_cursor() is ring
    with qtbot.waitSignal(board.action_requested) as chosen:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert isinstance(chosen.args[0], TakeBack)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = MainWindow(GameSession(tmp_path / "library.sqlite3"))
    qtbot.addWidget(window)
    window.show()
    return window


def test_after_resume_in_the_follower_step_enter_deploys_none(qtbot: QtBot, window: MainWindow) -> None:
    session = window.session
    session.new_game(Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/D"))
    window.board.click_square((1, 0))
    game_id = session.game_id
    assert game_id is not None
    session.new_game(Setup.of(["Carla", "Dirk"]))  # another game, in its draw step
    assert window.focusWidget() is window.bag.search
    assert window.resume(game_id)
    assert window.focusWidget() is window.board
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    game = session.game
    assert game is not None and game.phase == DRAW and len(game.actions) == 3


def test_after_undo_and_a_dialog_the_focus_is_where_the_next_input_goes(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    session.new_game(Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/D"))
    window.board.click_square((1, 0))
    session.act(Pass())
    assert window.focusWidget() is window.bag.search
    window.undo_action.trigger()  # back in the follower step: Enter and the arrows are the board's
    assert window.focusWidget() is window.board
    session.act(Pass())
    window.log.setFocus()  # the player looked at the log, then opened a dialog and cancelled it
    monkeypatch.setattr(AdjustDialog, "exec", lambda self: 0)
    window.adjust()
    assert window.focusWidget() is window.bag.search


def test_a_draw_or_an_undo_never_moves_the_board(board: BoardView) -> None:
    follower_step(board)
    board.pass_requested.emit()
    board.pan_by(QPointF(-2000, 0))  # the player looks elsewhere: the newest tile out of view
    moved = board.viewportTransform()
    session = board.session
    session.act(Draw("base/E"))
    assert board.viewportTransform() == moved  # no new tile: the board stays where it was put
    session.undo()
    session.undo()  # the pass
    session.undo()  # the placement
    assert board.viewportTransform() == moved
