"""The board: tiles drawn from their definitions, followers, and the placing of a tile.

Draws only what ``session.game`` holds. While a tile is held, the squares where it fits light
up; hovering one previews the tile there (or the arrow keys move to one), the mouse wheel or R
turns it through its legal rotations only, a click (or Enter) asks the session to place it, and
Esc goes back a step. After a placement, the legal follower spots appear as markers to click;
the arrow keys move a cursor over them (and over the figures ringed to take back), Enter
deploys on the cursor's spot, and Enter with no cursor deploys none.

The board holds still: it fits itself again only when the newest tile is out of view (or on F),
never between a placement and its follower step, and never draws tiles too small to touch.
On a touch screen one finger taps and pans, two pinch to zoom and pan, and the touch layout
adds buttons to turn the tile both ways and to confirm or cancel its placement.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import ClassVar, cast

from PySide6.QtCore import QEvent, QLineF, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBitmap,
    QBrush,
    QColor,
    QFocusEvent,
    QGuiApplication,
    QHelpEvent,
    QImage,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRegion,
    QResizeEvent,
    QTouchEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QStyle,
    QStyleOptionFrame,
    QStyleOptionGraphicsItem,
    QToolButton,
    QToolTip,
    QWidget,
)

from carc_assist.rules.game import DRAW, FOLLOWER, OVER, PLACE, Game
from carc_assist.rules.insight import SquareFit, completion, fit_analysis, risk
from carc_assist.rules.steps import Prompt, Step
from carc_assist.table.actions import Action, Place
from carc_assist.table.board import PlacedTile
from carc_assist.table.events import ScoreEvent
from carc_assist.table.figures import Figure
from carc_assist.table.geometry import SIDE_DELTA, Square
from carc_assist.table.phases import IllegalAction
from carc_assist.table.tiles import FIELD
from ui.board.overlays import DEAD_CROSS, TIE_PATTERN, GhostTile, field_tint, heat, over
from ui.expansions import BoardLayer, first, halves
from ui.look.bands import frame, line_band
from ui.look.colors import BoardColors, board_background, board_colors, ink_on, qcolor
from ui.look.figures import DISC_FIGURE, figure_path, figure_scale, own_shape
from ui.look.painter import TilePainter, segment_outline, spot_point
from ui.prefs.settings import CONFIRM_PLACEMENT
from ui.prefs.touch import touch_layout
from ui.session import GameSession
from ui.words.marks import player_mark
from ui.words.plain import literal
from ui.words.refusals import refusal
from ui.words.texts import Texts

S = 100  # scene units per square
MAX_ZOOM = 1.3  # tiles are drawn at S pixels: a little larger still looks sharp
MIN_ZOOM = 0.6  # a fit never draws a tile under 60 px (big enough to touch): the view pans instead
ZOOM_RANGE = (0.1, 3.0)  # what pinching and Ctrl+wheel may reach
SPOT_PX = 44  # a follower spot's reach on screen, whatever the zoom: a fingertip
SPOT_MIN_PX = 14  # the smallest a spot is drawn (a crossroads on a board zoomed far out)
SPOT_GAP = 4  # pixels between two spots' circles
SPOT_SHARE = 0.4  # the widest a spot is drawn, as a share of its square's width
FIGURE_SIZE = 34  # a follower's height (a lying farmer's width) in scene units
TOUCH_SLOP = 10  # pixels a finger may wander and still tap
SCENE_BLOCK = 8 * S  # the room to pan over grows and shrinks by this much
HIGHLIGHT = QColor("#d1006f")  # what a log entry counted: a magenta seen on every feature
LIT_FILL = QColor(255, 255, 160, 110)  # the squares where the tile in hand fits


def square_rect(square: Square, size: int = 1) -> QRectF:
    return QRectF(square[0] * S, square[1] * S, S * size, S * size)


def inside(spot: QPointF, square: QRectF, radius: float) -> QPointF:
    """Where a spot's circle of ``radius`` is drawn: on the spot, moved in just enough to lie
    inside its square (a field's spot near an edge)."""
    box = square.adjusted(radius, radius, -radius, -radius)
    return QPointF(min(max(spot.x(), box.left()), box.right()), min(max(spot.y(), box.top()), box.bottom()))


def spot_position(placed: PlacedTile, segment: int) -> QPointF:
    fx, fy = spot_point(placed.tile, placed.rotation, segment - placed.first_segment)
    return QPointF((placed.origin[0] + fx) * S, (placed.origin[1] + fy) * S)


#: the core's refusals of a placement by its edges and neighbours, beside a rule's (a river's)
_EDGE_REFUSALS = frozenset({"edges-differ", "touches-nothing", "square-taken"})


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
    #: the board drew itself anew: the overlays shown (``heat_shown``, ``tint_shown``) may differ
    refreshed = Signal()
    #: within ``_one_move``: how far the scroll bars moved the board, across and down
    _moved: list[int] | None = None

    def __init__(self, session: GameSession, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.painter = painter
        self.texts = Texts(self)
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
        self._tile_on: dict[Square, int] = {}  # the index in ``_tiles`` of the tile on each square
        self._tiles_of: object = None  # the game they belong to
        self._tile_bounds = QRectF()
        self._scaled: dict[tuple[int, int, int], QPixmap] = {}  # tile pictures at the zoom drawn
        self._scaled_zoom = 0.0
        self._overlay: list[QGraphicsItem] = []  # lit squares and spot markers: redrawn each change
        self._figures: dict[tuple[Square, str, int, str], list[QGraphicsItem]] = {}  # kept while unchanged
        self._tapped_figure = False  # a tap on a figure outlined its feature (a finger cannot hover)
        self._highlight: list[QGraphicsItem] = []  # squares of a log entry
        self._fits: dict[Square, list[int]] = {}  # legal rotations (degrees) per square
        #: why a rule refuses the tile in hand on the square pointed at (``_ruled_out``), in words
        self._ruled_tip: str | None = None
        self._preview: QGraphicsPixmapItem | None = None
        self.ghosts: list[GhostTile] = []  # the coach's suggestions shown (``show_ghosts``)
        self._hover: Square | None = None
        self._spot_cursor: SpotMarker | FigureRing | None = None  # the arrow keys' choice
        self._turn_index = 0
        self._press: QPointF | None = None
        self._panned = False
        self._fitted_once = False
        self._by_hand = False  # the player zoomed or moved the board since it was last fitted
        self._newest_seen: tuple[int, Square, str, int] | None = None  # the last tile checked in view
        self._touch_start: QPointF | None = None  # a finger down: where it went down
        self._touch_last: QPointF | None = None
        self._pinch: tuple[QPointF, float] | None = None  # two fingers: their centre and distance
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.placement_bar = PlacementBar(self)
        self.placement_bar.hide()
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _: self.apply_preferences())
        self.show_fits = True
        self.tint_fields = False
        self.heat_on = False  # the heat map is on in this game: drawn in its steps
        self.heat_shown = False  # the heat map is drawn now (for the legend)
        self.tint_shown = False  # the field tints are drawn now
        self.heat = HeatMap(self)
        self._analysed = False  # the analysis is of this game
        self._since_analysis: list[Action] = []  # what changed the tiles or the bag since
        self._analysis: dict[Square, SquareFit] = {}
        self._focus_key: tuple[object, ...] = ()  # what ``_focus_unseen`` found its answer for
        self._focus_same = False
        self.scene().addItem(self.heat)
        session.changed.connect(self.refresh)

    def apply_preferences(self) -> None:
        background = board_background()
        self.setBackgroundBrush(background)
        self.colors: BoardColors = board_colors(background)
        self.resetCachedContent()
        self.touch = touch_layout()
        self._confirm = bool(CONFIRM_PLACEMENT.get()) or self.touch
        if hasattr(self, "_figures"):  # not while the view is being made: draw anew in the new colours
            for item in [i for items in self._figures.values() for i in items]:
                self.scene().removeItem(item)
            self._figures.clear()
            self.heat.update()
            self._tiles_of = None  # the tiles too: the painter draws them in the scheme shown
            self.refresh()

    # -- drawing --------------------------------------------------------------------------

    def refresh(self, step: Step | None = None) -> None:
        """Draw the game after ``step`` (None: any change, a whole new game included): its
        tiles and figures again only when the step changed them, the analysis of what fits
        where only when it changed the tiles or the bag; what the prompt asks for (lit
        squares, follower spots, rings) and the expansions' layers after every step."""
        game = self.session.game
        scene = self.scene()
        for item in self._overlay:
            scene.removeItem(item)
        self._overlay.clear()
        self._spot_cursor = None
        self.show_squares([])
        self._drop_preview()
        if game is not self._tiles_of:  # another game: fitted anew, and every pixel painted anew
            self._fitted_once = False
            self.resetCachedContent()
            self.viewport().update()
        if step is None or step.tiles:
            self._update_tiles(game, game.board.placed if game is not None else [])
        self._note_for_analysis(step)
        if step is None or step.figures:
            self._draw_figures()
        self._fits = {}
        self._ruled_tip = None
        if game is None:
            self.heat_on = self.heat_shown = self.tint_shown = False
            self.refreshed.emit()
            return
        self._draw_layers(game)
        self.tint_shown = self.tint_fields and not self.session.tournament
        if self.tint_shown:
            self._draw_field_holders()
        prompt = step.prompt if step is not None else game.prompt
        self.heat_on = self.show_fits and not self.session.tournament
        self.heat_shown = self.heat_on and prompt.kind in (DRAW, FOLLOWER)
        self._draw_fits(self._fit_analysis(game) if self.heat_shown else {})
        if prompt.kind == PLACE and game.held is not None:
            for place in game.legal_placements():
                self._fits.setdefault(place.at, []).append(place.rotation)
            self._add(self._marked_squares(self._fits, LIT_FILL, self.colors.lit))
        elif prompt.kind == FOLLOWER:
            self._draw_spots(prompt)
        elif prompt.kind != OVER:  # an expansion's own step (the plague): ring the figures to choose
            self._draw_rings(prompt.options)
        # Scene rect and fit follow the tiles only, not the squares lit for the tile in hand: the
        # view stays put from one draw to the next (a scroll or zoom repaints the whole board).
        self._update_scene_rect()
        newest = self._newest()
        if step is not None and step.undone:
            self._newest_seen = newest  # an undo brings no new tile: the board stays put
        if not self._fitted_once or (prompt.kind != FOLLOWER and newest != self._newest_seen):
            self._newest_seen = newest
            if not self._fitted_once:
                self.fit_board()
            elif self._newest_hidden():  # fitted again, or, zoomed or moved by hand, scrolled to
                self._show_newest() if self._by_hand else self.fit_board()
            self._fitted_once = True
        self._layout_spots()
        self._show_placement_bar()
        self.refreshed.emit()

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
        grown_only = not changed  # (a tile taken off: the bounds are measured again)
        for placed, _, _ in tiles[kept:]:
            for square in placed.squares:
                del self._tile_on[square]
        del tiles[kept:]
        for placed in placed_tiles[kept:]:
            pixmap = self.painter.pixmap(placed.tile, placed.rotation, S)
            target = QRectF(placed.origin[0] * S, placed.origin[1] * S, pixmap.width(), pixmap.height())
            for square in placed.squares:
                self._tile_on[square] = len(tiles)
            tiles.append((placed, target, pixmap))
            changed.append(target)
        for rect in changed:
            self.scene().invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)
        bounds = self._tile_bounds if grown_only else QRectF()
        for _, target, _ in tiles[kept:] if grown_only else tiles:
            bounds = bounds.united(target)
        self._tile_bounds = bounds

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The board colour, and every placed tile that meets ``rect``. A tile is drawn from
        its picture scaled once to the zoom, on whole pixels (edges rounded, so neighbours
        meet): scaling 200 pictures smoothly on every draw of the board took 4 ms."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        transform = painter.transform()
        if transform.type().value > QTransform.TransformationType.TxScale.value:  # (no rotation here)
            for _, target, pixmap in self._tiles:
                if target.intersects(rect):
                    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            return
        if transform.m11() != self._scaled_zoom:
            self._scaled.clear()
            self._scaled_zoom = transform.m11()
        painter.save()
        painter.resetTransform()
        # what is to be drawn, on the viewport: after a scroll two strips, whose bounding
        # ``rect`` may hold most of the board (the strips' tiles are those looked up)
        parts = [rect]
        if painter.hasClipping():
            to_scene = transform.inverted()[0]
            clip = cast("Iterable[QRect]", painter.clipRegion())  # (PySide6 iterates it; its stubs miss it)
            parts = [to_scene.mapRect(QRectF(part)) for part in clip]
        for _, target, pixmap in self._tiles_meeting(parts):
            device = transform.mapRect(target)
            left, top = round(device.left()), round(device.top())
            width, height = round(device.right()) - left, round(device.bottom()) - top
            key = (pixmap.cacheKey(), width, height)
            scaled = self._scaled.get(key)
            if scaled is None:
                scaled = self._scaled[key] = pixmap.scaled(
                    width,
                    height,
                    Qt.AspectRatioMode.IgnoreAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            painter.drawPixmap(left, top, scaled)
        painter.restore()

    def _tiles_meeting(self, parts: Iterable[QRectF]) -> Sequence[tuple[PlacedTile, QRectF, QPixmap]]:
        """The placed tiles on the squares that ``parts`` meet, in the order placed, looked
        up square by square (after a scroll, trying all 200 tiles against the strips' bounds
        and then against the strips took 1.5 ms)."""
        numbers: set[int] = set()
        tile_on = self._tile_on
        for part in parts:
            part = part.intersected(self._tile_bounds)
            if part.isEmpty():
                continue
            left, top = math.floor(part.left() / S), math.floor(part.top() / S)
            right, bottom = math.ceil(part.right() / S), math.ceil(part.bottom() / S)
            numbers.update(
                number
                for x in range(left, right)
                for y in range(top, bottom)
                if (number := tile_on.get((x, y))) is not None
            )
        return [self._tiles[number] for number in sorted(numbers)]

    def _bounds(self) -> QRectF:
        """The squares holding tiles and the ring around them, where the next tile may go."""
        if self._tile_bounds.isNull():
            return QRectF()
        return self._tile_bounds.adjusted(-S, -S, S, S)

    def _visible(self, rect: QRectF) -> bool:
        return self.mapToScene(self.viewport().rect()).boundingRect().contains(rect)

    def _update_scene_rect(self) -> None:
        """The tiles and room around them to pan over: at least a view's width and height, so
        that the scene never gets smaller than the view (Qt would centre it, moving the board
        whenever a tile widens it)."""
        zoom = self.transform().m11()
        margin_x = max(3 * S, self.viewport().width() / zoom)
        margin_y = max(3 * S, self.viewport().height() / zoom)
        room = self._bounds().adjusted(-margin_x, -margin_y, margin_x, margin_y)
        # Out to whole blocks of squares: a new scene rect throws away the picture of the
        # board (the next paint draws every tile again), so it changes only now and then.
        left, top = (math.floor(v / SCENE_BLOCK) * SCENE_BLOCK for v in (room.left(), room.top()))
        right, bottom = (math.ceil(v / SCENE_BLOCK) * SCENE_BLOCK for v in (room.right(), room.bottom()))
        rect = QRectF(left, top, right - left, bottom - top)
        if rect != self.scene().sceneRect():
            self.scene().setSceneRect(rect)

    def _newest(self) -> tuple[int, Square, str, int] | None:
        """The tile placed last, told apart from the others (an undo and redo make new objects)."""
        if not self._tiles:
            return None
        placed = self._tiles[-1][0]
        return (len(self._tiles), placed.origin, placed.tile.id, placed.rotation)

    def _show_newest(self) -> None:
        """Scroll the newest tile into view with a margin, at the zoom the player chose by
        hand: fitting the whole board again threw their zoom away, and moved every square
        (once the one under the mouse)."""
        with self._one_move():
            self.ensureVisible(self._tiles[-1][1], S // 4, S // 4)

    def _newest_hidden(self) -> bool:
        """The tile placed last is not wholly in view: the only reason to move the board by
        itself (lit squares spreading past the edge are no reason: the player pans to them)."""
        return bool(self._tiles) and not self._visible(self._tiles[-1][1])

    def fit_board(self) -> None:
        """Show the whole board, but never blow a tile up past its drawn size (a lone start
        tile would otherwise fill the view, blurred) nor shrink it below what a finger can
        touch: a board too big for that shows as much of itself as it can around its newest
        tile, to pan from."""
        bounds = self._bounds().adjusted(-S // 2, -S // 2, S // 2, S // 2)
        if bounds.isEmpty():
            return
        self._by_hand = False
        room = QRectF(self.viewport().rect()).adjusted(2, 2, -2, -2)  # (as fitInView leaves)
        fitting = min(room.width() / bounds.width(), room.height() / bounds.height())
        zoom = min(max(fitting, MIN_ZOOM), MAX_ZOOM)
        # Only a zoom that changes is set: a new transform throws away the picture of the board
        # (the next paint draws all its tiles again), where a move only scrolls it.
        if zoom != self.transform().m11():
            self.setTransform(QTransform.fromScale(zoom, zoom))
            self._update_scene_rect()
        centre = bounds.center()
        if fitting != zoom and self._tiles:  # the middle, moved as little as keeps the newest tile in view
            newest = self._tiles[-1][1].adjusted(-S / 4, -S / 4, S / 4, S / 4)
            half_w, half_h = self.viewport().width() / zoom / 2, self.viewport().height() / zoom / 2
            centre.setX(_clamp(centre.x(), newest.right() - half_w, newest.left() + half_w))
            centre.setY(_clamp(centre.y(), newest.bottom() - half_h, newest.top() + half_h))
        # The whole view is painted again after a move (the heat map, the lit squares …):
        # scrolling the old picture along first is work thrown away.
        mode = self.viewportUpdateMode()
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        with self._one_move():
            self.centerOn(centre)
        self.setViewportUpdateMode(mode)
        self._layout_spots()

    def zoom_by(self, factor: float, anchor: QPointF) -> None:
        """Zoom about a point of the viewport (the fingers' centre, the mouse), which stays put."""
        zoom = self.transform().m11()
        factor = min(max(zoom * factor, ZOOM_RANGE[0]), ZOOM_RANGE[1]) / zoom
        fixed = self.viewportTransform().inverted()[0].map(anchor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(factor, factor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self._update_scene_rect()
        self.pan_by(anchor - self.viewportTransform().map(fixed))
        self._layout_spots()

    def pan_by(self, delta: QPointF) -> None:
        """Move the board with a finger or the mouse by ``delta`` pixels."""
        self._by_hand = True
        with self._one_move():
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))

    @contextmanager
    def _one_move(self) -> Iterator[None]:
        """The scroll bars set within, the board moved once, across and down together: the
        view moves its picture of the board (a copy of the whole viewport) at each bar's
        change, twice for a move that is both."""
        self._moved = [0, 0]
        try:
            yield
        finally:
            dx, dy = self._moved
            self._moved = None
            if dx or dy:
                self.scrollContentsBy(dx, dy)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        if self._moved is not None:  # (a bar set within ``_one_move``: moved with the other)
            self._moved[0] += dx
            self._moved[1] += dy
            return
        super().scrollContentsBy(dx, dy)
        self._layout_spots()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_scene_rect()
        self._layout_spots()
        self._show_placement_bar()

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
        wanted = {(f.square, f.location, f.player, f.kind): f for f in game.figures.values()} if game else {}
        for key in [k for k in self._figures if k not in wanted]:
            for item in self._figures.pop(key):
                self.scene().removeItem(item)
        for key, figure in wanted.items():
            if key not in self._figures and game is not None:
                placed = game.board.cells[figure.square]
                player = game.setup.players[figure.player]
                at = spot_position(placed, figure.segment)
                kind = placed.tile.segments[figure.segment - placed.first_segment].kind
                if not figure.follower or own_shape(figure.kind):  # a builder, an abbot: its own
                    kind = figure.kind  # shape, whatever its feature
                size = FIGURE_SIZE * figure_scale(figure.weight)
                items = self._figure_items(
                    at, kind, size, player.color, player_mark(game.setup.players, figure.player)
                )
                for item in items:
                    self.scene().addItem(item)
                body = items[0]
                assert isinstance(body, FigureItem)
                body.figure = figure
                body.hovered = lambda on, figure=figure: self._hover_figure(figure if on else None)
                self._figures[key] = items

    def _hover_figure(self, figure: Figure | None) -> None:
        """Hovering a follower outlines its whole feature (the feature itself, as the log
        outlines what an entry counted: a field and not its whole tiles) and tells its size and
        value."""
        game = self.session.game
        if game is None or figure is None:
            self.show_squares([])
            return
        feature = game.board.feature(figure.segment)
        self.show_squares(sorted(feature.squares), (), game.board.parts(feature))
        tip = self.figure_tip(figure)
        for items in self._figures.values():
            if isinstance(items[0], FigureItem) and items[0].isUnderMouse():
                items[0].setToolTip(tip)

    def figure_tip(self, figure: Figure) -> str:
        """A follower's feature: its size, the value the engine gives it (with the expansions'
        items: a road's signposts …), one tile short, the chance to complete it, and what an
        expansion's rule puts at risk if it stays unfinished (its half says it)."""
        game = self.session.game
        assert game is not None
        feature = game.board.feature(figure.segment)
        tip = self.tr("%n tile(s)", "", feature.tiles)
        score = game.feature_score(figure.square, figure.location)
        if score is not None and score.kind == "field":
            tip = self.tr("A field; worth {points} to its farmers if the game ended now").format(
                points=score.points
            )
        elif score is not None:  # with what the expansions add: "with an inn (…)"
            seen = ScoreEvent(game.turn, figure.player, score.points, score.kind, score.final, score.items)
            worth = self.tr("{size}; worth {points} if the game ended now")
            tip = worth.format(size=self.texts.with_items(seen, tip), points=score.points)
        if self.session.tournament:
            return tip
        finish = completion(game, figure.segment)
        if finish is not None:
            tip += "\n" + self.tr(
                "One tile short: the next tile completes it {now:.0%}, within 3 draws {soon:.0%}"
            ).format(now=finish.chance, soon=finish.within(game.bag_total, 3))
        at_risk = risk(game, figure.segment, figure.player)  # an inn road's 0 at the end …
        said = None if at_risk is None else first(h.risk_words(at_risk, self.texts) for h in halves())
        return tip if said is None else f"{tip}\n{said}"

    def _figure_items(
        self, at: QPointF, kind: str, size: float, color: str, initial: str
    ) -> list[QGraphicsItem]:
        """A follower's silhouette (its role: ``kind``, see ``figure_path``; ``size`` tall, as
        its weight says) in the player's colour at ``at``, with the player's initial on its body."""
        middle = at + QPointF(0, size * 0.12) if kind != FIELD else at  # on the body, below a head
        return self._token(figure_path(kind, size).translated(at), middle, color, initial)

    def _figure_off_tiles(self, at: QPointF, player: int) -> list[QGraphicsItem]:
        """A player's figure on a place of an expansion's own (a crown field): a disc with the
        player's initial, as the wheel panel shows it (it stands on no feature of the board)."""
        assert self.session.game is not None
        owner = self.session.game.setup.players[player]
        disc = QPainterPath()
        disc.addEllipse(at, DISC_FIGURE, DISC_FIGURE)
        return self._token(disc, at, owner.color, player_mark(self.session.game.setup.players, player))

    def _draw_layers(self, game: Game) -> None:
        """Each expansion's layer over the tiles (its UI half draws it, lent the board's pieces)."""
        board = BoardLayer(
            S,
            lambda at, location, tip: SpotMarker(at, location, tip, self.follower_requested.emit),
            self._figure_off_tiles,
            self._ring,
        )
        for half in halves():
            for item in half.board_items(game, board):
                self._add(item)

    def _token(self, path: QPainterPath, middle: QPointF, color: str, initial: str) -> list[QGraphicsItem]:
        """A figure's ``path`` filled in the player's colour, the initial centred on ``middle``.
        Each kept as a picture at the zoom shown (Qt's device cache): a figure is antialiased
        and lettered, and the board's usual repaint, of all its pixels after a draw or a
        placement, drew 20 of them again each time (0.6 ms)."""
        body = FigureItem(path)
        body.setBrush(qcolor(color))
        body.setPen(QPen(self.colors.outline, 1.5))
        body.setZValue(3)
        label = QGraphicsSimpleTextItem(initial)
        label.setBrush(ink_on(color))
        font = label.font()
        font.setPixelSize(12)
        font.setBold(True)
        label.setFont(font)
        box = label.boundingRect()
        label.setPos(middle.x() - box.width() / 2, middle.y() - box.height() / 2)
        label.setZValue(4)
        for item in (body, label):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return [body, label]

    def _draw_spots(self, prompt: Prompt) -> None:
        game = self.session.game
        assert game is not None and game.last_placed is not None
        placed = game.last_placed
        self._add(self._marked_squares([placed.origin], QColor(255, 255, 255, 40), self.colors.outline))
        for location in prompt.spots:
            segment = placed.segment_at(location)
            assert segment is not None
            at = spot_position(placed, segment)
            tip = self.tr("Deploy {figure} here").format(figure=self.texts.spot_figure(game, location))
            kind = placed.tile.segments[segment - placed.first_segment].kind
            square = square_rect((math.floor(at.x() / S), math.floor(at.y() / S)))
            self._add(SpotMarker(at, location, tip, self.follower_requested.emit, kind, square))
        self._draw_rings(prompt.options)

    def _layout_spots(self) -> None:
        """Each follower spot sits on its own place on the tile (on its road, in its city …),
        inside its square, drawn as large as the spots around it leave room for (up to SPOT_PX,
        and SPOT_SHARE of a square), with the silhouette of the follower it takes. What a click
        or a tap chooses reaches further, a fingertip around each spot, the nearest spot winning
        where two reaches meet (``SpotMarker.shape``). Called after every zoom, pan and resize
        (the board itself does not move)."""
        markers = [item for item in self._overlay if isinstance(item, SpotMarker)]
        scale = self.transform().m11()  # screen pixels per scene unit
        to_screen = self.viewportTransform()
        places = [to_screen.map(marker.spot) for marker in markers]  # (not rounded)
        sizes: list[float] = []
        for marker, place in zip(markers, places, strict=True):
            nearest = min(
                (QLineF(place, other).length() for other in places if other is not place), default=SPOT_PX
            )
            diameter = max(SPOT_MIN_PX, min(SPOT_PX, nearest - SPOT_GAP, SPOT_SHARE * S * scale))
            square = marker.square  # kept inside its square: the tile's edges stay seen
            radius = min(diameter / 2 / scale, SPOT_SHARE * S / 2)  # (zoomed far out: over the edges)
            marker.setPos(marker.spot if square is None else inside(marker.spot, square, radius))
            sizes.append(diameter)
        drawn = [to_screen.map(marker.pos()) for marker in markers]
        for marker, here, diameter in zip(markers, drawn, sizes, strict=True):
            others = [other - here for other in drawn if other is not here]
            nearest = min((QLineF(QPointF(), other).length() for other in others), default=SPOT_PX)
            marker.set_size(max(SPOT_MIN_PX, min(diameter, nearest - SPOT_GAP)), others)

    def _draw_rings(self, actions: Sequence[Action]) -> None:
        """A ring around each figure that an action (festival take-back, plague) would send home."""
        game = self.session.game
        assert game is not None
        for action in actions:
            where = action.figure_taken()
            if where is not None:
                figure = game.figure_at(where)
                assert figure is not None
                owner = game.board.cells[figure.square]
                ring = self._ring(spot_position(owner, figure.segment), action)
                # what the action is, and what the figure's feature is worth now (a recall
                # scores it at once)
                said = self.texts.action_label(action, game)
                ring.setToolTip(literal(f"{said[:1].upper()}{said[1:]}\n{self.figure_tip(figure)}"))
                self._add(ring)

    def _ring(self, at: QPointF, action: Action) -> FigureRing:
        """A ring at ``at`` around a figure that ``action`` takes off the board."""
        ring = FigureRing(at, action, self.action_requested.emit)
        ring.setToolTip(self.tr("Send this figure home"))
        return ring

    def _note_for_analysis(self, step: Step | None) -> None:
        """Keep the actions that changed the tiles or the bag since the fit analysis (a
        follower deployed, a pass, the follower step undone leave it as it was); the undo
        of the last of them cancels it (a draw undone: the bag is as it was)."""
        if step is None:
            self._analysed = False
        elif step.tiles or step.bag:
            since = self._since_analysis
            if step.undone and since and since[-1] == step.action:
                since.pop()
            else:
                since.append(step.action)

    def _fit_analysis(self, game: Game) -> dict[Square, SquareFit]:
        """The engine's fit analysis, worked out again when it is shown and an action since
        changed the tiles or the bag (``_note_for_analysis``)."""
        if not self._analysed or self._since_analysis:
            self._analysis = fit_analysis(game)
            self._analysed = True
            self._since_analysis.clear()
        return self._analysis

    def _draw_fits(self, fits: dict[Square, SquareFit]) -> None:
        """A faint heat map (``HeatMap``), empty while a tile is placed."""
        self.heat.show_fits(fits)

    def fit_tooltip(self, fit: SquareFit) -> str:
        if fit.dead:
            return self.tr("No tile left in the bag can fill this square")
        game = self.session.game
        lines = [
            f"{self.texts.tile_name(t, game)}: " + ", ".join(f"{r}°" for r in rotations)
            for t, rotations in fit.fits.items()
        ]
        chance = self.tr("Next tile fits here: {chance:.0%}").format(chance=fit.chance)
        return "\n".join([chance, *lines])

    def _draw_field_holders(self) -> None:
        """Each field with farmers, tinted along its edges in its majority holder's colour
        (dotted where players tie)."""
        game = self.session.game
        assert game is not None
        board = game.board
        for feature, holders in game.field_holders():
            color = field_tint(game.setup.players[holders[0]].color)
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
                            TIE_PATTERN if len(holders) > 1 else Qt.BrushStyle.SolidPattern,
                        )
                    )
                    band.setPen(Qt.PenStyle.NoPen)
                    band.setZValue(1)
                    self._add(band)

    def show_squares(
        self,
        squares: list[Square],
        places: Sequence[tuple[Square, int, str]] = (),
        parts: Collection[tuple[Square, int]] = (),
    ) -> None:
        """Outline what a log entry counted and ring the expansions' places of it beside a
        side of a square (``Game.event_places``: a road's correct signposts): the segments in
        ``parts`` (placed tile's origin, segment on that tile) when it names them, so that a
        field shows its own part and not its whole tiles; else its whole ``squares`` (a wheel
        sector, an adjustment). Empty lists clear the outline."""
        if not (squares or places or parts or self._highlight):
            return  # nothing shown, nothing to show (each refresh clears)
        for old in self._highlight:
            self.scene().removeItem(old)
        self._highlight = []
        item: QGraphicsItem | None = None
        shape = self._parts_outline(parts) if parts else QPainterPath()
        if not shape.isEmpty():
            path_item = QGraphicsPathItem(shape)
            path_item.setPen(
                QPen(
                    QBrush(HIGHLIGHT),
                    5,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            path_item.setBrush(QColor(HIGHLIGHT.red(), HIGHLIGHT.green(), HIGHLIGHT.blue(), 50))
            path_item.setZValue(2.5)  # under the figures: the followers who scored stay clear
            item = path_item
        elif squares:
            item = SquaresItem(squares, QPen(HIGHLIGHT, 6), QBrush(Qt.BrushStyle.NoBrush), inset=2)
            item.setZValue(5)
        if item is not None:
            self.scene().addItem(item)
            self._highlight.append(item)
        for square, side, _ in places:
            centre = square_rect(square).center() + QPointF(*SIDE_DELTA[side]) * (S * 0.36)
            ring = QGraphicsEllipseItem(centre.x() - 12, centre.y() - 12, 24, 24)
            ring.setPen(QPen(QColor("#ffb000"), 5))
            ring.setZValue(6)
            self.scene().addItem(ring)
            self._highlight.append(ring)

    def _parts_outline(self, parts: Iterable[tuple[Square, int]]) -> QPainterPath:
        """The segments ``parts`` as one path over the tiles drawn, merged where they meet (a
        field over many tiles is one shape, not a patchwork)."""
        drawn = {placed.origin: (placed, target) for placed, target, _ in self._tiles}
        shape = QPainterPath()
        shape.setFillRule(Qt.FillRule.WindingFill)
        for origin, segment in parts:
            if origin in drawn:
                placed, target = drawn[origin]
                shape.addPath(segment_outline(placed.tile, placed.rotation, segment, target))
        return shape.simplified()

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
            self._show_placement_bar()
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
        self._show_placement_bar()

    def _show_placement_bar(self) -> None:
        """The touch layout's buttons (turn both ways, place, cancel), while a tile is shown
        on a square; at the bottom of the board, clear of the fingers' work above."""
        bar = self.placement_bar
        shown = self.touch and self._preview is not None
        if shown:
            bar.adjustSize()
            rect = self.viewport().rect()
            bar.move(rect.center().x() - bar.width() // 2, rect.bottom() - bar.height() - 8)
        bar.setVisible(shown)

    def show_ghosts(self, ghosts: Sequence[GhostTile]) -> None:
        """Show the coach's suggestions as ghost tiles (none: take them off)."""
        for ghost in self.ghosts:
            self.scene().removeItem(ghost)
        self.ghosts = list(ghosts)
        for ghost in self.ghosts:
            self.scene().addItem(ghost)

    def preview_rotation(self) -> int | None:
        """The rotation (degrees) the preview shows, if a legal square is hovered."""
        if self._hover is None or self._hover not in self._fits:
            return None
        rotations = self._fits[self._hover]
        return rotations[self._turn_index % len(rotations)]

    def hover_square(self, square: Square | None) -> None:
        """Show the held tile on ``square`` (what moving the mouse there does)."""
        self._show_preview(square)

    def turn_preview(self, step: int = 1) -> None:
        """Next legal rotation on the hovered square (mouse wheel, R; -1: Shift+R, back)."""
        if self._hover in self._fits:
            self._turn_index += step
            self._show_preview(self._hover)

    def cancel_preview(self) -> None:
        """Take the tile off the square it is shown on (Esc, the touch layout's cancel)."""
        self._show_preview(None)

    def confirm_preview(self) -> None:
        """Place the tile where it is shown (Enter, the touch layout's confirm)."""
        if self._hover in self._fits:
            self.click_square(self._hover)

    def click_square(self, square: Square, confirm: bool = False) -> None:
        """Place the held tile on ``square`` in the previewed rotation (what a click does).
        With ``confirm`` (a tap, or the preference for touch screens) the first click only
        shows the tile there, the second places it."""
        game = self.session.game
        if game is None or game.held is None or game.phase != PLACE:
            return
        if square not in self._fits:
            self._refuse(square)
            return
        if square != self._hover:
            self._show_preview(square)
            if self._confirm or confirm:
                return
        rotation = self.preview_rotation()
        assert rotation is not None
        self.place_requested.emit(Place(game.held, square, rotation))

    def _refuse(self, square: Square) -> None:
        """A click on a square that is not lit: say so, and flash the square."""
        game = self.session.game
        assert game is not None and game.held is not None
        said = self.tr("{tile} does not fit there: choose a lit square.").format(
            tile=self.texts.tile_name(game.held, game)
        )
        ruled = self._ruled_out(square)
        if ruled is not None:  # say the rule (the river's)
            said = f"{said} {refusal(ruled)}"
        self.session.refused.emit(said)
        flash = SquaresItem([square], QPen(HIGHLIGHT, 6), QBrush(Qt.BrushStyle.NoBrush), inset=3)
        flash.setZValue(5)
        self._add(flash)
        QTimer.singleShot(600, self, lambda: self._unflash(flash))  # (not after the view is gone)

    def _ruled_out(self, square: Square | None) -> IllegalAction | None:
        """Why a rule, not the edges, refuses the tile in hand on the free ``square`` in some
        turn, as the engine says (``Game.placement_refusal``): why the square is not lit, or
        why a lit one offers fewer turns (the river would turn back on itself); None when no
        rule refuses it there."""
        game = self.session.game
        if game is None or game.held is None or game.phase != PLACE or square is None:
            return None
        if square in game.board.cells:
            return None
        tile = game.tile(game.held)
        for turn in range(len(tile.orientations)):
            why = game.placement_refusal(Place(game.held, square, 90 * turn))
            if why is not None and why.key not in _EDGE_REFUSALS:
                return why
        return None

    def _unflash(self, flash: QGraphicsItem) -> None:
        if flash in self._overlay:
            self._overlay.remove(flash)
            self.scene().removeItem(flash)

    def move_cursor(self, dx: int, dy: int) -> None:
        """The arrow keys: show the tile on the nearest lit square that way (the first press:
        the lit square nearest the middle of the view)."""
        if not self._fits:
            return
        here = self._hover
        if here not in self._fits:
            middle = self.mapToScene(self.viewport().rect().center())
            target = min(
                self._fits,
                key=lambda sq: (sq[0] + 0.5 - middle.x() / S) ** 2 + (sq[1] + 0.5 - middle.y() / S) ** 2,
            )
        else:
            assert here is not None
            ahead = [sq for sq in self._fits if (sq[0] - here[0]) * dx + (sq[1] - here[1]) * dy > 0]
            if not ahead:
                return

            def cost(sq: Square) -> int:  # along the way, and twice as much for each step aside
                along = (sq[0] - here[0]) * dx + (sq[1] - here[1]) * dy
                return along + 2 * abs((sq[0] - here[0]) * dy - (sq[1] - here[1]) * dx)

            target = min(ahead, key=cost)
        self._show_preview(target)
        self.ensureVisible(square_rect(target), 40, 40)

    def spot_cursor(self) -> SpotMarker | FigureRing | None:
        """The follower spot or ringed figure the arrow keys chose (Enter takes it)."""
        return self._spot_cursor

    def move_spot_cursor(self, dx: int, dy: int) -> None:
        """The arrow keys in the follower step (or an expansion's step that rings figures):
        the cursor goes to the nearest spot or ring that way on screen, as the spots are shown
        the first press takes the one nearest the middle of the view."""
        markers = [item for item in self._overlay if isinstance(item, (SpotMarker, FigureRing))]
        if not markers:
            return
        at = {marker: QPointF(self.mapFromScene(marker.pos())) for marker in markers}
        here = self._spot_cursor
        if here is None:
            middle = QPointF(self.viewport().rect().center())
            self._set_spot_cursor(min(markers, key=lambda m: QLineF(at[m], middle).length()))
            return
        origin = at[here]

        def along(marker: SpotMarker | FigureRing) -> float:
            return (at[marker].x() - origin.x()) * dx + (at[marker].y() - origin.y()) * dy

        def aside(marker: SpotMarker | FigureRing) -> float:
            return abs((at[marker].x() - origin.x()) * dy - (at[marker].y() - origin.y()) * dx)

        ahead = [marker for marker in markers if along(marker) > 1]
        if ahead:  # along the way, and twice as much for each pixel aside
            self._set_spot_cursor(min(ahead, key=lambda m: along(m) + 2 * aside(m)))

    def _set_spot_cursor(self, marker: SpotMarker | FigureRing | None) -> None:
        if self._spot_cursor is not None:
            self._spot_cursor.show_cursor(False)
        self._spot_cursor = marker
        if marker is None:
            QToolTip.hideText()
            return
        marker.show_cursor(True)
        self.ensureVisible(marker.sceneBoundingRect(), SPOT_PX, SPOT_PX)
        where = self.viewport().mapToGlobal(self.mapFromScene(marker.pos()))
        QToolTip.showText(where, marker.toolTip(), self.viewport())  # what Enter would do

    def tap(self, at: QPointF) -> None:
        """A finger's tap: a spot or ring is chosen, a lit square first shows the tile, a
        second tap there places it; a tap on a follower tells what hovering it tells (a finger
        cannot hover): its feature outlined, its size, worth, chance and risk."""
        item = self.itemAt(at.toPoint())
        if isinstance(item, (SpotMarker, FigureRing)):
            item.choose()
            return
        if isinstance(item, GhostTile):
            item.tap()
            return
        figures = (i.figure for i in self.items(at.toPoint()) if isinstance(i, FigureItem))
        figure = next((f for f in figures if f is not None), None)
        if figure is not None or self._tapped_figure:
            self._hover_figure(figure)  # (the outline a tap on a figure showed goes at the next tap)
        self._tapped_figure = figure is not None
        if figure is not None:
            where = self.viewport().mapToGlobal(at.toPoint())
            QToolTip.showText(where, self.figure_tip(figure), self.viewport())
            return
        self.click_square(self._square_at(at), confirm=True)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and (event.position() - self._press).manhattanLength() > 6:
            self._panned = True
            self.pan_by(event.position() - self._press)
            self._press = event.position()
            return
        square = self._square_at(event.position())
        if square != self._hover:
            self._show_preview(square)
            ruled = self._ruled_out(square)
            # the edges fit, a rule refuses (a square, or some of its turns): said at once, and
            # again when the pointer rests (``viewportEvent``)
            self._ruled_tip = None if ruled is None else refusal(ruled)
            if self._ruled_tip is not None:
                where = self.viewport().mapToGlobal(event.position().toPoint())
                QToolTip.showText(where, self._ruled_tip, self.viewport())
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, (SpotMarker, FigureRing, GhostTile)):
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
        self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15, event.position())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        game = self.session.game
        key = Qt.Key(event.key())
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key == Qt.Key.Key_R:
            self.turn_preview(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
        elif key in arrows and self._fits:
            self.move_cursor(*arrows[key])
        elif key in arrows:
            self.move_spot_cursor(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._spot_cursor is not None:
                self._spot_cursor.choose()
            elif game is not None and game.prompt.may_pass:
                self.pass_requested.emit()
            elif self._hover is not None:
                self.click_square(self._hover)
        elif key == Qt.Key.Key_Escape:
            self.step_back()
        elif key == Qt.Key.Key_F:
            self.fit_board()
        else:
            super().keyPressEvent(event)

    def step_back(self) -> None:
        """Esc: take the spot cursor away, or the tile off the square it is shown on; else undo
        the last action (the placement in the follower step, the draw when placing)."""
        game = self.session.game
        if self._spot_cursor is not None:
            self._set_spot_cursor(None)
        elif self._preview is not None:
            self.cancel_preview()
        elif game is not None and game.phase != OVER and game.actions:
            self.session.undo()

    def focusInEvent(self, event: QFocusEvent) -> None:
        with self._frame_kept():
            super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        with self._frame_kept():
            super().focusOutEvent(event)

    @contextmanager
    def _frame_kept(self) -> Iterator[None]:
        """Qt repaints the board's frame when the focus comes or goes (at every draw and
        placement: the focus moves between the bag's search field and the board), which
        repaints what lies behind it too. Where the style draws the frame the same with and
        without focus (Fusion …), that repaint changes no pixel and is left out; a style
        that shows the focus on it (a focus ring) gets it as before."""
        unseen = self._focus_unseen()
        if unseen:
            self.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            yield
        finally:
            if unseen:
                self.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)

    def _focus_unseen(self) -> bool:
        """The frame drawn with focus has the same pixels as without (found once per style,
        palette, size and state)."""
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        option.state &= ~QStyle.StateFlag.State_HasFocus
        key = (id(self.style()), self.palette().cacheKey(), self.size(), option.state, option.frameShape,
               option.lineWidth, option.midLineWidth)  # fmt: skip
        if key != self._focus_key:
            self._focus_key = key
            self._focus_same = self._frame_pixels(option) == self._frame_pixels(option, focus=True)
        return self._focus_same

    def _frame_pixels(self, option: QStyleOptionFrame, focus: bool = False) -> QImage:
        option = QStyleOptionFrame(option)
        if focus:
            option.state |= QStyle.StateFlag.State_HasFocus
        image = QImage(self.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self.style().drawControl(QStyle.ControlElement.CE_ShapedFrame, option, painter, None)
        painter.end()
        return image

    def viewportEvent(self, event: QEvent) -> bool:
        """Fingers on the board: one taps or pans, two pinch to zoom and pan together. (Only a
        touchscreen's: a touchpad's touches come as mouse and wheel events too.)"""
        if isinstance(event, QTouchEvent) and event.device().type() == QInputDevice.DeviceType.TouchScreen:
            self._touch(event)
            event.accept()
            return True
        # the pointer rests on a square a rule refuses: the scene, whose items have no tip
        # there, would hide the one shown when it came
        if isinstance(event, QHelpEvent) and self._resting_on_ruled(event):
            return True
        return super().viewportEvent(event)

    def _resting_on_ruled(self, event: QHelpEvent) -> bool:
        """Show why a rule refuses the square the pointer rests on, if one does."""
        tip = self._ruled_tip
        if event.type() != QEvent.Type.ToolTip or tip is None:
            return False
        if self._square_at(QPointF(event.pos())) != self._hover:
            return False
        QToolTip.showText(event.globalPos(), tip, self.viewport())
        return True

    def _touch(self, event: QTouchEvent) -> None:
        down = [p.position() for p in event.points() if p.state() != p.State.Released]
        if event.type() == QEvent.Type.TouchBegin:
            self._touch_start = self._touch_last = event.points()[0].position()
            self._pinch = None
        if len(down) >= 2:
            centre, span = (down[0] + down[1]) / 2, QLineF(down[0], down[1]).length()
            if self._pinch is not None and self._pinch[1] > 0:
                self.zoom_by(span / self._pinch[1], centre)
                self.pan_by(centre - self._pinch[0])
            self._pinch = (centre, span)
            self._touch_start = None  # no tap any more
        elif len(down) == 1 and self._pinch is None and self._touch_last is not None:
            here = down[0]
            if self._touch_start is None or QLineF(self._touch_start, here).length() > TOUCH_SLOP:
                self._touch_start = None
                self.pan_by(here - self._touch_last)
            self._touch_last = here
        if event.type() == QEvent.Type.TouchEnd:
            if self._touch_start is not None and self._pinch is None:
                self.tap(self._touch_start)
            self._touch_start = self._touch_last = self._pinch = None


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


def _on_whole_pixels(painter: QPainter, transform: QTransform) -> bool:
    """Every square of the board lies on whole pixels, the same way: a zoom that makes a
    square whole pixels, the board moved by whole pixels, one device pixel a pixel. Then a
    square drawn once at that zoom has the pixels of any square drawn there (a stamp)."""
    side = S * transform.m11()
    return (
        transform.type().value <= QTransform.TransformationType.TxScale.value
        and transform.m22() == transform.m11()
        and side == round(side)
        and transform.dx() == round(transform.dx())
        and transform.dy() == round(transform.dy())
        and painter.device().devicePixelRatio() == 1
    )


def _stamp_image(side: int, margin: int, zoom: float, draw: Callable[[QPainter], None]) -> QImage:
    """A clear picture ``side`` pixels square on which ``draw`` paints the square at the
    board's origin at ``zoom``, ``margin`` pixels in from the corner: one square drawn as the
    board draws it, to copy on each of its squares (a stamp)."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    stamper = QPainter(image)
    stamper.translate(margin, margin)
    stamper.scale(zoom, zoom)
    draw(stamper)
    stamper.end()
    return image


class SquaresItem(QGraphicsItem):
    """Several squares outlined (and filled) as one item, painted in one call and without
    antialiasing (the edges are straight): two dozen antialiased items took 2 ms a frame.

    Where a square is a whole number of pixels and the board sits on whole pixels (zoom 0.6,
    1, 1.3 …), every square is drawn on the same pixels as the others, moved: one square drawn
    once at that zoom (a stamp) is copied on each. Stroking the lit squares' dashed pen at
    every paint was an eighth of a draw's instructions."""

    #: one square drawn, by zoom and look (a few: cleared when they grow many)
    _stamps: ClassVar[dict[tuple[object, ...], tuple[QPixmap, int]]] = {}

    def __init__(self, squares: Iterable[Square], pen: QPen, brush: QBrush, inset: int) -> None:
        super().__init__()
        self._squares = list(squares)
        self._rects = [square_rect(sq).adjusted(inset, inset, -inset, -inset) for sq in self._squares]
        self._pen, self._brush, self._inset = pen, brush, inset
        bounds = QRectF()
        for rect in self._rects:
            bounds = bounds.united(rect)
        half = pen.widthF() / 2
        self._bounds = bounds.adjusted(-half, -half, half, half)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        transform = painter.transform()
        if not self._copied(painter, transform):
            self._draw(painter)
            return
        stamp, margin = self._stamp(transform.m11())
        step, left, top = round(S * transform.m11()), round(transform.dx()), round(transform.dy())
        painter.resetTransform()
        for x, y in self._squares:
            painter.drawPixmap(left - margin + x * step, top - margin + y * step, stamp)
        painter.setTransform(transform)

    def _copied(self, painter: QPainter, transform: QTransform) -> bool:
        """Every square lies on whole pixels, the same way (so one drawn is copied on each),
        and the brush looks the same wherever it lies."""
        return _on_whole_pixels(painter, transform) and self._brush.style() in (
            Qt.BrushStyle.NoBrush,
            Qt.BrushStyle.SolidPattern,
        )

    def _draw(self, painter: QPainter, rects: list[QRectF] | None = None) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawRects(self._rects if rects is None else rects)

    def _stamp(self, zoom: float) -> tuple[QPixmap, int]:
        """One square drawn at ``zoom`` on its own picture, ``margin`` pixels around it (the
        pen may stroke past the square's edge), as it is drawn on the board."""
        pen, brush = self._pen, self._brush
        key = (zoom, self._inset, pen.color().rgba(), pen.widthF(), pen.style(), pen.capStyle(),
               pen.joinStyle(), brush.style(), brush.color().rgba())  # fmt: skip
        made = self._stamps.get(key)
        if made is None:
            if len(self._stamps) > 32:
                self._stamps.clear()
            margin = math.ceil(max(0.0, pen.widthF() / 2 - self._inset) * zoom) + 1
            inset = self._inset
            square = square_rect((0, 0)).adjusted(inset, inset, -inset, -inset)
            side = round(S * zoom) + 2 * margin
            image = _stamp_image(side, margin, zoom, lambda stamper: self._draw(stamper, [square]))
            made = self._stamps[key] = (QPixmap.fromImage(image), margin)
        return made


#: the width of a heat map square's outline and of a dead square's cross
OUTLINE_WIDTH, CROSS_WIDTH = 2, 6


def _heat_rect(square: Square) -> QRectF:
    return square_rect(square).adjusted(8, 8, -8, -8)


def _heat_square(square: Square) -> tuple[QRectF, list[QRectF], QRectF, QRectF]:
    """A heat map square's rect, its outline's bands, and the rects outside and inside them."""
    rect = _heat_rect(square)
    half = OUTLINE_WIDTH / 2
    return (
        rect,
        frame(rect, OUTLINE_WIDTH),
        rect.adjusted(-half, -half, half, half),
        rect.adjusted(half, half, -half, -half),
    )


def _bounds_of(squares: Collection[Square]) -> QRectF:
    """The heat map's squares' bounds (as their rects united, found from the corners)."""
    xs = [x for x, _ in squares]
    ys = [y for _, y in squares]
    top_left = _heat_rect((min(xs), min(ys))).topLeft()
    return QRectF(top_left, _heat_rect((max(xs), max(ys))).bottomRight())


class HeatMap(QGraphicsItem):
    """How likely the next tile fits each open square, as one item: a faint blue the deeper
    the likelier, a dead square crossed out; hovering a square lists the tile types left that
    fit it, with their rotations (the tooltip is made when the mouse comes). One item, painted
    in a few calls into Qt and without antialiasing: a hundred items took 7 ms a frame, nearly
    all of it the antialiased crosses (wide translucent lines). Outlines and crosses are filled
    bands (``ui.look.bands``): stroked with a wide pen, they took half of the board's paint."""

    #: one square of a shade drawn, by zoom, shade and colours (see ``_stamp``)
    _stamps: ClassVar[dict[tuple[float, int, int, int], tuple[QBrush, QRect]]] = {}

    def __init__(self, view: BoardView) -> None:
        super().__init__()
        self._view = view
        self.fits: dict[Square, SquareFit] = {}
        self._bounds = QRectF()
        self._shape: QPainterPath | None = QPainterPath()  # made when asked (the mouse comes)
        self._squares_of: dict[int, list[Square]] = {}  # the squares of each shade (RGBA; 0: dead)
        # What a paint off whole pixels fills, made by the first after a show (``_make_rects``):
        # each open square's rect, outline, outside and inside (most stay from turn to turn) …
        self._rects: dict[Square, tuple[QRectF, list[QRectF], QRectF, QRectF]] = {}
        self._rects_made = True
        self._shades: dict[int, list[QRectF]] = {}  # … the squares of each shade …
        # … on a plain background: the squares' outsides, and their insides by shade (0: dead) …
        self._outsides: list[QRectF] = []
        self._insides: dict[int, list[QRectF]] = {}
        self._crosses: list[QPolygonF] = []  # … and the dead squares' crosses
        self._crosses_of: dict[Square, QPolygonF] = {}
        self._boxes_of: dict[Square, QRect] = {}  # each square's pixels at one zoom (``_boxes``)
        self._boxes_zoom = 0.0
        self._hue = 0  # the heat hue the shades are of (RGBA)
        self._over: dict[tuple[int, int], QColor] = {}  # a colour over a background (RGBAs): as seen
        self._tip_for: Square | None = None
        self.setZValue(1)
        self.setAcceptHoverEvents(True)

    def show_fits(self, fits: dict[Square, SquareFit]) -> None:
        """Show ``fits`` (empty: nothing). What to paint is worked out here, once: the squares
        grouped by shade, so that a paint is a few calls into Qt (the rects of each square
        only for a paint that fills them one by one, off whole pixels: ``_make_rects``). The
        same analysis shown again in the same hue (a follower deployed, a pass) changes
        nothing: no repaint."""
        hue = self._view.colors.heat.rgba()
        if fits is self.fits and hue == self._hue:
            return
        self._hue = hue
        if not fits and not self.fits:
            return
        if fits.keys() != self.fits.keys():
            self.prepareGeometryChange()
            self._bounds = _bounds_of(fits).adjusted(-1, -1, 1, 1) if fits else QRectF()
            self._shape = None
        dead: list[Square] = []
        squares_of = {0: dead}
        shade_of: dict[float, list[Square]] = {}  # (squares of one requirement share a chance)
        for square, fit in fits.items():
            if fit.dead:
                dead.append(square)
                continue
            squares = shade_of.get(fit.chance)
            if squares is None:
                rgba = heat(fit.chance, self._view.colors.heat).rgba()
                squares = shade_of[fit.chance] = squares_of.setdefault(rgba, [])
            squares.append(square)
        self._squares_of = squares_of
        self._rects_made = False
        self.fits = fits
        self._tip_for = None
        self.update()

    def _make_rects(self) -> None:
        """The rects and crosses that a paint off whole pixels fills, one by one, for the
        squares shown (made once after a show: a paint on whole pixels fills from stamps)."""
        if self._rects_made:
            return
        self._rects_made = True
        rects = {square: self._rects.get(square) or _heat_square(square) for square in self.fits}
        self._rects = rects
        self._outsides = [outside for _, _, outside, _ in rects.values()]
        self._insides = {rgba: [rects[sq][3] for sq in squares] for rgba, squares in self._squares_of.items()}
        self._shades = {
            rgba: [rects[sq][0] for sq in squares] for rgba, squares in self._squares_of.items() if rgba
        }
        self._crosses = [self._cross(square) for square in self._squares_of[0]]

    def _cross(self, square: Square) -> QPolygonF:
        """A dead square's cross, as one shape (its middle blended once), made once for the
        square: filling it is a quarter of the time of one path of all crosses."""
        cross = self._crosses_of.get(square)
        if cross is None:
            box = _heat_rect(square).adjusted(18, 18, -18, -18)
            down = line_band(QLineF(box.topLeft(), box.bottomRight()), CROSS_WIDTH)
            cross = self._crosses_of[square] = down.united(
                line_band(QLineF(box.topRight(), box.bottomLeft()), CROSS_WIDTH)
            )
        return cross

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        if self._shape is None:
            self._shape = QPainterPath()
            for square in self.fits:
                self._shape.addRect(_heat_rect(square))
        return self._shape

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        """Shades and crosses lie on open squares, where the board shows its background only
        (no tile there; every other item is above the map). On a plain background they are
        filled in the colour their blend gives there (``over``), found once: a plain fill,
        not a blend of every pixel. And then each square is two rects, not five: its outside
        in the outline's (opaque) colour, its inside over it in its shade's (or the background's)."""
        if not self.fits:  # paused (Qt paints an item without bounds too: as a dot at the origin)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        under = self._plain_background()
        if under is not None and _on_whole_pixels(painter, painter.transform()):
            self._paint_stamped(painter, under)
            return
        self._make_rects()
        if under is None:
            for rgba, rects in self._shades.items():
                painter.setBrush(QColor.fromRgba(rgba))
                painter.drawRects(rects)
            # (the outlines' bands gathered here: the plain background's paint needs none)
            painter.setBrush(self._view.colors.open)
            painter.drawRects([band for square in self.fits for band in self._rects[square][1]])
            painter.setBrush(DEAD_CROSS)
            for cross in self._crosses:
                painter.drawPolygon(cross)
        else:
            self._fill_plain(painter, under, self._outsides, self._insides.items(), self._crosses)

    def _fill_plain(
        self,
        painter: QPainter,
        under: int,
        outsides: list[QRectF],
        insides: Iterable[tuple[int, list[QRectF]]],
        crosses: Iterable[QPolygonF],
    ) -> None:
        """On the plain background ``under``: the squares' ``outsides`` in the outline's
        colour, their ``insides`` (by shade; 0: dead) over them and the ``crosses`` over those."""
        painter.setBrush(self._view.colors.open)  # an outline seen on any background
        painter.drawRects(outsides)
        for rgba, rects in insides:
            painter.setBrush(self._seen(rgba, under) if rgba else QColor.fromRgba(under))
            painter.drawRects(rects)
        painter.setBrush(self._seen(DEAD_CROSS.rgba(), under))
        for cross in crosses:
            painter.drawPolygon(cross)

    def _paint_stamped(self, painter: QPainter, under: int) -> None:
        """Every square on whole pixels: each shade's squares are copies of one square of
        that shade drawn once (``_stamp``), filled in one call from it as a texture; where
        the rects and crosses were filled square by square, a fill of rects at the blit's cost."""
        transform = painter.transform()
        zoom = transform.m11()
        origin = painter.brushOrigin()
        painter.setTransform(QTransform.fromTranslate(transform.dx(), transform.dy()))
        painter.setBrushOrigin(0, 0)  # (the texture's square on each square)
        for rgba, squares in self._squares_of.items():
            if squares:
                texture, box = self._stamp(rgba, zoom, under)
                painter.setBrush(texture)
                boxes = self._boxes(zoom, box, squares)
                painter.drawRects([boxes[square] for square in squares])
        painter.setBrushOrigin(origin)
        painter.setTransform(transform)

    def _boxes(self, zoom: float, box: QRect, squares: Iterable[Square]) -> dict[Square, QRect]:
        """Each square's ``box`` in pixels from the board's origin at ``zoom``, kept while the
        zoom stays (a Python QRect made at each paint for each square cost more than the fill)."""
        if zoom != self._boxes_zoom:
            self._boxes_zoom, self._boxes_of = zoom, {}
        boxes, step = self._boxes_of, round(S * zoom)
        for x, y in squares:
            if (x, y) not in boxes:
                boxes[x, y] = box.translated(x * step, y * step)
        return boxes

    def _stamp(self, rgba: int, zoom: float, under: int) -> tuple[QBrush, QRect]:
        """One square of the shade ``rgba`` (0: dead, crossed out) drawn at ``zoom`` on the
        background ``under`` as ``_fill_plain`` draws it on the board, a square's picture;
        and the box of its pixels that the square covers (its outside: opaque, all of them)."""
        outline = self._view.colors.open.rgba()
        key = (zoom, rgba, under, outline)
        made = self._stamps.get(key)
        if made is None:
            if len(self._stamps) > 256:  # (a few shades at each zoom and scheme seen)
                self._stamps.clear()
            _, _, outside, inside = _heat_square((0, 0))
            crosses = [] if rgba else [self._cross((0, 0))]

            def draw(stamper: QPainter) -> None:
                stamper.setPen(Qt.PenStyle.NoPen)
                self._fill_plain(stamper, under, [outside], [(rgba, [inside])], crosses)

            image = _stamp_image(round(S * zoom), 0, zoom, draw)
            box = QRegion(QBitmap.fromImage(image.createAlphaMask())).boundingRect()
            made = self._stamps[key] = (QBrush(image.convertToFormat(QImage.Format.Format_RGB32)), box)
        return made

    def _plain_background(self) -> int | None:
        """The board's background colour (RGBA) if it is one opaque colour (else None)."""
        background = self._view.backgroundBrush()
        plain = background.style() == Qt.BrushStyle.SolidPattern and background.isOpaque()
        return background.color().rgba() if plain and self._view.colors.open.alpha() == 255 else None

    def _seen(self, rgba: int, background: int) -> QColor:
        """The colour ``rgba`` as seen over the plain ``background``."""
        seen = self._over.get((rgba, background))
        if seen is None:
            seen = self._over[rgba, background] = over(QColor.fromRgba(rgba), QColor.fromRgba(background))
        return seen

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        pos = event.pos()
        square = (math.floor(pos.x() / S), math.floor(pos.y() / S))
        if square != self._tip_for and square in self.fits:
            self._tip_for = square
            self.setToolTip(literal(self._view.fit_tooltip(self.fits[square])))


class FigureItem(QGraphicsPathItem):
    """A follower on the board, shaped as its role; hovering it (or a tap) outlines its feature."""

    def __init__(self, path: QPainterPath) -> None:
        super().__init__(path)
        self.setAcceptHoverEvents(True)
        self.hovered: Callable[[bool], None] | None = None
        #: the follower it shows (None: a figure off the tiles, a crown field's)
        self.figure: Figure | None = None

    def hoverEnterEvent(self, event: object) -> None:
        if self.hovered is not None:
            self.hovered(True)

    def hoverLeaveEvent(self, event: object) -> None:
        if self.hovered is not None:
            self.hovered(False)


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` within [low, high] (low wins if they cross: a view narrower than a tile)."""
    return max(low, min(value, high)) if low <= high else low


def _same_tile(a: PlacedTile, b: PlacedTile) -> bool:
    """The same tile type in the same place and rotation (an undo and redo makes a new object)."""
    return a is b or (a.origin == b.origin and a.tile.id == b.tile.id and a.rotation == b.rotation)


class FigureRing(QGraphicsEllipseItem):
    """A ring around a figure an action of the step takes off the board (``Action.figure_taken``:
    one's own taken back, a follower sent home by the plague): click or tap to choose it. A
    fingertip wide at any zoom, and above the follower spots (a spot's reach may come
    near it: the ring stays whole and clickable)."""

    def __init__(self, at: QPointF, action: Action, chosen: Callable[[object], None]) -> None:
        super().__init__(-(SPOT_PX + 2) / 2, -(SPOT_PX + 2) / 2, SPOT_PX + 2, SPOT_PX + 2)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setPos(at)
        self._action = action
        self._chosen = chosen
        self.setPen(QPen(HIGHLIGHT, 5, Qt.PenStyle.DotLine))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(8)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def action_offered(self) -> Action:
        """What choosing this ring does."""
        return self._action

    def show_cursor(self, on: bool) -> None:
        """The keyboard's cursor is on this ring: drawn solid and filled, else dotted."""
        self.setPen(QPen(HIGHLIGHT, 5, Qt.PenStyle.SolidLine if on else Qt.PenStyle.DotLine))
        self.setBrush(QColor(255, 212, 0, 120) if on else Qt.BrushStyle.NoBrush)

    def choose(self) -> None:
        # the choice redraws the board, removing this very item: let its event finish first
        # (and none once the board's scene is gone)
        chosen, action = self._chosen, self._action
        QTimer.singleShot(0, self.scene(), lambda: chosen(action))

    def mousePressEvent(self, event: object) -> None:
        self.choose()


class SpotMarker(QGraphicsEllipseItem):
    """A follower spot to click or tap, on its place: a white disc with the silhouette of the
    follower it takes (``kind``: the feature's; None: a plain disc), drawn at the size the
    board gives it (``set_size``, in screen pixels at any zoom) and reaching a fingertip
    around, up to where a nearer spot's reach begins."""

    def __init__(
        self,
        at: QPointF,
        location: str,
        tip: str,
        chosen: Callable[[str], None],
        kind: str | None = None,
        square: QRectF | None = None,
    ) -> None:
        super().__init__(-SPOT_PX / 2, -SPOT_PX / 2, SPOT_PX, SPOT_PX)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.spot = at
        self.setPos(at)
        self.location = location
        self.kind = kind
        #: the square the spot is on, in scene units (None: off the tiles): drawn inside it
        self.square = square
        self._chosen = chosen
        self._reach = QPainterPath()
        self._reach.addEllipse(self.rect())
        self.setBrush(QColor(255, 255, 255, 235))
        self.setPen(QPen(QColor("#1a1a1a"), 3))  # white in black: seen on any tile and background
        self.setZValue(7)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tip)  # what the spot means, in words (its location code is for the engine)
        self._cursor = False

    def set_size(self, diameter: float, others: Sequence[QPointF]) -> None:
        """Drawn ``diameter`` pixels wide; reaching SPOT_PX wide but no nearer to each of the
        ``others`` (the other spots, relative to this one, in pixels) than to itself."""
        self.prepareGeometryChange()
        self.setRect(QRectF(-diameter / 2, -diameter / 2, diameter, diameter))
        reach = QPainterPath()
        reach.addEllipse(QRectF(-SPOT_PX / 2, -SPOT_PX / 2, SPOT_PX, SPOT_PX))
        for other in others:
            length = QLineF(QPointF(), other).length()
            if length == 0:
                continue
            along = other / length  # the half-plane nearer this spot than the other one
            across = QPointF(-along.y(), along.x()) * SPOT_PX
            middle = other / 2
            half = QPainterPath()
            half.addPolygon(
                QPolygonF([middle + across, middle - across, middle - across - along * SPOT_PX * 2,
                           middle + across - along * SPOT_PX * 2])
            )  # fmt: skip
            reach = reach.intersected(half)
        self._reach = reach.united(self._disc())

    def _disc(self) -> QPainterPath:
        disc = QPainterPath()
        disc.addEllipse(self.rect())
        return disc

    def shape(self) -> QPainterPath:
        return self._reach

    def boundingRect(self) -> QRectF:
        return self._reach.boundingRect().united(super().boundingRect())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.rect().width()
        painter.setPen(QPen(QColor("#1a1a1a"), (6 if self._cursor else 3) * width / SPOT_PX + 1))
        painter.setBrush(self.brush())
        painter.drawEllipse(self.rect())
        if self.kind is not None and width >= SPOT_MIN_PX + 2:  # the follower it takes, by its shape
            painter.fillPath(figure_path(self.kind, width * 0.62), QColor("#1a1a1a"))

    def show_cursor(self, on: bool) -> None:
        """The keyboard's cursor is on this spot: lit as under the mouse, with a wider ring."""
        self._cursor = on
        self.setBrush(QColor("#ffd400") if on else QColor(255, 255, 255, 235))
        self.update()

    def hoverEnterEvent(self, event: object) -> None:
        self.setBrush(QColor("#ffd400"))

    def hoverLeaveEvent(self, event: object) -> None:
        self.setBrush(QColor("#ffd400") if self._cursor else QColor(255, 255, 255, 235))

    def choose(self) -> None:
        # the choice redraws the board, removing this very item: let its event finish first
        # (and none once the board's scene is gone)
        chosen, location = self._chosen, self.location
        QTimer.singleShot(0, self.scene(), lambda: chosen(location))

    def mousePressEvent(self, event: object) -> None:
        self.choose()


class PlacementBar(QWidget):
    """The touch layout's buttons over the board while a tile is shown on a square: turn it
    back or on, place it, or take it off. Each is a fingertip wide."""

    def __init__(self, board: BoardView) -> None:
        super().__init__(board)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        buttons = (
            ("⟲", self.tr("Turn the tile back (Shift+R)"), lambda: board.turn_preview(-1)),
            ("⟳", self.tr("Turn the tile (R)"), lambda: board.turn_preview(1)),
            ("✓", self.tr("Place the tile here (Enter)"), board.confirm_preview),
            ("✕", self.tr("Take the tile off this square (Esc)"), board.cancel_preview),
        )
        for symbol, tip, act in buttons:
            button = QToolButton(self)
            button.setText(symbol)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setMinimumSize(QSize(SPOT_PX + 12, SPOT_PX + 12))
            font = button.font()
            font.setPixelSize(26)
            button.setFont(font)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
            button.clicked.connect(act)
            layout.addWidget(button)
        self.setAutoFillBackground(True)
