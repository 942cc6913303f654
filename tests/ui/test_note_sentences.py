"""The log says why nothing happened, and when the blue rose takes over (issue #20)."""

from __future__ import annotations

import json

from pytestqt.qtbot import QtBot

from carc_assist.resources import resource_dir
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.events import Note
from ui.words.texts import Texts


def test_the_blue_rose_taking_over(qtbot: QtBot) -> None:
    line = Texts().log_line(Note(12, 0, "rose-takeover", "wind-roses/blue"), "Anna")
    assert line == "Turn 12: The new blue rose takes over: the sections are counted from it now"


def test_completed_features_nobody_holds(qtbot: QtBot) -> None:
    texts = Texts()
    said = {
        kind: texts.note(Note(5, 1, "nobody-scores", kind), "Bram") for kind in ("road", "city", "cloister")
    }
    assert said == {
        "road": "Nobody scores the completed road: no follower on it",
        "city": "Nobody scores the completed city: no follower on it",
        "cloister": "Nobody scores the completed cloister: no monk on it",
    }


def test_wheel_sectors_nobody_profits_from(qtbot: QtBot) -> None:
    texts = Texts()

    def said(sector: str) -> str:
        return texts.note(Note(7, 0, "nobody-scores", f"wheel:{sector}"), "Anna")

    assert said("inquisition") == "Inquisition: nobody scores, no one has a monk on the board"
    assert said("tax") == "Tax: nobody scores, no one has a knight in a city"
    assert said("famine") == "Famine: nobody scores, no farmer's field touches a completed city"
    assert said("storm") == "Storm: nobody scores, no one has a follower in their supply"
    assert said("plague") == "Plague: nobody goes home, no one has a follower on a land tile"
    sectors = [s["name"] for s in json.loads((resource_dir() / "wheel.json").read_text())["sectors"]]
    for sector in sectors:  # every sector of the wheel reads as words, named as on the wheel
        assert said(sector).startswith(f"{sector.capitalize()}: nobody ")


def test_a_discarded_tile_by_its_name(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    line = Texts().log_line(Note(3, 0, "discard", "base/B"), "Anna", game)
    assert line == "Turn 3: Cloister fits nowhere: discarded"
