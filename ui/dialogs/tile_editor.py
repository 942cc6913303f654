"""The tile editor: players describe the tiles of their own Signposts or Fortune Tellers box
(no public tile list exists) and keep them as user tile sets in the catalogue format.

``TileEditor`` describes one tile: its edges typed as ``CRFR`` (north, east, south, west), the
wiring ``tile_wiring`` proposes for them (cities joined or apart, how the roads run), pennants,
cloister, the expansions' kinds of feature (``carc_assist.rules.hooks.FeatureKind``, a check box
each, as their halves' looks name them) and their own marks as their UI halves offer them
(``ExpansionUI.tile_editor_fields``: the editor names no expansion). The picture is drawn from
the ``TileDef`` that ``tileset_file`` builds from the description, so what is shown is what the
catalogue accepts; a refused description shows the reason and keeps OK disabled.

``TileSetsDialog`` keeps the user's sets in a folder (``SET.json`` each): new, import, export,
delete; a set's tiles with pictures and counts; add, edit, remove a tile. Every change is
saved at once through ``write_user_set`` (validated, atomic).
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRegularExpression, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from carc_assist.files.limits import MAX_SET_NAME, MAX_TILE_NAME, MAX_TITLE
from carc_assist.rules.catalogue import Catalogue, CatalogueError
from carc_assist.rules.hooks import feature_kinds, registered
from carc_assist.rules.tile_wiring import (
    CURVES_NE_SW,
    CURVES_NW_ES,
    ENDS,
    THROUGH,
    TILE_NAME,
    WiringError,
    check_edges,
    default_features,
    edges_of,
    export_user_set,
    read_user_set_file,
    read_user_sets,
    road_layouts,
    tile_document,
    user_set_document,
    validate_user_set,
    wire,
    wiring_of,
    write_user_set,
)
from carc_assist.rules.tileset_file import SET_NAME
from carc_assist.table.tiles import TileDef
from ui.expansions import first, halves
from ui.look.colors import ERROR_INK, set_ink
from ui.look.painter import TilePainter
from ui.look.tile_editor_fields import EditorField
from ui.words.hints import hint
from ui.words.plain import PlainLabel, literal

PICTURE = 168
ICON = 88
#: The id the picture is built with while the name is not usable yet (``_`` is no editor name).
_PREVIEW = "_preview_"


def _error_label() -> QLabel:
    label = PlainLabel()  # reasons quote tile ids and file contents
    label.setWordWrap(True)
    set_ink(label, ERROR_INK)  # light or dark
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _unowned(loaded: Mapping[str, Any], owned: Mapping[str, object]) -> dict[str, object]:
    """The expansions' tile attributes of the entry as read that no field of the editor gives
    (an expansion whose marks the editor does not offer): kept as they were."""
    declared = {name for module in registered() for name in module.TILE_ATTRIBUTES}
    return {name: value for name, value in loaded.items() if name in declared and name not in owned}


def _keep_feature_attributes(
    loaded: Mapping[str, Any], entry: dict[str, object], owned: Mapping[str, object]
) -> None:
    """Keep the attributes of the features as read (an inn on a road, an expansion's kind's own
    fields) that no field gives, on the feature of the same kind and edges in the new wiring."""
    declared = {name for module in registered() for name in module.FEATURE_ATTRIBUTES}
    declared |= {name for kind in feature_kinds() for name in kind.fields}
    declared -= set(owned)
    kept = {
        (feature.get("kind"), tuple(sorted(feature.get("at", [])))): {
            name: value for name, value in feature.items() if name in declared
        }
        for feature in loaded.get("features") or []
    }
    features = entry["features"]
    assert isinstance(features, list)
    for feature in features:
        feature.update(kept.get((feature.get("kind"), tuple(sorted(feature.get("at", [])))), {}))


def _next_free_name(taken: set[str]) -> str:
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if letter not in taken:
            return letter
    number = 1
    while f"T{number}" in taken:
        number += 1
    return f"T{number}"


class TileEditor(QDialog):
    """Describe one tile of the set ``set_name``; ``others`` are the set's other tile entries
    (checked together with this one), ``tile`` an entry to edit. ``tile()`` gives the entry."""

    def __init__(
        self,
        set_name: str,
        others: Sequence[Mapping[str, Any]] = (),
        tile: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.set_name = set_name
        self._others = [dict(entry) for entry in others]
        self._painter = TilePainter(PICTURE)
        self._entry: dict[str, object] | None = None
        self._tile_def: TileDef | None = None
        self._edges: str | None = "?"  # not yet shown: the first update sets every control
        #: a hand-made wiring read from the entry, kept while edges and wiring choices stay
        self._custom: list[dict[str, Any]] | None = None
        #: the entry being edited, as read: what it shows that no field here gives is kept
        self._loaded: dict[str, Any] = {}
        self._filling = False
        self.setWindowTitle(self.tr("Edit a tile") if tile is not None else self.tr("New tile"))

        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. A or curve-2"))
        self.name.setValidator(QRegularExpressionValidator(QRegularExpression(r"[^/]*"), self))
        self.name.setMaxLength(MAX_TILE_NAME)  # what a tile set file may hold
        self.count = QSpinBox()
        self.count.setRange(1, 20)
        self.edges = QLineEdit()
        self.edges.setPlaceholderText("CRFR")
        self.edges.setMaxLength(4)
        self.edges.setValidator(QRegularExpressionValidator(QRegularExpression("[CRFcrf]{0,4}"), self))
        self.separate_cities = QCheckBox(self.tr("Separate cities (each city edge its own city)"))
        self.roads = QComboBox()
        self.pennants = QSpinBox()
        self.pennants.setRange(0, 2)
        self.cloister = QCheckBox(self.tr("Cloister"))
        #: a check box for each expansion's kind of feature with a look, by the kind's name
        self.kinds = {
            kind.name: QCheckBox(look.label)
            for kind in feature_kinds()
            if kind.edge is None  # (one that runs through edges is typed with them: not offered)
            and (look := first(half.feature_look(kind.name) for half in halves())) is not None
        }
        #: the expansions' marks, as their UI halves offer them
        self.fields: list[EditorField] = [
            field for half in halves() for field in half.tile_editor_fields(self)
        ]
        self.picture = QLabel()
        self.picture.setFixedSize(PICTURE + 8, PICTURE + 8)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setStyleSheet("background: #e9e4d8; border: 1px solid #b9b2a2;")
        self.summary = hint("")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.wiring_note = hint("")
        self.error = _error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)

        self._lay_out()
        self._fill(tile)
        for line in (self.name, self.edges):
            line.textEdited.connect(self._text_edited)
        self.edges.textChanged.connect(self._update)
        self.name.textChanged.connect(self._update)
        for box in (self.cloister, *self.kinds.values()):
            box.toggled.connect(self._update)
        self.separate_cities.toggled.connect(self._wiring_touched)
        self.roads.currentIndexChanged.connect(self._wiring_touched)
        for spin in (self.count, self.pennants):
            spin.valueChanged.connect(self._update)
        for field in self.fields:
            field.layout_wanted.connect(self._layout_wanted)
            field.changed.connect(self._update)
        self._update()

    # -- layout ---------------------------------------------------------------------------

    def _lay_out(self) -> None:
        tile_box = QGroupBox(self.tr("Tile"))
        form = QFormLayout(tile_box)
        name_row = QHBoxLayout()
        name_row.addWidget(PlainLabel(f"{self.set_name}/"))
        name_row.addWidget(self.name, 1)
        form.addRow(self.tr("Name"), name_row)
        form.addRow(self.tr("Copies in the box"), self.count)
        form.addRow(self.tr("Edges"), self.edges)
        form.addRow(hint(self.tr("Clockwise from north: C city, R road, F field."), wrap=False))

        wiring = QGroupBox(self.tr("Wiring"))
        wiring_column = QVBoxLayout(wiring)
        wiring_form = QFormLayout()
        wiring_form.addRow(self.separate_cities)
        wiring_form.addRow(self.tr("Roads"), self.roads)
        wiring_column.addLayout(wiring_form)
        wiring_column.addWidget(self.wiring_note)

        marks = QGroupBox(self.tr("On the tile"))
        marks_form = QFormLayout(marks)
        marks_form.addRow(self.tr("Pennants"), self.pennants)
        boxes: list[QWidget] = [self.cloister, *self.kinds.values()]
        rows: list[EditorField] = []
        groups: list[QWidget] = []
        for field in self.fields:  # check boxes side by side, rows under them, groups apart
            if isinstance(field.widget, QCheckBox):
                boxes.append(field.widget)
            elif isinstance(field.widget, QGroupBox):
                groups.append(field.widget)
            else:
                rows.append(field)
        checks = QGridLayout()
        for i, box in enumerate(boxes):
            checks.addWidget(box, i // 2, i % 2)
        marks_form.addRow(checks)
        for field in rows:
            marks_form.addRow(field.label, field.widget)

        left = QVBoxLayout()
        for group in (tile_box, wiring, marks, *groups):
            left.addWidget(group)
        right = QVBoxLayout()
        right.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        right.addWidget(self.summary)
        right.addWidget(self.error)
        right.addStretch(1)
        right_widget = QWidget()
        right_widget.setLayout(right)
        right_widget.setFixedWidth(PICTURE + 60)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(right_widget)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)

    def _fill(self, tile: Mapping[str, Any] | None) -> None:
        self._filling = True
        taken = {str(entry.get("id", "")).partition("/")[2] for entry in self._others}
        if tile is None:
            self.name.setText(_next_free_name(taken))
            self.edges.setFocus()
            self._filling = False
            return
        self._loaded = dict(tile)
        self.name.setText(str(tile.get("id", "")).partition("/")[2])
        self.count.setValue(int(tile.get("count", 1)))
        features: list[dict[str, Any]] = [dict(f) for f in tile.get("features") or []]
        edges = edges_of(features)
        self.edges.setText(edges)
        self._set_edges_controls(edges)
        choice = wiring_of(edges, features)
        if choice is None:
            self._custom = features
        else:
            self.separate_cities.setChecked(choice[0])
            if choice[1] is not None:
                self._select_layout(choice[1])
        kinds = [f.get("kind") for f in features]
        self.pennants.setValue(sum(int(f.get("pennants", 0)) for f in features))
        self.cloister.setChecked("cloister" in kinds)
        for name, box in self.kinds.items():
            box.setChecked(name in kinds)
        for field in self.fields:
            field.load(tile)
        self._filling = False

    # -- reactions ------------------------------------------------------------------------

    def _text_edited(self, text: str) -> None:
        line = self.sender()
        if line is self.edges and text != text.upper():
            position = self.edges.cursorPosition()
            self.edges.setText(text.upper())
            self.edges.setCursorPosition(position)

    def _wiring_touched(self) -> None:
        if not self._filling:
            self._custom = None
        self._update()

    def _layout_wanted(self, layout: str) -> None:
        """A mark the player set asks for a road layout (a roundabout: one road through)."""
        edges = self._edges if self._edges is not None and len(self._edges) == 4 else None
        if not self._filling and edges is not None and layout in road_layouts(edges):
            self._select_layout(layout)

    def _layout_names(self) -> dict[str, str]:
        return {
            THROUGH: self.tr("one road through the tile"),
            ENDS: self.tr("each road ends on the tile"),
            CURVES_NE_SW: self.tr("two curves: north–east and south–west"),
            CURVES_NW_ES: self.tr("two curves: north–west and east–south"),
        }

    def _select_layout(self, layout: str | None) -> None:
        index = self.roads.findData(layout)
        if index >= 0:
            self.roads.setCurrentIndex(index)

    def _set_edges_controls(self, edges: str | None) -> None:
        """Offer only what the edges allow; reset the wiring to the usual one for new edges."""
        if edges == self._edges:
            return
        self._edges = edges
        self._custom = None
        filling, self._filling = self._filling, True
        letters = edges or ""
        cities = letters.count("C")
        layouts = road_layouts(edges) if edges else ()
        defaults = default_features(edges) if edges else []
        self.separate_cities.setChecked(sum(f["kind"] == "city" for f in defaults) > 1)
        self.separate_cities.setEnabled(cities >= 2)
        self.roads.clear()
        names = self._layout_names()
        if edges is None:
            self.roads.addItem(self.tr("(type the edges first)"), None)
        elif not layouts:
            self.roads.addItem(self.tr("no roads"), None)
        for layout in layouts:
            self.roads.addItem(names[layout], layout)
        self.roads.setEnabled(len(layouts) > 1)
        # while the edges are being typed (not four letters yet) the marks wait, disabled
        self.pennants.setEnabled(cities > 0)
        if cities == 0 and edges is not None:
            self.pennants.setValue(0)
        for field in self.fields:
            field.fit(edges)
        self._filling = filling

    def _update(self) -> None:
        if self._filling:
            return
        self._entry = None
        self._tile_def = None
        edges: str | None
        try:
            edges = check_edges(self.edges.text())
        except WiringError:
            edges = None
        self._set_edges_controls(edges)
        name = self.name.text().strip()
        problem: str | None = None
        if edges is None:
            problem = self.tr("Type the four edges, north, east, south, west, each C, R or F.")
        elif not name:
            problem = self.tr("Give the tile a name.")
        elif not TILE_NAME.match(name):
            problem = self.tr("A tile name has only letters, digits and - (no spaces).")
        tile_def: TileDef | None = None
        entry: dict[str, object] | None = None
        if edges is not None:
            tile_id = f"{self.set_name}/{name if problem is None else _PREVIEW}"
            try:
                entry = self._build(tile_id, edges)
                catalogue = validate_user_set(
                    user_set_document(self.set_name, self.set_name, [*self._others, entry])
                )
                tile_def = catalogue.tile(tile_id)
            except WiringError as exc:
                problem = problem or self._wiring_message(exc)
                entry = None
            except CatalogueError as exc:
                problem = problem or str(exc)
                tile_def = self._alone(entry)
                entry = None
        self._show(tile_def, edges)
        self.error.setText(problem or "")
        self.wiring_note.setText(
            self.tr("Hand-made wiring from the file, kept until you change the edges or the wiring.")
            if self._custom is not None
            else ""
        )
        self.wiring_note.setVisible(bool(self.wiring_note.text()))
        if problem is None and entry is not None:
            self._entry, self._tile_def = entry, tile_def
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self._entry is not None)

    def _build(self, tile_id: str, edges: str) -> dict[str, object]:
        if self._custom is not None:
            features: list[dict[str, Any]] = self._custom
        else:
            layout = self.roads.currentData()
            features = wire(
                edges, self.separate_cities.isChecked(), layout if isinstance(layout, str) else "auto"
            )
        tile_attributes = {k: v for field in self.fields for k, v in field.tile_attributes().items()}
        road_attributes = {k: v for field in self.fields for k, v in field.road_attributes().items()}
        city_attributes = {k: v for field in self.fields for k, v in field.city_attributes().items()}
        entry = tile_document(
            tile_id,
            self.count.value(),
            edges,
            features,
            cloister=self.cloister.isChecked(),
            kinds=[name for name, box in self.kinds.items() if box.isChecked()],
            pennants=self.pennants.value(),
            attributes=_unowned(self._loaded, tile_attributes) | tile_attributes,
            road_attributes=road_attributes,
            city_attributes=city_attributes,
        )
        _keep_feature_attributes(self._loaded, entry, road_attributes | city_attributes)
        return entry

    def _alone(self, entry: dict[str, object] | None) -> TileDef | None:
        """The tile built without the set's other tiles (for the picture while it clashes with
        one of them, e.g. a name already taken), or None when the tile itself is refused."""
        if entry is None:
            return None
        preview = {**entry, "id": f"{self.set_name}/{_PREVIEW}"}
        try:
            catalogue = validate_user_set(user_set_document(self.set_name, self.set_name, [preview]))
        except CatalogueError:
            return None
        return catalogue.tile(str(preview["id"]))

    def _wiring_message(self, exc: WiringError) -> str:
        marks = {
            key: field.label
            for field in self.fields
            for key in (*field.road_attributes(), *field.city_attributes())
        }
        messages = {
            "crossing": self.tr("A road cannot cross a city: keep the cities separate or let the roads end."),
            "pennants": self.tr("Pennants need a city."),
            "edges": self.tr("Type the four edges, north, east, south, west, each C, R or F."),
        }
        if exc.reason == "road-attribute" and exc.subject in marks:
            return self.tr("{mark}: only on a tile with a road.").format(mark=marks[exc.subject])
        if exc.reason == "city-attribute" and exc.subject in marks:
            return self.tr("{mark}: only on a tile with a city.").format(mark=marks[exc.subject])
        return messages.get(exc.reason, str(exc))

    def _show(self, tile: TileDef | None, edges: str | None) -> None:
        if tile is None:
            blank = QPixmap(PICTURE, PICTURE)
            blank.fill(Qt.GlobalColor.transparent)
            self.picture.setPixmap(blank)
            self.summary.setText("")
            return
        self.picture.setPixmap(self._painter.pixmap(tile, 0, PICTURE))
        self.summary.setText(self.tr("{edges} (north at the top)").format(edges=edges))

    def _accept(self) -> None:
        if self._entry is not None:
            self.accept()

    # -- results --------------------------------------------------------------------------

    def tile(self) -> dict[str, object]:
        """The tile entry as described (only once the description is valid)."""
        if self._entry is None:
            raise ValueError("the tile description is not valid")
        return dict(self._entry)

    def tile_def(self) -> TileDef | None:
        """The tile as the catalogue builds it, or None while the description is refused."""
        return self._tile_def

    def error_text(self) -> str:
        return self.error.text()


class NewSetDialog(QDialog):
    """The name and title of a new user set; names already in ``taken`` (or shipped) are refused."""

    def __init__(self, taken: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tile set"))
        self._taken = taken
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. signposts-mine"))
        self.name.setMaxLength(MAX_SET_NAME)  # what a tile set file may hold
        self.title = QLineEdit()
        self.title.setMaxLength(MAX_TITLE)  # what a tile set file may hold
        self.title.setPlaceholderText(self.tr("e.g. Signposts (my box)"))
        self.error = _error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(440)
        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Short name"), self.name)
        QWidget.setTabOrder(self.title, self.name)  # as they stand: the title first
        self.title.setFocus()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(
            hint(
                self.tr(
                    "The title is what the app shows. The short name is for the set's file: "
                    "letters, digits and - only."
                )
            )
        )
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._update)
        self.title.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        name, title = self.name.text().strip(), self.title.text().strip()
        problem = ""
        if not name:
            problem = self.tr("Give the set a name.")
        elif not QRegularExpression(SET_NAME).match(name).hasMatch():
            problem = self.tr("A set name has only letters, digits and - (no spaces).")
        elif name in self._taken:
            problem = self.tr("You already have a set named {name}.").format(name=name)
        elif not title:
            problem = self.tr("Give the set a title.")
        else:
            try:
                validate_user_set(user_set_document(name, title, []))
            except CatalogueError as exc:
                problem = str(exc)
        self.error.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> tuple[str, str]:
        return self.name.text().strip(), self.title.text().strip()


class TileSetsDialog(QDialog):
    """The user's tile sets in ``folder``: each change is saved at once."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.setWindowTitle(self.tr("Your tile sets"))
        self._documents: dict[str, dict[str, Any]] = {}
        self._painter = TilePainter(ICON)

        self.sets = QListWidget()
        self.sets.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sets.setMinimumWidth(220)
        self.new_button = QPushButton(self.tr("New set…"))
        self.import_button = QPushButton(self.tr("Import…"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.delete_button = QPushButton(self.tr("Delete set"))
        self.problems = _error_label()

        self.heading = QLabel()  # the app's markup around the set's escaped name and title
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        self.tiles = QListWidget()
        self.tiles.setViewMode(QListView.ViewMode.IconMode)
        self.tiles.setIconSize(QSize(ICON, ICON))
        self.tiles.setGridSize(QSize(ICON + 28, ICON + 40))
        self.tiles.setResizeMode(QListView.ResizeMode.Adjust)
        self.tiles.setMovement(QListView.Movement.Static)
        self.tiles.setWordWrap(True)
        self.tiles.setMinimumSize(4 * (ICON + 28) + 24, 2 * (ICON + 40) + 12)
        self.add_button = QPushButton(self.tr("Add tile…"))
        self.edit_button = QPushButton(self.tr("Edit tile…"))
        self.remove_button = QPushButton(self.tr("Remove tile"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        self.new_button.clicked.connect(self.new_set)
        self.import_button.clicked.connect(self.import_set)
        self.export_button.clicked.connect(self.export_set)
        self.delete_button.clicked.connect(self.delete_set)
        self.add_button.clicked.connect(self.add_tile)
        self.edit_button.clicked.connect(self.edit_tile)
        self.remove_button.clicked.connect(self.remove_tile)
        self.sets.currentRowChanged.connect(self._show_set)
        self.tiles.currentRowChanged.connect(self._update_buttons)
        self.tiles.itemDoubleClicked.connect(self.edit_tile)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Sets")))
        left.addWidget(self.sets, 1)
        set_buttons = QGridLayout()
        for i, button in enumerate(
            (self.new_button, self.import_button, self.export_button, self.delete_button)
        ):
            set_buttons.addWidget(button, i // 2, i % 2)
        left.addLayout(set_buttons)
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.tiles, 1)
        tile_buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button):
            tile_buttons.addWidget(button)
        tile_buttons.addStretch(1)
        right.addLayout(tile_buttons)
        columns = QHBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(
            hint(
                self.tr(
                    "Describe the tiles of your own box once (the Signposts and the Fortune Tellers "
                    "have no public tile list); your sets can then be chosen for a new game."
                )
            )
        )
        layout.addLayout(columns, 1)
        layout.addWidget(self.problems)
        layout.addWidget(close)
        self.reload()

    # -- state ----------------------------------------------------------------------------

    def reload(self, select: str | None = None) -> None:
        """Read the folder again; select the set ``select`` (else keep the current one)."""
        select = select or self.current_set_name()
        problems: list[str] = []
        documents = read_user_sets(self.folder, problems)
        self._documents = {str(doc["set"]): doc for doc in documents}
        self.problems.setText(
            self.tr("Some files in the folder were left out:") + "\n" + "\n".join(problems)
            if problems
            else ""
        )
        self.problems.setVisible(bool(problems))
        self.sets.blockSignals(True)
        self.sets.clear()
        row = 0
        for i, (name, doc) in enumerate(self._documents.items()):
            item = QListWidgetItem(f"{doc.get('name') or name}\n{name}")
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.sets.addItem(item)
            if name == select:
                row = i
        self.sets.blockSignals(False)
        if self._documents:
            self.sets.setCurrentRow(row)
        self._show_set()

    def set_names(self) -> list[str]:
        return list(self._documents)

    def current_set_name(self) -> str | None:
        item = self.sets.currentItem()
        name = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return name if isinstance(name, str) else None

    def current_document(self) -> dict[str, Any] | None:
        name = self.current_set_name()
        return self._documents.get(name) if name is not None else None

    def _tile_entries(self) -> list[dict[str, Any]]:
        document = self.current_document()
        return [dict(tile) for tile in document["tiles"]] if document is not None else []

    def _show_set(self) -> None:
        self.tiles.clear()
        document = self.current_document()
        if document is None:
            self.heading.setText(self.tr("No set yet: make a new one or import one."))
            self._update_buttons()
            return
        catalogue: Catalogue | None
        try:
            catalogue = validate_user_set(document)
        except CatalogueError:
            catalogue = None  # read_user_sets only keeps valid sets; be safe all the same
        total = 0
        for entry in document["tiles"]:
            tile_id, count = str(entry["id"]), int(entry["count"])
            total += count
            item = QListWidgetItem(
                self.tr("{name} ×{count}").format(name=tile_id.partition("/")[2] or tile_id, count=count)
            )
            item.setData(Qt.ItemDataRole.UserRole, tile_id)
            if catalogue is not None and tile_id in catalogue.tiles:
                icon = QIcon()
                picture = self._painter.pixmap(catalogue.tiles[tile_id], 0, ICON)
                for mode in (QIcon.Mode.Normal, QIcon.Mode.Selected):  # not tinted when selected
                    icon.addPixmap(picture, mode)
                item.setIcon(icon)
            item.setToolTip(literal(tile_id))
            self.tiles.addItem(item)
        self.heading.setText(
            self.tr("<b>{title}</b> ({name}): {types} tile types, {total} tiles").format(
                title=html.escape(str(document.get("name", ""))),
                name=html.escape(str(document["set"])),
                types=len(document["tiles"]),
                total=total,
            )
        )
        self._update_buttons()

    def _update_buttons(self) -> None:
        has_set = self.current_document() is not None
        has_tile = has_set and self.tiles.currentRow() >= 0
        for button in (self.export_button, self.delete_button, self.add_button):
            button.setEnabled(has_set)
        for button in (self.edit_button, self.remove_button):
            button.setEnabled(has_tile)

    def _save(self, document: dict[str, Any]) -> bool:
        try:
            write_user_set(self.folder, document)
        except (CatalogueError, OSError) as exc:
            self._warn(self.tr("Cannot save the set"), str(exc))
            return False
        self.reload(str(document["set"]))
        return True

    # -- actions --------------------------------------------------------------------------

    def new_set(self) -> None:
        values = self._ask_new_set()
        if values is not None:
            self.create_set(*values)

    def create_set(self, name: str, title: str) -> bool:
        if name in self._documents or (self.folder / f"{name}.json").exists():
            self._warn(
                self.tr("Cannot make the set"),
                self.tr("You already have a set named {name}.").format(name=name),
            )
            return False
        return self._save(user_set_document(name, title, []))

    def add_tile(self) -> None:
        document = self.current_document()
        if document is None:
            return
        editor = TileEditor(str(document["set"]), self._tile_entries(), None, self)
        if self._run_editor(editor):
            updated = dict(document)
            updated["tiles"] = [*self._tile_entries(), editor.tile()]
            if self._save(updated):
                self.tiles.setCurrentRow(self.tiles.count() - 1)

    def edit_tile(self) -> None:
        document = self.current_document()
        row = self.tiles.currentRow()
        if document is None or row < 0:
            return
        entries = self._tile_entries()
        entry = entries[row]
        if entry.get("features") is None or entry.get("squares") is not None:
            self._warn(
                self.tr("Cannot edit this tile"),
                self.tr(
                    "{tile} is defined elsewhere or covers several squares: change it in the file."
                ).format(tile=entry.get("id")),
            )
            return
        others = entries[:row] + entries[row + 1 :]
        editor = TileEditor(str(document["set"]), others, entry, self)
        if self._run_editor(editor):
            entries[row] = editor.tile()
            updated = dict(document)
            updated["tiles"] = entries
            if self._save(updated):
                self.tiles.setCurrentRow(row)

    def remove_tile(self) -> None:
        document = self.current_document()
        row = self.tiles.currentRow()
        if document is None or row < 0:
            return
        entries = self._tile_entries()
        del entries[row]
        updated = dict(document)
        updated["tiles"] = entries
        if self._save(updated):
            self.tiles.setCurrentRow(min(row, self.tiles.count() - 1))

    def delete_set(self) -> None:
        name = self.current_set_name()
        if name is None:
            return
        question = self.tr("Delete the set {name} and its file? This cannot be undone.").format(name=name)
        if not self._confirm(self.tr("Delete set"), question):
            return
        try:
            (self.folder / f"{name}.json").unlink()
        except OSError as exc:
            self._warn(self.tr("Cannot delete the set"), str(exc))
        self.reload()

    def import_set(self) -> None:
        path = self._ask_open_path()
        if path is not None:
            self.import_path(path)

    def import_path(self, path: Path) -> bool:
        """Copy a set file into the folder; refused with the reason if invalid or if a set of
        that name exists (nothing is overwritten)."""
        try:
            document = read_user_set_file(path)
            name = str(document["set"])
            if name in self._documents or (self.folder / f"{name}.json").exists():
                raise CatalogueError(
                    self.tr("You already have a set named {name}: delete it first.").format(name=name)
                )
            write_user_set(self.folder, document, overwrite=False)
        except (CatalogueError, OSError) as exc:
            self._warn(self.tr("Cannot import this file"), str(exc))
            return False
        self.reload(name)
        return True

    def export_set(self) -> None:
        document = self.current_document()
        if document is None:
            return
        path = self._ask_save_path(f"{document['set']}.json")
        if path is not None:
            self.export_path(path)

    def export_path(self, path: Path) -> bool:
        document = self.current_document()
        if document is None:
            return False
        try:
            export_user_set(path, document)
        except (CatalogueError, OSError) as exc:
            self._warn(self.tr("Cannot export the set"), str(exc))
            return False
        return True

    # -- questions (tests replace these) ------------------------------------------------

    def _run_editor(self, editor: TileEditor) -> bool:
        return editor.exec() == QDialog.DialogCode.Accepted

    def _ask_new_set(self) -> tuple[str, str] | None:
        dialog = NewSetDialog(set(self._documents), self)
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _ask_open_path(self) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a tile set"), "", self.tr("Tile sets (*.json)")
        )
        return Path(name) if name else None

    def _ask_save_path(self, suggested: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the tile set"), suggested, self.tr("Tile sets (*.json)")
        )
        if not name:
            return None
        return Path(name if name.endswith(".json") else name + ".json")

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, literal(text))

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, literal(text))
        return answer == QMessageBox.StandardButton.Yes
