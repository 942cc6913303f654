"""Each view updates from the session's Step alone: a view (or a part of one) whose part the
step does not name does nothing, and the views kept up from the steps show what views made
anew from the whole game show, in random games with undo and redo."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import any_action
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Adjust, Draw, End, Follower, Place
from ui.look.painter import TilePainter
from ui.panels.bag_panel import BagModel
from ui.panels.scoreboard import ScoreModel
from ui.session import GameSession
from ui.window.main_window import MainWindow


def rows_changed(model: QAbstractItemModel) -> list[int]:
    """The rows whose data the model says changed, from now on."""
    rows: list[int] = []

    def changed(top: QModelIndex, bottom: QModelIndex, *_: object) -> None:
        rows.extend(range(top.row(), bottom.row() + 1))

    model.dataChanged.connect(changed)
    return rows


def spy(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[object]:
    """The calls of ``owner.name`` from now on (it still works)."""
    calls: list[object] = []
    real: Callable[..., Any] = getattr(owner, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    return win


def test_views_the_step_does_not_name_do_nothing(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    import ui.panels.scoreboard

    session, board = window.session, window.board
    score_rows = rows_changed(window.scoreboard.model())
    bag_rows = rows_changed(window.bag.model)
    log_rows: list[int] = []
    window.log.model().rowsInserted.connect(lambda _, first, last: log_rows.extend(range(first, last + 1)))
    projected = spy(monkeypatch, ui.panels.scoreboard, "projected_scores")
    tiles, figures = spy(monkeypatch, board, "_update_tiles"), spy(monkeypatch, board, "_draw_figures")
    held = spy(monkeypatch, window, "_show_held")
    counted = spy(monkeypatch, window.bag.model, "_count_template")  # once per count refresh

    assert session.act(Draw("base/U"))  # the bag and the tile in hand: nothing else
    assert (score_rows, projected, log_rows, tiles, figures) == ([], [], [], [], [])
    assert bag_rows and counted and len(held) == 1
    bag_rows.clear()
    counted.clear()
    held.clear()

    assert session.act(Place("base/U", (0, 1), 0))  # the tiles and the tile in hand
    assert (score_rows, log_rows, figures, counted, bag_rows) == ([], [], [], [], [])
    assert (
        len(tiles) == 1 and len(held) == 1 and len(projected) == 1
    )  # (a tile changes what an end would score)
    tiles.clear()
    held.clear()

    assert session.act(Follower("N"))  # Anna's follower on the road; Bram's turn
    assert (tiles, held, counted, bag_rows, log_rows) == ([], [], [], [], [])
    assert len(figures) == 1 and set(score_rows) == {0, 1}  # the supply, and whose turn it is
    figures.clear()
    score_rows.clear()
    projected.clear()

    assert session.act(Adjust("Bram", 2, "a farm counted wrong"))  # Bram's row alone
    assert (tiles, figures, held, counted, bag_rows) == ([], [], [], [], [])
    assert set(score_rows) == {1} and len(log_rows) == 1
    score_rows.clear()
    log_rows.clear()

    session.undo()  # the adjustment taken back: Bram's row again, the log line gone
    assert (tiles, figures, held, counted, bag_rows, log_rows) == ([], [], [], [], [], [])
    assert set(score_rows) == {1} and window.log.count() == 0


def shown(model: QStandardItemModel) -> list[list[object]]:
    """Every item's text, tooltip, font weight and state."""
    return [
        [
            (
                item.data(Qt.ItemDataRole.DisplayRole),
                item.toolTip(),
                item.font().bold(),
                item.isEnabled(),
            )
            for column in range(model.columnCount())
            if (item := model.item(row, column)) is not None
        ]
        for row in range(model.rowCount())
    ]


@pytest.mark.parametrize("sets", [("base", "festival"), ("wof",), ("base", "inns-cathedrals")], ids="+".join)
def test_views_kept_up_from_steps_are_the_views_made_anew(
    qtbot: QtBot, tmp_path: Path, sets: tuple[str, ...]
) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    painter = TilePainter()
    scores, bag = ScoreModel(session), BagModel(session, painter)
    session.new_game(Setup.of(["Anna", "Bram", "Carla"], sets=sets))
    game = session.game
    assert game is not None
    rng = random.Random(11)
    changes = 0
    while not game.finished and changes < 160:
        roll = rng.random()
        if roll < 0.12 and game.actions:
            session.undo()
        elif roll < 0.2 and game.redo_actions:
            session.redo()
        elif not isinstance(action := any_action(game, rng.randrange), End):
            assert session.act(action)
        changes += 1
        if changes % 4 == 0:  # (each model made anew works out the projection)
            assert shown(scores) == shown(ScoreModel(session)), changes
            anew = BagModel(session, painter)
            anew.reload()
            assert shown(bag) == shown(anew), changes
    assert changes >= 100
