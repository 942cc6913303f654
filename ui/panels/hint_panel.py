"""The Hint button (issue 32): at the place step, only when asked, the coach's three best turns.

Off by default (a preference), never in tournament mode, never on the phone page (which shows
the table, not this window). The ranking runs off the GUI thread (``QThreadPool``) on a copy
of the game made from its record, so the window never waits and the game is never read by two
threads; a change of the game cancels it (``rank``'s ``should_stop``). The top three, each
on a square of its own (``apart``), stand on the board as ghost tiles (``shown``; the board
draws them, ``ui.board.overlays``); hovering one, there or in the row, lights it and says why
(``read``). A suggestion is a proposal, not a move: a click (on its button or its ghost, or a
tap) proposes it: its ghost alone stands on the board, lit, the tile on its square in its
rotation and its follower's spot marked; one more click, tap or Enter plays it (``play``), as
the actions of a turn played by hand (each undone as such).
Then a deeper look (``lookahead.deepen``, within ``lookahead.BUDGET``, its progress shown, a Stop
button) may change the order. After a turn, "How did that go?" (``review_last_turn``): one
sentence comparing it with the coach's best in the same position, judged from the evaluation
the hint showed for that position when there was one (``coach.Evaluation``): the two never
disagree.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRectF, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QVBoxLayout, QWidget

from carc_assist.players import lookahead
from carc_assist.players.coach import Cancelled, Evaluation, Review, Suggestion, last_turn, rank, review
from carc_assist.rules.game import DRAW, OVER, PLACE, Game
from carc_assist.rules.hooks import role
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Follower, Place
from carc_assist.table.tiles import TileDef
from ui.look.painter import segment_outline
from ui.words.coach_words import CoachWords, signed
from ui.words.plain import PlainLabel

# how many turns the hint shows
TOP = 3
# a part drawn with its middle this far from the tile's (a fraction of the tile) lies on a side
OFF_MIDDLE = 0.15


@dataclass(frozen=True)
class Hint:
    """A suggestion with what the words need of it: the role of its follower, if any, and
    the side of the tile its feature lies on (``side_of``)."""

    suggestion: Suggestion
    role: str | None
    side: str | None = None


@dataclass(frozen=True)
class Answer:
    """The hints to show, and the evaluation they come from (what the feedback judges by)."""

    hints: list[Hint]
    evaluation: Evaluation


class _Signals(QObject):
    done = Signal(int, object)  # the request's number, its Answer, or None when cancelled
    progressed = Signal(int, float)  # the request's number, how far the deeper look is (0 to 1)
    deepened = Signal(int, object)  # the request's number, the deeper look's Answer, or None
    reviewed = Signal(int, object)  # the request's number, its Verdict, or None


class _Job(QRunnable):
    """A coach's job off the GUI thread, on its own copy of the game (replayed from the record
    taken on the GUI thread): its request's number, a stop to ask, and where to say it."""

    def __init__(
        self,
        number: int,
        record: dict[str, object],
        stop: threading.Event,
        signals: _Signals,
        evaluation: Evaluation | None = None,
    ) -> None:
        super().__init__()
        self.number, self.record, self.stop, self.signals = number, record, stop, signals
        self.evaluation = evaluation


class _Ranking(_Job):
    """Ranks on its own copy of the game."""

    def run(self) -> None:
        try:
            game = replay(self.record)
            ranked = rank(game, None, self.stop.is_set)
        except Cancelled:
            self.signals.done.emit(self.number, None)
            return
        quick = apart(ranked)
        self.signals.done.emit(self.number, self._answer(game, quick[:TOP], ranked))
        if len(quick) < 2:
            self.signals.deepened.emit(self.number, None)
            return
        try:
            deeper = lookahead.deepen(game, quick, lookahead.BUDGET, self.stop.is_set, self._progress)
            answer: Answer | None = self._answer(game, deeper[:TOP], [*deeper, *ranked])
        except Cancelled:
            answer = None
        self.signals.deepened.emit(self.number, answer)

    @staticmethod
    def _answer(game: Game, shown: list[Suggestion], weighed: list[Suggestion]) -> Answer:
        """The hints shown, and every turn weighed (the first value of a turn counts)."""
        evaluation = Evaluation(tuple(game.actions), game.prompt.player, tuple(shown), tuple(weighed))
        return Answer([Hint(s, *_follower(game, s)) for s in shown], evaluation)

    def _progress(self, done: float) -> None:
        self.signals.progressed.emit(self.number, done)


@dataclass(frozen=True)
class Verdict:
    """The last turn's review, with what the words need of the best turn: its follower's role
    and side (as ``Hint``)."""

    review: Review
    best_role: str | None
    best_side: str | None = None


class _Reviewing(_Job):
    """Reviews the last turn on its own copy of the game."""

    def run(self) -> None:
        verdict = None
        try:
            game = replay(self.record)
            said = review(game, self.stop.is_set, self.evaluation)
            if said is not None:
                for _ in said.played.actions:  # back to the position the best turn is of
                    game.pop()
                verdict = Verdict(said, *_follower(game, said.best))
        except Cancelled:
            pass
        self.signals.reviewed.emit(self.number, verdict)


def apart(suggestions: list[Suggestion]) -> list[Suggestion]:
    """The best suggestion for each square, best first: the board shows each as a ghost tile,
    and ghosts on one square would hide one another (the turns of one square differ by a
    rotation or a follower, which the first one's words and ghost say)."""
    seen: set[object] = set()
    kept = []
    for suggestion in suggestions:
        first = suggestion.actions[0]
        where = first.at if isinstance(first, Place) else first
        if where not in seen:
            seen.add(where)
            kept.append(suggestion)
    return kept


def _follower(game: Game, suggestion: Suggestion) -> tuple[str | None, str | None]:
    """What the turn's follower would be called (knight, thief …) and the side of the tile
    its feature's part lies on (``side_of``); None for either when there is none."""
    place, *rest = suggestion.actions
    if not rest or not isinstance(rest[0], Follower) or not isinstance(place, Place):
        return None, None
    with game.trying(place):
        placed = game.last_placed
        segment = None if placed is None else placed.segment_at(rest[0].location)
        if placed is None or segment is None:
            return None, None
        side = side_of(placed.tile, placed.rotation, segment - placed.first_segment)
        return role(game.board.feature(segment).kind), side


def side_of(tile: TileDef, rotation: int, segment: int) -> str:
    """Where on its tile a segment is drawn, as a spot code ``Texts.location_words`` says
    ("N", "Ne" … or "C" in the middle): from the middle of what the board draws for it, not
    from its spot's code (a field around a city in a corner has its spot on an edge, and
    lies mostly elsewhere)."""
    middle = segment_outline(tile, rotation, segment, QRectF(0, 0, 1, 1)).boundingRect().center()
    dx, dy = middle.x() - 0.5, middle.y() - 0.5
    north_south = "N" if dy < -OFF_MIDDLE else "S" if dy > OFF_MIDDLE else ""
    east_west = "e" if dx > OFF_MIDDLE else "w" if dx < -OFF_MIDDLE else ""
    if north_south:
        return north_south + east_west
    return east_west.upper() or "C"


class HintPanel(QWidget):
    """The button, then the suggestions and the sentence of the one hovered."""

    # the suggested turns to show on the board, best first (a list of action lists; [] none)
    shown = Signal(object)
    # the suggestion being read, by its index
    reading = Signal(int)
    # the suggestion proposed, by its index (-1: none)
    proposing = Signal(int)
    # play these actions, in order
    chosen = Signal(object)

    def __init__(
        self, words: CoachWords, game: Callable[[], Game | None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.words, self._game = words, game
        self.button = QPushButton(self.tr("Hint (H)"))
        self.button.setToolTip(self.tr("The coach's three best turns for this tile, explained"))
        self.button.clicked.connect(self.ask)
        self.choices = [QPushButton() for _ in range(TOP)]
        self.sentence = PlainLabel()
        self.sentence.setWordWrap(True)
        # three lines kept (a suggestion says every part of its value): a longer sentence does
        # not move the board down
        self.sentence.setMinimumHeight(3 * self.sentence.fontMetrics().lineSpacing())
        self.progress = QProgressBar()  # the deeper look under way
        self.progress.setRange(0, 100)
        self.progress.setFormat(self.tr("Looking a turn ahead… %p%"))
        self.progress.setMinimumWidth(
            self.progress.fontMetrics().horizontalAdvance(self.progress.format()) + 40
        )
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Keep the quick answer and stop looking further"))
        self.stop_button.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        for number, choice in enumerate(self.choices):
            choice.hide()
            choice.setCheckable(True)  # checked: the suggestion proposed
            choice.installEventFilter(self)
            choice.clicked.connect(lambda _=False, n=number: self.play(n))
            row.addWidget(choice)
        row.addWidget(self.progress)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.sentence)
        # no parent: a ranking still under way when the window closes keeps it alive, and its
        # answer then reaches nobody (the connection goes with the panel)
        self._signals = _Signals()
        self._signals.done.connect(self._show)
        self._signals.progressed.connect(self._show_progress)
        self._signals.deepened.connect(self._show_deeper)
        self._signals.reviewed.connect(self._show_review)
        self._request = 0
        self._stop = threading.Event()
        self._hints: list[Hint] = []
        self._names: list[str] = []
        #: the evaluation of the last hint shown: the feedback after the turn judges by it (a
        #: change of the game keeps it: it names the position it is of)
        self._evaluation: Evaluation | None = None
        self._proposed: int | None = None
        # one more input plays the suggestion proposed: Enter (the board's own Enter places
        # the tile it shows; these take over only while a suggestion is proposed)
        self._confirms = [QShortcut(QKeySequence(key), self) for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]
        for shortcut in self._confirms:
            shortcut.activated.connect(self.confirm)
        # Esc takes the proposal back (the board's own Esc would undo the draw)
        self._withdraw = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self._withdraw.activated.connect(self.withdraw)
        self.clear()

    def ask(self) -> None:
        """Rank the held tile's turns, off the GUI thread."""
        game = self._game()
        if game is None or game.prompt.kind != PLACE:
            return
        self.cancel()
        self._request += 1
        self._stop = threading.Event()
        self._names = [player.name for player in game.setup.players]
        self.button.setEnabled(False)
        self.sentence.setText(self.tr("The coach is thinking…"))
        QThreadPool.globalInstance().start(
            _Ranking(self._request, to_record(game), self._stop, self._signals)
        )

    def review_last_turn(self) -> None:
        """How did that go? The turn just played beside the coach's best, in one sentence,
        worked out off the GUI thread (said only if the game has not changed meanwhile)."""
        game = self._game()
        if game is None or last_turn(game.actions) is None or game.prompt.kind not in (DRAW, OVER):
            return
        self.cancel()
        self._request += 1
        self._stop = threading.Event()
        self._names = [player.name for player in game.setup.players]
        QThreadPool.globalInstance().start(
            _Reviewing(self._request, to_record(game), self._stop, self._signals, self._evaluation)
        )

    def _show_review(self, number: int, verdict: Verdict | None) -> None:
        game = self._game()
        if number != self._request or verdict is None or game is None:
            return
        best = verdict.review.best.actions[0]
        where = self.words.texts.square_words(best.at, game) if isinstance(best, Place) else ""
        said = self.words.verdict(verdict.review, verdict.best_role, where, self._names, verdict.best_side)
        self.sentence.setText(said)

    def cancel(self) -> None:
        """Stop a ranking under way (its answer is dropped)."""
        self._stop.set()

    def clear(self) -> None:
        """The game changed: what was said no longer holds."""
        self.cancel()
        self._request += 1
        self._hints = []
        self._propose(None)
        for choice in self.choices:
            choice.hide()
        self.sentence.clear()
        self._looking(False)
        self.button.setEnabled(True)
        self.shown.emit([])

    def _looking(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.stop_button.setVisible(on)
        self.progress.setValue(0)

    def _show_progress(self, number: int, done: float) -> None:
        if number == self._request:
            self.progress.setValue(round(done * 100))

    def _show_deeper(self, number: int, answer: Answer | None) -> None:
        """The deeper look's order (None: stopped or nothing to look at: the quick one stays).
        A suggestion already proposed stays proposed, under its new number."""
        if number != self._request:
            return
        self._looking(False)
        if answer is not None and answer.hints:
            proposed = None if self._proposed is None else self._hints[self._proposed].suggestion.actions
            self._present(answer)
            again = next((i for i, h in enumerate(self._hints) if h.suggestion.actions == proposed), None)
            if again is not None:
                self._propose(again)
            else:
                self.sentence.setText(self.tr("Looked a turn ahead. {words}").format(words=self._words(0)))

    def _show(self, number: int, answer: Answer | None) -> None:
        """The quick ranking: shown at once; the deeper look follows when there is a choice."""
        if number != self._request or answer is None:
            return
        self._looking(len(answer.hints) > 1)
        self._present(answer)

    def _present(self, answer: Answer) -> None:
        self.button.setEnabled(True)
        hints = self._hints = answer.hints
        self._evaluation = answer.evaluation
        self._propose(None)
        for index, choice in enumerate(self.choices):
            if index < len(hints):
                value = hints[index].suggestion.value
                choice.setText(self.tr("{n}. {value}").format(n=index + 1, value=signed(value)))
                explained = self.words.value_words(value)
                choice.setToolTip(f"{explained}\n{self._words(index)}")
                choice.setAccessibleDescription(explained)
                choice.show()
            else:
                choice.hide()
        self.shown.emit([list(hint.suggestion.actions) for hint in hints])
        if hints:
            self.read(0)
        else:
            self.sentence.setText(self.tr("No turn to suggest."))

    def read(self, index: int) -> None:
        """Say why the suggestion ``index`` (its ghost lit on the board; while another one is
        proposed, that one stays lit)."""
        if index < len(self._hints):
            self.sentence.setText(self._words(index))
            if self._proposed is None or self._proposed == index:
                self.reading.emit(index)

    def _words(self, index: int) -> str:
        hint = self._hints[index]
        return self.words.sentence(hint.suggestion, hint.role, self._names, hint.side)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Enter and watched in self.choices:
            self.read(self.choices.index(watched))
        return super().eventFilter(watched, event)

    def play(self, index: int) -> None:
        """A click or tap on suggestion ``index`` (its button or its ghost): the first proposes
        it, the next plays it."""
        if index >= len(self._hints):
            return
        if self._proposed != index:
            self._propose(index)
            return
        self._propose(None)
        self.chosen.emit(list(self._hints[index].suggestion.actions))

    def withdraw(self) -> None:
        """Esc: the suggestion proposed is no longer; all of them stand on the board again."""
        if self._proposed is not None:
            self._propose(None)
            self.read(0)

    def confirm(self) -> None:
        """Enter: play the suggestion proposed."""
        if self._proposed is not None:
            self.play(self._proposed)

    def _propose(self, index: int | None) -> None:
        """Show suggestion ``index`` as the turn about to be played (None: none)."""
        self._proposed = index
        for number, choice in enumerate(self.choices):
            choice.setChecked(number == index)
        for shortcut in (*self._confirms, self._withdraw):
            shortcut.setEnabled(index is not None)
        if index is None:
            self.proposing.emit(-1)
            return
        self.read(index)
        self.proposing.emit(index)
        self.sentence.setText(
            self.tr("{words} Click it again, tap it or press Enter to play it.").format(
                words=self._words(index)
            )
        )
