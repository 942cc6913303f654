"""A remembered window geometry comes back only where it still fits a present screen and is not
tiny there; otherwise the window fits the screen as on a first start (offscreen: one screen of
800x800)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from ui.prefs.screen_fit import LEAST_SHARE, fits_a_screen, restore_or_fit

PREFERRED = QSize(1500, 900)


def _saved(qtbot: QtBot, geometry: QRect) -> QByteArray:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setGeometry(geometry)
    return window.saveGeometry()


def _fresh(qtbot: QtBot) -> QMainWindow:
    window = QMainWindow()
    qtbot.addWidget(window)
    return window


def _area() -> QRect:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    return screen.availableGeometry()


def _within_the_screen(window: QMainWindow) -> bool:
    return _area().contains(window.geometry())


def _not_tiny(window: QMainWindow) -> bool:
    area = _area()
    return window.width() >= area.width() * LEAST_SHARE and window.height() >= area.height() * LEAST_SHARE


def test_a_geometry_that_fits_comes_back(qtbot: QtBot) -> None:
    left = QRect(40, 60, 700, 650)
    window = _fresh(qtbot)
    assert restore_or_fit(window, _saved(qtbot, left), PREFERRED)
    assert window.geometry() == left


def test_a_tiny_geometry_is_not_kept(qtbot: QtBot) -> None:
    """As 870x490 on a 1920x1080 screen."""
    window = _fresh(qtbot)
    assert not restore_or_fit(window, _saved(qtbot, QRect(100, 100, 320, 200)), PREFERRED)
    assert _within_the_screen(window) and _not_tiny(window)


@pytest.mark.parametrize(
    "left",
    [QRect(3000, 2000, 700, 650), QRect(0, 0, 1500, 900)],
    ids=["on-a-screen-no-longer-there", "larger-than-the-screen"],
)
def test_a_geometry_beyond_the_screen_ends_within_it(qtbot: QtBot, left: QRect) -> None:
    """Where Qt moves or shrinks a restored window onto the screen itself, that is kept."""
    window = _fresh(qtbot)
    restore_or_fit(window, _saved(qtbot, left), PREFERRED)
    assert _within_the_screen(window) and _not_tiny(window)


@pytest.mark.parametrize("saved", [None, "", b"not a geometry", 42])
def test_nothing_or_rubbish_remembered_fits_the_screen(qtbot: QtBot, saved: object) -> None:
    window = _fresh(qtbot)
    assert not restore_or_fit(window, saved, PREFERRED)
    assert _within_the_screen(window)
    assert window.size() == PREFERRED.boundedTo(_area().size() - QSize(16, 48))


def test_what_fits_a_screen() -> None:
    area = _area()
    assert fits_a_screen(area)
    assert not fits_a_screen(area.adjusted(0, 0, 1, 0))  # a pixel beyond
    assert not fits_a_screen(area.translated(area.width() * 2, 0))  # off every screen
    assert not fits_a_screen(QRect(area.topLeft(), area.size() / 2))  # tiny
