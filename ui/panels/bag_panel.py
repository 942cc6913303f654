"""The bag: every tile type of the game's box with what is left and the chance of each draw.

All of it at once, grouped by set: the tile pictures are as large as lets every type fit the
panel. Pick the drawn tile by clicking it, or by typing what it shows ("city road"), its
edges or its letter, and pressing Enter. A type with none left cannot be picked. In
tournament mode counts and chances are hidden (the tournament rules forbid counting tiles).

With fortune tellers a player may draw several tiles at once, but mostly draws one: so a
click (or Enter) still draws just that tile, at once. A player who drew several says so
first, with the "I drew several tiles" button (or by holding Ctrl while clicking), then
clicks each; the drawing goes when the most allowed are picked, or with "Done drawing". A
double click was not chosen: its first click would already have drawn one tile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import cast

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHelpEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from carc_assist.rules.game import DRAW, Game
from carc_assist.rules.steps import Step
from carc_assist.table.tiles import NO_NEIGHBOUR, Requirement, TileDef
from ui.look.fence import Fence
from ui.look.painter import TilePainter
from ui.panels.edge_picker import EdgePicker
from ui.panels.kept_panel import KeptPanelStyle
from ui.prefs.touch import kinetic
from ui.session import GameSession
from ui.words.plain import PlainLabel, literal
from ui.words.texts import countable, exact
from ui.words.tile_names import TileNames, exact_code, matches

TILE_ID = Qt.ItemDataRole.UserRole + 1
#: the folded words a search matches (``TileNames.search_words``); headers: their set's name
WORDS = Qt.ItemDataRole.UserRole + 2
#: the folded words of the type's set title, matched when no type's own words are (``set_words``)
SET_WORDS = Qt.ItemDataRole.UserRole + 5
SET = Qt.ItemDataRole.UserRole + 3
#: how many of the type its tooltip says are left (-1: a tooltip without, in tournament mode)
TIP_LEFT = Qt.ItemDataRole.UserRole + 4
Index = QModelIndex | QPersistentModelIndex

#: Tile pictures in the bag: as large as lets every type fit the panel, within these bounds.
LARGEST_ICON = 64
SMALLEST_ICON = 36
#: Too many types for that (every expansion at 1366×768): the compact bag, pictures down to
#: this size with what is left on them (the chance in their tooltips)
COMPACT_ICON = 26
SPACING = 3


class BagModel(QStandardItemModel):
    """A header per tile set, then one item per tile type of the box. The items hold their
    texts, so painting the list never calls back into Python (a hundred such calls per paint
    cost a millisecond); a change sets only the texts that differ, found in what the model
    keeps of what its items show (asking each item cost more than the few it changes)."""

    def __init__(self, session: GameSession, painter: TilePainter) -> None:
        super().__init__()
        self.session = session
        self.painter = painter
        self.names = TileNames()
        self._ids: list[str] = []
        self._rows: dict[str, int] = {}
        #: what each type's item shows: its count text, the count its tooltip says (-1: none,
        #: in tournament mode; None: no tooltip yet), whether it can be picked
        self._shown: dict[str, tuple[str, int | None, bool]] = {}
        self._palette = painter.palette()  # the pictures' colours: drawn anew in a new scheme
        self._draws = 1  # how many tiles may be drawn at once, the chances shown are of
        session.changed.connect(self.reload)
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _: self.reload())

    def reload(self, step: Step | None = None) -> None:
        """Show the bag after ``step`` (None: anything may have changed, another game or
        colour scheme included): what is left of each type and its chance, again only when
        the step changed the bag, the tile in hand (lit though none is left) or how many
        tiles may be drawn at once (the chances are of the next draw); a placement, a
        follower leave it as it was (half the actions): nothing is done."""
        game = self.session.game
        if step is None:
            ids = list(game.bag_tiles) if game else []  # (a start tile that stays out is not shown)
            if ids != self._ids or self.painter.palette() is not self._palette:
                self.clear()
                self._rows.clear()
                self._shown.clear()
                self._ids = ids
                self._palette = self.painter.palette()
            if game is not None and not self.rowCount():
                self._build(game)
        draws = step.prompt.draws if step is not None else game.prompt.draws if game is not None else 1
        if game is None:
            return
        if step is None or step.bag or draws != self._draws:
            self._draws = draws
            self._show_counts(game)
        if step is None or step.bag or step.held:
            self._show_enabled(game)

    def _show_counts(self, game: Game) -> None:
        """What is left of each type, and its chance at the next draw (of what it can be:
        ``Game.drawable``, a stack drawn before the bag while one runs)."""
        drawable, draws = game.drawable, self._draws
        counts, tournament, template = game.bag.counts, self.session.tournament, self._count_template()
        shown = self._shown
        texts: dict[tuple[int, int], str] = {}  # types with as many left and drawable have one chance
        for tile_id, row in self._rows.items():
            left, now = counts.get(tile_id, 0), drawable.counts.get(tile_id, 0)
            text = texts.get((left, now))
            if text is None:
                text = texts[left, now] = _count_text(template, left, drawable.probability(tile_id, draws))
            said = -1 if tournament else left  # a draw changes every chance, few tooltips
            was, said_before, enabled = shown[tile_id]
            if text == was and said == said_before:
                continue
            shown[tile_id] = (text, said, enabled)
            item = self.item(row)
            if text != was:
                item.setText(text)
            if said != said_before:
                item.setData(said, TIP_LEFT)
                tip = self._tip(game.tile(tile_id), left)
                item.setToolTip(literal(tip))
                item.setData(tip, Qt.ItemDataRole.AccessibleTextRole)  # (a screen reader's name)

    def _show_enabled(self, game: Game) -> None:
        """The types the next draw can be can be picked (``Game.drawable``); the tile in hand
        stays lit though none is left (the bag marks it: ``BagPanel``)."""
        counts, held, shown = game.drawable.counts, game.held, self._shown
        for tile_id, row in self._rows.items():
            enabled = bool(counts.get(tile_id, 0)) or tile_id == held
            text, said, was = shown[tile_id]
            if enabled != was:
                shown[tile_id] = (text, said, enabled)
                item = self.item(row)
                item.setEnabled(enabled)
                item.setSelectable(enabled)

    def row_of(self, tile_id: str) -> int | None:
        """The row of a tile type of the box."""
        return self._rows.get(tile_id)

    def _build(self, game: Game) -> None:
        """Headers and tiles, grouped by set in the box's order."""
        by_set: dict[str, list[str]] = {}
        for tile_id in self._ids:
            by_set.setdefault(game.tile(tile_id).set_name, []).append(tile_id)
        bold = QFont()
        bold.setBold(True)
        small = count_font()
        for set_name, tile_ids in by_set.items():
            title = self.names.set_title(set_name)
            if title == set_name and set_name in game.catalogue.sets:  # a player's own set: its title
                title = game.catalogue.sets[set_name].title or set_name
            header = QStandardItem(title)
            header.setData(set_name, SET)
            header.setFont(bold)
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            header.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            self.appendRow(header)
            for tile_id in tile_ids:
                tile = game.tile(tile_id)
                item = QStandardItem(QIcon(self.painter.pixmap(tile, 0, LARGEST_ICON)), "")
                item.setData(tile_id, TILE_ID)
                item.setData(set_name, SET)
                item.setData(self.names.search_words(tile), WORDS)
                item.setData(self.names.set_words(tile), SET_WORDS)
                item.setFont(small)
                item.setEditable(False)
                self._rows[tile_id] = self.rowCount()
                self._shown[tile_id] = ("", None, True)  # (a new item's)
                self.appendRow(item)

    def _tip(self, tile: TileDef, left: int) -> str:
        """The type in words and what is left of it (no code: it means nothing at the table)."""
        description = self.names.description(tile)
        if self.session.tournament:
            return description
        return self.tr("{description}: {left} left").format(description=description, left=left)

    def count_text(self, left: int, chance: float) -> str:
        """What is left of a type and the chance to draw it (nothing in tournament mode)."""
        return _count_text(self._count_template(), left, chance)

    def _count_template(self) -> str | None:
        """The words of a count, translated once for all the types (None in tournament mode)."""
        return None if self.session.tournament else self.tr("×{left} {chance:.0%}")


class _Filter(QSortFilterProxyModel):
    """Tiles whose words match all typed words (their set's title counted only when no tile
    matches without it), or the one whose letter or code was typed; a set's header while any
    of its tiles is shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # filtered again only when the query changes (``set_query``), not whenever an item's
        # count changes: what the filter reads (a type's words, its set) never does
        self.setDynamicSortFilter(False)
        self._shown: set[str] | None = None  # tile ids and set names; None: everything
        #: what ``_shown`` was made for (the query, the edges, the game, its rows, the stack)
        self._key: tuple[str, str, int, int, frozenset[str] | None] | None = None

    def set_query(self, query: str, edges: Requirement, game: Game | None) -> None:
        """Filter by the typed ``query`` and the picked ``edges`` (met in some rotation), and to
        the stack the next draw comes from while one runs before the bag (``stack``: the
        river's tiles); again only when these or the game change (every action calls this)."""
        model = self.sourceModel()
        stack = _stack(game)
        key = (query, edges, id(game), model.rowCount(), stack)
        if key == self._key:
            return
        self._key = key
        tiles = [model.index(row, 0) for row in range(model.rowCount())]
        tiles = [i for i in tiles if i.data(TILE_ID) is not None]
        if stack is not None:
            tiles = [i for i in tiles if str(i.data(TILE_ID)) in stack]
        if game is not None and edges != NO_NEIGHBOUR * 4:
            tiles = [i for i in tiles if game.tile(str(i.data(TILE_ID))).rotations_fitting(edges)]
        exact = [i for i in tiles if exact_code(query, str(i.data(TILE_ID)))]
        chosen = (
            exact
            or [i for i in tiles if matches(query, i.data(WORDS))]
            or [i for i in tiles if matches(query, i.data(WORDS) + i.data(SET_WORDS))]
        )
        shown = {str(i.data(role)) for i in chosen for role in (TILE_ID, SET)}
        self.beginFilterChange()
        self._shown = shown if query.strip() or edges != NO_NEIGHBOUR * 4 or stack is not None else None
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        if self._shown is None:
            return True
        index = self.sourceModel().index(row, 0, parent)
        key = index.data(TILE_ID)
        return str(key if key is not None else index.data(SET)) in self._shown


def _stack(game: Game | None) -> frozenset[str] | None:
    """The tiles of the stack the next draw comes from, and the tile in hand, while a stack
    runs before the bag (``Game.drawable`` holds fewer than the bag); None: the whole bag."""
    if game is None:
        return None
    drawable = game.drawable
    if drawable.total == game.bag_total:
        return None
    return frozenset(drawable.counts) | ({game.held} if game.held is not None else set())


class _BagList(QListView):
    """The bag's list, painting only the cells that changed. Qt's list paints every cell
    within the box around everything to paint, and the counts a draw changes (the type drawn,
    the chances that round to another percent, the tile in hand marked) lie anywhere in the
    bag: so each cell is painted on its own (each cell's text is laid out anew when painted:
    most of the list's cost). The spacing keeps the cells apart, so what a few changed cells
    ask to paint is one rectangle per cell; anything else (a scroll, a new size, part of a
    cell) is painted as Qt does."""

    def paintEvent(self, event: QPaintEvent) -> None:
        runs = list(cast("Iterable[QRect]", event.region()))  # (PySide6 iterates it; its stubs miss it)
        if len(runs) > 1 and all(self.visualRect(self.indexAt(run.center())) == run for run in runs):
            for run in runs:
                super().paintEvent(QPaintEvent(run))  # (a cell lies in one rectangle only)
        else:
            super().paintEvent(event)


class _CellSizes(QStyledItemDelegate):
    """Tile cells of one size, and headers as wide as the view, so that each set starts a
    new row of the wrapped list. In the compact bag (``compact``) a cell is its picture, with
    what is left of the type on its corner (``_CompactCells`` paints it: the usual bag is
    painted by Qt alone, without a call into Python per cell), and its text (what is left,
    the chance) comes first in its tooltip."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view
        self.cell = QSize(LARGEST_ICON, LARGEST_ICON)
        self.header_height = view.fontMetrics().height() + 6
        self._compact = False
        self._compact_cells = _CompactCells(self)

    @property
    def compact(self) -> bool:
        return self._compact

    @compact.setter
    def compact(self, compact: bool) -> None:
        if compact != self._compact:
            self._compact = compact
            self.view.setItemDelegate(self._compact_cells if compact else self)

    def helpEvent(
        self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: Index
    ) -> bool:
        if self.compact and index.data(TILE_ID) is not None and event.type() == QEvent.Type.ToolTip:
            # (the tooltip is rich text, ``literal``: the count is made so too, not joined as
            # plain text, which would show the tooltip's markup)
            count, tip = index.data(), index.data(Qt.ItemDataRole.ToolTipRole)
            said = "".join(str(part) for part in (literal(count) if count else "", tip) if part)
            QToolTip.showText(event.globalPos(), said, view)
            return True
        return super().helpEvent(event, view, option, index)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        if index.data(TILE_ID) is None:
            return QSize(max(self.view.viewport().width() - 2 * SPACING - 1, 1), self.header_height)
        return self.cell


class _CompactCells(QStyledItemDelegate):
    """The compact bag's cells (``_CellSizes.compact``): the picture alone, what is left of
    the type on its corner; sized and explained as ``sizes`` says."""

    def __init__(self, sizes: _CellSizes) -> None:
        super().__init__(sizes)
        self.sizes = sizes

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        if index.data(TILE_ID) is None:
            super().paint(painter, option, index)
            return
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        shown.text = ""
        widget = self.sizes.view
        widget.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)
        left = index.data(TIP_LEFT)
        if not isinstance(left, int) or left < 0:
            return  # tournament mode: no counts
        text = f"×{left}"
        font = count_font()
        font.setBold(True)
        painter.save()
        painter.setFont(font)
        box = QFontMetrics(font).boundingRect(text).adjusted(-2, 0, 2, 0)
        box.moveBottomRight(option.rect.adjusted(0, 0, -1, -1).bottomRight())
        palette = option.palette
        painter.fillRect(box, palette.color(QPalette.ColorRole.Base))
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def helpEvent(
        self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: Index
    ) -> bool:
        return self.sizes.helpEvent(event, view, option, index)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.sizes.sizeHint(option, index)


def _count_text(template: str | None, left: int, chance: float) -> str:
    return "" if template is None else template.format(left=left, chance=chance)


def count_font() -> QFont:
    """The counts under the tiles: a little smaller than the text around them, so that a
    panel 260 pixels wide holds five columns."""
    font = QFont()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    return font


def _largest(smallest: int, fits: Callable[[int], bool]) -> int | None:
    """The largest picture size from ``smallest`` to ``LARGEST_ICON`` (even) with which the
    list ``fits``, the list laid out with it; None (laid out with ``smallest``) if none does."""
    sizes = list(range(smallest, LARGEST_ICON + 1, 2))
    low, high = 0, len(sizes) - 1  # a binary search
    while low < high:
        middle = (low + high + 1) // 2
        if fits(sizes[middle]):
            low = middle
        else:
            high = middle - 1
    return sizes[low] if fits(sizes[low]) else None


def _cell(icon: int, text: int, line: int) -> QSize:
    """A tile's cell: its picture over one line of text ``text`` wide."""
    return QSize(max(icon, text) + 2, icon + line + 6)


class BagPanel(QWidget):
    #: the tiles drawn at the table, their ids: one, or several at once (fortune tellers)
    draw_requested = Signal(tuple)
    #: the tile drawn is not in the app's sets: the player will describe it
    unknown_requested = Signal()

    def __init__(self, session: GameSession, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # its ground is the window's: the total, the search field and the unknown tile's button,
        # which change at every step, are repainted without the window and splitter behind them
        self.setAutoFillBackground(True)
        self.model = BagModel(session, painter)
        self.proxy = _Filter(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Drawn tile: city road … or its letter"))
        self.search.setClearButtonEnabled(True)
        # repainted at every step (the focus comes and goes): its panel is copied, not drawn
        kept = KeptPanelStyle()
        kept.setParent(self.search)  # (a widget forgets a deleted style: it holds it weakly)
        self.search.setStyle(kept)
        self.search.setToolTip(
            self.tr(
                "Type what the drawn tile shows (city road pennant …), its edges clockwise from "
                "the north (CRFR: city, road, field), or its letter. Enter picks the first one shown."
            )
        )
        self.search.textChanged.connect(self._filter)
        self.edges = EdgePicker()
        self.edges.changed.connect(self._filter)
        self.search.returnPressed.connect(self._pick_typed)
        self.search.installEventFilter(self)
        self.list = _BagList()
        self.list.setModel(self.proxy)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setSpacing(SPACING)
        self.list.setUniformItemSizes(False)
        self.cells = _CellSizes(self.list)
        self.list.setItemDelegate(self.cells)
        self.list.installEventFilter(self)
        kinetic(self.list)  # flicked by a finger, when the pictures are too many to fit
        self._fitted: tuple[int, int, int] | None = (0, 0, 0)  # the room last fitted to; None: fitting
        self.list.clicked.connect(self._pick)
        self.total = QLabel()
        self.start = PlainLabel()  # which tile starts, while the first tile is drawn
        self.start.setWordWrap(True)
        self.stack = PlainLabel()  # while a stack is drawn before the bag (the river's): which
        self.stack.setWordWrap(True)
        #: tiles picked for a drawing of several, not yet sent: only an input buffer, emptied
        #: whenever the game changes
        self.pending: list[str] = []
        #: the player drew several tiles at once (fortune tellers): clicks gather them
        self.several = QPushButton(self.tr("I drew several tiles"))
        self.several.setCheckable(True)
        self.several.toggled.connect(self._several_toggled)
        # one line per tile that may be drawn, each name cut to the panel's width: the label
        # keeps its height while the tiles are clicked, so the bag under it never moves
        self.pending_label = PlainLabel()
        self.pending_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.done = QPushButton(self.tr("Done drawing"))
        self.done.clicked.connect(self._send_pending)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(Fence(self.total))  # (a new total at every draw: the window stays laid out)
        layout.addWidget(self.start)
        layout.addWidget(self.stack)
        layout.addWidget(self.several)
        layout.addWidget(self.pending_label)
        layout.addWidget(self.done)
        layout.addWidget(self.search)
        layout.addWidget(self.edges)
        layout.addWidget(self.list)
        self.unknown = QPushButton(self.tr("Drawn a tile the app does not know…"))
        self.unknown.clicked.connect(self.unknown_requested.emit)
        # Shown in the draw step only, but its room is kept: the list would otherwise change
        # height twice a turn and lay out all its tiles again. It is shown and hidden in a
        # holder of its own, in the fence: the fence hears every event of its child in Python,
        # and a show or a hide sends the button several.
        policy = self.unknown.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.unknown.setSizePolicy(policy)
        holder = QWidget()
        holder.setSizePolicy(policy)
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.unknown)
        layout.addWidget(Fence(holder))
        session.changed.connect(self._update_total)
        self._update_total()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Undo and redo are the game's, also while the search field has the focus (a line edit
        would take them for its own text); after the draw step, when there is nothing to search,
        every window shortcut is (H asks the coach, not types "h"). A resized list fits its
        cells again."""
        if watched is self.list and event.type() == QEvent.Type.Resize:
            self._fit_cells()
        if (
            watched is self.search
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
                or (game := self.session.game) is None
                or game.prompt.kind != DRAW
            )
        ):
            return True  # kept from the line edit, left unaccepted: the window's shortcut fires
        return super().eventFilter(watched, event)

    def _filter(self) -> None:
        self.proxy.set_query(self.search.text(), self.edges.requirement, self.session.game)
        self._fit_cells()

    def _fit_cells(self) -> None:
        """The largest tile pictures with which every shown type fits the list without
        scrolling (not below ``SMALLEST_ICON``: then the compact bag, not below
        ``COMPACT_ICON``; then it scrolls). Tried on the list's own
        layout without a scroll bar (one would take its room from the columns); fitted again
        only when the rows shown or the list's size change."""
        if self._fitted is None or self._fitted == self._room():
            return  # fitting now (the scroll bar comes and goes), or fitted to this room
        self._fitted = None
        metrics = QFontMetrics(count_font())
        # the widest usual text: a longer one (ten or more of a type) is elided
        # the style keeps a margin each side of an item's text (Qt: the focus frame's + 1)
        margin = 2 * (
            self.list.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.list) + 1
        )
        text = metrics.horizontalAdvance(self.model.count_text(9, 0.99)) + margin
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cells.compact = False
        icon = _largest(SMALLEST_ICON, lambda size: self._layout_fits(size, text, metrics.height()))
        if icon is None:  # the compact bag: the pictures alone, as large as fit
            self.cells.compact = True
            if _largest(COMPACT_ICON, lambda size: self._layout_fits(size, 0, -6)) is None:
                self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # it scrolls
        self.list.viewport().update()
        self._fitted = self._room()

    def _room(self) -> tuple[int, int, int]:
        """The rows shown and the list's size (its own: a scroll bar does not change it)."""
        return (self.proxy.rowCount(), self.list.width(), self.list.height())

    def _layout_fits(self, icon: int, text: int, line: int) -> bool:
        """Lay the list out with ``icon`` pictures; whether its last row is in view."""
        self.cells.cell = _cell(icon, text, line)
        self.list.setIconSize(QSize(icon, icon))
        self.list.doItemsLayout()
        rows = self.proxy.rowCount()
        last = self.list.rectForIndex(self.proxy.index(rows - 1, 0)) if rows else QRect()
        return last.bottom() < self.list.viewport().height()

    def _update_total(self, step: Step | None = None) -> None:
        """After ``step`` (None: anything may have changed): the tiles left when the bag
        changed, the tile in hand marked when it changed, and what the prompt asks (the draw
        step's button and the fortune tellers' several tiles); the tiles picked for a draw of
        several are forgotten (the game is in another step now)."""
        game = self.session.game
        if step is None or step.bag or step.held:
            self._filter()  # (another game: other tiles; a stack drawn before the bag ran out)
        if step is None or step.bag:
            self._show_total(game)
            self._show_stack(game)
        prompt = step.prompt if step is not None else game.prompt if game is not None else None
        drawing = prompt is not None and prompt.kind == DRAW
        if drawing:
            self.search.setFocus()
        self.pending.clear()
        self.several.setChecked(False)
        self.unknown.setVisible(drawing)
        self._show_pending()
        if step is None or step.held:
            self._mark_held(game)
        self._show_start(game)

    def _show_total(self, game: Game | None) -> None:
        if game is None:
            self.total.clear()
        elif self.session.tournament:
            self.total.setText(self.tr("Bag"))
        else:
            left = game.bag_total
            self.total.setText(exact(self.tr("Bag: %n tile(s) left", "", countable(left)), left))

    def _show_stack(self, game: Game | None) -> None:
        """While a stack is drawn before the bag (the river's), say that only its tiles are
        shown, by their sets' titles."""
        stack = _stack(game)
        if game is not None and stack is not None:
            sets = dict.fromkeys(game.tile(t).set_name for t in sorted(game.drawable.counts))
            titles = self.tr(" and ").join(self.names.set_title(name) for name in sets)
            left = game.drawable.total
            self.stack.setText(
                exact(
                    self.tr(
                        "Only the tiles of {sets} can be drawn now (%n left): they are laid first, the "
                        "rest of the bag after them.",
                        "",
                        countable(left),
                    ),
                    left,
                ).format(sets=titles)
            )
        self.stack.setVisible(stack is not None)

    def _show_start(self, game: Game | None) -> None:
        """Say which tile the game starts on when several chosen sets bring one (the engine
        chose: with the wheel and the wind roses, the rose), until the first tile is drawn."""
        first = (
            game is not None
            and sum(1 for name in game.setup.sets if game.catalogue.sets[name].start) > 1
            and not game.actions
        )
        if game is not None and first:
            self.start.setText(
                self.tr("The game starts on {tile}.").format(tile=self.names.name(game.start_tile))
            )
        self.start.setVisible(first)

    def _mark_held(self, game: Game | None) -> None:
        """The bag marks the tile in hand, the one the prompt names (after an undo, after a
        fortune teller's keep: the tile kept), and nothing else: a tile clicked earlier does
        not stay marked, dimmed once the last of it was drawn."""
        held = game.held if game is not None else None
        row = self.model.row_of(held) if held is not None else None
        selection = self.list.selectionModel()
        if row is None:
            selection.clear()
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        else:
            selection.clear()

    def _allowed(self) -> int:
        """How many tiles may be drawn now (more than one with fortune tellers)."""
        game = self.session.game
        return game.may_draw if game is not None else 1  # 1 but in the draw step

    def _several_toggled(self, on: bool) -> None:
        if not on:
            self.pending.clear()
        self._show_pending()

    def _show_pending(self) -> None:
        allowed = self._allowed()
        gathering = self.several.isChecked()
        self.several.setVisible(allowed > 1)
        self.pending_label.setVisible(gathering)
        self.done.setVisible(gathering)  # (shown at once, not at the first click: the bag stays put)
        self.done.setEnabled(bool(self.pending))
        if gathering:
            game = self.session.game
            assert game is not None
            label = self.pending_label
            metrics, width = label.fontMetrics(), max(label.width(), self.width())
            names = [self.names.name(game.tile(t)) for t in self.pending]
            names += ["–"] * (allowed - len(names))
            lines = [self.tr("Drawn (up to %n):", "", allowed)]
            lines += [
                metrics.elidedText(f"{n}. {name}", Qt.TextElideMode.ElideRight, width)
                for n, name in enumerate(names, 1)
            ]
            label.setText("\n".join(lines))
            label.setFixedHeight(metrics.lineSpacing() * len(lines) + 2)
            label.setToolTip(literal("\n".join(names)))

    @property
    def names(self) -> TileNames:
        return self.model.names

    def pick(self, tile_id: str, gather: bool = False) -> None:
        """A tile drawn at the table: drawn alone at once, or gathered when the player said
        they drew several (``several``, or ``gather``: Ctrl held). The engine says whether it
        can be among the tiles drawn (``Game.gather``)."""
        game = self.session.game
        drawn = game.gather(tuple(self.pending), tile_id) if game is not None else None
        if game is None or drawn is None:
            return
        self.search.clear()
        self.edges.clear()
        if gather and self._allowed() > 1:
            self.several.setChecked(True)
        self.pending = list(drawn)
        if not self.several.isChecked() or len(drawn) == game.may_draw:
            self._send_pending()
        else:
            self._show_pending()

    def _send_pending(self) -> None:
        tiles, self.pending = tuple(self.pending), []
        if tiles:
            self.draw_requested.emit(tiles)

    def _pick(self, index: QModelIndex) -> None:
        if index.data(TILE_ID) is not None:  # not a header
            ctrl = QApplication.keyboardModifiers() & Qt.KeyboardModifier.ControlModifier
            self.pick(str(index.data(TILE_ID)), gather=bool(ctrl))

    def _pick_typed(self) -> None:
        """Enter picks the first tile shown that is left in the bag."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(TILE_ID) is not None and index.flags() & Qt.ItemFlag.ItemIsEnabled:
                self.pick(str(index.data(TILE_ID)))
                return
