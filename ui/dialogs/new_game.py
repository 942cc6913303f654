"""New game: players (names, colours), tile sets, rule options, tournament mode.

Sets whose expansion rules the engine does not know yet are listed but cannot be chosen, so
that nobody plays them with wrong scores. The dialog comes back as it was last accepted (the
players, their colours and order, the sets, the options), kept in QSettings.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from carc_assist.files.limits import MAX_NAME
from carc_assist.rules.game import start_of
from carc_assist.rules.options import declared
from carc_assist.rules.setup import COLORS, Player, Setup, SetupError
from carc_assist.rules.tile_wiring import read_user_sets
from ui.expansions import ExpansionUI, SetChoice, halves
from ui.look.colors import ERROR_INK, PALETTE, color_name, set_ink
from ui.prefs.settings import tile_sets_dir
from ui.words.hints import hint
from ui.words.plain import PlainLabel, literal, no_shortcut
from ui.words.tile_names import TileNames

DEFAULT_NAMES = ["Anna", "Bram", "Carla", "Daan", "Eva", "Floor"]
LAST_CHOICES = "new_game/last"  # the settings key of the choices last accepted (JSON)


def option_hint(text: str) -> QLabel:
    """The explanation under a rule option, in line with the option's text."""
    return hint(text, indent=22)


def swatch(color: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(PALETTE[color]))
    return QIcon(pixmap)


def _value(control: QCheckBox | QSpinBox) -> bool | int:
    return control.isChecked() if isinstance(control, QCheckBox) else control.value()


#: characters of a user set's title the set's check box shows (about; the rest elided)
_TITLE_SHOWN = 50


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: a control per rule option (engine's declarations), with the half it belongs to
        self.option_controls: dict[str, tuple[ExpansionUI | None, QCheckBox | QSpinBox]] = {}
        self.setWindowTitle(self.tr("New game"))
        self._rows: list[tuple[QLineEdit, QComboBox]] = []
        players = QGroupBox(self.tr("Players, in turn order"))
        self._grid = QGridLayout(players)
        self._grid.setColumnStretch(1, 1)  # the names take what room there is
        buttons = QHBoxLayout()
        self._add = QPushButton(self.tr("Add player"))
        self._remove = QPushButton(self.tr("Remove last"))
        self._add.clicked.connect(self._add_player)
        self._remove.clicked.connect(self._remove_player)
        buttons.addWidget(self._add)
        buttons.addWidget(self._remove)
        buttons.addStretch()
        for _ in range(2):
            self._add_player()

        sets = QGroupBox(self.tr("Tiles"))
        sets_layout = QVBoxLayout(sets)
        #: the box on the table: the base game's edition, and in the new edition's, the
        #: expansions it holds (``SetChoice.in_base_box``), one of them left out or none
        self.box = QComboBox()
        self._box_keys: list[frozenset[str] | None] = []  # the ways to play of each of its entries
        sets_layout.addWidget(self.box)
        #: each expansion's ways to play it: a check box, or a list with "without it" first
        self.set_pickers: list[tuple[ExpansionUI, QCheckBox | QComboBox]] = []
        for half in halves():
            choices = half.set_choices()
            if len(choices) == 1:
                box = QCheckBox(no_shortcut(choices[0].label))
                self.set_pickers.append((half, box))
                sets_layout.addWidget(box)
            elif choices:
                combo = QComboBox()
                combo.addItem(half.without(), None)
                for choice in choices:
                    combo.addItem(choice.label, choice.key)
                self.set_pickers.append((half, combo))
                sets_layout.addWidget(combo)
        self.user_sets: list[tuple[QCheckBox, dict[str, Any]]] = []
        for document in read_user_sets(tile_sets_dir()):
            # a title may have 200 characters: the box shows what fits, its tooltip all
            width = self.fontMetrics().averageCharWidth() * _TITLE_SHOWN
            title = self.fontMetrics().elidedText(document["name"], Qt.TextElideMode.ElideRight, width)
            box = QCheckBox(self.tr("{title} (your tiles)").format(title=no_shortcut(title)))
            box.setToolTip(literal(document["name"]))
            sets_layout.addWidget(box)
            self.user_sets.append((box, document))
        for half in halves():
            line = half.sets_hint()
            if line is not None:
                sets_layout.addWidget(option_hint(line))
        #: which tile starts the board with the sets chosen (the engine's rule: when several
        #: sets bring a start tile, one wins, and the players are told which)
        self.start_line = option_hint("")
        sets_layout.addWidget(self.start_line)
        self._names = TileNames()
        self._fill_box()

        options = QGroupBox(self.tr("Rule options"))
        form = QVBoxLayout(options)  # (a form layout clips the wrapped explanations)
        texts: dict[str, tuple[ExpansionUI | None, tuple[str, str]]] = {
            name: (None, words) for name, words in self._base_option_texts().items()
        }
        for expansion in halves():
            texts.update({name: (expansion, words) for name, words in expansion.option_texts().items()})
        for name, option in declared().items():
            if name not in texts:
                continue  # set by a way to play (the wheel beside the board)
            owner, (label, explanation) = texts[name]
            control: QCheckBox | QSpinBox
            if option.values is None:
                control = QCheckBox(label)
                control.setChecked(bool(option.default))
                form.addWidget(control)
            else:
                control = QSpinBox()
                control.setRange(option.values[0], option.values[-1])
                control.setValue(int(option.default))
                row = QHBoxLayout()
                row.addWidget(QLabel(label))
                row.addWidget(control)
                row.addStretch()
                form.addLayout(row)
            form.addWidget(option_hint(explanation))
            self.option_controls[name] = (owner, control)
        self._box_follows()  # (the options whose default the sets make)
        self.tournament = QCheckBox(self.tr("Tournament mode"))
        form.addWidget(self.tournament)
        form.addWidget(
            option_hint(
                self.tr("Hides bag counts, chances and hints: tournament rules forbid counting tiles.")
            )
        )

        self.error = PlainLabel()  # the reason may quote a player's name
        set_ink(self.error, ERROR_INK)  # light or dark
        self.error.setWordWrap(True)
        box_buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box_buttons.accepted.connect(self._accept)
        box_buttons.rejected.connect(self.reject)
        # Two columns (players and tiles; rule options): the dialog fits a 1280x720 screen.
        left = QVBoxLayout()
        left.addWidget(players)
        left.addLayout(buttons)
        left.addWidget(sets)
        left.addStretch()
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(options, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addWidget(box_buttons)
        self.result_setup: Setup | None = None
        self._restore()

    def _boxed(self) -> list[tuple[ExpansionUI, SetChoice]]:
        """The ways to play that come in the new edition's base box."""
        return [(half, choice) for half in halves() for choice in half.set_choices() if choice.in_base_box]

    def _fill_box(self) -> None:
        """The box choices: a first edition's, the new edition's with what it holds, and the
        new edition's with one of those left out; the sets' pickers follow the choice, and
        the choice follows the pickers."""
        boxed = self._boxed()
        if not boxed:
            self.box.hide()
            return
        titles = {
            choice.key: no_shortcut(half.set_title(choice.sets[0]) or choice.label) for half, choice in boxed
        }
        everything = frozenset(titles)
        self._box_keys.append(frozenset())
        self.box.addItem(self.tr("My box is a first edition (before 2014)"))
        self._box_keys.append(everything)
        self.box.addItem(
            self.tr("My box is the new edition (with {expansions})").format(
                expansions=self.tr(" and ").join(titles.values())
            )
        )
        if len(titles) > 1:
            for key, title in titles.items():
                self._box_keys.append(everything - {key})
                self.box.addItem(
                    self.tr("My box is the new edition, leaving out {expansion}").format(expansion=title)
                )
        self._box_keys.append(None)
        self.box.addItem(self.tr("Other tiles, as chosen below"))
        self.box.activated.connect(self._box_chosen)
        for _, picker in self.set_pickers:
            signal = picker.toggled if isinstance(picker, QCheckBox) else picker.currentIndexChanged
            signal.connect(self._box_follows)
        self._box_follows()

    def _box_chosen(self) -> None:
        keys = self._box_keys[self.box.currentIndex()]
        if keys is None:
            return
        for half, picker in self.set_pickers:
            for choice in half.set_choices():
                if not choice.in_base_box:
                    continue
                if isinstance(picker, QCheckBox):
                    picker.setChecked(choice.key in keys)
                elif choice.key in keys:
                    picker.setCurrentIndex(picker.findData(choice.key))
                elif picker.currentData() == choice.key:
                    picker.setCurrentIndex(0)
        self._box_follows()

    def _box_follows(self) -> None:
        """The box choice that says what the pickers hold, "other" when none does; the rule
        options whose default the sets make (gardens with The Abbot) show it again."""
        sets = self._sets()
        self._say_start(sets)
        for name, (_, control) in self.option_controls.items():
            option = declared()[name]
            if option.default_with is not None and isinstance(control, QCheckBox):
                control.setChecked(bool(option.default_for(sets)))
        if not self._boxed():
            return
        chosen = frozenset(choice.key for _, choice in self._chosen() if choice.in_base_box)
        index = self._box_keys.index(chosen) if chosen in self._box_keys else len(self._box_keys) - 1
        self.box.blockSignals(True)
        self.box.setCurrentIndex(index)
        self.box.blockSignals(False)

    def _base_option_texts(self) -> dict[str, tuple[str, str]]:
        """The base game's rule options' words (an expansion's come from its UI half)."""
        return {
            "small-city-2pts": (
                self.tr("Small city: 2 points"),
                self.tr("A completed city of exactly 2 tiles scores 2, not 4 (old English editions)."),
            ),
            "followers": (
                self.tr("Followers per player"),
                self.tr("The box has 7; fewer or more is a house rule."),
            ),
        }

    def _chosen(self) -> list[tuple[ExpansionUI, SetChoice]]:
        """The ways to play that are chosen, one per expansion at most."""
        chosen = []
        for half, picker in self.set_pickers:
            choices = half.set_choices()
            if isinstance(picker, QCheckBox):
                if picker.isChecked():
                    chosen.append((half, choices[0]))
            elif picker.currentData() is not None:
                chosen.append((half, next(c for c in choices if c.key == picker.currentData())))
        return chosen

    def _choices(self) -> dict[str, Any]:
        """What the dialog shows, as remembered."""
        return {
            "players": [[name.text(), color.currentData()] for name, color in self._rows],
            "choices": [choice.key for _, choice in self._chosen()],
            "user_sets": [str(document["set"]) for box, document in self.user_sets if box.isChecked()],
            "options": {name: _value(control) for name, (_, control) in self.option_controls.items()},
            "tournament": self.tournament.isChecked(),
        }

    def _restore(self) -> None:
        """Show the choices last accepted (anything unreadable, or gone, is left as new)."""
        try:
            last = json.loads(str(QSettings().value(LAST_CHOICES, "{}")))
            players = [(str(name), str(color)) for name, color in last.get("players", [])]
            chosen = {str(key) for key in last.get("choices", ())}
            options = dict(last.get("options", {}))
        except (ValueError, TypeError, AttributeError):
            return
        if not 2 <= len(players) <= 6:
            return
        while len(self._rows) < len(players):
            self._add_player()
        for (name, color), (name_edit, color_box) in zip(players, self._rows, strict=True):
            name_edit.setText(name)
            color_box.setCurrentIndex(max(color_box.findData(color), 0))
        for half, picker in self.set_pickers:
            keys = [c.key for c in half.set_choices()]
            if isinstance(picker, QCheckBox):
                picker.setChecked(keys[0] in chosen)
            else:
                picker.setCurrentIndex(max(picker.findData(next((k for k in keys if k in chosen), None)), 0))
        for box, document in self.user_sets:
            box.setChecked(str(document["set"]) in last.get("user_sets", ()))
        for name, (_, control) in self.option_controls.items():
            value = options.get(name)
            if isinstance(control, QCheckBox) and isinstance(value, bool):
                control.setChecked(value)
            elif isinstance(control, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
                control.setValue(value)
        self.tournament.setChecked(last.get("tournament") is True)

    def _add_player(self) -> None:
        row = len(self._rows)
        if row >= 6:
            return
        name = QLineEdit(DEFAULT_NAMES[row])
        name.setMaxLength(MAX_NAME)  # what a record may hold
        color = QComboBox()
        for c in COLORS:
            color.addItem(swatch(c), color_name(c), c)
        color.setCurrentIndex(row)
        color.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never cut a colour's name
        self._grid.addWidget(QLabel(f"{row + 1}."), row, 0)
        self._grid.addWidget(name, row, 1)
        self._grid.addWidget(color, row, 2)
        self._rows.append((name, color))
        self._update_buttons()

    def _remove_player(self) -> None:
        if len(self._rows) <= 2:
            return
        self._rows.pop()
        row = len(self._rows)
        for column in range(3):
            item = self._grid.itemAtPosition(row, column)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._update_buttons()

    def _update_buttons(self) -> None:
        self._add.setEnabled(len(self._rows) < 6)
        self._remove.setEnabled(len(self._rows) > 2)

    def _say_start(self, sets: tuple[str, ...]) -> None:
        """Say which tile starts the board with these sets (the engine says which wins)."""
        options = {name: value for _, choice in self._chosen() for name, value in choice.options.items()}
        try:
            tile = start_of(Setup(Setup.of(["-", "--"]).players, sets, None, options))
        except SetupError:
            self.start_line.setText("")
            return
        self.start_line.setText(self.tr("The board starts with: {tile}.").format(tile=self._names.name(tile)))

    def _sets(self) -> tuple[str, ...]:
        """The shipped tile sets the chosen ways to play bring."""
        chosen = self._chosen()
        sets: tuple[str, ...] = () if any(c.replaces_base for _, c in chosen) else ("base",)
        return sets + tuple(name for _, choice in chosen for name in choice.sets)

    def setup(self) -> Setup:
        players = tuple(Player(name.text().strip(), str(color.currentData())) for name, color in self._rows)
        chosen = self._chosen()
        sets = self._sets()
        options: dict[str, bool | int] = {}
        for _, choice in chosen:
            options.update(choice.options)
        playing = {half for half, _ in chosen}
        for name, (half, control) in self.option_controls.items():
            if half is not None and half.set_choices() and half not in playing:
                continue  # an option of an expansion not played
            value = _value(control)
            if value != declared()[name].default_for(sets):
                options[name] = value
        user = [document for box, document in self.user_sets if box.isChecked()]
        sets = (*sets, *(str(document["set"]) for document in user))
        return Setup(players, sets, None, options, tuple(user), self.tournament.isChecked())

    def _accept(self) -> None:
        setup = self.setup()
        try:
            setup.check()
        except SetupError as exc:
            self.error.setText(str(exc))
            return
        self.result_setup = setup
        QSettings().setValue(LAST_CHOICES, json.dumps(self._choices()))
        self.accept()

    def option(self, name: str) -> QCheckBox | QSpinBox:
        """The control of the rule option ``name``."""
        return self.option_controls[name][1]

    def choose(self, key: str) -> None:
        """Choose the way to play ``key`` (a ``SetChoice.key``)."""
        for half, picker in self.set_pickers:
            if any(c.key == key for c in half.set_choices()):
                if isinstance(picker, QCheckBox):
                    picker.setChecked(True)
                else:
                    picker.setCurrentIndex(picker.findData(key))

    def player_row(self, row: int) -> tuple[QLineEdit, QComboBox]:
        return self._rows[row]
