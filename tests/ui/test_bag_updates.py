"""A draw changes a few of the bag's counts (the type drawn, a chance rounded to another
percent, the tile in hand): the bag touches only those items, filters nothing again, and
paints only their cells, to the same picture as a whole repaint; its draw-step button comes and
goes without moving the list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect
from PySide6.QtGui import QImage, QPainter, QRegion, QStandardItem
from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass, Place
from ui.look.fence import Fence
from ui.look.painter import TilePainter
from ui.panels.bag_panel import TILE_ID, TIP_LEFT, BagPanel, _CellSizes
from ui.session import GameSession


def _bag(qtbot: QtBot, tmp_path: Path) -> tuple[GameSession, BagPanel]:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    bag.resize(300, 900)
    bag.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    qtbot.wait(20)
    return session, bag


def _shown(bag: BagPanel) -> dict[str, tuple[str, object, bool]]:
    model = bag.model
    items = [model.item(row) for row in range(model.rowCount())]
    return {
        str(item.data(TILE_ID)): (item.text(), item.data(TIP_LEFT), item.isEnabled())
        for item in items
        if item.data(TILE_ID) is not None
    }


def test_a_draw_touches_only_the_items_it_changes(qtbot: QtBot, tmp_path: Path) -> None:
    session, bag = _bag(qtbot, tmp_path)
    before = _shown(bag)
    asked: list[int] = []
    item = bag.model.item

    def counted(row: int, column: int | None = 0) -> QStandardItem:
        asked.append(row)
        return item(row, column or 0)

    bag.model.item = counted  # type: ignore[method-assign]
    try:
        session.act(Draw("base/U"))
    finally:
        del bag.model.item
    after = _shown(bag)
    changed = {tile for tile in after if after[tile] != before[tile]}
    assert "base/U" in changed and len(changed) < len(after) // 2  # few: a base game's full bag
    assert len(asked) <= 2 * len(changed)  # (counts and the tile in hand: at most twice each)
    # a count is no reason to filter the bag again (the filter reads a type's words and set)
    assert not bag.proxy.dynamicSortFilter()


def test_each_count_says_what_the_engine_says(qtbot: QtBot, tmp_path: Path) -> None:
    """Every type's words after draws and an undo: what is left of it and the engine's chance
    (worded once per count in a draw: types with as many left have one chance)."""
    session, bag = _bag(qtbot, tmp_path)
    game = session.game
    assert game is not None
    for actions in ([Draw("base/U")], [Place("base/U", (1, 0), 0), Pass()], [Draw("base/V")], []):
        for action in actions:
            assert session.act(action)
        if not actions:
            session.undo()
        for tile_id, (text, _, _) in _shown(bag).items():
            left = game.bag.counts.get(tile_id, 0)
            assert text == bag.model.count_text(left, game.bag.probability(tile_id)), tile_id


class _Counting(_CellSizes):
    """The bag's cells, as the bag sizes them, noting which it paints."""

    def __init__(self, bag: BagPanel) -> None:
        super().__init__(bag.list)
        self.cell = bag.cells.cell
        self.painted: list[str] = []

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        self.painted.append(str(index.data(TILE_ID)))
        super().paint(painter, option, index)


def _on_screen(bag: BagPanel) -> QImage:
    """The list as it is on the screen now (not painted anew, as ``grab`` would)."""
    viewport = bag.list.viewport()
    corner = viewport.mapTo(bag.window(), viewport.rect().topLeft())
    screen = bag.screen().grabWindow(
        bag.window().winId(), corner.x(), corner.y(), viewport.width(), viewport.height()
    )
    return screen.toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_the_bag_paints_only_the_cells_that_changed(qtbot: QtBot, tmp_path: Path) -> None:
    _, bag = _bag(qtbot, tmp_path)
    cells = _Counting(bag)
    bag.list.setItemDelegate(cells)
    qtbot.wait(20)
    proxy = bag.proxy
    tiles = [proxy.index(row, 0) for row in range(proxy.rowCount()) if proxy.index(row, 0).data(TILE_ID)]
    first, last = tiles[1], tiles[-2]  # far apart: the box around them holds most of the bag
    for index, count in ((first, "×9 99%"), (last, "×8 88%")):
        bag.model.itemFromIndex(proxy.mapToSource(index)).setText(count)
    cells.painted.clear()
    qtbot.wait(20)
    assert sorted(cells.painted) == sorted(str(i.data(TILE_ID)) for i in (first, last))
    assert _on_screen(bag) == bag.list.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    cells.painted.clear()
    bag.list.viewport().update()  # the whole list (a scroll, a new size): as Qt paints it
    qtbot.wait(20)
    assert len(cells.painted) > len(tiles) // 2
    assert first.data() == "×9 99%"


def test_parts_of_a_cell_are_painted_as_qt_does(qtbot: QtBot, tmp_path: Path) -> None:
    """Two pieces of one cell to paint (a window moved away from it …): the cell is painted
    once, as Qt paints it, not once per piece (painted twice, its text's soft edges would
    darken)."""
    _, bag = _bag(qtbot, tmp_path)
    cells = _Counting(bag)
    bag.list.setItemDelegate(cells)
    qtbot.wait(20)
    proxy = bag.proxy
    tile = next(proxy.index(row, 0) for row in range(proxy.rowCount()) if proxy.index(row, 0).data(TILE_ID))
    cell = bag.list.visualRect(tile)
    top = QRect(cell.left(), cell.top(), cell.width(), cell.height() // 3)
    bottom = QRect(cell.left(), cell.bottom() - cell.height() // 3, cell.width(), cell.height() // 3)
    cells.painted.clear()
    bag.list.viewport().update(QRegion(top) + QRegion(bottom))
    qtbot.wait(20)
    assert cells.painted == [str(tile.data(TILE_ID))]
    assert _on_screen(bag) == bag.list.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_the_button_shows_in_the_draw_step_only_and_keeps_its_room(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bag's "Drawn a tile the app does not know" button: shown in the draw step only, its
    room kept while hidden (the list does not move), and shown or hidden without a call into
    Python for each of its events (the fence around it hears every event of its child in Python)."""
    heard: list[QObject] = []
    fence_filter = Fence.eventFilter

    def noting(fence: Fence, watched: QObject, event: QEvent) -> bool:
        heard.append(watched)
        return fence_filter(fence, watched, event)

    monkeypatch.setattr(Fence, "eventFilter", noting)  # (before the fences are made)
    session, bag = _bag(qtbot, tmp_path)
    room = bag.list.geometry()
    assert bag.unknown.isVisible()
    heard.clear()
    session.act(Draw("base/U"))
    qtbot.wait(20)
    assert not bag.unknown.isVisible()
    assert bag.list.geometry() == room
    assert session.act(Place("base/U", (1, 0), 0))
    session.undo()
    session.undo()
    qtbot.wait(20)
    assert bag.unknown.isVisible()
    assert bag.list.geometry() == room
    assert bag.unknown not in heard
