"""The board: tiles drawn from their definitions, followers, and the placing of a tile.

Draws only what ``session.game`` holds. While a tile is held, the squares where it fits light
up; hovering one previews the tile there, the mouse wheel or R turns it through its legal
rotations only, a click asks the session to place it. After a placement, the legal follower
spots appear as markers to click (Enter or Space: no follower).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from carc_assist.actions import Action, Follower, Place, PlagueChoice, TakeBack
from carc_assist.board import PlacedTile
from carc_assist.expansions.wheel_of_fortune import WheelOfFortune
from carc_assist.expansions.wind_roses import WindRoses
from carc_assist.game import DRAW, FOLLOWER, OVER, PLACE
from carc_assist.geometry import Square
from carc_assist.insight import SquareFit, completion, fit_analysis
from carc_assist.scoring import feature_value, field_value, winners
from ui.colors import ink_on, qcolor
from ui.painter import TilePainter, spot_point
from ui.plain import literal
from ui.session import GameSession
from ui.settings import BOARD_COLOR, CONFIRM_PLACEMENT
from ui.texts import short_id
from ui.wheel_panel import crown_spots, pig_spot

S = 100  # scene units per square
MAX_ZOOM = 1.3  # tiles are drawn at S pixels: a little larger still looks sharp


def square_rect(square: Square, size: int = 1) -> QRectF:
    return QRectF(square[0] * S, square[1] * S, S * size, S * size)


def spot_position(placed: PlacedTile, segment: int) -> QPointF:
    fx, fy = spot_point(placed.tile, placed.rotation, segment - placed.first_segment)
    return QPointF((placed.origin[0] + fx) * S, (placed.origin[1] + fy) * S)


class BoardView(QGraphicsView):
    #: the player chose a placement for the held tile
    place_requested = Signal(object)
    #: the player clicked a follower spot (its location name)
    follower_requested = Signal(str)
    #: the player declined to deploy a follower (Enter / Space)
    pass_requested = Signal()
    #: the player chose another follower-step action (a festival take-back …)
    action_requested = Signal(object)
    #: the placement the preview shows (None: no preview), for the learning mode
    preview_changed = Signal(object)

    def __init__(self, session: GameSession, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.painter = painter
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        # Placed tiles are painted as the scene's background, which the view keeps as a picture
        # of the viewport: a change elsewhere (lit squares, markers, the heat map) repaints over
        # that picture instead of drawing 200 tiles again, and a new tile redraws its own square.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # That picture covers every pixel: nothing behind the viewport needs painting first.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.viewport().setAutoFillBackground(False)
        # Panning is by dragging; scroll bars that come and go would resize the viewport (and
        # throw that picture away) whenever the board's extent changes.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.apply_preferences()
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self._tiles: list[tuple[PlacedTile, QRectF, QPixmap]] = []  # the background, in order
        self._tiles_of: object = None  # the game they belong to
        self._tile_bounds = QRectF()
        self._overlay: list[QGraphicsItem] = []  # lit squares and spot markers: redrawn each change
        self._figures: dict[tuple[Square, str, int], list[QGraphicsItem]] = {}  # kept while unchanged
        self._highlight: list[QGraphicsItem] = []  # squares of a log entry
        self._fits: dict[Square, list[int]] = {}  # legal rotations (degrees) per square
        self._preview: QGraphicsPixmapItem | None = None
        self._hover: Square | None = None
        self._turn_index = 0
        self._press: QPointF | None = None
        self._panned = False
        self._fitted_once = False
        self.show_fits = True
        self.tint_fields = False
        self._heat: dict[Square, FitItem] = {}
        session.changed.connect(self.refresh)

    def apply_preferences(self) -> None:
        self.setBackgroundBrush(QColor(str(BOARD_COLOR.get())))
        self.resetCachedContent()
        self._confirm = bool(CONFIRM_PLACEMENT.get())

    # -- drawing --------------------------------------------------------------------------

    def refresh(self) -> None:
        game = self.session.game
        scene = self.scene()
        for item in self._overlay:
            scene.removeItem(item)
        self._overlay.clear()
        self.show_squares([])
        self._drop_preview()
        self._update_tiles(game, game.board.placed if game is not None else [])
        if game is None:
            self._draw_figures()
            return
        self._draw_figures()
        self._fits = {}
        self._draw_rose()
        self._draw_wheel()
        if self.tint_fields and not self.session.tournament:
            self._draw_field_holders()
        shown = self.show_fits and not self.session.tournament and game.phase in (DRAW, FOLLOWER)
        self._draw_fits(fit_analysis(game) if shown else {})
        if game.phase == PLACE and game.held is not None:
            for place in game.legal_placements():
                self._fits.setdefault(place.at, []).append(place.rotation)
            self._add(self._marked_squares(self._fits, QColor(255, 255, 160, 110), QColor("#c8a400")))
        elif game.phase == FOLLOWER:
            self._draw_spots()
        elif game.phase != OVER:  # an expansion's own step (the plague): ring the figures to choose
            self._draw_rings(game.expansion_options())
        # Scene rect and fit follow the tiles only, not the squares lit for the tile in hand: the
        # view stays put from one draw to the next (a scroll or zoom repaints the whole board).
        bounds = self._bounds()
        scene.setSceneRect(bounds.adjusted(-3 * S, -3 * S, 3 * S, 3 * S))
        if not self._fitted_once or not self._visible(bounds):
            self.fit_board()
            self._fitted_once = True

    def _update_tiles(self, game: object, placed_tiles: Sequence[PlacedTile]) -> None:
        """Keep the background's tiles in step with the board; redraw only the squares that
        changed. Within one game the placed tiles are a stack (a placement adds one on top, an
        undo takes the top one off), so only the top of the list is compared."""
        tiles = self._tiles
        if game is not self._tiles_of:
            self._tiles_of, kept = game, 0
        else:
            kept = min(len(tiles), len(placed_tiles))
            while kept and not _same_tile(tiles[kept - 1][0], placed_tiles[kept - 1]):
                kept -= 1
        if kept == len(tiles) == len(placed_tiles):
            return
        changed = [target for _, target, _ in tiles[kept:]]
        del tiles[kept:]
        for placed in placed_tiles[kept:]:
            pixmap = self.painter.pixmap(placed.tile, placed.rotation, S)
            target = QRectF(placed.origin[0] * S, placed.origin[1] * S, pixmap.width(), pixmap.height())
            tiles.append((placed, target, pixmap))
            changed.append(target)
        for rect in changed:
            self.scene().invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)
        bounds = QRectF()
        for _, target, _ in tiles:
            bounds = bounds.united(target)
        self._tile_bounds = bounds

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The board colour, and every placed tile that meets ``rect``."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        for _, target, pixmap in self._tiles:
            if target.intersects(rect):
                painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))

    def _bounds(self) -> QRectF:
        """The squares holding tiles and the ring around them, where the next tile may go."""
        if self._tile_bounds.isNull():
            return QRectF()
        return self._tile_bounds.adjusted(-S, -S, S, S)

    def _visible(self, rect: QRectF) -> bool:
        return self.mapToScene(self.viewport().rect()).boundingRect().contains(rect)

    def fit_board(self) -> None:
        """Show the whole board, but never blow a tile up past its drawn size (a lone start
        tile would otherwise fill the view, blurred)."""
        bounds = self._bounds().adjusted(-S // 2, -S // 2, S // 2, S // 2)
        self.fitInView(bounds, Qt.AspectRatioMode.KeepAspectRatio)
        if self.transform().m11() > MAX_ZOOM:
            self.setTransform(QTransform.fromScale(MAX_ZOOM, MAX_ZOOM))
            self.centerOn(bounds.center())

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.scene().addItem(item)
        self._overlay.append(item)
        return item

    def _marked_squares(self, squares: Iterable[Square], fill: QColor, line: QColor) -> SquaresItem:
        """Squares lit for a choice: filled, with a dashed outline."""
        item = SquaresItem(squares, QPen(line, 3, Qt.PenStyle.DashLine), QBrush(fill), inset=3)
        item.setZValue(1)
        return item

    def _draw_figures(self) -> None:
        """Add and remove only the figures that changed (a small area to repaint)."""
        game = self.session.game
        wanted = {(f.square, f.location, f.player): f for f in game.figures.values()} if game else {}
        for key in [k for k in self._figures if k not in wanted]:
            for item in self._figures.pop(key):
                self.scene().removeItem(item)
        for key, figure in wanted.items():
            if key not in self._figures and game is not None:
                placed = game.board.cells[figure.square]
                player = game.setup.players[figure.player]
                at = spot_position(placed, figure.segment)
                items = self._figure_items(at, player.color, player.name[:1].upper())
                body = items[0]
                assert isinstance(body, FigureItem)
                body.hovered = lambda on, segment=figure.segment: self._hover_figure(segment if on else None)
                self._figures[key] = items

    def _hover_figure(self, segment: int | None) -> None:
        """Hovering a follower outlines its whole feature and tells its size and value."""
        game = self.session.game
        if game is None or segment is None or not game.board.parent or segment >= len(game.board.parent):
            self.show_squares([])
            return
        feature = game.board.feature(segment)
        self.show_squares(sorted(feature.squares))
        tip = self.tr("%n tile(s)", "", feature.tiles)
        if feature.kind in ("road", "city", "cloister"):
            now, _ = feature_value(game.board, feature, True, bool(game.setup.option("small-city-2pts")))
            tip = self.tr("{size}; worth {points} if the game ended now").format(size=tip, points=now)
        elif feature.kind == "field":
            now, _ = field_value(game.board, feature)
            tip = self.tr("A field; worth {points} to its farmers if the game ended now").format(points=now)
        finish = completion(game, segment) if not self.session.tournament else None
        if finish is not None:
            tip += "\n" + self.tr(
                "One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}"
            ).format(now=finish.chance, soon=finish.within(game.bag_total, 3))
        for items in self._figures.values():
            if isinstance(items[0], FigureItem) and items[0].isUnderMouse():
                items[0].setToolTip(tip)

    def _figure_items(self, at: QPointF, color: str, initial: str) -> list[QGraphicsItem]:
        body = FigureItem(at.x() - 13, at.y() - 13, 26, 26)
        body.setBrush(qcolor(color))
        body.setPen(QPen(QColor("#111111"), 2))
        body.setZValue(3)
        label = QGraphicsSimpleTextItem(initial)
        label.setBrush(ink_on(color))
        font = label.font()
        font.setPixelSize(16)
        font.setBold(True)
        label.setFont(font)
        box = label.boundingRect()
        label.setPos(at.x() - box.width() / 2, at.y() - box.height() / 2)
        label.setZValue(4)
        for item in (body, label):
            self.scene().addItem(item)
        return [body, label]

    def _draw_spots(self) -> None:
        game = self.session.game
        assert game is not None and game.last_placed is not None
        placed = game.last_placed
        self._add(self._marked_squares([placed.origin], QColor(255, 255, 255, 40), QColor("#444444")))
        for location in game.legal_follower_spots():
            segment = placed.segment_at(location)
            assert segment is not None
            at = spot_position(placed, segment)
            marker = SpotMarker(at, location, self.follower_requested.emit)
            self._add(marker)
        self._draw_rings(game.legal_follower_actions())

    def _draw_rings(self, actions: list[Action]) -> None:
        """A ring around each figure that an action (festival take-back, plague) would send home."""
        game = self.session.game
        assert game is not None
        for action in actions:
            if isinstance(action, (TakeBack, PlagueChoice)) and not isinstance(action.where, str):
                figure = game.figure_at(action.where)
                assert figure is not None
                owner = game.board.cells[figure.square]
                ring = TakeBackMarker(
                    spot_position(owner, figure.segment), action, self.action_requested.emit
                )
                ring.setToolTip(self.tr("Send this figure home"))
                self._add(ring)

    def _draw_fits(self, fits: dict[Square, SquareFit]) -> None:
        """A faint heat map: how likely the next tile fits each open square; dead squares are
        crossed out; hovering one lists the tile types left that fit, with their rotations.
        The items stay from one change to the next, hidden while a tile is placed, and are only
        recoloured (a turn changes every square's chance, and making ~100 items anew took
        longer than the 16 ms budget)."""
        if not fits:
            for shown in self._heat.values():
                shown.hide()
            return
        for square in [sq for sq in self._heat if sq not in fits]:
            self.scene().removeItem(self._heat.pop(square))
        for square, fit in fits.items():
            item = self._heat.get(square)
            if item is None:
                item = self._heat[square] = FitItem(square_rect(square).adjusted(8, 8, -8, -8), self)
                self.scene().addItem(item)
            item.show_fit(fit)
            item.show()

    def fit_tooltip(self, fit: SquareFit) -> str:
        if fit.dead:
            return self.tr("No tile left in the bag can fill this square")
        lines = [
            f"{short_id(t)}: " + ", ".join(f"{r}°" for r in rotations) for t, rotations in fit.fits.items()
        ]
        chance = self.tr("Next tile fits here: {chance:.0%}").format(chance=fit.chance)
        return "\n".join([chance, *lines])

    def _draw_field_holders(self) -> None:
        """Each field with farmers, tinted along its edges in its majority holder's colour
        (dotted where players tie)."""
        game = self.session.game
        assert game is not None
        board = game.board
        roots = {board.find(f.segment) for f in game.figures.values()}
        for root in roots:
            feature = board.features[root]
            holders = winners(feature.figures)
            if feature.kind != "field" or not holders:
                continue
            color = qcolor(game.setup.players[holders[0]].color)
            color.setAlpha(150)
            for square in feature.squares:
                placed = board.cells[square]
                osq = placed.square_at(square)
                for half, local in enumerate(osq.half_segment):
                    if local is None or board.feature(placed.first_segment + local) is not feature:
                        continue
                    band = QGraphicsRectItem(_half_band(square, half))
                    band.setBrush(
                        QBrush(
                            color,
                            Qt.BrushStyle.Dense4Pattern if len(holders) > 1 else Qt.BrushStyle.SolidPattern,
                        )
                    )
                    band.setPen(Qt.PenStyle.NoPen)
                    band.setZValue(1)
                    self._add(band)

    def _draw_wheel(self) -> None:
        """On the wheel start tile: the pig, the crown fields and their followers (free crowns
        are clickable in the follower step)."""
        game = self.session.game
        wheel = game.module(WheelOfFortune) if game is not None else None
        if game is None or wheel is None:
            return
        placed = next((p for p in game.board.placed if "wheel" in p.tile.marks), None)
        if placed is None:
            return
        centre = QPointF((placed.origin[0] + 2) * S, (placed.origin[1] + 2) * S)
        offer = {a.location for a in game.legal_follower_actions() if isinstance(a, Follower)}
        for place, spot in crown_spots(centre, S * 0.97).items():
            owner = game.off_board.get(place)
            if owner is not None:
                player = game.setup.players[owner]
                self._overlay.extend(self._figure_items(spot, player.color, player.name[:1].upper()))
            elif place in offer:
                self._add(SpotMarker(spot, place, self.follower_requested.emit))
        pig = pig_spot(centre, S * 0.97, wheel.state["pig"])
        body = QGraphicsEllipseItem(pig.x() - 16, pig.y() - 11, 32, 22)
        body.setBrush(QColor("#f49ac1"))
        body.setPen(QPen(QColor("#7a2a4d"), 2))
        body.setZValue(4)
        body.setToolTip(self.tr("The pig"))
        self._add(body)

    def _draw_rose(self) -> None:
        """The reference wind rose's axes, its N, and (with a quarter rose in hand) its section."""
        game = self.session.game
        roses = game.module(WindRoses) if game is not None else None
        if game is None or roses is None or not roses.roses:
            return
        (rx, ry), rotation = roses.roses[-1]
        centre = QPointF((rx + 0.5) * S, (ry + 0.5) * S)
        north = _turned(QPointF(0, -1), rotation)
        east = _turned(QPointF(1, 0), rotation)
        far = 60 * S
        pen = QPen(QColor(30, 60, 160, 90), 4, Qt.PenStyle.DashLine)
        for axis in (north, east):
            line = QGraphicsLineItem(QLineF(centre - axis * far, centre + axis * far))
            line.setPen(pen)
            line.setZValue(1)
            self._add(line)
        label = QGraphicsSimpleTextItem("N")
        font = label.font()
        font.setPixelSize(36)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor(30, 60, 160, 160))
        tip = centre + north * (1.2 * S)
        label.setPos(tip.x() - 12, tip.y() - 22)
        label.setZValue(1)
        self._add(label)
        mark = game.tile(game.held).wind_rose if game.held is not None else None
        if mark in ("NE", "SE", "SW", "NW"):
            assert mark is not None
            along_n = north * (1 if mark[0] == "N" else -1)
            along_e = east * (1 if mark[1] == "E" else -1)
            corner = centre - (along_n + along_e) * (S / 2)  # the row and column count too
            area = QGraphicsPolygonItem(
                QPolygonF(
                    [
                        corner,
                        corner + along_n * far,
                        corner + (along_n + along_e) * far,
                        corner + along_e * far,
                    ]
                )
            )
            area.setBrush(QColor(30, 60, 160, 35))
            area.setPen(Qt.PenStyle.NoPen)
            area.setZValue(1)
            self._add(area)

    def show_squares(self, squares: list[Square], signposts: Sequence[tuple[Square, int, str]] = ()) -> None:
        """Outline some squares (a log entry's feature) and ring its correct signposts; empty
        lists clear the outline."""
        for item in self._highlight:
            self.scene().removeItem(item)
        self._highlight = []
        if squares:
            item = SquaresItem(squares, QPen(QColor("#d1006f"), 6), QBrush(Qt.BrushStyle.NoBrush), inset=2)
            item.setZValue(5)
            self.scene().addItem(item)
            self._highlight.append(item)
        for square, side, _ in signposts:
            centre = square_rect(square).center() + _turned(QPointF(0, -1), side) * (S * 0.36)
            ring = QGraphicsEllipseItem(centre.x() - 12, centre.y() - 12, 24, 24)
            ring.setPen(QPen(QColor("#ffb000"), 5))
            ring.setZValue(6)
            self.scene().addItem(ring)
            self._highlight.append(ring)

    # -- placing --------------------------------------------------------------------------

    def _square_at(self, pos: QPointF) -> Square:
        scene = self.mapToScene(pos.toPoint())
        return (math.floor(scene.x() / S), math.floor(scene.y() / S))

    def _drop_preview(self) -> None:
        if self._preview is not None:
            self.scene().removeItem(self._preview)
            self._preview = None

    def _show_preview(self, square: Square | None) -> None:
        game = self.session.game
        if square != self._hover:
            self._turn_index = 0
        self._hover = square
        self._drop_preview()
        if game is None or square is None or square not in self._fits or game.held is None:
            self.preview_changed.emit(None)
            return
        rotations = self._fits[square]
        degrees = rotations[self._turn_index % len(rotations)]
        self.preview_changed.emit(Place(game.held, square, degrees))
        item = QGraphicsPixmapItem(self.painter.pixmap(game.tile(game.held), degrees // 90, S))
        item.setPos(square[0] * S, square[1] * S)
        item.setOpacity(0.8)
        item.setZValue(2)
        self.scene().addItem(item)
        self._preview = item

    def preview_rotation(self) -> int | None:
        """The rotation (degrees) the preview shows, if a legal square is hovered."""
        if self._hover is None or self._hover not in self._fits:
            return None
        rotations = self._fits[self._hover]
        return rotations[self._turn_index % len(rotations)]

    def hover_square(self, square: Square | None) -> None:
        """Show the held tile on ``square`` (what moving the mouse there does)."""
        self._show_preview(square)

    def turn_preview(self) -> None:
        """Next legal rotation on the hovered square (mouse wheel, R)."""
        if self._hover in self._fits:
            self._turn_index += 1
            self._show_preview(self._hover)

    def click_square(self, square: Square) -> None:
        """Place the held tile on ``square`` in the previewed rotation (what a click does)."""
        game = self.session.game
        if game is None or square not in self._fits or game.held is None:
            return
        if square != self._hover:
            self._show_preview(square)
            if self._confirm:  # touch screens: the first tap shows, the second places
                return
        rotation = self.preview_rotation()
        assert rotation is not None
        self.place_requested.emit(Place(game.held, square, rotation))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and (event.position() - self._press).manhattanLength() > 6:
            self._panned = True
            delta = event.position() - self._press
            self._press = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            return
        square = self._square_at(event.position())
        if square != self._hover:
            self._show_preview(square)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, (SpotMarker, TakeBackMarker)):
            super().mousePressEvent(event)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position()
            self._panned = False
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            clicked = not self._panned
            self._press = None
            if clicked:
                self.click_square(self._square_at(event.position()))
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self._hover in self._fits and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.turn_preview()
            return
        factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
        self.scale(factor, factor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        game = self.session.game
        if event.key() == Qt.Key.Key_R:
            self.turn_preview()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if game is not None and game.phase == FOLLOWER:
                self.pass_requested.emit()
            elif self._hover is not None:
                self.click_square(self._hover)
        elif event.key() == Qt.Key.Key_F:
            self.fit_board()
        else:
            super().keyPressEvent(event)


def _half_band(square: Square, half: int) -> QRectF:
    """A thin band inside the square along one half-edge (Nw Ne En Es Se Sw Ws Wn)."""
    side, second = divmod(half, 2)
    x, y, depth = square[0] * S, square[1] * S, S * 0.14
    start = S / 2 if (side in (0, 1)) == bool(second) else 0.0
    if side == 0:
        return QRectF(x + start, y, S / 2, depth)
    if side == 1:
        return QRectF(x + S - depth, y + start, depth, S / 2)
    if side == 2:
        return QRectF(x + (0.0 if second else S / 2), y + S - depth, S / 2, depth)
    return QRectF(x, y + (0.0 if second else S / 2), depth, S / 2)


class SquaresItem(QGraphicsItem):
    """Several squares outlined (and filled) as one item, painted in one call and without
    antialiasing (the edges are straight): two dozen antialiased items took 2 ms a frame."""

    def __init__(self, squares: Iterable[Square], pen: QPen, brush: QBrush, inset: int) -> None:
        super().__init__()
        self._rects = [square_rect(sq).adjusted(inset, inset, -inset, -inset) for sq in squares]
        self._pen, self._brush = pen, brush
        bounds = QRectF()
        for rect in self._rects:
            bounds = bounds.united(rect)
        half = pen.widthF() / 2
        self._bounds = bounds.adjusted(-half, -half, half, half)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawRects(self._rects)


class FitItem(QGraphicsRectItem):
    """An open square of the heat map; a dead one is crossed out. Its tooltip is made when the
    mouse comes (making a hundred tooltips on every change cost more than drawing them). It
    is painted by Qt alone, with no Python ``paint``: a hundred Python paints per frame cost
    3 ms."""

    def __init__(self, rect: QRectF, view: BoardView) -> None:
        super().__init__(rect)
        self._view = view
        self._fit: SquareFit | None = None
        self._cross: QGraphicsPathItem | None = None
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(1)
        self.setAcceptHoverEvents(True)

    def show_fit(self, fit: SquareFit) -> None:
        if fit == self._fit:
            return
        self._fit = fit
        alpha = 0 if fit.dead else int(10 + 70 * fit.chance)
        self.setBrush(QColor(0, 120, 200, alpha))
        if fit.dead and self._cross is None:
            r = self.rect().adjusted(18, 18, -18, -18)
            path = QPainterPath(r.topLeft())
            path.lineTo(r.bottomRight())
            path.moveTo(r.topRight())
            path.lineTo(r.bottomLeft())
            self._cross = QGraphicsPathItem(path, self)
            self._cross.setPen(QPen(QColor(160, 30, 30, 150), 6))
        if self._cross is not None:
            self._cross.setVisible(fit.dead)

    def hoverEnterEvent(self, event: object) -> None:
        if self._fit is not None:
            self.setToolTip(literal(self._view.fit_tooltip(self._fit)))


class FigureItem(QGraphicsEllipseItem):
    """A follower on the board; hovering it outlines its feature."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h)
        self.setAcceptHoverEvents(True)
        self.hovered: Callable[[bool], None] | None = None

    def hoverEnterEvent(self, event: object) -> None:
        if self.hovered is not None:
            self.hovered(True)

    def hoverLeaveEvent(self, event: object) -> None:
        if self.hovered is not None:
            self.hovered(False)


def _same_tile(a: PlacedTile, b: PlacedTile) -> bool:
    """The same tile type in the same place and rotation (an undo and redo makes a new object)."""
    return a is b or (a.origin == b.origin and a.tile.id == b.tile.id and a.rotation == b.rotation)


def _turned(vector: QPointF, quarter_turns: int) -> QPointF:
    """A board direction turned clockwise (y grows south)."""
    for _ in range(quarter_turns):
        vector = QPointF(-vector.y(), vector.x())
    return vector


class TakeBackMarker(QGraphicsEllipseItem):
    """A ring around one of the player's own figures: click to take it back."""

    def __init__(self, at: QPointF, action: Action, chosen: Callable[[object], None]) -> None:
        super().__init__(at.x() - 19, at.y() - 19, 38, 38)
        self._action = action
        self._chosen = chosen
        self.setPen(QPen(QColor("#d1006f"), 5, Qt.PenStyle.DotLine))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(6)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: object) -> None:
        QTimer.singleShot(0, lambda: self._chosen(self._action))


class SpotMarker(QGraphicsEllipseItem):
    """A clickable follower spot on the tile just placed."""

    def __init__(self, at: QPointF, location: str, chosen: Callable[[str], None]) -> None:
        super().__init__(at.x() - 11, at.y() - 11, 22, 22)
        self.location = location
        self._chosen = chosen
        self.setBrush(QColor(255, 255, 255, 200))
        self.setPen(QPen(QColor("#1a1a1a"), 3))
        self.setZValue(6)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(location)

    def hoverEnterEvent(self, event: object) -> None:
        self.setBrush(QColor("#ffd400"))

    def hoverLeaveEvent(self, event: object) -> None:
        self.setBrush(QColor(255, 255, 255, 200))

    def mousePressEvent(self, event: object) -> None:
        # the choice redraws the board, removing this very item: let its event finish first
        QTimer.singleShot(0, lambda: self._chosen(self.location))
