"""Windows that fit the screen they open on: from a 1280x720 laptop up, HiDPI included (Qt
measures in device-independent pixels, so the available geometry is already scaled)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


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
