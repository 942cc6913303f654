"""Touch screens: whether the touch layout is on, and kinetic scrolling for lists.

The touch layout (buttons to turn, place and cancel a tile; a tap shows a tile before a
second tap places it) turns on by itself when the machine has a touchscreen, and can be set
on or off in the preferences.
"""

from __future__ import annotations

from PySide6.QtGui import QInputDevice
from PySide6.QtWidgets import QAbstractScrollArea, QScroller

from ui.prefs.settings import Preference

#: "auto" (on with a touchscreen), "on" or "off"
TOUCH_LAYOUT = Preference("preferences/touch_layout", "auto")


def has_touchscreen() -> bool:
    return any(device.type() == QInputDevice.DeviceType.TouchScreen for device in QInputDevice.devices())


def touch_layout() -> bool:
    chosen = str(TOUCH_LAYOUT.get())
    return chosen == "on" or (chosen == "auto" and has_touchscreen())


def kinetic(area: QAbstractScrollArea) -> None:
    """Let a finger flick the list (and a drag of the left mouse button, with the touch
    layout on: a touch laptop's mouse-like touches come as those)."""
    gesture = (
        QScroller.ScrollerGestureType.LeftMouseButtonGesture
        if touch_layout()
        else QScroller.ScrollerGestureType.TouchGesture
    )
    QScroller.grabGesture(area.viewport(), gesture)
