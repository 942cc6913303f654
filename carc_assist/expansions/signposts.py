"""The Signposts: a completed road's winners score a bonus of n x t for its n correct
signposts of t different types; at game end an incomplete road scores 1 per correct signpost
(``shared/rules/signposts.md``, decisions.md rows 14-15). A signpost is correct when the road,
followed onto the next tile, leaves that tile by the edge the signpost names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from carc_assist.rules.hooks import Attribute, AttributeProblem, Expansion
from carc_assist.table.events import Item, ScoreEvent, Value
from carc_assist.table.geometry import SIDES, Square, neighbour, opposite, rotate_side
from carc_assist.table.tiles import ROAD, SegmentDef

if TYPE_CHECKING:
    from carc_assist.rules.hooks import View
    from carc_assist.table.board import Board, Feature
    from carc_assist.table.tiles import TileDef

#: the tile attribute of the signposts and the road feature attribute of a roundabout, in
#: tile-set files
SIGNPOSTS = "signposts"
ROUNDABOUT = "roundabout"

#: where a signpost sends the traveller, as quarter turns from the direction of travel
TURNS = {"straight": 0, "right": 1, "left": 3}


@dataclass(frozen=True)
class SignpostField:
    """A signpost as a tile-set file gives it: the edge its road leaves by, where it points."""

    __pydantic_config__: ClassVar[dict[str, object]] = {"extra": "forbid"}

    edge: Literal["N", "E", "S", "W"]
    points: Literal["left", "straight", "right"]


@dataclass(frozen=True, slots=True)
class Signpost:
    """A signpost beside the road leaving through ``side`` (0..3), pointing left/straight/right."""

    side: int
    points: str


def signposts_of(tile: TileDef, rotation: int = 0) -> tuple[Signpost, ...]:
    """The tile's signposts, their sides turned with the tile by ``rotation`` quarter turns."""
    posts = tile.attribute(SIGNPOSTS, ())
    assert isinstance(posts, tuple)
    return tuple(
        Signpost(rotate_side(post.side, rotation), post.points)
        for post in posts
        if isinstance(post, Signpost)
    )


def is_roundabout(segment: SegmentDef) -> bool:
    """Whether a road segment runs through a roundabout (its file attribute ``roundabout``)."""
    return segment.attribute(ROUNDABOUT) is True


class Signposts(Expansion):
    ORDER = 4
    MARKS = frozenset({"signposts"})
    TILE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {SIGNPOSTS: (list[SignpostField], [])}
    #: a road through a roundabout: a signpost pointing beyond it is correct either way
    FEATURE_ATTRIBUTES: ClassVar[Mapping[str, Attribute]] = {ROUNDABOUT: (bool, False)}

    @classmethod
    def tile_values(cls, values: dict[str, object], segments: Sequence[SegmentDef]) -> dict[str, object]:
        """Signposts by side; each stands beside a road leaving the tile by its edge."""
        posts = []
        fields = values.get(SIGNPOSTS)
        assert isinstance(fields, list)
        for i, post in enumerate(fields):
            assert isinstance(post, SignpostField)
            side = SIDES.index(post.edge)
            if not any(seg.kind == ROAD and ((0, 0), side) in seg.sides for seg in segments):
                raise AttributeProblem(f"signposts.{i}.edge", f"no road leaves through {post.edge}")
            posts.append(Signpost(side, post.points))
        return {**values, SIGNPOSTS: tuple(posts)}

    @classmethod
    def marks_of(cls, tile: TileDef) -> frozenset[str]:
        roundabout = any(is_roundabout(seg) for seg in tile.segments)
        return cls.MARKS if signposts_of(tile) or roundabout else frozenset()

    def feature_value(self, view: View, feature: Feature, final: bool, value: Value) -> Value:
        if feature.kind != ROAD:
            return value
        kinds = correct_signposts(view.board, feature)
        if not kinds:
            return value
        n, t = len(kinds), len(set(kinds))
        item = Item("signposts", n, n) if final else Item("signposts", n, n * t, types=t)
        points, items = value
        return points + item.points, (*items, item)

    def event_places(self, view: View, event: ScoreEvent) -> list[tuple[Square, int, str]]:
        if not any(item.what == "signposts" for item in event.items):
            return []
        return road_signposts(view.board, event.squares)


def correct_signposts(board: Board, road: Feature) -> list[str]:
    """The types of the correct signposts standing on this road."""
    return [kind for _, _, kind in correct_signpost_places(board, road)]


def road_signposts(board: Board, squares: frozenset[Square]) -> list[tuple[Square, int, str]]:
    """The correct signposts of the road lying on exactly ``squares`` (a scored road's event
    keeps its squares), for the app to show them."""
    for square in sorted(squares):
        placed = board.cells.get(square)
        if placed is None:
            continue
        for local, seg in enumerate(placed.tile.segments):
            road = board.feature(placed.first_segment + local)
            if seg.kind == ROAD and road.squares == squares:
                return correct_signpost_places(board, road)
    return []


def correct_signpost_places(board: Board, road: Feature) -> list[tuple[Square, int, str]]:
    """Where the correct signposts of this road stand: (square, side, type)."""
    found = []
    for square in sorted(road.squares):
        placed = board.cells[square]
        own = placed.square_at(square)
        for post in signposts_of(placed.tile, placed.rotation):
            local = own.side_segment[post.side]
            if local is None or board.feature(placed.first_segment + local) is not road:
                continue
            beyond = neighbour(square, post.side)
            other = board.cells.get(beyond)
            if other is None:
                continue  # no tile yet beyond the signpost: not (yet) correct
            there = other.square_at(beyond)
            entering = there.side_segment[opposite(post.side)]
            if entering is None:
                continue
            target = (post.side + TURNS[post.points]) % 4
            roundabout = is_roundabout(other.tile.segments[entering]) and post.points != "straight"
            if there.side_segment[target] == entering or roundabout:
                found.append((square, post.side, post.points))
    return found
