"""The game: a setup plus the players' actions, with unlimited undo and redo.

``Game`` is the one object the UI and the command line talk to, in the spirit of
python-chess's ``Board``: ``push(action)``, ``pop()``, ``redo()``, ``legal_placements()``,
``legal_follower_spots()``. An illegal action raises ``IllegalAction`` saying why, and
changes nothing. Every change goes through a journal, so ``pop()`` costs what the action
cost, however long the game.

Its public API only reads and pushes: ``push`` returns the ``Step`` it made, ``prompt`` says
what the game waits for, ``feature_score`` what a feature is worth now (``steps``). The
expansions' hooks get a narrow ``hooks.Context`` instead, whose changes are the game's
private methods; the game never names an expansion (they register in ``hooks``).

The game is built in parts, each a module with one job: the state they share and the
hooks' context (``state``), deploying figures (``deploying``), the scoring order
(``scoring_order``), the box and the bag (``box``), and what an action changed
(``step_diff``); this module holds the history (push, undo, redo, looks), the questions the
views ask, the prompt, and the actions' rules: drawing, placing, passing, discarding,
adjusting and ending.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, TypeVar

from carc_assist.files.limits import adjustment_problem
from carc_assist.rules.box import Bag, box_and_start, box_for, expansions_for, nth, starting_bag
from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.hooks import (
    Expansion,
    feature_kinds,
    overriding,
)
from carc_assist.rules.scoring import winners
from carc_assist.rules.scoring_order import ScoringOrder
from carc_assist.rules.setup import Setup
from carc_assist.rules.state import TurnState, restore_turn_state
from carc_assist.rules.step_diff import Lengths, Seen, brought
from carc_assist.rules.steps import FeatureScore, FieldHolders, Prompt, Step
from carc_assist.table.actions import Action, Adjust, Discard, Draw, End, Follower, Pass, Place
from carc_assist.table.board import Board, Feature, PlacedTile
from carc_assist.table.events import Note, ScoreEvent, Value
from carc_assist.table.figures import FOLLOWER as FOLLOWER_KIND
from carc_assist.table.figures import Figure
from carc_assist.table.geometry import Square, rotation_from_degrees
from carc_assist.table.journal import Journal
from carc_assist.table.phases import DRAW, FOLLOWER, OVER, PLACE, IllegalAction
from carc_assist.table.placements import Placements
from carc_assist.table.tiles import FIELD, TileDef

E = TypeVar("E", bound=Expansion)

__all__ = [
    "DRAW",
    "FOLLOWER",
    "OVER",
    "PLACE",
    "Bag",
    "Game",
    "IllegalAction",
    "box_for",
    "shipped_catalogue",
]

#: the step between turns: the only one in which a score is corrected by hand or the game ended
_BETWEEN_TURNS = DRAW


@lru_cache(maxsize=1)
def shipped_catalogue() -> Catalogue:
    """The catalogue of the shipped tile sets, loaded once per process."""
    from carc_assist.rules.tileset_file import load_catalogue  # pydantic: only when a game needs it

    return load_catalogue()


def start_of(setup: Setup) -> TileDef:
    """The tile that starts the board in a game of ``setup``: which chosen set's start tile
    wins (decisions.md rows 3, 4, 6, 35), for the new-game dialog to say before the game
    starts. SetupError when the sets give none."""
    catalogue = players_catalogue(setup.tiles) if setup.tiles else shipped_catalogue()
    return catalogue.tiles[box_and_start(setup, catalogue)[1]]


def players_catalogue(documents: Sequence[Mapping[str, Any]]) -> Catalogue:
    """The catalogue of the shipped sets and the players' own ``documents`` (a record's
    ``setup.tiles``), built once for the same documents: building one takes a quarter of a
    second, and a game is replayed from its record at every load, edit and check. Catalogues
    are never changed once built (the shipped one is shared by every game too)."""
    return _catalogue_of(json.dumps(list(documents)))  # (in their order: it is the bag's)


@lru_cache(maxsize=8)
def _catalogue_of(documents: str) -> Catalogue:
    from carc_assist.rules.tileset_file import load_catalogue  # pydantic: only when a game needs it

    return load_catalogue(documents=json.loads(documents))


_Offer = tuple[Prompt, tuple[Action, ...], object]
"""What the game waits for in one state, worked out once (``Game.prompt``): the prompt,
what the expansions offer in it, and the journal's newest entry then (which names the
state: every change of the game adds an entry, and rolling back takes it off). A plain
tuple: one is made for every placement, and a named tuple costs a call to build."""


class Game(ScoringOrder):
    def __init__(self, setup: Setup, catalogue: Catalogue | None = None) -> None:
        setup.check()
        self.setup = setup
        if catalogue is None and setup.tiles:
            catalogue = players_catalogue(setup.tiles)
        if catalogue is None:
            catalogue = shipped_catalogue()
        self.catalogue = catalogue
        self.box, start = box_and_start(setup, self.catalogue)
        self.start_tile: TileDef = self.catalogue.tiles[start]
        self.expansions = expansions_for(
            [self.catalogue.tiles[t] for t in (start, *self.box) if self.box.get(t, 1)], setup.sets
        )
        #: per hook the game calls during play, the modules in play that override it
        self._hooked = {hook: overriding(self.expansions, hook) for hook in _DISPATCHED}
        self._hooked["draw_pool"] = tuple(sorted(self._hooked["draw_pool"], key=lambda ex: ex.STACK_ORDER))
        self.followers_each = int(setup.option("followers"))
        self._small_city_2pts = bool(setup.option("small-city-2pts"))

        # Undo entries never point back at the Game (only at its containers and the board):
        # a game then forms no reference cycle and is freed as soon as it is dropped.
        self._journal = Journal()
        self.board = Board(self._journal)
        self.board.place(self.start_tile, (0, 0), 0)
        self._bag: dict[str, int] = starting_bag(self.box, setup, self.catalogue, start)
        self._now = TurnState(DRAW, 1, 0, None, None, sum(self._bag.values()))
        self.supply = [self.followers_each] * len(setup.players)
        #: the kinds of figure with a supply of their own (a big follower), per player
        self.own_supply: dict[str, list[int]] = {
            kind.name: [kind.own] * len(setup.players)
            for expansion in self.expansions
            for kind in type(expansion).FIGURE_KINDS
            if kind.own
        }
        self.scores = [0] * len(setup.players)
        self.events: list[ScoreEvent] = []
        self.notes: list[Note] = []
        self.discarded: list[str] = []
        #: followers off the board (crown fields of the wheel …): place name → player
        self.off_board: dict[str, int] = {}

        for expansion in self.expansions:
            expansion.start(self._ctx())
        #: the tile types the bag holds at the start, in the box's order: a start tile that
        #: stays out (another tile starts, ``decisions.md`` rows 4, 6) is never in play
        self.bag_tiles: tuple[str, ...] = tuple(tile_id for tile_id in self.box if self._bag.get(tile_id))
        #: the tiles of the chosen sets that stay in the box, out of the game: the start tiles
        #: another tile replaced (their backs differ: decisions.md rows 4, 35)
        self.left_in_box: dict[str, int] = {
            tile_id: out
            for tile_id, count in self.box.items()
            if (out := count - self._bag.get(tile_id, 0) - (tile_id == start))
        }
        #: the kinds of feature no follower may stand on (a garden, the river): their
        #: segments are never offered as follower spots
        self._closed_to_followers = frozenset(
            kind.name
            for kind in feature_kinds()
            if kind.figures is not None and FOLLOWER_KIND not in kind.figures
        )
        self._journal.clear()  # the setup is not an action: nothing before it to undo
        self._log: list[Action] = []
        #: per action in the log: its journal mark, and the game's ``_lengths`` before it
        #: (a ``Step`` is worked out only when asked: ``push``, ``pop``)
        self._marks: list[tuple[int, Lengths]] = []
        self._redo: list[Action] = []
        #: what the last action pushed, undone or redone changed (for the views)
        self.last_step: Step | None = None
        self._offer: _Offer | None = None  # the prompt of the state it was worked out in, once asked

    # -- history --------------------------------------------------------------------------

    @property
    def actions(self) -> Sequence[Action]:
        """The action log, oldest first."""
        return tuple(self._log)

    def push(self, action: Action) -> Step:
        """Play ``action`` (as ``play``); return what it changed (its scoring events and
        notes, the squares it touched, the parts of the game it changed, the prompt after
        it), also kept as ``last_step``: what the views update from."""
        lengths = self._lengths()
        before = self._seen(lengths)
        self.play(action)
        self.last_step = Step(action, *brought(before, self._seen(lengths)), self.prompt, False)
        return self.last_step

    def play(self, action: Action) -> None:
        """Play ``action``, without saying what it changed (``last_step`` is then None):
        for players, playouts and replays, which ask the game only what they need. Working
        out each step's prompt and changes would cost them about a sixth of a game's time.
        Clears the redo list, unless ``action`` is the next one to redo: playing it again
        after an undo is a redo, and the actions undone after it stay redoable."""
        self._push(action)
        if self._redo and self._redo[-1] == action:
            self._redo.pop()
        else:
            self._redo.clear()
        self.last_step = None

    def _lengths(self) -> Lengths:
        """How many events, notes and placed tiles the game holds now."""
        return tuple.__new__(Lengths, (len(self.events), len(self.notes), len(self.board.placed)))

    def _seen(self, lengths: Lengths) -> Seen:
        """Where the game stands now, its lists' tails beyond ``lengths`` (``Seen``)."""
        board, now = self.board, self._now
        fields = (
            tuple(self.events[lengths.events :]),
            tuple(self.notes[lengths.notes :]),
            tuple(board.placed[lengths.placed :]),
            board.figures.copy(),  # a dict's copy keeps the keys' hashes
            tuple(self.scores),
            self._supplies(),
            now.turn,
            now.phase,
            now.held,
            now.bag_total,
        )
        return tuple.__new__(Seen, fields)

    def _supplies(self) -> tuple[int, ...]:
        """Every player's figures left, the followers then each kind with its own supply."""
        if not self.own_supply:  # (most games)
            return tuple(self.supply)
        return tuple(self.supply) + tuple(n for own in self.own_supply.values() for n in own)

    def _push(self, action: Action) -> None:
        lengths = self._lengths()
        mark = self._mark()
        try:
            self._apply(action)
        except IllegalAction:  # a placement's refusal too
            self._journal.rollback(mark)
            raise
        self._marks.append((mark, lengths))
        self._log.append(action)

    def _mark(self) -> int:
        """A point to roll back to, the turn state included (plain values set without the
        journal, saved once here)."""
        mark = self._journal.mark()
        now = self._now
        self._journal.on_undo3(
            restore_turn_state,
            now,
            (now.phase, now.turn, now.player, now.held, now.last_placed, now.bag_total),
            None,
        )
        return mark

    def scores_if_ended(self) -> list[int]:
        """Every player's score if the game ended in this state (final scoring, farms
        included; a tile in hand is set aside); the game is left as it was."""
        if self._now.phase == OVER:
            return list(self.scores)
        with self.looking():
            self._final_scoring(self._now.turn)
            return list(self.scores)

    @contextmanager
    def looking(self) -> Iterator[None]:
        """For a look (what would this tile complete there?): every change made to the game
        or its board inside is rolled back on leaving."""
        mark = self._mark()
        try:
            yield
        finally:
            self._journal.rollback(mark)

    def pop(self) -> Action:
        """Undo the last action and return it (it can be redone); ``last_step`` says what
        taking it back changed."""
        if not self._log:
            raise IndexError("nothing to undo")
        lengths = self._marks[-1][1]
        after = self._seen(lengths)
        action = self._take_back_last()
        undone = brought(self._seen(lengths), after)
        self._redo.append(action)
        self.last_step = Step(action, *undone, self.prompt, True)
        return action

    def _take_back_last(self) -> Action:
        self._journal.rollback(self._marks.pop()[0])
        return self._log.pop()

    def redo(self) -> Action:
        """Play again the last undone action."""
        if not self._redo:
            raise IndexError("nothing to redo")
        action = self._redo[-1]
        self.push(action)
        return action

    @property
    def redo_actions(self) -> Sequence[Action]:
        """Undone actions, the next one to redo last."""
        return tuple(self._redo)

    @contextmanager
    def trying(self, *actions: Action) -> Iterator[list[ScoreEvent]]:
        """Play ``actions`` for a look (what would this score?), then take them back; the
        history and the redo list stay as they were. IllegalAction if one is illegal."""
        played, before = 0, len(self.events)
        try:
            for action in actions:
                self._push(action)
                played += 1
            yield self.events[before:]
        finally:
            for _ in range(played):
                self._take_back_last()

    # -- questions ------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """What the game waits for: DRAW, PLACE, FOLLOWER, or OVER."""
        return self._now.phase

    @property
    def turn(self) -> int:
        """The number of the turn being played, from 1."""
        return self._now.turn

    @property
    def held(self) -> str | None:
        """The tile drawn and not yet placed."""
        return self._now.held

    @property
    def last_placed(self) -> PlacedTile | None:
        """The tile placed this turn, while its follower step is open."""
        return self._now.last_placed

    @property
    def bag_total(self) -> int:
        return self._now.bag_total

    @property
    def current_player(self) -> int:
        return self._now.player

    @property
    def figures(self) -> Mapping[tuple[Square, str], Figure]:
        """The figures on the board, keyed by (square, location) (the board keeps them)."""
        return self.board.figures

    @property
    def finished(self) -> bool:
        return self._now.phase == OVER

    @property
    def bag(self) -> Bag:
        return Bag({t: n for t, n in self._bag.items() if n}, self._now.bag_total)

    def nth_in_bag(self, index: int) -> str:
        """The tile id at ``index`` (0 ≤ index < bag_total) of the bag laid out in a row."""
        return nth(self._bag, index)

    @property
    def drawable(self) -> Bag:
        """What the next draw can be: the bag, or the stack a module keeps before it (the
        river's tiles, the lake last: ``Expansion.draw_pool``)."""
        pool = self._draw_pool()
        return self.bag if pool is None else Bag({t: n for t, n in pool.items() if n}, sum(pool.values()))

    @property
    def drawable_total(self) -> int:
        """How many tiles the next draw can be among (``drawable``), for a random draw."""
        pool = self._draw_pool()
        return self._now.bag_total if pool is None else sum(pool.values())

    def nth_drawable(self, index: int) -> str:
        """The tile id at ``index`` (0 ≤ index < drawable_total) of what the next draw can
        be, laid out in a row: a random draw's tile."""
        pool = self._draw_pool()
        return nth(self._bag if pool is None else pool, index)

    def _draw_pool(self) -> Mapping[str, int] | None:
        """The stack the next draw must come from (the first module's that keeps one), or
        None: the whole bag."""
        for expansion in self._hooked["draw_pool"]:
            pool = expansion.draw_pool(self)
            if pool is not None:
                return pool
        return None

    def tile(self, tile_id: str) -> TileDef:
        return self.catalogue.tile(tile_id)

    def legal_placements(self, tile_id: str | None = None) -> Placements:
        """Every legal placement of ``tile_id`` (default: the held tile), all rotations."""
        tile = self.tile(tile_id or self._require_held())
        fitting = self.board.fitting(tile)
        if self._hooked["placement_refusal"]:  # (the river's games) each one asked
            fitting = self._allowed(tile, fitting)
        return Placements(tile, fitting)

    @property
    def placement_rules(self) -> bool:
        """Whether a module's rule refuses placements whose edges fit (the river's), so that
        a view asks ``placement_refusal`` of each place it weighs."""
        return bool(self._hooked["placement_refusal"])

    def placement_refusal(self, place: Place) -> IllegalAction | None:
        """Why ``place`` is illegal now (its edges, or a module's rule: the river would turn
        back on itself), or None: what a view says of a square the tile is held over."""
        try:
            self._check_placement(self.tile(place.tile), place.at, rotation_from_degrees(place.rotation))
        except IllegalAction as refusal:
            return refusal
        return None

    def fits_somewhere(self, tile: TileDef) -> bool:
        """Whether ``tile`` has a legal place now (every module's placement rules included)."""
        if not self._hooked["placement_refusal"]:
            return self.board.fits_somewhere(tile)
        return bool(self._allowed(tile, self.board.fitting(tile)))

    def _allowed(
        self, tile: TileDef, fitting: list[tuple[tuple[Square, ...], tuple[int, ...]]]
    ) -> list[tuple[tuple[Square, ...], tuple[int, ...]]]:
        """The placements among ``fitting`` that no module refuses, grouped as ``fitting``."""
        allowed: list[tuple[tuple[Square, ...], tuple[int, ...]]] = []
        for squares, rotations in fitting:
            for square in squares:
                kept = tuple(r for r in rotations if self._module_refusal(tile, square, r) is None)
                if kept:
                    allowed.append(((square,), kept))
        return allowed

    def _module_refusal(self, tile: TileDef, at: Square, rotation: int) -> IllegalAction | None:
        for expansion in self._hooked["placement_refusal"]:
            refusal = expansion.placement_refusal(self, tile, at, rotation)
            if refusal is not None:
                return refusal
        return None

    def _check_placement(self, tile: TileDef, at: Square, rotation: int) -> None:
        """Raise IllegalAction unless ``tile`` may go there: its edges, then the modules' rules."""
        self.board.check_placement(tile, at, rotation)
        if self._hooked["placement_refusal"]:
            refusal = self._module_refusal(tile, at, rotation)
            if refusal is not None:
                raise refusal

    def legal_follower_spots(self) -> list[str]:
        """Locations on the just-placed tile where the player may deploy a follower now."""
        return list(self.prompt.spots)

    def module(self, kind: type[E]) -> E | None:
        """The game's instance of an expansion module, if it is in play (for its views)."""
        for expansion in self.expansions:
            if isinstance(expansion, kind):
                return expansion
        return None

    def legal_follower_actions(self) -> list[Action]:
        """Every choice of the follower step: deploy on the tile, or what expansions add
        (a festival take-back, a crown field …); passing is always possible too."""
        return list(self.prompt.options) if self._now.phase == FOLLOWER else []

    def expansion_options(self) -> list[Action]:
        """What the expansions in play offer now (in the follower step, or in a step of
        their own such as the plague's choices)."""
        return list(self._offered()[1])

    @property
    def prompt(self) -> Prompt:
        """What the game waits for now, from whom, with which choices, and what else is
        allowed now (for the views: they need not guess the step from the phase's name or
        the options' types, nor repeat a rule). Worked out once per state: the views of one
        refresh all ask for it, and any change of the game (an action, an undo, a look)
        forgets it."""
        return self._offered()[0]

    def _offered(self) -> _Offer:
        """The offer of this state: the one worked out last if the journal has not moved
        since (nothing changed, or a look or a try was rolled back), else worked out now."""
        offer, newest = self._offer, self._journal.newest()
        if offer is None or offer[2] is not newest:
            offer = self._offer = self._work_out_offer()
        return offer

    def _work_out_offer(self) -> _Offer:
        phase, hooked = self._now.phase, self._hooked
        choosers = hooked["chooser"]  # most games have none: no generator made then
        chooser = (
            next((p for ex in choosers if (p := ex.chooser(self)) is not None), None) if choosers else None
        )
        offering = hooked["options"]  # most games have none: no list made then
        offered = tuple([a for expansion in offering for a in expansion.options(self)]) if offering else ()
        spots = tuple(self._follower_spots())  # none but in the follower step
        options: tuple[Action, ...] = ()
        if phase == FOLLOWER:
            options = tuple([Follower(spot) for spot in spots]) + offered
        elif phase == PLACE:  # the one choice besides placing: a tile that fits nowhere is discarded
            held = self._require_held()
            options = () if self.fits_somewhere(self.tile(held)) else (Discard(held),)
        elif phase not in (DRAW, OVER):
            options = offered
        player = self._now.player if chooser is None else chooser
        between = phase == _BETWEEN_TURNS
        # every field, in order (spots, may_pass, may_adjust, may_end last), given as one
        # tuple: the named tuple's own ``__new__`` (a call) would double the cost of a prompt,
        # and one is made for every placement
        fields = (phase, player, self.may_draw, options, spots, phase == FOLLOWER, between, between)
        prompt = tuple.__new__(Prompt, fields)
        return prompt, offered, self._journal.newest()

    def gather(self, drawn: tuple[str, ...], tile_id: str) -> tuple[str, ...] | None:
        """Tiles drawn at the table together (fortune tellers), entered one at a time:
        ``drawn`` with ``tile_id`` added, or None when it cannot be among them (not the draw
        step, none of it left in the bag beyond those already drawn, or as many drawn as the
        player may). The draw is whole when it holds ``prompt.draws`` tiles; it is pushed as
        one action (``actions.drawing``)."""
        if self._now.phase != DRAW or len(drawn) >= self.may_draw:
            return None
        if self.bag.counts.get(tile_id, 0) <= drawn.count(tile_id):
            return None
        return (*drawn, tile_id)

    @property
    def may_draw(self) -> int:
        """How many tiles the player may draw at once now (fortune tellers): 1 but in the
        draw step (``prompt.draws``, for views that need nothing else of the prompt)."""
        if self._now.phase != DRAW:
            return 1
        if self._hooked["draw_pool"] and self._draw_pool() is not None:
            return 1  # a module's stack before the bag (the river) is drawn one tile at a time
        modules = self._hooked["may_draw"]  # most games have none: no generator made then
        return max((ex.may_draw(self) for ex in modules), default=1) if modules else 1

    def feature_score(self, square: Square, location: str) -> FeatureScore | None:
        """What the feature at ``location`` of the tile on ``square`` would score now, with
        expansion items (a follower's hover): a completed one its value, else what it would
        score if the game ended now. None where no tile or location is, or for a feature that
        scores nothing (an unfinished tent)."""
        segment = self.board.segment_at(square, location)
        if segment is None:
            return None
        feature = self.board.feature(segment)
        final = feature.kind == FIELD or not self.board.is_completed(feature)
        value = self._value(feature, final)
        if value is None:
            return None
        points, items = value
        who = tuple(winners(feature.figures))
        return FeatureScore(feature.kind, feature.tiles, feature.squares, points, items, who, final)

    def value_of(self, feature: Feature, final: bool) -> Value | None:
        """What ``feature`` would score if completed now (``final`` False) or at the end of
        the game as it is (``final`` True), the expansions' changes included; None for a
        feature that scores nothing then (the coach weighs both against its chance)."""
        return self._value(feature, final)

    def field_holders(self) -> list[FieldHolders]:
        """Every field with farmers on it, and who holds its majority now (several players
        on a tie): the players its final scoring would pay."""
        board = self.board
        fields = (board.features[root] for root in board.occupied())
        return [FieldHolders(f, tuple(winners(f.figures))) for f in fields if f.kind == FIELD]

    def placement_events(self, place: Place) -> list[ScoreEvent]:
        """What placing there would score at once with no follower (learning mode); the game
        is left as it was. IllegalAction if the placement is."""
        with self.looking():
            before = len(self.events)
            self._place(place)  # IllegalPlacement is an IllegalAction
            if self._now.phase == FOLLOWER:
                self._end_turn()
            return self.events[before:]

    def event_places(self, event: ScoreEvent) -> list[tuple[Square, int, str]]:
        """Where the expansions' part of a scoring event stands on the board, as (square,
        side, kind): the correct signposts of a scored road, for the log to mark them."""
        return [place for ex in self.expansions for place in ex.event_places(self, event)]

    def events_of_turn(self, turn: int) -> list[ScoreEvent]:
        return [e for e in self.events if e.turn == turn]

    def _require_held(self) -> str:
        if self._now.held is None:
            raise IllegalAction("no tile is held: draw one first", "nothing-held")
        return self._now.held

    # -- the rules ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if self._now.phase == OVER:
            raise IllegalAction("the game is over", "game-over")
        if isinstance(action, Draw):
            self._draw(action)
        elif isinstance(action, Place):
            self._place(action)
        elif isinstance(action, Follower):
            self._deploy_follower(action)
        elif isinstance(action, Pass):
            self._expect(FOLLOWER, "pass")
            self._end_turn()
        elif isinstance(action, Discard):
            self._discard(action)
        elif isinstance(action, Adjust):
            self._adjust(action)
        elif isinstance(action, End):
            self._expect(_BETWEEN_TURNS, "end the game")
            self._final_scoring(self._now.turn - 1)
        elif not any(expansion.apply(self._ctx(), action) for expansion in self._hooked["apply"]):
            raise IllegalAction(
                f"{action.notation()} needs an expansion that is not in this game",
                "needs-expansion",
                action=action.notation(),
            )

    def _draw(self, action: Draw) -> None:
        self._expect(DRAW, "draw")
        self._take_from_bag(action.tile)
        self._hold(action.tile)

    def _take_from_bag(self, tile_id: str) -> None:
        """One tile leaves the bag (drawn)."""
        if tile_id not in self.catalogue.tiles:
            raise IllegalAction(f"unknown tile {tile_id}", "unknown-tile", tile=tile_id)
        left = self._bag.get(tile_id, 0)
        if left <= 0:
            why = (
                "is left in the bag"
                if self.box.get(tile_id)
                else "is among this game's tiles (its sets and options)"
            )
            raise IllegalAction(f"no {tile_id} {why}", "none-left", tile=tile_id)
        if self._hooked["draw_pool"]:
            pool = self._draw_pool()
            if pool is not None and not pool.get(tile_id):
                first = min(t for t, n in pool.items() if n)
                stack = ", ".join(sorted(t for t, n in pool.items() if n))
                raise IllegalAction(
                    f"{tile_id} cannot be drawn now: a stack drawn before the bag comes first ({stack})",
                    "stack-first",
                    tile=tile_id,
                    first=first,
                )
        self._journal.set(self._bag, tile_id, left - 1)
        self._now.bag_total = self._now.bag_total - 1

    def _put_back_in_bag(self, tile_id: str) -> None:
        """A drawn tile goes back into the bag (not chosen among several)."""
        self._journal.set(self._bag, tile_id, self._bag.get(tile_id, 0) + 1)
        self._now.bag_total = self._now.bag_total + 1

    def _hold(self, tile_id: str) -> None:
        """The player holds a drawn (or chosen) tile, to place it; a wheel tile turns the wheel."""
        self._now.held = tile_id
        self._now.phase = PLACE
        for expansion in self._hooked["after_draw"]:
            expansion.after_draw(self._ctx(), self.tile(tile_id))

    def _remove_from_game(self, *tile_ids: str) -> None:
        """Drawn tiles that fit nowhere leave the game; the game ends if the bag is empty."""
        for tile_id in tile_ids:
            self._journal.append(self.discarded, tile_id)
            self._note("discard", tile_id)
        self._now.held = None
        self._now.phase = DRAW
        if not self._now.bag_total:
            self._final_scoring(self._now.turn)

    def _place(self, action: Place) -> None:
        self._expect(PLACE, "place a tile")
        self._check_held(action.tile)
        tile = self.tile(action.tile)
        rotation = rotation_from_degrees(action.rotation)
        self._check_placement(tile, action.at, rotation)
        placed = self.board.place(tile, action.at, rotation)
        self._now.held = None
        self._now.last_placed = placed
        self._now.phase = FOLLOWER
        for expansion in self._hooked["after_place"]:
            expansion.after_place(self._ctx(), placed)
        if not self._offered()[0].options:
            # nothing to choose (no spot, no option, no follower): the step passes. Else the
            # offer worked out here is the one the follower step shows (the journal does not
            # move in between): the spots are looked for once per placement
            self._offer = None  # the turn ends, and its state is kept out of the journal
            self._end_turn()

    def _check_held(self, tile_id: str) -> None:
        if tile_id != self._now.held:
            raise IllegalAction(
                f"the tile held is {self._now.held}, not {tile_id}",
                "not-held",
                held=self._now.held,
                tile=tile_id,
            )

    def _discard(self, action: Discard) -> None:
        self._expect(PLACE, "discard")
        self._check_held(action.tile)
        tile = self.tile(action.tile)
        if self.fits_somewhere(tile):
            raise IllegalAction(
                f"{action.tile} can be placed, so it cannot be discarded", "can-be-placed", tile=action.tile
            )
        self._remove_from_game(action.tile)
        for expansion in self._hooked["after_discard"]:
            expansion.after_discard(self._ctx(), tile)

    def _deploy_follower(self, action: Follower) -> None:
        self._expect(FOLLOWER, "deploy a follower")
        if self._stand(action.location, FOLLOWER_KIND, action):
            self._end_turn()

    def _adjust(self, action: Adjust) -> None:
        self._expect(_BETWEEN_TURNS, "adjust a score")
        names = [p.name for p in self.setup.players]
        if action.player not in names:
            raise IllegalAction(
                f"no player is called {action.player!r}", "no-such-player", player=action.player
            )
        problem = adjustment_problem(action.points, action.reason)
        if problem is not None:  # the app could not load again a game that holds it
            key, message, most = problem
            raise IllegalAction(message, key, most=most)
        self._score(
            ScoreEvent(
                self._now.turn - 1,
                names.index(action.player),
                action.points,
                "adjustment",
                False,
                (),
                reason=action.reason,
            )
        )

    # -- what the expansions' hooks may do (through a _Context) ------------------------------

    def _set_phase(self, phase: str) -> None:
        """Let an expansion hold the turn for its own choices (the plague), then release it."""
        self._now.phase = phase


#: the hooks the game calls during play, each on the modules in play that override it
#: (``hooks.overriding``); those of a game's start and end go to every module
_DISPATCHED = (
    "after_discard",
    "after_draw",
    "after_figure_left",
    "after_place",
    "after_scoring",
    "apply",
    "check_deploy",
    "chooser",
    "draw_pool",
    "feature_value",
    "may_draw",
    "options",
    "placement_refusal",
    "player_value",
    "plays_again",
)
