"""Where every square lies on whole pixels (zoom 0.6, 1, 1.3 …), the heat map fills each shade's
squares from one square of that shade drawn once (a stamp): the same pixels as filling every
square's outside, inside and cross, in light and dark, at each zoom, with the map's numbers
changed under the same zoom."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter, QTransform
from pytestqt.qtbot import QtBot

import ui.board.board_view as board_view
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.insight import SquareFit
from tests.ui.window_drive import board_opened
from ui.board.board_view import HeatMap
from ui.look.colors import COLOR_SCHEME, apply_color_scheme


def test_stamped_heat_map_has_the_pixels_of_its_squares_filled(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, board = board_opened(qtbot, tmp_path, (900, 700))
    game = session.game
    assert game is not None
    rng = random.Random(3)
    for _ in range(20):
        play_turn(game, rng)
    stamped: list[HeatMap] = []
    original = HeatMap._paint_stamped

    def paint_stamped(heat: HeatMap, painter: QPainter, under: int) -> None:
        stamped.append(heat)
        original(heat, painter, under)

    monkeypatch.setattr(HeatMap, "_paint_stamped", paint_stamped)
    try:
        for scheme in ("light", "dark"):  # (one board: its colours change under the map)
            COLOR_SCHEME.set(scheme)
            apply_color_scheme()
            board.apply_preferences()
            fits = dict(board.heat.fits)
            assert len({fit.chance for fit in fits.values()}) > 3  # several shades
            fits[next(iter(fits))] = SquareFit({}, 0.0)  # and a dead square, crossed out
            # the same squares again with other numbers: other shades on the same squares
            other = {square: SquareFit({}, 0.0) if fit.dead else SquareFit(fit.fits, fit.chance / 2)
                     for square, fit in fits.items()}  # fmt: skip
            for zoom in (0.6, 1.0, 1.3):
                board.setTransform(QTransform.fromScale(zoom, zoom))
                board.centerOn(board.heat.boundingRect().center())
                for shown in (fits, other):
                    board.heat.show_fits(shown)
                    stamped.clear()
                    drawn = board.viewport().grab().toImage()
                    assert stamped, (scheme, zoom)  # (the squares lay on whole pixels)
                    with monkeypatch.context() as patch:  # every square filled, as off whole pixels
                        patch.setattr(board_view, "_on_whole_pixels", lambda *_: False)
                        board.heat.update()
                        filled = board.viewport().grab().toImage()
                    assert _differing(drawn, filled) == 0, (scheme, zoom)
                    board.heat.hide()
                    assert _differing(drawn, board.viewport().grab().toImage()) > 1000  # (the map is seen)
                    board.heat.show()
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()


def _differing(a: QImage, b: QImage) -> int:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(a.width()) for y in range(a.height()))


def test_a_hidden_heat_map_off_whole_pixels_fills_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    """Off whole pixels the squares' rects are made by the first paint after a show: the map
    paused for a placement (no squares) shows none of those it showed before."""
    session, board = board_opened(qtbot, tmp_path, (900, 700))
    game = session.game
    assert game is not None
    rng = random.Random(3)
    for _ in range(20):
        play_turn(game, rng)
    board.setTransform(QTransform.fromScale(0.83, 0.83))
    fits = dict(board.heat.fits)
    assert fits
    board.heat.show_fits(fits)
    board.centerOn(board.heat.boundingRect().center())
    shown = board.viewport().grab().toImage()
    board.heat.show_fits({})
    paused = board.viewport().grab().toImage()
    board.heat.hide()
    assert _differing(paused, board.viewport().grab().toImage()) == 0
    assert _differing(shown, paused) > 1000  # (it was seen)
