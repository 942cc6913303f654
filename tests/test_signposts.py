"""Signposts on the board (scenario files cover scoring); tiles defined in the record itself."""

from __future__ import annotations

from carc_assist import Draw, Place
from carc_assist.expansions.signposts import correct_signposts
from carc_assist.storage.record import replay, to_record

SIGNS = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "signs",
    "name": "Signposts (test)",
    "tiles": [
        {
            "id": "signs/S1",
            "count": 1,
            "features": [
                {"kind": "road", "at": ["E", "W"]},
                {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]},
                {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]},
            ],
            "signposts": [{"edge": "E", "points": "straight"}, {"edge": "W", "points": "left"}],
        }
    ],
}


def record(actions: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "carc-assist-record",
        "version": 1,
        "setup": {
            "players": [{"name": "Anna"}, {"name": "Bram"}],
            "sets": ["base", "signs"],
            "tiles": [SIGNS],
        },
        "actions": actions,
    }


def test_a_record_carries_its_own_tiles_and_signposts_are_judged_on_the_next_tile() -> None:
    game = replay(record([]))
    assert game.bag.counts["signs/S1"] == 1
    game.push(Draw("signs/S1"))
    game.push(Place("signs/S1", (1, 0), 0))
    road = game.board.feature(game.board.cells[(1, 0)].segment_at("E") or 0)
    # west: into the start tile, whose road does not turn left (south); east: no tile yet
    assert correct_signposts(game.board, road) == []
    game.push(__import__("carc_assist").Pass())
    game.push(Draw("base/U"))
    game.push(Place("base/U", (2, 0), 0))
    road = game.board.feature(game.board.cells[(1, 0)].segment_at("E") or 0)
    assert correct_signposts(game.board, road) == ["straight"]
    again = replay(to_record(game))
    assert again.setup.tiles == game.setup.tiles and "signs/S1" in again.catalogue.tiles
