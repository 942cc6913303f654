"""The final scoring walked through: each final entry of the log chosen in turn (the board
outlines what it counted), then the summary."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from carc_assist.game import Game
from ui.log_view import LogView


class FinalTour(QObject):
    STEP_MS = 1200

    def __init__(self, log: LogView, finished: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.log = log
        self.finished = finished
        self._rows: list[int] = []

    def start(self, game: Game | None) -> None:
        if game is None:
            return
        self._rows = [row for row, event in enumerate(game.events) if event.final]
        self._step()

    def _step(self) -> None:
        if not self._rows:
            self.log.clearSelection()
            self.finished()
            return
        self.log.setCurrentRow(self._rows.pop(0))
        QTimer.singleShot(self.STEP_MS, self, self._step)  # no step once the window is gone
