"""Players' words and file contents shown as written, never as markup.

Qt reads a label's, a tooltip's or a message box's text as rich text when it merely looks like
HTML (``Qt.mightBeRichText``): a player named ``<img src=/etc/passwd>`` would make the app read
and show a local file, a tile id holding ``<a href=…>`` would put a live link in an error box.
So every text that can hold something the app did not write goes through here: labels are
``PlainLabel`` (plain text, always); message boxes are shown by ``message`` (plain text);
tooltips, which have no plain mode of their own, get ``literal`` text (escaped rich text that
shows the original characters); buttons,
check boxes and menu entries, where ``&`` marks a shortcut letter, get ``no_shortcut`` text.
"""

from __future__ import annotations

from PySide6.QtGui import Qt  # QtCore's Qt with QtGui's text functions
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

Button = QMessageBox.StandardButton


class PlainLabel(QLabel):
    """A label that shows its text character for character (QLabel's default, AutoText,
    would turn text that looks like HTML into rich text)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)


def literal(text: str) -> str:
    """Rich text that shows ``text`` exactly (escaped, line breaks kept), for a tooltip or a
    message box: they decide by the look of the text whether it is markup."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def no_shortcut(text: str) -> str:
    """``text`` for a button, check box or menu entry, shown as written: a single ``&`` there
    marks the shortcut letter and vanishes (``Tom & Jerry``)."""
    return text.replace("&", "&&")


def message(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: Button = Button.Ok,
    default: Button = Button.NoButton,
) -> Button:
    """Show ``text`` in a message box as plain text and return the button the player chose."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    return Button(box.exec())
