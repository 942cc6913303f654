"""The UI halves of the expansions: what each expansion shows and says in the app. Each half
pairs with an engine module of ``carc_assist.expansions`` and is registered in the ``register``
call below (``base`` holds what the halves share). The generic views (the tile painter and the
tiles' names, the tile editor, the new-game dialog, the log's sentences, the refusals, the
help, the instruction, the choice bar, the window's side panels, the board's layers) loop over
``halves()`` and import no half; but the halves import some of them back (the painter, the
texts, the tile names), so this package and those views form an import circle.

Adding an expansion to the app means one module here (the marks it prints on its tiles and
their names, its tile-editor fields, its tile sets as the new-game dialog offers them, its rule
options' words, its sentences, its steps' instructions and buttons, a panel of its own, its
layer over the board, its rules page) and its class in the ``register`` call below.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from ui.expansions.base import BoardLayer, Diagram, ExpansionUI, SetChoice, TileMiddle
from ui.expansions.festival import FestivalUI
from ui.expansions.fortune_tellers import FortuneTellersUI
from ui.expansions.inns_and_cathedrals import InnsAndCathedralsUI
from ui.expansions.signposts import SignpostsUI
from ui.expansions.wheel_of_fortune import WheelOfFortuneUI
from ui.expansions.wind_roses import WindRosesUI

_HALVES: list[ExpansionUI] = []
#: how often the halves changed: what is worked out from them and kept (the tiles' pictures)
#: is worked out again when it changes
_CHANGES = [0]


def register(*halves: ExpansionUI) -> None:
    """Add UI halves (this package registers its own on import); the views made after it
    show them. A half registered twice is kept once."""
    _HALVES.extend(half for half in halves if half not in _HALVES)
    _CHANGES[0] += 1


def unregister(half: ExpansionUI) -> None:
    """Take a half out again (a test's own expansion)."""
    _HALVES.remove(half)
    _CHANGES[0] += 1


def changes() -> int:
    """A number that changes whenever a half is registered or taken out."""
    return _CHANGES[0]


def halves() -> tuple[ExpansionUI, ...]:
    """The registered UI halves, in the order the new-game dialog lists them."""
    return tuple(_HALVES)


T = TypeVar("T")


def first(answers: Iterable[T | None]) -> T | None:
    """The first half's answer: a half answers None for what is not its own."""
    return next((answer for answer in answers if answer is not None), None)


register(
    WheelOfFortuneUI(), FestivalUI(), WindRosesUI(), SignpostsUI(), FortuneTellersUI(), InnsAndCathedralsUI()
)

__all__ = [
    "BoardLayer",
    "Diagram",
    "ExpansionUI",
    "SetChoice",
    "TileMiddle",
    "changes",
    "first",
    "halves",
    "register",
    "unregister",
]
