"""A score correction by hand, when the table and the app disagree: player, points, reason."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from carc_assist.files.limits import MAX_ADJUST_POINTS, MAX_REASON
from carc_assist.table.actions import Adjust


class AdjustDialog(QDialog):
    def __init__(self, players: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Correct a score"))
        self.player = QComboBox()
        self.player.addItems(players)
        self.points = QSpinBox()
        self.points.setRange(-MAX_ADJUST_POINTS, MAX_ADJUST_POINTS)  # what a record may hold
        self.reason = QLineEdit()
        self.reason.setMaxLength(MAX_REASON)
        self.reason.setPlaceholderText(self.tr("why, e.g. counted twice at the table"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Points (+ or −)"), self.points)
        form.addRow(self.tr("Reason"), self.reason)
        form.addRow(buttons)

    def _accept(self) -> None:
        if self.points.value() != 0 and self.reason.text().strip():
            self.accept()
        else:
            self.reason.setFocus()

    def action(self) -> Adjust:
        return Adjust(self.player.currentText(), self.points.value(), self.reason.text().strip())
