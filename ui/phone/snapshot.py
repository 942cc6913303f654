"""What the table page shows, built on the GUI thread as plain JSON, one document per language.

The page speaks the desktop's language unless the phone picks another: each language has its
own ``PageTexts``, the app's ``Texts`` reading one translation file directly (so the log says
the same sentences as the desktop, from the same place, and the page's own words are
translated with the app's, in the context "PhonePage"). Tile pictures are the app's own tile
painter's, drawn once per type, rotation and language (the wheel's sectors are printed in
words) and named by the hash of their PNG: a picture alike in every language is one file.

What the expansions add comes from the same UI halves as the desktop's, so that the next
expansion appears on the phones too: each half's layer over the board (``board_items``: the
wheel's pig and crowns, the wind roses' axes and section) is drawn into one SVG laid over the
board, and each half's own views (``phone_parts``: the wheel beside the board) are pictures
under the scores. The choices of the step the game waits for (a follower on each spot, the
big follower, a crown field, no follower …) are listed in words, with their place on the
board where they have one, for a phone to propose.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QObject,
    QPointF,
    QRectF,
    QSize,
    QTranslator,
)
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from carc_assist.resources import resource_dir
from carc_assist.rules.game import DRAW, OVER, PLACE, Game
from carc_assist.table.actions import Action, Follower, Pass
from carc_assist.table.geometry import ROTATION_DEGREES
from carc_assist.table.tiles import TileDef
from ui.board.board_view import S as BOARD_PIXELS
from ui.board.board_view import spot_position
from ui.expansions import BoardLayer, ExpansionUI, PhonePart, halves
from ui.look.colors import PALETTE, ink_on, qcolor
from ui.look.figures import DISC_FIGURE, figure_scale
from ui.look.painter import TilePainter
from ui.panels.log_view import entries as log_entries
from ui.panels.scoreboard import supply_shown
from ui.words.marks import player_mark
from ui.words.texts import Texts, figure_role

#: the page's languages (the app's translations)
LANGUAGES = ("en", "nl", "ro")
#: pixels per square of a served tile picture (the page scales them)
TILE_PIXELS = 96

Json = dict[str, object]

#: the page's own words (the page fills in the names in braces), in the context "PhonePage"
PAGE_WORDS = {
    "title": QT_TRANSLATE_NOOP("PhonePage", "Carcassonne table"),
    "connecting": QT_TRANSLATE_NOOP("PhonePage", "Connecting…"),
    "live": QT_TRANSLATE_NOOP("PhonePage", "Live"),
    "noGame": QT_TRANSLATE_NOOP("PhonePage", "No game yet"),
    "turn": QT_TRANSLATE_NOOP("PhonePage", "Turn {turn}: {name} plays"),
    "over": QT_TRANSLATE_NOOP("PhonePage", "Game over"),
    "scores": QT_TRANSLATE_NOOP("PhonePage", "Scores"),
    "player": QT_TRANSLATE_NOOP("PhonePage", "Player"),
    "score": QT_TRANSLATE_NOOP("PhonePage", "Score"),
    "supply": QT_TRANSLATE_NOOP("PhonePage", "Supply"),
    "last": QT_TRANSLATE_NOOP("PhonePage", "Last turn"),
    "log": QT_TRANSLATE_NOOP("PhonePage", "Log"),
    "bag": QT_TRANSLATE_NOOP("PhonePage", "Bag"),
    "left": QT_TRANSLATE_NOOP("PhonePage", "{n} tiles left"),
    "stack": QT_TRANSLATE_NOOP("PhonePage", "Only these tiles can be drawn now: they are laid first."),
    "hidden": QT_TRANSLATE_NOOP("PhonePage", "Tournament mode: counts are hidden"),
    "fit": QT_TRANSLATE_NOOP("PhonePage", "Fit"),
    "board": QT_TRANSLATE_NOOP("PhonePage", "The board"),
    "held": QT_TRANSLATE_NOOP(
        "PhonePage", "Drawn tile: {tile}. Tap a square where it fits, turn it, then propose."
    ),
    "heldOnly": QT_TRANSLATE_NOOP("PhonePage", "Drawn tile: {tile}"),
    "turnTile": QT_TRANSLATE_NOOP("PhonePage", "Turn"),
    "send": QT_TRANSLATE_NOOP("PhonePage", "Propose"),
    "sent": QT_TRANSLATE_NOOP("PhonePage", "Proposal sent: the desktop decides."),
    "refused": QT_TRANSLATE_NOOP("PhonePage", "The desktop did not take the proposal."),
    "choices": QT_TRANSLATE_NOOP("PhonePage", "{name} chooses:"),
    "choicesHint": QT_TRANSLATE_NOOP("PhonePage", "Tap a spot on the board or a choice below, then propose."),
    "language": QT_TRANSLATE_NOOP("PhonePage", "Language"),
    "asDesktop": QT_TRANSLATE_NOOP("PhonePage", "As on the computer"),
}
#: a choice on a spot of the tile, with the spot in words ("deploy a knight, north")
CHOICE_WHERE = QT_TRANSLATE_NOOP("PhonePage", "{action}, {where}")
#: the languages by their own names, for the page's choice of language
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "ro": "Română"}
#: the layer's margin around the board's tiles, in squares (the page shows one square around)
LAYER_MARGIN = 2


class PageTexts(Texts):
    """The app's sentences in one language of the page, whatever the desktop speaks."""

    def __init__(self, language: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self._translator = QTranslator(self)
        self._translator.load(str(resource_dir() / "translations" / f"carc_assist_{language}.qm"))
        #: tiles' names, worked out once each (the page is sent on every change)
        self._names_known: dict[TileDef, str] = {}

    def tile_names(self, game: Game) -> dict[str, str]:
        """The names of the box's tiles by id, in this language."""
        names = self._names_known
        return {
            tile_id: names.get(tile) or names.setdefault(tile, self.tile_name(tile_id, game))
            for tile_id, tile in ((tile_id, game.tile(tile_id)) for tile_id in game.box)
        }

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.translated("Texts", text, disambiguation, n)

    def page_words(self) -> dict[str, str]:
        """The page's own words in this language."""
        return {key: self.translated("PhonePage", str(text)) for key, text in PAGE_WORDS.items()}

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = self._translator.translate(context, text, disambiguation, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found


class _Speaking(QTranslator):
    """Every text in one page language (the text itself where that language has none): put
    first while the tile painter draws for that language, since it prints words (the wheel's
    sectors) in the application's language."""

    def __init__(self, words: PageTexts) -> None:
        super().__init__()
        self._words = words

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return self._words.translated(context, source_text, disambiguation, n)

    def isEmpty(self) -> bool:
        return False


class TileImages:
    """Each tile type at each rotation as a PNG, drawn once per language (``speaking``);
    ``take_new`` hands over the ones not handed over yet (the server keeps them)."""

    def __init__(self, dark: bool = False) -> None:
        self._dark = dark
        self._painters: dict[str, TilePainter] = {}  # by language: each caches its own pixmaps
        self._words: PageTexts | None = None
        self._speaking: _Speaking | None = None
        #: by language, by (``id`` of the tile type, rotation): the type (kept, so that its id
        #: is not another's), the picture's name, its size in squares. Keyed by id: a tile
        #: type's hash walks all of it, and the page asks for every tile on every change
        self._names: dict[str, dict[tuple[int, int], tuple[TileDef, str, int, int]]] = {}
        self._new: dict[str, bytes] = {}
        self._sent: set[str] = set()  # the other images' names (layers, pictures) handed over
        self._pictures: dict[int, str] = {}  # a picture's ``QImage.cacheKey`` → its name

    @contextmanager
    def speaking(self, words: PageTexts) -> Iterator[None]:
        """Tile pictures asked for meanwhile are those of ``words``' language. Its translator
        goes first only while a new picture is drawn in it (an installed translator makes
        every window retranslate: not on every change of the game)."""
        self._words = words
        try:
            yield
        finally:
            self._words = None
            if self._speaking is not None:
                QCoreApplication.removeTranslator(self._speaking)
                self._speaking = None

    def image(self, tile: TileDef, rotation: int) -> tuple[str, int, int]:
        """The picture's name, and its width and height in squares."""
        language = "" if self._words is None else self._words.language
        names = self._names.get(language) or self._names.setdefault(language, {})
        known = names.get((id(tile), rotation))
        if known is None:
            if self._words is not None and self._speaking is None:
                self._speaking = _Speaking(self._words)
                QCoreApplication.installTranslator(self._speaking)
            painter = self._painters.get(language) or self._painters.setdefault(
                language, TilePainter(dark=self._dark)
            )
            pixmap = painter.pixmap(tile, rotation, TILE_PIXELS)
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            pixmap.save(buffer, "PNG")
            png = bytes(data.data())
            name = hashlib.sha256(png).hexdigest()[:24]
            known = (tile, name, pixmap.width() // TILE_PIXELS, pixmap.height() // TILE_PIXELS)
            names[(id(tile), rotation)] = known
            if name not in self._sent:
                self._sent.add(name)
                self._new[name] = png
        return known[1:]

    def picture(self, image: QImage) -> str:
        """A picture's name (a PNG by its hash), handed over once. The same picture handed
        again (the wheel, kept by its half while it shows the same) is not encoded again."""
        pixels = image.cacheKey()  # the same picture handed again (a half keeps it) is known by it
        name = self._pictures.get(pixels)
        if name is None:
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            QPixmap.fromImage(image).save(buffer, "PNG")  # (QImage.save: bytes in its stubs, str when run)
            name = self._pictures[pixels] = self._keep(bytes(data.data()), "")
        return name

    def vector(self, svg: bytes) -> str:
        """An SVG's name, handed over once: its hash and ".svg"."""
        return self._keep(svg, ".svg")

    def _keep(self, data: bytes, suffix: str) -> str:
        name = hashlib.sha256(data).hexdigest()[:24] + suffix
        if name not in self._sent:
            self._sent.add(name)
            self._new[name] = data
        return name

    def name(self, tile: TileDef, rotation: int) -> str:
        return self.image(tile, rotation)[0]

    def take_new(self) -> dict[str, bytes]:
        new, self._new = self._new, {}
        return new


def documents(
    game: Game | None, proposals: bool, images: TileImages, texts: dict[str, PageTexts]
) -> dict[str, bytes]:
    """The page's state in each language, as UTF-8 JSON (no newlines: one event each)."""
    spots: dict[str, QPointF] = {}
    layer = _layer(game, images, spots) if game is not None else None
    result: dict[str, bytes] = {}
    for language, words in texts.items():
        with images.speaking(words):
            common = _common(game, proposals, images)
        document: Json = {
            "language": language,
            "languages": LANGUAGE_NAMES,
            "words": words.page_words(),
            "game": common,
        }
        if game is not None:
            names = [p.name for p in game.setup.players]
            document["log"] = [
                words.log_line(entry, names[entry.player], game) for entry in log_entries(game)
            ]
            document["colorNames"] = [words.translated("colors", p.color) for p in game.setup.players]
            document["result"] = words.result(game) if game.finished else None  # who won
            document["figureNames"] = [  # (in the order of the game's figures, as ``_common``'s)
                f"{names[f.player]}: {words.figure_name(figure_role(game, f))}" for f in game.figures.values()
            ]
            document["tileNames"] = words.tile_names(game)  # tiles by what they show, not by letter
            document["layer"] = layer and {**layer, "says": _says(game, words.halves)}
            parts = [part for half in words.halves for part in half.phone_parts(game)]
            document["parts"] = [{"title": part.title, "img": images.picture(part.picture)} for part in parts]
            document["choices"] = _choices(game, words, spots, parts) if proposals else []
        result[language] = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()
    return result


def _common(game: Game | None, proposals: bool, images: TileImages) -> Json | None:
    """What every language shows alike. Numbers a page shows exactly (scores) go as text:
    JavaScript's numbers lose digits beyond 2**53."""
    if game is None:
        return None
    tournament = game.setup.tournament
    now = -1 if game.finished else game.current_player
    last_turn = game.events_of_turn(game.turn - 1)
    players = []
    for index, player in enumerate(game.setup.players):
        last = [e.points for e in last_turn if e.player == index]
        players.append(
            {
                "name": player.name,
                "initial": player_mark(game.setup.players, index),
                "color": PALETTE.get(player.color, qcolor(player.color).name()),
                "ink": ink_on(player.color).name(),
                "score": str(game.scores[index]),
                "supply": supply_shown(game, index),
                "last": str(sum(last)) if last else None,
                "now": index == now,
            }
        )
    tiles = []
    for placed in game.board.placed:
        name, width, height = images.image(placed.tile, placed.rotation)
        tiles.append({"img": name, "x": placed.origin[0], "y": placed.origin[1], "w": width, "h": height})
    figures = []
    for figure in game.figures.values():
        at = spot_position(game.board.cells[figure.square], figure.segment)
        figures.append(
            {
                "player": figure.player,
                "x": at.x() / BOARD_PIXELS,
                "y": at.y() / BOARD_PIXELS,
                "scale": figure_scale(figure.weight),  # the big follower counts double: drawn bigger
                "shape": figure_role(game, figure),  # each kind its own shape, not one disc for all
            }
        )
    return {
        "turn": game.turn,
        "finished": game.finished,
        "tournament": tournament,
        "players": players,
        "tiles": tiles,
        "figures": figures,
        "bag": _bag(game, images),
        "held": _held(game, images) if game.held is not None else None,
        "proposals": proposals and game.phase == PLACE and game.held is not None,
    }


def _bag(game: Game, images: TileImages) -> Json:
    """The box's tile types with what is left and the chance of each; in tournament mode the
    types only (the tournament rules forbid counting tiles, as on the desktop). While a stack
    is drawn before the bag (the river's: ``Game.drawable``), its tiles alone, as the
    desktop's bag shows them."""
    bag, drawable = game.bag, game.drawable
    stack = drawable.total != game.bag_total
    draws = game.may_draw
    tiles: list[Json] = []
    for tile_id in game.box:
        if stack and tile_id not in drawable.counts:
            continue
        entry: Json = {"id": tile_id, "img": images.name(game.tile(tile_id), 0)}
        if not game.setup.tournament:
            entry["left"] = bag.counts.get(tile_id, 0)
            entry["chance"] = drawable.probability(tile_id, draws)
        tiles.append(entry)
    return {"total": None if game.setup.tournament else bag.total, "tiles": tiles, "stack": stack}


def _held(game: Game, images: TileImages) -> Json:
    """The drawn tile: its picture at each rotation, and where it fits (for proposals)."""
    assert game.held is not None
    tile = game.tile(game.held)
    rotations = range(len(tile.orientations))
    fits: dict[tuple[int, int], list[int]] = {}
    if game.phase == PLACE:
        for squares, turns in game.legal_placements().groups:
            for square in squares:
                fits.setdefault(square, []).extend(ROTATION_DEGREES[t] for t in turns)
    return {
        "id": game.held,
        "images": {str(ROTATION_DEGREES[r]): images.name(tile, r) for r in rotations},
        "fits": [[x, y, sorted(degrees)] for (x, y), degrees in sorted(fits.items())],
    }


def _layer(game: Game, images: TileImages, spots: dict[str, QPointF]) -> Json | None:
    """Every half's layer over the board, as the desktop's board draws it (``board_items``),
    in one SVG over the tiles and a margin around them (drawn once for every language: what
    it means in words is each language's, ``_says``). The follower spots a layer offers go
    into ``spots`` (the page draws them as it draws the tile's own). None: no layer."""
    scene = QGraphicsScene()

    def spot(at: QPointF, location: str, tip: str) -> QGraphicsItem:
        spots[location] = at
        return QGraphicsPathItem()  # drawn by the page, to be tapped

    def figure_off_tiles(at: QPointF, player: int) -> list[QGraphicsItem]:
        owner = game.setup.players[player]
        disc = QPainterPath()
        disc.addEllipse(at, DISC_FIGURE, DISC_FIGURE)
        body = QGraphicsPathItem(disc)
        body.setBrush(qcolor(owner.color))
        body.setPen(ink_on(owner.color))
        body.setZValue(3)
        label = scene.addSimpleText(player_mark(game.setup.players, player))
        label.setBrush(ink_on(owner.color))
        box = label.boundingRect()
        label.setPos(at.x() - box.width() / 2, at.y() - box.height() / 2)
        label.setZValue(4)
        scene.removeItem(label)
        return [body, label]

    def ring(at: QPointF, action: Action) -> QGraphicsItem:
        return QGraphicsPathItem()  # the page offers the take-back on the half's picture

    board = BoardLayer(BOARD_PIXELS, spot, figure_off_tiles, ring)
    items = [item for half in halves() for item in half.board_items(game, board)]
    for item in items:
        scene.addItem(item)
    placed = game.board.placed
    if not items or not placed:
        return None
    squares = [square for p in placed for square in p.squares]
    left = min(x for x, _ in squares) - LAYER_MARGIN
    top = min(y for _, y in squares) - LAYER_MARGIN
    right = max(x for x, _ in squares) + 1 + LAYER_MARGIN
    bottom = max(y for _, y in squares) + 1 + LAYER_MARGIN
    source = QRectF(
        left * BOARD_PIXELS, top * BOARD_PIXELS, (right - left) * BOARD_PIXELS, (bottom - top) * BOARD_PIXELS
    )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    svg = QSvgGenerator()
    svg.setOutputDevice(buffer)
    svg.setSize(QSize(int(source.width()), int(source.height())))
    svg.setViewBox(QRectF(0, 0, source.width(), source.height()))
    painter = QPainter(svg)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
    painter.end()
    return {
        "img": images.vector(bytes(data.data())),
        "x": left,
        "y": top,
        "w": right - left,
        "h": bottom - top,
    }


def _says(game: Game, speaking: Sequence[ExpansionUI]) -> list[str]:
    """What the pieces of the halves' layers mean, in the words of the halves ``speaking`` a
    language (their tooltips: "The pig")."""
    board = BoardLayer(
        BOARD_PIXELS,
        lambda at, location, tip: QGraphicsPathItem(),
        lambda at, player: [],
        lambda at, action: QGraphicsPathItem(),
    )
    items = [item for half in speaking for item in half.board_items(game, board)]
    return list(dict.fromkeys(item.toolTip() for item in items if item.toolTip()))


def _choices(
    game: Game, words: PageTexts, spots: dict[str, QPointF], parts: Sequence[PhonePart] = ()
) -> list[Json]:
    """The choices of the step the game waits for, as a phone may propose them: each by its
    action's notation (the desktop plays the one still offered), in words, where it is on
    the board (in squares) when it has a place there, and where it is on a half's picture
    (``part``: its index, ``px``, ``py``: fractions of its width and height) when the
    picture shows its place (a crown field on the wheel beside the board, as the desktop's
    panel offers it). None while a tile is drawn or placed: those the page proposes by the
    tile."""
    prompt = game.prompt
    if prompt.kind in (DRAW, PLACE, OVER):
        return []
    actions: list[Action] = list(prompt.options) + ([Pass()] if prompt.may_pass else [])
    choices: list[Json] = []
    for action in actions:
        label = words.action_label(action, game)
        choice: Json = {"key": action.notation(), "label": label[:1].upper() + label[1:]}
        at = _choice_place(game, action, spots)
        if at is not None:
            choice["x"], choice["y"] = at.x() / BOARD_PIXELS, at.y() / BOARD_PIXELS
        location = action.place_taken() or getattr(action, "location", None)  # a crown field's too
        for index, part in enumerate(parts):
            on_picture = part.spots.get(location) if isinstance(location, str) else None
            if on_picture is not None:
                choice["part"] = index
                choice["px"] = on_picture.x() / part.picture.width()
                choice["py"] = on_picture.y() / part.picture.height()
                break
        where = words.location_words(action.location) if isinstance(action, Follower) else None
        place = action.place_taken()
        where = words.place_figure(place) if place is not None else where  # which crown field's
        if where is not None:
            choice["label"] = words.translated("PhonePage", str(CHOICE_WHERE)).format(
                action=choice["label"], where=where
            )
        choices.append(choice)
    return choices


def _choice_place(game: Game, action: Action, spots: dict[str, QPointF]) -> QPointF | None:
    """Where a choice is on the board: a spot of the tile just placed, a spot a half's layer
    offers, or the figure it takes back."""
    taken = action.figure_taken()
    if taken is not None:
        figure = game.figure_at(taken)
        return None if figure is None else spot_position(game.board.cells[figure.square], figure.segment)
    location = getattr(action, "location", None)
    if not isinstance(location, str):
        return None
    placed = game.last_placed
    segment = placed.segment_at(location) if placed is not None else None
    if placed is not None and segment is not None:
        return spot_position(placed, segment)
    return spots.get(location)
