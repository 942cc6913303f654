"""The summary at its smallest, the coach's turning points on (issue #45, 1): the wrapped
explanation of lucky draws and the turning points keep the height of their lines, so the
race chart's axis label is never drawn over them."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.dialogs.summary import RaceChart, SummaryDialog
from ui.prefs.settings import COACH_HINTS


def test_the_chart_stays_clear_of_the_words_under_it(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Papa", "Mama", "Carla"], sets=("base", "inns-cathedrals", "traders-builders")))
    rng = random.Random(5)
    while not game.finished:
        play_turn(game, rng)
    COACH_HINTS.set(True)
    dialog = SummaryDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    smallest = dialog.minimumSizeHint()
    dialog.resize(smallest)  # as narrow and low as it lets itself be
    qtbot.wait(20)
    chart = dialog.findChild(RaceChart)
    words = dialog.turning_points
    assert chart is not None and words is not None
    luck = dialog.luck
    assert chart.geometry().bottom() < luck.geometry().top()
    assert luck.geometry().bottom() < words.geometry().top()
    for label in (luck, words):
        assert label.height() >= label.heightForWidth(label.width())
