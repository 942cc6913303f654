"""The coach: positions worked out by hand where it must rank the right turn first for the right
reason, every suggested turn legal (appended to its record, it replays), and the ``hint`` and
``duel`` commands (``shared/spec/record.md``, "Coach")."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carc_assist.cli.commands import main
from carc_assist.expansions.wheel_of_fortune import stop_chance
from carc_assist.players.coach import Cancelled, Reason, Suggestion, rank, review, turning_points
from carc_assist.players.lookahead import CANDIDATES, deepen
from carc_assist.players.outlook import Outlook, draws_left, follower_worth
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import PLACE, Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Draw, Follower, Pass, Place


def _record(
    actions: list[dict[str, Any]], sets: tuple[str, ...] = ("base",), tiles: list[Any] | None = None
) -> dict[str, Any]:
    setup: dict[str, Any] = {
        "players": [{"name": "Anna"}, {"name": "Bram"}],
        "sets": list(sets),
        "options": {},
    }
    if tiles:
        setup["tiles"] = tiles
    return {"format": "carc-assist-record", "version": 1, "setup": setup, "actions": actions}


def _place(tile: str, x: int, y: int, rotation: int) -> dict[str, Any]:
    return {"place": tile, "at": [x, y], "rotation": rotation}


def _reasons(suggestion: Suggestion) -> set[tuple[str, str, float, int | None]]:
    return {(r.what, r.feature, round(r.points, 1), r.player) for r in suggestion.reasons}


def _find(suggestions: list[Suggestion], *actions: object) -> Suggestion:
    return next(s for s in suggestions if s.actions == actions)


#: Anna's knight holds a 1-tile city open to the east (0,1), Bram's one open to the west (-1,1);
#: Anna's farmer holds the field south of them; Bram closed the start city with nobody in it.
#: Anna draws an E (one city edge): east of her city, turned west (1,1 at 270) it completes
#: her city, 4 points; west of Bram's (-2,1 at 90) it completes his, 4 points to Bram.
OWN_OR_GIFT = _record(
    [
        {"draw": "base/E"},
        _place("base/E", 0, 1, 90),
        {"follower": "E"},
        {"draw": "base/E"},
        _place("base/E", -1, 1, 270),
        {"follower": "W"},
        {"draw": "base/U"},
        _place("base/U", 0, 2, 0),
        {"follower": "Nw"},
        {"draw": "base/E"},
        _place("base/E", 0, -1, 180),
        {"draw": "base/E"},
    ]
)


def test_completing_ones_own_city_comes_before_giving_one() -> None:
    """Of the two squares where the E closes a city, the coach takes Anna's: 4 points now and
    her knight back; the other gives Bram 4 points now, and is worth less than nothing."""
    game = replay(OWN_OR_GIFT)
    ranked = rank(game, None)
    squares = ((1, 1), (-2, 1))
    closing = [s for s in ranked if isinstance(s.actions[0], Place) and s.actions[0].at in squares]
    own = closing[0]
    assert own.actions[0] == Place("base/E", (1, 1), 270)
    assert ("completes", "city", 4, None) in _reasons(own)
    gift = [s for s in closing if s.actions[0] == Place("base/E", (-2, 1), 90)]
    assert gift and all(("gives", "city", -4, 1) in _reasons(s) for s in gift)
    # what Bram's city was expected to bring is now scored: not a loss of his, but an estimate
    # replaced by points, said as a reason of its own (his 4 points cost Anna less than 4)
    assert not any(r.what == "takes" and r.feature == "city" for s in gift for r in s.reasons)
    assert all(any(r.what == "expected" and r.player == 1 and r.points > 0 for r in s.reasons) for s in gift)
    assert all(sum(r.points for r in s.reasons) == pytest.approx(s.value, abs=0.051) for s in ranked)
    assert all(s.value < 0 for s in gift)
    assert max(s.value for s in gift) < own.value
    assert not any(r.what == "gives" for s in ranked[:5] for r in s.reasons)


def test_a_farm_beside_a_completed_city_is_worth_a_farmer() -> None:
    """In OWN_OR_GIFT, the field north of the start city's closing tile borders that
    completed city: a farmer there has 3 points for sure at the end, and more if the new
    tile's own city closes; the coach's first choice is such a farmer."""
    game = replay(OWN_OR_GIFT)
    ranked = rank(game, None)
    best = ranked[0]
    assert isinstance(best.actions[1], Follower)
    starts = [r for r in best.reasons if r.what == "starts"]
    assert starts and starts[0].feature == "field" and starts[0].points >= 3
    # the farmer is worth more than it costs: the same placement without it ranks lower
    without = _find(ranked, best.actions[0], Pass())
    assert without.value < best.value


def test_a_follower_better_kept_than_put_on_a_field_without_cities() -> None:
    """A straight road south of the start tile: its fields touch no city, so a farmer there
    would earn nothing and stay out of the supply for the whole game."""
    game = replay(_record([{"draw": "base/U"}]))
    ranked = rank(game, None)
    place = Place("base/U", (0, 1), 0)
    keep = _find(ranked, place, Pass())
    farmer = _find(ranked, place, Follower("Nw"))
    assert keep.value == pytest.approx(0.0)
    assert farmer.value < keep.value
    lost = [r for r in farmer.reasons if r.what == "followers"]
    expected = follower_worth(6, 35) - follower_worth(7, 35)  # the 7th follower, 35 draws left
    assert lost and lost[0].points == pytest.approx(expected, abs=0.05)  # reasons are in tenths
    assert not any(r.what == "starts" for r in farmer.reasons)
    assert ranked[0].actions[1:] != (Follower("Nw"),) or ranked[0].actions[0] != place


def _inn_record(road_tile: str) -> dict[str, Any]:
    """A bag of five tiles: Anna's thief on the start tile's road extended east by ``road_tile``
    (an inn or a plain road), Bram closes the start city, Anna draws a straight road: the bag
    then holds one tile, Bram's; Anna never draws again."""
    tiles = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "inn-test",
        "name": "Inn (test)",
        "start": "inn-test/D",
        "tiles": [
            {"id": "inn-test/D", "like": "base/D", "count": 1},
            {"id": "inn-test/I", "like": road_tile, "count": 1},
            {"id": "inn-test/U", "like": "base/U", "count": 2},
            {"id": "inn-test/E", "like": "base/E", "count": 1},
        ],
    }
    actions = [
        {"draw": "inn-test/I"},
        _place("inn-test/I", 1, 0, 0),
        {"follower": "W"},
        {"draw": "inn-test/E"},
        _place("inn-test/E", 0, -1, 180),
        {"draw": "inn-test/U"},
    ]
    return _record(actions, ("inn-test",), [tiles])


def test_an_inn_road_that_cannot_close_in_time_is_worth_nothing() -> None:
    """The road needs two more tiles (west of the start tile, east of the inn), one tile is
    left and it is Bram's: the inn's road stays open, and an open road with an inn scores 0.
    Extending it is worth nothing; a thief on a road of its own scores its 1 tile at the end.
    Without the inn the same extension is worth its tile, 1 point."""
    inn = replay(_inn_record("inns-cathedrals/RFr-i"))
    assert draws_left(inn) == [0, 1]
    ranked = rank(inn, None)
    extend = _find(ranked, Place("inn-test/U", (2, 0), 0), Pass())
    assert extend.value == pytest.approx(0.0)
    assert not any(r.feature == "road" for r in extend.reasons)
    own_road = _find(ranked, Place("inn-test/U", (0, 1), 0), Follower("E"))
    assert ("starts", "road", 1.0, None) in _reasons(own_road)
    assert own_road.value > extend.value
    assert not any(r.what == "extends" and r.feature == "road" for s in ranked for r in s.reasons)
    plain = replay(_inn_record("base/U"))
    extend_plain = _find(rank(plain, None), Place("inn-test/U", (2, 0), 0), Pass())
    assert ("extends", "road", 1.0, None) in _reasons(extend_plain)


def _wheel_record(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The wheel as the start tile and a bag of six: four straight roads and two tiles that
    turn the pig, one by 1 sector, one by 2."""
    tiles = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "wheel-test",
        "name": "Wheel (test)",
        "start": "wheel-test/wheel",
        "tiles": [
            {"id": "wheel-test/wheel", "like": "wof/wheel", "count": 1},
            {"id": "wheel-test/U", "like": "base/U", "count": 4},
            {"id": "wheel-test/E1", "like": "base/E", "count": 1, "wheel": 1},
            {"id": "wheel-test/E2", "like": "base/E", "count": 1, "wheel": 2},
        ],
    }
    return _record(actions, ("wheel-test",), [tiles])


def test_the_pigs_stops_worked_out_by_hand() -> None:
    """From Fortune (0), two tiles of 1 and 2 steps: in the order 1, 2 the pig stops on Tax (1)
    and Storm (3); in the order 2, 1 on Famine (2) and Storm (3)."""
    assert [stop_chance(0, target, (1, 1, 0)) for target in range(6)] == [0.0, 0.5, 0.5, 1.0, 0.0, 0.0]
    assert stop_chance(4, 1, (0, 0, 1)) == 1.0  # Inquisition + 3 goes round to Tax
    assert stop_chance(0, 0, (2, 0, 0)) == 0.0


def test_the_crown_field_decides_worked_out_by_hand() -> None:
    """Anna places a straight road, the bag still holds the two wheel tiles (1 and 2 steps)
    and two roads. A follower on the road earns nothing that counts (no draw of hers is left
    to close it); on a crown field it scores when the pig stops on its sector: Storm (two
    fields, alone: 6) is sure, Tax (two fields: 6) half the time, Famine (one field: 3) half
    the time, Fortune, Inquisition and the Plague never. The coach puts her follower on Storm,
    saying why, and its value is those 6 points."""
    ranked = rank(replay(_wheel_record([{"draw": "wheel-test/U"}])), None)
    place = ranked[0].actions[0]
    assert ranked[0].actions[1] in (Follower("crown:storm:0"), Follower("crown:storm:1"))
    assert ranked[0].value == pytest.approx(6.0)
    assert ranked[0].reasons[0] == Reason("crowns", "", pytest.approx(6.0))
    crowns = {
        sector: _find(ranked, place, Follower(f"crown:{sector}:0")).value
        for sector in ("storm", "tax", "famine", "fortune", "inquisition", "plague")
    }
    assert crowns == pytest.approx(
        {"storm": 6.0, "tax": 3.0, "famine": 1.5, "fortune": 0.0, "inquisition": 0.0, "plague": 0.0}
    )


def test_joining_a_crown_field_halves_the_other_players_pay() -> None:
    """Anna sits alone on Storm's first crown field (6 at the sure stop). Bram joining her
    there scores 3 and takes 3 from her: 6 relative to Anna; Tax's free field, alone, pays
    him 6 half the time: 3. Joining ranks first."""
    actions = [
        {"draw": "wheel-test/U"},
        _place("wheel-test/U", 1, 4, 0),
        {"follower": "crown:storm:0"},
        {"draw": "wheel-test/U"},
    ]
    ranked = rank(replay(_wheel_record(actions)), None)
    assert ranked[0].actions[1] == Follower("crown:storm:1")
    assert ranked[0].value == pytest.approx(6.0)
    assert ("crowns", "", 3.0, None) in _reasons(ranked[0])
    tax = _find(ranked, ranked[0].actions[0], Follower("crown:tax:0"))
    assert tax.value == pytest.approx(3.0)


def test_a_knight_counts_at_the_pigs_next_sector() -> None:
    """Base game with the 19 wheel tiles (11 of 1 step, 5 of 2, 3 of 3), the pig on Fortune:
    it goes next to Tax (11/19), Famine (5/19) or Storm (3/19). A knight in a city of no
    pennant earns 1 at Tax and is one follower fewer in the supply at Storm: 8/19."""
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "wof-symbols")))
    game.push(Draw("base/E"))
    ranked = rank(game, None)
    knight = next(s for s in ranked if s.actions[1:] == (Follower("N"),) and s.actions[0].at == (0, 4))
    assert ("next-sector", "", round(8 / 19, 1), None) in _reasons(knight)


def test_how_did_that_go_compares_the_turn_played_with_the_best() -> None:
    """In OWN_OR_GIFT Anna closes Bram's city instead of her own (4 points to him): the review
    weighs that turn against the coach's best in the position before it, and says by how much
    it fell short: more than the 4 points it gave away; the game is left as it was."""
    game = replay(OWN_OR_GIFT)
    before = rank(game, None)
    assert review(game) is None  # her turn is under way
    gift = (Place("base/E", (-2, 1), 90), Pass())
    for action in gift:
        game.push(action)
    actions, scores = list(game.actions), game.scores[:]
    said = review(game)
    assert said is not None and said.player == 0
    assert said.played.actions == gift and ("gives", "city", -4, 1) in _reasons(said.played)
    assert said.best == before[0]
    # in tenths, as the hint's values show them
    assert said.shortfall == pytest.approx(round(before[0].value, 1) - round(_find(before, *gift).value, 1))
    assert said.shortfall > 4  # 4 points to Bram, and none of her own
    assert list(game.actions) == actions and game.scores == scores and not game.redo_actions
    best = replay(OWN_OR_GIFT)
    for action in before[0].actions:
        best.push(action)
    again = review(best)
    assert again is not None and again.shortfall == 0.0 and again.played == before[0]


def test_the_turns_that_changed_the_game_most() -> None:
    """OWN_OR_GIFT played on: Anna closes her own city (4 points, her knight back; no follower), Bram
    draws a straight road and puts it with no follower where it changes next to nothing. The
    turning points are the turns with the largest swings, each weighed as the coach weighed it
    in its own position (the same value and reasons as ``rank`` gave it)."""
    game = replay(OWN_OR_GIFT)
    own = _find(rank(game, None), Place("base/E", (1, 1), 270), Pass())
    for action in own.actions:
        game.push(action)
    game.push(Draw("base/U"))
    quiet = Place("base/U", (0, 3), 0)
    assert quiet in game.legal_placements()
    game.push(quiet)
    game.push(Pass())
    moments = turning_points(game, 10)
    assert [m.turn for m in moments] and len(moments) == 6  # every turn that placed a tile
    assert [abs(m.value) for m in moments] == sorted((abs(m.value) for m in moments), reverse=True)
    fifth = next(m for m in moments if m.turn == 5)
    assert fifth.player == 0 and fifth.actions == own.actions
    assert fifth.value == pytest.approx(own.value) and fifth.reasons == own.reasons
    assert [m.turn for m in turning_points(game)] == [m.turn for m in moments[:3]]


def test_the_turn_that_ends_the_game_is_no_turning_point() -> None:
    """The five-tile bag of ``_inn_record`` played out: four turns place a tile, the fourth
    empties the bag and the final scoring settles every estimate; it is left out."""
    game = replay(_inn_record("base/U"))
    for action in rank(game, 1)[0].actions:
        game.push(action)
    game.push(Draw("inn-test/U"))
    for action in rank(game, 1)[0].actions:
        game.push(action)
    assert game.finished
    assert sorted(m.turn for m in turning_points(game, 10)) == [1, 2, 3]


def test_the_deeper_look_reorders_the_quick_best_and_leaves_the_game() -> None:
    """The deeper look ranks the quick ranking's first few again (no other turn, none lost),
    at least one round even with no time, says how far it is, and stops when asked."""
    game = replay(OWN_OR_GIFT)
    quick = rank(game, None)
    actions, scores = list(game.actions), game.scores[:]
    steps: list[float] = []
    deeper = deepen(game, quick, 0.0, progress=steps.append)
    assert sorted(map(repr, (s.actions for s in deeper))) == sorted(
        map(repr, (s.actions for s in quick[:CANDIDATES]))
    )
    assert [s.value for s in deeper] == sorted((s.value for s in deeper), reverse=True)
    assert steps and 0 < steps[0] <= 1
    assert list(game.actions) == actions and game.scores == scores
    # the values keep the quick ranking's scale: their mean is the quick values' mean
    mean = sum(s.value for s in quick[:CANDIDATES]) / CANDIDATES
    assert sum(s.value for s in deeper) / CANDIDATES == pytest.approx(mean)
    with pytest.raises(Cancelled):
        deepen(game, quick, 5.0, should_stop=lambda: True)
    assert list(game.actions) == actions


def test_the_deeper_look_draws_from_the_real_bag() -> None:
    """The five-tile bag of ``_inn_record`` (plain road): Anna holds a straight road, and the
    only tile left is Bram's, another straight road: every round draws it, whatever the seed,
    and Bram answers the same: the deeper values are the same for any seed."""
    game = replay(_inn_record("base/U"))
    quick = rank(game, None)
    deeper = deepen(game, quick, 0.0)
    again = deepen(game, quick, 0.0, seed=7)
    assert [(s.actions, round(s.value, 6)) for s in deeper] == [(s.actions, round(s.value, 6)) for s in again]


def test_the_outlook_leaves_the_game_as_it_was() -> None:
    game = replay(OWN_OR_GIFT)
    before = (list(game.actions), game.scores[:], dict(game.figures), game.bag_total)
    Outlook(game).parts()
    rank(game)
    assert (list(game.actions), game.scores[:], dict(game.figures), game.bag_total) == before


# -- every suggestion is legal ------------------------------------------------------------

_SETS = (("base",), ("inns-cathedrals", "base"), ("wof",), ("festival", "base"), ("wind-roses", "base"))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), turns=st.integers(0, 40), sets=st.sampled_from(_SETS))
def test_every_suggested_turn_appended_to_its_record_replays(
    seed: int, turns: int, sets: tuple[str, ...]
) -> None:
    rng = random.Random(seed)
    game = Game(Setup.of(["Anna", "Bram", "Cleo"], sets))
    for _ in range(turns):
        if game.finished:
            return
        play_turn(game, rng)
    if game.finished:
        return
    game.push(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))
    if game.phase != PLACE:
        return  # an expansion's own step (the plague) first: not a hint's position
    document = to_record(game)
    actions = document["actions"]
    assert isinstance(actions, list)
    for suggestion in rank(game, 3):
        again = replay({**document, "actions": [*actions, *suggestion.record_actions]})
        assert again.turn == game.turn + 1 or again.finished


# -- the command line ---------------------------------------------------------------------


def test_hint_json_follows_the_spec(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(OWN_OR_GIFT), encoding="utf-8")
    assert main(["hint", str(path), "--json", "--top", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["player"] == "Anna" and out["tile"] == "base/E"
    assert len(out["suggestions"]) == 2
    assert out["suggestions"][0]["value"] >= out["suggestions"][1]["value"]
    assert main(["hint", str(path), "--json", "--top", "200"]) == 0
    rows = json.loads(capsys.readouterr().out)["suggestions"]
    own = next(r for r in rows if r["actions"][0] == {"place": "base/E", "at": [1, 1], "rotation": 270})
    assert {"what": "completes", "feature": "city", "points": 4} in own["reasons"]
    assert isinstance(own["value"], float)
    again = replay({**OWN_OR_GIFT, "actions": [*OWN_OR_GIFT["actions"], *own["actions"]]})
    assert again.scores[0] == 4
    assert main(["hint", str(path)]) == 0
    assert "1. place base/E" in capsys.readouterr().out
    # the deeper look: the same document, its turns among the quick ranking's first
    assert main(["hint", str(path), "--json", "--deeper", "0"]) == 0
    deeper = json.loads(capsys.readouterr().out)["suggestions"]
    assert len(deeper) == 3 and all(
        row["actions"] in [r["actions"] for r in rows[:CANDIDATES]] for row in deeper
    )


@pytest.mark.parametrize(
    ("document", "says"),
    [
        (_record([{"draw": "base/E"}, _place("base/E", 0, -1, 180)]), "must hold a drawn tile"),
        (_record([{"draw": "base/E"}, _place("base/E", 5, 5, 0)]), "action 2"),
        ("not json", "not a carc-assist game record"),
    ],
)
def test_hint_refuses_a_wrong_step_or_bad_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: object, says: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    assert main(["hint", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and says in err


def test_duel_counts_wins_ties_and_mean_scores(capsys: pytest.CaptureFixture[str]) -> None:
    """Two random players (quick; the coach's own duels are the benchmark's): a repeated kind
    is numbered."""
    assert main(["duel", "--players", "random,random", "--games", "3", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and set(out["wins"]) == {"random", "random 2"}
    assert sum(out["wins"].values()) + out["ties"] == 3
    assert set(out["mean_score"]) == {"random", "random 2"}
    assert main(["duel", "--players", "coach,chess", "--games", "1", "--seed", "1"]) == 2
    out_text, err = capsys.readouterr()
    assert out_text == "" and "unknown player 'chess'" in err


def test_reasons_in_json_name_the_other_player() -> None:
    assert Reason("gives", "city", -4, 1).to_json(["Anna", "Bram"]) == {
        "what": "gives",
        "feature": "city",
        "points": -4,
        "player": "Bram",
    }


@pytest.mark.skipif(
    not os.environ.get("CARC_ASSIST_COACH_BENCH"),
    reason="hours of duels: CARC_ASSIST_COACH_BENCH=1 runs them",
)
def test_benchmark_strength(capsys: pytest.CaptureFixture[str]) -> None:
    """The benchmark's duels (its times are printed, never asserted): the coach wins at least
    65% of 500 games against greedy, 95% against random, and beats greedy with all seven sets."""
    from carc_assist.cli import bench_coach

    assert bench_coach.main([]) == 0
    figures = json.loads(capsys.readouterr().out)
    print(figures)
    assert figures["vs_greedy"]["coach_win_rate"] >= 0.65
    assert figures["vs_random"]["coach_win_rate"] >= 0.95
    assert figures["all_sets_vs_greedy"]["coach_win_rate"] > 0.5
