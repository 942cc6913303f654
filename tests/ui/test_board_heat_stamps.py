"""Where every square lies on whole pixels (zoom 0.6, 1, 1.3 …), the heat map fills each shade's
squares from one square of that shade drawn once (a stamp): the same pixels as filling every
square's outside, inside and cross, in light and dark, at each zoom, with the map's numbers
changed under the same zoom."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QPainter, QTransform
from pytestqt.qtbot import QtBot

import ui.board.board_view as board_view
from carc_assist.rules.insight import SquareFit
from tests.ui.window_drive import board_played, differing, heat_in_each_scheme
from ui.board.board_view import HeatMap


def test_stamped_heat_map_has_the_pixels_of_its_squares_filled(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, board = board_played(qtbot, tmp_path)
    stamped: list[HeatMap] = []
    original = HeatMap._paint_stamped

    def paint_stamped(heat: HeatMap, painter: QPainter, under: int) -> None:
        stamped.append(heat)
        original(heat, painter, under)

    monkeypatch.setattr(HeatMap, "_paint_stamped", paint_stamped)
    for scheme, fits in heat_in_each_scheme(board):  # (one board: its colours change under the map)
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
                assert differing(drawn, filled) == 0, (scheme, zoom)
                board.heat.hide()
                assert differing(drawn, board.viewport().grab().toImage()) > 1000  # (the map is seen)
                board.heat.show()


def test_a_hidden_heat_map_off_whole_pixels_fills_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    """Off whole pixels the squares' rects are made by the first paint after a show: the map
    paused for a placement (no squares) shows none of those it showed before."""
    _, board = board_played(qtbot, tmp_path)
    board.setTransform(QTransform.fromScale(0.83, 0.83))
    fits = dict(board.heat.fits)
    assert fits
    board.heat.show_fits(fits)
    board.centerOn(board.heat.boundingRect().center())
    shown = board.viewport().grab().toImage()
    board.heat.show_fits({})
    paused = board.viewport().grab().toImage()
    board.heat.hide()
    assert differing(paused, board.viewport().grab().toImage()) == 0
    assert differing(shown, paused) > 1000  # (it was seen)
