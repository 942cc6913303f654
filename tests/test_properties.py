"""Invariants over random legal games, played action by action.

Hypothesis chooses every step (``st.data()``): each action among all the legal ones of every
kind (``selfplay.any_action``: single and multi-draws, keep, discards, placements, followers,
crown fields, take-backs, plague choices, pass, adjustments, the end), undo and redo of one or
many actions, and save-and-load, over set combinations and every rule option; a failure then
shrinks to a short game. After every step:

- tiles are conserved exactly: the box is the bag, the board, the discarded tiles, the tile
  held and the tiles drawn together, plus the sets' start tiles that stay in the box;
- followers are conserved exactly: supply + on the board + off the board = the option;
- every score is the sum of that player's events;
- the state (a deep snapshot of plain values) after an undo or a redo is the one recorded when
  the game was last at that length, and a saved and loaded game has the very same state.

Run longer with ``HYPOTHESIS_PROFILE=long`` (random, 300 examples per set combination: README,
"Run the tests").
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, currently_in_test_context, event, given, settings
from hypothesis import strategies as st

from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.players.selfplay import Pick, any_action, pick_weighted
from carc_assist.rules.game import DRAW, FOLLOWER, OVER, Game, IllegalAction, shipped_catalogue
from carc_assist.rules.hooks import registered
from carc_assist.rules.options import declared
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import record_text, replay, to_record
from carc_assist.table.actions import Action, DiscardSeveral, DrawSeveral, Follower, Pass
from carc_assist.table.board import Feature

FIXTURES = Path(__file__).parent / "fixtures"
#: the user tile sets (``about`` in the file says what each is for), as records carry them in
#: ``setup.tiles``
USER_SETS: dict[str, Mapping[str, Any]] = {
    doc["set"]: doc for doc in json.loads((FIXTURES / "user_tile_sets.json").read_text())["tilesets"]
}

#: set combinations that start with every option (the wheel beside the board needs another
#: start tile: the base set's, or the orange rose, which starts before the wheel anyway)
SET_COMBINATIONS = (
    ("base",),
    ("base", "festival"),
    ("base", "wind-roses"),
    ("base", "wof-symbols"),
    ("base", "wof-symbols", "wind-roses"),
    ("wof", "festival", "wind-roses"),
    ("base", "tellers", "signs"),
    ("base", "wof-symbols", "festival", "tellers"),
    ("mini",),
    ("walls",),
    ("base", "festival", "wind-roses", "wof-symbols", "tellers", "signs"),
    ("base", "inns-cathedrals"),
    ("base", "inns-cathedrals", "festival", "wind-roses", "wof-symbols", "tellers", "signs"),
    ("base", "traders-builders"),
    ("base", "river", "abbot"),
    (
        "base",
        "river",
        "abbot",
        "wind-roses",
        "wof-symbols",
        "festival",
        "inns-cathedrals",
        "traders-builders",
    ),
    ("base", "abbot", "tellers", "signs"),
    # all seven expansions
    (
        "base",
        "traders-builders",
        "inns-cathedrals",
        "festival",
        "wind-roses",
        "wof-symbols",
        "tellers",
        "signs",
    ),
)
#: names with quotes, markup and accents: a record must carry the players' words unchanged
NAMES = ("Anna", 'Bram "B"', "<b>Ça</b>", "Dörte", "E", "F")

_QUICK = (Phase.explicit, Phase.reuse, Phase.generate)
_COMMON = settings(
    deadline=None,
    phases=(*_QUICK, Phase.shrink),  # no explain phase: it replays a failing game hundreds of times
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PROFILES = {
    # the same examples on every run, so that CI is deterministic: 3 games per set combination
    # (and 25 short ones of the discard rule), 30-40 s on the 2-core machine; every mutant of
    # ``test_mutants`` is caught with it
    "default": settings(_COMMON, max_examples=3, derandomize=True),
    "long": settings(_COMMON, max_examples=300),
}
CHECKS = PROFILES[os.environ.get("HYPOTHESIS_PROFILE", "default")]
#: for a property expected to fail (or a mutant to be caught): no shrinking, no database
FIRST_FAILURE = settings(CHECKS, phases=_QUICK, database=None, report_multiple_bugs=False)


@st.composite
def setups(
    draw: st.DrawFn, combinations: Sequence[tuple[str, ...]] = SET_COMBINATIONS, most_players: int = 6
) -> Setup:
    sets = draw(st.sampled_from(combinations))
    players = draw(st.integers(2, most_players))
    options = {
        name: draw(st.booleans() if option.values is None else st.sampled_from(option.values))
        for name, option in declared().items()
    }
    tiles = tuple(USER_SETS[name] for name in sets if name in USER_SETS)
    return Setup(Setup.of(list(NAMES[:players])).players, sets, options=options, tiles=tiles)


# -- what is checked ----------------------------------------------------------------------


def snapshot(game: Game) -> dict[str, object]:
    """The whole state of the game as plain immutable values, taken now: nothing in it is a
    live container of the game's. Actions, figures, events and notes are values the engine
    never changes once made (it replaces them): they are kept as they are."""
    board = game.board
    return {
        "actions": game.actions,
        "tiles": tuple((p.origin, p.tile.id, p.rotation) for p in board.placed),
        "squares": tuple(sorted(board.cells)),
        "open": tuple(sorted(board.open.items())),
        "features": tuple((root, _feature(f)) for root, f in sorted(board.features.items())),
        "parent": tuple(board.parent),
        "figures": tuple(sorted(game.figures.items())),
        "off_board": tuple(sorted(game.off_board.items())),
        "supply": tuple(game.supply),
        "own_supply": tuple((kind, tuple(counts)) for kind, counts in sorted(game.own_supply.items())),
        "scores": tuple(game.scores),
        "events": tuple(game.events),
        "notes": tuple(game.notes),
        # the squares of events and notes do not take part in ==
        "squares_scored": tuple(e.squares for e in game.events) + tuple(n.squares for n in game.notes),
        "bag": (tuple(sorted(game.bag.counts.items())), game.bag_total),
        "discarded": tuple(game.discarded),
        "turn": (game.phase, game.turn, game.current_player, game.held),
        "last_placed": None if game.last_placed is None else game.last_placed.origin,
        "expansions": tuple((type(e).__name__, _frozen(vars(e))) for e in game.expansions),
    }


def _feature(f: Feature) -> tuple[object, ...]:
    """A feature as a value (features compare by identity). Not its ``figures``: they are the
    store's figures whose segments have its root (``parent`` and ``figures`` of the snapshot
    fix them), and reading them for every feature after every step had cost a third of the
    properties' time; ``assert_followers_conserved`` reads them where figures stand."""
    return (f.kind, f.root, f.open_sides, f.pennants, f.size, f.tiles)


def _frozen(value: object) -> object:
    """A deep, immutable copy of an expansion's state (dicts, lists and plain values)."""
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    assert isinstance(value, str | int | bool | None), value
    return value


def assert_tiles_conserved(game: Game) -> None:
    """Every tile of the box is in exactly one place."""
    catalogue = game.catalogue
    set_starts = {catalogue.sets[name].start for name in game.setup.sets} - {None, game.start_tile.id}
    # only a start tile another tile replaced stays out of the game, one copy
    assert set(game.left_in_box) <= set_starts and set(game.left_in_box.values()) <= {1}
    places = {
        "bag": Counter(game.bag.counts),
        "board": Counter(p.tile.id for p in game.board.placed),
        "discarded": Counter(game.discarded),
        "held": Counter([game.held] if game.held else []),
        "drawn": Counter(_drawn(game)),
        "box": Counter(game.left_in_box),
    }
    total: Counter[str] = Counter()
    for counter in places.values():
        total.update(counter)
    assert total == Counter(game.box), {k: dict(v) for k, v in places.items()}
    assert game.bag_total == sum(game.bag.counts.values())
    assert game.board.placed[0].tile.id == game.start_tile.id


def _drawn(game: Game) -> list[str]:
    tellers = game.module(FortuneTellers)
    return list(tellers.drawn) if tellers is not None else []


def assert_followers_conserved(game: Game) -> None:
    """Followers, and each kind of figure with a supply of its own, are conserved exactly."""
    on_board = Counter(f.player for f in game.figures.values() if f.kind not in game.own_supply)
    off_board = Counter(game.off_board.values())
    for player in range(len(game.setup.players)):
        assert game.supply[player] >= 0
        assert on_board[player] + off_board[player] + game.supply[player] == game.followers_each, player
    for kind, supply in game.own_supply.items():
        standing = Counter(f.player for f in game.figures.values() if f.kind == kind)
        owned = next(k.own for e in game.expansions for k in type(e).FIGURE_KINDS if k.name == kind)
        assert all(standing[p] + supply[p] == owned and supply[p] >= 0 for p in range(len(supply))), kind
    # the board's features hold exactly the game's figures: the features the figures stand on
    # (a feature holds only figures on its segments, so the others hold none)
    board = game.board
    holding = {board.find(f.segment) for f in game.figures.values()}
    assert holding <= board.features.keys()
    standing = [f for root in holding for f in board.features[root].figures]
    assert Counter(standing) == Counter(game.figures.values())


def assert_scores_are_events(game: Game) -> None:
    for player in range(len(game.setup.players)):
        assert game.scores[player] == sum(e.points for e in game.events if e.player == player), player


def assert_invariants(game: Game) -> None:
    assert_tiles_conserved(game)
    assert_followers_conserved(game)
    assert_scores_are_events(game)


def reload(game: Game) -> Game:
    """Save and load, as the app does: the record's JSON text, read again; a game waiting for
    its follower step is reopened waiting."""
    text = record_text(game)
    assert json.loads(text) == to_record(game)
    return replay(json.loads(text), close_turn=False)


def assert_reloads_identically(game: Game) -> None:
    assert snapshot(reload(game)) == snapshot(game)


def assert_command_line_replay_closes_the_turn(game: Game) -> None:
    """The command line's replay of the record closes a follower step left open (a pass)."""
    closed = replay(to_record(game))
    if game.phase == FOLLOWER:
        with game.trying(Pass()):
            assert snapshot(closed) == snapshot(game)
    else:
        assert snapshot(closed) == snapshot(game)


def assert_a_new_tile_set_replays_the_same_game(game: Game) -> None:
    """The app's "add tiles" (``ui/session.py``): the record with one more tile set of the
    players' own replays to the same game, with that set's tiles in the bag besides (unless
    the bag is empty: the game ended for that, and would go on)."""
    new = next((name for name in ("signs", "tellers") if name not in game.setup.sets), None)
    if new is None or not game.bag_total:
        return
    record = to_record(game)
    setup = record["setup"]
    assert isinstance(setup, dict)
    setup["sets"] = [*setup["sets"], new]
    setup["tiles"] = [*setup.get("tiles", []), USER_SETS[new]]
    edited = replay(record, close_turn=False)
    assert_invariants(edited)
    before, after = snapshot(game), snapshot(edited)
    assert {k: v for k, v in after.items() if k not in ("bag", "expansions")} == {
        k: v for k, v in before.items() if k not in ("bag", "expansions")
    }
    modules_before, modules_after = before["expansions"], after["expansions"]
    assert isinstance(modules_before, tuple) and isinstance(modules_after, tuple)
    assert set(modules_before) <= set(modules_after)
    added = Counter(edited.bag.counts)
    added.subtract(game.bag.counts)
    assert +added == Counter(edited.catalogue.sets[new].counts)


def single_draws_after_a_discard(game: Game) -> None:
    """decisions.md rows 10 and 19: once a tile drawn this turn was removed because it fits
    nowhere, the rest of the turn is single draws (also for a player with fortune tellers)."""
    discarded_now = any(n.what == "discard" and n.turn == game.turn for n in game.notes)
    if game.phase != DRAW or not discarded_now or game.bag_total < 2:
        return
    two = tuple(t for t, n in game.bag.counts.items() for _ in range(min(n, 2)))[:2]
    try:
        with game.trying(DrawSeveral(two)):
            raise AssertionError(f"{game.setup.players[game.current_player].name} may draw 2")
    except IllegalAction:
        pass


# -- playing ------------------------------------------------------------------------------

#: the steps between actions, with their weights: mostly an action; sometimes undo one or
#: several, redo one or all, save and load (and replay as the command line does, and with one
#: more tile set), or look ahead (``trying``, ``scores_if_ended``)
#: (acting lies at both ends of the range, which hypothesis draws often)
_ACT, _UNDO, _UNDO_SEVERAL, _REDO, _REDO_ALL, _RELOAD, _PEEK = range(7)
STEP_WEIGHTS = (
    (_ACT, 40),
    (_UNDO, 4),
    (_UNDO_SEVERAL, 1),
    (_REDO, 3),
    (_REDO_ALL, 1),
    (_RELOAD, 1),
    (_PEEK, 3),
    (_ACT, 40),
)
#: undoing several actions goes back at most this far during the game (at its end, anywhere)
MOST_UNDONE = 12
MAX_STEPS = 3000


class CheckedGame:
    """A game played step by step, every step checked. ``history[n]`` is the snapshot taken
    when the game last had ``n`` actions (valid up to the end of the redo list)."""

    def __init__(self, setup: Setup, pick: Pick, checks: Sequence[Callable[[Game], None]] = ()) -> None:
        self.game = Game(setup)
        self.pick = pick
        self.checks = (assert_invariants, *checks)
        self.history = [snapshot(self.game)]
        self._check()

    def _check(self) -> None:
        for check in self.checks:
            check(self.game)

    def play(self) -> None:
        """Steps until the game is over, then a walk back and forth through its history."""
        steps = 0
        while not self.game.finished and steps < MAX_STEPS:
            self.step()
            steps += 1
        if self.game.finished:
            assert_reloads_identically(self.game)
            self.undo(1 + self.pick(len(self.game.actions)))
            assert_reloads_identically(self.game)
            self.redo(len(self.game.redo_actions))

    def step(self) -> None:
        game = self.game
        kind = pick_weighted(self.pick, [(k, weight) for k, weight in STEP_WEIGHTS if self._possible(k)])
        if kind == _UNDO:
            self.undo(1)
        elif kind == _UNDO_SEVERAL:
            self.undo(1 + self.pick(min(len(game.actions), MOST_UNDONE)))
        elif kind == _REDO:
            self.redo(1)
        elif kind == _REDO_ALL:
            self.redo(len(game.redo_actions))
        elif kind == _RELOAD:
            assert_command_line_replay_closes_the_turn(game)
            assert_a_new_tile_set_replays_the_same_game(game)
            again = reload(game)
            assert snapshot(again) == self.history[len(game.actions)]
            self.game = again  # play on with the loaded game
            del self.history[len(game.actions) + 1 :]  # a loaded game has nothing to redo
        elif kind == _PEEK:
            self.peek()
        else:
            self.act()

    def _possible(self, kind: int) -> bool:
        if kind in (_UNDO, _UNDO_SEVERAL):
            return bool(self.game.actions)
        if kind in (_REDO, _REDO_ALL):
            return bool(self.game.redo_actions)
        return True

    def act(self) -> None:
        game = self.game
        action = any_action(game, self.pick)
        if currently_in_test_context():  # hypothesis's statistics: how often each kind is played
            event(_kind(action))
        game.push(action)
        n = len(game.actions)
        now = snapshot(game)
        if game.redo_actions:  # the action undone last was played again: its state again
            assert now == self.history[n]
        self.history[n:] = [now, *self.history[n + 1 : n + 1 + len(game.redo_actions)]]
        self._check()

    def undo(self, count: int) -> None:
        for _ in range(count):
            self.game.pop()
            assert snapshot(self.game) == self.history[len(self.game.actions)]
            self._check()

    def redo(self, count: int) -> None:
        for _ in range(count):
            self.game.redo()
            assert snapshot(self.game) == self.history[len(self.game.actions)]
            self._check()

    def peek(self) -> None:
        """Looking ahead leaves the game as it was."""
        game = self.game
        before = self.history[len(game.actions)]
        game.scores_if_ended()
        assert snapshot(game) == before
        if game.phase != OVER:
            with game.trying(any_action(game, self.pick)):
                assert_invariants(game)
            assert snapshot(game) == before


def _kind(action: Action) -> str:
    if isinstance(action, Follower) and action.location.startswith("crown:"):
        return "Follower on a crown field"
    if isinstance(action, DrawSeveral | DiscardSeveral):
        return f"{type(action).__name__} of {len(action.tiles)}"
    return type(action).__name__


def pick_from(data: st.DataObject) -> Pick:
    """Hypothesis's choice of an index in ``range(n)`` (shrinking goes to 0, the first choice)."""
    return lambda n: data.draw(st.integers(0, n - 1))


# -- the properties -----------------------------------------------------------------------


def play_checked(setup: Setup, data: st.DataObject, checks: Sequence[Callable[[Game], None]] = ()) -> None:
    CheckedGame(setup, pick_from(data), checks).play()


def test_the_combinations_play_every_registered_expansion_and_every_shipped_set() -> None:
    """The combinations are held against the registries: an expansion module that no
    combination puts in play, or a shipped tile set none plays, fails here (the list cannot
    quietly leave a new expansion out)."""
    in_play: set[type[object]] = set()
    for sets in SET_COMBINATIONS:
        tiles = tuple(USER_SETS[name] for name in sets if name in USER_SETS)
        game = Game(Setup(Setup.of(["A", "B"]).players, sets, tiles=tiles))
        in_play |= {type(expansion) for expansion in game.expansions}
    assert set(registered()) <= in_play
    played = {name for sets in SET_COMBINATIONS for name in sets}
    assert set(shipped_catalogue().sets) - {"wof-symbols"} <= played | {"wof"}


@pytest.mark.parametrize("sets", SET_COMBINATIONS, ids="+".join)
@CHECKS
@given(data=st.data())
def test_random_games_keep_every_invariant(sets: tuple[str, ...], data: st.DataObject) -> None:
    play_checked(data.draw(setups([sets])), data)


@settings(CHECKS, max_examples=max(CHECKS.max_examples, 25))  # short games
@given(setups([("walls",)], most_players=2), st.data())
def test_a_discard_leaves_single_draws_for_the_rest_of_the_turn(setup: Setup, data: st.DataObject) -> None:
    play_checked(setup, data, [single_draws_after_a_discard])
