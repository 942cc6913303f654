"""The app driven as a player would: a whole game with mouse and keyboard, undo/redo, save
and open, refusals, the crash-recovery path, score corrections, the summary."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import DRAW, FOLLOWER, PLACE
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Place
from ui.board.board_view import S, SpotMarker
from ui.board.final_tour import FinalTour
from ui.expansions.wheel_of_fortune.panel import WheelPanel
from ui.session import GameSession
from ui.start.app import App
from ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram", "Carla"]))
    return win


def board_point(win: MainWindow, square: tuple[int, int]) -> QPoint:
    return win.board.mapFromScene(square[0] * S + S / 2, square[1] * S + S / 2)


def click_bag(qtbot: QtBot, win: MainWindow, tile: str) -> None:
    proxy = win.bag.proxy
    for row in range(proxy.rowCount()):
        index = proxy.index(row, 0)
        if index.data(Qt.ItemDataRole.UserRole + 1) == tile:
            win.bag.list.scrollTo(index)
            rect = win.bag.list.visualRect(index)
            qtbot.mouseClick(win.bag.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            return
    raise AssertionError(f"{tile} not in the bag panel")


def play_turn_by_mouse(qtbot: QtBot, win: MainWindow, rng: random.Random) -> int:
    """One turn as a player: click the drawn tile, turn it (R) to the chosen rotation, click
    the square, click a follower spot or press Enter. Returns the number of inputs."""
    game = win.session.game
    assert game is not None and game.phase == DRAW
    tile = game.nth_drawable(rng.randrange(game.drawable_total))
    inputs = 1
    if rng.random() < 0.5:
        click_bag(qtbot, win, tile)
    else:
        qtbot.keyClicks(win.bag.search, tile.split("/")[1])
        qtbot.keyClick(win.bag.search, Qt.Key.Key_Return)
        inputs += 0  # typing the letter and Enter count as the one choice of the tile
    assert game.held == tile
    places = game.legal_placements()
    if not places:
        win.discard.click()
        return inputs + 1
    choice = rng.choice(places)
    viewport = win.board.viewport()
    win.board.fit_board()
    qtbot.mouseMove(viewport, board_point(win, choice.at))
    win.board.hover_square(choice.at)  # offscreen mouse moves do not always reach the view
    while win.board.preview_rotation() != choice.rotation:
        qtbot.keyClick(win.board, Qt.Key.Key_R)
        inputs += 1
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=board_point(win, choice.at))
    inputs += 1
    if game.phase != FOLLOWER:  # no spot to offer: the follower step passed by itself
        assert isinstance(game.actions[-1], Place)  # one action: one Undo takes it all back
        return inputs
    spots = game.legal_follower_spots()
    pick = rng.randrange(len(spots) + 1)
    if pick < len(spots):
        markers = [i for i in win.board.items() if isinstance(i, SpotMarker) and i.location == spots[pick]]
        assert markers
        point = win.board.mapFromScene(markers[0].sceneBoundingRect().center())
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: game.phase != FOLLOWER, timeout=2000)
    else:
        qtbot.keyClick(win.board, Qt.Key.Key_Return)
    return inputs + 1


def test_a_whole_game_through_the_ui(qtbot: QtBot, window: MainWindow) -> None:
    rng = random.Random(4)
    game = window.session.game
    assert game is not None
    inputs = []
    while not game.finished:
        inputs.append(play_turn_by_mouse(qtbot, window, rng))
    assert statistics.median(inputs) <= 3
    print(f"inputs per turn: median {statistics.median(inputs)}, mean {statistics.mean(inputs):.2f}")
    again = replay(to_record(game))
    assert again.scores == game.scores and again.finished
    assert window.log.count() == len(game.events) + len(game.notes)
    assert window.scoreboard.model().index(0, 1).data() == game.scores[0]
    assert "over" in window.instruction.text()


def test_undo_redo_by_keyboard_with_labels(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    assert game is not None
    window.bag.pick("base/E")
    window.board.click_square((0, -1))
    assert window.undo_action.text() == "Undo: place City on one side"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.phase == PLACE and game.held == "base/E"
    assert window.redo_action.text() == "Redo: place City on one side"
    qtbot.keyClick(
        window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert game.phase == FOLLOWER


def test_keys_reach_the_game_whatever_has_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    assert game is not None
    qtbot.keyClicks(window.bag.search, "V")  # the drawn tile typed in the bag's search field
    qtbot.keyClick(window.bag.search, Qt.Key.Key_Return)
    assert game.held == "base/V" and not window.bag.search.hasFocus()
    window.board.hover_square((1, 0))  # east of the start: the curve fits in two rotations
    before = window.board.preview_rotation()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)
    assert window.board.preview_rotation() not in (None, before)  # R turned the tile
    assert window.bag.search.text() == ""  # and typed nothing in the bag
    window.session.undo()  # back in the draw step: the search field has the focus again
    assert game.phase == DRAW and window.bag.search.hasFocus()
    qtbot.keyClick(window.bag.search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not game.actions  # undone from the search field
    qtbot.keyClick(
        window.bag.search,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert game.held == "base/V"  # and redone


def test_refused_action_is_reported_and_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    assert game is not None
    window.bag.pick("base/E")
    window.bag.pick("base/U")  # a second draw is refused: the bag panel only picks in the draw step
    assert game.held == "base/E" and len(game.actions) == 1


def test_save_open_and_refusals(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(
        "ui.window.main_window.message", lambda parent, icon, title, text: warnings.append(text)
    )
    game = window.session.game
    assert game is not None
    window.bag.pick("base/E")
    window.board.click_square((0, -1))
    path = tmp_path / "game.json"
    window.session.export(path)
    saved = path.read_text()
    window.session.new_game(Setup.of(["X", "Y"]))
    assert window.open_path(path)
    assert window.session.game is not None and len(window.session.game.board.cells) == 2
    assert window.session.game.phase == FOLLOWER  # saved before the follower step: it is open again
    opened = window.session.game
    for name, content in [
        ("broken.json", "{oops"),
        ("foreign.json", '{"format": "other"}'),
        ("newer.json", json.dumps({**json.loads(saved), "version": 9})),
    ]:
        bad = tmp_path / name
        bad.write_text(content)
        assert not window.open_path(bad)
        assert bad.read_text() == content  # nothing overwritten
        assert window.session.game is opened  # the open game is kept
    assert "bad JSON" in warnings[0] and "not a carc-assist game record" in warnings[1]
    assert "newer carc-assist" in warnings[2]
    assert path.read_text() == saved


def test_saved_after_every_action_and_resume_after_a_crash(
    qtbot: QtBot, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = App()
    qtbot.addWidget(first.window)
    assert not first.crashed
    first.session.new_game(Setup.of(["Anna", "Bram"]))
    first.window.bag.pick("base/E")
    first.window.board.click_square((0, -1))
    assert first.session.library is not None and first.session.game_id is not None
    saved = first.session.library.record(first.session.game_id)
    assert len(saved["actions"]) == 2  # type: ignore[arg-type]
    # the app dies here: no clean close, its lock stays behind (left by a process now gone)
    first.instance.release()
    dies = (
        "import os, sys\nfrom PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1]); lock.tryLock(0); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", dies, str(first.instance.lock_path)], check=True)
    second = App()
    qtbot.addWidget(second.window)
    assert second.crashed
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert second.offer_resume()
    game = second.session.game
    assert game is not None and game.phase == FOLLOWER  # the follower step is still open
    second.closed_cleanly()
    third = App()
    qtbot.addWidget(third.window)
    assert not third.crashed


def test_an_unfinished_game_is_offered_again_after_a_clean_close(
    qtbot: QtBot, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    first = App()
    qtbot.addWidget(first.window)
    assert not first.offer_resume()  # nothing saved yet
    first.session.new_game(Setup.of(["Anna", "Bram"]))
    assert not first.offer_resume() and not asked  # a game with no action yet is not offered
    first.window.bag.pick("base/E")
    first.closed_cleanly()
    second = App()
    qtbot.addWidget(second.window)
    assert not second.crashed
    assert second.offer_resume() and len(asked) == 1
    assert "The last game is not finished. Go on with it?" in asked[0]
    assert "Anna 0, Bram 0, last played " in asked[0]  # which game (issue #45, 16)
    game = second.session.game
    assert game is not None and game.held == "base/E" and second.session.path is None


def test_tournament_mode_is_saved_with_the_game(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, tournament=True))
    path = tmp_path / "tournament.json"
    window.session.export(path)
    assert json.loads(path.read_text())["setup"]["tournament"] is True
    normal = tmp_path / "normal.json"
    window.session.new_game(Setup.of(["Anna", "Bram"]))
    window.session.export(normal)
    assert "tournament" not in json.loads(normal.read_text())["setup"]  # version-1 records as before
    assert window.open_path(path)
    assert window.session.tournament and window.scoreboard.model().columnCount() == 4
    assert window.open_path(normal)
    assert not window.session.tournament and window.scoreboard.model().columnCount() == 5


def test_score_correction_is_its_own_event(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.adjust import AdjustDialog

    def fill(dialog: AdjustDialog) -> int:
        dialog.player.setCurrentIndex(1)
        dialog.points.setValue(-3)
        dialog.reason.setText("counted twice")
        return 1

    monkeypatch.setattr(AdjustDialog, "exec", fill)
    window.adjust()
    game = window.session.game
    assert game is not None and game.scores[1] == -3
    assert "Correction for Bram" in window.log.item(0).text()


def test_new_game_dialog(qtbot: QtBot) -> None:
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog._add.click()
    name, color = dialog.player_row(2)
    name.setText("Anna")
    dialog._accept()
    assert dialog.result_setup is None and "different" in dialog.error.text()
    name.setText("Carla")
    color.setCurrentIndex(4)
    dialog.option("small-city-2pts").setChecked(True)  # type: ignore[union-attr]
    dialog._accept()
    assert dialog.result_setup is not None
    assert [p.color for p in dialog.result_setup.players] == ["red", "blue", "black"]
    assert dialog.result_setup.options == {"small-city-2pts": True}
    assert not dialog.result_setup.tournament
    dialog.option("teller-return-unplaceable").setChecked(True)  # type: ignore[union-attr]
    dialog.tournament.setChecked(True)
    dialog._accept()
    assert dialog.result_setup.options == {"small-city-2pts": True, "teller-return-unplaceable": True}
    assert dialog.result_setup.tournament


def test_game_end_walks_through_the_final_scoring_then_shows_the_summary(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.summary import SummaryDialog

    shown: list[SummaryDialog] = []
    monkeypatch.setattr(SummaryDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(FinalTour, "STEP_MS", 10)
    outlined: list[int] = []
    window.board.show_squares = lambda squares, posts=(): outlined.append(len(squares))  # type: ignore[method-assign]
    window.log.squares_chosen.disconnect()
    window.log.squares_chosen.connect(window.board.show_squares)
    window.bag.pick("base/U")
    window.board.click_square((1, 0))
    window.board.follower_requested.emit("E")  # a thief on the road of 2 tiles
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.phase == DRAW)
    window.session.act(__import__("carc_assist").End())
    qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    assert 2 in outlined  # the road's two squares were outlined in turn
    summary = shown[0]
    assert summary.table.item(0, 0).text() == "2"  # Anna: 2 points from roads


def test_summary_race_counts_every_point(qtbot: QtBot) -> None:
    from carc_assist.players.selfplay import random_game
    from ui.dialogs.summary import points_by_source, score_race

    game = random_game(Setup.of(["A", "B", "C"]), random.Random(2))
    race = score_race(game)
    assert [row[-1] for row in race] == game.scores
    assert [sum(by_source.values()) for by_source in points_by_source(game)] == game.scores


def test_festival_take_back_by_clicking_the_figure(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "festival", "wind-roses")))
    game = session.game
    assert game is not None and game.start_tile.id == "wind-roses/orange"
    win.bag.pick("base/U")
    win.board.click_square((-1, 0))  # the road continues west of the orange rose
    win.board.follower_requested.emit("W")
    qtbot.waitUntil(lambda: game.phase == DRAW)
    win.bag.pick("base/E")
    win.board.click_square((1, 0)) if (1, 0) in win.board._fits else win.board.click_square(
        next(iter(win.board._fits))
    )
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    win.bag.pick("festival/RrRr")
    square = next(iter(win.board._fits))
    win.board.click_square(square)
    rings = [i for i in win.board.items() if type(i).__name__ == "FigureRing"]
    assert len(rings) == 1  # Anna's own thief
    assert "take it back" in win.instruction.text()
    point = win.board.mapFromScene(rings[0].sceneBoundingRect().center())
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: game.phase == DRAW)
    assert game.supply == [7, 7]
    assert "Anna takes a thief back (festival)" in win.log.item(win.log.count() - 1).text()  # which figure


def test_wheel_of_fortune_crowns_and_plague_through_the_ui(qtbot: QtBot, tmp_path: Path) -> None:
    from ui.board.board_view import FigureRing

    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"], ("wof",)))
    game = session.game
    wheel = win.findChild(WheelPanel)
    assert game is not None and len(game.board.cells) == 16 and wheel.isVisible()
    win.bag.pick("wof/U2")  # the pig moves two sectors: famine (nobody has farmers)
    last = [win.log.item(row).text() for row in range(win.log.count() - 2, win.log.count())]
    assert "pig stops on Famine" in last[0]
    assert "Famine: nobody scores" in last[1]  # and the log says why nothing happened
    win.board.click_square(next(iter(win.board._fits)))
    assert "crown:storm:0" in {getattr(a, "location", "") for a in game.legal_follower_actions()}
    wheel.follower_requested.emit("crown:storm:0")  # Anna: a follower on a storm crown
    assert game.off_board == {"crown:storm:0": 0} and game.phase == DRAW
    win.bag.pick("wof/V")
    win.board.click_square(next(iter(win.board._fits)))
    spots = game.legal_follower_spots()
    win.board.follower_requested.emit(spots[0])  # Bram: a follower on the land
    qtbot.waitUntil(lambda: game.phase == DRAW)
    win.bag.pick("wof/D")  # Anna: no follower
    win.board.click_square(next(iter(win.board._fits)))
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    win.bag.pick("wof/E")
    win.board.click_square(next(iter(win.board._fits)))
    win.board.follower_requested.emit(game.legal_follower_spots()[0])  # Bram: a second one
    qtbot.waitUntil(lambda: game.phase == DRAW)
    win.bag.pick("wof/V3")  # Anna: 2 + 3 = plague; Anna has no follower on land, Bram has two
    assert game.phase == "plague"
    assert "Plague: Bram chooses" in win.instruction.text()  # whose choice it is (Anna has none)
    rings = [i for i in win.board.items() if isinstance(i, FigureRing)]
    assert len(rings) == 2
    point = win.board.mapFromScene(rings[0].sceneBoundingRect().center())
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: game.phase == PLACE)
    assert game.supply == [6, 6]
    sent_home = [win.log.item(row).text() for row in range(win.log.count())]
    assert any("Plague: Bram sends a" in line and "home" in line for line in sent_home)  # which follower
    win.grab().save(str(tmp_path / "wheel.png"))


def test_the_plague_asks_no_click_when_there_is_no_choice(qtbot: QtBot, tmp_path: Path) -> None:
    """Bram has one follower on land: it goes home by itself; the log says so, and the
    prompt goes on to Anna's placement (no ring to click)."""
    from ui.board.board_view import FigureRing

    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(["Anna", "Bram"], ("wof",)))
    game = session.game
    assert game is not None
    win.bag.pick("wof/U2")  # famine: nobody
    win.board.click_square(next(iter(win.board._fits)))
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    win.bag.pick("wof/V")
    win.board.click_square(next(iter(win.board._fits)))
    win.board.follower_requested.emit(game.legal_follower_spots()[0])  # Bram: one follower on land
    qtbot.waitUntil(lambda: game.phase == DRAW)
    win.bag.pick("wof/V3")  # Anna: plague
    assert game.phase == PLACE and game.supply == [7, 7]
    assert "Anna places" in win.instruction.text()
    assert not [i for i in win.board.items() if isinstance(i, FigureRing)]
    said = [win.log.item(row).text() for row in range(win.log.count())]
    assert any("Plague: Bram sends a" in line and "home" in line for line in said)


def test_fortune_tellers_draw_several_and_keep_one(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QToolButton

    from tests.test_fortune_tellers import TELLERS

    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers"), tiles=(TELLERS,)))
    game = session.game
    assert game is not None
    win.bag.pick("tellers/T1")
    win.board.click_square((1, 0))
    assert "T" in game.legal_follower_spots()
    win.board.follower_requested.emit("T")  # Anna: a fortune teller
    qtbot.waitUntil(lambda: game.phase == DRAW)
    win.bag.pick("base/U")
    win.board.click_square((2, 0))
    qtbot.keyClick(win.board, Qt.Key.Key_Return)
    assert "up to 2" in win.instruction.text() and "tiles were drawn" in win.instruction.text()
    win.bag.several.click()  # the player says they drew several
    assert "up to 2" in win.bag.pending_label.text()
    win.bag.pick("base/V")
    assert game.phase == DRAW and win.bag.pending == ["base/V"]
    session.undo()  # the picks are only input: another step of the game drops them
    assert win.bag.pending == []
    session.redo()
    win.bag.pick("base/V", gather=True)  # as a click with Ctrl held
    win.bag.pick("base/E")  # the second: both are drawn together
    assert game.phase == "choose"
    keep = [w for w in win.findChildren(QToolButton) if w.text() == "Keep: City on one side\n(fits)"]
    assert keep
    keep[0].click()
    assert game.held == "base/E" and game.bag.counts["base/V"] == 9  # V went back into the bag


def test_insight_is_shown_and_hidden_in_tournament_mode(qtbot: QtBot, window: MainWindow) -> None:
    model = window.scoreboard.model()
    assert model.columnCount() == 5 and model.index(0, 4).data() == 0
    heat = window.board.heat
    tips = [window.board.fit_tooltip(fit) for fit in heat.fits.values()]
    # north of the start: a city turned south
    assert tips and any("City on one side: 180°" in tip for tip in tips)
    window.session.new_game(Setup(Setup.of(["Anna", "Bram"]).players, tournament=True))
    assert window.scoreboard.model().columnCount() == 4
    assert not heat.fits and heat.boundingRect().isEmpty()  # nothing shown
    assert "×" not in window.bag.proxy.index(0, 0).data()


def test_learning_mode_says_what_a_placement_would_score(qtbot: QtBot, window: MainWindow) -> None:
    window.learning_action.trigger()
    window.bag.pick("base/A")
    window.board.hover_square((0, 1))
    assert "completes nothing" in window.lesson.text()
    game = window.session.game
    assert game is not None
    window.board.click_square((0, 1))  # a cloister south of the start, its road going south
    window.board.follower_requested.emit("S")  # Anna's thief on that road
    qtbot.waitUntil(lambda: game.phase == DRAW)
    window.bag.pick("base/A")  # Bram: another cloister, its road north, closes the road
    window.board.hover_square((0, 2))
    for _ in range(4):
        if window.board.preview_rotation() == 180:
            break
        window.board.turn_preview()
    assert "Completed: Anna scores a road of 2 tiles: 2 points" in window.lesson.text()
    assert game.phase == PLACE and len(game.actions) == 4  # only a look


def test_a_users_tile_set_appears_in_the_new_game_dialog(qtbot: QtBot, isolated: Path) -> None:
    from carc_assist.rules.tile_wiring import tile_document, user_set_document, write_user_set
    from ui.dialogs.new_game import NewGameDialog
    from ui.prefs.settings import tile_sets_dir

    tent = tile_document(
        "mine/T1",
        2,
        "FRFR",
        None,
        kinds=("tent",),
        attributes={"signposts": [{"edge": "E", "points": "left"}]},
    )
    write_user_set(tile_sets_dir(), user_set_document("mine", "Fortune Tellers (my box)", [tent]))
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    ((box, document),) = dialog.user_sets
    assert "Fortune Tellers (my box)" in box.text()
    box.setChecked(True)
    dialog._accept()
    setup = dialog.result_setup
    assert setup is not None and setup.sets == ("base", "mine") and setup.tiles == (document,)
    from carc_assist import Game

    game = Game(setup)  # the game (and its record) carries the user's tiles
    assert game.bag.counts["mine/T1"] == 2


def test_a_tile_the_app_does_not_know_is_described_on_the_spot(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.tile_editor import TileEditor

    def describe(editor: TileEditor) -> int:
        editor.name.setText("T1")
        editor.edges.setText("FRFR")
        editor.kinds["tent"].setChecked(True)
        return 1

    monkeypatch.setattr(TileEditor, "exec", describe)
    window.bag.pick("base/U")
    window.board.click_square((1, 0))
    window.board.follower_requested.emit("E")
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.phase == DRAW)
    window.bag.unknown.click()
    game = window.session.game
    assert game is not None
    assert game.bag.counts["my-tiles/T1"] == 1 and len(game.actions) == 3  # the game replayed
    window.bag.pick("my-tiles/T1")
    assert game.held == "my-tiles/T1"
    assert game.setup.tiles[0]["set"] == "my-tiles"  # the record carries the new tile


def test_hovering_a_follower_outlines_its_feature_with_its_value(qtbot: QtBot, window: MainWindow) -> None:
    from ui.board.board_view import FigureItem

    window.bag.pick("base/U")
    window.board.click_square((1, 0))
    window.board.follower_requested.emit("E")  # Anna's thief on the road D-U (2 tiles)
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.phase == DRAW)
    outlined: list[tuple[int, int]] = []
    window.board.show_squares = lambda squares, places=(), parts=(): outlined.append(  # type: ignore[method-assign]
        (len(squares), len(parts))
    )
    (figure,) = [i for i in window.board.items() if isinstance(i, FigureItem)]
    assert figure.hovered is not None
    figure.hovered(True)
    assert outlined[-1] == (2, 2)  # the road's two squares, and its part of each tile
    figure.hovered(False)
    assert outlined[-1] == (0, 0)


def test_hovering_a_follower_tells_the_engines_value_with_signposts(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    scenarios = Path(__file__).parents[1] / "scenarios"
    scenario = scenarios / "signposts" / "end_one_point_per_correct_signpost.json"
    document = json.loads(scenario.read_text())["record"]
    document["actions"] = [a for a in document["actions"] if "end" not in a]  # before the end
    record = tmp_path / "signs.json"
    record.write_text(json.dumps(document))
    assert window.open_path(record)
    game = window.session.game
    assert game is not None
    (figure,) = game.figures.values()  # Anna's thief on the road: 4 tiles and 4 correct signposts
    assert "worth 8 " in window.board.figure_tip(figure)


def test_a_scored_roads_correct_signposts_are_ringed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QGraphicsEllipseItem

    scenario = Path(__file__).parents[1] / "scenarios" / "signposts" / "seed_five_correct_three_types.json"
    record = tmp_path / "signs.json"
    record.write_text(json.dumps(json.loads(scenario.read_text())["record"]))
    assert window.open_path(record)
    rows = [r for r in range(window.log.count()) if "signpost" in window.log.item(r).text()]
    assert rows
    window.log.setCurrentRow(rows[0])
    rings = [i for i in window.board._highlight if isinstance(i, QGraphicsEllipseItem)]
    assert len(rings) == 5  # the seed's example: 5 correct signposts


def test_summary_shows_followers_used_and_draw_luck(qtbot: QtBot) -> None:
    from carc_assist.players.selfplay import random_game
    from ui.dialogs.summary import SummaryDialog

    game = random_game(Setup.of(["A", "B"]), random.Random(5))
    dialog = SummaryDialog(game)
    qtbot.addWidget(dialog)
    deployed = sum(int(dialog.stats.item(row, 0).text()) for row in range(2))
    assert deployed == sum(1 for a in game.actions if type(a).__name__ == "Follower")
    tournament = random_game(Setup(Setup.of(["A", "B"]).players, tournament=True), random.Random(5))
    assert not SummaryDialog(tournament).stats.isVisibleTo(dialog)


def test_summary_names_the_winner_or_the_tie(qtbot: QtBot) -> None:
    from carc_assist.rules.game import Game
    from carc_assist.table.actions import Adjust, End
    from ui.dialogs.summary import SummaryDialog

    game = Game(Setup.of(["Anna", "Bram", "Carla"]))
    game.push(Adjust("Anna", 11, "counted at the table"))
    game.push(Adjust("Carla", 11, "counted at the table"))
    game.push(End())
    dialog = SummaryDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.winner.text() == "A tie at 11 points: Anna, Carla"
    game.pop()
    game.push(Adjust("Bram", 12, "one more"))
    game.push(End())
    assert SummaryDialog(game).winner.text() == "Bram wins with 12 points"


def test_fields_tinted_by_their_majority_holder(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QGraphicsRectItem

    window.bag.pick("base/U")
    window.board.click_square((1, 0))
    window.board.follower_requested.emit("Nw")  # Anna's farmer north of the road
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.phase == DRAW)
    window.tint_action.trigger()
    overlay = [i for i in window.board._overlay if isinstance(i, QGraphicsRectItem)]
    bands = [i for i in overlay if min(i.rect().width(), i.rect().height()) < 20]
    # the field: the start tile's En and Wn, and the U tile's Nw, Ne, En, Wn
    assert len(bands) == 6
    assert {b.brush().color().name() for b in bands} == {"#d55e00"}  # Anna is red


def test_summary_has_a_column_per_expansion_source(qtbot: QtBot) -> None:
    from carc_assist.players.selfplay import random_game
    from ui.dialogs.summary import SummaryDialog, points_by_source, sources

    game = random_game(Setup.of(["A", "B", "C"], ("wof", "festival")), random.Random(3))
    assert any(s.startswith("wheel:") for s in sources(game))
    assert [sum(row.values()) for row in points_by_source(game)] == game.scores
    dialog = SummaryDialog(game)
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "Fortune" in headers or "Crown fields" in headers


def test_why_opens_the_rule_behind_a_log_entry(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[tuple[str, str]] = []
    monkeypatch.setattr(
        MainWindow, "show_rule", lambda self, page="base", anchor="": opened.append((page, anchor))
    )
    window.bag.pick("base/E")
    window.board.click_square((0, -1))
    window.board.follower_requested.emit("S")  # a 2-tile city completed
    qtbot.waitUntil(lambda: window.log.count() == 1)
    window.log.setCurrentRow(0)
    window.why.click()
    assert opened == [("base", "city-completed")]


def test_changing_a_past_turn_starts_at_the_chosen_log_entrys_turn(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from carc_assist.players.selfplay import random_game
    from carc_assist.storage.record import to_record
    from ui.dialogs.edit import EditTurnDialog
    from ui.panels.log_view import TURN

    document = to_record(random_game(Setup.of(["Anna", "Bram"]), random.Random(3)))
    document["actions"] = document["actions"][:90]  # a game under way, with points in the log
    record = tmp_path / "game.json"
    record.write_text(json.dumps(document))
    assert window.open_path(record)
    opened: list[int] = []

    def remember(dialog: EditTurnDialog) -> int:
        opened.append(int(dialog.turn_box.currentData()))
        return 0

    monkeypatch.setattr(EditTurnDialog, "exec", remember)
    window.change_turn()  # nothing chosen: the last turn
    last = opened[-1]
    window.log.setCurrentRow(0)
    turn = int(window.log.item(0).data(TURN))
    assert turn < last
    window.change_turn()
    assert opened[-1] == turn


def test_dialogs_take_no_more_than_a_record_may_hold(qtbot: QtBot) -> None:
    from carc_assist.files.limits import MAX_ADJUST_POINTS, MAX_NAME, MAX_REASON, MAX_SET_NAME, MAX_TITLE
    from ui.dialogs.adjust import AdjustDialog
    from ui.dialogs.new_game import NewGameDialog
    from ui.dialogs.tile_editor import NewSetDialog

    adjust = AdjustDialog(["Anna", "Bram"])
    new_game = NewGameDialog()
    new_set = NewSetDialog(set())
    for dialog in (adjust, new_game, new_set):
        qtbot.addWidget(dialog)
    assert adjust.reason.maxLength() == MAX_REASON
    assert (adjust.points.minimum(), adjust.points.maximum()) == (-MAX_ADJUST_POINTS, MAX_ADJUST_POINTS)
    assert new_game.player_row(0)[0].maxLength() == MAX_NAME
    assert (new_set.title.maxLength(), new_set.name.maxLength()) == (MAX_TITLE, MAX_SET_NAME)


def test_an_unknown_tile_goes_into_the_own_set_the_player_chooses(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #45, 18: with two own tile sets, the editor always opened on the first."""
    from PySide6.QtWidgets import QInputDialog

    from tests.test_fortune_tellers import TELLERS
    from tests.test_signposts import SIGNS
    from ui.dialogs.tile_editor import TileEditor

    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    session.new_game(
        Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers", "signs"), tiles=(TELLERS, SIGNS))
    )
    offered: list[list[str]] = []

    def choose(*args: object) -> tuple[str, bool]:
        titles = args[3]
        assert isinstance(titles, list)
        offered.append(titles)
        return titles[1], True

    opened_on: list[str] = []

    def describe(editor: TileEditor) -> int:
        opened_on.append(editor.set_name)
        return 0  # (cancelled: only which set it opened on matters here)

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    monkeypatch.setattr(TileEditor, "exec", describe)
    win.describe_unknown_tile()
    assert len(offered) == 1 and len(offered[0]) == 2
    assert opened_on == [str(SIGNS["set"])]
