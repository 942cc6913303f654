"""The contract between the core and its expansions: the hooks an expansion may override,
the narrow ``Context`` those hooks receive, and the register of expansion modules. The core
calls the hooks of the registered modules and never names an expansion; the ``expansions``
package registers its modules, and of the engine only ``carc_assist/__init__`` imports it
(so that importing the engine registers them).

An expansion keeps its own state in typed attributes and containers changed only through
``ctx.journal`` (``journal.set_field(self, name, value)`` for an attribute),
so that undo covers it. It keeps no reference to the game (hooks receive a context made for
the call), so a game stays free of reference cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from carc_assist.rules.options import Option, declare
from carc_assist.table.actions import Action
from carc_assist.table.figures import FigureKind, declare_figures
from carc_assist.table.geometry import HALVES, SIDES
from carc_assist.table.phases import REFUSALS, IllegalAction
from carc_assist.table.tiles import (
    CITY,
    CLOISTER,
    CLOISTER_LOCATION,
    FIELD,
    ROAD,
    SURROUNDED,
    declare_edge,
    forget_edge,
)

#: a tile attribute as a module declares it: its type (a pydantic field type) and its default
Attribute = tuple[Any, Any]

if TYPE_CHECKING:
    from carc_assist.rules.setup import Setup
    from carc_assist.table.board import Board, Feature, PlacedTile
    from carc_assist.table.events import Item, ScoreEvent, Value
    from carc_assist.table.figures import Figure
    from carc_assist.table.geometry import Square
    from carc_assist.table.journal import Journal
    from carc_assist.table.tiles import SegmentDef, TileDef


def _scores_nothing(board: Board, feature: Feature, final: bool) -> Value | None:
    return None


@dataclass(frozen=True)
class FeatureKind:
    """A kind of feature an expansion brings (the Fortune Tellers' tent, The Abbot's garden,
    The River's river), beside the core's roads, cities, fields and cloisters. Most stand in
    the middle of their tile (of the first square of a tile of several), touching no edge, as
    a cloister does: a tile-set file lists them with no locations (``{"kind": "tent"}``), and
    a figure on one stands on ``location``. One that runs through edges (``edge``) lists
    them as a road does (``{"kind": "river", "at": ["W", "E"]}``).

    What scores it: ``value`` gives its points and items (``final``: at the end of the game,
    unfinished), None when it scores nothing then (a tent scores only when its module says
    it is complete). At the end the core scores it as any feature: its value to the
    majority of the figures on it. When it completes is its module's rule: the module scores
    it in a hook (``after_scoring``), reading ``value`` with ``final`` False."""

    #: as tile-set files and records write it ("tent")
    name: str
    #: the location letter of the spot on it ("T"), as records name a follower's place
    location: str
    #: what a follower on it is called: the key the log names it by ("fortune-teller")
    role: str
    value: Callable[[Board, Feature, bool], Value | None] = _scores_nothing
    #: the fields a feature of this kind may have in a tile-set file: name → (type, default)
    fields: Mapping[str, Attribute] = field(default_factory=dict)
    #: the kinds of figure that may stand on it (``figures.FigureKind`` names): None for
    #: every follower (a tent), a few for a spot of its own (a garden: the abbot's), none
    #: for what is never a spot (the river)
    figures: frozenset[str] | None = None
    #: complete when the eight squares around its tile hold tiles, as a cloister is: the
    #: core then finds and scores it in the scoring step, with ``value`` (a garden)
    surrounded: bool = False
    #: the letter its edges show when it runs through edges rather than standing in the
    #: middle (the river: "I"): an edge of it matches only the same letter, it splits the
    #: fields on its two banks as a road does, and its ``location`` is empty
    edge: str | None = None


#: what a follower is called by the kind of feature it stands on (the core's kinds; the
#: expansions' kinds say their own): the key the log names it by
ROLES = {CITY: "knight", ROAD: "thief", CLOISTER: "monk", FIELD: "farmer"}
#: the core's kinds of feature, in the order the tile-set schema lists them
CORE_KINDS = (CITY, ROAD, FIELD, CLOISTER)


class AttributeProblem(ValueError):
    """A tile attribute that does not fit its tile: the field (``signposts.0.edge``) and why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class BagView(Protocol):
    """What is left to draw, as a hook may read it (``game.Bag``)."""

    @property
    def counts(self) -> Mapping[str, int]:
        """Tiles left per tile id."""


class View(Protocol):
    """What an expansion's hooks may read of the game (``Game`` itself is one)."""

    @property
    def board(self) -> Board: ...
    @property
    def setup(self) -> Setup: ...
    @property
    def figures(self) -> Mapping[tuple[Square, str], Figure]: ...
    @property
    def off_board(self) -> Mapping[str, int]:
        """Followers off the board (crown fields of the wheel …): place name → player."""

    @property
    def supply(self) -> Sequence[int]: ...
    def figures_left(self, player: int) -> Mapping[str, int]:
        """What ``player`` has left to deploy: the followers, then each kind of figure with a
        supply of its own (a big follower), by name."""

    @property
    def phase(self) -> str: ...
    @property
    def turn(self) -> int: ...
    @property
    def current_player(self) -> int: ...
    @property
    def last_placed(self) -> PlacedTile | None: ...
    @property
    def bag_total(self) -> int: ...
    @property
    def bag(self) -> BagView: ...
    @property
    def box(self) -> Mapping[str, int]:
        """Every tile of the chosen sets, per tile id, as the box holds them (the start tiles
        included): what a module compares the bag with."""

    def tile(self, tile_id: str) -> TileDef: ...
    def fits_somewhere(self, tile: TileDef) -> bool:
        """Whether ``tile`` has a legal place now (every module's placement rules included)."""

    def figure_at(self, where: tuple[int, int, str]) -> Figure | None: ...


class Context(View, Protocol):
    """A ``View`` plus the few things an expansion's hooks may do to the game. The UI never
    gets one: it talks to ``Game``, whose public API only reads and pushes actions."""

    @property
    def journal(self) -> Journal:
        """Every change to an expansion's own state goes through it (so that undo covers it)."""

    def award(
        self,
        player: int,
        points: int,
        source: str,
        items: tuple[Item, ...],
        squares: Iterable[Square] = (),
        final_turn: int | None = None,
    ) -> None:
        """Score an expansion's points now, as an event of this turn; in the final scoring
        (``Expansion.final_scoring``), as a final event of ``final_turn``."""

    def note(
        self, what: str, subject: str, squares: Iterable[Square] = (), player: int | None = None
    ) -> None:
        """Log something of this turn that scores nothing (a take-back, a discard …)."""

    def set_phase(self, phase: str) -> None:
        """Hold the turn for the module's own choices (the plague), then release it."""

    def take_from_bag(self, tile_id: str) -> None:
        """One tile leaves the bag (drawn); IllegalAction if none is left."""

    def put_back_in_bag(self, tile_id: str) -> None:
        """A drawn tile goes back into the bag (not chosen among several)."""

    def hold(self, tile_id: str) -> None:
        """The player holds a drawn (or chosen) tile, to place it."""

    def remove_from_game(self, *tile_ids: str) -> None:
        """Drawn tiles that fit nowhere leave the game; the game ends if the bag is empty."""

    def deploy(self, location: str, kind: str) -> None:
        """The current player deploys a figure of a module's own ``kind`` (declared in
        ``FIGURE_KINDS``) on ``location`` of the tile just placed, from the supply, as the
        base rules allow a follower there; the module then ends the turn."""

    def return_figure(self, figure: Figure) -> None:
        """A figure leaves the board for its owner's supply (the modules hear of it:
        ``Expansion.after_figure_left``)."""

    def put_off_board(self, place: str, player: int) -> None:
        """A follower leaves the supply for a place off the board (a crown field …)."""

    def return_off_board(self, place: str) -> None:
        """The follower at a place off the board goes back to its owner's supply."""

    def end_turn(self) -> None:
        """Score what the placement completed, send those followers home, next player."""


class Expansion:
    """An expansion's rules: a game makes one instance of each module its tiles need."""

    #: where its hooks run among the modules' (the lowest first, then by module name): the
    #: order the expansions came to the app, which games and their offered choices keep
    ORDER: ClassVar[int] = 100
    #: the tile marks (``TileDef.marks``) whose rules this module gives
    MARKS: ClassVar[frozenset[str]] = frozenset()
    #: the rule options of this module (declared when it is registered)
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: the keys of this module's refusals (``IllegalAction.key``), with their params' names
    REFUSALS: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: the kinds of figure this module brings, with their weight in majorities and how many
    #: of each a player has beside the followers (``FigureKind.own``)
    FIGURE_KINDS: ClassVar[tuple[FigureKind, ...]] = ()
    #: the fields this module adds to a tile of a tile-set file (``resources/tiles/FORMAT.md``):
    #: name → (type, default); the file schema is built from every registered module's
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {}
    #: the fields this module adds to a tile's feature in a tile-set file
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {}
    #: the kinds of feature this module brings (``FeatureKind``: the tent); the file schema
    #: accepts them, and the core scores them at the end as they declare
    FEATURE_KINDS: ClassVar[tuple[FeatureKind, ...]] = ()
    #: where the stack this module keeps before the bag (``draw_pool``) is drawn among the
    #: others' stacks: the lowest first (the river's, then the orange rose)
    STACK_ORDER: ClassVar[int] = 100
    #: the tile sets that bring this module's rules whatever their tiles show: material
    #: with no tile of its own (The Abbot's abbots)
    SETS: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def variant_of(cls, tile: TileDef) -> str | None:
        """The plain tile that this module's option replaces with ``tile`` (a garden tile of
        the new edition), None for a tile of its own: only a variant may have no copies in
        its set (``count`` 0), as the option brings it into the box (``box``)."""
        return None

    @classmethod
    def box(cls, setup: Setup, tiles: Mapping[str, TileDef], box: dict[str, int]) -> dict[str, int]:
        """The tiles of the chosen sets as this module's options change them (the new
        edition's garden tiles in place of plain ones), asked of every registered module
        before a game starts; ``tiles``: every known tile."""
        return box

    @classmethod
    def tile_values(cls, values: dict[str, object], segments: Sequence[SegmentDef]) -> dict[str, object]:
        """This module's tile attributes as read from a file (``TILE_ATTRIBUTES``), turned into
        what the tile keeps, checked against the tile's features; ``AttributeProblem`` if they
        do not fit the tile."""
        return values

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        """The marks (``TileDef.marks``) that ``tile`` shows of this module's material, whether
        or not the module gives their rules (``MARKS``)."""
        return frozenset()

    @classmethod
    def can_start(cls, tile: TileDef, setup: Setup) -> bool:
        """Whether this module lets ``tile`` (which shows its marks) start the board."""
        return True

    def start(self, ctx: Context) -> None:
        """The start tile lies on the board; nothing has been drawn yet."""

    def may_draw(self, view: View) -> int:
        """How many tiles the current player may draw at once now, in the draw step (the game
        takes the most any module allows)."""
        return 1

    def after_draw(self, ctx: Context, tile: TileDef) -> None:
        """A tile was drawn (or chosen among several), before it is placed."""

    def after_discard(self, ctx: Context, tile: TileDef) -> None:
        """The tile held fitted nowhere and left the game; the player draws again (the game
        may have ended, if the bag is empty)."""

    def draw_pool(self, view: View) -> Mapping[str, int] | None:
        """The tiles the next draw must come from, with their counts, while this module keeps
        a stack of its own before the bag (the river, then the orange rose); None when it
        does not restrict the draw. The modules are asked in their ``STACK_ORDER``, and the
        first that restricts the draw decides it."""
        return None

    def placement_refusal(self, view: View, tile: TileDef, at: Square, rotation: int) -> IllegalAction | None:
        """Why this module forbids placing ``tile`` there (its edges matching), or None (the
        river must go on from its open end). Asked of every placement listed or made."""
        return None

    def check_deploy(self, view: View, player: int, feature: Feature, kind: str) -> None:
        """Raise IllegalAction if this module forbids ``player`` a figure of ``kind`` (a
        follower, a big follower, an abbot …) on ``feature``."""

    def after_place(self, ctx: Context, placed: PlacedTile) -> None:
        """A tile was just placed, before the follower step and scoring."""

    def feature_value(self, view: View, feature: Feature, final: bool, value: Value) -> Value:
        """The value of a road, city or cloister being scored (``final``: at the end of the
        game), given its value so far (the base rules', then each module's before this one):
        a module may add items (signposts), or change the points (an inn's empty road)."""
        return value

    def at_risk(self, view: View, feature: Feature) -> str | None:
        """The key of this module's rule that takes points from the open road or city
        ``feature`` if it is still unfinished at the end (an inn road's ``inn``), for insight
        to weigh its chance of completion (``insight.risk``); None when no rule of its does."""
        return None

    def after_scoring(self, ctx: Context, placed: PlacedTile) -> None:
        """The turn's features were scored (completions by this placement)."""

    def plays_again(self, view: View) -> bool:
        """Whether the current player takes another turn right after this one (a builder's
        double turn), asked as the turn ends, after its scoring. The module keeps count: the
        game asks every turn."""
        return False

    def after_figure_left(self, ctx: Context, figure: Figure) -> None:
        """A figure left the board by a module's doing (a festival's take-back, the plague),
        not by the scoring of its feature."""

    def player_value(self, view: View, feature: Feature, player: int, final: bool, value: Value) -> Value:
        """The value of a scored feature for one of the players who win it, given its value
        for every winner (a pig raises its owner's field: 4 per city instead of 3)."""
        return value

    def final_scoring(self, ctx: Context, turn: int) -> None:
        """The game ends: the features were scored; the module scores its own (the goods
        majorities) with ``ctx.award(..., final_turn=turn)``."""

    def player_summary(self, view: View, player: int) -> dict[str, object]:
        """What this module adds to a player's entry of ``replay --json`` (their goods)."""
        return {}

    def options(self, view: View) -> list[Action]:
        """Legal choices this module offers now: in the follower step (besides deploying on
        the tile), or in a step of its own."""
        return []

    def chooser(self, view: View) -> int | None:
        """Who chooses in a step of this module's own (``Context.set_phase``), if not the
        current player."""
        return None

    def apply(self, ctx: Context, action: Action) -> bool:
        """Carry out an action of this module's kind; False when it is not one."""
        return False

    def event_places(self, view: View, event: ScoreEvent) -> list[tuple[Square, int, str]]:
        """Where on the board the module's part of a scoring event stands, as (square, side,
        kind): the correct signposts of a scored road, for the log to mark them."""
        return []

    def summary(self, view: View) -> dict[str, object]:
        """What this module adds to the command line's ``replay --json`` document."""
        return {}

    def outlook(self, view: View, player: int, draws: int) -> list[tuple[str, float]]:
        """What this module's own state is still worth to ``player``, in expected points, as
        (key, points) parts, beyond the score and the features on the board (whose values the
        module already changes through ``feature_value``); ``draws``: how many tiles the player
        will still draw. The coach ranks moves by it and names the keys in its reasons (a
        crown field's pay-outs to come, goods …)."""
        return []


def overriding(modules: Sequence[Expansion], hook: str) -> tuple[Expansion, ...]:
    """The modules among ``modules`` that give ``hook`` a body of their own, in their order.
    The base's does nothing, so a game calls each hook on these alone: a module in play costs
    nothing where it has no rule, and a module registered but not in play nothing at all."""
    base = getattr(Expansion, hook)
    return tuple(module for module in modules if getattr(type(module), hook) is not base)


#: the registered expansion modules, in the order their hooks run
MODULES: tuple[type[Expansion], ...] = ()
#: the feature kinds the registered modules bring, by name
_FEATURE_KINDS: dict[str, FeatureKind] = {}


def register(*modules: type[Expansion]) -> None:
    """Add expansion modules and declare their options, figure kinds and feature kinds (the
    ``expansions`` package registers its own on import)."""
    global MODULES
    for module in modules:
        declare(*module.OPTIONS)
        declare_figures(*module.FIGURE_KINDS)
        _declare_kinds(module.FEATURE_KINDS)
    MODULES = MODULES + tuple(m for m in modules if m not in MODULES)


def unregister(module: type[Expansion]) -> None:
    """Take a module out again, with its feature kinds (a test's own expansion)."""
    global MODULES
    MODULES = tuple(m for m in MODULES if m is not module)
    for kind in module.FEATURE_KINDS:
        _FEATURE_KINDS.pop(kind.name, None)
        SURROUNDED.discard(kind.name)
        if kind.edge is not None:
            forget_edge(kind.name)


def _declare_kinds(kinds: Iterable[FeatureKind]) -> None:
    """Make feature kinds known; a name or location letter that another kind (or a place on
    a tile: N, Nw, C, I …) already has is a module's mistake."""
    for kind in kinds:
        if _FEATURE_KINDS.get(kind.name) == kind:
            continue
        taken = {other.location for other in _FEATURE_KINDS.values()} | {CLOISTER_LOCATION}
        if kind.name in ROLES or kind.name in _FEATURE_KINDS:
            raise ValueError(f"feature kind {kind.name!r} is declared twice")
        if kind.edge is not None:
            declare_edge(kind.name, kind.edge)  # a ValueError for a letter taken
        elif not kind.location.isalpha() or kind.location in taken or not _free_letter(kind.location):
            raise ValueError(f"feature kind {kind.name!r}: location {kind.location!r} is taken or no letter")
        if kind.surrounded:
            SURROUNDED.add(kind.name)
        _FEATURE_KINDS[kind.name] = kind


def _free_letter(location: str) -> bool:
    """Whether ``location`` names no side, half-edge or inner field (``geometry``)."""
    return location not in SIDES and location not in HALVES and location.rstrip("0123456789") != "I"


def feature_kind(name: str) -> FeatureKind | None:
    """The registered expansion kind of feature called ``name``; None for a core kind."""
    return _FEATURE_KINDS.get(name)


def feature_kinds() -> tuple[FeatureKind, ...]:
    """The registered modules' kinds of feature, in the order the modules were registered."""
    return tuple(_FEATURE_KINDS.values())


def role(kind: str) -> str:
    """What a follower on a feature of ``kind`` is called: the key the log names it by."""
    known = _FEATURE_KINDS.get(kind)
    return ROLES[kind] if known is None else known.role


def registered() -> tuple[type[Expansion], ...]:
    """The registered expansion modules."""
    return MODULES


def refusal_keys() -> dict[str, tuple[str, ...]]:
    """Every key an ``IllegalAction`` may carry (the core's and the registered modules'),
    with the names of its params."""
    keys = dict(REFUSALS)
    for module in MODULES:
        keys.update(module.REFUSALS)
    return keys
