"""What carc-assist knows of Inns & Cathedrals: its tiles' inns (an inn by a lake on a road),
so that a tile-set file may describe them, but not its rules. A tile showing an inn makes a
game refuse to start, naming the tile and the mark: played with base rules only, its scores
would be wrong (``resources/tiles/FORMAT.md``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from carc_assist.hooks import Attribute, Expansion

if TYPE_CHECKING:
    from carc_assist.tiles import SegmentDef, TileDef


#: the feature attribute of a road's inn, in tile-set files
INN = "inn"


class InnsAndCathedrals(Expansion):
    """Its material only: it claims no marks (``MARKS``), so it never joins a game."""

    ORDER = 6
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {INN: (bool, False)}

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        return frozenset({"inn"}) if any(has_inn(seg) for seg in tile.segments) else frozenset()


def has_inn(segment: SegmentDef) -> bool:
    """Whether a road segment has an inn by a lake (its file attribute ``inn``)."""
    return segment.attribute(INN) is True
