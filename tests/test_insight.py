"""Insight worked out by hand: what fits where, dead squares, the projection."""

from __future__ import annotations

import pytest

from carc_assist import Draw, Follower, Game, Pass, Place, Setup
from carc_assist.rules.insight import (
    completion,
    draws_left,
    fit_analysis,
    game_stats,
    growth,
    projected_scores,
    risk,
)
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset
from carc_assist.table.actions import Deploy

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


def test_the_big_follower_counts_among_followers_deployed() -> None:
    """Issue #45, 7: "Followers deployed" left the big follower out (a Deploy, not a Follower);
    the builder is no follower and stays out."""
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "inns-cathedrals", "traders-builders")))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Deploy(game.legal_follower_spots()[0], "big"))
    anna, _ = game_stats(game)
    assert anna.followers_deployed == 1


NORTH, SOUTH = ["Nw", "Ne", "En", "Wn"], ["Es", "Se", "Sw", "Ws"]
ROAD_FIELDS = [{"kind": "field", "at": NORTH}, {"kind": "field", "at": SOUTH}]
MEADOW_ALL = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
INN_ROAD = {"kind": "road", "at": ["W", "E"], "inn": True}


def two_tile_road(inn: bool) -> Game:
    """A start tile whose W-E road has an inn (or not), and a bag of 3 straight roads, 2 road
    ends (a cloister's road, as base/A) and 3 meadows; Anna's thief on the road after she puts
    a straight road east of the start tile: the road (2 tiles) needs (-1, 0) and (2, 0)."""
    tiles = [
        {"id": "t/start", "count": 1, "features": [{**INN_ROAD, "inn": inn}, *ROAD_FIELDS]},
        {"id": "t/straight", "count": 3, "features": [{"kind": "road", "at": ["W", "E"]}, *ROAD_FIELDS]},
        {
            "id": "t/end",
            "count": 2,
            "features": [{"kind": "cloister"}, {"kind": "road", "at": ["W"]}, MEADOW_ALL],
        },
        {"id": "t/meadow", "count": 3, "features": [MEADOW_ALL]},
    ]
    document = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "t",
        "name": "T",
        "start": "t/start",
        "tiles": tiles,
    }
    catalogue = build_catalogue([("t.json", parse_tileset(document, "t.json"))])
    game = Game(Setup.of(["Anna", "Bram"], ("t",)), catalogue)
    game.push(Draw("t/straight"))
    game.push(Place("t/straight", (1, 0), 0))
    game.push(Follower("E"))
    return game


def test_an_open_inn_road_s_risk_from_the_bag() -> None:
    game = two_tile_road(inn=True)
    found = risk(game, game.board.segment_at((1, 0), "E") or 0, 0)
    assert found is not None and found.key == "inn" and found.kind == "road"
    # completed now: 2 tiles x 2 = 4; unfinished at the end: 0
    assert (found.completed, found.unfinished, found.stake) == (4, 0, 4)
    # only a road end closes either end (a straight road leads on, a meadow does not fit):
    # 2 of the 7 tiles left at each of the two squares
    assert [(c.square, c.tiles) for c in found.needs] == [((-1, 0), {"t/end": 2}), ((2, 0), {"t/end": 2})]
    assert found.needs[0].chance == pytest.approx(2 / 7)
    # Bram draws next: of the 7 tiles left Anna draws 3; each end closes with 1 - C(5,3)/C(7,3)
    # = 1 - 10/35 = 5/7, both (as if independent) 25/49
    assert draws_left(game) == [3, 4]
    assert found.chance == pytest.approx(25 / 49)
    assert game.phase == "draw" and len(game.actions) == 3  # the look changed nothing


def test_a_road_without_an_inn_is_at_no_risk() -> None:
    game = two_tile_road(inn=False)
    assert risk(game, game.board.segment_at((1, 0), "E") or 0, 0) is None


def test_what_the_bag_can_still_add_to_a_road() -> None:
    game = two_tile_road(inn=False)
    grows = growth(game, game.board.segment_at((1, 0), "E") or 0)
    # a straight road or a road end fits either end, a meadow neither: 2 + 2 of the 7 tiles
    assert grows.squares == {(-1, 0), (2, 0)}
    assert grows.tiles == {"t/end": 2, "t/straight": 2}
    # Anna's 3 draws of 7 miss all 4 only if they are the 3 others: 1 - 1/35
    assert grows.within(game.bag_total, 3) == pytest.approx(34 / 35)


def test_while_the_river_runs_only_its_open_end_can_take_the_next_tile() -> None:
    """The next tile is a river tile (its stack comes first), and it may go only where the
    river goes on: the heat map's chance is 1 there and 0 beside the spring's fields, while
    what can still fill those squares (``fits``) is the whole bag's."""
    game = Game(Setup.of(["Anna", "Bram"], ("base", "river")))
    squares = fit_analysis(game)
    assert {square: fit.chance for square, fit in squares.items()} == {
        (1, 0): 1.0,
        (0, -1): 0.0,
        (0, 1): 0.0,
        (-1, 0): 0.0,
    }
    assert "base/B" in squares[(0, -1)].fits and not squares[(0, -1)].dead
    game.push(Draw("river/IFI"))
    game.push(Place("river/IFI", (1, 0), 0))
    game.push(Pass())
    assert {square for square, fit in fit_analysis(game).items() if fit.chance} == {(2, 0)}
