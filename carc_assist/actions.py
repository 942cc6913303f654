"""The players' actions, as small immutable values.

Each action has a ``notation`` a human can type (``place base/V 1,0 90``) and converts to and
from its record form (``{"place": "base/V", "at": [1, 0], "rotation": 90}``), in the spirit
of python-chess's ``Move.from_uci()``. Like python-chess's ``Move`` they are hashable values
that nobody changes, but not ``frozen`` dataclasses: a frozen one costs three times as much
to build, and the app reads dozens of legal placements every turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_assist.geometry import ROTATION_DEGREES, Square


class ActionError(ValueError):
    """An action that cannot be read (as opposed to one the rules forbid)."""


@dataclass(slots=True, unsafe_hash=True)
class Draw:
    tile: str

    def notation(self) -> str:
        return f"draw {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"draw": self.tile}


@dataclass(slots=True, unsafe_hash=True)
class Place:
    tile: str
    at: Square
    rotation: int = 0
    """degrees clockwise: 0, 90, 180 or 270"""

    def notation(self) -> str:
        return f"place {self.tile} {self.at[0]},{self.at[1]} {self.rotation}"

    def to_record(self) -> dict[str, object]:
        return {"place": self.tile, "at": [self.at[0], self.at[1]], "rotation": self.rotation}


@dataclass(slots=True, unsafe_hash=True)
class Follower:
    location: str

    def notation(self) -> str:
        return f"follower {self.location}"

    def to_record(self) -> dict[str, object]:
        return {"follower": self.location}


@dataclass(slots=True, unsafe_hash=True)
class Pass:
    """No follower this turn. Records leave it out; loading puts it back where implied."""

    def notation(self) -> str:
        return "pass"

    def to_record(self) -> dict[str, object]:
        return {}


@dataclass(slots=True, unsafe_hash=True)
class Discard:
    tile: str

    def notation(self) -> str:
        return f"discard {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"discard": self.tile}


@dataclass(slots=True, unsafe_hash=True)
class Adjust:
    player: str
    points: int
    reason: str

    def notation(self) -> str:
        return f"adjust {self.player} {self.points:+d} {self.reason}"

    def to_record(self) -> dict[str, object]:
        return {"adjust": {"player": self.player, "points": self.points, "reason": self.reason}}


@dataclass(slots=True, unsafe_hash=True)
class TakeBack:
    """Festival: take one's own figure back. ``where`` is ``(x, y, location)`` on the board,
    or a name such as ``crown:tax:0`` for a figure off the board."""

    where: tuple[int, int, str] | str

    def notation(self) -> str:
        where = self.where if isinstance(self.where, str) else "{},{} {}".format(*self.where)
        return f"take-back {where}"

    def to_record(self) -> dict[str, object]:
        return {"take-back": self.where if isinstance(self.where, str) else list(self.where)}


@dataclass(slots=True, unsafe_hash=True)
class DrawSeveral:
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
class Keep:
    """Fortune tellers: the tile kept among those drawn; the others go back into the bag."""

    tile: str

    def notation(self) -> str:
        return f"keep {self.tile}"

    def to_record(self) -> dict[str, object]:
        return {"keep": self.tile}


@dataclass(slots=True, unsafe_hash=True)
class DiscardSeveral:
    """Fortune tellers: none of the tiles drawn fits anywhere: they all leave the game.
    At least two: one tile held is a ``Discard``."""

    tiles: tuple[str, ...]

    def __post_init__(self) -> None:
        _check_several(self.tiles)

    def notation(self) -> str:
        return "discard " + " ".join(self.tiles)

    def to_record(self) -> dict[str, object]:
        return {"discard": list(self.tiles)}


@dataclass(slots=True, unsafe_hash=True)
class PlagueChoice:
    """Wheel of Fortune, Plague: the next player in order takes back this follower."""

    where: tuple[int, int, str]

    def notation(self) -> str:
        return "plague {},{} {}".format(*self.where)

    def to_record(self) -> dict[str, object]:
        return {"plague": list(self.where)}


@dataclass(slots=True, unsafe_hash=True)
class End:
    def notation(self) -> str:
        return "end"

    def to_record(self) -> dict[str, object]:
        return {"end": True}


Action = (
    Draw
    | Place
    | Follower
    | Pass
    | Discard
    | Adjust
    | TakeBack
    | PlagueChoice
    | DrawSeveral
    | Keep
    | DiscardSeveral
    | End
)


def from_record(raw: object) -> Action:
    """Read one action of a record; ActionError says what is wrong with it."""
    if not isinstance(raw, dict):
        raise ActionError("an action must be a JSON object")
    keys = set(raw)
    if "place" in keys:
        if keys - {"place", "at", "rotation"}:
            raise ActionError(f"unexpected keys {sorted(keys - {'place', 'at', 'rotation'})}")
        at = raw.get("at")
        if not (isinstance(at, list) and len(at) == 2 and all(_is_int(v) for v in at)):
            raise ActionError("'at' must be [x, y] with whole numbers")
        rotation = raw.get("rotation", 0)
        if not _is_int(rotation) or rotation not in ROTATION_DEGREES:
            raise ActionError(f"rotation must be 0, 90, 180 or 270, not {rotation!r}")
        return Place(_tile_id(raw["place"]), (at[0], at[1]), rotation)
    if len(keys) != 1:
        raise ActionError(f"an action has exactly one kind, not {sorted(keys) or 'none'}")
    (kind,) = keys
    value = raw[kind]
    if kind == "draw":
        tiles = _tile_ids(value)
        return DrawSeveral(tiles) if len(tiles) > 1 else Draw(tiles[0])
    if kind == "follower":
        if not isinstance(value, str) or not value:
            raise ActionError('\'follower\' must be a location name such as "N" or "C"')
        return Follower(value)
    if kind == "discard":
        tiles = _tile_ids(value)
        return DiscardSeveral(tiles) if len(tiles) > 1 else Discard(tiles[0])
    if kind == "adjust":
        return _adjust(value)
    if kind == "end":
        if value is not True:
            raise ActionError("'end' must be true")
        return End()
    if kind == "take-back":
        return _take_back(value)
    if kind == "plague":
        if not _is_location(value):
            raise ActionError("'plague' needs [x, y, \"LOCATION\"]")
        assert isinstance(value, list)
        return PlagueChoice((value[0], value[1], value[2]))
    if kind == "keep":
        return Keep(_tile_id(value))
    raise ActionError(f"unknown action {kind!r}")


def _take_back(value: object) -> TakeBack:
    if isinstance(value, str) and value:
        return TakeBack(value)
    if _is_location(value):
        assert isinstance(value, list)
        return TakeBack((value[0], value[1], value[2]))
    raise ActionError('\'take-back\' needs [x, y, "LOCATION"] or a name such as "crown:tax:0"')


def _adjust(value: object) -> Adjust:
    if not isinstance(value, dict) or set(value) != {"player", "points", "reason"}:
        raise ActionError("'adjust' needs exactly player, points and reason")
    player, points, reason = value["player"], value["points"], value["reason"]
    if not isinstance(player, str) or not _is_int(points) or not isinstance(reason, str):
        raise ActionError("'adjust' needs a player name, whole points and a reason text")
    return Adjust(player, points, reason)


def _tile_ids(value: object) -> tuple[str, ...]:
    """A tile id, or a list of them (a one-element list is the same as the id alone)."""
    if not isinstance(value, list):
        return (_tile_id(value),)
    if not value:
        raise ActionError("an empty list of tiles")
    return tuple(_tile_id(v) for v in value)


def _check_several(tiles: tuple[str, ...]) -> None:
    if len(tiles) < 2:
        raise ActionError(
            f"a drawing of several needs at least 2 tiles, not {len(tiles)} (one is a plain action)"
        )


def _tile_id(value: object) -> str:
    if not isinstance(value, str) or "/" not in value:
        raise ActionError(f'{value!r} is not a tile id such as "base/D"')
    return value


def _is_location(value: object) -> bool:
    """``[x, y, "LOCATION"]``"""
    return (
        isinstance(value, list)
        and len(value) == 3
        and _is_int(value[0])
        and _is_int(value[1])
        and isinstance(value[2], str)
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
