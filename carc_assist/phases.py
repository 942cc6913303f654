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
    """An action the rules forbid now; the message says why."""
