"""The game's state, as every part of the rules reads and changes it: the setup and the
tiles in play, the board, the bag, the scores and the figures' supplies, the log's events
and notes, the turn's plain values (``TurnState``), the journal that undoes every change,
and the expansion modules in play with the hooks each overrides. ``Game`` is built on it,
through the parts that each do one job (``deploying``, ``scoring_order``).

Here too: the context a module's hook gets (``hooks.Context``), made from the hooks'
protocols, and the few changes every part makes (a note in the log, a score, the step a
turn must be in)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, cast

from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.hooks import Context, Expansion, View
from carc_assist.rules.setup import Setup
from carc_assist.table.board import Board, PlacedTile
from carc_assist.table.events import Item, Note, ScoreEvent
from carc_assist.table.geometry import Square
from carc_assist.table.journal import Journal
from carc_assist.table.phases import DRAW, FOLLOWER, OVER, PLACE, IllegalAction
from carc_assist.table.tiles import TileDef


@dataclass(slots=True)
class TurnState:
    """The plain values an action may change, saved once per action for undo."""

    phase: str
    turn: int
    #: whose turn it is: the next seat's when a turn ends, unless a module lets the player
    #: play again (kept rather than worked out from the turn: asked several times an action)
    player: int
    held: str | None
    last_placed: PlacedTile | None
    bag_total: int


def restore_turn_state(
    now: TurnState, saved: tuple[str, int, int, str | None, PlacedTile | None, int], _: None
) -> None:
    now.phase, now.turn, now.player, now.held, now.last_placed, now.bag_total = saved


class State:
    """What a game holds (``Game.__init__`` sets it up) and the changes every part makes."""

    setup: Setup
    catalogue: Catalogue
    #: every tile of the chosen sets, as the box holds them
    box: dict[str, int]
    start_tile: TileDef
    expansions: list[Expansion]
    board: Board
    #: followers left, per player
    supply: list[int]
    #: the kinds of figure with a supply of their own (a big follower), per player
    own_supply: dict[str, list[int]]
    scores: list[int]
    events: list[ScoreEvent]
    notes: list[Note]
    discarded: list[str]
    #: followers off the board (crown fields of the wheel …): place name → player
    off_board: dict[str, int]
    followers_each: int
    _journal: Journal
    _now: TurnState
    #: tiles left per tile id
    _bag: dict[str, int]
    #: per hook the game calls during play, the modules in play that override it
    _hooked: dict[str, tuple[Expansion, ...]]
    _small_city_2pts: bool
    #: the kinds of feature no follower may stand on (a garden, the river)
    _closed_to_followers: frozenset[str]

    def _ctx(self) -> Context:
        """The context handed to a hook (made per call: the game never points at it, so a
        game stays free of reference cycles)."""
        return cast(Context, _Context(self))

    def _note(
        self, what: str, subject: str, squares: Iterable[Square] = (), player: int | None = None
    ) -> None:
        """Log something of this turn that scores nothing (a take-back, a discard …)."""
        who = self._now.player if player is None else player
        self._journal.append(self.notes, Note(self._now.turn, who, what, subject, frozenset(squares)))

    def _score(self, event: ScoreEvent) -> None:
        self._journal.append(self.events, event)
        self._journal.set_at(self.scores, event.player, self.scores[event.player] + event.points)

    def _award(
        self,
        player: int,
        points: int,
        source: str,
        items: tuple[Item, ...],
        squares: Iterable[Square] = (),
        final_turn: int | None = None,
    ) -> None:
        """Score an expansion's points now, as an event of this turn (or of the final
        scoring, at ``final_turn``)."""
        final = final_turn is not None
        turn = self._now.turn if final_turn is None else final_turn
        self._score(ScoreEvent(turn, player, points, source, final, items, frozenset(squares)))

    def _expect(self, phase: str, doing: str) -> None:
        if self._now.phase != phase:
            hint = PHASE_HINT.get(self._now.phase, f"the game waits for the {self._now.phase} choices")
            raise IllegalAction(f"cannot {doing} now: {hint}", "wrong-step", phase=self._now.phase)


def _forwarded(view: type, context: type) -> type:
    """The class of the context a game hands its modules' hooks, made from the two protocols
    of ``hooks`` (their one declaration): each member of ``View`` reads the game's public
    member of that name, each other member of ``Context`` (what a hook may do) calls the
    game's private one (``award`` → ``Game._award``). A context holds only its game, so that
    the game never points at it and stays free of reference cycles."""

    def reading(name: str) -> property:
        return property(attrgetter(f"_game.{name}"))  # (a getter at C speed: hooks read often)

    def calling(name: str) -> Callable[..., Any]:
        def call(ctx: Any, *args: Any, **kwargs: Any) -> Any:
            return getattr(ctx._game, name)(*args, **kwargs)

        return call

    def init(ctx: Any, game: State) -> None:
        ctx._game = game

    members: dict[str, Any] = {"__slots__": ("_game",), "__init__": init}
    for owner, target in ((context, "_{}"), (view, "{}")):
        for name, member in vars(owner).items():
            if name.startswith("_"):
                continue
            found = target.format(name)
            members[name] = reading(found) if isinstance(member, property) else calling(found)
    return type("Context", (), members)


_Context = _forwarded(View, Context)


PHASE_HINT = {
    DRAW: "the player must draw a tile",
    PLACE: "the drawn tile must be placed (or discarded if it fits nowhere)",
    FOLLOWER: "the placed tile waits for a follower or none",
    OVER: "the game is over",
}
