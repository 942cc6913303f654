"""Issue #30's check, offscreen: a whole seeded game with the base game and all seven
expansions, played through the main window's own widgets only (``window_drive``), ends with
the window's scoreboard showing what the engine's replay of the same actions scores, and the
saved record replays to it."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.expansions.festival import TakeBack
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import load
from carc_assist.table.actions import Deploy
from tests.ui.window_drive import EVERY_KIND, Driver, kind, opened, self_played, seven_set_setup
from ui.window.instruction import instruction


def test_a_seven_set_game_played_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    setup = seven_set_setup()
    actions = self_played(setup)
    assert {kind(a) for a in actions} >= EVERY_KIND  # the seed meets every kind of step
    session, window = opened(qtbot, tmp_path, setup)
    driver = Driver(window, qtbot)
    started = time.monotonic()
    driver.play(actions)
    took = time.monotonic() - started
    assert set(driver.kinds) >= EVERY_KIND, f"steps not met: {EVERY_KIND - set(driver.kinds)}"
    game = session.game
    assert game is not None and game.finished
    window.tour.pause.click()  # the final tour would end in the (modal) summary
    # each expansion's own moments came up: the wheel turned (a wheel symbol placed), a builder
    # earned a double turn, a wind rose scored, a fortune teller's tent scored
    assert {"wheel", "take-back", "plague", "goods"} <= {note.what for note in game.notes}
    assert {"wind-rose", "tent", "wheel:crown"} <= {event.source for event in game.events}
    assert driver.double_turns >= 1
    ways = {"mouse wheel", "R", "Enter places", "click places", "search and Enter", "click in the bag"}
    assert set(driver.inputs) == ways, driver.inputs

    engine = Game(setup)
    for action in actions:
        engine.push(action)
    model = window.scoreboard.model()
    shown = [model.index(row, 1).data(Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]
    assert shown == list(engine.scores)
    assert any(engine.scores)

    record = tmp_path / "game.carc"
    session.export(record)
    replayed = load(record)
    assert list(replayed.actions) == actions
    assert list(replayed.scores) == list(engine.scores)
    assert took < 40, f"the drive took {took:.1f} s"


def test_a_follower_on_a_crown_field_is_taken_back_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    setup = seven_set_setup()
    actions = self_played(setup, seed=0, most=110)[:110]  # then Anna may take back a crown field's
    session, window = opened(qtbot, tmp_path, setup)
    for action in actions:  # (the position only: the step checked is the next one)
        assert session.act(action)
    game = session.game
    assert game is not None
    take_back = TakeBack("crown:famine:0")
    assert take_back in game.expansion_options()
    Driver(window, qtbot).play([take_back])


def test_the_follower_step_names_every_kind_of_button_it_offers() -> None:
    """Seen under Xvfb in the drive's turn 4: big-follower buttons and a pig's; the sentence
    spoke of the big follower's alone. Two halves add buttons here: the step's sentence says
    each half's part after the base game's, each half naming its own figure (a mutant that
    keeps the first half's part alone is caught)."""
    setup = seven_set_setup()
    game = Game(setup)
    for action in self_played(setup)[:11]:
        game.push(action)
    assert {a.figure for a in game.prompt.options if isinstance(a, Deploy)} == {"big", "pig"}
    assert instruction(game) == (
        "Anna: click a spot to deploy a follower (or choose one with the arrow keys), or Enter for none."
        " Or press a “Big follower” button for your big follower. Or press the “Pig” button."
    )


def test_the_fortune_tellers_keep_buttons_are_whole_in_romanian(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from carc_assist.resources import resource_dir
    from ui.start.app import install_translator

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = QTranslator()
    assert translator.load(str(resource_dir() / "translations" / "carc_assist_ro.qm"))
    app.installTranslator(translator)
    try:
        setup = seven_set_setup()
        session, window = opened(qtbot, tmp_path, setup)
        # the window's columns as they were under Xvfb at 1366x768 in Romanian (offscreen, the
        # scoreboard's column asks for less room)
        window.splitter.setSizes([335, 583, 446])
        for action in self_played(setup)[:113]:  # (the position only) Bram keeps one of two tiles
            assert session.act(action)
        assert session.game is not None and session.game.prompt.kind == "choose"
        bar = window.choices
        buttons = [bar.buttons.itemAt(i).widget() for i in range(bar.buttons.count())]
        assert len(buttons) == 2
        for button in buttons:
            assert button is not None
            assert button.width() >= button.sizeHint().width(), button.text()
    finally:
        app.removeTranslator(translator)
        install_translator(app, "en")


#: the box on the table today (issue #42): the new edition's base box (The River, The Abbot
#: and its gardens) with Inns & Cathedrals and Traders & Builders
BOX_SETS = ("base", "river", "abbot", "inns-cathedrals", "traders-builders")
#: a seed whose self-play deploys an abbot (actions 11 and 36) and recalls it (19 and 100)
BOX_SEED = 2


def test_a_new_edition_box_game_played_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    """The river laid first (the bag shows its tiles alone), the abbot deployed with its
    button and recalled by a click on its ring, through the window's widgets only; the
    scoreboard shows what the engine scores."""
    from carc_assist.expansions.abbot import Recall
    from carc_assist.expansions.river import river_sides
    from carc_assist.table.actions import Draw
    from tests.ui.test_tile_names import shown

    setup = Setup(Setup.of(["Anna", "Bram", "Cor"]).players, BOX_SETS)
    actions = self_played(setup, seed=BOX_SEED)
    session, window = opened(qtbot, tmp_path, setup)
    driver = Driver(window, qtbot)
    river_draws: list[list[str]] = []

    def before(action: object, index: int) -> None:
        game = session.game
        assert game is not None
        if isinstance(action, Draw) and river_sides(game.tile(action.tile), 0):
            river_draws.append(shown(window.bag))
            assert window.bag.stack.isVisible()

    driver.before = before
    driver.play(actions)
    assert {"recall", "abbot", "big follower", "pig"} <= set(driver.kinds), driver.kinds
    assert len(river_draws) == 11  # the spring starts: the other 11, one at a time
    for tiles in river_draws:
        assert tiles and all(tile.startswith("river/") for tile in tiles), tiles
    assert river_draws[-1] == ["river/lake"]  # the lake last
    game = session.game
    assert game is not None and game.finished
    window.tour.pause.click()
    assert any(isinstance(a, Recall) for a in game.actions)
    engine = Game(setup)
    for action in actions:
        engine.push(action)
    model = window.scoreboard.model()
    shown_scores = [model.index(row, 1).data(Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]
    assert shown_scores == list(engine.scores)
