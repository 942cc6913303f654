"""Insight worked out by hand: what fits where, dead squares, the projection."""

from __future__ import annotations

import pytest

from carc_assist import Draw, Follower, Game, Place, Setup
from carc_assist.insight import fit_analysis, projected_scores
from carc_assist.tileset_file import build_catalogue, parse_tileset

WALLS = {"kind": "city", "at": ["N", "E", "S", "W"]}
MEADOW = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
CAP = [{"kind": "city", "at": ["N"]}, {"kind": "field", "at": ["En", "Es", "Se", "Sw", "Ws", "Wn"]}]


def walled_game(caps: int) -> Game:
    tiles = [
        {"id": "t/walls", "count": 1, "features": [WALLS]},
        {"id": "t/meadow", "count": 3, "features": [MEADOW]},
    ]
    if caps:
        tiles.append({"id": "t/cap", "count": caps, "features": CAP})
    document = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "t",
        "name": "T",
        "start": "t/walls",
        "tiles": tiles,
    }
    catalogue = build_catalogue([("t.json", parse_tileset(document, "t.json"))])
    return Game(Setup.of(["Anna", "Bram"], ("t",)), catalogue)


def test_a_square_only_one_shape_fits_and_its_chance() -> None:
    fit = fit_analysis(walled_game(caps=1))
    assert set(fit) == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    north = fit[(0, -1)]
    assert north.fits == {"t/cap": (180,)}  # the city turned to face the walls
    assert north.chance == pytest.approx(1 / 4)  # 1 cap among 4 tiles
    assert fit[(1, 0)].fits == {"t/cap": (270,)}


def test_squares_no_tile_left_can_fill_are_dead() -> None:
    fit = fit_analysis(walled_game(caps=0))
    assert all(f.dead and f.chance == 0 for f in fit.values())


def test_the_projection_scores_farms_and_changes_nothing() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("Nw"))  # a farmer north of the road, by the start tile's open city
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))  # Bram closes the city: the field now touches it
    assert projected_scores(game) == [3, 0]  # 1 completed city for Anna's farmer
    assert game.scores == [0, 0] and game.phase == "follower" and len(game.actions) == 5
    game.pop()
    assert projected_scores(game) == [0, 0]  # a tile in hand: nothing projected yet
    assert game.redo_actions  # the projection did not touch the redo list
