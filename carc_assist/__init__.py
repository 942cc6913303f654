"""carc-assist's rules engine: pure Python, no Qt.

``Game`` plays a setup's actions with unlimited undo; ``record`` loads and saves games.
The record functions (and pydantic, which they use) load on first use, keeping this import
quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import carc_assist.expansions  # noqa: F401  registers the expansion modules (``carc_assist.rules.hooks``)
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Player, Setup, SetupError
from carc_assist.table.actions import Action, Adjust, Discard, Draw, End, Follower, Pass, Place
from carc_assist.table.phases import IllegalAction
from carc_assist.version import VERSION as __version__

if TYPE_CHECKING:
    from carc_assist.storage.record import RecordError, load, replay, save

__all__ = [
    "Action",
    "Adjust",
    "Discard",
    "Draw",
    "End",
    "Follower",
    "Game",
    "IllegalAction",
    "Pass",
    "Place",
    "Player",
    "RecordError",
    "Setup",
    "SetupError",
    "__version__",
    "load",
    "replay",
    "save",
]

_LAZY = {"RecordError", "load", "replay", "save"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from carc_assist.storage import record

        return getattr(record, name)
    raise AttributeError(f"module 'carc_assist' has no attribute {name!r}")
