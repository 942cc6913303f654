"""A follower on a crown field that the festival lets its owner take back: the wheel's panel
rings it and takes it back by the keyboard as by the mouse (the drive clicks it:
``test_play_through_window``), and every option of the step has a widget somewhere."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from tests.ui.window_drive import opened, self_played, seven_set_setup
from ui.expansions import first, halves
from ui.expansions.wheel_of_fortune.panel import WheelPanel, crown_take_backs
from ui.window.main_window import MainWindow


def _at_take_back(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, WheelPanel]:
    """Anna's follower step after 110 self-played actions (seed 0): she may take back her
    followers on the famine and the fortune crown fields (among figures on tiles)."""
    setup = seven_set_setup()
    session, window = opened(qtbot, tmp_path, setup)
    for action in self_played(setup, seed=0, most=110)[:110]:
        assert session.act(action)
    panel = next(p for p in window.side_panels if isinstance(p, WheelPanel))
    return window, panel


def test_every_option_of_the_step_has_a_widget(qtbot: QtBot, tmp_path: Path) -> None:
    window, _ = _at_take_back(qtbot, tmp_path)
    game = window.session.game
    assert game is not None
    bar = window.choices
    for action in game.prompt.options:
        ringed = action.figure_taken() is not None  # the board's ring
        button = first(half.choice_button(game, action, bar.painter) for half in halves())
        own = [half for half in halves() if action in half.own_options(game)]
        assert ringed or button is not None or own, f"no widget for {action}"
    offered = {place: TakeBack(place) for place in ("crown:famine:0", "crown:fortune:0")}
    assert crown_take_backs(game) == offered


def test_the_arrow_keys_and_enter_take_back_a_crown_field_s_follower(qtbot: QtBot, tmp_path: Path) -> None:
    window, panel = _at_take_back(qtbot, tmp_path)
    game = window.session.game
    assert game is not None
    done = len(game.actions)
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Right)  # the first crown field offered, then around the wheel
    seen = [panel.keyed]
    while panel.keyed != "crown:famine:0" and len(seen) < 20:
        qtbot.keyClick(panel, Qt.Key.Key_Right)
        seen.append(panel.keyed)
    assert panel.keyed == "crown:famine:0", seen
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.actions) > done, timeout=3000)
    assert game.actions[-1] == TakeBack("crown:famine:0")
    assert "crown:famine:0" not in game.off_board
    assert panel.keyed is None  # no longer offered: the cursor went


def test_a_click_beside_the_ring_takes_nothing_back(qtbot: QtBot, tmp_path: Path) -> None:
    window, panel = _at_take_back(qtbot, tmp_path)
    game = window.session.game
    assert game is not None
    done = len(game.actions)
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=panel.rect().center())  # the pig's middle
    qtbot.wait(50)
    assert len(game.actions) == done


def test_the_phone_offers_the_take_back_on_the_wheel_s_picture(qtbot: QtBot, tmp_path: Path) -> None:
    """As the desktop's panel: each crown field's take-back lies on the phone's wheel picture,
    and its words say which crown field."""
    from ui.phone.snapshot import PageTexts, _choices

    window, _ = _at_take_back(qtbot, tmp_path)
    game = window.session.game
    assert game is not None
    words = PageTexts("en")
    parts = [part for half in words.halves for part in half.phone_parts(game)]
    choices = {c["key"]: c for c in _choices(game, words, {}, parts)}
    for place in ("crown:famine:0", "crown:fortune:0"):
        choice = choices[TakeBack(place).notation()]
        assert choice["part"] == 0 and 0 < choice["px"] < 1 and 0 < choice["py"] < 1
        spot = parts[0].spots[place]
        assert (choice["px"], choice["py"]) == (
            spot.x() / parts[0].picture.width(),
            spot.y() / parts[0].picture.height(),
        )
    assert "Famine crown field" in choices[TakeBack("crown:famine:0").notation()]["label"]
