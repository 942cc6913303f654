"""The Game API: placements with reasons, follower spots, bag odds, undo, discards, game end."""

from __future__ import annotations

import random

import pytest

from carc_assist.players.selfplay import random_game
from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.game import DRAW, FOLLOWER, PLACE, Game, IllegalAction
from carc_assist.rules.setup import Setup, SetupError
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset
from carc_assist.table.actions import (
    ActionError,
    Adjust,
    Discard,
    Draw,
    DrawSeveral,
    End,
    Follower,
    Pass,
    Place,
    discarding,
    drawing,
    from_record,
)


def new_game(**options: bool | int) -> Game:
    return Game(Setup.of(["Anna", "Bram"], **options))


def test_start_and_bag() -> None:
    game = new_game()
    assert game.bag_total == 71
    assert game.bag.counts["base/D"] == 3
    assert game.bag.probability("base/V") == pytest.approx(9 / 71)
    assert game.bag.probability("base/C") == pytest.approx(1 / 71)
    game.push(Draw("base/V"))
    assert game.bag.probability("base/V") == pytest.approx(8 / 70)


def test_legal_placements_of_a_city_cap_against_the_start() -> None:
    game = new_game()
    places = game.legal_placements("base/E")
    # north of the start: only with its city facing south; south: any rotation without city north
    assert Place("base/E", (0, -1), 180) in places
    assert not any(p.at == (0, -1) and p.rotation != 180 for p in places)
    assert {p.rotation for p in places if p.at == (0, 1)} == {90, 180, 270}
    assert not any(p.at in ((1, 0), (-1, 0)) for p in places)  # road ends there


def test_illegal_placement_says_which_edge_clashes() -> None:
    game = new_game()
    game.push(Draw("base/E"))
    with pytest.raises(
        IllegalAction, match="the south edge is a field, the neighbour's north edge is a city"
    ):
        game.push(Place("base/E", (0, -1), 0))
    assert game.phase == PLACE and len(game.board.cells) == 1  # nothing changed


def test_follower_spots_and_occupied_features() -> None:
    game = new_game()
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    assert sorted(game.legal_follower_spots()) == ["E", "Es", "Nw"]
    game.push(Follower("E"))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (-1, 0), 0))
    assert "E" not in game.legal_follower_spots()  # same road, already held by Anna
    with pytest.raises(IllegalAction, match="already holds a follower"):
        game.push(Follower("W"))


def test_completed_feature_scores_and_returns_the_follower_undo_takes_it_back() -> None:
    game = new_game()
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    events = game.push(Follower("S")).events
    assert [(e.player, e.points, e.source) for e in events] == [(0, 4, "city")]
    assert game.supply == [7, 7] and game.scores == [4, 0] and game.current_player == 1
    game.pop()
    assert game.phase == FOLLOWER and game.scores == [0, 0] and game.events == []
    game.redo()
    assert game.scores == [4, 0]


def test_undoing_a_deploy_returns_the_follower() -> None:
    """Undo takes a follower off the board and back into its owner's supply, whether it stayed
    (a thief on an open road) or scored at once and came home (a knight completing a city);
    the follower step is open again with the same spots."""
    game = new_game()
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    spots = game.legal_follower_spots()
    game.push(Follower("E"))
    assert game.supply == [6, 7] and len(game.figures) == 1
    game.pop()
    assert game.supply == [7, 7] and not game.figures
    assert game.prompt.kind == FOLLOWER and game.prompt.player == 0 and game.legal_follower_spots() == spots
    game.push(Pass())
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    game.push(Follower("S"))  # Bram's knight: the city completes, he scores 4 and the knight comes home
    assert game.supply == [7, 7] and game.scores == [0, 4] and not game.figures
    game.pop()
    assert game.supply == [7, 7] and game.scores == [0, 0] and not game.figures
    assert game.prompt.kind == FOLLOWER and game.prompt.player == 1 and "S" in game.legal_follower_spots()


def test_field_holders_are_the_majority_of_farmers() -> None:
    """Anna's farmer on the field north of the road (U [1,0]), Bram's on the one south of it
    (U [-1,0]); a thief holds no field, and an empty field is no one's. (Ties: the rule of
    ``scoring.winners``, the same as final scoring's.)"""
    game = new_game()
    assert game.field_holders() == []
    for at, spot in (((1, 0), "Nw"), ((-1, 0), "Es"), ((2, 0), "E")):
        game.push(Draw("base/U"))
        game.push(Place("base/U", at, 0))
        game.push(Follower(spot))
    holders = sorted((h, sorted(f.squares)) for f, h in game.field_holders())
    assert holders == [((0,), [(-1, 0), (0, 0), (1, 0), (2, 0)]), ((1,), [(-1, 0), (0, 0), (1, 0), (2, 0)])]


def test_redo_is_cleared_by_a_new_action() -> None:
    game = new_game()
    game.push(Draw("base/E"))
    game.pop()
    game.push(Draw("base/U"))
    with pytest.raises(IndexError):
        game.redo()


def test_the_same_action_again_after_undo_keeps_the_redo_list() -> None:
    """Undoing twice, then playing the first undone action by hand, is a redo (issue #16)."""
    game = new_game()
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    game.pop()
    game.pop()
    assert game.redo_actions == (Place("base/E", (0, -1), 180), Draw("base/E"))
    game.push(Draw("base/E"))
    assert game.redo_actions == (Place("base/E", (0, -1), 180),)
    game.redo()
    assert game.phase == FOLLOWER and game.redo_actions == ()
    game.pop()
    game.pop()
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, 1), 180))  # another action than the one undone: redo is gone
    assert game.redo_actions == ()


def _walled_catalogue() -> Catalogue:
    """A start tile that is city on every side, and a field tile that can never touch it."""
    field = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
    tileset = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "t",
        "name": "T",
        "start": "t/walls",
        "tiles": [
            {"id": "t/walls", "count": 1, "features": [{"kind": "city", "at": ["N", "E", "S", "W"]}]},
            {"id": "t/meadow", "count": 2, "features": [field]},
        ],
    }
    return build_catalogue([("t.json", parse_tileset(tileset, "t.json"))])


def test_a_tile_that_fits_nowhere_is_discarded() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("t",)), _walled_catalogue())
    game.push(Draw("t/meadow"))
    assert game.legal_placements() == []
    with pytest.raises(
        IllegalAction, match="the north edge is a field, the neighbour's south edge is a city"
    ):
        game.push(Place("t/meadow", (0, 1), 0))
    game.push(Discard("t/meadow"))
    assert game.discarded == ["t/meadow"] and game.phase == DRAW and game.turn == 1
    assert game.current_player == 0  # the same player draws again
    game.push(Draw("t/meadow"))
    game.push(Discard("t/meadow"))
    assert game.finished  # the bag ran out before a placeable tile was drawn


def test_end_and_adjust() -> None:
    game = new_game()
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("E"))
    game.push(Adjust("Bram", 5, "forgot a cloister"))
    assert game.scores == [0, 5] and game.events[-1].reason == "forgot a cloister"
    with pytest.raises(IllegalAction):
        game.push(Adjust("Carl", 1, "?"))
    game.push(End())
    assert game.finished and game.scores == [2, 5]  # the road of 2 tiles at the end
    assert game.events[-1].final
    with pytest.raises(IllegalAction, match="the game is over"):
        game.push(Draw("base/U"))


def test_end_needs_the_turn_closed() -> None:
    game = new_game()
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    with pytest.raises(IllegalAction, match="placed tile waits for a follower"):
        game.push(End())
    game.push(Pass())
    game.push(End())


def test_trying_changes_nothing() -> None:
    game = new_game()
    game.push(Draw("base/E"))
    with game.trying(Place("base/E", (0, -1), 180), Follower("S")) as events:
        assert [(e.player, e.points) for e in events] == [(0, 4)] and game.phase == DRAW
    with pytest.raises(IllegalAction, match="edge"), game.trying(Place("base/E", (0, -1), 0)):
        pass
    assert game.phase == PLACE and game.actions == (Draw("base/E"),) and game.scores == [0, 0]
    assert game.prompt.kind == PLACE and not game.figures


def test_game_ends_when_the_bag_is_empty() -> None:
    game = random_game(Setup.of(["A", "B", "C"]), random.Random(3))
    assert game.finished and game.bag_total == 0
    assert len(game.board.cells) + len(game.discarded) == 72
    assert any(e.final for e in game.events)


def test_options_and_setup_errors() -> None:
    game = new_game(small_city_2pts=True)
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    assert game.push(Follower("S")).events[0].points == 2
    assert Game(Setup.of(["A", "B"], followers=5)).supply == [5, 5]
    with pytest.raises(SetupError, match="unknown rule option"):
        new_game(big_farms=True)
    with pytest.raises(SetupError, match="5 to 10"):
        new_game(followers=11)


def test_actions_round_trip_through_records_and_notation() -> None:
    actions = [
        Draw("base/V"),
        Place("base/V", (1, -2), 270),
        Follower("Sw"),
        Discard("base/C"),
        Adjust("Anna", -2, "why"),
        End(),
    ]
    for action in actions:
        assert from_record(action.to_record()) == action
        assert action.notation()


def test_a_list_of_one_tile_is_the_plain_action() -> None:
    """record.md: ``{"draw": ["base/U"]}`` is a plain draw, written back as ``{"draw": "base/U"}``."""
    assert from_record({"draw": ["base/U"]}) == Draw("base/U")
    assert from_record({"draw": ["base/U"]}).to_record() == {"draw": "base/U"}
    assert from_record({"discard": ["base/C"]}) == Discard("base/C")
    assert from_record({"draw": ["base/U", "base/V"]}) == DrawSeveral(("base/U", "base/V"))
    with pytest.raises(ActionError, match="at least 2"):
        DrawSeveral(("base/U",))
    with pytest.raises(ActionError, match="empty list"):
        from_record({"draw": []})
    assert drawing(["base/U"]) == Draw("base/U") and discarding(("base/C",)) == Discard("base/C")
    assert drawing(["base/U", "base/U"]) == DrawSeveral(("base/U", "base/U"))


def test_a_dropped_game_is_freed_at_once() -> None:
    """No reference cycles: self-play and analysis make many games; the GC must not have to."""
    import gc
    import weakref

    gc.disable()
    try:
        game = random_game(Setup.of(["A", "B"]), random.Random(1))
        game.pop()
        ref = weakref.ref(game)
        del game
        assert ref() is None
    finally:
        gc.enable()


def test_chance_of_a_tile_among_several_draws() -> None:
    game = new_game()
    # 71 tiles, 9 V: among 2 tiles drawn at once, 1 - C(62, 2) / C(71, 2)
    assert game.bag.probability("base/V", 2) == pytest.approx(1 - (62 * 61) / (71 * 70))
    assert game.bag.probability("base/C", 3) == pytest.approx(3 / 71)


def test_the_follower_step_passes_by_itself_when_there_is_nothing_to_choose_and_one_undo_takes_both() -> None:
    game = new_game()
    for x, spot in ((1, "E"), (2, "Nw"), (3, "Es")):  # the road, the north and the south field
        game.push(Draw("base/U"))
        game.push(Place("base/U", (x, 0), 0))
        game.push(Follower(spot))
    game.push(Draw("base/U"))
    place = Place("base/U", (4, 0), 0)
    step = game.push(place)  # the road and both fields are held: no spot, nothing to choose
    assert game.phase == DRAW and game.turn == 5 and game.actions[-1] == place
    assert game.last_placed is None and game.supply == [5, 6]
    game.pop()  # the placement and its follower step, as one action
    assert game.phase == PLACE and game.held == "base/U" and game.turn == 4
    assert game.redo() == place and game.phase == DRAW and game.turn == 5
    assert step.events == () and step.squares == {(4, 0)} and step.prompt.kind == DRAW
