"""The bag marks the tile in hand, the one the prompt names: not the tile clicked last (dimmed
once the last of it was drawn); after an undo the tile then in hand; after a fortune teller's
keep, the tile kept, not the one that went back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, DrawSeveral, Follower, Pass, Place, drawing
from tests.test_fortune_tellers import TELLERS
from ui.look.painter import TilePainter
from ui.panels.bag_panel import TILE_ID, BagPanel
from ui.session import GameSession


def marked(bag: BagPanel) -> list[str]:
    return [str(index.data(TILE_ID)) for index in bag.list.selectionModel().selectedIndexes()]


def _bag(qtbot: QtBot, session: GameSession) -> BagPanel:
    bag = BagPanel(session, TilePainter())
    bag.draw_requested.connect(lambda tiles: session.act(drawing(tiles)))  # as the window does
    qtbot.addWidget(bag)
    bag.resize(300, 700)
    bag.show()
    return bag


def click(bag: BagPanel, tile_id: str) -> None:
    """A click on the tile's picture in the bag (the list selects what is clicked)."""
    row = bag.model.row_of(tile_id)
    assert row is not None
    index = bag.proxy.mapFromSource(bag.model.index(row, 0))
    bag.list.scrollTo(index)
    QTest.mouseClick(bag.list.viewport(), Qt.MouseButton.LeftButton, pos=bag.list.visualRect(index).center())


def test_the_bag_marks_the_tile_in_hand_and_nothing_else(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = _bag(qtbot, session)
    session.new_game(Setup.of(["Anna", "Bram"]))
    click(bag, "base/C")  # the only C: none left once drawn
    game = session.game
    assert game is not None and game.held == "base/C"
    assert marked(bag) == ["base/C"]
    row = bag.model.row_of("base/C")
    assert row is not None and bag.model.item(row).isEnabled()  # in hand: not dimmed
    session.act(Place("base/C", (0, -1), 0))
    assert marked(bag) == []  # placed: the bag marks nothing
    assert not bag.model.item(row).isEnabled()  # none left
    session.act(Pass())
    click(bag, "base/U")
    assert marked(bag) == ["base/U"]
    session.act(Place("base/U", (1, 0), 0))
    session.act(Pass())
    session.act(Draw("base/V"))
    assert marked(bag) == ["base/V"]
    session.undo()  # back to the draw
    assert marked(bag) == []
    session.undo()  # the follower step of U
    session.undo()  # U in hand again: the prompt names U
    assert game.held == "base/U" and marked(bag) == ["base/U"]


def test_after_a_fortune_tellers_keep_the_bag_marks_the_tile_kept(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = _bag(qtbot, session)
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    for action in (
        Draw("tellers/T1"),
        Place("tellers/T1", (1, 0), 0),
        Follower("T"),  # Anna: a fortune teller
        Draw("base/U"),
        Place("base/U", (2, 0), 0),
        Pass(),
        DrawSeveral(("base/V", "base/C")),
    ):
        assert session.act(action)
    assert marked(bag) == []  # two tiles drawn, none kept yet
    assert session.act(Keep("base/V"))
    assert marked(bag) == ["base/V"]  # C went back into the bag


def test_the_bag_heads_a_players_own_set_with_its_title(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = _bag(qtbot, session)
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    headers = [
        bag.model.item(row).text()
        for row in range(bag.model.rowCount())
        if bag.model.item(row).data(TILE_ID) is None
    ]
    assert headers == ["Base game", "Fortune tellers (test)"]
