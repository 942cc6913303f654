"""The tile editor driven as a player would: typing edges gives the proposed wiring and a
picture, impossible descriptions keep OK disabled with the reason, the sets dialog saves each
change to a file the catalogue accepts."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from carc_assist.expansions.signposts import signposts_of
from carc_assist.rules.tile_wiring import (
    CURVES_NE_SW,
    THROUGH,
    default_features,
    read_user_sets,
    tile_document,
    user_set_document,
    wire,
    write_user_set,
)
from carc_assist.rules.tileset_file import load_catalogue, read_tileset
from tests.test_tile_wiring import ROUNDABOUT, posts
from ui.dialogs.tile_editor import NewSetDialog, TileEditor, TileSetsDialog
from ui.expansions.signposts_field import SignpostsField
from ui.look.tile_editor_fields import EditorField


def ok_enabled(editor: TileEditor) -> bool:
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def field(editor: TileEditor, key: str) -> EditorField:
    """The expansion's mark that writes the file key ``key`` (its UI half made it)."""
    return next(f for f in editor.fields if key in {**f.tile_attributes(), **f.road_attributes()})


def check(editor: TileEditor, key: str) -> QCheckBox:
    box = field(editor, key).widget
    assert isinstance(box, QCheckBox)
    return box


def wheel(editor: TileEditor) -> QComboBox:
    combo = field(editor, "wheel").widget
    assert isinstance(combo, QComboBox)
    return combo


def signposts(editor: TileEditor) -> dict[str, QComboBox]:
    posts = field(editor, "signposts")
    assert isinstance(posts, SignpostsField)
    return posts.combos


def type_edges(qtbot: QtBot, editor: TileEditor, edges: str) -> None:
    editor.edges.clear()
    QTest.keyClicks(editor.edges, edges)


@pytest.fixture
def editor(qtbot: QtBot) -> TileEditor:
    dialog = TileEditor("signposts-mine")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_typing_edges_proposes_the_wiring_and_draws_it(qtbot: QtBot, editor: TileEditor) -> None:
    assert not ok_enabled(editor)  # no edges yet
    assert editor.name.text() == "A"  # the first free name
    type_edges(qtbot, editor, "crfr")
    assert editor.edges.text() == "CRFR"
    assert ok_enabled(editor), editor.error_text()
    assert editor.error_text() == ""
    tile = editor.tile()
    assert tile["id"] == "signposts-mine/A" and tile["count"] == 1
    assert tile["features"] == default_features("CRFR")
    pixmap = editor.picture.pixmap()
    assert not pixmap.isNull() and pixmap.width() > 100
    tile_def = editor.tile_def()
    assert tile_def is not None and tile_def.id == "signposts-mine/A"


def test_signposts_only_beside_roads(qtbot: QtBot, editor: TileEditor) -> None:
    type_edges(qtbot, editor, "CRFR")
    assert not signposts(editor)["N"].isEnabled() and not signposts(editor)["S"].isEnabled()
    assert signposts(editor)["E"].isEnabled() and signposts(editor)["W"].isEnabled()
    signposts(editor)["E"].setCurrentIndex(signposts(editor)["E"].findData("left"))
    signposts(editor)["W"].setCurrentIndex(signposts(editor)["W"].findData("straight"))
    assert ok_enabled(editor)
    assert editor.tile()["signposts"] == [
        {"edge": "E", "points": "left"},
        {"edge": "W", "points": "straight"},
    ]
    tile_def = editor.tile_def()
    assert tile_def is not None and [s.points for s in signposts_of(tile_def)] == ["left", "straight"]
    # the east edge becomes a field: its signpost goes, and cannot be chosen again
    type_edges(qtbot, editor, "CFFR")
    assert not signposts(editor)["E"].isEnabled()
    assert signposts(editor)["E"].currentData() is None
    assert editor.tile()["signposts"] == [{"edge": "W", "points": "straight"}]


def test_impossible_descriptions_keep_ok_disabled(qtbot: QtBot, editor: TileEditor) -> None:
    type_edges(qtbot, editor, "CRFR")
    assert ok_enabled(editor)
    editor.name.clear()
    QTest.keyClicks(editor.name, "A B")
    assert not ok_enabled(editor)
    assert "no spaces" in editor.error_text()
    assert not editor.picture.pixmap().isNull()  # the picture still shows what is typed
    editor.name.setText("A")
    assert ok_enabled(editor)
    type_edges(qtbot, editor, "CRX")  # the X is not even accepted
    assert editor.edges.text() == "CR"
    assert not ok_enabled(editor) and "four edges" in editor.error_text()
    with pytest.raises(ValueError):
        editor.tile()
    # joined, the city N–S would cross the road E–W
    type_edges(qtbot, editor, "CRCR")
    assert ok_enabled(editor) and editor.separate_cities.isChecked()
    editor.separate_cities.setChecked(False)
    assert not ok_enabled(editor) and "cannot cross" in editor.error_text()
    editor.separate_cities.setChecked(True)
    assert ok_enabled(editor)


def test_a_name_taken_in_the_set_is_refused_with_the_catalogue_message(qtbot: QtBot) -> None:
    other = tile_document("mine/A", 1, "FFFF", None, cloister=True)
    dialog = TileEditor("mine", [other])
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "B"
    type_edges(qtbot, dialog, "FFRF")
    assert ok_enabled(dialog)
    dialog.name.setText("A")
    assert not ok_enabled(dialog)
    assert dialog.error_text() == "mine.json: tile mine/A: field id: defined twice"


def test_wiring_choices_and_marks(qtbot: QtBot, editor: TileEditor) -> None:
    type_edges(qtbot, editor, "CFCF")
    assert editor.separate_cities.isEnabled() and not editor.separate_cities.isChecked()
    assert not editor.roads.isEnabled() and not check(editor, "roundabout").isEnabled()
    editor.separate_cities.setChecked(True)
    features = editor.tile()["features"]
    assert isinstance(features, list) and sum(f["kind"] == "city" for f in features) == 2
    editor.pennants.setValue(2)
    check(editor, "festival").setChecked(True)
    wheel(editor).setCurrentIndex(wheel(editor).findData(2))
    entry = editor.tile()
    assert entry["festival"] is True and entry["wheel"] == 2
    features = entry["features"]
    assert isinstance(features, list) and features[0]["pennants"] == 2
    type_edges(qtbot, editor, "RRRR")
    assert not editor.pennants.isEnabled() and editor.pennants.value() == 0
    assert editor.roads.isEnabled() and editor.roads.count() == 4
    editor.roads.setCurrentIndex(editor.roads.findData(CURVES_NE_SW))
    assert editor.tile()["features"] == wire("RRRR", roads=CURVES_NE_SW)
    check(editor, "roundabout").setChecked(True)  # one road through a roundabout
    assert editor.roads.currentData() == THROUGH
    assert editor.tile()["features"] == [
        {"kind": "road", "at": ["N", "E", "S", "W"], "roundabout": True},
        *wire("RRRR", roads=THROUGH)[1:],
    ]
    editor.kinds["tent"].setChecked(True)
    tile_def = editor.tile_def()
    assert tile_def is not None and "tent" in tile_def.marks and "signposts" in tile_def.marks


def test_editing_an_entry_shows_it_as_it_is(qtbot: QtBot) -> None:
    entry = tile_document(
        "mine/curves",
        3,
        "RRRR",
        wire("RRRR", roads=CURVES_NE_SW),
        attributes=posts(N="right", S="left"),
        kinds=("tent",),
    )
    dialog = TileEditor("mine", [], entry)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "curves" and dialog.count.value() == 3
    assert dialog.edges.text() == "RRRR" and dialog.roads.currentData() == CURVES_NE_SW
    assert dialog.kinds["tent"].isChecked() and signposts(dialog)["S"].currentData() == "left"
    assert ok_enabled(dialog)
    assert dialog.tile() == entry


def test_marks_the_editor_does_not_offer_are_kept(qtbot: QtBot) -> None:
    """An inn on the road (its field reads it as it was) and a wind rose (no field of the
    editor gives it) stay on the tile when it is edited, the inn on the same road."""
    entry = tile_document("mine/inn", 1, "FRFR", wire("FRFR"), attributes={"wind_rose": "NE"})
    features = entry["features"]
    assert isinstance(features, list)
    (road,) = [f for f in features if f["kind"] == "road"]
    road["inn"] = True
    dialog = TileEditor("mine", [], entry)
    qtbot.addWidget(dialog)
    assert dialog.tile() == entry
    dialog.count.setValue(2)
    assert dialog.tile() == {**entry, "count": 2}


def test_a_hand_made_wiring_is_kept_until_changed(qtbot: QtBot) -> None:
    # the fields of base L joined on both sides of the east road: no proposal does that
    features = [
        {"kind": "road", "at": ["E", "W"]},
        {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
    ]
    entry = tile_document("mine/odd", 1, "FRFR", features)
    dialog = TileEditor("mine", [], entry)
    qtbot.addWidget(dialog)
    assert dialog.tile() == entry and dialog.wiring_note.text()
    dialog.roads.setCurrentIndex(dialog.roads.findData("ends"))
    assert dialog.tile()["features"] == wire("FRFR", roads="ends")
    assert not dialog.wiring_note.text()


def test_new_set_dialog_refuses_taken_and_shipped_names(qtbot: QtBot) -> None:
    dialog = NewSetDialog({"mine"})
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.title.setText("My box")
    for name, fine in (("mine", False), ("base", False), ("my set", False), ("signposts-mine", True)):
        dialog.name.setText(name)
        assert ok.isEnabled() == fine, (name, dialog.error.text())
    assert dialog.values() == ("signposts-mine", "My box")


def editor_filling(edges: str, name: str, count: int, **marks: str) -> Callable[[TileEditor], bool]:
    def run(editor: TileEditor) -> bool:
        editor.name.setText(name)
        editor.count.setValue(count)
        editor.edges.setText(edges)
        for side, points in marks.items():
            signposts(editor)[side].setCurrentIndex(signposts(editor)[side].findData(points))
        assert editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled(), editor.error_text()
        editor.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return editor.result() == 1

    return run


@pytest.fixture
def warned() -> list[tuple[str, str]]:
    """The warnings the sets dialog gave (title, text), instead of message boxes."""
    return []


@pytest.fixture
def sets_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warned: list[tuple[str, str]]
) -> TileSetsDialog:
    dialog = TileSetsDialog(tmp_path / "tilesets")
    qtbot.addWidget(dialog)
    dialog.show()
    monkeypatch.setattr(dialog, "_warn", lambda title, text: warned.append((title, text)))
    return dialog


def test_sets_dialog_makes_a_set_and_adds_two_tiles(
    sets_dialog: TileSetsDialog,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    warned: list[tuple[str, str]],
) -> None:
    dialog = sets_dialog
    assert dialog.set_names() == [] and not dialog.add_button.isEnabled()
    monkeypatch.setattr(dialog, "_ask_new_set", lambda: ("signposts-mine", "Signposts (my box)"))
    dialog.new_button.click()
    assert dialog.set_names() == ["signposts-mine"] and dialog.add_button.isEnabled()
    path = tmp_path / "tilesets" / "signposts-mine.json"
    assert read_tileset(path).tiles == []

    monkeypatch.setattr(dialog, "_run_editor", editor_filling("CRFR", "A", 2, E="left", W="right"))
    dialog.add_button.click()
    monkeypatch.setattr(dialog, "_run_editor", editor_filling("FRRR", "junction", 1, S="straight"))
    dialog.add_button.click()
    assert dialog.tiles.count() == 2
    assert dialog.tiles.item(0).text() == "A ×2" and not dialog.tiles.item(0).icon().isNull()
    assert "2 tile types, 3 tiles" in dialog.heading.text()

    model = read_tileset(path)
    assert [(t.id, t.count) for t in model.tiles] == [("signposts-mine/A", 2), ("signposts-mine/junction", 1)]
    catalogue = load_catalogue(extra_files=[path])
    assert [s.points for s in signposts_of(catalogue.tile("signposts-mine/A"))] == ["left", "right"]
    assert warned == []

    # edit the first tile: three copies; then remove the second
    dialog.tiles.setCurrentRow(0)
    monkeypatch.setattr(dialog, "_run_editor", editor_filling("CRFR", "A", 3))
    dialog.edit_button.click()
    assert read_tileset(path).tiles[0].count == 3
    dialog.tiles.setCurrentRow(1)
    dialog.remove_button.click()
    assert [t.id for t in read_tileset(path).tiles] == ["signposts-mine/A"]


def test_a_cancelled_editor_changes_nothing(
    sets_dialog: TileSetsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sets_dialog.create_set("mine", "Mine")
    before = (tmp_path / "tilesets" / "mine.json").read_bytes()
    monkeypatch.setattr(sets_dialog, "_run_editor", lambda editor: False)
    sets_dialog.add_tile()
    assert (tmp_path / "tilesets" / "mine.json").read_bytes() == before


def test_import_and_export(
    sets_dialog: TileSetsDialog,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    warned: list[tuple[str, str]],
) -> None:
    dialog = sets_dialog
    good = user_set_document(
        "tellers", "Fortune Tellers (mine)", [tile_document("tellers/A", 2, "FFFF", None, kinds=("tent",))]
    )
    source = tmp_path / "from-a-friend.json"
    source.write_text(json.dumps(good), encoding="utf-8")
    assert dialog.import_path(source)
    assert dialog.set_names() == ["tellers"] and dialog.current_set_name() == "tellers"
    saved = tmp_path / "tilesets" / "tellers.json"
    before = saved.read_bytes()

    # the same set again: refused, nothing overwritten
    assert not dialog.import_path(source)
    assert "already have a set named tellers" in warned[-1][1]
    assert saved.read_bytes() == before

    # a broken set: refused with the tile and field named
    bad = json.loads(json.dumps(good))
    bad["set"] = "other"
    bad["tiles"][0]["id"] = "other/A"
    bad["tiles"][0]["signposts"] = [{"edge": "N", "points": "left"}]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(bad), encoding="utf-8")
    assert not dialog.import_path(broken)
    title, text = warned[-1]
    assert title == "Cannot import this file"
    assert text == "broken.json: tile other/A: field signposts.0.edge: no road leaves through N"
    assert sorted(p.name for p in (tmp_path / "tilesets").iterdir()) == ["tellers.json"]

    monkeypatch.setattr(dialog, "_ask_save_path", lambda suggested: tmp_path / "out" / suggested)
    (tmp_path / "out").mkdir()
    dialog.export_button.click()
    assert json.loads((tmp_path / "out" / "tellers.json").read_text(encoding="utf-8")) == good


def test_delete_set_asks_first(
    sets_dialog: TileSetsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sets_dialog.create_set("mine", "Mine")
    monkeypatch.setattr(sets_dialog, "_confirm", lambda title, text: False)
    sets_dialog.delete_button.click()
    assert (tmp_path / "tilesets" / "mine.json").exists()
    monkeypatch.setattr(sets_dialog, "_confirm", lambda title, text: True)
    sets_dialog.delete_button.click()
    assert not (tmp_path / "tilesets" / "mine.json").exists() and sets_dialog.set_names() == []


def test_refused_files_in_the_folder_are_reported(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "tilesets"
    write_user_set(folder, user_set_document("mine", "Mine", [tile_document("mine/A", 1, "CRFR", None)]))
    (folder / "broken.json").write_text("{", encoding="utf-8")
    dialog = TileSetsDialog(folder)
    qtbot.addWidget(dialog)
    assert dialog.set_names() == ["mine"]
    assert "broken.json: not a readable JSON file" in dialog.problems.text()
    assert read_user_sets(folder) == [dialog.current_document()]


def test_screenshots(qtbot: QtBot, tmp_path: Path) -> None:
    """Pictures of both dialogs for a look (``/tmp/editor.png``, ``/tmp/tilesets.png``)."""
    folder = tmp_path / "tilesets"
    tiles = [
        tile_document("signposts-mine/A", 2, "CRFR", None, attributes=posts(E="left", W="right")),
        tile_document("signposts-mine/B", 1, "RRRR", wire("RRRR", roads=THROUGH), road_attributes=ROUNDABOUT),
        tile_document(
            "signposts-mine/C", 1, "RRRR", wire("RRRR", roads=CURVES_NE_SW), attributes=posts(N="right")
        ),
        tile_document("signposts-mine/D", 1, "CCRC", None, pennants=1, attributes=posts(S="straight")),
        tile_document("signposts-mine/E", 1, "FRRF", None, kinds=("tent",), attributes=posts(E="right")),
    ]
    write_user_set(folder, user_set_document("signposts-mine", "Signposts (my box)", tiles))
    sets = TileSetsDialog(folder)
    qtbot.addWidget(sets)
    sets.show()
    sets.tiles.setCurrentRow(0)
    qtbot.waitExposed(sets)
    assert sets.grab().save("/tmp/tilesets.png")
    editor = TileEditor("signposts-mine", tiles[1:], tiles[0])
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    assert editor.grab().save("/tmp/editor.png")
    assert editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    editor.name.setText("B")  # taken by another tile of the set: the catalogue's own message
    qtbot.wait(50)  # let the layout make room for the message
    assert not editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not editor.picture.pixmap().isNull() and editor.tile_def() is None
    assert editor.grab().save("/tmp/editor-refused.png")
    hand_made = tile_document(
        "signposts-mine/odd",
        1,
        "FRFR",
        [
            {"kind": "road", "at": ["E", "W"]},
            {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
        ],
    )
    odd = TileEditor("signposts-mine", tiles, hand_made)
    qtbot.addWidget(odd)
    odd.show()
    qtbot.waitExposed(odd)
    assert odd.grab().save("/tmp/editor-hand-made.png")
    new_set = NewSetDialog({"signposts-mine"})
    qtbot.addWidget(new_set)
    new_set.show()
    new_set.name.setText("signposts-mine")
    qtbot.waitExposed(new_set)
    qtbot.wait(50)
    assert new_set.grab().save("/tmp/new-set.png")
