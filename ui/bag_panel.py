"""The bag: every tile type of the game's box with what is left and the chance of each draw.

Pick the drawn tile by clicking it, or by typing its letter or id and pressing Enter. A type
with none left cannot be picked. In tournament mode counts and chances are hidden (the
tournament rules forbid counting tiles).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QPushButton, QVBoxLayout, QWidget

from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.game import DRAW, Bag, Game
from ui.painter import TilePainter
from ui.session import GameSession
from ui.texts import short_id

TILE_ID = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


class BagModel(QAbstractListModel):
    def __init__(self, session: GameSession, painter: TilePainter) -> None:
        super().__init__()
        self.session = session
        self.painter = painter
        self._ids: list[str] = []
        self._left: dict[str, int] = {}
        self._total = 0
        self._texts: list[str] = []
        self._bag: Bag | None = None
        self._draws = 1
        self._icons: dict[str, QIcon] = {}
        session.changed.connect(self.reload)

    def reload(self) -> None:
        """Take the bag's counts once per change; ``data`` is asked many times per paint."""
        game = self.session.game
        ids = list(game.box) if game else []
        self._bag = game.bag if game else None
        self._left = dict(self._bag.counts) if self._bag else {}
        self._total = game.bag_total if game else 0
        self._draws = may_draw(game) if game else 1  # with fortune tellers: among the next draws
        texts = [self._text(t) for t in ids]
        changed = [
            row for row, text in enumerate(texts) if row >= len(self._texts) or self._texts[row] != text
        ]
        self._texts = texts
        if ids != self._ids:
            self.beginResetModel()
            self._ids = ids
            self.endResetModel()
        elif changed:
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not self._left.get(self._ids[index.row()]):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        game = self.session.game
        if game is None or not index.isValid():
            return None
        tile_id = self._ids[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()]
        if role == Qt.ItemDataRole.DecorationRole:
            icon = self._icons.get(tile_id)
            if icon is None:
                icon = self._icons[tile_id] = QIcon(self.painter.pixmap(game.tile(tile_id), 0, 48))
            return icon
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{id}: {left} left").format(id=tile_id, left=self._left.get(tile_id, 0))
        if role == TILE_ID:
            return tile_id
        return None

    def _text(self, tile_id: str) -> str:
        if self.session.tournament:
            return short_id(tile_id)
        left = self._left.get(tile_id, 0)
        chance = self._bag.probability(tile_id, self._draws) if self._bag is not None else 0.0
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
        self.pending_label = QLabel()
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

    def _update_total(self) -> None:
        game = self.session.game
        if game is None:
            self.total.clear()
        elif self.session.tournament:
            self.total.setText(self.tr("Bag"))
        else:
            self.total.setText(self.tr("Bag: %n tile(s) left", "", game.bag_total))
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
