"""The developer's speed commands: ``ui.dev.bench`` (wall time) and ``ui.dev.instructions``
(instructions, under valgrind) take the same actions on the same board, and the count holds
what the bench's clock holds: an action until the window has painted, not the save after it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from carc_assist.table.actions import Action, Draw, Place
from ui.dev import bench, instructions
from ui.session import GameSession
from ui.window.main_window import MainWindow


@pytest.fixture
def bench_windows(qtbot: QtBot) -> Iterator[None]:
    """The bench's windows are closed after the test (the commands leave them open)."""
    yield
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            qtbot.addWidget(widget)


def test_the_bench_times_each_action_and_leaves_the_board_as_it_was(bench_windows: None) -> None:
    _app, session, _window, rng = bench.bench_window()
    game = session.game
    assert game is not None and len(game.board.cells) == 200
    before = game.actions
    taken: list[Action] = []

    def act(action: Action) -> None:
        taken.append(action)
        session.act(action)

    bench.bench_actions(session, rng, 5, act)
    assert [type(action) for action in taken] == [Draw, Place, Draw, Place, Draw]
    assert game.actions == before  # each undone: the next one is taken on the same board
    times, saves = bench.update_ms(4)
    assert len(times) == len(saves) == 4 and all(t > 0 for t in times)


def test_the_count_holds_each_action_of_its_kind_and_not_its_save(
    bench_windows: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each placement after the warm-up is counted (inside ``functools.reduce``), no other
    action is, and the library's save of a counted action comes after the count."""
    counted: list[Action] = []
    saved: list[bool] = []  # each save: whether it came within a counted action
    within = [False]
    reduce = functools.reduce

    def counting(function: Callable[[Any, Any], Any], items: list[Action], start: None) -> Any:
        counted.extend(items)
        within[0] = True
        try:
            return reduce(function, items, start)
        finally:
            within[0] = False

    store = GameSession._store

    def storing(session: GameSession, game: Any) -> None:
        saved.append(within[0])
        store(session, game)

    monkeypatch.setattr(functools, "reduce", counting)
    monkeypatch.setattr(GameSession, "_store", storing)
    assert instructions.run_inside("place", 3) == 3
    assert len(counted) == 3 and all(isinstance(action, Place) for action in counted)
    assert saved and not any(saved)


def test_the_count_is_read_from_what_valgrind_prints() -> None:
    printed = "==12== Events    : Ir\n==12== Collected : 123456789\n==12== I   refs:      123,456,789\n"
    assert instructions.collected(printed) == 123456789
    with pytest.raises(RuntimeError, match="no count"):
        instructions.collected("valgrind: command not found")
