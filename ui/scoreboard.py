"""The scoreboard: players in turn order with colour (and its name), score, followers in
supply and last turn's points; the player whose turn it is is marked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from carc_assist.insight import projected_scores
from ui.colors import color_name, ink_on, qcolor
from ui.session import GameSession

Index = QModelIndex | QPersistentModelIndex


class ScoreModel(QAbstractTableModel):
    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self._rows = 0
        self._columns = 0
        self._projection: list[int] = []
        session.changed.connect(self.reload)

    def reload(self) -> None:
        game = self.session.game
        rows = len(game.setup.players) if game else 0
        self._projection = projected_scores(game) if game is not None and not self.session.tournament else []
        if rows != self._rows or self.columnCount() != self._columns:
            self._columns = self.columnCount()
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
        elif rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, self._columns - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 4 if self.session.tournament else 5

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        headers = [
            self.tr("Player"),
            self.tr("Score"),
            self.tr("Supply"),
            self.tr("Last turn"),
            self.tr("If it ended now"),
        ]
        return headers[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        game = self.session.game
        if game is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        player = game.setup.players[row]
        now = row == game.current_player and not game.finished
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                marker = "▶ " if now else "   "
                return f"{marker}{player.name} ({color_name(player.color)})"
            if column == 1:
                return game.scores[row]
            if column == 2:
                return game.supply[row]
            if column == 4:
                return self._projection[row] if row < len(self._projection) else ""
            last = [e.points for e in game.events_of_turn(game.turn - 1) if e.player == row]
            return f"+{sum(last)}" if last else ""
        if role == Qt.ItemDataRole.BackgroundRole and column == 0:
            return qcolor(player.color)
        if role == Qt.ItemDataRole.ForegroundRole and column == 0:
            return ink_on(player.color)
        if role == Qt.ItemDataRole.FontRole and now:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return Qt.AlignmentFlag.AlignCenter
        return None


class Scoreboard(QTableView):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(ScoreModel(session))
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3, 4):
            self.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
