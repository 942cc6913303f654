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
        self._columns = 0
        self._cells: list[list[Any]] = []  # the text of each cell, taken once per change
        self._now = -1  # the row of the player whose turn it is (-1: none)
        session.changed.connect(self.reload)

    def reload(self) -> None:
        """Take the scores once per change, and repaint only the rows that changed (``data``
        is asked many times per paint, and most changes touch one or two rows)."""
        game = self.session.game
        cells: list[list[Any]] = []
        now = -1
        if game is not None:
            now = -1 if game.finished else game.current_player
            projection = projected_scores(game) if not self.session.tournament else []
            last_turn = game.events_of_turn(game.turn - 1)
            for row, player in enumerate(game.setup.players):
                last = [e.points for e in last_turn if e.player == row]
                marker = "▶ " if row == now else "   "
                cells.append(
                    [
                        f"{marker}{player.name} ({color_name(player.color)})",
                        game.scores[row],
                        game.supply[row],
                        f"+{sum(last)}" if last else "",
                        *projection[row : row + 1],
                    ]
                )
        old, self._cells = self._cells, cells
        changed = [row for row in range(len(cells)) if row >= len(old) or old[row] != cells[row]]
        if len(cells) != len(old) or self.columnCount() != self._columns:
            self._columns = self.columnCount()
            self.beginResetModel()
            self._now = now
            self.endResetModel()
            return
        if now != self._now:
            changed += [row for row in (now, self._now) if row >= 0]
            self._now = now
        if changed:
            self.dataChanged.emit(self.index(min(changed), 0), self.index(max(changed), self._columns - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cells)

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
        if role == Qt.ItemDataRole.DisplayRole:
            cells = self._cells[row]
            return cells[column] if column < len(cells) else ""
        if role == Qt.ItemDataRole.BackgroundRole and column == 0:
            return qcolor(player.color)
        if role == Qt.ItemDataRole.ForegroundRole and column == 0:
            return ink_on(player.color)
        if role == Qt.ItemDataRole.FontRole and row == self._now:
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
