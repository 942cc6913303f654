"""The steps a turn goes through, and the error for an action the rules forbid.

They live apart from ``game`` so that the expansions can name them without importing the
game (which would make a cycle: the game runs the expansions' hooks).
"""

from __future__ import annotations

DRAW = "draw"
PLACE = "place"
FOLLOWER = "follower"
OVER = "over"


class IllegalAction(ValueError):
    """An action the rules forbid now. ``str()`` says why in English (the command line and a
    record's errors show it); ``key`` and ``params`` (numbers, tile ids, locations, names) say
    the same as data, for the app to say it in the player's language. The core's keys are
    ``REFUSALS``; an expansion module lists its own in ``Expansion.REFUSALS``."""

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params

    def __reduce__(self) -> tuple[object, ...]:  # copy and pickle keep the key and params
        return (_rebuild, (type(self), str(self), self.key, self.params))


def _rebuild(kind: type[IllegalAction], message: str, key: str, params: dict[str, object]) -> IllegalAction:
    return kind(message, key, **params)


#: the keys of the core's refusals, with the names of their params
REFUSALS: dict[str, tuple[str, ...]] = {
    "game-over": (),
    "needs-expansion": ("action",),
    "wrong-step": ("phase",),
    "unknown-tile": ("tile",),
    "none-left": ("tile",),
    "not-held": ("held", "tile"),
    "nothing-held": (),
    "cannot-turn": ("tile",),
    "square-taken": ("x", "y"),
    "edges-differ": ("side", "have", "need"),
    "touches-nothing": ("x", "y"),
    "can-be-placed": ("tile",),
    "no-follower-left": (),
    "no-figure-left": ("kind",),
    "no-location": ("tile", "location"),
    "feature-occupied": ("location",),
    "deploy-not-now": (),
    "no-such-player": ("player",),
    "adjustment-points": ("most",),
    "adjustment-reason": ("most",),
    "place-taken": ("place",),
    "stack-first": ("tile", "first"),
    "cannot-stand-there": ("figure", "feature"),
}
