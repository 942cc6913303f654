"""The players' actions, as small immutable values.

Each action has a ``notation`` a human can type (``place base/V 1,0 90``) and converts to and
from its record form (``{"place": "base/V", "at": [1, 0], "rotation": 90}``), in the spirit
of python-chess's ``Move.from_uci()``. Like python-chess's ``Move`` they are hashable values
that nobody changes, but not ``frozen`` dataclasses: a frozen one costs three times as much
to build, and the app reads dozens of legal placements every turn.

The kinds are open: each subclasses ``Action``, and each record key has one reader
(``reads``), so an expansion can add a kind of its own without touching this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from carc_assist.files.limits import tile_id_problem
from carc_assist.table.figures import FOLLOWER
from carc_assist.table.geometry import ROTATION_DEGREES, Square


class ActionError(ValueError):
    """An action that cannot be read (as opposed to one the rules forbid)."""


class Action:
    """A player's action. Every kind subclasses it: the game's own kinds here, and an
    expansion may add kinds of its own, with their record reader (``reads``)."""

    __slots__ = ()

    def notation(self) -> str:
        raise NotImplementedError

    def to_record(self) -> dict[str, object]:
        raise NotImplementedError

    def figure_taken(self) -> tuple[int, int, str] | None:
        """The board place ``(x, y, location)`` of the figure this action takes off the board
        (an expansion's: a festival's take-back, the plague's choice), if any: the board rings
        it among the choices."""
        return None

    def place_taken(self) -> str | None:
        """The place off the tiles (an expansion's own: a crown field) of the figure this
        action takes back, if any."""
        return None


Reader = Callable[[dict[str, Any]], Action]

#: record key → (the reader of an action with that key, the other keys it may have)
_READERS: dict[str, tuple[Reader, frozenset[str]]] = {}


def reads(key: str, *other_keys: str) -> Callable[[Reader], Reader]:
    """Register the reader of the record actions named by ``key`` (one reader per key)."""

    def register(reader: Reader) -> Reader:
        if key in _READERS:
            raise ValueError(f"the record key {key!r} is read already")
        _READERS[key] = (reader, frozenset(other_keys))
        return reader

    return register


@dataclass(slots=True, unsafe_hash=True)
class Draw(Action):
    tile: str

    def notation(self) -> str:
        return f"draw {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"draw": self.tile}


@dataclass(slots=True, unsafe_hash=True)
class Place(Action):
    tile: str
    at: Square
    rotation: int = 0
    """degrees clockwise: 0, 90, 180 or 270"""

    def notation(self) -> str:
        return f"place {self.tile} {self.at[0]},{self.at[1]} {self.rotation}"

    def to_record(self) -> dict[str, object]:
        return {"place": self.tile, "at": [self.at[0], self.at[1]], "rotation": self.rotation}


@dataclass(slots=True, unsafe_hash=True)
class Follower(Action):
    location: str

    def notation(self) -> str:
        return f"follower {self.location}"

    def to_record(self) -> dict[str, object]:
        return {"follower": self.location}


@dataclass(slots=True, unsafe_hash=True)
class Deploy(Action):
    """A figure of another kind than a follower deployed on the tile just placed (record
    ``{"follower": LOC, "figure": KIND}``): the module that declares the kind carries it out
    (its ``Expansion.apply``); a game without one refuses it as needing an expansion."""

    location: str
    figure: str

    def notation(self) -> str:
        return f"follower {self.location} {self.figure}"

    def to_record(self) -> dict[str, object]:
        return {"follower": self.location, "figure": self.figure}


@dataclass(slots=True, unsafe_hash=True)
class Pass(Action):
    """No follower this turn. Records leave it out; loading puts it back where implied."""

    def notation(self) -> str:
        return "pass"

    def to_record(self) -> dict[str, object]:
        return {}


@dataclass(slots=True, unsafe_hash=True)
class Discard(Action):
    tile: str

    def notation(self) -> str:
        return f"discard {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"discard": self.tile}


@dataclass(slots=True, unsafe_hash=True)
class Adjust(Action):
    player: str
    points: int
    reason: str

    def notation(self) -> str:
        return f"adjust {self.player} {self.points:+d} {self.reason}"

    def to_record(self) -> dict[str, object]:
        return {"adjust": {"player": self.player, "points": self.points, "reason": self.reason}}


@dataclass(slots=True, unsafe_hash=True)
class DrawSeveral(Action):
    """Fortune tellers: several tiles drawn at once (at most as many as the rules allow).
    At least two: one tile drawn is a ``Draw``, held at once with no choice to make."""

    tiles: tuple[str, ...]

    def __post_init__(self) -> None:
        _check_several(self.tiles)

    def notation(self) -> str:
        return "draw " + " ".join(self.tiles)

    def to_record(self) -> dict[str, object]:
        return {"draw": list(self.tiles)}


@dataclass(slots=True, unsafe_hash=True)
class DiscardSeveral(Action):
    """Fortune tellers: none of the tiles drawn fits anywhere: they all leave the game.
    At least two: one tile held is a ``Discard``. Here, not in the module, as ``DrawSeveral``:
    they share the record keys ``draw`` and ``discard`` with the plain actions."""

    tiles: tuple[str, ...]

    def __post_init__(self) -> None:
        _check_several(self.tiles)

    def notation(self) -> str:
        return "discard " + " ".join(self.tiles)

    def to_record(self) -> dict[str, object]:
        return {"discard": list(self.tiles)}


@dataclass(slots=True, unsafe_hash=True)
class End(Action):
    def notation(self) -> str:
        return "end"

    def to_record(self) -> dict[str, object]:
        return {"end": True}


def from_record(raw: object) -> Action:
    """Read one action of a record; ActionError says what is wrong with it."""
    if not isinstance(raw, dict):
        raise ActionError("an action must be a JSON object")
    keys = set(raw)
    for key, (reader, other_keys) in _READERS.items():
        if other_keys and key in keys:
            if keys - {key, *other_keys}:
                raise ActionError(f"unexpected keys {sorted(keys - {key, *other_keys})}")
            return reader(raw)
    if len(keys) != 1:
        raise ActionError(f"an action has exactly one kind, not {sorted(keys) or 'none'}")
    (kind,) = keys
    if kind not in _READERS:
        raise ActionError(f"unknown action {kind!r}")
    return _READERS[kind][0](raw)


@reads("place", "at", "rotation")
def _place(raw: dict[str, Any]) -> Action:
    at = raw.get("at")
    if not (isinstance(at, list) and len(at) == 2 and all(_is_int(v) for v in at)):
        raise ActionError("'at' must be [x, y] with whole numbers")
    rotation = raw.get("rotation", 0)
    if not _is_int(rotation) or rotation not in ROTATION_DEGREES:
        raise ActionError(f"rotation must be 0, 90, 180 or 270, not {rotation!r}")
    return Place(read_tile_id(raw["place"]), (at[0], at[1]), rotation)


def drawing(tiles: Sequence[str]) -> Draw | DrawSeveral:
    """The action of drawing these tiles at once: one tile is a plain ``Draw`` (the app
    gathers a fortune teller's picks, then sends this)."""
    return DrawSeveral(tuple(tiles)) if len(tiles) > 1 else Draw(tiles[0])


def discarding(tiles: Sequence[str]) -> Discard | DiscardSeveral:
    """The action of discarding these tiles: one tile is a plain ``Discard``."""
    return DiscardSeveral(tuple(tiles)) if len(tiles) > 1 else Discard(tiles[0])


@reads("draw")
def _draw(raw: dict[str, Any]) -> Action:
    return drawing(_tile_ids(raw["draw"]))


@reads("follower")
def _follower(raw: dict[str, Any]) -> Action:
    value = raw["follower"]
    if not isinstance(value, str) or not value:
        raise ActionError('\'follower\' must be a location name such as "N" or "C"')
    return Follower(value)


@reads("figure", "follower")
def _deploy(raw: dict[str, Any]) -> Action:
    location, figure = raw.get("follower"), raw["figure"]
    if not isinstance(location, str) or not location:
        raise ActionError("'figure' goes with 'follower', a location name such as \"N\" or \"C\"")
    if not isinstance(figure, str) or not figure or figure == FOLLOWER:
        raise ActionError(
            "'figure' names another kind of figure than a follower (leave it out for a follower)"
        )
    return Deploy(location, figure)


@reads("discard")
def _discard(raw: dict[str, Any]) -> Action:
    return discarding(_tile_ids(raw["discard"]))


@reads("end")
def _end(raw: dict[str, Any]) -> Action:
    if raw["end"] is not True:
        raise ActionError("'end' must be true")
    return End()


@reads("adjust")
def _adjust(raw: dict[str, Any]) -> Action:
    value = raw["adjust"]
    if not isinstance(value, dict) or set(value) != {"player", "points", "reason"}:
        raise ActionError("'adjust' needs exactly player, points and reason")
    player, points, reason = value["player"], value["points"], value["reason"]
    if not isinstance(player, str) or not _is_int(points) or not isinstance(reason, str):
        raise ActionError("'adjust' needs a player name, whole points and a reason text")
    return Adjust(player, points, reason)


def _tile_ids(value: object) -> tuple[str, ...]:
    """A tile id, or a list of them (a one-element list is the same as the id alone)."""
    if not isinstance(value, list):
        return (read_tile_id(value),)
    if not value:
        raise ActionError("an empty list of tiles")
    return tuple(read_tile_id(v) for v in value)


def _check_several(tiles: tuple[str, ...]) -> None:
    if len(tiles) < 2:
        raise ActionError(
            f"a drawing of several needs at least 2 tiles, not {len(tiles)} (one is a plain action)"
        )


def read_tile_id(value: object) -> str:
    """A record's tile id (an expansion's reader uses it too); ActionError if it is none."""
    if not isinstance(value, str) or "/" not in value:
        raise ActionError(f'{value!r} is not a tile id such as "base/D"')
    problem = tile_id_problem(value)
    if problem is not None:
        raise ActionError(problem)
    return value


def board_place(value: object) -> tuple[int, int, str] | None:
    """A record's ``[x, y, "LOCATION"]`` as a place on the board, None if it is not one (an
    expansion's reader uses it)."""
    if (
        isinstance(value, list)
        and len(value) == 3
        and _is_int(value[0])
        and _is_int(value[1])
        and isinstance(value[2], str)
    ):
        return value[0], value[1], value[2]
    return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
