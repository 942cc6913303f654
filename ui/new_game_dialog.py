"""New game: players (names, colours), tile sets, rule options, tournament mode.

Sets whose expansion rules the engine does not know yet are listed but cannot be chosen, so
that nobody plays them with wrong scores. The dialog comes back as it was last accepted (the
players, their colours and order, the sets, the options), kept in QSettings.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QSettings
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

from carc_assist.limits import MAX_NAME
from carc_assist.setup import COLORS, Player, Setup, SetupError
from carc_assist.tile_wiring import read_user_sets
from ui.colors import PALETTE, color_name, legible
from ui.hints import hint
from ui.plain import PlainLabel, no_shortcut
from ui.settings import tile_sets_dir

DEFAULT_NAMES = ["Anna", "Bram", "Carla", "Daan", "Eva", "Floor"]
LAST_CHOICES = "new_game/last"  # the settings key of the choices last accepted (JSON)


def option_hint(text: str) -> QLabel:
    """The explanation under a rule option, in line with the option's text."""
    return hint(text, indent=22)


def swatch(color: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(PALETTE[color]))
    return QIcon(pixmap)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.wheel = QComboBox()
        self.wheel.addItem(self.tr("Base game (72 tiles), no Wheel of Fortune"), None)
        self.wheel.addItem(self.tr("The Wheel of Fortune alone (72 tiles; the wheel starts)"), "standalone")
        self.wheel.addItem(self.tr("Base game + the 19 wheel tiles (the wheel starts)"), "with-base")
        self.wheel.addItem(self.tr("Base game + the 19 wheel tiles, wheel beside the board"), "beside")
        sets_layout.addWidget(self.wheel)
        self.expansions: dict[str, QCheckBox] = {
            "festival": QCheckBox(self.tr("The Festival (10 tiles: take one of your figures back)")),
            "wind-roses": QCheckBox(self.tr("The Wind Roses (6 tiles: the orange rose starts)")),
        }
        for box in self.expansions.values():
            sets_layout.addWidget(box)
        self.user_sets: list[tuple[QCheckBox, dict[str, Any]]] = []
        for document in read_user_sets(tile_sets_dir()):
            box = QCheckBox(self.tr("{title} (your tiles)").format(title=no_shortcut(document["name"])))
            sets_layout.addWidget(box)
            self.user_sets.append((box, document))
        sets_layout.addWidget(
            option_hint(
                self.tr("Signposts, Fortune Tellers: describe your box's tiles in Game → Your tile sets.")
            )
        )

        options = QGroupBox(self.tr("Rule options"))
        form = QVBoxLayout(options)  # (a form layout clips the wrapped explanations)
        self.small_city = QCheckBox(self.tr("Small city: 2 points"))
        form.addWidget(self.small_city)
        form.addWidget(
            option_hint(
                self.tr("A completed city of exactly 2 tiles scores 2, not 4 (old English editions).")
            )
        )
        self.followers = QSpinBox()
        self.followers.setRange(5, 10)
        self.followers.setValue(7)
        followers = QHBoxLayout()
        followers.addWidget(QLabel(self.tr("Followers per player")))
        followers.addWidget(self.followers)
        followers.addStretch()
        form.addLayout(followers)
        form.addWidget(option_hint(self.tr("The box has 7; fewer or more is a house rule.")))
        self.famine_majority = QCheckBox(self.tr("Famine: majority only"))
        form.addWidget(self.famine_majority)
        form.addWidget(
            option_hint(self.tr("Wheel of Fortune: only the field's majority farmers eat (older wording)."))
        )
        self.teller_return = QCheckBox(self.tr("Fortune tellers: unplaceable tiles go back"))
        form.addWidget(self.teller_return)
        form.addWidget(
            option_hint(
                self.tr(
                    "When none of the tiles drawn at once fits, they go back into the bag instead of "
                    "leaving the game."
                )
            )
        )
        self.tournament = QCheckBox(self.tr("Tournament mode"))
        form.addWidget(self.tournament)
        form.addWidget(
            option_hint(
                self.tr("Hides bag counts, chances and hints: tournament rules forbid counting tiles.")
            )
        )

        self.error = PlainLabel()  # the reason may quote a player's name
        red = legible(("#b00020", "#ff8a80"), self.palette().window().color(), 4.5)  # light or dark
        self.error.setStyleSheet(f"color: {red.name()}")
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

    def _choices(self) -> dict[str, Any]:
        """What the dialog shows, as remembered."""
        return {
            "players": [[name.text(), color.currentData()] for name, color in self._rows],
            "wheel": self.wheel.currentData(),
            "expansions": [key for key, box in self.expansions.items() if box.isChecked()],
            "user_sets": [str(document["set"]) for box, document in self.user_sets if box.isChecked()],
            "checks": [key for key, box in self._option_boxes().items() if box.isChecked()],
            "followers": self.followers.value(),
        }

    def _option_boxes(self) -> dict[str, QCheckBox]:
        return {
            "small-city": self.small_city,
            "famine-majority": self.famine_majority,
            "teller-return": self.teller_return,
            "tournament": self.tournament,
        }

    def _restore(self) -> None:
        """Show the choices last accepted (anything unreadable, or gone, is left as new)."""
        try:
            last = json.loads(str(QSettings().value(LAST_CHOICES, "{}")))
            players = [(str(name), str(color)) for name, color in last.get("players", [])]
        except (ValueError, TypeError, AttributeError):
            return
        if not 2 <= len(players) <= 6:
            return
        while len(self._rows) < len(players):
            self._add_player()
        for (name, color), (name_edit, color_box) in zip(players, self._rows, strict=True):
            name_edit.setText(name)
            color_box.setCurrentIndex(max(color_box.findData(color), 0))
        self.wheel.setCurrentIndex(max(self.wheel.findData(last.get("wheel")), 0))
        for key, box in self.expansions.items():
            box.setChecked(key in last.get("expansions", ()))
        for box, document in self.user_sets:
            box.setChecked(str(document["set"]) in last.get("user_sets", ()))
        for key, box in self._option_boxes().items():
            box.setChecked(key in last.get("checks", ()))
        if isinstance(last.get("followers"), int):
            self.followers.setValue(last["followers"])

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

    def setup(self) -> Setup:
        players = tuple(Player(name.text().strip(), str(color.currentData())) for name, color in self._rows)
        options: dict[str, bool | int] = {}
        if self.small_city.isChecked():
            options["small-city-2pts"] = True
        if self.followers.value() != 7:
            options["followers"] = self.followers.value()
        wheel = self.wheel.currentData()
        base = {None: ("base",), "standalone": ("wof",), "with-base": ("base", "wof-symbols")}
        sets = (
            *base.get(wheel, ("base", "wof-symbols")),
            *(n for n, b in self.expansions.items() if b.isChecked()),
        )
        chosen = [document for box, document in self.user_sets if box.isChecked()]
        sets = (*sets, *(str(document["set"]) for document in chosen))
        if wheel == "beside":
            options["wheel-beside-board"] = True
        if self.famine_majority.isChecked() and wheel:
            options["famine-majority"] = True
        if self.teller_return.isChecked():
            options["teller-return-unplaceable"] = True
        return Setup(players, sets, None, options, tuple(chosen), self.tournament.isChecked())

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

    def player_row(self, row: int) -> tuple[QLineEdit, QComboBox]:
        return self._rows[row]
