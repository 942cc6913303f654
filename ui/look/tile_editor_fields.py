"""The marks of an expansion's tiles as the tile editor offers them (issue #18): each UI half
gives its own fields (``ExpansionUI.tile_editor_fields``), and the editor lays them out, loads
them from a tile entry, asks them for the attributes to write (the file keys the engine
modules declare, ``Expansion.TILE_ATTRIBUTES`` and ``FEATURE_ATTRIBUTES``) and names no
expansion.

``CheckField`` and ``ChoiceField`` serve a yes/no mark and a mark of a few values; a half with
a mark of another shape subclasses ``EditorField``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget


class EditorField(QObject):
    """One mark in the tile editor: its widget and the words naming it. The editor puts a check
    box beside its own check boxes, a group box under the marks, any other widget in a row
    after ``label``."""

    #: the player changed the mark: the editor builds the tile again
    changed = Signal()
    #: the road layout the mark asks for (a ``tile_wiring`` road layout), chosen by the editor
    #: when the edges allow it
    layout_wanted = Signal(str)

    def __init__(self, label: str, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.widget = widget

    def load(self, entry: Mapping[str, Any]) -> None:
        """Show the mark as the tile entry (a tile of a set file) has it."""

    def tile_attributes(self) -> dict[str, object]:
        """The tile attributes it gives, defaults included (``tile_wiring.tile_document``
        leaves those out)."""
        return {}

    def road_attributes(self) -> dict[str, object]:
        """The attributes it gives every road of the tile, defaults included."""
        return {}

    def city_attributes(self) -> dict[str, object]:
        """The attributes it gives every city of the tile, defaults included."""
        return {}

    def fit(self, edges: str | None) -> None:
        """Offer only what the edges (``NESW``, e.g. ``CRFR``) allow, and clear what they do
        not; ``None`` while they are being typed (not four letters yet)."""


def _features(entry: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return list(entry.get("features") or [])


class CheckField(EditorField):
    """A yes/no mark: a tile attribute ``key``, or with ``on_roads`` (``on_cities``) an
    attribute of every road (city), offered only on a tile with one. ``wants_layout``: the
    road layout it asks for when the player checks it."""

    def __init__(
        self,
        label: str,
        key: str,
        *,
        on_roads: bool = False,
        on_cities: bool = False,
        wants_layout: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        box = QCheckBox(label)
        super().__init__(label, box, parent)
        self.box = box
        self.key = key
        self.on_roads = on_roads
        self.on_cities = on_cities
        #: the edge letter of the features it marks (None: a tile attribute)
        self.on: str | None = "R" if on_roads else "C" if on_cities else None
        self.wants_layout = wants_layout
        self.box.toggled.connect(self._toggled)

    def _toggled(self, on: bool) -> None:
        if on and self.wants_layout is not None:
            self.layout_wanted.emit(self.wants_layout)
        self.changed.emit()

    def load(self, entry: Mapping[str, Any]) -> None:
        if self.on is not None:
            self.box.setChecked(any(feature.get(self.key) for feature in _features(entry)))
        else:
            self.box.setChecked(bool(entry.get(self.key)))

    def tile_attributes(self) -> dict[str, object]:
        return {} if self.on is not None else {self.key: self.box.isChecked()}

    def road_attributes(self) -> dict[str, object]:
        return {self.key: self.box.isChecked()} if self.on_roads else {}

    def city_attributes(self) -> dict[str, object]:
        return {self.key: self.box.isChecked()} if self.on_cities else {}

    def fit(self, edges: str | None) -> None:
        if self.on is None:
            return
        self.box.setEnabled(edges is not None and self.on in edges)
        if edges is not None and self.on not in edges:
            self.box.setChecked(False)


class ChoiceField(EditorField):
    """A tile attribute ``key`` of a few values: ``choices`` as (words, value), the default
    first."""

    def __init__(
        self, label: str, key: str, choices: Sequence[tuple[str, object]], parent: QObject | None = None
    ) -> None:
        combo = QComboBox()
        super().__init__(label, combo, parent)
        self.combo = combo
        self.key = key
        for words, value in choices:
            self.combo.addItem(words, value)
        self.combo.currentIndexChanged.connect(self.changed)

    def load(self, entry: Mapping[str, Any]) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(entry.get(self.key))))

    def tile_attributes(self) -> dict[str, object]:
        return {self.key: self.combo.currentData()}
