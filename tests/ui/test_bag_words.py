"""The bag's entries in words (issue #45, 2 and the screen reader's part): a tooltip shows
words, never a markup tag or a tile's code, also in the compact bag; each entry has an
accessible name saying the tile and what is left of it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtWidgets import QStyleOptionViewItem, QToolTip
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from ui.look.painter import TilePainter
from ui.panels.bag_panel import TILE_ID, BagPanel
from ui.session import GameSession

SETS = ("base", "inns-cathedrals", "traders-builders")


def _bag(qtbot: QtBot, tmp_path: Path) -> BagPanel:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    bag.resize(260, 300)  # too small for the usual bag: the compact one
    bag.show()
    session.new_game(Setup.of(["Anna", "Bram"], sets=SETS))
    qtbot.waitUntil(lambda: bag.cells.compact)
    return bag


def test_the_compact_bags_tooltip_is_words_without_tags_or_codes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bag = _bag(qtbot, tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(QToolTip, "showText", lambda _at, text, *_: shown.append(text))
    proxy = bag.proxy
    tiles = [proxy.index(r, 0) for r in range(proxy.rowCount()) if proxy.index(r, 0).data(TILE_ID)]
    view = bag.list
    for index in tiles:
        event = QHelpEvent(QEvent.Type.ToolTip, QPoint(1, 1), QPoint(1, 1))
        assert view.itemDelegate().helpEvent(event, view, QStyleOptionViewItem(), index)
    assert len(shown) == len(tiles)
    for index, said in zip(tiles, shown, strict=True):
        document = QTextDocument()
        document.setHtml(said)
        words = document.toPlainText()
        code = str(index.data(TILE_ID)).split("/", 1)[1]
        assert "<" not in words and f"({code})" not in words, words
        assert words.startswith("×") and " left" in words, words


def test_every_bag_entry_has_an_accessible_name(qtbot: QtBot, tmp_path: Path) -> None:
    bag = _bag(qtbot, tmp_path)
    proxy = bag.proxy
    for row in range(proxy.rowCount()):
        index = proxy.index(row, 0)
        if index.data(TILE_ID) is None:
            continue
        name = str(index.data(Qt.ItemDataRole.AccessibleTextRole) or "")
        assert name.endswith(" left") and "Edges from the north" in name, name
