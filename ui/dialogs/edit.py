"""Change a past turn: its tile, square, rotation or follower (or its fortune-teller draw).

The player picks turn N and chooses its actions again, each from the engine's legal choices at
that point. The engine's edit module then replays the later turns on top; a later action that
no longer applies is shown with the engine's reason, and the player drops it or chooses again
in its place. Nothing changes in the game until Confirm.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from carc_assist.rules.game import DRAW, FOLLOWER, PLACE, Game, IllegalAction
from carc_assist.storage.edit import (
    Conflict,
    EditResult,
    Turn,
    continue_edit,
    drop_conflicts,
    edit_record,
    turns,
)
from carc_assist.storage.record import RecordError, replay, to_record
from carc_assist.table.actions import (
    Action,
    Adjust,
    Discard,
    Draw,
    DrawSeveral,
    Follower,
    Pass,
    Place,
    drawing,
    from_record,
)
from ui.look.colors import ERROR_INK, set_ink
from ui.look.painter import TilePainter
from ui.words.plain import PlainLabel
from ui.words.refusals import refusal
from ui.words.texts import Texts

#: the size of a tile's picture in the list of turns
TURN_ICON = 40


def options(game: Game) -> list[Action]:
    """The engine's legal choices for the next action of the turn being played."""
    if game.phase == DRAW:
        return [Draw(tile) for tile in sorted(game.bag.counts)]
    if game.phase == PLACE:
        assert game.held is not None
        return list(game.legal_placements()) or [Discard(game.held)]
    if game.phase == FOLLOWER:
        return [*game.legal_follower_actions(), Pass()]
    return game.expansion_options()


def record_actions(actions: Sequence[Action]) -> list[object]:
    """Actions as a record holds them (the follower step's pass is left out)."""
    return [action.to_record() for action in actions if not isinstance(action, Pass)]


def action_text(texts: Texts, action: Action, game: Game, at_step: bool = True, edges: bool = False) -> str:
    """An action as the dialog lists it, in words that tell the choices apart: a tile by what
    it shows (``edges``: and its edges, where two tiles show the same), a square by where it
    lies from the start tile, a follower by its figure and where on the tile it stands.
    ``at_step``: ``game`` stands just before the action (the figure a spot takes is known
    then); else ``game`` only names the tiles."""
    if isinstance(action, Draw):
        tile = texts.tile_description(action.tile, game) if edges else texts.tile_name(action.tile, game)
        return QCoreApplication.translate("EditTurnDialog", "draw {tile}").format(tile=tile)
    if isinstance(action, Place):
        return QCoreApplication.translate("EditTurnDialog", "{tile}: {square}, turned {rotation}°").format(
            tile=texts.tile_name(action.tile, game),
            square=texts.square_words(action.at, game),
            rotation=action.rotation,
        )
    if isinstance(action, Follower):
        figure = texts.spot_figure(game, action.location) if at_step else texts.figure_name("")
        where = texts.location_words(action.location)
        return figure if where is None else _beside(figure, where)
    label = texts.action_label(action, game)
    taken = action.figure_taken()
    if taken is not None:  # which figure: its square, and where on its tile
        x, y, location = taken
        where = texts.square_words((x, y), game)
        spot = texts.location_words(location)
        return _beside(label, where if spot is None else f"{where}, {spot}")
    place = action.place_taken()
    said = texts.place_figure(place) if place is not None else None
    return label if said is None else _beside(label, said)  # a figure off the tiles: its place


def _beside(said: str, where: str) -> str:
    return QCoreApplication.translate("EditTurnDialog", "{what} ({where})").format(what=said, where=where)


class ChoiceRow(QWidget):
    """One action of the turn: a list of the legal choices (and, when fortune tellers let the
    player draw several tiles at once, a list per further tile)."""

    def __init__(
        self, game: Game, wanted: Action | None, texts: Texts, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.choices = options(game)
        self.texts = texts
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        said = [action_text(texts, action, game) for action in self.choices]
        for action, text in zip(self.choices, said, strict=True):
            if said.count(text) > 1:  # two tiles that show the same: their edges tell them apart
                text = action_text(texts, action, game, edges=True)
            self.combo.addItem(text)
        layout.addWidget(self.combo, 1)
        self.more: list[QComboBox] = []
        wanted_tiles = list(wanted.tiles) if isinstance(wanted, DrawSeveral) else []
        if wanted_tiles:
            wanted = Draw(wanted_tiles[0])
        for index in range(1, game.prompt.draws):
            extra = QComboBox()
            extra.addItem(self.tr("(no further tile)"), "")
            for tile in sorted(game.bag.counts):
                extra.addItem(texts.tile_description(tile, game), tile)
            if index < len(wanted_tiles):
                extra.setCurrentIndex(max(extra.findData(wanted_tiles[index]), 0))
            self.more.append(extra)
            layout.addWidget(extra)
        if wanted in self.choices:
            self.combo.setCurrentIndex(self.choices.index(wanted))

    def action(self) -> Action | None:
        if not self.choices:
            return None
        chosen = self.choices[self.combo.currentIndex()]
        extra = [str(box.currentData()) for box in self.more if box.currentData()]
        if isinstance(chosen, Draw):
            return drawing((chosen.tile, *extra))
        return chosen


class EditTurnDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None, turn: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Change a past turn"))
        self.texts = Texts(self)
        self.document = to_record(game)
        self.names = [p.name for p in game.setup.players]
        self.turns: list[Turn] = turns(self.document)
        self.playing = game.turn
        self.turn = 0
        self.edit_result: EditResult | None = None
        self.result_game: Game | None = None
        self._start: Game | None = None  # the game before the chosen turn
        self._rows: list[ChoiceRow] = []

        self.turn_box = QComboBox()
        self.turn_box.setIconSize(QSize(TURN_ICON, TURN_ICON))
        painter = TilePainter(TURN_ICON)
        raw = self.document["actions"]
        assert isinstance(raw, list)
        for t in self.turns:
            placed = next((a for a in map(from_record, raw[t.start : t.stop]) if isinstance(a, Place)), None)
            said = self.tr("Turn {turn}: {player}").format(turn=t.number, player=self.names[t.player])
            if placed is None:
                self.turn_box.addItem(said, t.number)
                continue
            tile = game.tile(placed.tile)
            self.turn_box.addItem(
                QIcon(painter.pixmap(tile, placed.rotation // 90, TURN_ICON)),
                self.tr("{turn}, {tile}: {square}").format(
                    turn=said,
                    tile=self.texts.tile_name(placed.tile, game),
                    square=self.texts.square_words(placed.at, game),
                ),
                t.number,
            )
        self.was = PlainLabel()
        self.was.setTextFormat(Qt.TextFormat.PlainText)
        self.was.setWordWrap(True)
        self.steps = QFormLayout()
        steps_box = QGroupBox(self.tr("The turn as it should have been"))
        steps_box.setLayout(self.steps)
        self.replay_button = QPushButton(self.tr("Replay the later turns on top"))
        self.replay_button.clicked.connect(self.replay_later)
        self.outcome = PlainLabel()
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome.setWordWrap(True)
        self.conflict_box = QGroupBox(self.tr("Later turns that no longer apply"))
        conflict = QVBoxLayout(self.conflict_box)
        self.conflict_text = PlainLabel()
        self.conflict_text.setTextFormat(Qt.TextFormat.PlainText)
        self.conflict_text.setWordWrap(True)
        set_ink(self.conflict_text, ERROR_INK)
        self.conflict_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # every line whole, from the first: the list scrolls beyond a few lines (the dialog
        # then fits a 1366×768 screen in every language) rather than being cut at both ends
        self.conflict_lines = _Lines(self.conflict_text)
        self.fix_label = PlainLabel()
        self.fix_label.setWordWrap(True)
        self.fix_row: ChoiceRow | None = None
        self.fix_layout = QHBoxLayout()
        self.fix_button = QPushButton(self.tr("Use this instead"))
        self.drop_button = QPushButton(self.tr("Drop it"))
        self.drop_all_button = QPushButton(self.tr("Drop them all"))
        self.fix_button.clicked.connect(self.fix)
        self.drop_button.clicked.connect(self.drop)
        self.drop_all_button.clicked.connect(self.drop_all)
        conflict.addWidget(self.conflict_lines)
        conflict.addWidget(self.fix_label)
        conflict.addLayout(self.fix_layout)
        conflict_buttons = QHBoxLayout()
        conflict_buttons.addWidget(self.fix_button)
        conflict_buttons.addWidget(self.drop_button)
        conflict_buttons.addWidget(self.drop_all_button)
        conflict_buttons.addStretch(1)
        conflict.addLayout(conflict_buttons)
        self.conflict_box.hide()
        self.buttons = QDialogButtonBox()
        self.confirm = self.buttons.addButton(self.tr("Confirm"), QDialogButtonBox.ButtonRole.AcceptRole)
        cancel = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.replay_button, self.fix_button, self.drop_button, self.drop_all_button, cancel):
            button.setAutoDefault(False)  # Enter presses the default button only (``_show``)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.turn_box)
        layout.addWidget(self.was)
        layout.addWidget(steps_box)
        layout.addWidget(self.replay_button)
        layout.addWidget(self.outcome)
        layout.addWidget(self.conflict_box)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        self.turn_box.currentIndexChanged.connect(lambda _: self.choose_turn())
        chosen = next((i for i, t in enumerate(self.turns) if t.number == turn), len(self.turns) - 1)
        self.turn_box.setCurrentIndex(chosen)
        self.choose_turn()

    @property
    def original(self) -> list[Action]:
        """The chosen turn's actions as they were entered."""
        t = self.turns[self.turn_box.currentIndex()]
        raw = self.document["actions"]
        assert isinstance(raw, list)
        return [from_record(a) for a in raw[t.start : t.stop]]

    def choose_turn(self) -> None:
        if not self.turns:
            return
        t = self.turns[self.turn_box.currentIndex()]
        self.turn = t.number
        raw = self.document["actions"]
        assert isinstance(raw, list)
        self._start = replay({**self.document, "actions": raw[: t.start], "in_follower_step": False})
        labels = self._said(self._start, self.original)
        self.was.setText(self.tr("Entered: {actions}").format(actions="; ".join(labels)))
        self._build(0)

    def _said(self, game: Game, actions: list[Action]) -> list[str]:
        """``actions`` in words, each said at its step (a follower by the figure its spot
        takes, as the choices below say it), ``game`` left as it was."""
        said = []
        pushed = 0
        try:
            for action in actions:
                said.append(action_text(self.texts, action, game))
                game.push(action)
                pushed += 1
        except IllegalAction:  # (an entered turn always replays: said without its step, then)
            said += [action_text(self.texts, a, game, at_step=False) for a in actions[len(said) :]]
        finally:
            for _ in range(pushed):
                game.pop()
        return said

    def _build(self, keep: int) -> None:
        """Rows of choices from ``keep`` on, each from the game as the rows above leave it;
        each defaults to what was entered, where that is still a legal choice."""
        assert self._start is not None
        while len(self._rows) > keep:
            self.steps.removeRow(len(self._rows) - 1)
            self._rows.pop()
        game = self._start
        original = [a for a in self.original if not isinstance(a, (Pass, Adjust))]  # adjusts are kept
        playing = self.turn == self.playing  # the turn in play: only as far as it was entered
        pushed = 0
        problem = ""
        try:
            for row in self._rows:
                action = row.action()
                if action is None:
                    break
                game.push(action)
                pushed += 1
            while game.turn == self.turn and not game.finished and len(self._rows) < 12:
                index = len(self._rows)
                if playing and index >= len(original):
                    break
                wanted = original[index] if index < len(original) else None
                if game.phase == FOLLOWER and not isinstance(wanted, Action):
                    wanted = Pass()
                row = ChoiceRow(game, wanted, self.texts)
                if not row.choices:
                    break
                row.combo.currentIndexChanged.connect(lambda _=0, i=index: self._build(i + 1))
                for extra in row.more:
                    extra.currentIndexChanged.connect(lambda _=0, i=index: self._build(i + 1))
                self._rows.append(row)
                self.steps.addRow(self.tr("Step {n}").format(n=index + 1), row)
                action = row.action()
                assert action is not None
                game.push(action)
                pushed += 1
        except IllegalAction as exc:  # tiles drawn together that the rules refuse: the reason
            problem = refusal(exc)
        finally:
            for _ in range(pushed):
                game.pop()
        self.edit_result = None
        self.result_game = None
        self.conflict_box.hide()
        self.replay_button.setEnabled(not problem)
        self.outcome.setText(
            problem or self.tr("Choose the turn's actions, then replay the later turns on top.")
        )
        self.confirm.setEnabled(False)
        self.replay_button.setDefault(not problem)

    def chosen_actions(self) -> list[Action]:
        return [a for a in (row.action() for row in self._rows) if a is not None]

    def replay_later(self) -> None:
        try:
            result = edit_record(self.document, self.turn, record_actions(self.chosen_actions()))
        except RecordError as exc:
            self.outcome.setText(
                self.tr("The turn's new actions are not allowed: {reason}").format(reason=_why(exc))
            )
            return
        self._show(result)

    def fix(self) -> None:
        if self.edit_result is None or self.fix_row is None:
            return
        action = self.fix_row.action()
        self._continue(record_actions([action] if action is not None else []))

    def drop(self) -> None:
        self._continue([])

    def drop_all(self) -> None:
        if self.edit_result is not None:
            self._show(drop_conflicts(self.edit_result)[1])

    def _continue(self, replacement: list[object]) -> None:
        assert self.edit_result is not None
        try:
            result = continue_edit(self.edit_result, replacement)
        except RecordError as exc:
            self.conflict_text.setText(
                self.tr("The replacement is not allowed: {reason}").format(reason=_why(exc))
            )
            return
        self._show(result)

    def _show(self, result: EditResult) -> None:
        self.edit_result = result
        conflict = result.conflict
        self.conflict_box.setVisible(conflict is not None)
        self.confirm.setEnabled(conflict is None)
        if self.fix_row is not None:
            self.fix_layout.removeWidget(self.fix_row)
            self.fix_row.deleteLater()
            self.fix_row = None
        if conflict is None:
            self.result_game = result.game
            self.outcome.setText(self.tr("Every later action still applies. Confirm to change the game."))
            self.confirm.setDefault(True)  # Enter confirms
            self.confirm.setFocus()
            self._fit()
            return
        self.outcome.setText(
            self.tr("The later turns were replayed up to turn {turn}.").format(turn=conflict.turn)
        )
        conflicts, _ = drop_conflicts(result)
        self.conflict_text.setText("\n".join(self._conflict_words(c, result.game) for c in conflicts))
        self.drop_all_button.setVisible(len(conflicts) > 1)
        broken_follower = result.game.phase == FOLLOWER  # the default fix: no follower
        self.fix_row = ChoiceRow(result.game, Pass() if broken_follower else None, self.texts)
        self.fix_label.setText(
            self.tr("Instead of {action} in turn {turn}:").format(
                action=self._original_words(conflict, result.game), turn=conflict.turn
            )
        )
        self.fix_button.setEnabled(bool(self.fix_row.choices))
        self.fix_button.setDefault(bool(self.fix_row.choices))
        self.fix_layout.addWidget(self.fix_row)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the list's width, now that it shows
        self.conflict_lines.fit()
        self._fit()

    def _fit(self) -> None:
        """Its size made to fit its texts (``adjustSize`` alone stops at two thirds of the
        screen), and the whole dialog kept on its screen: it grows downwards, and moves up
        when it would run off the bottom."""
        self.adjustSize()
        screen, layout = self.screen(), self.layout()
        if screen is None or layout is None:
            return
        room = screen.availableGeometry()
        decorations = self.frameGeometry().height() - self.height()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else -1
        self.resize(self.width(), min(max(needed, self.height()), room.height() - decorations))
        frame = self.frameGeometry()
        if self.isVisible() and frame.bottom() > room.bottom():
            self.move(self.x(), max(room.top(), self.y() - (frame.bottom() - room.bottom())))

    def _original_words(self, conflict: Conflict, game: Game) -> str:
        """The original action of ``conflict`` in words; a follower by the figure its spot
        took then (the game as it stood before it in the original: the spot may be gone now)."""
        raw = self.document["actions"]
        assert isinstance(raw, list)
        action = from_record(raw[conflict.action - 1])
        if not isinstance(action, Follower):
            return action_text(self.texts, action, game, at_step=False)
        before = replay({**self.document, "actions": raw[: conflict.action - 1], "in_follower_step": True})
        return action_text(self.texts, action, before)

    def _conflict_words(self, conflict: Conflict, game: Game) -> str:
        """A later action that no longer applies, in words: whose turn, what, and why."""
        player = next((self.names[t.player] for t in self.turns if t.number == conflict.turn), "")
        return self.tr("{player}’s turn {turn}: {action} no longer applies: {reason}").format(
            player=player,
            turn=conflict.turn,
            action=self._original_words(conflict, game),
            reason=refusal(conflict.refusal) if conflict.refusal is not None else conflict.reason,
        )


class _Lines(QScrollArea):
    """The later turns that no longer apply, in a label: as tall as its wrapped lines, up to
    ``MOST_LINES`` lines of text; beyond, it scrolls (from the first line)."""

    MOST_LINES = 7

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self._label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit(self) -> None:
        """Its height for the label's text at its width (a scroll bar's room kept aside)."""
        room = self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width()
        most = self.MOST_LINES * self._label.fontMetrics().lineSpacing()
        self.setFixedHeight(min(self._label.heightForWidth(room), most) + 2 * self.frameWidth())
        self.verticalScrollBar().setValue(0)


def _why(exc: RecordError) -> str:
    """Why the rules refuse an action, in the player's language (a record the app wrote holds
    only readable actions: any other reason is the record's own sentence)."""
    return refusal(exc.refusal) if exc.refusal is not None else exc.reason or str(exc)
