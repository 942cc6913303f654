"""A game's setup: players, tile sets, start tile and rule options (``decisions.md``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from carc_assist.files.limits import MAX_NAME
from carc_assist.rules.options import declared

COLORS = ("red", "blue", "green", "yellow", "black", "grey", "pink")


class SetupError(ValueError):
    """A setup that cannot start a game; the message says why."""


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    color: str


@dataclass(frozen=True)
class Setup:
    players: tuple[Player, ...]
    sets: tuple[str, ...] = ("base",)
    start: str | None = None
    options: Mapping[str, bool | int] = field(default_factory=dict)
    #: tile sets of the players' own (tile editor), in the catalogue format: a record carries
    #: them so that it replays anywhere
    tiles: tuple[Mapping[str, Any], ...] = ()
    #: the players agreed to tournament rules (no tile counting): the app hides bag counts,
    #: chances and hints; the rules themselves are the same
    tournament: bool = False

    def option(self, name: str) -> bool | int:
        return self.options.get(name, declared()[name].default_for(self.sets))

    @staticmethod
    def of(names: list[str], sets: tuple[str, ...] = ("base",), **options: bool | int) -> Setup:
        """A quick setup: players named in turn order, colours in the default order."""
        players = tuple(Player(n, COLORS[i % len(COLORS)]) for i, n in enumerate(names))
        return Setup(players, sets, None, {k.replace("_", "-"): v for k, v in options.items()})

    def check(self) -> None:
        """Raise SetupError unless players and options are usable (sets are checked by Game)."""
        if not 2 <= len(self.players) <= 6:
            raise SetupError(f"a game has 2 to 6 players, not {len(self.players)}")
        names = [p.name for p in self.players]
        if any(not n.strip() for n in names):
            raise SetupError("every player needs a name")
        if any(len(n) > MAX_NAME or not n.isprintable() for n in names):
            raise SetupError(f"a player's name is printable text of at most {MAX_NAME} characters")
        if len(set(names)) != len(names):
            raise SetupError("player names must be different")
        for p in self.players:
            if p.color not in COLORS:
                raise SetupError(f"unknown colour {p.color!r} (one of {', '.join(COLORS)})")
        colors = [p.color for p in self.players]
        if len(set(colors)) != len(colors):
            raise SetupError("player colours must be different")
        if not self.sets:
            raise SetupError("choose at least one tile set")
        if len(set(self.sets)) != len(self.sets):
            raise SetupError("a tile set is listed twice")
        options = declared()
        for name, value in self.options.items():
            if name not in options:
                raise SetupError(f"unknown rule option {name!r}")
            problem = options[name].problem(value)
            if problem is not None:
                raise SetupError(problem)
