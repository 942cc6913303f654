"""A seeded self-played game with every rule set the app knows, driven through the main
window's own input paths, as a player would (issue #30's check): the bag's list or its search
box and Enter, the board's squares by the mouse and R, the follower spots, the rings around
figures, the choice bar's buttons, the menus and their dialogs. The moves are the engine's
self-play's (``carc_assist.players.selfplay.any_action``) for the same seed; for each the
driver finds the widget a player would use, and says so when there is none.

Used by ``test_play_through_window.py`` (offscreen) and by hand under Xvfb, where it is slowed
down and screenshots are taken at chosen moments (``Driver.before``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QImage, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.expansions.abbot import Recall
from carc_assist.expansions.festival import TakeBack
from carc_assist.expansions.fortune_tellers import Keep
from carc_assist.expansions.traders_builders import TradersAndBuilders
from carc_assist.expansions.wheel_of_fortune import PlagueChoice
from carc_assist.players.selfplay import any_action, play_turn
from carc_assist.rules.game import DRAW, Game
from carc_assist.rules.insight import SquareFit
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import (
    Action,
    Adjust,
    Deploy,
    Discard,
    DiscardSeveral,
    Draw,
    DrawSeveral,
    End,
    Follower,
    Pass,
    Place,
)
from carc_assist.table.geometry import Square
from tests.test_fortune_tellers import TELLERS
from tests.test_signposts import SIGNS
from ui.board.board_view import BoardView, FigureRing, SpotMarker, square_rect
from ui.dialogs.adjust import AdjustDialog
from ui.expansions import first, halves
from ui.expansions.wheel_of_fortune.panel import WheelPanel
from ui.look.colors import COLOR_SCHEME, apply_color_scheme
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.window.main_window import MainWindow

#: the base game and all seven expansions the app knows (in this order: the order of the
#: sets orders the bag, which the seed draws from)
SETS = (
    "base",
    "traders-builders",
    "inns-cathedrals",
    "festival",
    "wind-roses",
    "wof-symbols",
    "tellers",
    "signs",
)
#: the seed whose self-play meets every kind of step within 140 actions (found by a search
#: over seeds 0-149 with the engine alone; see ``self_played``)
SEED = 44
#: the kinds of step the game must meet (``kind``)
EVERY_KIND = frozenset(
    {
        "draw",
        "draw several",
        "keep",
        "place",
        "follower",
        "crown field",
        "big follower",
        "builder",
        "pig",
        "pass",
        "take back",
        "plague",
        "adjust",
        "end",
    }
)


class NoInputPath(AssertionError):
    """The window offers no widget for an action the engine allows: a finding."""


def seven_set_setup() -> Setup:
    """Three players, every rule set, the players' own tellers and signposts tiles."""
    return Setup(Setup.of(["Anna", "Bram", "Cor"]).players, SETS, tiles=(TELLERS, SIGNS))


def opened(
    qtbot: QtBot, tmp_path: Path, setup: Setup, size: tuple[int, int] = (1366, 768)
) -> tuple[GameSession, MainWindow]:
    """The main window at a laptop's 1366x768 (or ``size``: ``ui.dev.bench`` has 1600×1000),
    shown, with a new game of ``setup`` (its library in ``tmp_path``)."""
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    session.new_game(setup)
    return session, window


def board_opened(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> tuple[GameSession, BoardView]:
    """The board alone at ``size``, shown, with a new two-player game (its library in ``tmp_path``)."""
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    return session, board


def board_played(
    qtbot: QtBot, tmp_path: Path, turns: int = 20, seed: int = 3
) -> tuple[GameSession, BoardView]:
    """The board alone at 900×700 (``board_opened``), its game played at random for ``turns``
    turns: open squares of several shades for the heat map."""
    session, board = board_opened(qtbot, tmp_path, (900, 700))
    game = session.game
    assert game is not None
    rng = random.Random(seed)
    for _ in range(turns):
        play_turn(game, rng)
    return session, board


def heat_in_each_scheme(board: BoardView) -> Iterator[tuple[str, dict[Square, SquareFit]]]:
    """The board in the light scheme, then in the dark one (its colours change under the heat
    map), each time with its heat map's numbers, one square of them made dead (crossed out);
    the system's scheme again after (also when the loop over them stops early)."""
    try:
        for scheme in ("light", "dark"):
            COLOR_SCHEME.set(scheme)
            apply_color_scheme()
            board.apply_preferences()
            fits = dict(board.heat.fits)
            assert len({fit.chance for fit in fits.values()}) > 3  # several shades
            fits[next(iter(fits))] = SquareFit({}, 0.0)
            yield scheme, fits
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()


def differing(a: QImage, b: QImage) -> int:
    """How many pixels of two pictures of one size differ."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(a.width()) for y in range(a.height()))


def self_played(setup: Setup, seed: int = SEED, most: int = 140) -> list[Action]:
    """The engine's self-play of ``setup`` for ``seed``: any legal action by ``any_action``,
    until ``most`` actions were played (then the players end the game at the next turn's start)
    or the game is over."""
    game = Game(setup)
    rng = random.Random(seed)
    while not game.finished:
        if len(game.actions) >= most and game.phase == DRAW:
            game.push(End())
            break
        game.push(any_action(game, rng.randrange))
    return list(game.actions)


def kind(action: Action) -> str:
    """What kind of step an action is, in the words of ``EVERY_KIND``."""
    if isinstance(action, Deploy):
        return {"big": "big follower"}.get(action.figure, action.figure)
    if isinstance(action, Follower):
        return "crown field" if action.location.startswith("crown:") else "follower"
    names: dict[type, str] = {
        Draw: "draw",
        DrawSeveral: "draw several",
        Keep: "keep",
        DiscardSeveral: "discard several",
        Place: "place",
        Pass: "pass",
        Discard: "discard",
        TakeBack: "take back",
        PlagueChoice: "plague",
        Adjust: "adjust",
        End: "end",
        Recall: "recall",
    }
    return names[type(action)]


class Driver:
    """Plays actions through ``window``'s widgets; ``pause`` ms after each (0 in tests)."""

    def __init__(self, window: MainWindow, qtbot: QtBot, pause: int = 0) -> None:
        self.window = window
        self.qtbot = qtbot
        self.pause = pause
        self.kinds: Counter[str] = Counter()
        self.double_turns = 0
        #: how often each of the board's inputs was used (each must be, at least once)
        self.inputs: Counter[str] = Counter()
        #: called with each action before it is played (the Xvfb script's screenshots)
        self.before: Callable[[Action, int], None] = lambda action, index: None
        self.after: Callable[[Action, int], None] = lambda action, index: None

    @property
    def game(self) -> Game:
        game = self.window.session.game
        assert game is not None
        return game

    def play(self, actions: list[Action]) -> None:
        """Play each action through the window; the game's actions must then be the same."""
        for index, action in enumerate(actions):
            self.before(action, index)
            done = len(self.game.actions)
            self.act(action)
            self.qtbot.waitUntil(lambda n=done: len(self.game.actions) > n, timeout=3000)
            played = self.game.actions[done]
            assert played == action, f"action {index}: the window played {played}, self-play {action}"
            self.kinds[kind(action)] += 1
            builders = self.game.module(TradersAndBuilders)
            if builders is not None and isinstance(action, Draw) and builders.extra_turn(self.game):
                self.double_turns += 1  # a tile drawn in a builder's extra turn
            if self.pause:
                self.qtbot.wait(self.pause)
            self.after(action, index)

    def act(self, action: Action) -> None:
        if isinstance(action, Draw):
            self.draw(action.tile, typed=self.kinds["draw"] % 4 == 1)
        elif isinstance(action, DrawSeveral):
            self.draw_several(action.tiles)
        elif isinstance(action, Place):
            self.place(action)
        elif isinstance(action, Follower):
            self.click_spot(action.location)
        elif isinstance(action, (Deploy, Keep, DiscardSeveral)):
            self.choose_on_bar(action)
        elif isinstance(action, Pass):
            if self.kinds["pass"] % 3 == 1:  # Enter on the board, else the button
                self.window.board.setFocus()
                self.qtbot.keyClick(self.window.board, Qt.Key.Key_Return)
            else:
                self.click(self.window.no_follower)
        elif isinstance(action, Discard):
            self.click(self.window.discard)
        elif isinstance(action, (TakeBack, PlagueChoice, Recall)):
            self.click_ring(action)
        elif isinstance(action, Adjust):
            self.adjust(action)
        elif isinstance(action, End):
            self.answer_next_dialog(lambda box: self._yes(box))
            self.window.end_action.trigger()
        else:
            raise NoInputPath(f"no widget plays {action}")

    # -- the bag -------------------------------------------------------------------------

    def draw(self, tile: str, typed: bool = False) -> None:
        """A click on the tile in the bag's list, or (``typed``) its code in the search box
        and Enter."""
        bag = self.window.bag
        self.inputs["search and Enter" if typed else "click in the bag"] += 1
        if typed:
            bag.search.setFocus()
            self.qtbot.keyClicks(bag.search, tile)
            self.qtbot.keyClick(bag.search, Qt.Key.Key_Return)
            return
        self.click_in_bag(tile)

    def click_in_bag(self, tile: str) -> None:
        bag = self.window.bag
        row = bag.model.row_of(tile)
        assert row is not None, f"{tile} is not in the bag's list"
        index = bag.proxy.mapFromSource(bag.model.index(row, 0))
        bag.list.scrollTo(index)
        rect = bag.list.visualRect(index)
        self.qtbot.mouseClick(bag.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    def draw_several(self, tiles: tuple[str, ...]) -> None:
        """The button "I drew several tiles", a click on each, and "Done drawing" if fewer
        than allowed were drawn."""
        bag = self.window.bag
        self.click(bag.several)
        for tile in tiles:
            self.click_in_bag(tile)
        if not bag.done.isHidden():  # (all it allows were drawn: they went at the last click)
            self.click(bag.done)

    # -- the board -----------------------------------------------------------------------

    def board_point(self, scene: QPointF) -> QPoint:
        """Where a point of the board's scene is in its viewport, scrolled into view first."""
        board = self.window.board
        board.ensureVisible(scene.x() - 1, scene.y() - 1, 2, 2, 60, 60)
        return board.mapFromScene(scene)

    def place(self, place: Place) -> None:
        """The mouse over the square, the tile turned by R (or, every other time, by the mouse
        wheel) until it shows the rotation, then a click (or, every third time, Enter)."""
        board = self.window.board
        at = self.board_point(square_rect(place.at).center())
        self.move_mouse(board.viewport(), at)
        assert board.preview_rotation() is not None, f"no tile is shown on {place.at} under the mouse"
        placed = self.kinds["place"]
        for _ in range(4):
            if board.preview_rotation() == place.rotation:
                break
            if placed % 2:
                self.turn_wheel(board.viewport(), at)
                self.inputs["mouse wheel"] += 1
            else:
                self.qtbot.keyClick(board, Qt.Key.Key_R)
                self.inputs["R"] += 1
        assert board.preview_rotation() == place.rotation, f"the tile never shows the rotation of {place}"
        if placed % 3 == 2:
            board.setFocus()
            self.qtbot.keyClick(board, Qt.Key.Key_Return)
            self.inputs["Enter places"] += 1
        else:
            self.qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)
            self.inputs["click places"] += 1

    def turn_wheel(self, widget: QWidget, at: QPoint) -> None:
        """One notch of the mouse wheel over ``widget`` at ``at``."""
        event = QWheelEvent(
            QPointF(at),
            QPointF(widget.mapToGlobal(at)),
            QPoint(),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    def move_mouse(self, widget: QWidget, at: QPoint) -> None:
        """The mouse moved over ``widget`` to ``at``: the event itself (QTest's move sets the
        cursor on a real X server, and the window may not see it at once)."""
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(at),
            QPointF(widget.mapToGlobal(at)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(widget, event)

    def click_spot(self, location: str) -> None:
        """A click on the spot marker of ``location`` (on the tile, or a crown field of a wheel
        on the board), or on the crown field in the wheel's panel."""
        board = self.window.board
        markers = [m for m in board.scene().items() if isinstance(m, SpotMarker) and m.location == location]
        if not markers:
            self.click_crown(location)
            return
        at = self.board_point(markers[0].scenePos())
        assert board.itemAt(at) is markers[0], f"another item covers the spot {location}"
        self.qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)

    def click_crown(self, location: str) -> None:
        """A click on a free crown field in the wheel's panel beside the scoreboard."""
        self._click_wheel_panel(location, f"no spot marker for {location}")

    def _click_wheel_panel(self, place: str, missing: str) -> None:
        """A click on the crown field ``place`` in the wheel's panel (``missing``: what the
        drive found no way to click, if the panel or its crown field is not there)."""
        panels = [p for p in self.window.side_panels if isinstance(p, WheelPanel) and p.isVisible()]
        if not panels:
            raise NoInputPath(f"{missing}, no wheel panel")
        spot = panels[0].crown_spots().get(place)
        if spot is None:
            raise NoInputPath(f"{missing}, no crown field {place} in the wheel's panel")
        self.qtbot.mouseClick(panels[0], Qt.MouseButton.LeftButton, pos=spot.toPoint())

    def click_ring(self, action: TakeBack | PlagueChoice | Recall) -> None:
        """A click on the ring around the figure the action takes off the board."""
        board = self.window.board
        rings = [
            r for r in board.scene().items() if isinstance(r, FigureRing) and r.action_offered() == action
        ]
        if not rings:
            self.click_own(action)
            return
        at = self.board_point(rings[0].scenePos())
        assert board.itemAt(at) is rings[0], f"another item covers the ring of {action}"
        self.qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)

    def click_own(self, action: Action) -> None:
        """A click on the ring a half draws on a widget of its own (``own_options``): the
        follower on a crown field in the wheel's panel, taken back."""
        if not any(action in half.own_options(self.game) for half in halves()):
            raise NoInputPath(f"no ring, no button for {action}")
        place = action.place_taken()
        if place is None:
            raise NoInputPath(f"no ring in a panel for {action}")
        self._click_wheel_panel(place, f"no ring for {action}")

    # -- the choice bar, menus and dialogs -----------------------------------------------

    def choose_on_bar(self, action: Action) -> None:
        """The choice bar's button for ``action``: the bar makes one per offered action that a
        UI half gives a button, in the engine's order."""
        game, bar = self.game, self.window.choices
        with_buttons = [
            a
            for a in game.expansion_options()
            if first(half.choice_button(game, a, bar.painter) for half in halves()) is not None
        ]
        if action not in with_buttons:
            raise NoInputPath(f"no button for {action}")
        item = bar.buttons.itemAt(with_buttons.index(action))
        button = item.widget() if item is not None else None
        assert isinstance(button, QAbstractButton) and bar.isVisible()
        self.click(button)

    def adjust(self, action: Adjust) -> None:
        """Edit > Correct a score…: the player, the points, the reason, OK."""

        def fill(dialog: QWidget) -> None:
            assert isinstance(dialog, AdjustDialog)
            dialog.player.setCurrentText(action.player)
            dialog.points.setValue(action.points)
            dialog.reason.setText(action.reason)
            self.qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)

        self.answer_next_dialog(fill)
        self.window.adjust_action.trigger()

    def answer_next_dialog(self, answer: Callable[[QWidget], None]) -> None:
        """Answer the modal dialog about to open (its own event loop runs until it is)."""

        def when_open() -> None:
            dialog = QApplication.activeModalWidget()
            if dialog is None:
                QTimer.singleShot(20, when_open)
                return
            answer(dialog)

        QTimer.singleShot(0, when_open)

    def _yes(self, box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        button = box.button(QMessageBox.StandardButton.Yes)
        assert button is not None
        self.click(button)

    def close_summary(self, dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        dialog.accept()

    def click(self, button: QAbstractButton) -> None:
        assert button.isVisible() and button.isEnabled(), f"the button {button.text()!r} cannot be clicked"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
