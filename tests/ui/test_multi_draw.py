"""Fortune tellers' drawing of several tiles, as players at a table do it (issue #20): one
click draws one tile; several are said first; the Keep buttons show the tiles large, by name,
with whether each fits."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass
from tests.test_fortune_tellers import TELLERS
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.window.choice_bar import ChoiceBar
from ui.window.instruction import instruction
from ui.window.main_window import MainWindow


def _teller_on_board(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Game]:
    """Anna's fortune teller stands on the board, and it is her turn again: she may draw 2."""
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    game = session.game
    assert game is not None
    win.bag.pick("tellers/T1")
    win.board.click_square((1, 0))
    win.board.follower_requested.emit("T")
    win.bag.pick("base/U")
    win.board.click_square((2, 0))
    session.act(Pass())
    assert game.phase == DRAW and game.prompt.draws == 2
    return win, game


def test_one_click_draws_one_tile(qtbot: QtBot, tmp_path: Path) -> None:
    win, game = _teller_on_board(qtbot, tmp_path)
    assert "which tiles were drawn (up to 2)?" in instruction(game)
    assert not win.bag.several.isHidden()
    win.bag.pick("base/V")  # a plain click: that tile alone
    assert game.actions[-1] == Draw("base/V")
    assert game.held == "base/V" and win.bag.several.isHidden()


def test_several_are_said_first_then_clicked(qtbot: QtBot, tmp_path: Path) -> None:
    win, game = _teller_on_board(qtbot, tmp_path)
    win.bag.several.click()
    win.bag.pick("base/V")
    assert game.phase == DRAW and win.bag.pending == ["base/V"]
    assert "1. Curved road" in win.bag.pending_label.text()  # by name, not by letter
    win.bag.done.click()  # one was all after all
    assert game.held == "base/V"


def test_keep_buttons_show_the_tile_large_with_its_name_and_fit(qtbot: QtBot, tmp_path: Path) -> None:
    win, game = _teller_on_board(qtbot, tmp_path)
    win.bag.pick("base/V", gather=True)  # a click with Ctrl held
    win.bag.pick("base/E")
    assert game.prompt.kind == "choose"
    assert "which of the tiles drawn is kept?" in instruction(game)
    bar = ChoiceBar(TilePainter())
    qtbot.addWidget(bar)
    bar.show_choices(game)
    texts = [bar.buttons.itemAt(i).widget() for i in range(bar.buttons.count())]
    keep = [b for b in texts if b is not None and b.text().startswith("Keep")]
    assert [b.text() for b in keep] == ["Keep: Curved road\n(fits)", "Keep: City on one side\n(fits)"]
    assert all(b.iconSize().width() >= 64 and not b.icon().isNull() for b in keep)
    fits = game.legal_placements
    game.legal_placements = lambda tile_id=None: fits(tile_id) if tile_id == "base/E" else []  # type: ignore[method-assign]
    bar.show_choices(game)
    shown = [bar.buttons.itemAt(i).widget() for i in range(bar.buttons.count())]
    assert "Keep: Curved road\n(fits nowhere)" in [b.text() for b in shown if b is not None]


def test_a_step_no_half_describes_still_gets_a_sentence(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An expansion's own step that no UI half describes: the player still reads whose choice it
    is, never an empty bar."""
    from types import SimpleNamespace

    import ui.window.instruction

    monkeypatch.setattr(ui.window.instruction, "halves", lambda: ())
    game = SimpleNamespace(
        prompt=SimpleNamespace(kind="bells", player=1, draws=1, options=()),
        setup=Setup.of(["Anna", "Bram"]),
    )
    assert instruction(game) == "Bram: make the choice the game waits for."  # type: ignore[arg-type]


def test_the_bag_stays_put_while_several_tiles_are_clicked(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue #45, 3: the first click of several made a row appear, and the bag moved by 40
    pixels under the next click; the instruction still asked for the button pressed."""
    win, game = _teller_on_board(qtbot, tmp_path)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    bag = win.bag
    bag.several.click()
    qtbot.wait(20)
    assert "I drew several tiles" not in win.instruction.text()
    assert "click each tile drawn (up to 2)" in win.instruction.text()
    where = bag.list.mapTo(win, bag.list.rect().topLeft())
    height = bag.list.height()
    bag.pick("base/V")
    qtbot.wait(20)
    assert game.phase == DRAW and bag.pending == ["base/V"]
    assert bag.list.mapTo(win, bag.list.rect().topLeft()) == where and bag.list.height() == height
    assert bag.done.isEnabled()
    bag.pick("base/E")
    assert game.prompt.kind == "choose"
    assert "I drew several tiles" not in win.instruction.text()
