"""The window as a screen reader finds it (issue #45, without sight of the screen): walking
Qt's accessible tree at the place step finds the lit squares, the tile in hand and each
player's score by name; every button has a name; points scored are announced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import PLACE
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Place
from tests.ui.window_drive import opened
from ui.window.main_window import MainWindow

NAME = QAccessible.Text.Name


@pytest.fixture(autouse=True)
def listening() -> Iterator[None]:
    """A screen reader listens (Qt's accessibility active): the board names its squares only then."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def walk(node: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    """Every node under ``node`` that a screen reader would visit (visible ones)."""
    yield node
    if depth > 40:
        return
    for n in range(node.childCount()):
        child = node.child(n)
        if child is not None and child.isValid() and not child.state().invisible:
            yield from walk(child, depth + 1)


def names(window: MainWindow) -> list[str]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return [node.text(NAME) for node in walk(root)]


def test_the_place_step_is_found_by_name(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram", "Carla"]))
    game = session.game
    assert game is not None
    window.bag.pick("base/E")
    window.board.click_square((0, -1))
    window.board.follower_requested.emit("N")  # Anna's knight on the city: a figure to find
    window.bag.pick("base/V")
    assert game.phase == PLACE
    qtbot.wait(10)
    found = names(window)
    lit = {place.at for place in game.legal_placements()}
    assert len([n for n in found if n.startswith("Lit square: ")]) == len(lit)
    assert "Lit square: 1 east of the start tile" in found
    assert found.count("Tile in hand: Curved road") >= 1  # the board's, and the one over it
    for player in ("Anna", "Bram", "Carla"):
        assert f"{player}: 0 points" in found
    assert "Anna: a farmer" in found  # the follower deployed on the field north
    assert "Board" in found


def test_every_button_has_a_name(qtbot: QtBot, tmp_path: Path) -> None:
    _session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"], sets=("base", "traders-builders")))
    window.bag.pick("base/E")
    for button in window.findChildren(QAbstractButton):
        if not button.isVisibleTo(window):
            continue
        said = QAccessible.queryAccessibleInterface(button)
        assert said is not None and said.text(NAME).strip(), button


def test_points_scored_are_announced(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []

    def heard(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            said.append(event.message())  # type: ignore[attr-defined]

    monkeypatch.setattr(QAccessible, "updateAccessibility", heard)
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]))
    game = session.game
    assert game is not None
    assert said and said[-1].startswith("Anna: which tile was drawn?")  # what the app waits for
    session.act(Draw("base/E"))
    session.act(Place("base/E", (0, -1), 180))  # its city closes the start tile's
    (knight,) = [
        s for s in game.legal_follower_spots() if window.board.texts.spot_figure(game, s) == "a knight"
    ]
    session.act(Follower(knight))
    assert game.scores[0] == 4
    assert any("Anna" in s and "4 points" in s for s in said), said


def test_the_wheel_says_where_the_pig_is(qtbot: QtBot, tmp_path: Path) -> None:
    """The painted wheel has a name and says the pig's sector to a screen reader."""
    from ui.expansions.wheel_of_fortune.panel import WheelPanel

    _session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"], sets=("wof",)))
    panel = window.findChild(WheelPanel)
    assert panel is not None
    said = QAccessible.queryAccessibleInterface(panel)
    assert said is not None and said.text(NAME) == "The Wheel of Fortune"
    assert said.text(QAccessible.Text.Description).startswith("The pig is on ")


def test_the_boards_labels_follow_a_pan(qtbot: QtBot, tmp_path: Path) -> None:
    """The labels lie where their squares are drawn, also after the board was moved and
    zoomed (soon after: once per move)."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtWidgets import QLabel

    from ui.board.board_view import S

    _session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]))
    window.bag.pick("base/V")
    board = window.board
    board.pan_by(QPointF(-500, -400))  # (the scroll bars' values: some hundred)
    qtbot.wait(20)
    labels = {label.accessibleName(): label for label in board.viewport().findChildren(QLabel)}
    label = labels["Lit square: 1 east of the start tile"]
    assert label.geometry() == board.mapFromScene(QRectF(S, 0, S, S)).boundingRect()


def test_the_board_names_its_squares_only_while_someone_listens(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    QAccessible.setActive(False)
    _session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]))
    window.bag.pick("base/V")
    assert not window.board.viewport().findChildren(QLabel)  # (a millisecond a step saved)
    QAccessible.setActive(True)  # a screen reader starts: the next step names everything
    window.board.turn_preview()
    window.board.refresh()
    assert "Lit square: 1 east of the start tile" in names(window)
