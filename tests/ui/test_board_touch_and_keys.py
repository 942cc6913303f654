"""The board under fingers and keys: pinch and pan, the touch layout's buttons, a tap on a
spot, a tap on a follower, spots that never overlap, the arrow-key cursor, Esc, a board that
holds still, and its colours in both schemes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QPointingDevice, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton, QToolTip
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW, FOLLOWER, PLACE
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Pass
from ui.board.board_view import SPOT_PX, BoardView, S, SpotMarker, spot_position, square_rect
from ui.look.colors import DARK_BOARD, LIGHT_BOARD, board_colors, contrast
from ui.look.painter import TilePainter, segment_outline
from ui.prefs.touch import TOUCH_LAYOUT
from ui.session import GameSession


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path) -> Iterator[BoardView]:
    TOUCH_LAYOUT.set("off")  # (the test's touch device would turn it on)
    session = GameSession(tmp_path / "library.sqlite3")
    view = BoardView(session, TilePainter())
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    view.place_requested.connect(session.act)  # what the main window does
    view.follower_requested.connect(lambda location: session.act(Follower(location)))
    view.pass_requested.connect(lambda: session.act(Pass()))
    session.new_game(Setup.of(["Anna", "Bram"]))
    yield view


def on_screen(board: BoardView, scene: QPointF) -> QPointF:
    return board.viewportTransform().map(scene)


def on_board(board: BoardView, pixel: QPointF) -> QPointF:
    return board.viewportTransform().inverted()[0].map(pixel)


@pytest.fixture(scope="module")
def finger() -> QPointingDevice:
    return QTest.createTouchDevice()


def centre_of(board: BoardView, square: tuple[int, int]) -> QPoint:
    return board.mapFromScene(square[0] * S + S / 2, square[1] * S + S / 2)


def tap(board: BoardView, finger: QPointingDevice, at: QPoint) -> None:
    QTest.touchEvent(board.viewport(), finger).press(0, at).commit()
    QTest.touchEvent(board.viewport(), finger).release(0, at).commit()


def test_pinch_zooms_about_the_fingers_and_two_fingers_pan(board: BoardView, finger: QPointingDevice) -> None:
    viewport = board.viewport()
    before = board.transform().m11()
    middle = QPoint(450, 350)
    under = on_board(board, QPointF(middle))
    QTest.touchEvent(viewport, finger).press(0, QPoint(400, 350)).press(1, QPoint(500, 350)).commit()
    QTest.touchEvent(viewport, finger).move(0, QPoint(350, 350)).move(1, QPoint(550, 350)).commit()
    QTest.touchEvent(viewport, finger).release(0, QPoint(350, 350)).release(1, QPoint(550, 350)).commit()
    assert board.transform().m11() == pytest.approx(2 * before, rel=0.01)
    # the point under the fingers stayed (QTest delivers touches a few pixels off offscreen)
    assert (on_screen(board, under) - middle).manhattanLength() <= 8
    under = on_board(board, QPointF(middle))
    QTest.touchEvent(viewport, finger).press(0, QPoint(400, 350)).press(1, QPoint(500, 350)).commit()
    QTest.touchEvent(viewport, finger).move(0, QPoint(440, 380)).move(1, QPoint(540, 380)).commit()
    QTest.touchEvent(viewport, finger).release(0, QPoint(440, 380)).release(1, QPoint(540, 380)).commit()
    assert (on_screen(board, under) - (middle + QPoint(40, 30))).manhattanLength() <= 8


def test_one_finger_pans_without_placing(board: BoardView, finger: QPointingDevice) -> None:
    board.session.act(Draw("base/D"))
    viewport = board.viewport()
    start = centre_of(board, (1, 0))
    under = on_board(board, QPointF(start))
    QTest.touchEvent(viewport, finger).press(0, start).commit()
    QTest.touchEvent(viewport, finger).move(0, start + QPoint(60, 40)).commit()
    QTest.touchEvent(viewport, finger).release(0, start + QPoint(60, 40)).commit()
    assert (on_screen(board, under) - (start + QPoint(60, 40))).manhattanLength() <= 8
    game = board.session.game
    assert game is not None and game.phase == PLACE and board.preview_rotation() is None


def test_touch_layout_taps_turns_and_confirms(
    qtbot: QtBot, board: BoardView, finger: QPointingDevice
) -> None:
    TOUCH_LAYOUT.set("on")
    board.apply_preferences()
    board.session.act(Draw("base/V"))  # a curve: it fits east of the start in two rotations
    tap(board, finger, centre_of(board, (1, 0)))
    game = board.session.game
    assert game is not None and game.phase == PLACE  # the first tap only shows the tile
    assert board.placement_bar.isVisible()
    buttons = board.placement_bar.findChildren(QToolButton)
    assert all(b.width() >= 44 and b.height() >= 44 for b in buttons)
    first = board.preview_rotation()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)  # turn on
    turned = board.preview_rotation()
    assert turned not in (None, first)
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)  # and back
    assert board.preview_rotation() == first
    qtbot.mouseClick(buttons[3], Qt.MouseButton.LeftButton)  # cancel
    assert board.preview_rotation() is None and not board.placement_bar.isVisible()
    tap(board, finger, centre_of(board, (1, 0)))
    qtbot.mouseClick(board.placement_bar.findChildren(QToolButton)[2], Qt.MouseButton.LeftButton)  # place
    assert game.phase == FOLLOWER and (1, 0) in game.board.cells


def test_a_tap_on_a_spot_deploys_there(qtbot: QtBot, board: BoardView, finger: QPointingDevice) -> None:
    board.session.act(Draw("base/D"))
    board.click_square((1, 0))
    game = board.session.game
    assert game is not None and game.phase == FOLLOWER
    (marker,) = [m for m in board.items() if isinstance(m, SpotMarker) and m.location == "N"]
    tap(board, finger, board.mapFromScene(marker.pos()))
    qtbot.waitUntil(lambda: game.phase == DRAW)
    assert [f.location for f in game.figures.values()] == ["N"]


def test_a_tap_on_a_follower_tells_its_feature(
    qtbot: QtBot, board: BoardView, finger: QPointingDevice
) -> None:
    """A finger cannot hover: a tap on a follower tells what hovering it tells (its feature
    outlined; its size, worth, chance and risk), and the next tap elsewhere takes the outline away."""
    session = board.session
    game = session.game
    assert game is not None
    assert session.act(Draw("base/U"))
    assert session.act(next(p for p in game.legal_placements() if p.at == (-1, 0)))
    assert session.act(Follower("W"))  # Anna's thief on the road west of the start tile
    (figure,) = game.figures.values()
    tap(board, finger, board.mapFromScene(spot_position(game.board.cells[figure.square], figure.segment)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == board.figure_tip(figure)
    assert "tile" in QToolTip.text()  # "3 tile(s); worth 3 if the game ended now"
    assert board._highlight  # its road outlined
    assert len(game.actions) == 3  # a tap that only tells
    corner = board.viewport().rect().topLeft() + QPoint(5, 5)  # no tile there
    assert not board.items(corner)
    tap(board, finger, corner)
    assert not board._highlight


def test_spots_sit_on_their_feature_never_overlap_and_reach_a_fingertip(board: BoardView) -> None:
    """Each spot is drawn on its own place of the tile, inside its square, with its follower's
    silhouette; a click or tap within a fingertip of a spot chooses the nearest spot."""
    board.session.act(Draw("base/X"))  # the crossroads: eight spots close together
    board.click_square((1, 0))
    game = board.session.game
    assert game is not None
    placed = game.board.cells[(1, 0)]
    for zoom in (1.3, 0.76, 0.6):  # 0.76: a 76 px tile, as in the touch layout
        board.resetTransform()
        board.scale(zoom, zoom)
        board.zoom_by(1.0, QPointF(450, 350))
        board.centerOn(square_rect((1, 0)).center())
        markers = [m for m in board.items() if isinstance(m, SpotMarker)]
        assert len(markers) == 8
        tile = QRectF(board.mapFromScene(square_rect((1, 0))).boundingRect())
        circles = {m: m.deviceTransform(board.viewportTransform()).mapRect(m.rect()) for m in markers}
        for marker, circle in circles.items():
            segment = placed.segment_at(marker.location)
            assert segment is not None
            assert marker.spot == spot_position(placed, segment)
            feature = segment_outline(
                placed.tile, placed.rotation, segment - placed.first_segment, square_rect((1, 0))
            )
            assert feature.contains(marker.pos()), marker.location  # drawn on its own feature
            assert marker.kind == placed.tile.segments[segment - placed.first_segment].kind  # its figure
            assert tile.adjusted(-1, -1, 1, 1).contains(circle)  # the tile's edges stay in view
            assert circle.width() >= 14
        for i, a in enumerate(circles.values()):  # circles: apart
            for b in list(circles.values())[:i]:
                assert QLineF(a.center(), b.center()).length() >= (a.width() + b.width()) / 2
        centres = {m: board.viewportTransform().map(m.pos()) for m in markers}
        for marker, centre in centres.items():
            for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1), (0.7, 0.7), (-0.7, 0.7)):
                finger = (QPointF(centre) + QPointF(dx, dy) * (SPOT_PX / 2 - 2)).toPoint()
                pixel = QPointF(finger) + QPointF(0.5, 0.5)  # the pixel's middle
                away = {m: QLineF(centres[m], pixel).length() for m in markers}
                chosen = board.itemAt(finger)
                assert isinstance(chosen, SpotMarker), (marker.location, dx, dy)
                assert away[chosen] <= min(away.values()) + 1, (marker.location, dx, dy)  # the nearest


def test_the_board_holds_still_from_placement_to_follower_step(board: BoardView) -> None:
    board.session.act(Draw("base/D"))
    board.scale(0.5, 0.5)  # the player zoomed out: the lit squares no longer fill the view
    before = board.viewportTransform()
    board.click_square((1, 0))
    game = board.session.game
    assert game is not None and game.phase == FOLLOWER and board.viewportTransform() == before
    board.pan_by(QPointF(-2000, 0))  # the newest tile out of view: the next change fits again
    moved = board.viewportTransform()
    board.pass_requested.emit()
    assert game.phase == DRAW and board.viewportTransform() != moved


def test_arrow_keys_walk_the_lit_squares_enter_places_esc_goes_back(qtbot: QtBot, board: BoardView) -> None:
    board.session.act(Draw("base/D"))
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    first = board._hover
    assert first is not None and board.preview_rotation() is not None
    qtbot.keyClick(board, Qt.Key.Key_Right)
    second = board._hover
    assert second is not None and first is not None and second[0] > first[0]
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # the tile off its square
    assert board.preview_rotation() is None
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    game = board.session.game
    assert game is not None and game.phase == FOLLOWER
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # back a step: the placement undone
    game = board.session.game
    assert game is not None and game.phase == PLACE and len(game.board.cells) == 1


def test_a_click_on_an_unlit_square_is_answered(qtbot: QtBot, board: BoardView) -> None:
    board.session.act(Draw("base/D"))
    with qtbot.waitSignal(board.session.refused) as said:
        board.click_square((7, 7))
    assert said.args[0] == "City on one side, straight road does not fit there: choose a lit square."


@pytest.mark.parametrize("background", [LIGHT_BOARD, DARK_BOARD, "#000000", "#ffffff"])
def test_board_marks_stand_out_in_both_schemes(background: str) -> None:
    colors = board_colors(QColor(background))
    for mark in (colors.lit, colors.open, colors.outline):
        assert contrast(mark, QColor(background)) >= 3


def test_a_dark_scheme_darkens_the_board_and_keeps_its_marks_seen(board: BoardView) -> None:
    from ui.look.colors import COLOR_SCHEME, apply_color_scheme, relative_luminance

    COLOR_SCHEME.set("dark")
    try:
        apply_color_scheme()
        board.apply_preferences()
        background = board.backgroundBrush().color()
        assert relative_luminance(background) < 0.05
        for mark in (board.colors.lit, board.colors.open, board.colors.outline):
            assert contrast(mark, background) >= 3
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()


def test_a_touchpads_touches_are_left_to_its_mouse_events(board: BoardView) -> None:
    from PySide6.QtGui import QInputDevice

    pad = QTest.createTouchDevice(QInputDevice.DeviceType.TouchPad)
    board.session.act(Draw("base/D"))
    tap(board, pad, centre_of(board, (1, 0)))
    assert board.preview_rotation() is None


def test_a_take_back_ring_stays_on_top_of_the_spots(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(420, 320)  # a small board zoomed out: the spots' reaches come near the ring
    board.show()
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "festival", "wind-roses")))
    game = session.game
    assert game is not None
    session.act(Draw("base/U"))
    assert session.act(next(p for p in game.legal_placements() if p.at == (-1, 0)))
    assert session.act(Follower("W"))  # Anna's thief on the road west of the rose
    session.act(Draw("base/E"))
    session.act(game.legal_placements()[0])
    session.act(Pass())
    session.act(Draw("festival/RrRr"))
    board.zoom_by(0.5, QPointF(210, 160))
    session.act(game.legal_placements()[0])
    (ring,) = [i for i in board.items() if type(i).__name__ == "FigureRing"]
    shape = ring.deviceTransform(board.viewportTransform()).mapRect(ring.boundingRect())
    assert shape.width() >= SPOT_PX
    assert board.itemAt(board.viewportTransform().map(ring.pos()).toPoint()) is ring
