"""The sentences the app builds from engine keys and numbers, translatable.

The engine says *what* happened (source, counts); ``Texts`` says it in words, through Qt's
translation (context "Texts"), with plural forms where a number is counted. It says the base
game's sentences itself and asks the expansions' UI halves (``ui.expansions``) for theirs.
It is a QObject only so that ``self.tr`` gives lupdate and Qt one context for all of them.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject

from carc_assist.rules.game import Game
from carc_assist.rules.hooks import role
from carc_assist.table.actions import (
    Action,
    Adjust,
    Discard,
    DiscardSeveral,
    Draw,
    DrawSeveral,
    End,
    Follower,
    Pass,
    Place,
)
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.figures import FOLLOWER, Figure
from ui.expansions.base import HALVES, first
from ui.words.tile_names import TileNames, short_id

#: the numbers Qt counts in ``tr(text, "", n)``: a C int, and not below 0 (then "%n" stays)
_QT_COUNTS = range(2**31)


def countable(n: int) -> int:
    """``n`` as Qt can count it in ``tr(text, "", n)``: its size (a correction of -5 points
    reads "-5 points", not "%n point"), and beyond a C int a stand-in of 100 to 199 with the
    same plural form (English and Dutch tell one from many, Romanian also looks at
    ``n % 100``). ``exact`` then writes ``n`` itself in: a huge score reads as itself and
    does not stop the views."""
    size = abs(n)
    return size if size in _QT_COUNTS else 100 + size % 100


def exact(text: str, n: int) -> str:
    """``text`` translated with ``countable(n)``, with ``n`` itself written in."""
    stand_in = countable(n)
    return text if stand_in == n else re.sub(rf"(?<!\d){stand_in}(?!\d)", str(n), text)


#: a spot's name on a tile: its place, after its square's offset on a tile of several squares
_ON_TILE = re.compile(r"(?:-?\d+,-?\d+:)?([A-Za-z]+\d*)")


class Texts(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: the expansions' UI halves, speaking this object's language (``translated``)
        self.halves = tuple(half.speaking(self) for half in HALVES)
        self._names = TileNames(self, words=self)  # one, not one per tile named; in this language

    def translated(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` of ``context`` in the language these texts speak (the app's; the phone
        page's ``PageTexts`` speaks the phone's): the halves translate through it."""
        return QCoreApplication.translate(context, text, disambiguation, n)

    def points(self, n: int) -> str:
        return exact(self.tr("%n point(s)", "", countable(n)), n)

    def result(self, game: Game) -> str:
        """Who won, or who tied, with the points (the summary and the phone page at the end)."""
        best = max(game.scores)
        leaders = ", ".join(
            p.name for p, score in zip(game.setup.players, game.scores, strict=True) if score == best
        )
        if game.scores.count(best) > 1:
            said = self.tr("A tie at %n point(s): {names}", "", countable(best))
        else:
            said = self.tr("{names} wins with %n point(s)", "", countable(best))
        return exact(said, best).format(names=leaders)

    def event_sentence(self, event: ScoreEvent, player: str) -> str:
        """The base game's features and corrections said here; an expansion's own score
        sources by its UI half, which may also add its items to a feature's words."""
        said = first(half.event_sentence(event, player, self) for half in self.halves)
        if said is not None:
            return said
        points = self.points(event.points)
        if event.source == "adjustment":
            return self.tr("Correction for {player}: {points} ({reason})").format(
                player=player, points=points, reason=event.reason or ""
            )
        items = {item.what: item.count for item in event.items}
        tiles = items.get("tiles", 0)
        if event.source == "road":
            what = self.tr("a road of %n tile(s)", "", tiles)
        elif event.source == "city":
            what = self.tr("a city of %n tile(s)", "", tiles)
            if items.get("pennants"):
                pennants = self.tr("%n pennant(s)", "", items["pennants"])
                what = self.tr("{city} with {pennants}").format(city=what, pennants=pennants)
        elif event.source == "cloister":
            what = (
                self.tr("a cloister with %n of 9 tiles", "", tiles) if event.final else self.tr("a cloister")
            )
        elif event.source == "field":
            what = self.tr("a field touching %n completed city(s)", "", items.get("cities", 0))
        else:
            what = event.source
        what = self.with_items(event, what)
        if event.final:
            return self.tr("Game end: {player} scores {what}: {points}").format(
                player=player, what=what, points=points
            )
        # (whoever holds it scores, not whoever placed the tile that completed it)
        return self.tr("Completed: {player} scores {what}: {points}").format(
            player=player, what=what, points=points
        )

    def with_items(self, event: ScoreEvent, what: str) -> str:
        """A feature's words with what the expansions' items add ("with an inn", "with 2
        correct signposts"), for the log and for a follower's tooltip alike."""
        for half in self.halves:
            what = half.feature_items(event, what)
        return what

    def log_line(self, entry: ScoreEvent | Note, player: str, game: Game | None = None) -> str:
        if isinstance(entry, ScoreEvent):
            sentence = self.event_sentence(entry, player)
        else:
            sentence = self.note(entry, player, game)
        return self.tr("Turn {turn}: {sentence}").format(turn=entry.turn, sentence=sentence)

    def note(self, note: Note, player: str, game: Game | None = None) -> str:
        """What happened without points; ``game`` names the tiles a note speaks of. An
        expansion's notes are said by its UI half."""
        said = first(half.note_sentence(note, player, self) for half in self.halves)
        if said is not None:
            return said
        if note.what == "discard":
            return self.tr("{tile} fits nowhere: discarded").format(tile=self.tile_name(note.subject, game))
        if note.what == "nobody-scores":
            return self.nobody_scores(note.subject)
        if note.what == "outvoted":
            return self.outvoted(note.subject).format(player=player)
        return note.what

    def outvoted(self, source: str) -> str:
        """A player whose followers lost the majority of a scored feature ({player}): the
        line after the winners' points says who did not score, and why."""
        return {
            "road": self.tr("{player} is outvoted on the road and scores nothing"),
            "city": self.tr("{player} is outvoted in the city and scores nothing"),
            "field": self.tr("{player} is outvoted in the field and scores nothing"),
        }.get(source, self.tr("{player} is outvoted and scores nothing"))

    def nobody_scores(self, source: str) -> str:
        """Why nothing happened where players expect points: a completed feature nobody holds."""
        return {
            "road": self.tr("Nobody scores the completed road: no follower on it"),
            "city": self.tr("Nobody scores the completed city: no follower on it"),
            "cloister": self.tr("Nobody scores the completed cloister: no monk on it"),
        }.get(source, self.tr("nobody scores"))

    def figure_name(self, role: str) -> str:
        """A follower as the log names it, by its role (``carc_assist.rules.hooks.role``); an
        expansion's figures by its UI half."""
        said = first(half.figure_name(role) for half in self.halves)
        if said is not None:
            return said
        names = {
            "knight": self.tr("a knight"),
            "thief": self.tr("a thief"),
            "monk": self.tr("a monk"),
            "farmer": self.tr("a farmer"),
        }
        return names.get(role, self.tr("a follower"))

    def tile_name(self, tile_id: str, game: Game | None) -> str:
        """A tile as players see it ("City on one side, straight road"), from the game's tile
        definitions; without a game at hand, its letter."""
        if game is None:
            return short_id(tile_id)
        return self._names.name(game.tile(tile_id))

    def location_words(self, location: str) -> str | None:
        """Where on its tile a spot lies, in words ("north-west"), for lists that must tell
        spots apart; None for a place off the tile's sides (a crown field: its half names it)."""
        on_tile = _ON_TILE.fullmatch(location)  # "Nw", or "1,2:Nw" on a tile of several squares
        if on_tile is None:
            return None  # a place of an expansion's own, off the tile
        place = on_tile.group(1)
        side = {"N": self.tr("north"), "E": self.tr("east"), "S": self.tr("south"), "W": self.tr("west")}
        corner = {
            "N": {"w": self.tr("north-west"), "e": self.tr("north-east")},
            "E": {"n": self.tr("north-east"), "s": self.tr("south-east")},
            "S": {"e": self.tr("south-east"), "w": self.tr("south-west")},
            "W": {"s": self.tr("south-west"), "n": self.tr("north-west")},
        }
        if place in side:
            return side[place]
        if len(place) == 2 and place[1] in corner.get(place[0], {}):
            return corner[place[0]][place[1]]
        if place in ("C", "T") or place.startswith("I"):
            return self.tr("middle")
        return None

    def square_words(self, at: tuple[int, int], game: Game) -> str:
        """A square of the board in words, from the start tile ("2 east, 1 north of the start
        tile"; from its north-west square when it covers several, as the wheel does): what a
        player can count on the table, where coordinates mean nothing."""
        x, y = at  # the start tile lies at (0, 0): its north-west square, when it has several
        parts = []
        if x:
            parts.append((self.tr("{n} east") if x > 0 else self.tr("{n} west")).format(n=abs(x)))
        if y:
            parts.append((self.tr("{n} south") if y > 0 else self.tr("{n} north")).format(n=abs(y)))
        several = len(game.board.placed[0].squares) > 1
        if not parts:
            return (
                self.tr("the start tile's north-west square")
                if several
                else self.tr("the start tile's square")
            )
        where = ", ".join(parts)
        if several:
            return self.tr("{where} of the start tile's north-west square").format(where=where)
        return self.tr("{where} of the start tile").format(where=where)

    def place_figure(self, place: str) -> str | None:
        """A figure on a place of an expansion's own, off the tiles (a crown field), as its UI
        half says it."""
        return first(half.place_figure(place) for half in self.halves)

    def tile_description(self, tile_id: str, game: Game) -> str:
        """A tile's name and its edges (what tells apart two tiles of one name)."""
        return self._names.description(game.tile(tile_id))

    def spot_figure(self, game: Game, location: str) -> str:
        """The follower a spot of the tile just placed takes ("a monk"), by the feature it
        stands on; off the tile, by the expansion whose place it is (the wheel's crown
        fields). The board's spot tooltips and the undo menu both say it from here."""
        placed = game.board.placed[-1]  # a follower goes on the tile placed this turn
        segment = placed.segment_at(location)
        if segment is None:
            said = self.place_figure(location)
            return self.figure_name("") if said is None else said
        return self.figure_name(role(game.board.feature(segment).kind))

    def action_label(self, action: Action, game: Game | None = None) -> str:
        """A short label for the undo/redo menu entries in the players' words ("place City
        on one side, straight road", "deploy a monk"): no codes, no coordinates. ``game`` is
        the game as it stands when the action is the last one done or the next one redone;
        without it, tiles go by their letters and a follower is "a follower". An expansion's
        own actions are named by its UI half."""
        said = first(half.action_label(action, game, self) for half in self.halves)
        if said is not None:
            return said
        if isinstance(action, Draw):
            return self.tr("draw {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Place):
            return self.tr("place {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Follower):
            figure = self.figure_name("") if game is None else self.spot_figure(game, action.location)
            return self.tr("deploy {figure}").format(figure=figure)
        if isinstance(action, Pass):
            return self.tr("no follower")
        if isinstance(action, Discard):
            return self.tr("discard {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Adjust):
            return self.tr("correction for {player}").format(player=action.player)
        if isinstance(action, End):
            return self.tr("end of the game")
        if isinstance(action, DrawSeveral):
            return self.tr("draw {tile}").format(tile=self._tile_names(action.tiles, game))
        if isinstance(action, DiscardSeveral):
            return self.tr("discard {tile}").format(tile=self._tile_names(action.tiles, game))
        return action.notation()

    def _tile_names(self, tiles: tuple[str, ...], game: Game | None) -> str:
        """Several tiles, each by its name (names hold commas: they are kept apart by "; ")."""
        return "; ".join(self.tile_name(tile, game) for tile in tiles)

    def source_name(self, source: str) -> str:
        """A score source as a table's column names it; an expansion's by its UI half."""
        said = first(half.source_name(source) for half in self.halves)
        if said is not None:
            return said
        names = {
            "road": self.tr("Roads"),
            "city": self.tr("Cities"),
            "cloister": self.tr("Cloisters"),
            "field": self.tr("Fields"),
            "adjustment": self.tr("Corrections"),
        }
        return names.get(source, source)


def figure_role(game: Game, figure: Figure) -> str:
    """What a figure is, the key ``Texts.figure_name`` names it by: a follower by its feature
    (``role``: knight, farmer …), a builder, a pig, the big follower by its kind."""
    if figure.kind != FOLLOWER:
        return figure.kind
    return role(game.board.feature(figure.segment).kind)
