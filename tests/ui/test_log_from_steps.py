"""The log updates from each step alone (the entries it brought, or an undo took away) and
ends up as a log shown anew from the whole game would be: same entries, same order, same
lines, in random games with undo and redo (notes and events of one turn interleave: the
wheel scores at the draw, a completed feature nobody held is noted after)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import any_action
from carc_assist.rules.setup import Setup
from ui.panels.log_view import LogView, entries
from ui.session import GameSession


def lines(log: LogView) -> list[str]:
    return [log.item(row).text() for row in range(log.count())]


@pytest.mark.parametrize("sets", [("base", "festival"), ("wof",)], ids="+".join)
def test_the_log_from_steps_is_the_log_shown_anew(
    qtbot: QtBot, tmp_path: Path, sets: tuple[str, ...]
) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    log = LogView(session)
    qtbot.addWidget(log)
    session.new_game(Setup.of(["Anna", "Bram", "Carla"], sets=sets))
    game = session.game
    assert game is not None
    rng = random.Random(7)
    changes = 0
    while not game.finished and changes < 400:
        roll = rng.random()
        if roll < 0.1 and game.actions:
            session.undo()
        elif roll < 0.15 and game.redo_actions:
            session.redo()
        else:
            assert session.act(any_action(game, rng.randrange))
        changes += 1
        assert [id(e) for e in log._shown] == [id(e) for e in entries(game)]
    anew = LogView(session)
    qtbot.addWidget(anew)
    anew.reload()
    assert lines(log) == lines(anew) and len(lines(log)) >= 10
