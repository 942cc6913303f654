"""What the table page shows, built on the GUI thread as plain JSON, one document per language.

The page follows the phone's language, not the desktop's: each language has its own
``PageTexts``, the app's ``Texts`` reading one translation file directly (so the log says the
same sentences as the desktop, from the same place). Tile pictures are the app's own tile
painter's, drawn once per type and rotation and named by the hash of their PNG.
"""

from __future__ import annotations

import hashlib
import json

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTranslator

from carc_assist.resources import resource_dir
from carc_assist.rules.game import PLACE, Game
from carc_assist.table.geometry import ROTATION_DEGREES
from carc_assist.table.tiles import TileDef
from ui.board.board_view import S as BOARD_PIXELS
from ui.board.board_view import spot_position
from ui.look.colors import PALETTE, ink_on, qcolor
from ui.look.painter import TilePainter
from ui.panels.log_view import entries as log_entries
from ui.panels.scoreboard import supply_shown
from ui.words.texts import Texts

#: the page's languages (the app's translations)
LANGUAGES = ("en", "nl", "ro")
#: pixels per square of a served tile picture (the page scales them)
TILE_PIXELS = 96

Json = dict[str, object]


class PageTexts(Texts):
    """The app's sentences in one language of the page, whatever the desktop speaks."""

    def __init__(self, language: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
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

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = self._translator.translate(context, text, disambiguation, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found


class TileImages:
    """Each tile type at each rotation as a PNG, drawn once; ``take_new`` hands over the ones
    not handed over yet (the server keeps them)."""

    def __init__(self, painter: TilePainter) -> None:
        self._painter = painter
        self._names: dict[tuple[TileDef, int], tuple[str, int, int]] = {}
        self._new: dict[str, bytes] = {}

    def image(self, tile: TileDef, rotation: int) -> tuple[str, int, int]:
        """The picture's name, and its width and height in squares."""
        key = (tile, rotation)
        known = self._names.get(key)
        if known is None:
            pixmap = self._painter.pixmap(tile, rotation, TILE_PIXELS)
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            pixmap.save(buffer, "PNG")
            png = bytes(data.data())
            name = hashlib.sha256(png).hexdigest()[:24]
            known = (name, pixmap.width() // TILE_PIXELS, pixmap.height() // TILE_PIXELS)
            self._names[key] = known
            self._new[known[0]] = png
        return known

    def name(self, tile: TileDef, rotation: int) -> str:
        return self.image(tile, rotation)[0]

    def take_new(self) -> dict[str, bytes]:
        new, self._new = self._new, {}
        return new


def documents(
    game: Game | None, proposals: bool, images: TileImages, texts: dict[str, PageTexts]
) -> dict[str, bytes]:
    """The page's state in each language, as UTF-8 JSON (no newlines: one event each)."""
    common = _common(game, proposals, images)
    result: dict[str, bytes] = {}
    for language, words in texts.items():
        document: Json = {"language": language, "game": common}
        if game is not None:
            names = [p.name for p in game.setup.players]
            document["log"] = [
                words.log_line(entry, names[entry.player], game) for entry in log_entries(game)
            ]
            document["colorNames"] = [words.translated("colors", p.color) for p in game.setup.players]
            document["tileNames"] = words.tile_names(game)  # tiles by what they show, not by letter
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
                "initial": player.name[:1].upper(),
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
        figures.append({"player": figure.player, "x": at.x() / BOARD_PIXELS, "y": at.y() / BOARD_PIXELS})
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
    types only (the tournament rules forbid counting tiles, as on the desktop)."""
    bag = game.bag
    draws = game.may_draw
    tiles: list[Json] = []
    for tile_id in game.box:
        entry: Json = {"id": tile_id, "img": images.name(game.tile(tile_id), 0)}
        if not game.setup.tournament:
            entry["left"] = bag.counts.get(tile_id, 0)
            entry["chance"] = bag.probability(tile_id, draws)
        tiles.append(entry)
    return {"total": None if game.setup.tournament else bag.total, "tiles": tiles}


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
