"""Help → About: the version, the licence, and the notices of the software a release bundles
(Qt and PySide6 are LGPL: players are told what they are and that they can be replaced)."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from carc_assist.resources import resource_dir
from carc_assist.version import VERSION as __version__


def app_icon() -> QIcon:
    """The app's own icon, drawn from its SVG at whatever size the system asks."""
    return QIcon(str(resource_dir() / "icons" / "carc-assist.svg"))


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About carc-assist"))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title = QLabel(self.tr("carc-assist {version}").format(version=__version__))
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        about = QLabel(
            self.tr(
                "A table companion for Carcassonne. Free software under the MIT licence.\n"
                "Built with Qt {qt} and PySide6 {pyside} (GNU LGPL v3)."
            ).format(qt=qVersion(), pyside=PySide6.__version__)
        )
        about.setTextFormat(Qt.TextFormat.PlainText)
        about.setWordWrap(True)
        about.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        packaging = resource_dir() / "packaging"
        notices = QPlainTextEdit()
        notices.setReadOnly(True)
        notices.setPlainText(
            "\n\n".join((packaging / name).read_text(encoding="utf-8") for name in ("LICENSE", "NOTICES.md"))
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (icon, title, about, notices, buttons):
            layout.addWidget(widget)
        self.resize(620, 520)
