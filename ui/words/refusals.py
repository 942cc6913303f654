"""Refusals in the player's language: the engine's ``IllegalAction`` says why in English (for
the command line and record files) and as a key with its params; this module turns the key
into a sentence (context "Refusal"), naming tiles by what they show and places in words, never
by codes ("Nw", "crown:tax:0", "base/E")."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from carc_assist.table.phases import IllegalAction
from ui.expansions.base import HALVES
from ui.words.tile_names import edge_kind_words, named

Params = Mapping[str, object]


def refusal(exc: IllegalAction) -> str:
    """Why the action was refused, in the player's language."""
    sentence = _sentences().get(exc.key)
    if sentence is None:  # a module's key this app does not know: its words, not a code
        return QCoreApplication.translate("Refusal", "This is not allowed now.")
    return sentence(exc.params)


def known_keys() -> frozenset[str]:
    """The keys there is a sentence for (the expansions' steps aside)."""
    return frozenset(key for key in _sentences() if not key.startswith("step-"))


def _sentences() -> dict[str, Callable[[Params], str]]:
    """The base game's sentences, then those of the expansions' UI halves."""
    return _SENTENCES | {key: said for half in HALVES for key, said in half.refusals().items()}


def _tile(params: Params, name: str = "tile") -> str:
    return named(str(params[name]))


def _side(side: object) -> str:
    return (
        QCoreApplication.translate("Refusal", "north"),
        QCoreApplication.translate("Refusal", "east"),
        QCoreApplication.translate("Refusal", "south"),
        QCoreApplication.translate("Refusal", "west"),
    )[int(str(side)) % 4]


def _edge(letter: object) -> str:
    edges = {
        "C": QCoreApplication.translate("Refusal", "a city"),
        "R": QCoreApplication.translate("Refusal", "a road"),
        "F": QCoreApplication.translate("Refusal", "a field"),
    }
    own = edge_kind_words(str(letter), HALVES)  # an expansion's kind's edge (a river's)
    return edges.get(str(letter)) or own or QCoreApplication.translate("Refusal", "another kind of edge")


def _wrong_step(params: Params) -> str:
    steps = {
        "draw": QCoreApplication.translate("Refusal", "First draw a tile."),
        "place": QCoreApplication.translate(
            "Refusal", "First place the drawn tile (or discard it if it fits nowhere)."
        ),
        "follower": QCoreApplication.translate(
            "Refusal", "First deploy a follower on the placed tile, or choose none."
        ),
        "over": QCoreApplication.translate("Refusal", "The game is over."),
    }
    phase = str(params["phase"])
    if phase not in steps and (own := _sentences().get(f"step-{phase}")) is not None:
        return own(params)  # an expansion's own step
    return steps.get(
        str(params["phase"]),
        QCoreApplication.translate("Refusal", "First finish the choice the game waits for."),
    )


def _edges_differ(params: Params) -> str:
    side = int(str(params["side"]))
    return QCoreApplication.translate(
        "Refusal", "Does not fit: its {side} edge is {have}, the neighbouring tile's {other} edge is {need}."
    ).format(side=_side(side), have=_edge(params["have"]), other=_side(side + 2), need=_edge(params["need"]))


_SENTENCES: dict[str, Callable[[Params], str]] = {
    "game-over": lambda p: QCoreApplication.translate("Refusal", "The game is over."),
    "needs-expansion": lambda p: QCoreApplication.translate(
        "Refusal", "This needs an expansion that is not in this game."
    ),
    "wrong-step": _wrong_step,
    "unknown-tile": lambda p: QCoreApplication.translate("Refusal", "No such tile is in this game."),
    "none-left": lambda p: QCoreApplication.translate("Refusal", 'No "{tile}" is left in the bag.').format(
        tile=_tile(p)
    ),
    "not-held": lambda p: QCoreApplication.translate(
        "Refusal", 'The tile in hand is "{held}", not "{tile}".'
    ).format(
        held=_tile(p, "held") if p.get("held") else QCoreApplication.translate("Refusal", "none"),
        tile=_tile(p),
    ),
    "nothing-held": lambda p: QCoreApplication.translate("Refusal", "No tile is in hand: draw one first."),
    "cannot-turn": lambda p: QCoreApplication.translate(
        "Refusal", '"{tile}" covers several squares and cannot be turned.'
    ).format(tile=_tile(p)),
    "square-taken": lambda p: QCoreApplication.translate("Refusal", "That square already holds a tile."),
    "edges-differ": _edges_differ,
    "touches-nothing": lambda p: QCoreApplication.translate(
        "Refusal", "A tile must touch a tile already on the board."
    ),
    "can-be-placed": lambda p: QCoreApplication.translate(
        "Refusal", '"{tile}" can be placed, so it cannot be discarded.'
    ).format(tile=_tile(p)),
    "no-follower-left": lambda p: QCoreApplication.translate("Refusal", "No follower is left in the supply."),
    "no-figure-left": lambda p: QCoreApplication.translate(
        "Refusal", "No figure of that kind is left in the supply."
    ),
    "no-location": lambda p: QCoreApplication.translate("Refusal", "The placed tile has no such spot."),
    "feature-occupied": lambda p: QCoreApplication.translate(
        "Refusal", "That feature already holds a follower."
    ),
    "deploy-not-now": lambda p: QCoreApplication.translate(
        "Refusal", "A figure can be deployed only on the tile just placed."
    ),
    "no-such-player": lambda p: QCoreApplication.translate("Refusal", "No player is called {player}.").format(
        player=p["player"]
    ),
    "adjustment-points": lambda p: QCoreApplication.translate(
        "Refusal", "An adjustment is at most {most} points either way."
    ).format(most=p["most"]),
    "adjustment-reason": lambda p: QCoreApplication.translate(
        "Refusal", "A reason is printable text of at most {most} characters."
    ).format(most=p["most"]),
    "place-taken": lambda p: QCoreApplication.translate("Refusal", "That place already holds a follower."),
    "stack-first": lambda p: QCoreApplication.translate(
        "Refusal", '"{tile}" cannot be drawn yet: the tiles of the stack with "{first}" come first.'
    ).format(tile=_tile(p), first=_tile(p, "first")),
    "cannot-stand-there": lambda p: QCoreApplication.translate(
        "Refusal", "That figure cannot stand on this kind of feature."
    ),
}
