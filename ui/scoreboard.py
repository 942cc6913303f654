"""The scoreboard: players in turn order with colour (and its name), score, followers in
supply and last turn's points; the player whose turn it is is marked."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from carc_assist.insight import projected_scores
from ui.colors import color_name, ink_on, qcolor
from ui.session import GameSession


class ScoreModel(QStandardItemModel):
    """A row per player. The items hold their values, so painting the table never calls
    back into Python; a change sets only the values that differ (most touch one or two)."""

    #: the rows or columns were made anew (a new game, tournament mode switched)
    rebuilt = Signal()

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        session.changed.connect(self.reload)
        self.reload()

    def reload(self) -> None:
        game = self.session.game
        now = -1 if game is None or game.finished else game.current_player  # whose turn it is
        rows = self._rows(now)
        columns = 4 if self.session.tournament else 5
        if len(rows) != self.rowCount() or columns != self.columnCount():
            self._rebuild(len(rows), columns)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = self.item(row, column)
                if item.data(Qt.ItemDataRole.DisplayRole) != value:
                    item.setData(value, Qt.ItemDataRole.DisplayRole)
                if item.font().bold() != (row == now):
                    font = item.font()
                    font.setBold(row == now)
                    item.setFont(font)

    def _rows(self, now: int) -> list[list[int | str]]:
        """Each player's name (▶ whose turn it is), score, supply, last turn's points and, out
        of tournament mode, the score if the game ended now."""
        game = self.session.game
        if game is None:
            return []
        projection = [] if self.session.tournament else projected_scores(game)
        last_turn = game.events_of_turn(game.turn - 1)
        rows: list[list[int | str]] = []
        for row, player in enumerate(game.setup.players):
            last = [e.points for e in last_turn if e.player == row]
            marker = "▶ " if row == now else "   "
            name = f"{marker}{player.name} ({color_name(player.color)})"
            rows.append([name, _shown(game.scores[row]), game.supply[row], f"+{sum(last)}" if last else ""])
            rows[-1].extend(_shown(n) for n in projection[row : row + 1])
        return rows

    def _rebuild(self, rows: int, columns: int) -> None:
        game = self.session.game
        self.clear()
        headers = [
            self.tr("Player"),
            self.tr("Score"),
            self.tr("Supply"),
            self.tr("Last turn"),
            self.tr("If it ended now"),
        ]
        self.setHorizontalHeaderLabels(headers[:columns])
        for row in range(rows):
            assert game is not None
            color = game.setup.players[row].color
            items = [QStandardItem() for _ in range(columns)]
            items[0].setBackground(qcolor(color))
            items[0].setForeground(ink_on(color))
            for item in items:
                item.setEditable(False)
            for item in items[1:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.appendRow(items)
        self.rebuilt.emit()


#: the numbers an item holds as numbers (a C long long); Qt refuses larger ones
_ITEM_NUMBERS = range(-(2**63), 2**63)


def _shown(n: int) -> int | str:
    """A score as the item holds it: a number, or beyond what Qt takes its digits (a huge
    score must show, not stop the scoreboard)."""
    return n if n in _ITEM_NUMBERS else str(n)


class Scoreboard(QTableView):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(ScoreModel(session))
        self.verticalHeader().hide()
        # The number columns are sized to their headers (wider than any score) when the table
        # is set up, not on every change: measuring every cell each turn cost a millisecond.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        model = self.model()
        assert isinstance(model, ScoreModel)
        model.rebuilt.connect(self._fit_columns)
        self._fit_columns()
        self.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _fit_columns(self) -> None:
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.model().columnCount()):
            self.resizeColumnToContents(column)
