"""The tile pictures follow the colour scheme: a palette per scheme whose features stay apart,
marks and figures that keep 3:1 against what they stand on, and pixmaps drawn anew when the
scheme changes."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from carc_assist.rules.game import shipped_catalogue
from ui.expansions.festival import SYMBOL
from ui.expansions.wheel_of_fortune.look import NUMBER_COLOURS
from ui.expansions.wind_roses import ROSE
from ui.look.colors import (
    COLOR_SCHEME,
    DARK_BOARD,
    DARK_TILES,
    LIGHT_BOARD,
    LIGHT_TILES,
    TilePalette,
    apply_color_scheme,
    board_colors,
    contrast,
    tile_palette,
)
from ui.look.painter import TilePainter

SCHEMES = [
    pytest.param(LIGHT_TILES, LIGHT_BOARD, id="light"),
    pytest.param(DARK_TILES, DARK_BOARD, id="dark"),
]


def _distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


@pytest.mark.parametrize(("tiles", "board"), SCHEMES)
def test_open_and_lit_squares_and_figures_stand_out(tiles: TilePalette, board: str) -> None:
    """Lit and open squares are drawn on the board; figures on the tiles' features."""
    background = QColor(board)
    marks = board_colors(background)
    for mark in (marks.lit, marks.open, marks.outline):
        assert contrast(mark, background) >= 3
    for ground in (tiles.field, tiles.city, tiles.road, tiles.cloister):
        assert contrast(marks.outline, ground) >= 3, ground.name()


@pytest.mark.parametrize(("tiles", "board"), SCHEMES)
def test_features_stay_apart(tiles: TilePalette, board: str) -> None:
    fills = (tiles.field, tiles.city, tiles.road)
    for a, b in itertools.combinations(fills, 2):
        assert _distance(a, b) >= 40, (a.name(), b.name())
    # the lines between them: a city's wall, a road's kerbs
    assert contrast(tiles.wall, tiles.field) >= 3 and contrast(tiles.wall, tiles.city) >= 3
    assert contrast(tiles.road_edge, tiles.road) >= 3 and contrast(tiles.road_edge, tiles.field) >= 3
    # the tiles stand out from the board of their scheme
    assert contrast(tiles.field, QColor(board)) >= 1.5


def test_the_dark_scheme_dims_the_tiles(qapp: QApplication) -> None:
    tile = shipped_catalogue().tiles["base/D"]
    light = TilePainter(48, dark=False).pixmap(tile, 0).toImage()
    dark = TilePainter(48, dark=True).pixmap(tile, 0).toImage()
    assert light != dark
    assert _mean_lightness(dark) < _mean_lightness(light) - 40


def _mean_lightness(image: QImage) -> float:
    return sum(
        image.pixelColor(x, y).lightness() for x in range(image.width()) for y in range(image.height())
    ) / (image.width() * image.height())


@pytest.fixture
def scheme() -> Iterator[None]:
    yield
    COLOR_SCHEME.set("system")
    apply_color_scheme()


def test_pixmaps_are_drawn_anew_when_the_scheme_changes(qapp: QApplication, scheme: None) -> None:
    tile = shipped_catalogue().tiles["base/D"]
    painter = TilePainter(48)
    COLOR_SCHEME.set("light")
    apply_color_scheme()
    assert tile_palette() is LIGHT_TILES
    light = painter.pixmap(tile, 0)
    assert painter.pixmap(tile, 0) is light  # cached while the scheme stays
    COLOR_SCHEME.set("dark")
    apply_color_scheme()
    assert tile_palette() is DARK_TILES
    dark = painter.pixmap(tile, 0)
    assert dark is not light and dark.toImage() != light.toImage()
    assert dark.toImage() == TilePainter(48, dark=True).pixmap(tile, 0).toImage()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_marks_keep_their_size_in_both_schemes(qapp: QApplication, dark: bool) -> None:
    """A mark drawn in one scheme's colour covers as much of the bag-sized tile as in the other."""
    catalogue = shipped_catalogue()
    palette = tile_palette(dark)
    painter = TilePainter(36, dark=dark)
    for tile_id, colour in [
        ("base/C", palette.pennant),
        ("festival/CR", SYMBOL[dark]),
        ("wind-roses/NE", ROSE),
        ("wof/U2", NUMBER_COLOURS[dark][1]),
    ]:
        image = painter.pixmap(catalogue.tiles[tile_id], 0).toImage()
        found = [
            (x, y)
            for x in range(image.width())
            for y in range(image.height())
            if _distance(image.pixelColor(x, y), colour) <= 24
        ]
        xs, ys = [x for x, _ in found], [y for _, y in found]
        assert found and min(max(xs) - min(xs), max(ys) - min(ys)) + 1 >= 8, (tile_id, dark)
