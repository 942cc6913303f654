"""The Qt binding must not lose references to None (PySide6 6.12.0 did: every call of a void
method such as ``setPen`` dropped one, and on Python 3.11 a long session aborted)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene
from pytestqt.qtbot import QtBot


def test_void_methods_keep_none_alive(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    item = QGraphicsEllipseItem(0, 0, 1, 1)
    before = sys.getrefcount(None)
    for _ in range(500):
        item.setPen(QPen(QColor("red"), 2))
        item.setZValue(3)
        scene.addItem(item)
        scene.removeItem(item)
    assert sys.getrefcount(None) - before > -100
