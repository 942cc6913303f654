"""The placement prompt says that the arrow keys and Enter place the tile too."""

from __future__ import annotations

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from ui.window.instruction import instruction


def test_the_placement_prompt_names_the_arrow_keys_and_enter(qapp: object) -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    said = instruction(game)
    assert said.startswith("Anna places ") and "arrow keys" in said and "Enter" in said
