"""What happens, said to a screen reader: points scored, what the app waits for. A player who
cannot see the screen hears it (Qt's ``QAccessibleAnnouncementEvent``; nothing happens
without a screen reader listening)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, text: str) -> None:
    """Have a screen reader say ``text``, coming from the widget ``source``."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))
