"""What the game tells its views, typed: the ``Step`` an action (or its undo) made (what
changed, for the views to update from it alone), the ``Prompt`` the game waits on with
what is allowed now, the ``FieldHolders`` of a field, and the
``FeatureScore`` of a feature now. The views draw these instead of working a rule out again.

They are named tuples: immutable, quick to build, and quick to define (the package's import
stays quick).
"""

from __future__ import annotations

from typing import NamedTuple

from carc_assist.table.actions import Action
from carc_assist.table.board import Feature
from carc_assist.table.events import Item, Note, ScoreEvent
from carc_assist.table.geometry import Square


class Prompt(NamedTuple):
    """What the game waits for now, and from whom.

    ``kind`` is the phase: ``draw``, ``place``, ``follower``, ``over``, or an expansion's own
    step (``choose`` among tiles drawn together, ``plague``). ``player`` chooses (in the plague,
    each in turn, not only the current player). ``draws`` is how many tiles may be drawn at
    once (more than 1 with fortune tellers). ``options`` are the choices of the follower step
    (deploying on the tile, and what expansions add, such as a festival take-back), the
    discard of a held tile that fits nowhere, or an expansion's step's choices. ``spots``: the
    locations on the tile just placed where a follower may stand now. What else is allowed
    now: passing (no follower: ``may_pass``), a score corrected by hand (``may_adjust``),
    ending the game (``may_end``)."""

    kind: str
    player: int
    draws: int
    options: tuple[Action, ...]
    spots: tuple[str, ...] = ()
    may_pass: bool = False
    may_adjust: bool = False
    may_end: bool = False

    def offers(self, kind: type[Action]) -> bool:
        """Whether a choice of ``kind`` (a discard, a take-back …) is among the options."""
        return any(isinstance(option, kind) for option in self.options)


class Step(NamedTuple):
    """What one action changed, said once by the engine so that each view updates from it
    alone (a view whose part it does not name does nothing): its scoring events and notes
    (the log's lines), the board squares it touched (tile placed, figures come and gone,
    features scored), and which parts of the game changed: the board's ``tiles``, its
    ``figures``, the ``players`` whose score or figures left changed, the ``turn`` (so whose
    turn it is, and last turn's points; or the game ended, or goes on again), the ``bag``'s
    tiles, the tile in hand (``held``); and the ``prompt`` the game waits on after it. For
    an undone action (``undone``), the same parts, brought and lost again (the prompt: the
    one after the undo)."""

    action: Action
    events: tuple[ScoreEvent, ...]
    notes: tuple[Note, ...]
    squares: frozenset[Square]
    tiles: bool
    figures: bool
    players: frozenset[int]
    turn: bool
    bag: bool
    held: bool
    prompt: Prompt
    undone: bool = False


class FieldHolders(NamedTuple):
    """A field with farmers, and the players who hold its majority now (several on a tie)."""

    feature: Feature
    players: tuple[int, ...]


class FeatureScore(NamedTuple):
    """What a feature would score now, expansion items included: ``points`` (explained by
    ``items``) to each of the ``winners``. ``final``: the value if the game ended now (the
    feature is not completed, or is a field), else the value of a completed feature."""

    kind: str
    tiles: int
    squares: frozenset[Square]
    points: int
    items: tuple[Item, ...]
    winners: tuple[int, ...]
    final: bool
