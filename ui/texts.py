"""Every sentence the app builds from engine keys and numbers, in one place, translatable.

The engine says *what* happened (source, counts); ``Texts`` says it in words, through Qt's
translation (context "Texts"), with plural forms where a number is counted. It is a QObject
only so that ``self.tr`` gives lupdate and Qt one context for all of them.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject

from carc_assist.actions import (
    Action,
    Adjust,
    Discard,
    DiscardSeveral,
    Draw,
    DrawSeveral,
    End,
    Follower,
    Keep,
    Pass,
    Place,
    PlagueChoice,
    TakeBack,
)
from carc_assist.events import Note, ScoreEvent
from carc_assist.game import Game
from carc_assist.tiles import ROLES
from ui.tile_names import TileNames


def short_id(tile_id: str) -> str:
    """``base/E`` → ``E``: the set is clear from the game; the letter is what players say."""
    return tile_id.split("/", 1)[1]


def sector_name(sector: str) -> str:
    """A wheel sector's name as printed (the tile painter's texts: one translation for all)."""
    return QCoreApplication.translate("TilePainter", sector.capitalize())


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


class Texts(QObject):
    def points(self, n: int) -> str:
        return exact(self.tr("%n point(s)", "", countable(n)), n)

    def event_sentence(self, event: ScoreEvent, player: str) -> str:
        items = {item.what: item.count for item in event.items}
        points = self.points(event.points)
        if event.source == "adjustment":
            return self.tr("Correction for {player}: {points} ({reason})").format(
                player=player, points=points, reason=event.reason or ""
            )
        tiles = items.get("tiles", 0)
        if event.source == "road":
            what = self.tr("a road of %n tile(s)", "", tiles)
            if items.get("signposts"):
                posts = self.tr("%n correct signpost(s)", "", items["signposts"])
                kinds = {item.what: item.types for item in event.items}.get("signposts")
                if kinds:
                    posts = self.tr("{posts} of {kinds}").format(
                        posts=posts, kinds=self.tr("%n type(s)", "", kinds)
                    )
                what = self.tr("{road} with {posts}").format(road=what, posts=posts)
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
        elif event.source.startswith("wheel:"):
            return self._wheel_sentence(event.source[len("wheel:") :], items, player, points)
        elif event.source == "tent":
            return self.tr("{player} completes a fortune teller's tent: {points}").format(
                player=player, points=points
            )
        elif event.source == "wind-rose":
            return self.tr("{player} places a quarter wind rose in its own section: {points}").format(
                player=player, points=points
            )
        else:
            what = event.source
        if event.final:
            return self.tr("Game end: {player} scores {what}: {points}").format(
                player=player, what=what, points=points
            )
        return self.tr("{player} completes {what}: {points}").format(player=player, what=what, points=points)

    def _wheel_sentence(self, sector: str, items: dict[str, int], player: str, points: str) -> str:
        if sector == "fortune":
            return self.tr("Fortune smiles on {player}: {points}").format(player=player, points=points)
        if sector == "tax":
            knights = self.tr("%n knight(s)", "", items.get("knights", 0))
            if items.get("pennants"):
                pennants = self.tr("%n pennant(s)", "", items["pennants"])
                return self.tr("Tax: {player}'s {knights} in a city with {pennants}: {points}").format(
                    player=player, knights=knights, pennants=pennants, points=points
                )
            return self.tr("Tax: {player}'s {knights} in a city: {points}").format(
                player=player, knights=knights, points=points
            )
        if sector == "famine":
            return self.tr("Famine: {player}'s {farmers} by {cities}: {points}").format(
                player=player,
                farmers=self.tr("%n farmer(s)", "", items.get("farmers", 0)),
                cities=self.tr("%n completed city(s)", "", items.get("cities", 0)),
                points=points,
            )
        if sector == "storm":
            return self.tr("Storm: {player} has {supply} in supply: {points}").format(
                player=player, supply=self.tr("%n follower(s)", "", items.get("supply", 0)), points=points
            )
        if sector == "inquisition":
            return self.tr("Inquisition: {player}'s {monks}: {points}").format(
                player=player, monks=self.tr("%n monk(s)", "", items.get("monks", 0)), points=points
            )
        return self.tr("{player}'s crown field pays: {points}").format(player=player, points=points)

    def log_line(self, entry: ScoreEvent | Note, player: str, game: Game | None = None) -> str:
        if isinstance(entry, ScoreEvent):
            sentence = self.event_sentence(entry, player)
        else:
            sentence = self.note(entry, player, game)
        return self.tr("Turn {turn}: {sentence}").format(turn=entry.turn, sentence=sentence)

    def note(self, note: Note, player: str, game: Game | None = None) -> str:
        """What happened without points; ``game`` names the tiles a note speaks of."""
        if note.what == "take-back":
            return self.tr("{player} takes {figure} back (festival)").format(
                player=player, figure=self.figure_name(note.subject)
            )
        if note.what == "wheel":
            return self.tr("The wheel turns: the pig stops on {sector}").format(
                sector=sector_name(note.subject)
            )
        if note.what == "plague":
            return self.tr("Plague: {player} sends {figure} home").format(
                player=player, figure=self.figure_name(note.subject)
            )
        if note.what == "discard":
            return self.tr("{tile} fits nowhere: discarded").format(tile=self.tile_name(note.subject, game))
        if note.what == "rose-takeover":
            return self.tr("The new blue rose takes over: the sections are counted from it now")
        if note.what == "nobody-scores":
            return self.nobody_scores(note.subject)
        return note.what

    def nobody_scores(self, source: str) -> str:
        """Why nothing happened where players expect points: a completed feature nobody holds,
        or a wheel sector that pays (or strikes) by figures nobody has (``wheel.json``'s
        sectors; the rules in ``shared/rules/wheel-of-fortune.md``)."""
        features = {
            "road": self.tr("Nobody scores the completed road: no follower on it"),
            "city": self.tr("Nobody scores the completed city: no follower on it"),
            "cloister": self.tr("Nobody scores the completed cloister: no monk on it"),
        }
        if source in features:
            return features[source]
        sector = source.removeprefix("wheel:")
        why = {
            "tax": self.tr("nobody scores, no one has a knight in a city"),
            "famine": self.tr("nobody scores, no farmer's field touches a completed city"),
            "storm": self.tr("nobody scores, no one has a follower in their supply"),
            "inquisition": self.tr("nobody scores, no one has a monk on the board"),
            "plague": self.tr("nobody goes home, no one has a follower on a land tile"),
        }.get(sector, self.tr("nobody scores"))
        return self.tr("{sector}: {why}").format(sector=self.source_name(source), why=why)

    def figure_name(self, role: str) -> str:
        """A follower as the log names it, by its role (``carc_assist.tiles.ROLES``), or one on
        a crown field of the wheel."""
        names = {
            "knight": self.tr("a knight"),
            "thief": self.tr("a thief"),
            "monk": self.tr("a monk"),
            "farmer": self.tr("a farmer"),
            "fortune-teller": self.tr("a fortune teller"),
            "crown": self.tr("a follower from a crown field"),
        }
        return names.get(role, self.tr("a follower"))

    def tile_name(self, tile_id: str, game: Game | None) -> str:
        """A tile as players see it ("City on one side, straight road"), from the game's tile
        definitions; without a game at hand, its letter."""
        if game is None:
            return short_id(tile_id)
        return TileNames(self).name(game.tile(tile_id))

    def spot_figure(self, game: Game, location: str) -> str:
        """The follower a spot of the tile just placed takes ("a monk"), by the feature it
        stands on; off the tile, on the wheel's crown field (the only such places). The
        board's spot tooltips and the undo menu both say it from here."""
        placed = game.board.placed[-1]  # a follower goes on the tile placed this turn
        segment = placed.segment_at(location)
        if segment is None:
            return self.tr("a follower on a crown field")
        return self.figure_name(ROLES[game.board.feature(segment).kind])

    def action_label(self, action: Action, game: Game | None = None) -> str:
        """A short label for the undo/redo menu entries in the players' words ("place City
        on one side, straight road", "deploy a monk"): no codes, no coordinates. ``game`` is
        the game as it stands when the action is the last one done or the next one redone;
        without it, tiles go by their letters and followers by their spots' names."""
        if isinstance(action, Draw):
            return self.tr("draw {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Place):
            return self.tr("place {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Follower) and game is not None:
            return self.tr("deploy {figure}").format(figure=self.spot_figure(game, action.location))
        if isinstance(action, Follower):  # a list of a step's choices (the edit dialog) tells them apart
            return self.tr("follower on {location}").format(location=action.location)
        if isinstance(action, Pass):
            return self.tr("no follower")
        if isinstance(action, Discard):
            return self.tr("discard {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, Adjust):
            return self.tr("correction for {player}").format(player=action.player)
        if isinstance(action, End):
            return self.tr("end of the game")
        if isinstance(action, TakeBack):
            return self.tr("take a figure back")
        if isinstance(action, DrawSeveral):
            return self.tr("draw {tile}").format(tile=self._tile_names(action.tiles, game))
        if isinstance(action, DiscardSeveral):
            return self.tr("discard {tile}").format(tile=self._tile_names(action.tiles, game))
        if isinstance(action, Keep):
            return self.tr("keep {tile}").format(tile=self.tile_name(action.tile, game))
        if isinstance(action, PlagueChoice):
            return self.tr("send a follower home (plague)")
        return action.notation()

    def _tile_names(self, tiles: tuple[str, ...], game: Game | None) -> str:
        """Several tiles, each by its name (names hold commas: they are kept apart by "; ")."""
        return "; ".join(self.tile_name(tile, game) for tile in tiles)

    def source_name(self, source: str) -> str:
        names = {
            "road": self.tr("Roads"),
            "city": self.tr("Cities"),
            "cloister": self.tr("Cloisters"),
            "field": self.tr("Fields"),
            "adjustment": self.tr("Corrections"),
            "wind-rose": self.tr("Wind roses"),
            "tent": self.tr("Tents"),
            "wheel:crown": self.tr("Crown fields"),
        }
        if source in names:
            return names[source]
        if source.startswith("wheel:"):
            return sector_name(source.split(":", 1)[1])
        return source
