"""Each player's mark, the letters on their figures and beside their name: players are told
apart by more than their colour (a colour-blind player, a dim screen, a phone in the sun).
The initial, or, when two players share it, as many letters as tell them apart (Anna and
Alex: "An" and "Al"; two Annas: "A1" and "A2")."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from carc_assist.rules.setup import Player


def player_mark(players: Sequence[Player], index: int) -> str:
    """The mark of player ``index`` among ``players``."""
    return _marks(tuple(player.name for player in players))[index]


@functools.cache
def _marks(names: tuple[str, ...]) -> tuple[str, ...]:
    marks = [name.strip()[:1].upper() or "?" for name in names]
    for initial in set(marks):
        sharing = [n for n, mark in enumerate(marks) if mark == initial]
        if len(sharing) < 2:
            continue
        two = {n: initial + names[n].strip()[1:2].lower() for n in sharing}
        if len(set(two.values())) == len(sharing):
            marks = [two.get(n, mark) for n, mark in enumerate(marks)]
        else:
            for count, n in enumerate(sharing, 1):
                marks[n] = f"{initial}{count}"
    return tuple(marks)
