"""Preferences: language, colour scheme, board colour, the touch layout, and confirm-before-place
for touch screens."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from ui.look.colors import COLOR_SCHEME, apply_color_scheme, board_background
from ui.prefs.settings import BOARD_COLOR, COACH_HINTS, CONFIRM_PLACEMENT, LANGUAGE
from ui.prefs.touch import TOUCH_LAYOUT


def _choices(box: QComboBox, items: list[tuple[str, str]], current: str) -> QComboBox:
    for text, value in items:
        box.addItem(text, value)
    box.setCurrentIndex(max(box.findData(current), 0))
    return box


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language = _choices(
            QComboBox(),
            [(self.tr("As the system"), ""), ("English", "en"), ("Nederlands", "nl"), ("Română", "ro")],
            str(LANGUAGE.get()),
        )
        self.scheme = _choices(
            QComboBox(),
            [
                (self.tr("As the system", "colour scheme"), "system"),
                (self.tr("Light"), "light"),
                (self.tr("Dark"), "dark"),
            ],
            str(COLOR_SCHEME.get()),
        )
        self.touch = _choices(
            QComboBox(),
            [
                (self.tr("Automatic (on with a touchscreen)"), "auto"),
                (self.tr("On"), "on"),
                (self.tr("Off"), "off"),
            ],
            str(TOUCH_LAYOUT.get()),
        )
        self.confirm = QCheckBox(self.tr("Tap a square twice to place (touch screens)"))
        self.confirm.setChecked(bool(CONFIRM_PLACEMENT.get()))
        self.hints = QCheckBox(
            self.tr("Offer the coach's hints at the place step (never in tournament mode)")
        )
        self.hints.setChecked(bool(COACH_HINTS.get()))
        # None: the colour scheme's own background (dark in a dark scheme)
        self._color: QColor | None = board_background() if QSettings().contains(BOARD_COLOR.key) else None
        self.color_button = QPushButton()
        self.color_button.clicked.connect(self._pick_color)
        self.scheme_color = QPushButton(self.tr("Use the colour scheme's"))
        self.scheme_color.clicked.connect(lambda: self._set_color(None))
        self._set_color(self._color)
        colors = QHBoxLayout()
        colors.addWidget(self.color_button)
        colors.addWidget(self.scheme_color)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(QLabel(self.tr("A new language shows after a restart.")))
        form.addRow(self.tr("Colour scheme"), self.scheme)
        form.addRow(self.tr("Board background"), colors)
        form.addRow(self.tr("Touch layout"), self.touch)
        form.addRow(self.confirm)
        form.addRow(self.hints)
        form.addRow(buttons)

    def _set_color(self, color: QColor | None) -> None:
        self._color = color
        # (what each button does, and what the background is now)
        now = color.name() if color is not None else self.tr("the colour scheme's")
        self.color_button.setText(self.tr("Choose a colour… (now: {colour})").format(colour=now))
        self.scheme_color.setEnabled(color is not None)

    def _pick_color(self) -> None:
        color = QColorDialog.getColor(self._color or board_background(), self)
        if color.isValid():
            self._set_color(color)

    def _accept(self) -> None:
        LANGUAGE.set(str(self.language.currentData()))
        CONFIRM_PLACEMENT.set(self.confirm.isChecked())
        COACH_HINTS.set(self.hints.isChecked())
        TOUCH_LAYOUT.set(str(self.touch.currentData()))
        COLOR_SCHEME.set(str(self.scheme.currentData()))
        if self._color is None:
            QSettings().remove(BOARD_COLOR.key)
        else:
            BOARD_COLOR.set(self._color.name())
        apply_color_scheme()
        self.accept()
