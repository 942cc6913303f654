"""Sane bounds on what records and tile sets may hold, with refusals that name the bound.

No real game comes near these limits; a crafted or broken file does, and without them it costs
minutes or gigabytes (a million actions, a name of a million characters, a tile whose squares
lie a billion squares apart). The pydantic fields of ``record`` and ``tileset_file`` are built
from these numbers in ``bounded_fields``; this module stays free of pydantic, so that the
setup can use it without slowing ``import carc_assist``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: player names (``shared/spec/record.md``, "Bounds")
MAX_NAME = 40
#: a tile set's title: players title their sets like "Carcassonne: De Wegwijzers
#: (mini-uitbreiding, 2021)", and earlier versions wrote such titles
MAX_TITLE = 200
#: an adjustment's reason
MAX_REASON = 200
#: an adjustment's points, either way
MAX_ADJUST_POINTS = 1000
MAX_ACTIONS = 100_000
#: copies of one tile in a set
MAX_COUNT = 100
MAX_TILES_PER_SET = 500
#: tile sets in one game, and user sets a record carries
MAX_SETS = 50
#: rule options a record may name (there are 5 today; an unknown one is refused by the setup)
MAX_OPTIONS = 32
#: squares of a tile covering several (the wheel has 16), and how far they reach from (0, 0)
MAX_SQUARES = 16
MAX_OFFSET = 15
#: segments of one tile (the wheel has 9; sixteen squares of four roads and four fields would
#: have 128), and locations one of them lists
MAX_FEATURES = 128
MAX_LOCATIONS = 8 * MAX_SQUARES
#: characters of one location (``-15,-15:Nw`` has ten)
MAX_LOCATION_TEXT = 16
#: a set's name and a tile's name (``SET/NAME``): the tile editor took names of any length
#: before the bounds came, and ``.SET.json`` with the atomic writer's temporary suffix stays
#: well within a file system's 255 bytes
MAX_SET_NAME = 200
MAX_TILE_NAME = 200
#: letters, digits, ``-`` and ``_``: ``SET/NAME``
TILE_ID = rf"^[A-Za-z0-9_-]{{1,{MAX_SET_NAME}}}/[A-Za-z0-9_-]{{1,{MAX_TILE_NAME}}}$"
SET_NAME = rf"^[A-Za-z0-9_-]{{1,{MAX_SET_NAME}}}$"
_TILE_ID = re.compile(TILE_ID)


class LimitError(ValueError):
    """A value beyond one of the bounds; the message names the bound."""


def tile_id_problem(value: object) -> str | None:
    """Why ``value`` breaks the tile id grammar, or None (another type than text is left to
    the action's reader, which says what it expected)."""
    if isinstance(value, str) and not _TILE_ID.fullmatch(value):
        return (
            f"{value!r} is not a tile id: SET/NAME of letters, digits, - and _ "
            f"(the set's name at most {MAX_SET_NAME} long, the tile's at most {MAX_TILE_NAME})"
        )
    return None


def shortened(text: str, bound: int, tail: str = "") -> str:
    """``text`` cut to ``bound`` characters, the last kept one replaced by an ellipsis (which
    says it was cut), then ``tail``: how a text an earlier version wrote beyond a bound added
    later is read (``shared/spec/record.md``, "Bounds")."""
    return text[: bound - 1 - len(tail)] + "…" + tail


def adjustment_problem(points: object, reason: object) -> tuple[str, str, int] | None:
    """Why an adjustment's points or reason go beyond their bounds, as (key, English reason,
    the bound), or None."""
    if isinstance(points, int) and abs(points) > MAX_ADJUST_POINTS:
        message = f"an adjustment is at most {MAX_ADJUST_POINTS} points either way"
        return "adjustment-points", message, MAX_ADJUST_POINTS
    if isinstance(reason, str) and (len(reason) > MAX_REASON or not reason.isprintable()):
        message = f"an adjustment's reason is printable text of at most {MAX_REASON} characters"
        return "adjustment-reason", message, MAX_REASON
    return None


def check_squares(squares: Sequence[tuple[int, int]]) -> None:
    """LimitError unless a multi-square tile's squares are few, near (0, 0), and joined side
    by side (the painter and the board draw them as one piece)."""
    if len(squares) > MAX_SQUARES:
        raise LimitError(f"a tile covers at most {MAX_SQUARES} squares")
    if any(abs(c) > MAX_OFFSET for square in squares for c in square):
        raise LimitError(f"a square's offsets are at most {MAX_OFFSET} either way")
    if not squares:
        return
    todo, reached = [squares[0]], {squares[0]}
    wanted = set(squares)
    while todo:
        x, y = todo.pop()
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if near in wanted and near not in reached:
                reached.add(near)
                todo.append(near)
    if reached != wanted:
        raise LimitError("a tile's squares must be joined side by side")
