"""The small grey explanation under a control (rule options, tile editor fields)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def hint(text: str, wrap: bool = True, indent: int = 0) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setStyleSheet(f"color: #555; margin-left: {indent}px;")
    return label
