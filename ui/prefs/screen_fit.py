"""Windows that fit the screen they open on: from a 1280x720 laptop up, HiDPI included (Qt
measures in device-independent pixels, so the available geometry is already scaled)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: A remembered window smaller than this share of its screen's free area (either way) is taken
#: for a leftover (a window that opened on a smaller screen, or was shrunk for a moment), not
#: for a size the players want: 870x490 on a 1920x1080 screen is not kept.
LEAST_SHARE = 2 / 3


def fit_to_screen(window: QWidget, preferred: QSize) -> None:
    """Size ``window`` to ``preferred``, or to the screen's available area (what the task bar
    and panels leave) where that is smaller, and centre it there. A frame adds a title bar,
    so a little room is kept."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(preferred)
        return
    area = screen.availableGeometry()
    window.resize(preferred.boundedTo(QSize(area.width() - 16, area.height() - 48)))
    frame = window.frameGeometry()
    frame.moveCenter(area.center())
    window.move(max(frame.left(), area.left()), max(frame.top(), area.top()))


def fits_a_screen(geometry: QRect) -> bool:
    """``geometry`` lies within the free area of a screen present now, and is not tiny there."""
    return any(
        area.contains(geometry)
        and geometry.width() >= area.width() * LEAST_SHARE
        and geometry.height() >= area.height() * LEAST_SHARE
        for area in (screen.availableGeometry() for screen in QGuiApplication.screens())
    )


def restore_or_fit(window: QWidget, saved: object, preferred: QSize) -> bool:
    """Bring ``window`` back where it was left (``saved``: what ``saveGeometry`` gave, as read
    from QSettings) if that still fits a present screen; else fit it to the screen as on a
    first start. Whether the saved geometry was kept."""
    restored = isinstance(saved, QByteArray | bytes) and window.restoreGeometry(QByteArray(saved))
    if restored and (window.isMaximized() or window.isFullScreen() or fits_a_screen(window.geometry())):
        return True
    fit_to_screen(window, preferred)
    return False
