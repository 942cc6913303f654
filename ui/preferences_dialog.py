"""Preferences: language, board colour, and confirm-before-place for touch screens."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from ui.settings import BOARD_COLOR, CONFIRM_PLACEMENT, LANGUAGE


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system"), "")
        self.language.addItem("English", "en")
        self.language.addItem("Nederlands", "nl")
        self.language.addItem("Română", "ro")
        self.language.setCurrentIndex(max(self.language.findData(LANGUAGE.get()), 0))
        self.confirm = QCheckBox(self.tr("Tap a square twice to place (touch screens)"))
        self.confirm.setChecked(bool(CONFIRM_PLACEMENT.get()))
        self._color = QColor(str(BOARD_COLOR.get()))
        self.color_button = QPushButton(self._color.name())
        self.color_button.clicked.connect(self._pick_color)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(QLabel(self.tr("A new language shows after a restart.")))
        form.addRow(self.tr("Board background"), self.color_button)
        form.addRow(self.confirm)
        form.addRow(buttons)

    def _pick_color(self) -> None:
        color = QColorDialog.getColor(self._color, self)
        if color.isValid():
            self._color = color
            self.color_button.setText(color.name())

    def _accept(self) -> None:
        LANGUAGE.set(str(self.language.currentData()))
        CONFIRM_PLACEMENT.set(self.confirm.isChecked())
        BOARD_COLOR.set(self._color.name())
        self.accept()
