"""A tile type's tooltip in the bag: its words (what the tile shows) are worked out once per
type, not at every draw of it; they are made again after a reload of everything (another game),
and the count in the tooltip follows every draw and undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from carc_assist.table.tiles import TileDef
from ui.look.painter import TilePainter
from ui.panels.bag_panel import BagPanel
from ui.session import GameSession
from ui.words.plain import literal


def _tip(bag: BagPanel, tile_id: str) -> str:
    row = bag.model.row_of(tile_id)
    assert row is not None
    tip = literal("{}")  # (a tooltip is rich text: the words are put in a paragraph)
    said = str(bag.model.item(row).data(Qt.ItemDataRole.ToolTipRole))
    start, end = tip.split("{}")
    assert said.startswith(start) and said.endswith(end)
    return said[len(start) : len(said) - len(end)]


def test_a_types_words_are_worked_out_once_and_again_for_another_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    game_words = ["first game"]
    asked: list[str] = []

    def description(tile: TileDef) -> str:
        asked.append(tile.id)
        return f"{game_words[0]}: {tile.id}"

    bag.model.names.description = description  # type: ignore[method-assign]
    session.new_game(Setup.of(["Anna", "Bram"]))
    game = session.game
    assert game is not None
    left = game.bag.counts["base/U"]
    assert _tip(bag, "base/U") == f"first game: base/U (U): {left} left"
    asked.clear()
    for _ in range(3):  # the same type drawn and undone again and again: its count changes
        session.act(Draw("base/U"))
        assert _tip(bag, "base/U") == f"first game: base/U (U): {left - 1} left"
        session.undo()
        assert _tip(bag, "base/U") == f"first game: base/U (U): {left} left"
    assert asked == []  # its words were known
    session.act(Draw("base/U"))
    game_words[0] = "second game"
    session.new_game(Setup.of(["Anna", "Bram"]))  # (the same types: the model is kept)
    assert _tip(bag, "base/U") == f"second game: base/U (U): {left} left"
    assert asked == ["base/U"]  # the one tooltip that changed
