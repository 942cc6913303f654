"""What the engine tells the views, so that they redo no rule: the step an action made, the
prompt the game waits on, what a feature would score now, what a placement would score."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.expansions.wheel_of_fortune import PlagueChoice
from carc_assist.players.selfplay import play_turn
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Discard, Draw, DrawSeveral, End, Follower, Pass, Place, from_record
from carc_assist.table.events import ScoreEvent
from tests.test_fortune_tellers import new_game as tellers_game

SCENARIOS = Path(__file__).parent / "scenarios"


def scenario_game(name: str, actions: int | None = None) -> Game:
    """The game of a scenario's record, with only its first ``actions`` actions."""
    record = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))["record"]
    return replay({**record, "actions": record["actions"][:actions]}, close_turn=False)


def test_a_step_says_what_the_action_changed() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    step = game.push(Draw("base/E"))
    assert (step.action, step.events, step.notes, step.squares, step.prompt.kind) == (
        Draw("base/E"),
        (),
        (),
        frozenset(),
        "place",
    )
    assert game.push(Place("base/E", (0, -1), 180)).squares == {(0, -1)}
    step = game.push(Follower("S"))  # the city is completed at once: 4 points, the knight goes home
    assert [(e.player, e.points) for e in step.events] == [(0, 4)]
    assert step.squares == {(0, -1), (0, 0)} and step.prompt.kind == "draw"


def test_the_prompt_names_the_step_the_chooser_and_the_choices() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    assert game.prompt.kind == "draw" and game.prompt.player == 0 and game.prompt.draws == 1
    game.push(Draw("base/U"))
    assert game.prompt.kind == "place" and game.prompt.options == ()
    game.push(Place("base/U", (1, 0), 0))
    assert game.prompt.kind == "follower"
    assert set(game.prompt.options) == {Follower("E"), Follower("Es"), Follower("Nw")}
    game.push(Pass())
    assert game.prompt.player == 1


def test_the_prompt_tells_how_many_tiles_fortune_tellers_may_draw() -> None:
    game = tellers_game()
    game.push(Draw("tellers/T1"))
    game.push(Place("tellers/T1", (1, 0), 0))
    game.push(Follower("T"))  # Anna: a fortune teller
    assert game.prompt.draws == 1  # Bram has none
    game.push(Draw("base/U"))
    game.push(Place("base/U", (2, 0), 0))
    game.push(Pass())
    assert game.prompt.draws == 2
    game.push(DrawSeveral(("base/V", "base/C")))
    prompt = game.prompt
    assert (
        prompt.kind == "choose"
        and prompt.draws == 1
        and set(prompt.options) == {Keep("base/V"), Keep("base/C")}
    )


def test_the_plague_asks_nobody_who_has_no_choice() -> None:
    """Worked out by hand: Bram drew the tile that turns the pig to the plague; he has nobody
    on land (his follower is on a crown field), Cora and Anna one follower each: both go home
    by themselves, nobody is asked, and the turn goes on to Bram's placement. The record holds
    no plague action (the old record's two, each a choice that was none, still replay)."""
    name = "wheel-of-fortune/plague_active_player_skipped.json"
    game = scenario_game(name, 11)  # before Bram's draw
    game.push(Draw("wof/U3"))
    assert game.current_player == 1 and game.prompt.kind == "place" and game.prompt.player == 1
    assert [(n.what, n.player, sorted(n.squares)) for n in game.notes if n.what == "plague"] == [
        ("plague", 2, [(-2, 1)]),
        ("plague", 0, [(-1, 3)]),
    ]
    assert not game.figures
    assert not any("plague" in a for a in to_record(game)["actions"])  # type: ignore[attr-defined]
    assert to_record(replay(to_record(game), close_turn=False)) == to_record(game)
    game.pop()  # one undo takes the draw back, and the plague with it
    assert len(game.figures) == 2 and game.prompt.kind == "draw"
    old = scenario_game(name, 14)  # the old record, through its two plague actions
    assert old.prompt.kind == "place" and not old.figures


def test_in_the_plague_only_a_player_with_a_choice_is_asked() -> None:
    """Four players: Dirk (one thief) is not asked, Anna (farmer and monk) is; after her
    choice, Bram and Cora (one follower each) are not asked either."""
    name = "wheel-of-fortune/with_base_plague_four_players_order_and_choice.json"
    game = scenario_game(name, 22)  # Dirk drew the tile that turns the pig to the plague
    assert game.prompt.kind == "plague" and game.prompt.player == 0
    assert set(game.prompt.options) == {PlagueChoice((0, -1, "Nw")), PlagueChoice((1, -1, "C"))}
    game.push(PlagueChoice((0, -1, "Nw")))
    assert game.prompt.kind == "place" and game.prompt.player == 3
    assert [f.player for f in game.figures.values()] == [0]  # Anna's monk alone


def test_a_feature_score_is_the_engines_own_value_with_expansion_items() -> None:
    name = "signposts/end_one_point_per_correct_signpost.json"
    game = scenario_game(name, 7)  # before the players end the game
    score = game.feature_score((1, 0), "E")  # Anna's thief: 4 tiles and 4 correct signposts
    assert score is not None
    assert (score.kind, score.tiles, score.points, score.winners, score.final) == ("road", 4, 8, (0,), True)
    assert [(i.what, i.points) for i in score.items] == [("tiles", 4), ("signposts", 4)]
    game.push(from_record({"end": True}))
    assert [e.points for e in game.events] == [score.points]
    assert game.feature_score((1, 0), "nowhere") is None and game.feature_score((9, 9), "E") is None


def test_the_places_of_an_events_signposts() -> None:
    game = replay(
        json.loads((SCENARIOS / "signposts/end_one_point_per_correct_signpost.json").read_text())["record"]
    )
    (event,) = game.events
    assert len(game.event_places(event)) == 4


def test_placement_events_score_a_placement_with_no_follower_and_change_nothing() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/W"))
    game.push(next(p for p in game.legal_placements() if p.at == (-1, 0)))  # ends the road west
    game.push(Follower(next(s for s in game.legal_follower_spots() if s in "NESW")))  # Anna: a thief
    game.push(Draw("base/W"))
    before = (list(game.scores), game.phase, len(game.actions), dict(game.figures))
    scored = []
    for place in game.legal_placements():
        events = game.placement_events(place)
        assert (game.scores, game.phase, len(game.actions), dict(game.figures)) == before
        scored += [e.points for e in events]
        assert events == _placed_and_passed(game, place)
    assert 3 in scored  # the road closed east of the start: 3 tiles for Anna


def _placed_and_passed(game: Game, place: Place) -> list[ScoreEvent]:
    with game.trying(place) as events:
        if game.phase != "follower":
            return list(events)
    with game.trying(place, Pass()) as events:
        return list(events)


def test_an_undo_says_what_it_took_back() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    done = game.push(Follower("S"))
    assert game.last_step == done and not done.undone
    game.pop()
    undone = game.last_step
    assert undone is not None and undone.undone and undone.action == Follower("S")
    assert undone.events == done.events and undone.squares == done.squares
    assert undone.prompt.kind == "follower"
    game.pop()
    assert game.last_step is not None and game.last_step.squares == {(0, -1)}
    game.redo()
    assert game.last_step is not None and game.last_step.action == Place("base/E", (0, -1), 180)


@pytest.mark.parametrize("seed", range(4))
def test_feature_scores_are_what_final_scoring_gives(seed: int) -> None:
    rng = random.Random(seed)
    game = Game(Setup.of(["Anna", "Bram", "Cora"], ("base", "wof", "festival")))
    for _ in range(25):
        play_turn(game, rng)
    if game.phase != "draw":
        return  # a plague's choices are open: End waits for the draw step
    expected = set()
    for figure in game.figures.values():
        score = game.feature_score(figure.square, figure.location)
        assert score is not None and score.final
        if score.points:
            expected |= {(player, score.points, score.squares) for player in score.winners}
    before = len(game.events)
    game.push(End())
    assert {(e.player, e.points, e.squares) for e in game.events[before:]} == expected


def test_the_prompt_offers_the_discard_of_a_tile_that_fits_nowhere() -> None:
    """The view shows its discard button from this answer, not from a fit check of its own."""
    walls = next(
        doc
        for doc in json.loads((Path(__file__).parent / "fixtures" / "user_tile_sets.json").read_text())[
            "tilesets"
        ]
        if doc["set"] == "walls"
    )
    base = Setup.of(["Anna", "Bram"])
    game = Game(Setup(base.players, ("walls",), None, {}, (walls,)))
    game.push(Draw("walls/C"))  # all city: nothing beside the start's road takes it
    assert game.prompt.kind == "place" and game.prompt.options == (Discard("walls/C"),)
    game.pop()
    game.push(Draw("walls/U"))
    assert game.prompt.options == ()


def test_the_engine_says_which_tiles_can_be_drawn_together() -> None:
    """Gathering a fortune teller's draw is a rule: at most ``prompt.draws`` tiles, none more
    often than the bag holds it, and only in the draw step."""
    from carc_assist.rules.game import Game
    from carc_assist.rules.setup import Setup
    from carc_assist.table.actions import Draw, Follower, Pass, Place
    from tests.test_fortune_tellers import TELLERS

    game = Game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    for action in (Draw("tellers/T1"), Place("tellers/T1", (1, 0), 0), Follower("T")):
        game.push(action)
    for action in (Draw("base/U"), Place("base/U", (2, 0), 0), Pass()):
        game.push(action)
    assert game.prompt.draws == 2
    assert game.gather((), "base/A") == ("base/A",)
    assert game.bag.counts["base/A"] == 2
    assert game.gather(("base/A",), "base/A") == ("base/A", "base/A")
    assert game.gather(("base/A", "base/A"), "base/B") is None  # two are all she may draw
    assert game.bag.counts["base/C"] == 1
    assert game.gather(("base/C",), "base/C") is None  # the bag holds one
    game.push(Draw("base/E"))
    assert game.gather((), "base/A") is None  # not the draw step
