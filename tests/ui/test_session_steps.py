"""The session tells its views what changed (the engine's Step, None for a whole new game),
and an action's save waits for the paint but is always written before the next change."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.rules.steps import Step
from carc_assist.storage.library import Library
from carc_assist.table.actions import Draw, Pass, Place
from ui.session import GameSession


def stored_actions(path: Path, game_id: str) -> int:
    """What the library file holds, read past the session (which would write its save first)."""
    other = Library(path)
    try:
        actions = other.record(game_id)["actions"]
        assert isinstance(actions, list)
        return len(actions)
    finally:
        other.close()


def test_changed_carries_the_step(tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    seen: list[Step | None] = []
    session.changed.connect(seen.append)
    session.new_game(Setup.of(["Anna", "Bram"]))
    session.act(Draw("base/D"))
    session.act(Place("base/D", (1, 0), 0))
    session.undo()
    session.redo()
    assert seen[0] is None  # a whole new game: every view reloads
    draw, place, undone, redone = seen[1:]
    assert isinstance(draw, Step) and draw.action == Draw("base/D") and not draw.squares
    assert isinstance(place, Step) and (1, 0) in place.squares and place.prompt.kind == "follower"
    assert isinstance(undone, Step) and undone.undone and undone.squares == place.squares
    assert isinstance(redone, Step) and not redone.undone and redone.action == place.action


def test_an_actions_save_comes_after_the_paint_and_before_the_next_change(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "library.sqlite3"
    session = GameSession(path)
    session.new_game(Setup.of(["Anna", "Bram"]))
    game_id = session.game_id
    assert game_id is not None and stored_actions(path, game_id) == 0  # a new game: saved at once
    session.act(Draw("base/D"))
    assert stored_actions(path, game_id) == 0  # not yet: the window paints first
    QApplication.processEvents()  # the event loop: paint, then the save
    assert stored_actions(path, game_id) == 1
    session.act(Place("base/D", (1, 0), 0))
    session.act(Pass())  # no event loop in between: the placement is written before the pass
    assert stored_actions(path, game_id) == 2  # (a pass is not written in a record)
    session.act(Draw("base/E"))
    session.undo()  # the draw was saved before its undo
    assert stored_actions(path, game_id) == 3
    assert session.library is not None  # a look at the library: everything saved first
    assert stored_actions(path, game_id) == 2
