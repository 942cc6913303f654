"""The expansions: each a module of rules that plugs into ``Game`` through the hooks of
``carc_assist.rules.hooks``. This package finds its modules itself (a scan of the package) and
registers the ``Expansion`` classes they define, in the order they declare
(``Expansion.ORDER``, then by module name); importing ``carc_assist`` imports it. Adding an
expansion adds a module here, and lists it nowhere.

A game uses the modules that claim a mark of its tiles (``TileDef.marks``). A tile whose mark
no module claims makes the game refuse to start, with a message naming the tile and the mark:
its scores would be wrong (``resources/tiles/FORMAT.md``). Each module also declares the
attributes its tiles show in tile-set files (``Expansion.TILE_ATTRIBUTES``), the kinds of
feature it brings (``Expansion.FEATURE_KINDS``), and the marks they make
(``Expansion.marks_of``).
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from carc_assist.rules.hooks import Expansion, register


def discovered(package: ModuleType) -> list[type[Expansion]]:
    """The ``Expansion`` classes of ``package``'s modules, in the order they declare, then
    by module name (a stable order: the hooks run in it). This package's own, and any other
    package of expansions found the same way (the tests' toy)."""
    found: list[type[Expansion]] = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        found += [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, Expansion)
            and value.__module__ == module.__name__
        ]
    return sorted(found, key=lambda module: (module.ORDER, module.__module__))


register(*discovered(importlib.import_module(__name__)))
