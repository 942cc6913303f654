"""The offer to bring back emergency copies counts a game's actions as the library's list does:
its record's, not the passes the rules add (issue 43)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import recorded_actions
from carc_assist.table.actions import Draw, Pass, Place
from ui.dialogs.emergency_offer import EmergencyOffer


def test_the_offer_counts_the_records_actions(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    game.push(Pass())  # no follower: the record leaves the pass out
    assert len(game.actions) == 3 and len(recorded_actions(game)) == 2
    assert "Anna, Bram: 2 actions" in EmergencyOffer().text([game])
