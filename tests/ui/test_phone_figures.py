"""The phone page tells figures apart (issue #45, 17): each figure says its kind (a farmer,
the builder, the pig, the big follower each its own shape on the page) and is named, in the
page's language, by its player and kind."""

from __future__ import annotations

import json

from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Deploy, Draw, Follower, Pass
from ui.phone.snapshot import LANGUAGES, PageTexts, TileImages, documents


def test_each_figure_has_its_shape_and_name() -> None:
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "inns-cathedrals", "traders-builders")))
    game.push(Draw("base/U"))  # a straight road: Anna's big follower on it
    game.push(game.legal_placements()[0])
    road = next(s for s in game.legal_follower_spots() if s in ("N", "E", "S", "W"))
    game.push(Deploy(road, "big"))
    game.push(Draw("base/V"))  # Bram: a farmer
    game.push(game.legal_placements()[0])
    assert game.phase == FOLLOWER
    field = next(s for s in game.legal_follower_spots() if len(s) == 2)
    game.push(Follower(field))
    if game.phase == FOLLOWER:
        game.push(Pass())
    texts = {language: PageTexts(language) for language in LANGUAGES}
    states = {k: json.loads(v) for k, v in documents(game, False, TileImages(), texts).items()}
    figures = states["en"]["game"]["figures"]
    assert sorted(f["shape"] for f in figures) == ["big", "farmer"]
    assert sorted(states["en"]["figureNames"]) == ["Anna: the big follower", "Bram: a farmer"]
    assert sorted(states["nl"]["figureNames"]) != sorted(states["en"]["figureNames"])


def test_the_abbot_has_its_own_shape_and_name() -> None:
    """The abbot on a cloister is no monk's disc: its kind is its shape (the page's mitre)."""
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "abbot")))
    game.push(Draw("base/B"))  # a cloister
    game.push(game.legal_placements()[0])
    game.push(Deploy("C", "abbot"))
    texts = {language: PageTexts(language) for language in LANGUAGES}
    states = {k: json.loads(v) for k, v in documents(game, False, TileImages(), texts).items()}
    assert [f["shape"] for f in states["en"]["game"]["figures"]] == ["abbot"]
    assert states["en"]["figureNames"] == ["Anna: the abbot"]


def test_the_end_names_the_winner() -> None:
    """Issue #45, 17: the page's end showed no winner."""
    from carc_assist.table.actions import End

    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(game.legal_placements()[0])
    if game.phase == FOLLOWER:
        game.push(Pass())
    texts = {language: PageTexts(language) for language in LANGUAGES}
    before = json.loads(documents(game, False, TileImages(), texts)["en"])
    assert before["result"] is None
    game.push(End())
    assert game.finished
    states = {k: json.loads(v) for k, v in documents(game, False, TileImages(), texts).items()}
    assert (
        states["en"]["result"].startswith("A tie at 0 points: Anna, Bram")
        or "wins with" in states["en"]["result"]
    )
    assert states["nl"]["result"] != states["en"]["result"]
