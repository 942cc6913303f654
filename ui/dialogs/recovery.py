"""A stored game that no longer replays (bad JSON, an illegal action, a newer format): what
was wrong, how far it replays, where the damaged copy was put aside, and the offer to go on
from its last good action. Everything here is shown as plain text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from carc_assist.storage.library import Recovered


class RecoveryDialog(QDialog):
    def __init__(self, recovered: Recovered, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("This game is damaged"))
        layout = QVBoxLayout(self)
        lines = [
            self.tr("Its stored record no longer replays: {reason}").format(reason=recovered.reason),
            self.tr("It replays as far as action {good} of {total}.").format(
                good=recovered.good_actions, total=recovered.total_actions
            ),
        ]
        if recovered.damaged_copy is not None:
            lines.append(
                self.tr("The damaged copy is kept, never deleted: {path}").format(path=recovered.damaged_copy)
            )
        self.text = QLabel("\n\n".join(lines))
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(520)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox()
        go_on = buttons.addButton(
            self.tr("Go on from action {good}").format(good=recovered.good_actions),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        buttons.addButton(self.tr("Not now"), QDialogButtonBox.ButtonRole.RejectRole)
        go_on.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
