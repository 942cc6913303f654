"""The app on the games library: every action saved there, new game and open keep every game,
a failed save is shown until saving works again, the library window (resume, export, delete
with an undo, search, history), damaged games offered back, and one app at a time."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QTabWidget
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.library import Library, LibraryError, Recovered
from carc_assist.storage.record import save, to_record
from carc_assist.table.actions import Draw, Follower, Pass, Place
from ui.prefs.settings import library_path
from ui.start.app import App, claim
from ui.start.single_instance import Start


@pytest.fixture
def app(qtbot: QtBot, isolated: Path) -> App:
    shell = App()
    qtbot.addWidget(shell.window)
    yield shell
    shell.closed_cleanly()


def library(shell: App) -> Library:
    assert shell.session.library is not None
    return shell.session.library


def first_turn(shell: App) -> None:
    shell.session.act(Draw("base/E"))
    shell.session.act(Place("base/E", (0, -1), 180))


def test_every_action_is_saved_and_a_new_game_keeps_the_old_one(app: App) -> None:
    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)
    (entry,) = library(app).entries()
    assert entry.actions == 2 and not entry.finished and entry.players == (("Anna", 0), ("Bram", 0))
    old = app.session.game_id
    app.session.new_game(Setup.of(["Carla", "Dirk"]))
    entries = library(app).entries()
    assert len(entries) == 2 and old in {e.id for e in entries}
    assert next(e for e in entries if e.id == old).actions == 2  # still there, resumable
    assert app.window.resume(str(old))
    game = app.session.game
    assert game is not None and len(game.actions) == 2 and app.session.game_id == old


def test_open_imports_the_file_once_and_save_as_exports(app: App, tmp_path: Path) -> None:
    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)
    path = tmp_path / "shared.json"
    app.window._save_to(path)
    assert json.loads(path.read_text())["setup"]["players"][0]["name"] == "Anna"
    assert app.window.open_path(path)
    assert app.window.open_path(path)  # the same file again: the game it became, no second copy
    assert len(library(app).entries()) == 2


def test_a_failed_save_is_shown_until_saving_works_again(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.session.new_game(Setup.of(["Anna", "Bram"]))
    assert app.window.save_warning.isHidden()

    def full(self: Library, game_id: str, game: object) -> None:
        raise LibraryError("the disk is full")

    monkeypatch.setattr(Library, "save", full)
    first_turn(app)
    assert not app.window.save_warning.isHidden()
    assert "the disk is full" in app.window.save_warning.text()
    game = app.session.game
    assert game is not None and len(game.actions) == 2  # kept in memory
    monkeypatch.undo()
    app.session.act(Follower("S"))
    assert app.window.save_warning.isHidden()
    assert library(app).entries()[0].actions == 3  # everything saved at once


def test_a_data_folder_that_cannot_be_written_does_not_stop_the_app(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CARC_ASSIST_DATA_DIR", str(blocker / "data"))
    shell = App()
    qtbot.addWidget(shell.window)
    assert shell.session.library is None
    assert not shell.offer_resume()
    shell.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(shell)
    assert not shell.window.save_warning.isHidden()
    assert str(blocker / "data") in shell.window.save_warning.text()
    game = shell.session.game
    assert game is not None and len(game.actions) == 2
    monkeypatch.setattr(shell.window, "_ask_before_closing", lambda copy: "quit")  # closing asks
    shell.closed_cleanly()


def test_an_old_autosave_joins_the_library(qtbot: QtBot, isolated: Path) -> None:
    isolated.mkdir(parents=True, exist_ok=True)
    game = random_game(Setup.of(["Anna", "Bram"]), __import__("random").Random(1))
    save(game, isolated / "autosave.json")
    shell = App()
    qtbot.addWidget(shell.window)
    (entry,) = library(shell).entries()
    assert entry.finished and entry.actions == len(to_record(game)["actions"])  # type: ignore[arg-type]
    shell.closed_cleanly()


def test_library_window_resume_delete_undo_search(
    app: App, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)
    anna = app.session.game_id
    app.session.new_game(Setup.of(["Carla", "Dirk"], ("base", "festival")))
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    assert window.games.rowCount() == 2
    texts = [window.games.item(r, 1).text() for r in range(2)]
    assert any("Anna 0" in t for t in texts) and any("Carla 0" in t for t in texts)
    window.search.setText("Anna")
    assert window.games.rowCount() == 1
    window.games.selectRow(0)
    assert window.delete_button.isEnabled()
    window.delete_button.click()
    assert window.games.rowCount() == 0 and window.deleted_bar.isVisibleTo(window)
    assert "Anna" in window.deleted_label.text()
    window.undo_button.click()
    assert window.games.rowCount() == 1 and not window.deleted_bar.isVisibleTo(window)
    window.games.selectRow(0)
    exported = tmp_path / "anna.json"
    monkeypatch.setattr("ui.library.window.QFileDialog.getSaveFileName", lambda *args: (str(exported), ""))
    window.export_button.click()
    assert len(json.loads(exported.read_text())["actions"]) == 2
    window.resume_button.click()
    assert app.session.game_id == anna
    window.search.clear()
    window.reload()
    playing = [r for r in range(window.games.rowCount()) if "on the board" in window.games.item(r, 3).text()]
    assert len(playing) == 1
    window.games.selectRow(playing[0])
    assert not window.delete_button.isEnabled()  # not the game being played


def test_history_tab_tables_and_chart(app: App, qtbot: QtBot) -> None:
    import random

    for seed in range(3):
        library(app).add(random_game(Setup.of(["Anna", "Bram"]), random.Random(seed)))
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    assert window.players.rowCount() == 2
    headers = [window.players.horizontalHeaderItem(c).text() for c in range(window.players.columnCount())]
    assert "Wins" in headers and "Roads" in headers
    assert window.expansions.rowCount() >= 1
    assert set(window.chart.series) == {"Anna", "Bram"}
    assert all(len(points) == 3 for points in window.chart.series.values())
    window.grab()


def test_the_history_chart_draws_each_player_in_their_colour(app: App, qtbot: QtBot) -> None:
    import random

    from carc_assist.rules.setup import Player
    from ui.look.colors import qcolor

    anna_red = Setup((Player("Anna", "red"), Player("Bram", "blue")))
    library(app).add(random_game(anna_red, random.Random(1)))
    later = Setup((Player("Bram", "red"), Player("Anna", "green")))
    library(app).add(random_game(later, random.Random(2)))  # the latest game's colours count
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    colors = {name: color.name() for name, color in window.chart.colors.items()}
    assert colors == {"Anna": qcolor("green").name(), "Bram": qcolor("red").name()}
    window.grab()


def test_a_damaged_game_is_offered_back_from_its_last_good_action(
    app: App, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from ui.dialogs.recovery import RecoveryDialog

    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)
    good = app.session.game_id
    assert good is not None
    app.session.new_game(Setup.of(["Carla", "Dirk"]))
    stored = library(app).open(good)
    damaged = Recovered(stored.game, 2, 5, "action 3: base/Q is not in the bag", tmp_path / "damaged.json")
    monkeypatch.setattr(Library, "open", lambda self, game_id: damaged)
    shown: list[str] = []

    def decline(dialog: RecoveryDialog) -> int:
        shown.append(dialog.text.text())
        return 0

    monkeypatch.setattr(RecoveryDialog, "exec", decline)
    assert not app.window.resume(good)
    assert app.session.game_id != good  # nothing changed
    assert "base/Q is not in the bag" in shown[0] and "2 of 5" in shown[0]
    assert str(tmp_path / "damaged.json") in shown[0]
    monkeypatch.setattr(RecoveryDialog, "exec", lambda dialog: 1)
    assert app.window.resume(good)
    assert app.session.game_id == good and app.session.game is stored.game


def test_a_second_start_brings_the_first_forward(app: App, qtbot: QtBot, tmp_path: Path) -> None:
    import random

    shared = tmp_path / "x.json"
    save(random_game(Setup.of(["Eva", "Fred"]), random.Random(2)), shared)
    asked: list[str] = []
    app.instance.requested.connect(asked.append)
    instance, start = claim()
    assert start is Start.RUNNING
    assert instance.ask_running(str(shared))
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    assert asked == [str(shared)]
    game = app.session.game
    assert game is not None and game.setup.players[0].name == "Eva"  # the first app opened it


def test_a_crash_is_recognised_once_by_the_lock(
    qtbot: QtBot, isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolated.mkdir(parents=True, exist_ok=True)
    crashed_run = (
        "import os, sys\nfrom PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", crashed_run, str(isolated / "running.lock")], check=True)
    game = Library(library_path())
    game_id = game.add(random_game(Setup.of(["Anna", "Bram"]), __import__("random").Random(3)))
    game.close()
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args: asked.append(str(args[2])) or QMessageBox.StandardButton.Yes
    )
    shell = App()
    qtbot.addWidget(shell.window)
    assert shell.crashed
    assert shell.offer_resume()  # a finished game too, after a crash
    assert "did not close properly" in asked[0] and shell.session.game_id == game_id
    shell.closed_cleanly()
    again = App()
    qtbot.addWidget(again.window)
    assert not again.crashed and not again.offer_resume()  # finished, and no crash: no offer
    again.closed_cleanly()


def test_edit_a_past_turn_with_a_conflict_then_one_undo(app: App, qtbot: QtBot) -> None:
    from ui.dialogs.edit import EditTurnDialog

    session = app.session
    session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)  # Anna: E, its city facing the start's
    for action in (Pass(), Draw("base/U"), Place("base/U", (1, 0), 0), Pass(), Draw("base/V")):
        assert session.act(action)
    game = session.game
    assert game is not None
    before = to_record(game)
    dialog = EditTurnDialog(game, app.window, turn=1)
    qtbot.addWidget(dialog)
    assert [row.action() for row in dialog._rows] == [Draw("base/E"), Place("base/E", (0, -1), 180), Pass()]
    draw = dialog._rows[0]
    draw.combo.setCurrentIndex(draw.choices.index(Draw("base/U")))  # turn 1 drew U, not E
    place = dialog._rows[1]
    target = next(i for i, a in enumerate(place.choices) if isinstance(a, Place) and a.at == (1, 0))
    place.combo.setCurrentIndex(target)  # and placed it where turn 2's U went
    dialog.replay_button.click()
    assert dialog.conflict_box.isVisibleTo(dialog) and not dialog.confirm.isEnabled()
    first = dialog.conflict_text.text().split("\n")[0]
    assert first.startswith("Bram’s turn 2: ")
    assert first.endswith(": That square already holds a tile.")  # the app's words
    dialog.drop_button.click()  # drop U's placement: U then has a placement to choose
    while dialog.edit_result is not None and dialog.edit_result.conflict is not None:
        dialog.fix_button.click() if dialog.fix_button.isEnabled() else dialog.drop_button.click()
    assert dialog.confirm.isEnabled() and dialog.result_game is not None
    assert to_record(game) == before  # nothing changed before Confirm
    session.apply_edit(dialog.result_game, dialog.turn)
    edited = session.game
    assert edited is not None and edited.board.cells.get((1, 0)) is not None
    assert app.window.undo_action.text() == "Undo: the change to turn 1"
    app.window.undo_action.trigger()
    assert session.game is game and to_record(game) == before
    app.window.redo_action.trigger()
    assert session.game is edited


def test_the_turn_in_play_is_edited_only_as_far_as_it_was_entered(app: App, qtbot: QtBot) -> None:
    from ui.dialogs.edit import EditTurnDialog

    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)  # drawn and placed; the follower step is open
    game = app.session.game
    assert game is not None
    dialog = EditTurnDialog(game, app.window)
    qtbot.addWidget(dialog)
    assert [row.action() for row in dialog._rows] == [Draw("base/E"), Place("base/E", (0, -1), 180)]
    assert "City on one side: 1 north of the start tile, turned 180°" in dialog.was.text()
    dialog.replay_button.click()
    assert dialog.confirm.isEnabled() and dialog.result_game is not None
    assert dialog.result_game.phase == game.phase  # still waiting for the follower


def test_a_library_that_cannot_be_read_is_said_in_its_window(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    def damaged(self: Library, search: str = "") -> list[object]:
        raise LibraryError("the games library is damaged")

    monkeypatch.setattr(Library, "entries", damaged)
    app.window.show_library()
    window = app.window.library_window
    assert window is not None and window.games.rowCount() == 0
    assert window.problem.text() == "the games library is damaged" and window.problem.isVisibleTo(window)


def test_library_dates_titles_and_export_name(qtbot: QtBot, tmp_path: Path) -> None:
    """The date reads like a date, a player's own set by its title, Export offers a .carc file
    named after the players and the day."""
    from PySide6.QtCore import QLocale

    from carc_assist.rules.tile_wiring import user_set_document, write_user_set
    from carc_assist.storage.library import Entry
    from ui.library.window import LibraryWindow, export_name, when
    from ui.prefs.settings import tile_sets_dir
    from ui.session import GameSession

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    try:
        said = when("2026-12-02T12:00:00Z")  # (noon UTC: the 2nd in every time zone)
        assert said.startswith("2 Dec 2026 ") and any(c.isdigit() for c in said[len("2 Dec 2026 ") :])
    finally:
        QLocale.setDefault(QLocale.system())
    entry = Entry(
        "x",
        "2026-12-02T12:00:00Z",
        "2026-12-02T12:00:00Z",
        (("Anna", 3), ("Br/am", 4)),
        ("base",),
        False,
        7,
        None,
    )
    assert export_name(entry) == "Anna, Br_am 2026-12-02.carc"
    write_user_set(tile_sets_dir(), user_set_document("signposts-mine", "Signposts (my box)", []))
    session = GameSession(tmp_path / "library.sqlite3")
    window = LibraryWindow(session)
    qtbot.addWidget(window)
    assert window._set_title("signposts-mine") == "Signposts (my box)"
    assert window._set_title("base") == "Base game"


def test_the_library_shows_every_column_and_every_player_at_1366x768(app: App, qtbot: QtBot) -> None:
    import random

    from carc_assist.rules.setup import Player

    names = ("Anna", "Bram", "Carla-Wilhelmina")
    sets = ("base", "wof-symbols", "festival", "wind-roses", "inns-cathedrals")
    for seed in range(2):
        setup = Setup(tuple(Player(n, c) for n, c in zip(names, ("red", "blue", "green"), strict=True)), sets)
        library(app).add(random_game(setup, random.Random(seed)))
    app.session.new_game(Setup.of(list(names), sets))  # unfinished, on the board now: the longest state
    app.window.resize(1366, 768)
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    qtbot.waitExposed(window)
    games = window.games
    assert not games.horizontalScrollBar().isVisible()  # nothing hidden, no scroll bar
    for row in range(games.rowCount()):
        for column in range(games.columnCount()):
            cell = games.visualItemRect(games.item(row, column))
            assert games.viewport().rect().contains(cell), (row, column)
        state = games.item(row, 3)
        width = games.fontMetrics().horizontalAdvance(state.text())
        assert width <= games.columnWidth(3), state.text()  # the state whole, not cut
    window.findChild(QTabWidget).setCurrentIndex(1)
    qtbot.wait(10)
    for table in (window.players, window.expansions):
        assert table.rowCount() >= 3
        for row in range(table.rowCount()):  # every player (every set) in view
            assert table.viewport().rect().contains(table.visualItemRect(table.item(row, 0))), row


def test_the_state_says_how_far_an_unfinished_game_is_in_turns(app: App, qtbot: QtBot) -> None:
    from carc_assist.storage.library import Entry
    from ui.library.window import LibraryWindow

    app.session.new_game(Setup.of(["Anna", "Bram"]))
    first_turn(app)
    app.session.act(Pass())  # turn 2 of the base game's 71 (72 tiles, the start tile placed)
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    assert window.games.item(0, 3).text() == "Unfinished, turn 2 of about 71 (on the board now)"
    unknown = Entry(
        "9", "2026-12-02T12:00:00Z", "2026-12-02T12:00:00Z", (("Anna", 0),), ("base",), False, 3, None
    )
    assert LibraryWindow._how_far(window, unknown) == "Unfinished"  # a record that gives no turn
    emptied = dataclasses.replace(unknown, turn=72, turns=71)  # every tile placed, the game not ended
    assert LibraryWindow._how_far(window, emptied) == "Unfinished, 71 turns played, the bag empty"


def test_a_long_list_of_expansions_is_shown_whole(app: App, qtbot: QtBot) -> None:
    """Issue #45, 19: the Expansions column was cut off with "…". It lists the expansions
    (not the base game, in nearly every game), wrapped onto as many lines as they take."""
    from PySide6.QtCore import QRect, Qt

    sets = ("base", "wof-symbols", "festival", "wind-roses", "inns-cathedrals", "traders-builders")
    app.session.new_game(Setup.of(["Anna", "Bram", "Carla"], sets))
    first_turn(app)
    app.window.resize(1366, 768)
    app.window.show_library()
    window = app.window.library_window
    assert window is not None
    qtbot.waitExposed(window)
    qtbot.wait(20)
    games = window.games
    item = games.item(0, 2)
    text = item.text()
    assert (
        "Base game" not in text
        and text.startswith("Wheel of Fortune")
        and text.endswith("Traders & Builders")
    )
    cell = games.visualItemRect(item)
    needed = games.fontMetrics().boundingRect(
        QRect(0, 0, cell.width() - 8, 10_000), int(Qt.TextFlag.TextWordWrap), text
    )
    assert cell.height() >= needed.height(), (cell, needed)
