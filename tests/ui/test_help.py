"""Rules help: every page in every language, and "why?" from the log opens the rule."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from carc_assist.resources import resource_dir
from carc_assist.table.events import Item, Note, ScoreEvent
from ui.dialogs.help_view import DIAGRAMS, PAGES, HelpDialog, diagram, why

ANCHORS = {
    "base": [
        "road-completed",
        "city-completed",
        "cloister-completed",
        "final-road",
        "final-city",
        "final-cloister",
        "field",
        "majority",
        "small-city",
    ],
    "wheel-of-fortune": [
        "fortune",
        "tax",
        "famine",
        "storm",
        "inquisition",
        "plague",
        "crowns",
        "wheel-turns",
    ],
    "festival": ["take-back"],
    "wind-roses": ["wind-rose"],
    "signposts": ["signposts", "signposts-final"],
    "fortune-tellers": ["tent", "several-tiles"],
    "traders-builders": ["goods", "builder", "pig"],
}


@pytest.mark.parametrize("language", ["en", "nl", "ro"])
def test_every_page_and_anchor(language: str) -> None:
    for page in PAGES:
        text = (resource_dir() / "help" / language / f"{page}.html").read_text(encoding="utf-8")
        for anchor in ANCHORS.get(page, []):
            assert f'name="{anchor}"' in text, (language, page, anchor)


def test_every_log_entry_has_a_rule() -> None:
    cases = [
        (ScoreEvent(1, 0, 10, "city", False, (Item("tiles", 4, 8),)), ("base", "city-completed")),
        (ScoreEvent(9, 0, 3, "field", True, (Item("cities", 1, 3),)), ("base", "field")),
        (ScoreEvent(2, 0, 8, "wheel:tax", False, ()), ("wheel-of-fortune", "tax")),
        (ScoreEvent(2, 0, 6, "wheel:crown", False, ()), ("wheel-of-fortune", "crowns")),
        (ScoreEvent(2, 0, 12, "road", False, (Item("signposts", 2, 4, 2),)), ("signposts", "signposts")),
        (Note(3, 0, "take-back", "E"), ("festival", "take-back")),
    ]
    for entry, rule in cases:
        assert why(entry) == rule
        page, anchor = rule
        assert anchor in ANCHORS[page]


def test_the_help_dialog_opens_at_the_rule(qtbot: QtBot) -> None:
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_rule("wheel-of-fortune", "plague")
    assert dialog.page == "wheel-of-fortune" and "Plague" in dialog.browser.toPlainText()
    qtbot.waitUntil(lambda: dialog.browser.verticalScrollBar().value() > 0)  # scrolled to the plague
    image = dialog.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("diagram:wheel-of-fortune-0")
    )
    assert isinstance(image, QImage) and image.width() == 4 * 44  # the wheel, drawn by the painter


def test_every_diagram_draws(qtbot: QtBot) -> None:
    for page, diagrams in DIAGRAMS.items():
        for placements in diagrams:
            assert not diagram(placements).isNull(), page


@pytest.mark.parametrize("language", ["en", "nl", "ro"])
def test_help_pages_name_options_as_the_new_game_dialog_does(language: str) -> None:
    """Issue #45, 15: the pages showed the options' internal keys ("small-city-2pts", and the
    English "followers" in Dutch); a page's text shows none (its anchors keep them)."""
    import carc_assist.expansions  # noqa: F401  (their options declared)
    from carc_assist.rules.options import declared

    keys = [key for key in declared() if "-" in key]  # ("followers" is also an English word)
    assert "small-city-2pts" in keys and "famine-majority" in keys
    for page in (resource_dir() / "help" / language).glob("*.html"):
        document = QTextDocument()
        document.setHtml(page.read_text(encoding="utf-8"))
        text = document.toPlainText()
        assert not [key for key in keys if key in text], page.name
        assert language == "en" or "followers" not in text, page.name
