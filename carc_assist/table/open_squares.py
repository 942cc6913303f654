"""The empty squares beside the board and what their placed neighbours require of them.

Squares are grouped by requirement (the edge letters N, E, S, W they must match, ``-`` where
no neighbour is), so listing where a tile fits asks once per requirement the tile can meet.
Each group is a tuple, replaced when it changes: a listing takes the groups as they are, with
nothing to copy, and a placement changes at most five squares.
"""

from __future__ import annotations

from carc_assist.table.geometry import Square
from carc_assist.table.tiles import NO_NEIGHBOUR, Requirement

NO_REQUIREMENT: Requirement = NO_NEIGHBOUR * 4


class OpenSquares:
    __slots__ = ("groups", "requirements")

    def __init__(self) -> None:
        self.requirements: dict[Square, Requirement] = {}
        self.groups: dict[Requirement, tuple[Square, ...]] = {}

    def set(self, square: Square, requirement: Requirement | None) -> Requirement | None:
        """Set (or with None, close) a square's requirement; return the one it had."""
        groups = self.groups
        old = self.requirements.get(square)
        if old is not None:
            group = groups[old]
            if len(group) == 1:
                del groups[old]
            else:
                at = group.index(square)
                groups[old] = group[:at] + group[at + 1 :]
        if requirement is None:
            self.requirements.pop(square, None)
        else:
            self.requirements[square] = requirement
            groups[requirement] = (*groups.get(requirement, ()), square)
        return old

    def restore(self, before: list[tuple[Square, Requirement | None]]) -> None:
        """Undo a series of changes, given what each square had before it."""
        for square, requirement in reversed(before):
            self.set(square, requirement)
