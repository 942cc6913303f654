"""Scoring events: every point in a game is one of these, with the counts that explain it.

The engine gives keys and numbers only; the UI turns them into translated sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from carc_assist.table.geometry import Square


@dataclass(frozen=True, slots=True)
class Item:
    """One line of an explanation: ``count`` of ``what`` (tiles, pennants, cities …) gave ``points``."""

    what: str
    count: int
    points: int
    #: how many kinds among the counted things (signposts of different types)
    types: int | None = None
    #: an item that says what happened and scores nothing itself (an abbot recalled): the
    #: record's output leaves its points out
    counts_only: bool = field(default=False, repr=False)

    def to_json(self) -> dict[str, object]:
        kinds = {} if self.types is None else {"types": self.types}
        points = {} if self.counts_only else {"points": self.points}
        return {"what": self.what, "count": self.count, **kinds, **points}


#: what a feature scores: its points, and the items that explain them
Value = tuple[int, tuple[Item, ...]]


@dataclass(frozen=True, slots=True)
class ScoreEvent:
    """``player`` (an index into the players) scored ``points`` from ``source`` in ``turn``.

    ``squares`` are the board squares of the scored feature, for the UI to highlight.
    ``reason`` is the players' own words for a hand adjustment. ``parts`` are the scored
    feature's segments, as (placed tile's origin, segment index on that tile): the part that
    counted, for the board to outline (a field's own segments, not its whole tiles).
    """

    turn: int
    player: int
    points: int
    source: str
    final: bool
    items: tuple[Item, ...]
    squares: frozenset[Square] = field(default=frozenset(), compare=False)
    reason: str | None = None
    parts: frozenset[tuple[Square, int]] = field(default=frozenset(), compare=False)


@dataclass(frozen=True, slots=True)
class Note:
    """Something that happened without points, for the log: a figure taken back, a tile
    discarded … ``what`` is a key (``take-back``, ``discard``), ``subject`` names the tile or
    the location, ``squares`` locate it on the board."""

    turn: int
    player: int
    what: str
    subject: str
    squares: frozenset[Square] = field(default=frozenset(), compare=False)
