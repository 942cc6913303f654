"""The main window (a first frame; the table companion grows here)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("carc-assist"))
        self.setCentralWidget(QLabel(self.tr("carc-assist: the table companion is being built.")))
        self.resize(1200, 800)
