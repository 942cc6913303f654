"""The small grey explanation under a control (rule options, tile editor fields): in the
palette's placeholder colour, which is grey on light and on dark alike."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QSizePolicy

from ui.words.plain import PlainLabel


def hint(text: str, wrap: bool = True, indent: int = 0) -> QLabel:
    label = PlainLabel(text)
    label.setWordWrap(wrap)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setContentsMargins(indent, 0, 0, 0)  # (a stylesheet margin upsets the wrapped height)
    # never squeezed below the height its wrapped lines need
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label
