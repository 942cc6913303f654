"""The recovery dialog lists every game it brought back with its turn, and says of a game that
came back shorter the turns it lost and the last turn it kept (issue 43), in en, nl and ro."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from carc_assist.storage.copies import Chosen, Copy
from carc_assist.storage.library_repair import Check, Recovery
from tests.ui.test_layout_fits import language  # noqa: F401 - the fixture, each language
from ui.dialogs.library_damage import LibraryDamageDialog

STARTED = "2026-12-03T12:00:00.000000+00:00"  # the words say it in local time: only its day is checked

#: (turns before, turns after, actions before, actions after, torn journal) -> words, by language
CASES = {
    (12, 7, 31, 18, False): {
        "en": "Anna – Bram, 3 December 2026: back at turn 7; turns 8–12 could not be read",
        "nl": "Anna – Bram, 3 december 2026: terug bij beurt 7; beurten 8–12 konden niet gelezen worden",
        "ro": "Anna – Bram, 3 decembrie 2026: înapoi la tura 7; turele 8–12 nu au putut fi citite",
    },
    (8, 7, 20, 18, False): {
        "en": "Anna – Bram, 3 December 2026: back at turn 7; turn 8 could not be read",
        "nl": "Anna – Bram, 3 december 2026: terug bij beurt 7; beurt 8 kon niet gelezen worden",
        "ro": "Anna – Bram, 3 decembrie 2026: înapoi la tura 7; tura 8 nu a putut fi citită",
    },
    (7, 7, 19, 18, False): {
        "en": "Anna – Bram, 3 December 2026: back at turn 7; the rest of turn 7 could not be read",
        "nl": "Anna – Bram, 3 december 2026: terug bij beurt 7; de rest van beurt 7 kon niet gelezen worden",
        "ro": "Anna – Bram, 3 decembrie 2026: înapoi la tura 7; restul turei 7 nu a putut fi citit",
    },
    (7, 7, 18, 18, True): {
        "en": "Anna – Bram, 3 December 2026: back at turn 7; some of its actions could not be read",
        "nl": "Anna – Bram, 3 december 2026: terug bij beurt 7;"
        " een deel van de zetten kon niet gelezen worden",
        "ro": "Anna – Bram, 3 decembrie 2026: înapoi la tura 7; unele dintre acțiuni nu au putut fi citite",
    },
    (7, 7, 18, 18, False): {
        "en": "Anna – Bram, 3 December 2026: turn 7, as before",
        "nl": "Anna – Bram, 3 december 2026: beurt 7, zoals voorheen",
        "ro": "Anna – Bram, 3 decembrie 2026: tura 7, ca înainte",
    },
}


@pytest.fixture
def dated(language: str) -> Iterator[str]:  # noqa: F811 - the imported fixture, asked for
    """The app's language (``test_layout_fits.language``), and dates written as there."""
    before = QLocale()
    QLocale.setDefault(QLocale({"en": "en_GB", "nl": "nl_NL", "ro": "ro_RO"}[language]))
    yield language
    QLocale.setDefault(before)


def _chosen(game_id: int, case: tuple[int, int, int, int, bool]) -> Chosen:
    before, after, actions_before, actions_after, torn = case
    copy = Copy(game_id, STARTED, STARTED, "", None, "journal", before, actions_before, torn)
    return Chosen(copy, ("Anna", "Bram"), before, after, actions_before, actions_after)


def test_every_game_is_listed_with_its_turn_and_what_it_lost(qtbot: QtBot, dated: str) -> None:
    games = tuple(_chosen(number, case) for number, case in enumerate(CASES, start=1))
    check = Check("the games library /x is damaged (not a database)", "damaged", 0, (), ())
    recovery = Recovery(len(games), 0, len(games), ("9",), Path("/kept/library.sqlite3"), games)
    dialog = LibraryDamageDialog(check, lambda: recovery)
    qtbot.addWidget(dialog)
    dialog.recover_button.click()
    text = dialog.text.text()
    lines = [re.sub(r" \d\d?[:.]\d\d( [AP]M)?:", ":", line) for line in text.splitlines()]  # the time of day
    for words in CASES.values():
        assert words[dated] in lines
    assert "9" in text and "/kept/library.sqlite3" in text
    assert [game.shorter for game in games] == [True, True, True, True, False]
