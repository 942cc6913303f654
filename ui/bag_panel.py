"""The bag: every tile type of the game's box with what is left and the chance of each draw.

Pick the drawn tile by clicking it, or by typing its letter or id and pressing Enter. A type
with none left cannot be picked. In tournament mode counts and chances are hidden (the
tournament rules forbid counting tiles).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QIcon, QKeyEvent, QKeySequence, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QPushButton, QVBoxLayout, QWidget

from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.game import DRAW, Game
from ui.painter import TilePainter
from ui.plain import PlainLabel, literal
from ui.session import GameSession
from ui.texts import countable, exact, short_id

TILE_ID = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


class BagModel(QStandardItemModel):
    """One item per tile type of the box. The items hold their texts, so painting the list
    never calls back into Python (a hundred such calls per paint cost a millisecond); a
    change sets only the texts that differ."""

    def __init__(self, session: GameSession, painter: TilePainter) -> None:
        super().__init__()
        self.session = session
        self.painter = painter
        self._ids: list[str] = []
        session.changed.connect(self.reload)

    def reload(self) -> None:
        game = self.session.game
        ids = list(game.box) if game else []
        if ids != self._ids:
            self.clear()
            self._ids = ids
        if game is None:
            return
        if not self.rowCount():
            for tile_id in ids:
                item = QStandardItem(QIcon(self.painter.pixmap(game.tile(tile_id), 0, 48)), "")
                item.setData(tile_id, TILE_ID)
                item.setEditable(False)
                self.appendRow(item)
        bag = game.bag
        draws = may_draw(game)  # with fortune tellers: the chance among the next draws
        for row, tile_id in enumerate(ids):
            left = bag.counts.get(tile_id, 0)
            item = self.item(row)
            text = self._text(tile_id, left, bag.probability(tile_id, draws))
            if item.text() != text:
                item.setText(text)
                tip = self.tr("{id}: {left} left").format(id=tile_id, left=left)
                item.setToolTip(literal(tile_id if self.session.tournament else tip))
            if item.isEnabled() != bool(left):
                item.setEnabled(bool(left))
                item.setSelectable(bool(left))

    def _text(self, tile_id: str, left: int, chance: float) -> str:
        if self.session.tournament:
            return short_id(tile_id)
        return self.tr("{tile}  ×{left}  {chance:.0%}").format(
            tile=short_id(tile_id), left=left, chance=chance
        )


class _Filter(QSortFilterProxyModel):
    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        text = self.filterRegularExpression().pattern().strip().lower()
        if not text:
            return True
        tile_id = str(self.sourceModel().index(row, 0, parent).data(TILE_ID)).lower()
        return tile_id == text or tile_id.split("/", 1)[1] == text or (len(text) > 1 and text in tile_id)


def may_draw(game: Game) -> int:
    """How many tiles the player may draw at once (fortune tellers), 1 otherwise."""
    tellers = game.module(FortuneTellers)
    return tellers.may_draw(game) if tellers is not None and game.phase == DRAW else 1


class BagPanel(QWidget):
    #: the tile drawn at the table (its id)
    draw_requested = Signal(str)
    #: several tiles drawn at once (fortune tellers)
    several_requested = Signal(tuple)
    #: the tile drawn is not in the app's sets: the player will describe it
    unknown_requested = Signal()

    def __init__(self, session: GameSession, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = BagModel(session, painter)
        self.proxy = _Filter(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Drawn tile: type its letter, Enter"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.search.returnPressed.connect(self._pick_typed)
        self.search.installEventFilter(self)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(48, 48))
        self.list.setGridSize(QSize(96, 84))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWordWrap(True)
        self.list.clicked.connect(self._pick)
        self.total = QLabel()
        self.pending: list[str] = []  # tiles picked for a drawing of several, not yet sent
        self.pending_label = PlainLabel()
        self.pending_label.setWordWrap(True)
        self.done = QPushButton(self.tr("Done drawing"))
        self.done.clicked.connect(self._send_pending)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.total)
        layout.addWidget(self.pending_label)
        layout.addWidget(self.done)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self.unknown = QPushButton(self.tr("Drawn a tile the app does not know…"))
        self.unknown.clicked.connect(self.unknown_requested.emit)
        # Shown in the draw step only, but its room is kept: the list would otherwise change
        # height twice a turn and lay out all its tiles again.
        policy = self.unknown.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.unknown.setSizePolicy(policy)
        layout.addWidget(self.unknown)
        session.changed.connect(self._update_total)
        self._update_total()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Undo and redo are the game's, also while the search field has the focus (a line edit
        would take them for its own text)."""
        if (
            watched is self.search
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo))
        ):
            return True  # kept from the line edit, left unaccepted: the window's shortcut fires
        return super().eventFilter(watched, event)

    def _update_total(self) -> None:
        game = self.session.game
        if game is None:
            self.total.clear()
        elif self.session.tournament:
            self.total.setText(self.tr("Bag"))
        else:
            left = game.bag_total
            self.total.setText(exact(self.tr("Bag: %n tile(s) left", "", countable(left)), left))
        if game is not None and game.phase == DRAW:
            self.search.setFocus()
        if game is None or game.phase != DRAW:
            self.pending.clear()
        self.unknown.setVisible(game is not None and game.phase == DRAW)
        self._show_pending()

    def _show_pending(self) -> None:
        game = self.session.game
        allowed = may_draw(game) if game is not None else 1
        several = allowed > 1
        self.pending_label.setVisible(several)
        self.done.setVisible(several and bool(self.pending))
        if several:
            picked = ", ".join(short_id(t) for t in self.pending) or "-"
            self.pending_label.setText(
                self.tr("Fortune tellers: up to %n tiles may be drawn. Drawn: ", "", allowed) + picked
            )

    def pick(self, tile_id: str) -> None:
        """A tile drawn at the table: sent at once, or gathered when several may be drawn."""
        game = self.session.game
        if (
            game is None
            or game.phase != DRAW
            or game.bag.counts.get(tile_id, 0) <= self.pending.count(tile_id)
        ):
            return
        self.search.clear()
        allowed = may_draw(game)
        if allowed == 1:
            self.draw_requested.emit(tile_id)
            return
        self.pending.append(tile_id)
        if len(self.pending) == allowed:
            self._send_pending()
        else:
            self._show_pending()

    def _send_pending(self) -> None:
        tiles, self.pending = tuple(self.pending), []
        if len(tiles) == 1:
            self.draw_requested.emit(tiles[0])
        elif tiles:
            self.several_requested.emit(tiles)

    def _pick(self, index: QModelIndex) -> None:
        self.pick(str(index.data(TILE_ID)))

    def _pick_typed(self) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.flags() & Qt.ItemFlag.ItemIsEnabled:
                self.pick(str(index.data(TILE_ID)))
                return
