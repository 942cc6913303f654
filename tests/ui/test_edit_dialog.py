"""Changing a past turn in one step: the turn list shows each turn's tile and where it went;
every later turn that no longer applies is listed at once, in words; a broken follower step's
fix is no follower; Enter confirms once nothing is left to settle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.table.actions import Follower, Pass, Place
from tests.test_edit import three_turns
from ui.dialogs.edit import ChoiceRow, EditTurnDialog


@pytest.fixture
def game() -> Game:
    """Three turns and V drawn (``tests.test_edit.three_turns``)."""
    return three_turns()


def _choose(row: ChoiceRow, wanted: object) -> None:
    row.combo.setCurrentIndex(row.choices.index(wanted))  # type: ignore[arg-type]


def test_the_turn_list_shows_each_turns_tile_and_square(qtbot: QtBot, game: Game) -> None:
    dialog = EditTurnDialog(game)
    qtbot.addWidget(dialog)
    box = dialog.turn_box
    assert box.itemText(0) == "Turn 1: Anna, City on one side, straight road: 1 east of the start tile"
    assert box.itemText(2).startswith("Turn 3: Anna, ") and "1 south of the start tile" in box.itemText(2)
    assert not box.itemIcon(0).isNull()  # the tile's picture
    assert box.itemText(3) == "Turn 4: Bram"  # drawn, not placed yet


def test_a_follower_is_named_by_its_figure_in_the_turn_as_entered(qtbot: QtBot, game: Game) -> None:
    dialog = EditTurnDialog(game, turn=2)
    qtbot.addWidget(dialog)
    assert "a thief (east)" in dialog.was.text() and "a follower" not in dialog.was.text()


def test_a_broken_follower_step_is_said_in_words_and_fixed_with_no_follower(qtbot: QtBot, game: Game) -> None:
    dialog = EditTurnDialog(game, turn=1)
    qtbot.addWidget(dialog)
    dialog.show()
    _choose(dialog._rows[2], Follower("E"))  # Anna now puts a thief on the road Bram took
    dialog.replay_button.click()
    said = dialog.conflict_text.text()
    assert said.startswith("Bram’s turn 2: a thief (east) no longer applies: ")
    assert "action" not in said
    assert dialog.fix_row is not None and dialog.fix_row.action() == Pass()  # never a follower nobody played
    assert dialog.fix_button.isDefault()
    text = dialog.conflict_text
    assert text.height() >= text.heightForWidth(text.width())  # not cut
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # uses the fix: no follower
    assert dialog.edit_result is not None and dialog.edit_result.conflict is None
    assert dialog.confirm.isDefault()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_game is not None
    assert [f.player for f in dialog.result_game.figures.values()] == [0]  # Anna's thief alone


def test_every_later_turn_that_no_longer_applies_is_listed_at_once(qtbot: QtBot, game: Game) -> None:
    dialog = EditTurnDialog(game, turn=1)
    qtbot.addWidget(dialog)
    dialog.show()
    _choose(dialog._rows[1], Place("base/D", (0, 1), 180))  # D south of the start: Bram's D is cut off
    dialog.replay_button.click()
    lines = dialog.conflict_text.text().split("\n")
    assert len(lines) > 2
    assert lines[0].startswith("Bram’s turn 2: City on one side, straight road: 2 east of the start tile")
    assert all(line.startswith(("Anna’s turn", "Bram’s turn")) for line in lines)
    assert dialog.drop_all_button.isVisible()
    dialog.drop_all_button.click()
    assert dialog.confirm.isEnabled() and dialog.confirm.isDefault()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_after_drop_it_enter_confirms(qtbot: QtBot, game: Game) -> None:
    dialog = EditTurnDialog(game, turn=1)
    qtbot.addWidget(dialog)
    dialog.show()
    _choose(dialog._rows[2], Follower("E"))
    dialog.replay_button.click()
    dialog.drop_button.click()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_many_later_turns_are_listed_whole_from_the_first_and_the_dialog_stays_on_its_screen(
    qtbot: QtBot, game: Game
) -> None:
    """(Seen under Xvfb at 1366×768: the list was cut at top and bottom, and in Romanian the
    dialog ran off the screen's bottom.) The list scrolls beyond a few lines instead."""
    from ui.dialogs.edit import _Lines

    dialog = EditTurnDialog(game, turn=1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _choose(dialog._rows[1], Place("base/D", (0, 1), 180))
    dialog.replay_button.click()
    text, lines = dialog.conflict_text, dialog.conflict_lines
    assert text.height() >= text.heightForWidth(text.width())  # every line in the list, none cut
    assert lines.verticalScrollBar().value() == 0  # shown from the first
    most = _Lines.MOST_LINES * text.fontMetrics().lineSpacing() + 2 * lines.frameWidth()
    assert text.fontMetrics().lineSpacing() * 3 <= lines.height() <= most  # a few lines; beyond, it scrolls
    screen = dialog.screen()
    assert screen is not None
    room = screen.availableGeometry()
    assert dialog.frameGeometry().bottom() <= room.bottom() or dialog.frameGeometry().top() == room.top()
    before = dialog.edit_result
    focused = dialog.focusWidget() or dialog
    QTest.keyClick(focused, Qt.Key.Key_Return)  # Enter, wherever the focus is: the fix offered
    assert dialog.isVisible() and dialog.edit_result is not before  # used, not the edit thrown away
