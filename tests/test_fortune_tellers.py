"""Fortune tellers: tents, the 2-teller limit, drawing several tiles, tent completion
(tiles defined in the record, as a player's own box would be)."""

from __future__ import annotations

import pytest

from carc_assist import Discard, Draw, Follower, Game, IllegalAction, Pass, Place, Setup
from carc_assist.expansions.fortune_tellers import FortuneTellers, Keep
from carc_assist.table.actions import DiscardSeveral, DrawSeveral

FIELD_N = {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]}
FIELD_S = {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]}
TELLERS = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "tellers",
    "name": "Fortune tellers (test)",
    "tiles": [
        {
            "id": "tellers/T1",
            "count": 4,
            "features": [{"kind": "tent"}, {"kind": "road", "at": ["E", "W"]}, FIELD_N, FIELD_S],
        },
    ],
}


def new_game() -> Game:
    return Game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))


def test_tellers_draw_more_and_keep_one() -> None:
    game = new_game()
    game.push(Draw("tellers/T1"))
    game.push(Place("tellers/T1", (1, 0), 0))
    game.push(Follower("T"))  # Anna: a fortune teller
    game.push(Draw("base/U"))
    game.push(Place("base/U", (2, 0), 0))
    game.push(Pass())
    total = game.bag_total
    with pytest.raises(IllegalAction, match="may draw 2 tile"):
        game.push(DrawSeveral(("base/V", "base/U", "base/E")))
    game.push(DrawSeveral(("base/V", "base/C")))
    assert game.bag_total == total - 2 and game.phase == "choose"
    assert set(game.expansion_options()) == {Keep("base/V"), Keep("base/C")}  # C fits north of the start
    game.push(Keep("base/V"))
    assert game.bag_total == total - 1 and game.held == "base/V"  # C went back into the bag
    game.pop()
    game.pop()
    assert game.bag_total == total and game.phase == "draw"


def test_at_most_two_tellers() -> None:
    game = new_game()
    for anna, bram in (((1, 0), (0, 1)), ((-1, 0), (0, 2))):
        game.push(Draw("tellers/T1"))
        game.push(Place("tellers/T1", anna, 0))
        game.push(Follower("T"))  # Anna: one more fortune teller
        game.push(Draw("base/U"))
        game.push(Place("base/U", bram, 0))
        game.push(Pass())
    game.push(Draw("tellers/T1"))
    game.push(Place("tellers/T1", (2, 0), 0))
    with pytest.raises(IllegalAction, match="at most 2 fortune tellers"):
        game.push(Follower("T"))
    game.push(Follower("E"))  # a thief is fine


def test_a_tent_completed_pays_the_placer_and_the_teller_goes_home() -> None:
    game = new_game()
    game.push(Draw("tellers/T1"))
    game.push(Place("tellers/T1", (1, 0), 0))
    game.push(Follower("T"))  # Anna's teller; the tent needs tiles N, E, S of (1, 0)
    for tile, at, rotation in (("base/U", (2, 0), 0), ("base/B", (1, -1), 0), ("base/B", (1, 1), 0)):
        game.push(Draw(tile))
        game.push(Place(tile, at, rotation))
        game.push(Pass())
    assert [(e.player, e.points, e.source) for e in game.events] == [(1, 3, "tent")]  # Bram placed the last
    assert game.supply == [7, 7]


def test_none_of_several_fits_all_are_removed_then_single_draws() -> None:
    walls = {"kind": "city", "at": ["N", "E", "S", "W"]}
    meadow = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
    box = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "box",
        "name": "B",
        "start": "box/walls",
        "tiles": [
            {"id": "box/walls", "count": 1, "features": [walls]},
            {"id": "box/meadow", "count": 3, "features": [meadow]},
            {"id": "box/tentcap", "count": 2, "features": [walls, {"kind": "tent"}]},
        ],
    }
    game = Game(Setup(Setup.of(["Anna", "Bram"]).players, ("box",), tiles=(box,)))
    game.push(Draw("box/tentcap"))
    game.push(Place("box/tentcap", (0, 1), 0))
    game.push(Follower("T"))
    game.push(Draw("box/meadow"))
    game.push(Discard("box/meadow"))
    game.push(Draw("box/tentcap"))
    game.push(Place("box/tentcap", (1, 0), 0))
    game.push(Pass())
    game.push(DrawSeveral(("box/meadow", "box/meadow")))  # Anna, 1 teller: 2 tiles, neither fits
    assert game.expansion_options() == [DiscardSeveral(("box/meadow", "box/meadow"))]
    game.push(DiscardSeveral(("box/meadow", "box/meadow")))
    assert game.discarded.count("box/meadow") == 3 and game.finished  # the bag ran out


def test_a_single_tile_that_fits_nowhere_leaves_single_draws_for_the_turn() -> None:
    """decisions.md row 19: drawing fewer than allowed, then discarding, ends the extra draws."""
    game = new_game()
    tellers = game.module(FortuneTellers)
    assert tellers is not None
    game.push(Draw("tellers/T1"))
    game.push(Place("tellers/T1", (1, 0), 0))
    game.push(Follower("T"))  # Anna: a fortune teller
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))  # Bram closes the start city: no city edge is open
    game.push(Pass())
    assert tellers.may_draw(game) == 2
    game.push(Draw("base/C"))  # Anna draws one tile only, all city: it fits nowhere
    game.push(Discard("base/C"))
    assert game.phase == "draw" and tellers.may_draw(game) == 1
    with pytest.raises(IllegalAction, match="may draw 1 tile"):
        game.push(DrawSeveral(("base/B", "base/U")))
    game.pop()
    assert tellers.may_draw(game) == 2  # undo takes the limit back with the discard
    game.redo()
    game.push(Draw("base/B"))
    game.push(Place("base/B", (0, 1), 0))
    game.push(Pass())
    game.push(Draw("base/U"))
    game.push(Place("base/U", (-1, 0), 0))
    game.push(Pass())
    assert tellers.may_draw(game) == 2  # Anna's next turn: the extra draw is back
