"""After the game: points per player by source, the score race over the turns, and (with the
coach's hints on, never in tournament mode) the three turns that changed the game most."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from carc_assist.players.coach import turning_points
from carc_assist.rules.game import Game
from carc_assist.rules.insight import game_stats
from ui.look.colors import ink_for, qcolor
from ui.prefs.settings import COACH_HINTS
from ui.words.coach_words import CoachWords
from ui.words.hints import hint
from ui.words.plain import PlainLabel
from ui.words.texts import Texts

SOURCES = ("road", "city", "cloister", "field", "adjustment")


def sources(game: Game) -> list[str]:
    """The base game's sources, then each expansion source that scored (wheel sectors, wind
    roses, tents), in the order they first scored."""
    extra = [e.source for e in game.events if e.source not in SOURCES]
    return [*SOURCES[:-1], *dict.fromkeys(extra), SOURCES[-1]]


def points_by_source(game: Game) -> list[dict[str, int]]:
    table = [dict.fromkeys(sources(game), 0) for _ in game.setup.players]
    for event in game.events:
        table[event.player][event.source] += event.points
    return table


def score_race(game: Game) -> list[list[int]]:
    """Each player's score after each turn (final scoring as one last step)."""
    last_turn = max([game.turn - 1, *(e.turn for e in game.events)], default=0)
    race = [[0] for _ in game.setup.players]
    for turn in range(1, last_turn + 2):
        for player, row in enumerate(race):
            gained = sum(
                e.points
                for e in game.events
                if e.player == player
                and ((e.turn == turn and not e.final) or (turn == last_turn + 1 and e.final))
            )
            row.append(row[-1] + gained)
    return race


class RaceChart(QWidget):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.race = score_race(game)
        self.setMinimumSize(520, 260)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(40, 12, -12, -28)
        # the scheme's own ground and ink; each line has a halo, so that a black or a yellow
        # player reads on a dark or a light ground alike
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        painter.setPen(QPen(Qt.GlobalColor.gray, 1))
        painter.drawRect(area)
        ink = self.palette().color(QPalette.ColorRole.Text)
        painter.setPen(ink)
        top = max([max(row) for row in self.race] + [1])
        steps = max(len(self.race[0]) - 1, 1)
        painter.drawText(QRectF(0, area.top() - 6, 36, 14), Qt.AlignmentFlag.AlignRight, str(top))
        painter.drawText(QRectF(0, area.bottom() - 8, 36, 14), Qt.AlignmentFlag.AlignRight, "0")
        painter.drawText(
            QRectF(area.left(), area.bottom() + 6, area.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("turns (the last step is the final scoring)"),
        )
        for player, row in enumerate(self.race):
            color = qcolor(self.game.setup.players[player].color)
            pen, halo = QPen(color, 3), QPen(ink_for(color), 6)
            for line in (pen, halo):  # flat ends: a dash's halo as long as the dash
                line.setCapStyle(Qt.PenCapStyle.FlatCap)
            if player:
                pen.setDashPattern([4.0, 1.0 + player])  # told apart by pattern too, not hue alone
                halo.setDashPattern([2.0, 0.5 + player / 2])  # the same dashes at twice the width
            name = self.game.setup.players[player].name
            legend_y = area.top() + 8 + 18 * player
            legend = (QPointF(area.left() + 10, legend_y), QPointF(area.left() + 40, legend_y))
            points = [
                QPointF(area.left() + area.width() * i / steps, area.bottom() - area.height() * (v / top))
                for i, v in enumerate(row)
            ]
            for line in (halo, pen):
                painter.setPen(line)
                painter.drawLine(*legend)
                painter.drawPolyline(points)
            painter.setPen(ink)
            painter.drawText(QPointF(area.left() + 46, legend_y + 5), f"{name} {row[-1]}")
        painter.end()


def _show_whole(table: QTableWidget) -> None:
    """Size a small table to show every row and column (the Total, the last player) unscrolled."""
    table.resizeColumnsToContents()
    frame = 2 * table.frameWidth() + 2
    width = table.horizontalHeader().length() + table.verticalHeader().sizeHint().width() + frame
    height = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height() + frame
    table.setMinimumSize(min(width, 1400), min(height, 600))


class _TallEnough(QObject):
    """Keeps a wrapped label at least as tall as its lines at its width. A layout gives a
    wrapped label the height of its lines at the width it guessed; the dialog shown narrower
    (1366×768, the coach's turning points on) grew them by lines the dialog had no room for,
    and the chart's axis label was drawn over the explanation of lucky draws. A label's
    minimum height is the dialog's to keep: it grows, or the words stay readable."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QLabel):
            height = watched.heightForWidth(watched.width())
            if height > 0 and height != watched.minimumHeight():
                watched.setMinimumHeight(height)
        return False


class SummaryDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # One per finished game, ~4 MB each: freed when closed, not kept by its parent window.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Summary"))
        table = points_by_source(game)
        columns = sources(game)
        self.table = QTableWidget(len(game.setup.players), len(columns) + 1)
        texts = Texts(self)
        self.table.setHorizontalHeaderLabels([texts.source_name(s) for s in columns] + [self.tr("Total")])
        self.table.setVerticalHeaderLabels([p.name for p in game.setup.players])
        for row, scores in enumerate(table):
            for column, source in enumerate(columns):
                self.table.setItem(row, column, QTableWidgetItem(str(scores[source])))
            self.table.setItem(row, len(columns), QTableWidgetItem(str(game.scores[row])))
        _show_whole(self.table)
        self.stats = QTableWidget(len(game.setup.players), 2)
        self.stats.setHorizontalHeaderLabels(
            [self.tr("Followers deployed"), self.tr("Lucky draws (expected)")]
        )
        self.stats.setVerticalHeaderLabels([p.name for p in game.setup.players])
        luck_said = self.tr(
            "Lucky draws: tiles drawn that could complete a feature the player held, one tile short of "
            "done. In brackets, how many such draws the player could expect: at each of their draws, "
            "the chance that the bag gave one of those tiles, added up. More than expected: luck."
        )
        self.stats.setToolTip(luck_said)
        header = self.stats.horizontalHeaderItem(1)
        if header is not None:
            header.setToolTip(luck_said)
        self.luck = hint(luck_said)  # said under the table too: a tooltip is found by few
        for row, stats in enumerate(game_stats(game)):
            self.stats.setItem(row, 0, QTableWidgetItem(str(stats.followers_deployed)))
            luck = f"{stats.lucky_draws} ({stats.expected_lucky_draws:.1f})"
            self.stats.setItem(row, 1, QTableWidgetItem(luck))
        _show_whole(self.stats)
        self.stats.setVisible(not game.setup.tournament)
        self.winner = PlainLabel(texts.result(game) if game.finished else "")
        self.winner.setStyleSheet("font-weight: bold; font-size: 14pt;")
        self.winner.setVisible(game.finished)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        below = QHBoxLayout()  # side by side: the dialog fits a 1280x720 screen with six players
        below.addWidget(RaceChart(game), 1)
        below.addWidget(self.stats, 0, Qt.AlignmentFlag.AlignTop)
        self.luck.setVisible(not game.setup.tournament)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.table)
        layout.addLayout(below, 1)
        layout.addWidget(self.luck)  # the whole width: a few lines in any language
        self.turning_points = self._turning_points(game)
        if self.turning_points is not None:
            layout.addWidget(self.turning_points)
        layout.addWidget(buttons)
        self._tall = _TallEnough(self)
        for label in (self.luck, self.turning_points):
            if label is not None:
                label.installEventFilter(self._tall)

    def _turning_points(self, game: Game) -> PlainLabel | None:
        """The turns that changed the game most, one a line, as the coach weighs them; only
        while its hints are on, never in tournament mode."""
        if not COACH_HINTS.get() or game.setup.tournament:
            return None
        moments = turning_points(game)
        if not moments:
            return None
        words = CoachWords(Texts(self), self)
        names = [player.name for player in game.setup.players]
        lines = [self.tr("The turns that changed the game most, as the coach sees them:")]
        lines += [words.moment(moment, names) for moment in moments]
        label = PlainLabel("\n".join(lines))
        label.setWordWrap(True)
        return label
