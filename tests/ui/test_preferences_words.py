"""The preferences' board-background buttons say what they do (issue #45, 20): one chooses
a colour and says the one now used, the other goes back to the colour scheme's."""

from __future__ import annotations

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ui.dialogs.preferences import PreferencesDialog


def test_the_background_buttons_say_what_they_do(qtbot: QtBot) -> None:
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    assert dialog.color_button.text() == "Choose a colour… (now: the colour scheme's)"
    assert dialog.scheme_color.text() == "Use the colour scheme's" and not dialog.scheme_color.isEnabled()
    dialog._set_color(QColor("#336699"))
    assert dialog.color_button.text() == "Choose a colour… (now: #336699)"
    assert dialog.scheme_color.isEnabled()
