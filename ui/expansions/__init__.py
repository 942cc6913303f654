"""The UI halves of the expansions: what each expansion shows and says in the app. Each
module here pairs with an engine module of ``carc_assist.expansions``; this package finds
them itself (a scan of the package) and registers one of every ``ExpansionUI`` class they
define in ``base.HALVES``, when the halves are first read, in the order they declare
(``ExpansionUI.ORDER``, then by module name: the order the new-game dialog lists them).
The generic views (the tile painter and the tiles' names, the tile editor, the new-game
dialog, the log's sentences, the refusals, the help, the instruction, the choice bar, the
window's side panels, the board's layers) import this package and loop over the halves, naming
none; the helpers under them (the tile painter, the log's words, the tiles' names) read
``base.HALVES``, so that importing a helper loads no half.

Adding an expansion to the app means one module here (the marks it prints on its tiles and
their names, the look of its kinds of feature, its tile-editor fields, its tile sets as the
new-game dialog offers them, its rule options' words, its sentences, its steps' instructions
and buttons, a panel of its own, its layer over the board, its rules page), listed nowhere.
"""

from __future__ import annotations

import importlib
import pkgutil

from ui.expansions.base import (
    HALVES,
    BoardLayer,
    Course,
    Diagram,
    ExpansionUI,
    FeatureLook,
    PhonePart,
    SetChoice,
    TileMiddle,
    first,
)


def register(*halves: ExpansionUI) -> None:
    """Add UI halves (after this package's own); the views made after it show them. A half
    registered twice is kept once."""
    HALVES.register(*halves)


def unregister(half: ExpansionUI) -> None:
    """Take a half out again (a test's own expansion)."""
    HALVES.unregister(half)


def changes() -> int:
    """A number that changes whenever a half is registered or taken out."""
    return HALVES.changes()


def halves() -> tuple[ExpansionUI, ...]:
    """The registered UI halves, in the order the new-game dialog lists them."""
    return tuple(HALVES)


def _discovered() -> list[ExpansionUI]:
    """One of each ``ExpansionUI`` class this package's modules define (a module that
    defines none, a half's helper, adds none), in the order they declare."""
    found: list[ExpansionUI] = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        found += [
            value()
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, ExpansionUI)
            and value is not ExpansionUI
            and value.__module__ == module.__name__
        ]
    return sorted(found, key=lambda half: (half.ORDER, type(half).__module__))


HALVES.find_with(_discovered)

__all__ = [
    "BoardLayer",
    "Course",
    "Diagram",
    "ExpansionUI",
    "FeatureLook",
    "PhonePart",
    "SetChoice",
    "TileMiddle",
    "changes",
    "first",
    "halves",
    "register",
    "unregister",
]
