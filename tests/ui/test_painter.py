"""The tile painter: every shipped tile paints in every rotation, pixmaps are cached, the
pixels show the features where the edges say, and follower spots sit apart on their features."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from carc_assist.expansions.signposts import Signpost
from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.geometry import Square
from carc_assist.table.tiles import CITY, FIELD, ROAD, SegmentDef, TileDef
from ui.expansions.festival import SYMBOL
from ui.expansions.river import WATER
from ui.expansions.wheel_of_fortune.look import NUMBER_COLOURS
from ui.expansions.wind_roses import ROSE
from ui.look.colors import LIGHT_TILES
from ui.look.painter import TilePainter, spot_point

CATALOGUE = shipped_catalogue()
TILES = list(CATALOGUE.tiles.values())
BASE = [t for t in TILES if t.set_name == "base"]
SINGLE = [t for t in TILES if len(t.squares) == 1]
SIZE = 96

# the light scheme's pictures (tests/ui/test_tile_schemes.py compares the two schemes)
FIELD_COLOUR = LIGHT_TILES.field
CITY_COLOUR = LIGHT_TILES.city
ROAD_COLOUR = LIGHT_TILES.road
RIVER_COLOUR = WATER[False]  # the river's edge letter: "I"
KIND_COLOUR = {FIELD: FIELD_COLOUR, CITY: CITY_COLOUR, ROAD: ROAD_COLOUR}


@pytest.fixture
def tiles(qapp: QApplication) -> TilePainter:
    return TilePainter(SIZE, dark=False)


def colour_at(pixmap: QPixmap, x: float, y: float) -> QColor:
    """The pixel at (x, y) in fractions of the pixmap's first square."""
    return pixmap.toImage().pixelColor(min(int(x * SIZE), SIZE - 1), min(int(y * SIZE), SIZE - 1))


def near(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance


def extent(tile: TileDef) -> tuple[int, int]:
    xs = [dx for dx, _ in tile.squares]
    ys = [dy for _, dy in tile.squares]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def test_every_shipped_tile_paints_in_every_rotation_at_its_size(tiles: TilePainter) -> None:
    for tile in TILES:
        assert len(tile.orientations) == (4 if len(tile.squares) == 1 else 1)
        columns, rows = extent(tile)
        for rotation in range(len(tile.orientations)):
            pixmap = tiles.pixmap(tile, rotation)
            assert (pixmap.width(), pixmap.height()) == (columns * SIZE, rows * SIZE), tile.id


def test_the_wheel_covers_four_by_four_squares(tiles: TilePainter) -> None:
    pixmap = tiles.pixmap(CATALOGUE.tiles["wof/wheel"], 0, 32)
    assert (pixmap.width(), pixmap.height()) == (128, 128)
    assert not near(pixmap.toImage().pixelColor(64, 40), FIELD_COLOUR)  # the wheel in the middle


def test_pixmaps_are_cached_per_tile_rotation_and_size(tiles: TilePainter) -> None:
    tile = CATALOGUE.tiles["base/D"]
    first = tiles.pixmap(tile, 1)
    assert tiles.pixmap(tile, 1) is first
    assert tiles.pixmap(tile, 1, SIZE) is first
    assert tiles.pixmap(tile, 2) is not first
    small = tiles.pixmap(tile, 1, 40)
    assert small is not first and small.width() == 40
    assert tiles.pixmap(tile, 1, 40) is small


def test_paint_draws_into_the_given_rect(qapp: QApplication) -> None:
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    TilePainter(dark=False).paint(painter, QRectF(100, 50, 80, 80), CATALOGUE.tiles["base/C"], 0)
    painter.end()
    assert near(image.pixelColor(125, 75), CITY_COLOUR)
    assert image.pixelColor(90, 40) == QColor("white")
    assert image.pixelColor(190, 140) == QColor("white")


def test_a_full_city_is_city_coloured_in_the_centre(tiles: TilePainter) -> None:
    pixmap = tiles.pixmap(CATALOGUE.tiles["base/C"], 0)
    samples = [colour_at(pixmap, 0.3 + i * 0.1, 0.3 + j * 0.1) for i in range(5) for j in range(5)]
    assert sum(near(c, CITY_COLOUR) for c in samples) >= 20  # the pennant covers a few


def test_a_cloister_stands_in_the_centre(tiles: TilePainter) -> None:
    assert not near(colour_at(tiles.pixmap(CATALOGUE.tiles["base/B"], 0), 0.5, 0.5), FIELD_COLOUR)


EAST_WEST = [(0.05, 0.5), (0.95, 0.5)]
NORTH_SOUTH = [(0.5, 0.05), (0.5, 0.95)]
#: the midpoints of the sides N, E, S, W, just inside the border
MIDPOINTS = [(0.5, 0.05), (0.95, 0.5), (0.5, 0.95), (0.05, 0.5)]


@pytest.mark.parametrize(
    ("rotation", "road", "field"), [(0, EAST_WEST, NORTH_SOUTH), (1, NORTH_SOUTH, EAST_WEST)]
)
def test_a_straight_road_meets_the_edge_midpoints_it_crosses(
    tiles: TilePainter, rotation: int, road: list[tuple[float, float]], field: list[tuple[float, float]]
) -> None:
    pixmap = tiles.pixmap(CATALOGUE.tiles["base/U"], rotation)
    assert all(near(colour_at(pixmap, x, y), ROAD_COLOUR) for x, y in road)
    assert all(near(colour_at(pixmap, x, y), FIELD_COLOUR) for x, y in field)


@pytest.mark.parametrize("tile", SINGLE, ids=lambda t: t.id)
def test_every_edge_midpoint_shows_its_edge(tiles: TilePainter, tile: TileDef) -> None:
    """Where two tiles meet, their edges join: the midpoint of each side shows its feature."""
    colour = {"C": CITY_COLOUR, "R": ROAD_COLOUR, "F": FIELD_COLOUR, "I": RIVER_COLOUR}
    for rotation, orientation in enumerate(tile.orientations):
        pixmap = tiles.pixmap(tile, rotation)
        for (x, y), edge in zip(MIDPOINTS, orientation.squares[0].edges, strict=True):
            assert edge is not None
            assert near(colour_at(pixmap, x, y), colour[edge]), (tile.id, rotation, edge, (x, y))


@pytest.mark.parametrize("tile", SINGLE, ids=lambda t: t.id)
def test_spots_are_inside_apart_and_on_their_feature(tiles: TilePainter, tile: TileDef) -> None:
    for rotation in range(4):
        pixmap = tiles.pixmap(tile, rotation)
        spots = [spot_point(tile, rotation, i) for i in range(len(tile.segments))]
        for (x, y), segment in zip(spots, tile.segments, strict=True):
            assert 0 < x < 1 and 0 < y < 1
            if segment.kind in KIND_COLOUR:
                seen = colour_at(pixmap, x, y)
                assert near(seen, KIND_COLOUR[segment.kind]), (tile.id, rotation, segment.kind, (x, y))
        for a, b in itertools.combinations(spots, 2):
            assert math.dist(a, b) >= 0.12, (tile.id, rotation, a, b)


@pytest.mark.parametrize("tile", SINGLE, ids=lambda t: t.id)
def test_spots_turn_with_the_tile(tile: TileDef) -> None:
    """A follower put on a tile stays on its feature while the player turns the tile."""
    for index in range(len(tile.segments)):
        x, y = spot_point(tile, 0, index)
        for rotation in range(1, 4):
            x, y = 1 - y, x  # a quarter turn clockwise, y growing down
            assert spot_point(tile, rotation, index) == pytest.approx((x, y)), (tile.id, rotation, index)


def test_a_rotation_the_tile_does_not_have_is_refused(tiles: TilePainter) -> None:
    with pytest.raises(ValueError, match="wof/wheel"):
        tiles.pixmap(CATALOGUE.tiles["wof/wheel"], 1)
    with pytest.raises(ValueError):
        spot_point(CATALOGUE.tiles["base/A"], 4, 0)


def test_the_wheels_spots_are_on_its_squares_and_apart() -> None:
    wheel = CATALOGUE.tiles["wof/wheel"]
    spots = [spot_point(wheel, 0, i) for i in range(len(wheel.segments))]
    for (x, y), offsets in zip(spots, wheel.orientations[0].segment_offsets, strict=True):
        assert (int(x), int(y)) == offsets[0]
    assert all(math.dist(a, b) >= 0.12 for a, b in itertools.combinations(spots, 2))


def segment(
    kind: str, sides: tuple[int, ...] = (), halves: tuple[int, ...] = (), **options: bool
) -> SegmentDef:
    origin: Square = (0, 0)
    return SegmentDef(kind, tuple((origin, s) for s in sides), tuple((origin, h) for h in halves), **options)


def test_tiles_beyond_the_shipped_sets_paint_too(tiles: TilePainter) -> None:
    """Signposts, tents, inns and roundabouts (user tile sets may have them)."""
    signposts = TileDef(
        "user/signposts",
        (
            segment(ROAD, (1, 3), attributes=(("inn", True),)),
            segment(FIELD, halves=(0, 1, 2, 7)),
            segment(FIELD, halves=(3, 4, 5, 6)),
        ),
        attributes=(("signposts", (Signpost(1, "left"), Signpost(3, "straight"))),),
    )
    tent = TileDef("user/tent", (segment("tent", location="T"), segment(FIELD, halves=tuple(range(8)))))
    roundabout = TileDef(
        "user/roundabout",
        (
            segment(ROAD, (0, 1, 2, 3), attributes=(("roundabout", True),)),
            *(segment(FIELD, halves=(h, (h + 1) % 8)) for h in (7, 1, 3, 5)),
        ),
    )
    for tile in (signposts, tent, roundabout):
        for rotation in range(4):
            assert tiles.pixmap(tile, rotation).width() == SIZE
            spots = [spot_point(tile, rotation, i) for i in range(len(tile.segments))]
            assert all(math.dist(a, b) >= 0.12 for a, b in itertools.combinations(spots, 2))
    assert spot_point(tent, 0, 0) == (0.5, 0.5)
    assert not near(colour_at(tiles.pixmap(tent, 0), 0.5, 0.45), FIELD_COLOUR)


def far_apart(distance: int) -> TileDef:
    """Two squares ``distance`` apart on a diagonal, a field each (a user set may say so)."""
    squares: tuple[Square, ...] = ((0, 0), (distance, distance))
    fields = tuple(SegmentDef(FIELD, halves=tuple((sq, h) for h in range(8))) for sq in squares)
    return TileDef(f"user/far-{distance}", fields, squares=squares)


@pytest.mark.parametrize("distance", [300, 10**9])
def test_squares_far_apart_paint_a_placeholder_of_one_square(tiles: TilePainter, distance: int) -> None:
    """Not a pixmap as large as the distance (300 squares: 4.3 GB; 10^9: OverflowError)."""
    tile = far_apart(distance)
    pixmap = tiles.pixmap(tile, 0)
    assert (pixmap.width(), pixmap.height()) == (SIZE, SIZE)
    assert not near(colour_at(pixmap, 0.5, 0.2), FIELD_COLOUR)  # no field: a placeholder
    assert spot_point(tile, 0, 0) == (0.5, 0.5)
    assert spot_point(tile, 0, 1) == (distance + 0.5, distance + 0.5)  # on its own square


def test_squares_near_each_other_paint_in_full(tiles: TilePainter) -> None:
    pixmap = tiles.pixmap(far_apart(3), 0)
    assert (pixmap.width(), pixmap.height()) == (4 * SIZE, 4 * SIZE)
    assert near(colour_at(pixmap, 0.5, 0.5), FIELD_COLOUR)


def test_a_thousand_inner_fields_paint_at_once(tiles: TilePainter) -> None:
    """Placing a thousand spots one by one took 15 s; too many segments give a placeholder of
    the tile's size with its spots on a grid, every one on the tile and apart."""
    outer = segment(FIELD, halves=tuple(range(8)))
    tile = TileDef("user/crowded", (outer, *(SegmentDef(FIELD) for _ in range(1000))))
    for rotation in (0, 1):
        assert tiles.pixmap(tile, rotation).width() == SIZE
        spots = {spot_point(tile, rotation, i) for i in range(len(tile.segments))}
        assert len(spots) == len(tile.segments) and all(0 < x < 1 and 0 < y < 1 for x, y in spots)


def extent_of(pixmap: QPixmap, colour: QColor) -> tuple[int, int]:
    """Width and height in pixels of what is painted in ``colour`` (0, 0 if nothing)."""
    image = pixmap.toImage()
    found = [
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if near(image.pixelColor(x, y), colour, 24)
    ]
    if not found:
        return 0, 0
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


TENT_ROAD = TileDef(
    "user/tent-road",
    (
        segment("tent", location="T"),
        segment(ROAD, (1, 3)),
        segment(FIELD, halves=(0, 1, 2, 7)),
        segment(FIELD, halves=(3, 4, 5, 6)),
    ),
    attributes=(("signposts", (Signpost(1, "left"),)),),
)


@pytest.mark.parametrize(
    ("tile", "colour"),
    [
        (CATALOGUE.tiles["base/C"], LIGHT_TILES.pennant),
        (CATALOGUE.tiles["wof/U2"], NUMBER_COLOURS[False][1]),
        (CATALOGUE.tiles["festival/CR"], SYMBOL[False]),
        (CATALOGUE.tiles["wind-roses/blue"], LIGHT_TILES.roof),  # the rose's north point
        (CATALOGUE.tiles["wind-roses/NE"], ROSE),  # the rose's quarter
        (TENT_ROAD, LIGHT_TILES.cloister),  # the tent
        (TENT_ROAD, LIGHT_TILES.ink),  # the signpost's arrow
    ],
    ids=["pennant", "wheel", "festival", "north", "quarter", "tent", "signpost"],
)
def test_marks_are_legible_at_bag_size(tiles: TilePainter, tile: TileDef, colour: QColor) -> None:
    """At the bag's smallest tile (36 pixels), every mark is at least 8 pixels across (the
    rose's north: a red sector 8 pixels wide at its rim)."""
    for rotation in range(len(tile.orientations)):
        narrow, wide = sorted(extent_of(tiles.pixmap(tile, rotation, 36), colour))
        assert wide >= 8 and narrow >= (5 if colour == LIGHT_TILES.roof else 8), (
            tile.id,
            rotation,
            narrow,
            wide,
        )


TENT_CITY = TileDef(
    "user/tent-city",
    (segment("tent", location="T"), segment(CITY, (0,)), segment(FIELD, halves=tuple(range(2, 8)))),
)


@pytest.mark.parametrize("rotation", range(4))
@pytest.mark.parametrize("tile", [TENT_ROAD, TENT_CITY], ids=lambda t: t.id)
def test_a_tent_keeps_clear_of_cities_and_roads(tiles: TilePainter, tile: TileDef, rotation: int) -> None:
    """The teller's spot is the tent's, and around it neither city nor road shows."""
    x, y = spot_point(tile, rotation, 0)
    pixmap = tiles.pixmap(tile, rotation)
    around = [
        (x, y),
        *((x + 0.1 * math.cos(a), y + 0.1 * math.sin(a)) for a in (i * math.pi / 4 for i in range(8))),
    ]
    for px, py in around:
        seen = colour_at(pixmap, px, py)
        assert not near(seen, CITY_COLOUR) and not near(seen, ROAD_COLOUR), (tile.id, rotation, (px, py))


def test_two_fields_with_nothing_between_them_are_parted_by_a_line(tiles: TilePainter) -> None:
    """Issue #45, 9: Inns & Cathedrals' city tile with two fields (C-x) showed one field, its
    two farmers' spots seemingly on it. A line runs from the corner where they meet towards
    the city, and each field's spot lies on its own side of it."""
    tile = CATALOGUE.tiles["inns-cathedrals/C-x"]
    for rotation in range(4):
        pixmap = tiles.pixmap(tile, rotation)
        corner_to_middle = [(1 - k / 10, 1 - k / 10) for k in range(1, 4)]  # the SE corner's diagonal
        for _ in range(rotation):  # turned with the tile, a quarter turn clockwise each
            corner_to_middle = [(1 - y, x) for x, y in corner_to_middle]
        assert not any(near(colour_at(pixmap, x, y), FIELD_COLOUR) for x, y in corner_to_middle), rotation
        fields = [i for i, seg in enumerate(tile.segments) if seg.kind == FIELD]
        a, b = (spot_point(tile, rotation, i) for i in fields)
        line = (corner_to_middle[0], corner_to_middle[-1])
        assert _side(line, a) * _side(line, b) < 0, rotation  # one each side of the line


def _side(line: tuple[tuple[float, float], tuple[float, float]], p: tuple[float, float]) -> float:
    """Which side of ``line`` the point ``p`` lies on (the sign), if on neither: 0."""
    (x0, y0), (x1, y1) = line
    return (x1 - x0) * (p[1] - y0) - (y1 - y0) * (p[0] - x0)
