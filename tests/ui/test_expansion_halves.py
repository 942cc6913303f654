"""The expansions' UI halves speak the language of the ``Texts`` that asks them (the phone
page's log is in the phone's language), and the generic views take their words from them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.expansions.wheel_of_fortune import PlagueChoice
from carc_assist.table.actions import Pass
from carc_assist.table.events import Item, Note, ScoreEvent
from ui.dialogs.help_view import PAGES, why
from ui.expansions import halves
from ui.phone.snapshot import PageTexts
from ui.words.texts import Texts


class Listening(PageTexts):
    """The phone page's English texts, noting each context a text is looked up in."""

    def __init__(self) -> None:
        self.contexts: list[str] = []
        super().__init__("en")

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.contexts.append(context)
        return super().translated(context, text, disambiguation, n)


def test_the_halves_translate_through_the_texts_that_ask(qtbot: QtBot) -> None:
    texts = Listening()
    assert texts.note(Note(4, 0, "wheel", "storm"), "Anna") == "The wheel turns: the pig stops on Storm"
    assert texts.contexts == ["WheelOfFortuneUI", "TilePainter"]  # the sector as printed on the wheel
    texts.contexts.clear()
    tent = texts.event_sentence(ScoreEvent(6, 1, 3, "tent", False, ()), "Bram")
    assert tent == "Completed: Bram scores a fortune teller's tent: 3 points"
    assert "FortuneTellersUI" in texts.contexts


def test_a_road_with_signposts_is_said_with_them(qtbot: QtBot) -> None:
    road = ScoreEvent(2, 0, 12, "road", False, (Item("tiles", 4, 4), Item("signposts", 2, 8, 2)))
    said = Texts().event_sentence(road, "Anna")
    # (the plural forms of "signpost(s)" and "type(s)" come with the regenerated translations)
    assert said.startswith("Completed: Anna scores a road of 4 tiles with 2 correct signpost")
    assert "of 2 type" in said and said.endswith(": 12 points")


def test_each_half_with_a_rules_page_has_its_title_and_rules(qtbot: QtBot) -> None:
    pages = [half.help_page() for half in halves() if half.help_page() is not None]
    assert ("base", *pages, "options") == PAGES
    assert all(half.help_title() for half in halves() if half.help_page() is not None)
    assert why(Note(8, 1, "plague", "knight")) == ("wheel-of-fortune", "plague")
    assert why(ScoreEvent(5, 0, 3, "wind-rose", False, ())) == ("wind-roses", "wind-rose")


def test_an_expansions_actions_are_named_by_its_half(qtbot: QtBot) -> None:
    texts = Texts()
    assert texts.action_label(TakeBack((0, 0, "N"))) == "take a figure back"
    assert texts.action_label(Keep("tellers/T1")) == "keep T1"  # without a game: by its letter
    assert texts.action_label(PlagueChoice((1, 0, "S"))) == "send a follower home (plague)"
    assert texts.action_label(Pass()) == "no follower"  # the base game's, as before
