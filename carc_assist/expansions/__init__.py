"""The expansions: each a module of rules that plugs into ``Game`` through the hooks of
``carc_assist.hooks``. This package finds its modules itself (a scan of the package, in the
order of their names) and registers the ``Expansion`` classes each defines; importing
``carc_assist`` imports it. Adding an expansion adds a module here, and lists it nowhere.

A game uses the modules that claim a mark of its tiles (``TileDef.marks``). A tile whose mark
no module claims (an inn, today) makes the game refuse to start, with a message naming the
tile and the mark: its scores would be wrong (``resources/tiles/FORMAT.md``). Each module also
declares the attributes its tiles show in tile-set files (``Expansion.TILE_ATTRIBUTES``), the
kinds of feature it brings (``Expansion.FEATURE_KINDS``), and the marks they make
(``Expansion.marks_of``); ``InnsAndCathedrals`` declares only those.
"""

from __future__ import annotations

import importlib
import pkgutil

from carc_assist.hooks import Expansion, register


def _discovered() -> list[type[Expansion]]:
    """The ``Expansion`` classes of this package's modules, module by module in the order of
    their names, each module's in the order it defines them (a stable order: the hooks run
    in it)."""
    found: list[type[Expansion]] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda info: info.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        found += [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, Expansion)
            and value.__module__ == module.__name__
        ]
    return found


register(*_discovered())
