"""The board's tiles follow the colour scheme: drawn anew in the dark palette when it changes."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from ui.board.board_view import BoardView, S
from ui.look.colors import COLOR_SCHEME, DARK_TILES, LIGHT_TILES, apply_color_scheme
from ui.look.painter import TilePainter
from ui.session import GameSession


def test_the_placed_tiles_follow_the_scheme(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(600, 500)
    board.show()
    session.new_game(Setup.of(["Anna", "Bram"]))  # the start tile: a field below its road

    def field_seen() -> str:
        at = board.mapFromScene(S / 2, S * 0.85)
        return board.viewport().grab().toImage().pixelColor(at).name()

    try:
        COLOR_SCHEME.set("light")
        apply_color_scheme()
        board.apply_preferences()
        assert field_seen() == LIGHT_TILES.field.name()
        COLOR_SCHEME.set("dark")
        apply_color_scheme()
        board.apply_preferences()
        assert field_seen() == DARK_TILES.field.name()
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()
