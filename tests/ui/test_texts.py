"""Scoring sentences read as players say them, plurals included."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carc_assist.actions import Place
from carc_assist.events import Item, ScoreEvent
from ui.texts import Texts


def test_city_sentence_with_plurals(qtbot: QtBot) -> None:
    texts = Texts()
    event = ScoreEvent(3, 0, 10, "city", False, (Item("tiles", 4, 8), Item("pennants", 1, 2)))
    assert texts.event_sentence(event, "Red") == "Red completes a city of 4 tiles with 1 pennant: 10 points"
    road = ScoreEvent(3, 1, 1, "road", True, (Item("tiles", 1, 1),))
    assert texts.event_sentence(road, "Bram") == "Game end: Bram scores a road of 1 tile: 1 point"
    field = ScoreEvent(9, 1, 6, "field", True, (Item("cities", 2, 6),))
    assert "a field touching 2 completed cities: 6 points" in texts.event_sentence(field, "Bram")


def test_undo_labels(qtbot: QtBot) -> None:
    assert Texts().action_label(Place("base/E", (0, -1), 180)) == "place E at 0,-1"
