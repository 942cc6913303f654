"""On the board's plain background the heat map fills each square's outside and inside, and
its shades and crosses in the colour their blend gives there: the same pixels as blending the
shades and filling the outlines' bands."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QTransform
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.insight import SquareFit
from tests.ui.window_drive import board_opened
from ui.board.board_view import HeatMap
from ui.look.colors import COLOR_SCHEME, apply_color_scheme


def test_heat_map_pixels_are_those_of_its_blended_shades(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, board = board_opened(qtbot, tmp_path, (900, 700))
    game = session.game
    assert game is not None
    rng = random.Random(3)
    for _ in range(20):
        play_turn(game, rng)
    try:
        for scheme in ("light", "dark"):  # (one board: its colours change under the map)
            COLOR_SCHEME.set(scheme)
            apply_color_scheme()
            board.apply_preferences()
            fits = dict(board.heat.fits)
            assert len({fit.chance for fit in fits.values()}) > 3  # several shades
            fits[next(iter(fits))] = SquareFit({}, 0.0)  # and a dead square, crossed out
            board.heat.show_fits(fits)
            for zoom in (1.0, 0.6, 0.83):
                board.setTransform(QTransform.fromScale(zoom, zoom))
                board.centerOn(board.heat.boundingRect().center())
                filled = board.viewport().grab().toImage()
                with monkeypatch.context() as patch:
                    patch.setattr(HeatMap, "_plain_background", lambda _: None)  # (as it drew before)
                    board.heat.update()
                    blended = board.viewport().grab().toImage()
                assert _differing(filled, blended) == 0, (scheme, zoom)
                board.heat.hide()
                assert _differing(filled, board.viewport().grab().toImage()) > 1000  # (the map is seen)
                board.heat.show()
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()


def _differing(a: QImage, b: QImage) -> int:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(a.width()) for y in range(a.height()))
