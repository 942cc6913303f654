"""Insight worked out by hand: what fits where, dead squares, the projection."""

from __future__ import annotations

import pytest

from carc_assist import Draw, Follower, Game, Pass, Place, Setup
from carc_assist.rules.insight import completion, fit_analysis, game_stats, projected_scores
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset

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
    assert projected_scores(game) == [0, 0]  # base/E in hand: the city is open, the farm scores 0
    assert game.redo_actions  # the projection did not touch the redo list


def test_a_tile_in_hand_is_set_aside_by_the_projection() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("E"))  # Anna's thief on the road through the start tile and U
    assert projected_scores(game) == [2, 0]  # an open road of 2 tiles: 1 point per tile
    game.push(Draw("base/E"))  # Bram holds a tile: the projection stays as it was
    assert projected_scores(game) == [2, 0]
    assert game.scores == [0, 0] and game.phase == "place" and game.held == "base/E"
    assert len(game.actions) == 4 and not game.redo_actions


COMPLETING = {"base/D", "base/E", "base/H", "base/I", "base/J", "base/K", "base/L"}  # one-sided cities


def test_the_start_city_one_tile_short() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    city = game.board.cells[(0, 0)].segment_at("N")
    assert city is not None
    result = completion(game, city)
    assert result is not None and result.square == (0, -1)
    assert set(result.tiles) == COMPLETING  # a city cap of any kind closes it
    assert result.chance == pytest.approx(22 / 71)  # D3 E5 H3 I2 J3 K3 L3
    assert result.within(71, 2) == pytest.approx(1 - (49 * 48) / (71 * 70))
    road = game.board.cells[(0, 0)].segment_at("E")
    assert road is not None and completion(game, road) is None  # two ends open: two tiles short


def test_followers_used_and_draw_luck() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    for action in (
        Draw("base/F"),
        Place("base/F", (0, -1), 90),
        Follower("S"),  # Anna's knight: D-F
        Draw("base/U"),
        Place("base/U", (1, 0), 0),
        Pass(),
        Draw("base/E"),
        Place("base/E", (0, -2), 180),
        Pass(),
    ):  # Anna draws a cap: lucky
        game.push(action)
    anna, bram = game_stats(game)
    assert anna.followers_deployed == 1 and bram.followers_deployed == 0
    assert anna.lucky_draws == 1 and anna.expected_lucky_draws == pytest.approx(22 / 69)
    assert bram.lucky_draws == 0 and bram.expected_lucky_draws == 0
