"""Tiles in words: a name and a description from what a tile shows, and search by them.

Real tiles carry no letters and expansion codes (``IC-RrRr1``) mean nothing at the table, so
the bag is searched by what the player sees: "stad weg", "oraș drum", "cloister road". The
facts come from the engine (``describe``); this module says them in the player's language
(context "TileNames"), and the expansions' UI halves name their own marks and sets
(``ExpansionUI.tile_words``, ``set_title``). Matching ignores case and accents ("oras" finds
"oraș"); every typed word must start a word of the tile's name, description, letter or code,
or be its four edges (``CRFR``, in any rotation); the words of its set's title count only when
no tile matches without them ("inn" finds the tiles with an inn, not every tile of Inns &
Cathedrals; "traders" finds that set). A letter or code typed alone picks exactly that tile.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.tile_description import (
    ENDS_AT_BUILDING,
    ENDS_AT_CITY,
    ENDS_AT_CROSSING,
    ENDS_AT_MIDDLE,
    CityPart,
    TileDescription,
    describe,
)
from carc_assist.table.tiles import EDGE_KINDS, EDGE_LETTER, TileDef
from ui.expansions.base import HALVES, first

if TYPE_CHECKING:
    from ui.expansions.base import ExpansionUI, TileMiddle, Words


def fold(text: str) -> str:
    """``text`` lower-case without accents, for matching ("Oraș" → "oras")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The folded words of ``text``."""
    return re.findall(r"\w+", fold(text))


def turns(edges: str) -> set[str]:
    """Edge letters in every rotation (``CRFR`` → ``CRFR``, ``RCRF``, ``FRCR``, ``RFRC``)."""
    return {edges[i:] + edges[:i] for i in range(len(edges))}


def short_id(tile_id: str) -> str:
    """``base/E`` → ``E``: the set is clear from the game; the letter is what players say."""
    return tile_id.split("/", 1)[1]


#: the sentence whose translation tells which language the kept names are in (``_kept``)
_LANGUAGE_MARK = "{name}. Edges from the north, clockwise: {edges}"


class TileNames(QObject):
    """Names, descriptions and search words of tiles, in the app's language, or in the one
    ``words`` speak (the phone page's ``PageTexts``: a phone may speak another language).

    A tile's name and description are kept: naming one cost about 0.15M instructions (its
    facts, each expansion's words), and every step names the tile in hand several times (the
    undo menu, the instruction, the tooltips). They are named anew once the language
    changes: the app's language is whatever translators are installed (the phone page puts
    its own first while it draws a picture; a test may install another), so the translation
    of a long sentence of this context is looked up at each use (a few microseconds) and
    the kept names are forgotten when it differs."""

    def __init__(self, parent: QObject | None = None, words: Words | None = None) -> None:
        super().__init__(parent)
        self._words = words
        #: by tile id: the tile type named (another type of that id, a tile described anew,
        #: is named anew and takes its place), its name, its description
        self._kept_names: dict[str, tuple[TileDef, str, str]] = {}
        self._kept_in = ""  # ``_LANGUAGE_MARK`` translated, when the names kept were named

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # the class's name: the context lupdate takes for ``self.tr`` in the class
        if self._words is None:
            return QCoreApplication.translate("TileNames", text, disambiguation, n)
        return self._words.translated("TileNames", text, disambiguation, n)

    def _halves(self) -> tuple[ExpansionUI, ...]:
        """The expansions' UI halves, speaking this object's language: they name their own
        marks and sets."""
        return tuple(HALVES) if self._words is None else self._words.halves

    def set_title(self, set_name: str) -> str:
        """A tile set's title as on its box (an expansion's from its UI half); a user's set
        keeps its own name."""
        if set_name == "base":
            return self.tr("Base game")
        return next((t for half in self._halves() if (t := half.set_title(set_name))), set_name)

    def name(self, tile: TileDef) -> str:
        """What the tile shows, e.g. "City on two sides, curved road, pennant"."""
        return self._kept(tile)[1]

    def description(self, tile: TileDef) -> str:
        """The name and the edges clockwise from the north (what to turn the tile to)."""
        return self._kept(tile)[2]

    def _kept(self, tile: TileDef) -> tuple[TileDef, str, str]:
        """The tile with its name and description in the language now spoken: kept, or
        named now (and every kept one forgotten when the language changed)."""
        language = self.tr(_LANGUAGE_MARK)
        if language != self._kept_in:
            self._kept_names.clear()
            self._kept_in = language
        kept = self._kept_names.get(tile.id)
        if kept is None or kept[0] is not tile:
            facts = describe(tile)
            name = self._name(tile, facts)
            kept = self._kept_names[tile.id] = (tile, name, self._description(facts, name))
        return kept

    def _name(self, tile: TileDef, facts: TileDescription) -> str:
        middle = (
            next((m for half in self._halves() if (m := half.tile_middle(tile))), None)
            if facts.middle
            else None
        )
        marks = [word for half in self._halves() for word in half.tile_words(tile)]
        return _sentence([*self._layout(facts, middle), *marks])

    def _description(self, facts: TileDescription, name: str) -> str:
        if not facts.edges:
            return name
        edges = ", ".join(self._edge(letter) for letter in facts.edges)
        return self.tr("{name}. Edges from the north, clockwise: {edges}").format(name=name, edges=edges)

    def search_words(self, tile: TileDef) -> tuple[str, ...]:
        """The folded words a search may match first: description, letter, code, and the edges
        in every rotation (``crfr``); its set's title is ``set_words``."""
        code = tile.id.split("/", 1)[1]
        found = [*words(self.description(tile)), fold(code), *words(code)]  # (the id: ``exact_code``)
        if len(tile.squares) == 1:
            found += sorted(fold(edges) for edges in turns(tile.edges))
        return tuple(dict.fromkeys(found))

    def set_words(self, tile: TileDef) -> tuple[str, ...]:
        """The folded words of the title of the tile's set: matched only when no tile's own
        words (``search_words``) match, or the set's name would find every tile of the set."""
        return tuple(words(self.set_title(tile.set_name)))

    def _layout(self, facts: TileDescription, middle: TileMiddle | None) -> list[str]:
        parts: list[str] = [middle.name] if middle is not None else []
        if len(facts.cities) == 1:
            parts.append(self._city(facts.cities[0]))
        elif facts.cities:
            parts.append(self.tr("%n separate cities", "", len(facts.cities)))
        if facts.pennants:
            parts.append(
                one_or_count(self.tr("pennant"), self.tr("%n pennant(s)", "", facts.pennants), facts.pennants)
            )
        if facts.cloister:
            parts.append(self.tr("cloister"))
        for kind in facts.kinds:  # an expansion's, as its half names it
            look = first(half.feature_look(kind) for half in self._halves())
            if look is not None:
                parts.append(look.words)
        roads = facts.roads
        if roads.straight:
            parts.append(
                one_or_count(
                    self.tr("straight road"),
                    self.tr("%n straight road(s)", "", roads.straight),
                    roads.straight,
                )
            )
        if roads.curved:
            parts.append(
                one_or_count(
                    self.tr("curved road"), self.tr("%n curved road(s)", "", roads.curved), roads.curved
                )
            )
        if roads.ending:
            parts.append(self._ending(facts.roads_end, roads.ending, middle))
        return parts

    def _city(self, city: CityPart) -> str:
        if city.across:
            return self.tr("city across the tile")
        return {
            1: self.tr("city on one side"),
            2: self.tr("city on two sides"),
            3: self.tr("city on three sides"),
        }.get(city.sides, self.tr("city on all four sides"))

    def _ending(self, where: str | None, n: int, middle: TileMiddle | None) -> str:
        if where == ENDS_AT_BUILDING:
            return one_or_count(self.tr("road to the door"), self.tr("%n road(s) to the door", "", n), n)
        if where == ENDS_AT_CROSSING and n == 2:
            return self.tr("two roads ending at a village")
        if where == ENDS_AT_CROSSING:
            return self.tr("crossroads of %n roads", "", n)
        if where == ENDS_AT_CITY:
            return one_or_count(
                self.tr("road to the city gate"), self.tr("%n road(s) to the city gate", "", n), n
            )
        if where == ENDS_AT_MIDDLE and middle is not None:
            return middle.roads(n)
        return one_or_count(self.tr("dead-end road"), self.tr("%n dead-end road(s)", "", n), n)

    def _edge(self, letter: str) -> str:
        own = edge_kind_words(letter, self._halves())  # an expansion's kind's edge (a river's)
        if own is not None:
            return own
        return {"C": self.tr("city"), "R": self.tr("road")}.get(letter, self.tr("field"))


def edge_kind_words(letter: str, halves: Iterable[ExpansionUI]) -> str | None:
    """The name of the expansion's kind of feature whose edges show ``letter`` (the river's
    "I"), as its half names it; None for the core's letters and an unknown one."""
    kind = next((kind for kind, shown in EDGE_LETTER.items() if shown == letter and kind in EDGE_KINDS), None)
    look = None if kind is None else first(half.feature_look(kind) for half in halves)
    return None if look is None else look.words


def one_or_count(single: str, counted: str, n: int) -> str:
    """ "pennant" for one, "2 pennants" for more: a single thing is named without its number
    (the halves name their marks so too)."""
    return single if n == 1 else counted


def _sentence(parts: Iterable[str]) -> str:
    text = ", ".join(parts)
    return text[:1].upper() + text[1:]


def matches(query: str, tile_words: tuple[str, ...]) -> bool:
    """Whether every typed word starts one of ``tile_words`` (see ``search_words``)."""
    return all(any(word.startswith(typed) for word in tile_words) for typed in words(query))


def exact_code(query: str, tile_id: str) -> bool:
    """The query is the tile's letter or code alone (``v``, ``IC-RrRr1``, ``base/V``)."""
    typed = fold(query.strip())
    return bool(typed) and typed in (fold(tile_id), fold(tile_id.split("/", 1)[1]))


def named(tile_id: str) -> str:
    """A tile named by what it shows, from its id (for sentences that carry only the id); a
    user's tile the shipped sets lack: by its letter."""
    tile = shipped_catalogue().tiles.get(tile_id)
    if tile is not None:
        return _names().name(tile)
    return short_id(tile_id)


@functools.cache
def _names() -> TileNames:
    return TileNames()
