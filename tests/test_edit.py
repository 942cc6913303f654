"""Editing a past turn: the turns of a record, conflicts with their reasons, going on after
one, and properties over random games (the same actions change nothing; other legal actions
give a game that a fresh replay of the edited record reproduces exactly)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import EditResult, continue_edit, edit_record, recorded_actions, turns
from carc_assist.storage.record import RecordError, replay, to_record
from carc_assist.table.actions import Draw, DrawSeveral, Follower, Pass, Place
from tests.random_games import QUICK, SETUPS, state
from tests.test_fortune_tellers import TELLERS


def _record(seed: int, setup: Setup | None = None) -> dict[str, object]:
    return to_record(random_game(setup or Setup.of(["Anna", "Bram"]), random.Random(seed)))


def _actions(document: dict[str, object]) -> list[object]:
    actions = document["actions"]
    assert isinstance(actions, list)
    return actions


def _before(document: dict[str, object], start: int) -> Game:
    """The game just before the action at ``start`` (its follower step closed)."""
    return replay({**document, "actions": _actions(document)[:start]})


def _reproduced(result: EditResult) -> None:
    """The edited record, replayed afresh, is exactly the game the edit gave."""
    assert state(replay(result.record, close_turn=False)) == state(result.game)


def test_turns_slice_the_record_from_each_first_draw() -> None:
    document = _record(1)
    found = turns(document)
    actions = _actions(document)
    assert [t.number for t in found] == list(range(1, len(found) + 1))
    assert [t.player for t in found[:4]] == [0, 1, 0, 1]
    assert found[0].start == 0 and found[-1].stop == len(actions)
    assert all(a.stop == b.start for a, b in itertools.pairwise(found))
    assert all("draw" in actions[t.start] for t in found)  # type: ignore[operator]
    game = replay(document)
    assert {e.turn for e in game.events if not e.final} <= {t.number for t in found}


def test_a_record_without_actions_has_no_turns() -> None:
    assert turns(to_record(Game(Setup.of(["Anna", "Bram"])))) == []


def test_an_adjustment_between_turns_belongs_to_the_turn_before() -> None:
    document = _record(2)
    actions = _actions(document)
    third = turns(document)[2]
    adjusted = [*actions[: third.stop], {"adjust": {"player": "Anna", "points": 2, "reason": "x"}}]
    adjusted += actions[third.stop :]
    found = turns({**document, "actions": adjusted})
    assert found[2].stop == third.stop + 1 and found[3].start == third.stop + 1


def test_the_same_actions_change_nothing_for_every_turn() -> None:
    document = _record(3)
    actions = _actions(document)
    for turn in turns(document)[::7]:
        result = edit_record(document, turn.number, actions[turn.start : turn.stop])
        assert result.conflict is None and result.pending == []
        assert result.record == document


def test_a_tile_no_longer_in_the_bag() -> None:
    """Turn k now draws the last tile of a kind that a later turn drew."""
    document = _record(4)
    actions = _actions(document)
    for turn in turns(document)[5:]:
        game = _before(document, turn.start)
        later = [a["draw"] for a in actions[turn.stop :] if "draw" in a]  # type: ignore[operator,index]
        tile = next((t for t in later if game.bag.counts.get(t) == 1 and game.legal_placements(t)), None)
        if tile is None:
            continue
        place = game.legal_placements(tile)[0].to_record()
        result = edit_record(document, turn.number, [{"draw": tile}, place])
        assert result.conflict is not None
        if f"no {tile} is left in the bag" in result.conflict.reason:
            number = result.conflict.action
            assert actions[number - 1] == {"draw": tile}
            assert result.pending == actions[number:]
            assert result.conflict.turn == next(t.number for t in turns(document) if t.start == number - 1)
            _reproduced(result)
            return
    pytest.fail("no turn could take the last tile of a kind")


def test_a_square_taken_and_a_follower_spot_gone() -> None:
    document = _record(5)
    actions = _actions(document)
    reasons = set()
    for turn in turns(document)[3:40]:
        game = _before(document, turn.start)
        tile = actions[turn.start]["draw"]  # type: ignore[index]
        nxt = next((a for a in actions[turn.stop :] if "place" in a), None)  # type: ignore[operator]
        assert isinstance(nxt, dict)
        for placement in game.legal_placements(tile):
            if list(placement.at) != nxt["at"]:
                continue
            result = edit_record(document, turn.number, [{"draw": tile}, placement.to_record()])
            if result.conflict is not None and "already holds a tile" in result.conflict.reason:
                reasons.add("square")
                _reproduced(result)
                assert result.game.phase == "place"  # the conflicting tile is drawn: place it elsewhere
            break
        for option in _follower_options(game, actions[turn.start : turn.stop]):
            result = edit_record(document, turn.number, option)
            if result.conflict is not None and "already holds a follower" in result.conflict.reason:
                reasons.add("follower")
                _reproduced(result)
                assert result.game.phase == "follower"  # the follower step is open to choose again
        if reasons == {"square", "follower"}:
            return
    pytest.fail(f"found only {reasons}")


def _follower_options(game: Game, turn_actions: list[object]) -> list[list[object]]:
    """The turn's draw and placement with each other follower choice."""
    draw, place = turn_actions[0], turn_actions[1]
    played = replay(
        {**to_record(game), "actions": [*recorded_actions(game), draw, place], "in_follower_step": True},
        close_turn=False,
    )
    options = [a.to_record() for a in played.legal_follower_actions()]
    return [[draw, place, option] for option in options if [draw, place, option] != turn_actions]


def test_going_on_after_a_conflict_by_dropping_or_replacing() -> None:
    result = _first_square_conflict(_record(6))
    dropped = continue_edit(result)
    _reproduced(dropped)
    assert dropped.conflict is not None  # its follower no longer has a tile, or the next draw waits
    assert dropped.conflict.action > result.conflict.action  # type: ignore[union-attr]
    held = result.game.held
    assert held is not None
    placement = result.game.legal_placements(held)[0].to_record()
    replaced = continue_edit(result, [placement])
    _reproduced(replaced)
    assert _actions(replaced.record)[len(_actions(result.record))] == placement
    conflict = replaced.conflict
    assert conflict is None or conflict.action > result.conflict.action  # type: ignore[union-attr]
    with pytest.raises(RecordError, match="replacement action 1"):
        continue_edit(result, [{"draw": "base/D"}])
    done = continue_edit(result, [placement])
    while done.conflict is not None:
        done = continue_edit(done)
    assert continue_edit(done) is done
    _reproduced(done)


def _first_square_conflict(document: dict[str, object]) -> EditResult:
    actions = _actions(document)
    for turn in turns(document)[3:]:
        game = _before(document, turn.start)
        tile = actions[turn.start]["draw"]  # type: ignore[index]
        for placement in game.legal_placements(tile):
            result = edit_record(document, turn.number, [{"draw": tile}, placement.to_record()])
            if result.conflict is not None and "already holds a tile" in result.conflict.reason:
                return result
    raise AssertionError("no square conflict")


def test_adjustments_of_the_turn_are_kept_after_its_new_actions() -> None:
    document = _record(7)
    actions = _actions(document)
    second = turns(document)[1]
    adjust = {"adjust": {"player": "Bram", "points": -2, "reason": "counted twice"}}
    document = {**document, "actions": [*actions[: second.stop], adjust, *actions[second.stop :]]}
    same = [a for a in _actions(document)[second.start : second.stop + 1] if "adjust" not in a]  # type: ignore[operator]
    result = edit_record(document, 2, same)
    assert result.record == document and result.conflict is None
    assert any(e.source == "adjustment" and e.points == -2 for e in result.game.events)


def test_the_follower_step_of_a_saved_game_stays_open() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    rng = random.Random(8)
    for _ in range(6):
        play_turn(game, rng)
    game.push(Draw(game.nth_in_bag(0)))
    game.push(game.legal_placements()[0])
    document = to_record(game)
    assert document.get("in_follower_step") is True
    actions = _actions(document)
    second = turns(document)[1]
    result = edit_record(document, 2, actions[second.start : second.stop])
    assert result.conflict is None and result.record == document and result.game.phase == "follower"


def test_bad_documents_turns_and_actions_are_refused() -> None:
    document = _record(9)
    with pytest.raises(RecordError, match="not a carc-assist game record"):
        edit_record({"format": "other"}, 1, [])
    with pytest.raises(RecordError, match="no turn 999"):
        edit_record(document, 999, [])
    with pytest.raises(RecordError, match="no turn 0"):
        edit_record(document, 0, [])
    first = _actions(document)[0]
    with pytest.raises(RecordError, match="new action 2 of turn 1: "):
        edit_record(document, 1, [first, {"place": first["draw"], "at": [5, 5], "rotation": 0}])  # type: ignore[index]
    with pytest.raises(RecordError, match="new action 1 of turn 1: "):
        edit_record(document, 1, [{"draw": "nonsense"}])


def test_a_fortune_teller_draw_changed() -> None:
    """Turn 3 kept base/C of two tiles drawn, where it kept base/V: Bram's later draw of the
    only base/C no longer applies."""
    game = Game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    for action in (Draw("tellers/T1"), Place("tellers/T1", (1, 0), 0), Follower("T")):
        game.push(action)  # Anna: a fortune teller
    for action in (Draw("base/U"), Place("base/U", (2, 0), 0), Pass()):
        game.push(action)
    game.push(DrawSeveral(("base/V", "base/C")))
    game.push(Keep("base/V"))
    game.push(game.legal_placements()[0])
    game.push(Pass())
    game.push(Draw("base/C"))
    game.push(game.legal_placements()[0])
    document = to_record(game)
    third = turns(document)[2]
    assert _actions(document)[third.start : third.stop][:2] == [
        {"draw": ["base/V", "base/C"]},
        {"keep": "base/V"},
    ]
    before = _before(document, third.start)
    with before.trying(DrawSeveral(("base/V", "base/C")), Keep("base/C")):
        place_c = before.legal_placements()[0].to_record()
    result = edit_record(document, 3, [{"draw": ["base/V", "base/C"]}, {"keep": "base/C"}, place_c])
    assert result.conflict is not None
    assert (result.conflict.action, result.conflict.turn) == (third.stop + 1, 4)
    assert result.conflict.reason == "no base/C is left in the bag"
    _reproduced(result)
    other = continue_edit(result, [{"draw": "base/V"}])
    assert other.conflict is not None and other.conflict.turn == 4  # base/C's placement: V is held
    _reproduced(other)


def test_the_record_keeps_its_own_words() -> None:
    """A hand-written record (no colours, no options, a rotation left out) comes back as it
    was written, with or without a conflict."""
    document: dict[str, object] = {
        "format": "carc-assist-record",
        "version": 1,
        "setup": {"players": [{"name": "Anna"}, {"name": "Bram"}], "sets": ["base"]},
        "actions": [
            {"draw": "base/D"},
            {"place": "base/D", "at": [1, 0]},
            {"draw": "base/B"},
            {"place": "base/B", "at": [0, 1], "rotation": 0},
            {"follower": "C"},
        ],
    }
    same = edit_record(document, 1, [{"draw": "base/D"}, {"place": "base/D", "at": [1, 0]}])
    assert same.record == document and same.conflict is None
    moved = edit_record(document, 1, [{"draw": "base/B"}, {"place": "base/B", "at": [0, 1]}])
    assert moved.conflict is not None and moved.conflict.action == 4
    assert moved.record == {
        **document,
        "actions": [{"draw": "base/B"}, {"place": "base/B", "at": [0, 1]}, {"draw": "base/B"}],
    }
    assert moved.pending == [{"follower": "C"}]


# -- properties over random games ------------------------------------------------------------


@QUICK
@given(SETUPS, st.integers(0, 10**6), st.floats(0, 1, exclude_max=True))
def test_editing_a_turn_to_the_same_actions_changes_nothing(setup: Setup, seed: int, where: float) -> None:
    game = random_game(setup, random.Random(seed))
    document = to_record(game)
    all_turns = turns(document)
    turn = all_turns[int(where * len(all_turns))]
    same = [a for a in _actions(document)[turn.start : turn.stop] if "adjust" not in a]  # type: ignore[operator]
    result = edit_record(document, turn.number, same)
    assert result.conflict is None and result.pending == []
    assert result.record == document
    assert state(result.game) == state(game)


@QUICK
@given(SETUPS, st.integers(0, 10**6), st.floats(0, 1, exclude_max=True), st.integers(0, 10**6))
def test_editing_a_turn_to_other_legal_actions_is_what_a_fresh_replay_gives(
    setup: Setup, seed: int, where: float, other: int
) -> None:
    document = to_record(random_game(setup, random.Random(seed)))
    all_turns = turns(document)
    turn = all_turns[int(where * len(all_turns))]
    game = _before(document, turn.start)
    prefix = len(recorded_actions(game))
    rng = random.Random(other)
    while not game.finished and game.turn == turn.number:
        play_turn(game, rng)  # a random legal turn (with its discards and redraws, if any)
    new_actions = recorded_actions(game)[prefix:]
    result = edit_record(document, turn.number, new_actions)
    _reproduced(result)
    applied = _actions(result.record)
    assert applied[:prefix] == _actions(document)[: turn.start]
    assert applied[prefix : prefix + len(new_actions)] == new_actions
    for _ in range(3):  # going on: dropping each conflicting action
        if result.conflict is None:
            break
        number = result.conflict.action
        with pytest.raises(RecordError):
            replay({**result.record, "actions": [*applied, _actions(document)[number - 1]]}, close_turn=False)
        assert result.pending == _actions(document)[number:]
        result = continue_edit(result)
        _reproduced(result)
        applied = _actions(result.record)


def three_turns() -> Game:
    """Turn 1: Anna, D east of the start, no follower; turn 2: Bram, D further east, a thief
    on the long road; turn 3: Anna, a straight road south of the start; then V drawn (the edit
    dialog's tests play it too)."""
    game = Game(Setup.of(["Anna", "Bram"]))
    for action in (
        Draw("base/D"),
        Place("base/D", (1, 0), 0),
        Pass(),
        Draw("base/D"),
        Place("base/D", (2, 0), 0),
        Follower("E"),
        Draw("base/U"),
        Place("base/U", (0, 1), 0),
        Pass(),
        Draw("base/V"),
    ):
        game.push(action)
    return game


def test_every_conflict_is_found_by_going_on_past_the_ones_before() -> None:
    """Worked out by hand: turn 1 (Anna) put D east of the start, turn 2 (Bram) D further east
    with a thief on the long road, turn 3 (Anna) U south of the start, then V drawn. Turn 1
    changed to D south of the start: Bram's D (2 east) touches no tile; dropped, his thief has
    no tile to stand on; then Anna's draw comes while Bram still holds D, and so on to the end."""
    from carc_assist.storage.edit import drop_conflicts

    game = three_turns()
    new = [{"draw": "base/D"}, {"place": "base/D", "at": [0, 1], "rotation": 180}]
    result = edit_record(to_record(game), 1, new)
    conflicts, settled = drop_conflicts(result)
    assert [(c.action, c.turn) for c in conflicts] == [(4, 2), (5, 2), (6, 3), (7, 3), (8, 4)]
    assert conflicts[0] == result.conflict
    assert settled.conflict is None and settled.pending == []
    assert _actions(settled.record) == [*new, {"draw": "base/D"}]  # Bram holds D: where does it go?

    # a follower step that broke alone: dropped, the turn has no follower and the rest applies
    thief = [{"draw": "base/D"}, {"place": "base/D", "at": [1, 0], "rotation": 0}, {"follower": "E"}]
    conflicts, settled = drop_conflicts(edit_record(to_record(game), 1, thief))
    assert [(c.action, c.turn) for c in conflicts] == [(5, 2)]
    assert settled.conflict is None and len(_actions(settled.record)) == len(_actions(to_record(game)))
