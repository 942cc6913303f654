"""On the board's plain background the heat map fills each square's outside and inside, and
its shades and crosses in the colour their blend gives there: the same pixels as blending the
shades and filling the outlines' bands."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QTransform
from pytestqt.qtbot import QtBot

from tests.ui.window_drive import board_played, differing, heat_in_each_scheme
from ui.board.board_view import HeatMap


def test_heat_map_pixels_are_those_of_its_blended_shades(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, board = board_played(qtbot, tmp_path)
    for scheme, fits in heat_in_each_scheme(board):  # (one board: its colours change under the map)
        board.heat.show_fits(fits)
        for zoom in (1.0, 0.6, 0.83):
            board.setTransform(QTransform.fromScale(zoom, zoom))
            board.centerOn(board.heat.boundingRect().center())
            filled = board.viewport().grab().toImage()
            with monkeypatch.context() as patch:
                patch.setattr(HeatMap, "_plain_background", lambda _: None)  # (as it drew before)
                board.heat.update()
                blended = board.viewport().grab().toImage()
            assert differing(filled, blended) == 0, (scheme, zoom)
            board.heat.hide()
            assert differing(filled, board.viewport().grab().toImage()) > 1000  # (the map is seen)
            board.heat.show()
