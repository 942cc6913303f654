"""The outline of one segment of a tile (``segment_outline``): what the final scoring's walk
through outlines, so that the counted part of a feature or a field shows, not whole tiles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.geometry import Square
from carc_assist.table.tiles import FIELD, SegmentDef, TileDef
from ui.board.board_view import SPOT_SHARE, S, inside
from ui.look.painter import segment_outline, spot_point

CATALOGUE = shipped_catalogue()
TILES = list(CATALOGUE.tiles.values())
SIDE = 100.0  # pixels per square


def _rect(tile: TileDef) -> QRectF:
    xs = [x for x, _ in tile.squares]
    ys = [y for _, y in tile.squares]
    return QRectF(30, 40, (max(xs) - min(xs) + 1) * SIDE, (max(ys) - min(ys) + 1) * SIDE)


def _spot(tile: TileDef, rotation: int, segment: int, rect: QRectF) -> QPointF:
    """A segment's follower spot in ``rect`` (spots count from the tile's first square)."""
    squares = tile.orientations[rotation].squares
    first = squares[0].offset
    left = min(sq.offset[0] for sq in squares)
    top = min(sq.offset[1] for sq in squares)
    x, y = spot_point(tile, rotation, segment)
    return rect.topLeft() + QPointF((x + first[0] - left) * SIDE, (y + first[1] - top) * SIDE)


@pytest.mark.parametrize("tile", TILES, ids=lambda t: t.id)
def test_every_segment_has_an_outline_inside_its_tile_around_its_spot(
    qapp: QApplication, tile: TileDef
) -> None:
    rect = _rect(tile)
    for rotation in range(len(tile.orientations)):
        for segment in range(len(tile.segments)):
            outline = segment_outline(tile, rotation, segment, rect)
            where = (tile.id, rotation, segment)
            assert not outline.isEmpty(), where
            assert rect.adjusted(-1, -1, 1, 1).contains(outline.boundingRect()), where
            assert outline.contains(_spot(tile, rotation, segment, rect)), where


@pytest.mark.parametrize("tile", TILES, ids=lambda t: t.id)
def test_a_field_part_holds_no_other_segments_spot(qapp: QApplication, tile: TileDef) -> None:
    """A field's outline stops at its cities, roads and buildings, and at the other fields."""
    rect = _rect(tile)
    for rotation in range(len(tile.orientations)):
        for field in (i for i, s in enumerate(tile.segments) if s.kind == FIELD):
            outline = segment_outline(tile, rotation, field, rect)
            for other in range(len(tile.segments)):
                if other != field:
                    spot = _spot(tile, rotation, other, rect)
                    assert not outline.contains(spot), (tile.id, rotation, field, other)


def _far_apart(distance: int) -> TileDef:
    squares: tuple[Square, ...] = ((0, 0), (distance, distance))
    fields = tuple(SegmentDef(FIELD, halves=tuple((sq, h) for h in range(8))) for sq in squares)
    return TileDef(f"user/far-{distance}", fields, squares=squares)


@pytest.mark.parametrize(
    "tile",
    [
        _far_apart(300),  # drawn as one square
        _far_apart(10),  # drawn at its size, 11 squares across
        TileDef("user/crowded", tuple(SegmentDef(FIELD) for _ in range(40))),
    ],
    ids=lambda t: t.id,
)
def test_a_placeholders_segments_are_dots_on_the_tile(qapp: QApplication, tile: TileDef) -> None:
    """A tile too costly to draw (``MAX_SQUARES``) has nothing to follow: a dot marks each part."""
    rect = QRectF(0, 0, 100, 100)
    for segment in range(len(tile.segments)):
        outline = segment_outline(tile, 0, segment, rect)
        assert not outline.isEmpty() and rect.contains(outline.boundingRect()), segment


@pytest.mark.parametrize("tile", TILES, ids=lambda t: t.id)
def test_a_spot_drawn_inside_its_square_stays_on_its_own_feature(qapp: QApplication, tile: TileDef) -> None:
    """The board moves a spot's circle in from its square's edges (``inside``) by its radius
    (SPOT_SHARE of a square at most); the circle's middle still lies on the spot's own feature."""
    for radius in (SPOT_SHARE * S / 2, SPOT_SHARE * S / 4):
        for rotation in range(len(tile.orientations)):
            rect = _rect(tile)
            for segment in range(len(tile.segments)):
                spot = _spot(tile, rotation, segment, rect)
                corner = rect.topLeft()
                column, row = (spot.x() - corner.x()) // SIDE, (spot.y() - corner.y()) // SIDE
                square = QRectF(corner.x() + column * SIDE, corner.y() + row * SIDE, SIDE, SIDE)
                drawn = inside(spot, square, min(radius * SIDE / S, SIDE / 2))
                outline = segment_outline(tile, rotation, segment, rect)
                assert outline.contains(drawn), (tile.id, rotation, segment, radius)
