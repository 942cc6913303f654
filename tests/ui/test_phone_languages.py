"""The phone page's pictures in the page's language, whatever the desktop speaks (issue 29):
the wheel printed on its start tile and the wheel beside the board name their sectors in the
page's language; a tile with no words is one picture for every language; the desktop keeps
its own language. And the wheel beside the board offers its crown fields where it shows them."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QTranslator

from carc_assist.resources import resource_dir
from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Pass
from ui.phone.snapshot import LANGUAGES, PageTexts, TileImages, documents


def _states(game: Game) -> dict[str, dict[str, object]]:
    texts = {language: PageTexts(language) for language in LANGUAGES}
    return {
        language: json.loads(data) for language, data in documents(game, True, TileImages(), texts).items()
    }


def _tile_pictures(state: dict[str, object]) -> list[str]:
    game = state["game"]
    assert isinstance(game, dict)
    return [tile["img"] for tile in game["tiles"]]


def _to_crown_choice(game: Game) -> None:
    """Turns (the first tile that fits, at its first place, no follower) until a follower
    step offers a crown field."""
    while True:
        for tile in sorted(t for t, n in game.bag.counts.items() if n):
            game.push(Draw(tile))
            if game.legal_placements():
                break
            game.pop()
        game.push(game.legal_placements()[0])
        offered = game.prompt.options
        if game.prompt.kind == FOLLOWER and any(
            isinstance(a, Follower) and a.location.startswith("crown:") for a in offered
        ):
            return
        game.push(Pass())


def test_the_wheel_tile_is_printed_in_the_page_s_language() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "wof-symbols")))  # the wheel starts, on the board
    english_desktop = _tile_pictures(_states(game)["en"])[0]
    dutch = QTranslator()
    assert dutch.load(str(resource_dir() / "translations" / "carc_assist_nl.qm"))
    QCoreApplication.installTranslator(dutch)  # the desktop speaks Dutch
    try:
        wheel = {language: _tile_pictures(state)[0] for language, state in _states(game).items()}
        assert QCoreApplication.translate("TilePainter", "Fortune") == "Fortuna"  # still Dutch after
    finally:
        QCoreApplication.removeTranslator(dutch)
    assert len(set(wheel.values())) == 3  # each language its own words on the wheel
    assert wheel["en"] == english_desktop  # the English page as when the desktop speaks English
    assert QCoreApplication.translate("TilePainter", "Fortune") == "Fortune"  # nothing of the page's left


def test_a_tile_without_words_is_one_picture_in_every_language() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    game.push(game.legal_placements()[0])
    pictures = {language: _tile_pictures(state) for language, state in _states(game).items()}
    assert pictures["en"] == pictures["nl"] == pictures["ro"]


def test_the_wheel_beside_the_board_speaks_the_page_s_language_and_offers_its_crown_fields() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "wof-symbols"), wheel_beside_board=True))
    _to_crown_choice(game)
    states = _states(game)
    parts = {language: state["parts"] for language, state in states.items()}
    titles = {language: part[0]["title"] for language, part in parts.items()}  # type: ignore[index]
    assert titles == {  # with the pig's sector in words (issue #45, 14)
        "en": "The Wheel of Fortune: the pig is on Fortune",
        "nl": "Het Rad van Fortuin: het varken staat op Fortuna",
        "ro": "Roata Norocului: porcul e pe Fortuna",
    }
    assert len({part[0]["img"] for part in parts.values()}) == 3  # type: ignore[index]
    choices = states["en"]["choices"]
    assert isinstance(choices, list)
    crowns = [c for c in choices if c["key"].startswith("follower crown:")]
    offered = [a for a in game.prompt.options if isinstance(a, Follower) and a.location.startswith("crown:")]
    assert len(crowns) == len(offered) > 0
    assert all(
        c["part"] == 0 and 0 < c["px"] < 1 and 0 < c["py"] < 1 for c in crowns
    )  # on the wheel's picture
    assert len({(c["px"], c["py"]) for c in crowns}) == len(crowns)  # each field its own place
    assert all("part" not in c for c in choices if not c["key"].startswith("follower crown:"))
