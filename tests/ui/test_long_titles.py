"""Titles as long as the bounds allow (200 characters, ``record.md``) keep the new-game dialog
on the screen: its check box shows what fits, its tooltip the whole title."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carc_assist.cli.bench_memory import road_set
from carc_assist.files.limits import MAX_TITLE
from carc_assist.rules.tile_wiring import write_user_set
from ui.dialogs.new_game import NewGameDialog
from ui.prefs.settings import tile_sets_dir


def dialog_with_title(qtbot: QtBot, title: str) -> NewGameDialog:
    document = road_set(1)
    del document["start"]
    document["name"] = title
    write_user_set(tile_sets_dir(), document)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_a_title_of_the_bound_keeps_the_dialog_narrow(qtbot: QtBot) -> None:
    title = ("Carcassonne: De Wegwijzers (mini-uitbreiding, 2021) & " * 4)[:MAX_TITLE]
    dialog = dialog_with_title(qtbot, title)
    box, _ = dialog.user_sets[0]
    assert box.toolTip() and "&amp;" in box.toolTip() and "Wegwijzers" in box.toolTip()
    assert "…" in box.text() and len(box.text()) < 80
    assert dialog.sizeHint().width() <= dialog.screen().availableGeometry().width()


def test_a_short_title_is_shown_whole(qtbot: QtBot) -> None:
    dialog = dialog_with_title(qtbot, "Wegwijzers (mijn doos)")
    box, _ = dialog.user_sets[0]
    assert box.text().startswith("Wegwijzers (mijn doos)") and "…" not in box.text()
