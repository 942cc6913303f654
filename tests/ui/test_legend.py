"""The board's overlays explained (issue #20): a legend line per overlay shown, drawn in the
board's own colours, players named beside their colour."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.board.legend import SWATCH, Legend
from ui.look.colors import DARK_BOARD, LIGHT_BOARD, BoardColors, board_colors


def _made(qtbot: QtBot) -> tuple[Legend, Game, BoardColors, QColor]:
    """A legend, and a two-player game to show on the light board."""
    legend = Legend()
    qtbot.addWidget(legend)
    background = QColor(LIGHT_BOARD)
    return legend, Game(Setup.of(["Anna", "Bram"])), board_colors(background), background


def _shown(legend: Legend) -> tuple[list[str], list[QLabel]]:
    labels = [label for label in legend.findChildren(QLabel) if not label.isHidden()]
    texts = [label.text() for label in labels if label.text()]
    return texts, [label for label in labels if not label.pixmap().isNull()]


def test_a_line_per_overlay_shown(qtbot: QtBot) -> None:
    legend, game, colors, background = _made(qtbot)
    legend.show_overlays(False, False, game, colors, background)
    assert legend.isHidden()
    legend.show_overlays(True, False, game, colors, background)
    texts, swatches = _shown(legend)
    assert not legend.isHidden() and len(swatches) == 2  # four shades in a row, and a dead square
    assert "No tile left in the bag can fill it" in texts
    scale = swatches[0].pixmap().toImage()
    assert scale.width() == 4 * SWATCH + 3 * 4  # (as four swatches laid out in the line: 4 px apart)
    assert scale.pixelColor(SWATCH + 2, SWATCH // 2).alpha() == 0  # the legend's ground between them
    shades = [scale.pixelColor(i * (SWATCH + 4) + SWATCH // 2, SWATCH // 2) for i in range(4)]
    assert [s.lightness() for s in shades] == sorted((s.lightness() for s in shades), reverse=True)
    assert shades[0] != shades[3]  # likelier is darker, as on the board
    legend.show_overlays(True, True, game, colors, background)
    texts, swatches = _shown(legend)
    assert {"Anna", "Bram", "Dotted: a tie"} <= set(texts) and len(swatches) == 2 + 2 + 1


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


def test_the_heat_maps_line_pauses_in_its_room_without_a_new_layout(qtbot: QtBot) -> None:
    """While a tile is placed the heat map is not drawn: its line shows nothing and keeps its
    room, and nothing is laid out anew (the window's layout measured all its words again)."""
    legend, game, colors, background = _made(qtbot)
    legend.show_overlays(True, True, game, colors, background)
    legend.show()
    qtbot.waitExposed(legend)
    QApplication.processEvents()  # (its own first layout)
    shown = legend.grab().toImage()
    requests: list[int] = []
    watcher = _LayoutRequests(requests)
    for widget in [legend, *legend.findChildren(QWidget)]:
        widget.installEventFilter(watcher)
    hint = legend.sizeHint()
    legend.show_overlays(True, True, game, colors, background, heat_paused=True)
    QApplication.processEvents()
    paused = legend.grab().toImage()
    assert not requests and paused.size() == shown.size() and legend.sizeHint() == hint
    heat_line = legend.lines.itemAt(0).widget()
    assert heat_line is not None
    room = heat_line.geometry()
    assert len(_colours(paused, room)) == 1 < len(_colours(shown, room))  # the legend's own background
    tints = legend.lines.itemAt(1).widget()
    assert tints is not None and _colours(paused, tints.geometry()) == _colours(shown, tints.geometry())
    legend.show_overlays(True, True, game, colors, background)
    QApplication.processEvents()
    assert not requests and legend.grab().toImage() == shown


class _LayoutRequests(QObject):
    def __init__(self, requests: list[int]) -> None:
        super().__init__()
        self.requests = requests

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.requests.append(1)
        return False


def _colours(image: QImage, room: QRect) -> set[int]:
    return {
        image.pixel(x, y) & 0xFFFFFF
        for x in range(room.left(), room.right())
        for y in range(room.top(), room.bottom())
    }
