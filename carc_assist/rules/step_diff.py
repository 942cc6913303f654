"""What one action changed, worked out from the game seen before and after it: the
``Seen`` of a state (where the game stands, with named fields), and ``brought``, the parts
of a ``steps.Step`` that two of them differ by. ``Game.push`` and ``Game.pop`` make a
``Step`` from these; nothing else does.

Both are named tuples built with ``tuple.__new__`` (a named tuple's own ``__new__`` is a
call of its own, and two are made for every action pushed: about a tenth of a push).
"""

from __future__ import annotations

from typing import NamedTuple

from carc_assist.table.board import PlacedTile
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.figures import Figure
from carc_assist.table.geometry import Square
from carc_assist.table.phases import OVER


class Lengths(NamedTuple):
    """How many events, notes and placed tiles the game held (before an action): an action
    only appends to those lists, and its undo takes them off again, so what it brought is
    their tail beyond these."""

    events: int
    notes: int
    placed: int


class Seen(NamedTuple):
    """Where the game stands, for the ``Step`` an action or its undo makes: the events,
    notes and placed tiles beyond given ``Lengths`` (the tail is copied, not the game's
    length), a copy of the figures on the board (a handful), the scores and the figures
    left (followers, then each kind with a supply of its own), the turn and the phase, the
    tile in hand and how many tiles the bag holds (every action that changes the bag's tiles
    changes how many it holds: a draw takes, a choice among tiles drawn together puts back)."""

    events: tuple[ScoreEvent, ...]
    notes: tuple[Note, ...]
    placed: tuple[PlacedTile, ...]
    figures: dict[tuple[Square, str], Figure]
    scores: tuple[int, ...]
    supplies: tuple[int, ...]
    turn: int
    phase: str
    held: str | None
    bag_total: int


class Brought(NamedTuple):
    """What an action brought: a ``Step``'s fields but its action, its prompt and whether it
    was undone (``Step(action, *brought, prompt, undone)``)."""

    events: tuple[ScoreEvent, ...]
    notes: tuple[Note, ...]
    squares: frozenset[Square]
    tiles: bool
    figures: bool
    players: frozenset[int]
    turn: bool
    bag: bool
    held: bool


def brought(before: Seen, after: Seen) -> Brought:
    """What an action brought, seen before and after it (of its undo: after and before it):
    its events, its notes, the squares it touched (tiles placed, figures come or gone,
    features scored or noted), and whether the tiles, the figures, each player's score or
    figures left, the turn (or whether the game is over), the bag and the tile in hand
    changed. ``after`` holds the lists' tails beyond their lengths in ``before``."""
    squares: set[Square] = set()
    # plain loops: most actions bring no tile, event or note, and an empty loop costs less
    # than the generators an update from all at once would make
    for tile in after.placed:
        squares.update(tile.squares)
    figures_before, figures = before.figures, after.figures
    moved = figures != figures_before  # most actions move no figure (comparing hashes nothing)
    if moved:
        squares.update(square for square, _ in figures.keys() ^ figures_before.keys())
    for event in after.events:
        squares.update(event.squares)
    for note in after.notes:
        squares.update(note.squares)
    scores, scores_now, supplies, supplies_now = before.scores, after.scores, before.supplies, after.supplies
    players: frozenset[int] = frozenset()
    if scores != scores_now or supplies != supplies_now:
        count = len(scores)
        players = frozenset(
            player
            for player in range(count)
            if scores[player] != scores_now[player] or supplies[player::count] != supplies_now[player::count]
        )
    fields = (
        after.events,
        after.notes,
        frozenset(squares),
        bool(after.placed),
        moved,
        players,
        after.turn != before.turn or (after.phase == OVER) != (before.phase == OVER),
        after.bag_total != before.bag_total,
        after.held != before.held,
    )
    return tuple.__new__(Brought, fields)
