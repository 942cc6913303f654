"""The scoreboard: players in turn order with colour (and its name), score, followers in
supply and last turn's points; the player whose turn it is is marked.

A player is told apart by more than colour: the name, the colour's name, and a disc with the
initial as their figures on the board carry it. The table never gets narrower than its
texts need (in any language), so names are never cut to "…".
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QIcon,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QWidget

from carc_assist.rules.game import Game
from carc_assist.rules.insight import projected_scores
from carc_assist.rules.setup import Player
from carc_assist.rules.steps import Step
from carc_assist.table.events import ScoreEvent
from ui.look.colors import color_name, ink_on, qcolor
from ui.session import GameSession
from ui.words.marks import player_mark
from ui.words.texts import Texts, countable, exact

#: the score a score's accessible name was made for
SAID = Qt.ItemDataRole.UserRole + 1
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole


class ScoreModel(QStandardItemModel):
    """A row per player. The items hold their values, so painting the table never calls
    back into Python; a step updates only the rows it names, and of those only the values
    that differ."""

    #: the rows or columns were made anew (a new game, tournament mode switched)
    rebuilt = Signal()

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self._players: tuple[Player, ...] = ()  # whose rows the table has (names, colours)
        self._projection: list[int] = []  # the scores if the game ended now, as last worked out
        self._now = -1  # the row of the player whose turn it is (-1: none, the game is over)
        self._kinds: tuple[str, ...] = ()  # the kinds of figure in the supply, as the table says them
        #: what the supply's numbers are ("7 + 1 + 1 + 1"), when it has more than followers
        self.supply_said = ""
        session.changed.connect(self.reload)
        self.reload()

    def reload(self, step: Step | None = None) -> None:
        """Show what ``step`` changed, and only that (None: anything may have changed): the
        rows of the players it names (score, figures left, last turn's points); every row
        when the turn changed (whose turn it is, last turn's points) or the game ended; the
        scores if the game ended now, worked out again only when the step changed the board,
        its figures, a score or the log (a draw changes none of them: nothing is done)."""
        game = self.session.game
        if step is None or game is None:
            self._reload_all()
            return
        worked_out = bool(step.tiles or step.figures or step.players or step.events or step.notes)
        if worked_out:
            self._projection = [] if self.session.tournament else projected_scores(game)
        self._now = now = _now(game)
        rows = range(len(game.setup.players)) if worked_out or step.turn else sorted(step.players)
        last_turn = game.events_of_turn(game.turn - 1)
        for row in rows:
            self._show_row(row, self._row(game, row, now, last_turn))

    def _reload_all(self) -> None:
        game = self.session.game
        self._projection = [] if game is None or self.session.tournament else projected_scores(game)
        self._now = now = _now(game)
        columns = 4 if self.session.tournament else 5
        players = game.setup.players if game is not None else ()
        kinds = tuple(game.figures_left(0)) if game is not None else ()  # (another game's supply)
        rebuilt = players != self._players or columns != self.columnCount() or kinds != self._kinds
        self._players, self._kinds = players, kinds
        if rebuilt:
            self._rebuild(len(players), columns)
        if game is not None:
            last_turn = game.events_of_turn(game.turn - 1)
            for row in range(len(players)):
                self._show_row(row, self._row(game, row, now, last_turn))
        if rebuilt:
            self.rebuilt.emit()  # (the view measures the names: they are in now)

    def _show_row(self, row: int, values: list[int | str]) -> None:
        """Set the row's values that differ from what its items hold (a repaint each)."""
        for column, value in enumerate(values):
            item = self.item(row, column)
            if item.data(Qt.ItemDataRole.DisplayRole) != value:
                item.setData(value, Qt.ItemDataRole.DisplayRole)
            if column == 1 and item.data(Qt.ItemDataRole.DisplayRole) != item.data(SAID):
                # (a screen reader reads a number alone; the score says whose it is)
                item.setData(value, SAID)
                score = int(value)
                said = self.tr("{player}: %n point(s)", "", countable(score))
                item.setData(exact(said, score).format(player=self._players[row].name), ACCESSIBLE)
            if item.font().bold() != (row == self._now):
                font = item.font()
                font.setBold(row == self._now)
                item.setFont(font)

    def _row(self, game: Game, row: int, now: int, last_turn: list[ScoreEvent]) -> list[int | str]:
        """The player's name (▶ whose turn it is), score, supply, last turn's points and, out
        of tournament mode, the score if the game ended now."""
        player = game.setup.players[row]
        last = [e.points for e in last_turn if e.player == row]
        marker = "▶ " if row == now else "   "
        name = f"{marker}{player.name} ({color_name(player.color)})"
        values: list[int | str] = [
            name,
            _shown(game.scores[row]),
            supply_shown(game, row),
            f"+{sum(last)}" if last else "",
        ]
        values.extend(_shown(n) for n in self._projection[row : row + 1])
        return values

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
        self.setHorizontalHeaderLabels([headers[0], *map(_two_lines, headers[1:columns])])
        kinds = list(game.figures_left(0)) if game is not None else []
        if len(kinds) > 1:  # "6 + 1 + 1 + 0": which number is which figure
            names = ", ".join(Texts().figure_name(kind) for kind in kinds[1:])
            tip = self.tr("Followers left, then: {figures}").format(figures=names)
            header = self.horizontalHeaderItem(2)
            header.setToolTip(tip)
        else:
            tip = ""
        self.supply_said = tip  # said under the table too (``SupplyWords``): a tooltip is found by few
        for row in range(rows):
            assert game is not None
            player = game.setup.players[row]
            items = [QStandardItem() for _ in range(columns)]
            items[0].setBackground(qcolor(player.color))
            items[0].setForeground(ink_on(player.color))
            items[0].setIcon(figure_icon(player.color, player_mark(game.setup.players, row)))
            for item in items:
                item.setEditable(False)
            for item in items[1:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            items[2].setToolTip(tip)
            self.appendRow(items)


def _now(game: Game | None) -> int:
    """The row of the player whose turn it is; -1 when there is none (no game, or it is over)."""
    return -1 if game is None or game.finished else game.current_player


def _two_lines(text: str) -> str:
    """A header of several words over two lines, broken at the space nearest its middle: the
    number columns are then about as wide as their numbers, not their headers, and the names
    keep the room ("Als het nu eindigde", "Dacă s-ar termina acum")."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text
    middle = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return text[:middle] + "\n" + text[middle + 1 :]


#: the numbers an item holds as numbers (a C long long); Qt refuses larger ones
_ITEM_NUMBERS = range(-(2**63), 2**63)


def _shown(n: int) -> int | str:
    """A score as the item holds it: a number, or beyond what Qt takes its digits (a huge
    score must show, not stop the scoreboard)."""
    return n if n in _ITEM_NUMBERS else str(n)


def supply_shown(game: Game, player: int) -> int | str:
    """The player's followers left, and beside them the figures of each kind with a supply
    of its own (a big follower): "6 + 1" (the scoreboard and the phone page)."""
    followers, *own = game.figures_left(player).values()
    return " + ".join(map(str, (followers, *own))) if own else followers


def figure_icon(color: str, initial: str, size: int = 22) -> QIcon:
    """A disc in the player's colour with their initial, as their figures show on the board."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = ink_on(color)
    painter.setPen(QPen(ink, 1.5))
    painter.setBrush(qcolor(color))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    font = QFont()
    font.setPixelSize(size * 2 // 3)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, initial)
    painter.end()
    return QIcon(pixmap)


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
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _fit_columns(self) -> None:
        """Number columns as wide as their headers, the name column what the longest name
        needs (in bold, as for the player whose turn it is), and the table never narrower than
        all of them: the window's splitter then cannot squeeze a name into "…"."""
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        model = self.model()
        for column in range(1, model.columnCount()):
            self.resizeColumnToContents(column)
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        texts = [str(model.index(row, 0).data() or "") for row in range(model.rowCount())]
        texts.append(str(model.headerData(0, Qt.Orientation.Horizontal) or ""))
        room = self.iconSize().width() if self.iconSize().isValid() else 0
        names = max(metrics.horizontalAdvance(text) for text in texts) + max(room, 22) + 24
        numbers = sum(header.sectionSize(column) for column in range(1, model.columnCount()))
        self.setMinimumWidth(names + numbers + 2 * self.frameWidth())
        # every player's row in sight, always (six at most)
        rows = self.verticalHeader().defaultSectionSize() * model.rowCount()
        self.setMinimumHeight(header.sizeHint().height() + rows + 2 * self.frameWidth())


class SupplyWords(QLabel):
    """What the scoreboard's supply numbers are ("Followers left, then: the big follower, the
    builder, the pig"), in words under it while the supply has more than followers: its
    tooltip alone was found by few."""

    def __init__(self, scoreboard: Scoreboard) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        model = scoreboard.model()
        assert isinstance(model, ScoreModel)
        self._model = model
        model.rebuilt.connect(self._show)
        self._show()

    def _show(self) -> None:
        said = self._model.supply_said
        self.setText(said)
        self.setVisible(bool(said))
