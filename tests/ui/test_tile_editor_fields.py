"""An expansion's tile marks come from its UI half (issue #18): a made-up expansion, its engine
module declaring a tile attribute and a road attribute and its UI half offering them, both
registered by this test alone, is described in the tile editor with no edit of the editor."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QGroupBox, QSpinBox
from pytestqt.qtbot import QtBot

from carc_assist.rules import hooks
from carc_assist.rules.hooks import Attribute, Expansion
from carc_assist.rules.tileset_file import shipped_models
from ui.dialogs.tile_editor import TileEditor
from ui.expansions import ExpansionUI, halves, register, unregister
from ui.look.tile_editor_fields import CheckField, EditorField


class _Wells(Expansion):
    """The engine half: a well on a tile, fords on its roads."""

    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {"well": (bool, False)}
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {"ford": (int, 0)}


class FordsField(EditorField):
    """A mark of its own shape: how many fords every road of the tile has, on roads only."""

    def __init__(self, parent: QObject | None = None) -> None:
        spin = QSpinBox()
        super().__init__("Fords", spin, parent)
        self.spin = spin
        spin.setRange(0, 3)
        spin.valueChanged.connect(self.changed)

    def load(self, entry: Mapping[str, Any]) -> None:
        self.spin.setValue(max((int(f.get("ford", 0)) for f in entry.get("features") or []), default=0))

    def road_attributes(self) -> dict[str, object]:
        return {"ford": self.spin.value()}

    def fit(self, edges: str | None) -> None:
        self.spin.setEnabled(edges is not None and "R" in edges)
        if edges is not None and "R" not in edges:
            self.spin.setValue(0)


class WellsUI(ExpansionUI):
    """The UI half: a check box for the well, a row for the fords."""

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        return (CheckField("Well", "well", parent=parent), FordsField(parent))


@pytest.fixture
def wells(monkeypatch: pytest.MonkeyPatch) -> Iterator[WellsUI]:
    """Both halves registered for one test; the shipped sets are read again with the wells'
    attributes, before and after (``shipped_models`` keeps them once read)."""
    monkeypatch.setattr(hooks, "MODULES", (*hooks.registered(), _Wells))
    shipped_models.cache_clear()
    half = WellsUI()
    register(half)
    try:
        yield half
    finally:
        unregister(half)
        monkeypatch.undo()
        shipped_models.cache_clear()
    assert half not in halves()


def editor_for(qtbot: QtBot, tile: Mapping[str, Any] | None = None) -> TileEditor:
    editor = TileEditor("mine", [], tile)
    qtbot.addWidget(editor)
    editor.show()
    return editor


def ok_enabled(editor: TileEditor) -> bool:
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_its_marks_are_described_in_the_tile_editor(qtbot: QtBot, wells: WellsUI) -> None:
    editor = editor_for(qtbot)
    well = next(box for box in editor.findChildren(QCheckBox) if box.text() == "Well")
    fords = next(f for f in editor.fields if isinstance(f, FordsField)).spin
    marks = next(group for group in editor.findChildren(QGroupBox) if group.title() == "On the tile")
    assert marks.isAncestorOf(well) and marks.isAncestorOf(fords)  # with the other marks
    assert not fords.isEnabled()  # no edges yet
    editor.edges.setText("FRFR")
    assert fords.isEnabled()
    well.setChecked(True)
    fords.setValue(2)
    assert ok_enabled(editor), editor.error_text()  # the catalogue takes both attributes
    entry = editor.tile()
    assert entry["well"] is True
    features = entry["features"]
    assert isinstance(features, list)
    assert [f.get("ford") for f in features] == [2 if f["kind"] == "road" else None for f in features]
    assert editor.tile_def() is not None

    again = editor_for(qtbot, entry)  # an entry is shown as it is
    assert next(f for f in again.fields if isinstance(f, FordsField)).spin.value() == 2
    assert next(b for b in again.findChildren(QCheckBox) if b.text() == "Well").isChecked()
    assert again.tile() == entry

    editor.edges.setText("FFFF")  # no road: no ford, and the well stays
    assert not fords.isEnabled() and fords.value() == 0
    assert ok_enabled(editor) and editor.tile()["well"] is True
    assert "ford" not in str(editor.tile()["features"])
    fords.setValue(1)  # (a half that left its road mark on a tile without roads)
    assert not ok_enabled(editor) and editor.error_text() == "Fords: only on a tile with a road."


def test_without_its_half_the_editor_offers_none_of_its_marks(qtbot: QtBot) -> None:
    editor = editor_for(qtbot)
    assert not any(box.text() == "Well" for box in editor.findChildren(QCheckBox))
    assert not any(isinstance(f, FordsField) for f in editor.fields)
