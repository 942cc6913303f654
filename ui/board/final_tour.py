"""The final scoring walked through: each final entry of the log chosen in turn (the board
outlines what it counted), the rule behind it in a sentence under the bar (an expansion's
half says its own: the goods' majorities, the pig's field, an inn road's 0), then the summary.

Players check it against the real board, so they set the pace: it moves on by itself every
``STEP_MS`` (as it always did, and the table may just watch), and a small bar in the log area
pauses it, goes back, or on: Space pauses and plays, the Left and Right arrows go back and
on (a step by hand pauses, so the entry stays until asked). After the last entry the summary
comes, by itself when playing, or with Next."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from carc_assist.rules.game import Game
from carc_assist.table.events import ScoreEvent
from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD
from ui.board.board_view import BoardView, square_rect
from ui.expansions import first, halves
from ui.panels.log_view import LogView, entries
from ui.words.plain import PlainLabel


class FinalTour(QWidget):
    STEP_MS = 2500
    """How long each entry stays while playing, in milliseconds."""

    def __init__(self, log: LogView, finished: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.finished = finished
        self._rows: list[int] = []  # the log rows of the final entries
        self._events: list[ScoreEvent] = []  # and those entries
        self._at = 0  # the one chosen now
        self._timer = QTimer(self)  # the widget's own: no step once the window is gone
        self._timer.timeout.connect(self._tick)
        self.position = PlainLabel()
        self.back = self._button(self.tr("Back"), Qt.Key.Key_Left, self._back)
        self.pause = self._button(self.tr("Pause"), Qt.Key.Key_Space, self._pause_or_play)
        self.next = self._button(self.tr("Next"), Qt.Key.Key_Right, self._next)
        self.rule = PlainLabel()  # the rule behind the entry shown
        self.rule.setWordWrap(True)
        bar = QHBoxLayout()
        bar.addWidget(self.position, 1)
        for button in (self.back, self.pause, self.next):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.rule)
        self.hide()  # until a game ends
        # a longer rule under the bar shortens the log: it keeps the entry in view
        log.verticalScrollBar().rangeChanged.connect(self._keep_in_view)

    def _keep_in_view(self) -> None:
        """While the tour runs, the log keeps its chosen entry in view when its height changes
        (the rule under the bar takes more or fewer lines from one entry to the next)."""
        item = self.log.currentItem()
        if self.isVisible() and item is not None:
            self.log.scrollToItem(item)

    def _button(self, text: str, key: Qt.Key, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        # a shortcut of the bar (not the button's own, which clicks only after showing itself
        # pressed): anywhere in the window while the bar is shown
        QShortcut(QKeySequence(key), self).activated.connect(button.click)
        button.setToolTip(
            self.tr("{what} ({key})").format(
                what=text, key=QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            )
        )
        button.clicked.connect(slot)
        return button

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def start(self, game: Game | None) -> None:
        if game is None:
            return
        final = [(row, e) for row, e in enumerate(entries(game)) if isinstance(e, ScoreEvent) and e.final]
        self._rows = [row for row, _ in final]
        self._events = [event for _, event in final]
        self._at = 0
        self.show()
        self._play()
        self._show()

    def _show(self) -> None:
        """Choose the entry now at, or end with the summary when all were shown."""
        if self._at >= len(self._rows):
            self._timer.stop()
            self.hide()
            self.log.clearSelection()
            self.finished()
            return
        event = self._events[self._at]
        rule = self.rule_words(event)
        self.rule.setText(rule or "")
        self.rule.setVisible(rule is not None)
        self.log.setCurrentRow(self._rows[self._at])
        self._bring_into_view(event)
        self.position.setText(
            self.tr("Final scoring: {at} of {count}").format(at=self._at + 1, count=len(self._rows))
        )
        self.back.setEnabled(self._at > 0)
        last = self._at == len(self._rows) - 1
        self.next.setText(self.tr("Summary") if last else self.tr("Next"))

    def _tick(self) -> None:
        if not self.window().isVisible():  # the window was closed while it played: no more steps
            self._stop()
            return
        self._at += 1
        self._show()

    def _play(self) -> None:
        self._timer.start(self.STEP_MS)
        self.pause.setText(self.tr("Pause"))

    def _stop(self) -> None:
        self._timer.stop()
        self.pause.setText(self.tr("Play"))

    def _pause_or_play(self) -> None:
        if self.playing:
            self._stop()
        else:
            self._play()

    def _next(self) -> None:
        self._stop()
        self._tick()

    def _back(self) -> None:
        self._stop()
        self._at = max(self._at - 1, 0)
        self._show()

    def _bring_into_view(self, event: ScoreEvent) -> None:
        """The board (the window's) scrolls, as little as it needs, to show what the entry
        counted (the log outlines it there): the tour points at it even far off the view."""
        board = self.window().findChild(BoardView)
        if board is None or not event.squares:
            return
        counted = QRectF()
        for square in event.squares:
            counted = counted.united(square_rect(square))
        board.ensureVisible(counted, 24, 24)

    def rule_words(self, event: ScoreEvent) -> str | None:
        """The rule behind a final entry: an expansion's half says its own (it changes a
        road's or a field's points too: an inn, a pig), else the base game's for what is
        scored unfinished at the end; None when there is nothing to add."""
        said = first(half.tour_words(event) for half in halves())
        if said is not None:
            return said
        base = {
            ROAD: self.tr("An unfinished road scores 1 point per tile at the end."),
            CITY: self.tr("An unfinished city scores 1 point per tile and 1 per pennant at the end."),
            CLOISTER: self.tr(
                "An unfinished cloister scores 1 point for itself and 1 for each tile around it."
            ),
            FIELD: self.tr(
                "A field scores 3 points for each completed city it touches, to the players with the most "
                "farmers in it."
            ),
        }
        return base.get(event.source)
