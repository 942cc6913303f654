"""An action leaves the window's layout as it is (issue #18, speed): the legend keeps its room
while the heat map pauses for a placement, so the board keeps its size (and its background
picture: all its tiles drawn again) twice a turn."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from tests.ui.window_drive import opened
from ui.session import GameSession
from ui.window.main_window import MainWindow


def _benchs_window(qtbot: QtBot, tmp_path: Path) -> tuple[GameSession, MainWindow]:
    """The window as ``ui.dev.bench`` has it (1600×1000), with a new two-player game."""
    return opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]), size=(1600, 1000))


def test_drawing_and_placing_keep_the_boards_size(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = _benchs_window(qtbot, tmp_path)
    qtbot.wait(10)
    size = window.board.viewport().size()
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0)):
        session.act(action)
        qtbot.wait(10)
        assert window.board.viewport().size() == size, action


def test_the_board_keeps_still_when_choices_or_a_message_come(qtbot: QtBot, tmp_path: Path) -> None:
    """The big follower's buttons lie over the board's corner, and the status bar is there from
    the start: neither moves the board between a placement and its follower step."""
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    session.new_game(Setup.of(["Anna", "Bram"], ("base", "inns-cathedrals")))
    game = session.game
    assert game is not None
    session.act(Draw("base/U"))
    qtbot.wait(10)

    def where() -> tuple[object, object]:
        return window.board.mapTo(window, window.board.rect().topLeft()), window.board.viewport().size()

    before = where()
    session.act(game.legal_placements()[0])  # the follower step: the big follower's buttons come
    qtbot.wait(10)
    assert window.choices.isVisible() and window.choices.parentWidget() is window.board
    assert where() == before
    window.statusBar().showMessage("A refusal in words")  # a refusal said
    qtbot.wait(10)
    assert where() == before


def test_a_draw_and_a_placement_lay_the_window_out_no_more(qtbot: QtBot, tmp_path: Path) -> None:
    """The instruction's new words, the bag's new total, its button of the draw step and the
    legend's heat line (paused see-through) change at every step, and nothing moves: the
    window is not laid out again (a pass through all its layouts cost a millisecond of every
    step)."""
    session, window = _benchs_window(qtbot, tmp_path)
    game = session.game
    assert game is not None
    qtbot.wait(10)
    requests: list[QObject] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                requests.append(watched)
            return False

    watch = Watch()
    # the boxes around the fenced widgets (the bag, the middle column) and the splitter above
    # them (the main window itself is left out: its status bar and menus are not fenced)
    for widget in (window.splitter, window.splitter.widget(0), window.splitter.widget(1)):
        assert widget is not None
        widget.installEventFilter(watch)
    for _ in range(2):  # the first: the words' longest word is found (``Fence``)
        requests.clear()
        for action in (Draw("base/U"), Place("base/U", (1, 0), 0)):
            session.act(action)
            qtbot.wait(10)
        session.undo()
        session.undo()
        qtbot.wait(10)
    assert requests == []
    assert window.instruction.text().startswith("Anna")  # (the steps were played and undone)


def test_the_board_is_not_resized_back_and_forth_within_a_step(qtbot: QtBot, tmp_path: Path) -> None:
    """Every expansion at 1366×768: a step whose words need another line resizes the board
    once; no step shrinks it and gives the room back at once (a widget shown halfway through
    the window's update used to lay the window out before the rest had changed: the board
    was resized, and drawn anew, twice every third step)."""
    from tests.ui.window_drive import self_played, seven_set_setup

    setup = seven_set_setup()
    session, window = opened(qtbot, tmp_path, setup)
    resizes: list[int] = []  # the step of each resize of the board
    played = [0]

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Resize:
                resizes.append(played[0])
            return False

    watch = Watch()
    window.board.installEventFilter(watch)
    for action in self_played(setup, seed=0, most=40):
        assert session.act(action)
        qtbot.wait(1)
        played[0] += 1
    assert all(resizes.count(step) == 1 for step in resizes), resizes
