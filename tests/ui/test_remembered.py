"""The new-game dialog comes back as it was last accepted."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from ui.dialogs.new_game import LAST_CHOICES, NewGameDialog


def test_the_last_players_sets_and_options_come_back(qtbot: QtBot) -> None:
    first = NewGameDialog()
    qtbot.addWidget(first)
    assert [name.text() for name, _ in first._rows] == ["Anna", "Bram"]
    first._add.click()
    for row, (name, color) in enumerate(zip(["Zoë", "Yusuf", "Xia"], ["pink", "green", "grey"], strict=True)):
        edit, box = first.player_row(row)
        edit.setText(name)
        box.setCurrentIndex(box.findData(color))
    first.choose("beside")
    first.choose("festival")
    famine, followers = first.option("famine-majority"), first.option("followers")
    assert isinstance(famine, QCheckBox) and isinstance(followers, QSpinBox)
    famine.setChecked(True)
    followers.setValue(9)
    first._accept()
    assert first.result_setup is not None

    assert first.result_setup.sets == ("base", "wof-symbols", "festival")
    assert first.result_setup.options == {"wheel-beside-board": True, "famine-majority": True, "followers": 9}

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.setup() == first.result_setup


def test_unreadable_memory_is_ignored(qtbot: QtBot) -> None:
    QSettings().setValue(LAST_CHOICES, "{not json")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [name.text() for name, _ in dialog._rows] == ["Anna", "Bram"]
