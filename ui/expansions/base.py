"""What a UI half of an expansion declares, and the object the halves are registered in.

The registry (``ui.expansions``) finds the halves and registers them in ``HALVES``; the
generic views loop over them (``ui.expansions.halves``), and the helpers under those views
(the tile painter, the log's words, the tiles' names, the refusals, the followers' shapes)
read ``HALVES`` and never import the registry, nor any half. This module imports no other
module of the app but, for their types, those the halves declare with (marks, editor
fields, colours), which import none of it: what a half is handed (the log's words, the tile
painter, the session) it sees through the small protocols below, so that no import circle
runs through it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from carc_assist.table.actions import Action
from carc_assist.table.events import Note, ScoreEvent

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF, SignalInstance
    from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap
    from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QWidget

    from carc_assist.rules.game import Game
    from carc_assist.rules.insight import Risk
    from carc_assist.table.tiles import TileDef
    from ui.look.colors import TilePalette
    from ui.look.tile_editor_fields import EditorField
    from ui.look.tile_marks import TileMark

#: a point in square units: (0, 0) is a square's north-west corner, (1, 1) its south-east one
Pt = tuple[float, float]


#: a small board of a help page: (tile, square, rotation in degrees) for each tile on it
Diagram = list[tuple[str, tuple[int, int], int]]


class Words(Protocol):
    """What a half reads of the log's words in one language (``ui.words.texts.Texts``)."""

    @property
    def halves(self) -> tuple[ExpansionUI, ...]:
        """The registered halves, speaking this language."""

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str: ...
    def points(self, n: int) -> str: ...
    def figure_name(self, role: str) -> str: ...
    def tile_name(self, tile_id: str, game: Game | None) -> str: ...
    def location_words(self, location: str) -> str | None: ...
    def spot_figure(self, game: Game, location: str) -> str: ...


class Pictures(Protocol):
    """What a half reads of the tile painter (``ui.look.painter.TilePainter``): a tile's picture."""

    def pixmap(self, tile: TileDef, rotation: int, size: int | None = None) -> QPixmap: ...


class Session(Protocol):
    """What a half's side panel reads of the window's session (``ui.session.GameSession``)."""

    game: Game | None

    @property
    def changed(self) -> SignalInstance:
        """Emitted after every change of the game."""

    def act(self, action: Action) -> bool: ...


@dataclass(frozen=True)
class Course:
    """How a kind of feature that runs through edges (``FeatureKind.edge``: a river) is
    drawn, as its half declares it (``FeatureLook.course``): a band from each of its edges,
    as a road's centre line runs, over the fields and under the roads (a road crosses it on
    a bridge), and where it ends on a tile (one edge only) what stands there; in square
    units, as marks are."""

    #: its surface and its banks' colours in a tile palette (the scheme's)
    colours: Callable[[TilePalette], tuple[QColor, QColor]]
    #: paints where it ends on ``tile`` (a spring, a lake) around a point, with a half size
    end: Callable[[QPainter, TileDef, Pt, float, TilePalette], None]
    #: its width across (a road's is 0.1)
    width: float = 0.16
    #: the half size of what stands where it ends
    end_half: float = 0.2


@dataclass(frozen=True)
class FeatureLook:
    """How a kind of feature an expansion brings (``carc_assist.rules.hooks.FeatureKind``: a tent)
    looks, as its half declares it (``ExpansionUI.feature_look``). The tile painter stands it
    on its tile clear of the cities and roads, as large as there is room (a half size up to a
    cloister's), and a follower on it stands where it does; in square units, as marks are
    (``ui.look.tile_marks``)."""

    #: its outline standing at a point with a half size
    shape: Callable[[Pt, float], QPainterPath]
    #: paints it at a point with a half size, in the tile's colours
    paint: Callable[[QPainter, Pt, float, TilePalette], None]
    #: its name among what a tile shows, lower case ("fortune-teller tent")
    words: str
    #: the tile editor's check box that puts one on a tile ("Fortune-teller tent")
    label: str
    #: the silhouette of a follower on it, one unit tall, centred on (0, 0); None: a
    #: standing follower
    figure: Callable[[], QPainterPath] | None = None
    #: a kind that runs through edges rather than standing in the middle: how its course is
    #: drawn (``shape`` and ``paint`` then draw it standing alone: a legend's, a help page's)
    course: Course | None = None


@dataclass(frozen=True)
class SetChoice:
    """One way to play an expansion, as the new-game dialog offers it: the tile sets it adds,
    the rule options it sets, and whether it replaces the base game's tiles (a standalone box).
    ``key`` is what the dialog remembers (stable: it is kept in the settings)."""

    key: str
    label: str
    sets: tuple[str, ...]
    options: Mapping[str, bool | int] = field(default_factory=dict)
    replaces_base: bool = False
    #: it comes in the base game's box of the new edition (2014 and later: The River, The
    #: Abbot): the new-game dialog's one choice of the box on the table chooses it
    in_base_box: bool = False


@dataclass(frozen=True)
class TileMiddle:
    """The round middle of a tile of several squares, in words: its name, and the words for
    ``n`` roads ending at it."""

    name: str
    roads: Callable[[int], str]


@dataclass(frozen=True)
class BoardLayer:
    """What the board lends a half to draw its layer over the tiles: its scale, and its own
    pieces, so that a half's marks look and behave as the board's (a spot it offers is chosen
    as any follower spot is)."""

    #: scene units per square: a tile at square (x, y) covers x·unit … (x + 1)·unit
    unit: int
    #: a follower spot to click: (where, its location name, what it means); choosing it
    #: deploys a follower on that location
    spot: Callable[[QPointF, str, str], QGraphicsItem]
    #: a player's figure on a place of the expansion's own, off the tiles' features (a crown
    #: field): (where, player index) → a disc in the player's colour with their initial
    figure_off_tiles: Callable[[QPointF, int], list[QGraphicsItem]]
    #: a ring around a figure there that an option of the step takes back (a follower on a
    #: crown field, at a festival): (where, the option) → a ring to click, tap or key, as
    #: the board rings its figures on tiles
    ring: Callable[[QPointF, Action], QGraphicsItem]


@dataclass(frozen=True)
class PhonePart:
    """A view of a half's own on the phone page (``ExpansionUI.phone_parts``), under the
    scores: a title in the page's language, and a picture (what its side panel shows beside
    the desktop's scoreboard: the wheel with its pig and crowns). The page shows any half's
    parts alike; its layer over the board reaches the page by itself (``board_items``)."""

    title: str
    picture: QImage
    #: where on the picture (its pixels) the places it shows lie, by location: a choice of the
    #: step on one of them (a free crown field) can be tapped there, as on the desktop's panel
    spots: Mapping[str, QPointF] = field(default_factory=dict)


class ExpansionUI(QObject):
    """The UI half of one expansion. Every method has a default, so a half declares only
    what its expansion has; the generic views ask every half and take the first answer.

    Its texts are translated in the context of its class name, in the language of the
    ``Words`` it speaks for (``speaking``): the phone page's log is in the phone's language."""

    #: where the new-game dialog lists it (the lowest first, then by module name): as its
    #: engine module's ``Expansion.ORDER``
    ORDER: ClassVar[int] = 100

    def __init__(self) -> None:
        super().__init__()
        self._words: Words | None = None

    def speaking(self, words: Words) -> ExpansionUI:
        """This half, translating through ``words`` (its language) and not the app's."""
        twin = type(self)()
        twin._words = words
        return twin

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # the class's name: the context lupdate takes for ``self.tr`` in the class
        return self.translated(type(self).__name__, text, disambiguation, n)

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` of ``context`` in this half's language."""
        if self._words is None:
            return QCoreApplication.translate(context, text, disambiguation, n)
        return self._words.translated(context, text, disambiguation, n)

    # -- its tiles -------------------------------------------------------------------------

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        """What it prints on ``tile`` (its attributes, ``TileDef.attribute``): where each mark
        goes and how it looks; the tile painter draws them (``ui.look.tile_marks``)."""
        return ()

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        """Its marks on ``tile`` in words, for the tile's name and the bag's search ("festival",
        "2 signposts"), lower case (the name joins them after what the tile shows)."""
        return ()

    def feature_look(self, kind: str) -> FeatureLook | None:
        """The look of one of its kinds of feature (``carc_assist.rules.hooks.FeatureKind``), by the
        kind's name; None for another's."""
        return None

    def tile_middle(self, tile: TileDef) -> TileMiddle | None:
        """The round middle of ``tile`` (several squares) in words, when it is its own (the
        wheel)."""
        return None

    def set_title(self, set_name: str) -> str | None:
        """The title of one of its shipped tile sets, as on its box."""
        return None

    # -- the new-game dialog ---------------------------------------------------------------

    def set_choices(self) -> Sequence[SetChoice]:
        """The shipped ways to play it: one is a check box; several, a list to pick one of
        (or none). None: its tiles are the players' own (described in the tile editor)."""
        return ()

    def without(self) -> str:
        """The list's first entry when there are several set choices: playing without it."""
        return ""

    def sets_hint(self) -> str | None:
        """A line under the tile sets, e.g. how to bring its tiles in."""
        return None

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        """Its rule options' words: option name → (label, explanation)."""
        return {}

    # -- the log, the scoreboard and the summary (through ``ui.words.texts.Texts``) --------------

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        """The log's sentence for an event of one of its score sources (``words`` says the
        shared parts: points, figures); None for another's."""
        return None

    def feature_items(self, event: ScoreEvent, what: str) -> str:
        """A base feature's words (``what``: "a road of 3 tiles") with the items this
        expansion adds to it (signposts …)."""
        return what

    def note_sentence(self, note: Note, player: str, words: Words) -> str | None:
        """The log's sentence for one of its notes; None for another's."""
        return None

    def source_name(self, source: str) -> str | None:
        """The name of one of its score sources as a table's column says it ("Tents")."""
        return None

    def outlook_words(self, key: str, points: str, gain: bool) -> str | None:
        """One of its ``Expansion.outlook`` keys as the coach's reason says it, with the
        points the move wins (``gain``) or loses there ("it takes the lead in a good: about
        10 points at the end")."""
        return None

    def risk_words(self, risk: Risk, words: Words) -> str | None:
        """One of its rules' risks (``carc_assist.rules.insight.risk``; ``Risk.key`` names
        the rule) in words, for a follower's tooltip: the stake and the chance to finish
        ("Unfinished at the end, this road with an inn scores nothing: 4 points at risk …");
        None for another's."""
        return None

    def tour_words(self, event: ScoreEvent) -> str | None:
        """The rule behind one of its entries of the final scoring, in a sentence the final
        tour shows under it ("the most tokens of each good score 10 …"); None for another's."""
        return None

    def figure_name(self, role: str) -> str | None:
        """One of its figures as the log names it ("a fortune teller"), by role."""
        return None

    def figure_shape(self, kind: str) -> QPainterPath | None:
        """The silhouette of one of its kinds of figure with a shape of its own (one that is no
        follower, a builder, a pig: ``carc_assist.table.figures.FigureKind.follower``; or a
        follower of its own, the abbot), one unit tall, centred on (0, 0): the board stands it
        as it is, whatever its feature; None for another's."""
        return None

    def place_figure(self, location: str) -> str | None:
        """The follower a place of its own off the tiles takes ("a follower on a crown field")."""
        return None

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        """One of its actions as the undo menu names it ("take a figure back"); ``game`` and
        ``words`` as ``Texts.action_label`` has them."""
        return None

    # -- the rules help (``ui.dialogs.help_view``) ----------------------------------------------------

    def help_page(self) -> str | None:
        """Its rules page's name: ``resources/help/<language>/<name>.html``."""
        return None

    def help_title(self) -> str:
        """Its rules page's title in the help's list of pages."""
        return ""

    def help_diagrams(self) -> list[Diagram]:
        """Small boards the tile painter draws at the top of its rules page."""
        return []

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        """The help page and anchor of the rule behind one of its log entries."""
        return None

    # -- the window ------------------------------------------------------------------------

    def instruction(self, game: Game) -> str | None:
        """The sentence over the board for a step of its own (``game.prompt.kind``: the
        plague's choice, the choice among tiles drawn together); None in the base steps."""
        return None

    def instruction_more(self, game: Game) -> str | None:
        """A sentence of its own that the window adds after the step's sentence, with every
        other half's (``ui.window.instruction``): the choices it adds to a base step (a
        festival's take-back, its figures' buttons, a recall) or what its rule changes in it
        (the river's stack, another turn); None when it has nothing to add. It speaks of its
        own figures and choices only."""
        return None

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        """Its refusals in words (``IllegalAction.key`` → a sentence from the params), in the
        context "Refusal", and ``step-<phase>`` for what a step of its own waits for."""
        return {}

    def choice_button(self, game: Game, action: Action, painter: Pictures) -> QAbstractButton | None:
        """A button for one of the actions its choice step offers (``game.expansion_options``);
        the choice bar pushes the action when it is clicked."""
        return None

    def own_options(self, game: Game) -> Sequence[Action]:
        """Those of the step's options (``game.prompt.options``) it offers on a widget of its
        own (its side panel …), where the board rings no figure (``Action.figure_taken``)
        and the choice bar has no button: the wheel's take-back of a follower on a crown
        field. Every option has a widget somewhere (the seven-set drive checks it)."""
        return ()

    def board_items(self, game: Game, board: BoardLayer) -> list[QGraphicsItem]:
        """Its layer over the board's tiles for the game as it stands (the board adds the items
        and drops them at its next draw): the wheel's crown fields, the wind roses' sections."""
        return []

    def side_panel(self, session: Session) -> QWidget | None:
        """A view of its own beside the scoreboard (made once, for the window's life)."""
        return None

    def phone_parts(self, game: Game) -> Sequence[PhonePart]:
        """What its side panel shows, for the phone page (``ui.phone.snapshot``): one part per
        view, drawn for the game as it stands now."""
        return ()

    # -- the tile editor ---------------------------------------------------------------------

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        """The marks of its tiles the tile editor offers (``ui.look.tile_editor_fields``), made for
        one editor (``parent``): players describe their own box's tiles with them."""
        return ()


T = TypeVar("T")


class Halves:
    """The registered UI halves, in the order the new-game dialog lists them. The registry
    (``ui.expansions``) hands over how to find the shipped ones; they are found the first
    time the halves are read, so that importing a helper loads no half (the halves import
    the helpers)."""

    def __init__(self) -> None:
        self._halves: list[ExpansionUI] = []
        self._changes = 0
        self._find: Callable[[], Iterable[ExpansionUI]] | None = None

    def find_with(self, find: Callable[[], Iterable[ExpansionUI]]) -> None:
        """How to find the shipped halves, on first reading."""
        self._find = find

    def _found(self) -> list[ExpansionUI]:
        if self._find is not None:
            find, self._find = self._find, None
            self.register(*find())
        return self._halves

    def register(self, *halves: ExpansionUI) -> None:
        """Add halves, after the shipped ones; the views made after it show them. A half
        registered twice is kept once."""
        found = self._found()
        found.extend(half for half in halves if half not in found)
        self._changes += 1

    def unregister(self, half: ExpansionUI) -> None:
        """Take a half out again (a test's own expansion)."""
        self._found().remove(half)
        self._changes += 1

    def changes(self) -> int:
        """A number that changes whenever halves are registered or taken out: what is worked
        out from them and kept (the tiles' pictures) is worked out again when it changes."""
        return self._changes

    def __iter__(self) -> Iterator[ExpansionUI]:
        return iter(tuple(self._found()))  # a copy: a half may be registered meanwhile


def first(answers: Iterable[T | None]) -> T | None:
    """The first half's answer: a half answers None for what is not its own."""
    return next((answer for answer in answers if answer is not None), None)


#: the registered halves (``ui.expansions`` registers them)
HALVES = Halves()
