"""Help → About: version, licence and the bundled software's notices, as plain text."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from carc_assist import __version__
from ui.dialogs.about import AboutDialog, app_icon


def test_about_names_the_version_the_licence_and_the_lgpl_notices(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"carc-assist {__version__}" in labels
    assert "MIT" in labels and "LGPL" in labels
    notices = dialog.findChild(QPlainTextEdit)
    assert notices is not None
    assert "MIT License" in notices.toPlainText() and "GNU LGPL v3" in notices.toPlainText()


def test_the_icon_draws() -> None:
    assert not app_icon().pixmap(64, 64).isNull()
