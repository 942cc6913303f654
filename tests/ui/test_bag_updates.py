"""A draw changes a few of the bag's counts (the type drawn, a chance rounded to another
percent, the tile in hand): the bag touches only those items and filters nothing again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QStandardItem
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from ui.look.painter import TilePainter
from ui.panels.bag_panel import TILE_ID, TIP_LEFT, BagPanel
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
