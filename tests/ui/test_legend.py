"""The board's overlays explained (issue #20): a legend line per overlay shown, drawn in the
board's own colours, players named beside their colour."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.board.legend import SWATCH, Legend
from ui.look.colors import DARK_BOARD, LIGHT_BOARD, board_colors


def _shown(legend: Legend) -> tuple[list[str], list[QLabel]]:
    labels = [label for label in legend.findChildren(QLabel) if not label.isHidden()]
    texts = [label.text() for label in labels if label.text()]
    return texts, [label for label in labels if not label.pixmap().isNull()]


def test_a_line_per_overlay_shown(qtbot: QtBot) -> None:
    legend = Legend()
    qtbot.addWidget(legend)
    game = Game(Setup.of(["Anna", "Bram"]))
    background = QColor(LIGHT_BOARD)
    colors = board_colors(background)
    legend.show_overlays(False, False, game, colors, background)
    assert legend.isHidden()
    legend.show_overlays(True, False, game, colors, background)
    texts, swatches = _shown(legend)
    assert not legend.isHidden() and len(swatches) == 5  # four shades and a dead square
    assert "No tile left in the bag can fill it" in texts
    shades = [swatches[i].pixmap().toImage().pixelColor(SWATCH // 2, SWATCH // 2) for i in range(4)]
    assert [s.lightness() for s in shades] == sorted((s.lightness() for s in shades), reverse=True)
    assert shades[0] != shades[3]  # likelier is darker, as on the board
    legend.show_overlays(True, True, game, colors, background)
    texts, swatches = _shown(legend)
    assert {"Anna", "Bram", "Dotted: a tie"} <= set(texts) and len(swatches) == 5 + 2 + 1


def test_on_a_dark_board(qtbot: QtBot) -> None:
    legend = Legend()
    qtbot.addWidget(legend)
    background = QColor(DARK_BOARD)
    legend.show_overlays(
        False, True, Game(Setup.of(["Anna", "Bram", "Cato"])), board_colors(background), background
    )
    _, swatches = _shown(legend)
    corner = swatches[0].pixmap().toImage().pixelColor(SWATCH // 2, SWATCH // 2)
    assert corner == background  # the swatch is a square of the board as it is
