"""The drawn tile is found at a glance (#20): at 1366×768 every type of the base game plus the
Wheel of Fortune and the Festival is in view without scrolling, and no count or chance under a
tile is cut short."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from ui.panels.bag_panel import TILE_ID, count_font
from ui.session import GameSession
from ui.window.main_window import MainWindow


@pytest.fixture(params=[1.0, 1.4])
def font_scale(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[float]:
    """The system's font as it is here, and larger (X11 desktops and HiDPI screens give
    larger text than the offscreen platform: the counts are then wider than the pictures)."""
    font = qapp.font()
    larger = QFont(font)
    larger.setPointSizeF(font.pointSizeF() * request.param)
    qapp.setFont(larger)
    yield request.param
    qapp.setFont(font)


def test_base_and_two_expansions_fit_a_laptop_screen_with_readable_counts(
    qtbot: QtBot, tmp_path: Path, font_scale: float
) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "wof-symbols", "festival")))
    qtbot.wait(50)
    view, proxy = window.bag.list, window.bag.proxy
    metrics = QFontMetrics(count_font())
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    tiles = [proxy.index(row, 0) for row in range(proxy.rowCount()) if proxy.index(row, 0).data(TILE_ID)]
    assert len(tiles) == 43  # (the wheel starts: it is not in the bag, so not listed)
    for index in tiles:
        rect = view.visualRect(index)
        if font_scale == 1.0:  # (with larger text, fewer fit: the bag scrolls)
            assert view.viewport().rect().contains(rect), index.data(TILE_ID)
        if window.bag.cells.compact:  # (larger text: the compact bag, what is left on the picture)
            bold = count_font()
            bold.setBold(True)
            assert QFontMetrics(bold).horizontalAdvance("×10") + 4 <= rect.width()
        else:
            assert metrics.horizontalAdvance(index.data()) + margin <= rect.width(), index.data()


def test_every_expansion_fits_a_laptop_screen_in_the_compact_bag(qtbot: QtBot, tmp_path: Path) -> None:
    """Too many types for pictures with their texts under them: the compact bag shows each
    type's picture with what is left on its corner, every type in view without scrolling,
    and its texts (what is left, the chance) first in its tooltip."""
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    sets = ("base", "wof-symbols", "festival", "wind-roses", "inns-cathedrals")
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, sets))
    qtbot.wait(50)
    view, proxy = window.bag.list, window.bag.proxy
    tiles = [proxy.index(row, 0) for row in range(proxy.rowCount()) if proxy.index(row, 0).data(TILE_ID)]
    assert len(tiles) > 60
    assert window.bag.cells.compact
    for index in tiles:
        rect = view.visualRect(index)
        assert view.viewport().rect().contains(rect), index.data(TILE_ID)
        assert rect.width() >= 26 and rect.height() >= 26
    assert not view.verticalScrollBar().isVisible()
    image = view.viewport().grab().toImage()  # the counts are painted on the pictures
    assert not image.isNull()
    session.new_game(Setup.of(["Anna", "Bram"]))  # the base game alone: texts under the pictures again
    qtbot.wait(50)
    assert not window.bag.cells.compact
