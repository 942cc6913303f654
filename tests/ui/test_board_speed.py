"""What the board's speed-ups must not change: the heat map's numbers and shades are those of
the plain computation (every open square against every tile left, through the engine's own
legal placements), and a step that changes nothing the heat map shows does not repaint it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass, Place
from carc_assist.table.geometry import Square
from ui.board.board_view import BoardView, HeatMap
from ui.board.overlays import heat
from ui.look.painter import TilePainter
from ui.session import GameSession


def _plain_fits(game: Game) -> dict[Square, tuple[dict[str, tuple[int, ...]], float]]:
    """Per open square: the tile types left that may be placed there (the engine's legal
    placements, in degrees) and the share of the bag they make up."""
    bag = game.bag
    placements = {tile_id: list(game.legal_placements(tile_id)) for tile_id in bag.counts}
    plain = {}
    for square in game.board.open:
        fits = {
            tile_id: tuple(sorted(p.rotation for p in places if p.at == square))
            for tile_id, places in placements.items()
        }
        fits = {tile_id: rotations for tile_id, rotations in fits.items() if rotations}
        plain[square] = (fits, sum(bag.counts[t] for t in fits) / bag.total)
    return plain


def _mid_game(tmp_path: Path, qtbot: QtBot, turns: int) -> tuple[GameSession, BoardView]:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    session.new_game(Setup.of(["Anna", "Bram", "Cato"]))
    game = session.game
    assert game is not None
    rng = random.Random(turns)
    for _ in range(turns):
        play_turn(game, rng)
    session.changed.emit(None)  # (played past the session: the views reload)
    return session, board


@pytest.mark.parametrize("turns", [0, 12, 40])
def test_the_heat_map_shows_the_plain_computation(qtbot: QtBot, tmp_path: Path, turns: int) -> None:
    session, board = _mid_game(tmp_path, qtbot, turns)
    game = session.game
    assert game is not None
    _shows_the_plain_computation(board, game)
    rng = random.Random(turns + 1)
    for _ in range(3):  # later in the same game (the table of which type fits where is kept)
        play_turn(game, rng)
        session.changed.emit(None)
        _shows_the_plain_computation(board, game)


def _shows_the_plain_computation(board: BoardView, game: Game) -> None:
    plain = _plain_fits(game)
    shown = board.heat.fits
    assert shown.keys() == plain.keys()
    for square, (fits, chance) in plain.items():
        assert {t: tuple(sorted(r)) for t, r in shown[square].fits.items()} == fits
        assert shown[square].chance == pytest.approx(chance)
    # each open square in its shade, a dead one crossed out and in no shade: the squares a
    # stamp of each shade fills, and the rects a paint off whole pixels fills
    stamped = {square: rgba for rgba, squares in board.heat._squares_of.items() for square in squares}
    assert stamped == {
        s: heat(chance, board.colors.heat).rgba() if fits else 0 for s, (fits, chance) in plain.items()
    }
    board.heat._make_rects()
    shade_of = {(rect.x(), rect.y()): rgba for rgba, rects in board.heat._shades.items() for rect in rects}
    live = [s for s, (fits, _) in plain.items() if fits]
    assert len(shade_of) == len(live) == sum(len(r) for r in board.heat._shades.values())
    for square in live:
        rect = board.heat._rects[square][0]
        assert shade_of[(rect.x(), rect.y())] == heat(plain[square][1], board.colors.heat).rgba()
    assert len(board.heat._crosses) == len(plain) - len(live)


def test_a_step_that_leaves_the_heat_map_as_it_was_does_not_repaint_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, board = _mid_game(tmp_path, qtbot, 0)
    updates: list[int] = []
    update = HeatMap.update
    monkeypatch.setattr(HeatMap, "update", lambda item, *rect: (updates.append(1), update(item, *rect)))
    session.act(Draw("base/D"))
    assert updates  # placing: the heat map pauses
    session.act(Place("base/D", (1, 0), 0))
    game = session.game
    assert game is not None and game.prompt.kind == FOLLOWER
    updates.clear()
    session.act(Pass())  # the board's tiles and the bag as they were: the same heat map
    assert not updates
    session.undo()
    assert not updates
    shown = board.heat.fits
    assert {s: (f.fits, f.chance) for s, f in shown.items()} == {
        s: (fits, chance) for s, (fits, chance) in _plain_fits(game).items()
    }


def test_the_board_panned_looks_as_the_board_drawn_anew(qtbot: QtBot, tmp_path: Path) -> None:
    """A pan redraws only the strips it brings into view, from the tiles found on their squares:
    the picture is the one a whole new draw makes."""
    _, board = _mid_game(tmp_path, qtbot, 40)
    board.setFixedSize(500, 400)
    board.setTransform(QTransform.fromScale(0.6, 0.6))
    for dx, dy in ((137, -91), (-60, 45), (33, 170), (-250, -20)):
        board.pan_by(QPointF(dx, dy))
        board.viewport().repaint()
    panned = board.viewport().grab().toImage()
    board.resetCachedContent()
    board.viewport().repaint()
    assert panned == board.viewport().grab().toImage()


def test_the_tiles_looked_up_for_a_redraw_are_those_that_meet_it(qtbot: QtBot, tmp_path: Path) -> None:
    """The background draws the tiles found square by square under the parts to redraw: the
    same tiles as trying every tile against every part."""
    _, board = _mid_game(tmp_path, qtbot, 40)
    rng = random.Random(3)
    bounds = board._tile_bounds
    for _ in range(200):
        parts = []
        for _ in range(rng.randint(1, 3)):
            left = rng.uniform(bounds.left() - 150, bounds.right())
            top = rng.uniform(bounds.top() - 150, bounds.bottom())
            parts.append(QRectF(left, top, rng.uniform(1, 400), rng.uniform(1, 400)))
        plain = [tile for tile in board._tiles if any(tile[1].intersects(part) for part in parts)]
        assert board._tiles_meeting(parts) == plain


def test_a_move_across_and_down_moves_the_board_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pan or a fit that moves both ways moves the view's picture of the board once (the two
    scroll bars' changes together), and lands where the two moves one by one would."""
    _, board = _mid_game(tmp_path, qtbot, 40)
    board.setFixedSize(500, 400)
    board.setTransform(QTransform.fromScale(0.6, 0.6))
    moves: list[tuple[int, int]] = []
    scroll = QGraphicsView.scrollContentsBy

    def counted(view: QGraphicsView, dx: int, dy: int) -> None:
        moves.append((dx, dy))
        scroll(view, dx, dy)

    monkeypatch.setattr(QGraphicsView, "scrollContentsBy", counted)
    across, down = board.horizontalScrollBar(), board.verticalScrollBar()
    start = (across.value(), down.value())
    board.pan_by(QPointF(-37, 52))
    assert moves == [(-37, 52)]
    assert (across.value(), down.value()) == (start[0] + 37, start[1] - 52)
    moves.clear()
    board.fit_board()
    assert len(moves) == 1 and all(moves[0])
