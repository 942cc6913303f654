"""Refusals in the player's language: the engine's ``IllegalAction`` says why in English (for
the command line and record files) and as a key with its params; this module turns the key
into a sentence (context "Refusal"), naming tiles by what they show and places in words, never
by codes ("Nw", "crown:tax:0", "base/E")."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from carc_assist.game import shipped_catalogue
from carc_assist.phases import IllegalAction
from ui.texts import sector_name, short_id
from ui.tile_names import TileNames

Params = Mapping[str, object]


def refusal(exc: IllegalAction) -> str:
    """Why the action was refused, in the player's language."""
    sentence = _SENTENCES.get(exc.key)
    if sentence is None:  # a module's key this app does not know: its words, not a code
        return QCoreApplication.translate("Refusal", "This is not allowed now.")
    return sentence(exc.params)


def known_keys() -> frozenset[str]:
    """The keys this module has a sentence for."""
    return frozenset(_SENTENCES)


def _tile(params: Params, name: str = "tile") -> str:
    """A tile named by what it shows (a user's tile the shipped sets lack: by its letter)."""
    tile_id = str(params[name])
    tile = shipped_catalogue().tiles.get(tile_id)
    return TileNames().name(tile) if tile is not None else short_id(tile_id) if "/" in tile_id else tile_id


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
    return edges.get(str(letter), str(letter))


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
        "plague": QCoreApplication.translate(
            "Refusal", "First the plague: each player in turn takes one of their followers back."
        ),
        "choose": QCoreApplication.translate(
            "Refusal", "First keep one of the tiles drawn, or discard them all."
        ),
    }
    return steps.get(
        str(params["phase"]),
        QCoreApplication.translate("Refusal", "First finish the choice the game waits for."),
    )


def _edges_differ(params: Params) -> str:
    side = int(str(params["side"]))
    return QCoreApplication.translate(
        "Refusal", "Does not fit: its {side} edge is {have}, the neighbouring tile's {other} edge is {need}."
    ).format(side=_side(side), have=_edge(params["have"]), other=_side(side + 2), need=_edge(params["need"]))


def _place_taken(params: Params) -> str:
    place = str(params["place"])
    if place.startswith("crown:"):
        return QCoreApplication.translate(
            "Refusal", "The crown field of {sector} already holds a follower."
        ).format(sector=sector_name(place.split(":")[1]))
    return QCoreApplication.translate("Refusal", "That place already holds a follower.")


def _draw_too_many(params: Params) -> str:
    allowed = int(str(params["allowed"]))
    if allowed == 1:
        return QCoreApplication.translate("Refusal", "Only one tile may be drawn now.")
    return QCoreApplication.translate("Refusal", "At most {allowed} tiles may be drawn now.").format(
        allowed=allowed
    )


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
    "place-taken": _place_taken,
    # the Festival
    "take-back-not-now": lambda p: QCoreApplication.translate(
        "Refusal", "A figure can be taken back only after placing a festival tile, instead of deploying."
    ),
    "no-own-figure-off-board": lambda p: QCoreApplication.translate(
        "Refusal", "None of your figures stands there."
    ),
    "no-figure-at": lambda p: QCoreApplication.translate("Refusal", "No figure stands there."),
    "not-own-figure": lambda p: QCoreApplication.translate(
        "Refusal", "Only your own figure can be taken back."
    ),
    # the Wheel of Fortune
    "no-crown-field": lambda p: QCoreApplication.translate("Refusal", "The wheel has no such crown field."),
    "no-plague": lambda p: QCoreApplication.translate("Refusal", "The plague is not on."),
    "plague-own-follower": lambda p: QCoreApplication.translate(
        "Refusal", "{player} must take back one of their own followers on a land tile."
    ).format(player=p["player"]),
    # the Fortune Tellers
    "most-tellers": lambda p: QCoreApplication.translate(
        "Refusal", "A player has at most {most} fortune tellers."
    ).format(most=p["most"]),
    "draw-several-not-now": lambda p: QCoreApplication.translate(
        "Refusal", "Several tiles can be drawn only at the start of a turn."
    ),
    "draw-too-many": _draw_too_many,
    "not-drawn": lambda p: QCoreApplication.translate(
        "Refusal", '"{tile}" is not among the tiles drawn.'
    ).format(tile=_tile(p)),
    "keep-fits-nowhere": lambda p: QCoreApplication.translate(
        "Refusal", '"{tile}" fits nowhere: keep one that can be placed.'
    ).format(tile=_tile(p)),
    "discard-all-or-keep": lambda p: QCoreApplication.translate(
        "Refusal", "Discard all the tiles drawn, or keep one."
    ),
    "keep-placeable": lambda p: QCoreApplication.translate(
        "Refusal", "One of the tiles drawn can be placed: keep it."
    ),
}
