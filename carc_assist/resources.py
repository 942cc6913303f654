"""Where the data folder ``resources/`` is, from a checkout and from an installed wheel.

A checkout keeps it at the top of the repository; an installed distribution ships the same
folder as the package data ``carc_assist/resources`` (see ``pyproject.toml``).
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def resource_dir() -> Path:
    for candidate in (_HERE / "resources", _HERE.parent / "resources"):
        if (candidate / "tiles").is_dir():
            return candidate
    raise FileNotFoundError(f"no resources folder beside {_HERE}")
