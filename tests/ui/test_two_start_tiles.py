"""The wheel and the wind roses both bring a start tile: the engine decides (``decisions.md``
row 6: the orange rose starts, the wheel lies beside the board), the bag says which tile
starts and lists neither start tile as if it were in play (×0)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw
from ui.look.painter import TilePainter
from ui.panels.bag_panel import TILE_ID, BagPanel
from ui.session import GameSession

BOTH = Setup.of(["Anna", "Bram"], ("wof", "wind-roses"))


def test_the_orange_rose_starts_and_the_wheel_stays_out_of_the_bag() -> None:
    game = Game(BOTH)
    assert game.start_tile.id == "wind-roses/orange"
    assert game.board.placed[0].tile.id == "wind-roses/orange"
    # wof's 73 tiles less the wheel (beside the board), the roses' 6 less the orange one
    assert game.bag_total == 72 + 5
    assert "wof/wheel" not in game.bag_tiles and "wind-roses/orange" not in game.bag_tiles
    assert "wof/wheel" in game.box  # (in the box: it lies beside the board)


def test_with_the_wheel_alone_the_wheel_starts() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("wof",)))
    assert game.start_tile.id == "wof/wheel" and game.bag_total == 72


def test_the_bag_says_which_tile_starts_and_shows_no_start_tile(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    bag.show()
    session.new_game(BOTH)
    listed = {bag.model.item(row).data(TILE_ID) for row in range(bag.model.rowCount())}
    assert "wof/wheel" not in listed and "wind-roses/orange" not in listed
    assert bag.start.isVisible()
    assert bag.start.text() == f"The game starts on {bag.names.name(Game(BOTH).start_tile)}."
    session.act(Draw("wind-roses/SE"))
    assert not bag.start.isVisible()


def test_with_one_start_tile_nothing_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    bag = BagPanel(session, TilePainter())
    qtbot.addWidget(bag)
    bag.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    assert not bag.start.isVisible()
