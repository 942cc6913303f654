"""Rule options (``shared/rules/decisions.md``), each declared once with its default, its
allowed values and its help: the base game's here, an expansion's by its module
(``Expansion.OPTIONS``, declared when the module is registered).

A setup checks its options against these declarations, and the app builds its option
controls and help links from them, so a new option touches one module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Option(NamedTuple):
    """A rule option. ``name`` is stable: saved games use it. ``values`` are the whole
    numbers allowed (None for a yes/no option). ``help_page`` is the help page that explains
    it, at the anchor ``name``."""

    name: str
    default: bool | int
    values: range | None = None
    help_page: str = "options"
    #: the default as the chosen tile sets make it, where they do (``gardens``: true exactly
    #: when The Abbot is in play, decisions.md row 38); None: ``default`` whatever the sets
    default_with: Callable[[tuple[str, ...]], bool | int] | None = None

    def default_for(self, sets: tuple[str, ...]) -> bool | int:
        """The value of this option when a setup with these sets does not give it."""
        return self.default if self.default_with is None else self.default_with(sets)

    def problem(self, value: object) -> str | None:
        """Why ``value`` cannot be this option's value, or None when it can."""
        if self.values is None:
            return None if isinstance(value, bool) else f"rule option {self.name!r} must be true or false"
        if isinstance(value, bool) or not isinstance(value, int) or value not in self.values:
            low, high = self.values[0], self.values[-1]
            return f"rule option {self.name!r} must be a whole number from {low} to {high}"
        return None


_DECLARED: dict[str, Option] = {}


def declare(*options: Option) -> None:
    """Make options known (an expansion module's, when it is registered)."""
    for option in options:
        if _DECLARED.get(option.name, option) != option:
            raise ValueError(f"rule option {option.name!r} is declared twice, differently")
        _DECLARED[option.name] = option


def declared() -> dict[str, Option]:
    """Every known option by name, the base game's first."""
    return dict(_DECLARED)


declare(
    Option("small-city-2pts", False),
    Option("followers", 7, range(5, 11)),
)
