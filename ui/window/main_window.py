"""The main window: bag on the left, the board in the middle, scoreboard and log on the right,
an instruction bar that says what the app waits for, a warning over the board while the game
cannot be saved, and the menus (game, edit, view)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import DRAW, OVER, PLACE, Game, IllegalAction
from carc_assist.rules.steps import Prompt, Step
from carc_assist.rules.tile_wiring import user_set_document, write_user_set
from carc_assist.storage.library import Recovered
from carc_assist.storage.paths import data_dir
from carc_assist.storage.record import RecordError
from carc_assist.table.actions import (
    Action,
    Discard,
    End,
    Follower,
    Pass,
    Place,
    drawing,
)
from ui.board.board_view import BoardView, S
from ui.board.final_tour import FinalTour
from ui.board.legend import Legend
from ui.board.overlays import ghost_tiles
from ui.board.spoken import SpokenBoard
from ui.dialogs.about import AboutDialog
from ui.dialogs.adjust import AdjustDialog
from ui.dialogs.edit import EditTurnDialog
from ui.dialogs.help_view import HelpDialog
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.preferences import PreferencesDialog
from ui.dialogs.recovery import RecoveryDialog
from ui.dialogs.summary import SummaryDialog
from ui.dialogs.tile_editor import TileEditor, TileSetsDialog
from ui.expansions import halves
from ui.library.window import LibraryWindow
from ui.look.colors import LESSON_INK, set_ink
from ui.look.fence import Fence
from ui.look.painter import TilePainter
from ui.panels.bag_panel import BagPanel
from ui.panels.hint_panel import HintPanel
from ui.panels.log_view import RULE, LogView
from ui.panels.scoreboard import Scoreboard, SupplyWords
from ui.phone.dialog import PhonesDialog
from ui.prefs.remembered import games_folder, remember_games_folder, remember_toggles
from ui.prefs.screen_fit import restore_or_fit
from ui.prefs.settings import COACH_HINTS, tile_sets_dir
from ui.session import SAVE_ERRORS, GameSession
from ui.window.choice_bar import ChoiceBar
from ui.window.instruction import InstructionLabel, instruction
from ui.words.announce import announce
from ui.words.coach_words import CoachWords
from ui.words.plain import PlainLabel, literal, message, no_shortcut
from ui.words.texts import Texts

#: the user tile set that tiles described during a game go into, when the game has none
UNKNOWN_SET = "my-tiles"


class MainWindow(QMainWindow):
    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self._phones: PhonesDialog | None = None  # made on first use; it stays while the app runs
        self._closing_now = False  # the system ends the app: close without a question
        self._was_over = False
        self._prompt: Prompt | None = None  # what the game waits for, as the last step said
        self._hints_on = False  # the Hint row is on, as the last step found (``_hints_wanted``)
        # the preference, read when the window is made and after the preferences dialog (a
        # read of QSettings, a file, took half a millisecond of every step)
        self._coach_hints = bool(COACH_HINTS.get())
        self.setWindowTitle(self.tr("carc-assist"))
        self.texts = Texts(self)
        painter = TilePainter()
        self.bag = BagPanel(session, painter)
        self.board = BoardView(session, painter)
        self.scoreboard = Scoreboard(session)
        self.log = LogView(session)
        #: the expansions' own views beside the scoreboard (the wheel …), from their UI halves
        self.side_panels = [panel for half in halves() if (panel := half.side_panel(session)) is not None]
        self.painter = painter
        self.held = QLabel()
        self.held.setFixedSize(56, 56)
        # it changes at every step: painting its own ground (the window's), it is repainted
        # alone, not with every widget behind it up to the window (the instruction, whose style
        # sheet leaves Qt's ground off, is repainted with its row: see ``row``)
        self.held.setAutoFillBackground(True)
        self.instruction = InstructionLabel()
        self.instruction.setStyleSheet("font-size: 15px; padding: 4px;")
        self.instruction.ensurePolished()  # (its font from the style sheet, to measure it)
        # room for three lines from the start: the step's sentence and what the halves add to it
        # (a big follower's button, a recall) take three at the follower step, and the board
        # keeps still as they come and go
        self.instruction.setMinimumHeight(3 * self.instruction.fontMetrics().lineSpacing() + 8)
        self.no_follower = QPushButton(self.tr("No follower (Enter)"))
        self.discard = QPushButton(self.tr("Discard and draw again"))
        self.summary_button = QPushButton(self.tr("Final scoring, step by step"))

        self.choices = ChoiceBar(painter)  # an expansion's choice (keep one of the tiles drawn)
        row = QWidget()  # the tile in hand, the instruction and the step's buttons
        row.setAutoFillBackground(True)  # (the instruction's new words: repainted with the row only)
        bar = QHBoxLayout(row)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.held)
        bar.addWidget(self.instruction, 1)
        for button in (self.no_follower, self.discard, self.summary_button):
            button.hide()  # until its phase (_update): the window's first size counts without them
            bar.addWidget(button)
        middle = QWidget()
        middle.setAutoFillBackground(True)  # (the window's ground: repainted without the window)
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        self.save_warning = PlainLabel()  # stays while the game cannot be saved
        self.save_warning.setTextFormat(Qt.TextFormat.PlainText)
        self.save_warning.setWordWrap(True)
        self.save_warning.setStyleSheet(
            "background: #f8d7a4; color: #5a2d00; padding: 6px; font-weight: bold;"
        )
        self.save_warning.hide()
        middle_layout.addWidget(self.save_warning)
        middle_layout.addWidget(Fence(row))  # (new words each step: the window stays laid out)
        self.hint = HintPanel(CoachWords(self.texts, self), lambda: session.game)  # off by default
        self.hint.shown.connect(self._show_hints)
        self.hint.reading.connect(self._light_hint)
        self.hint.proposing.connect(self._propose_hint)
        self.hint.chosen.connect(self._play_hint)
        middle_layout.addWidget(self.hint)
        self.lesson = PlainLabel()  # learning mode: what the previewed placement would score
        self.lesson.setWordWrap(True)
        self.lesson.setMinimumHeight(2 * self.lesson.fontMetrics().lineSpacing() + 4)  # the board keeps still
        set_ink(self.lesson, LESSON_INK, "padding: 2px 6px;")  # light or dark
        self.lesson.hide()
        middle_layout.addWidget(self.lesson)
        middle_layout.addWidget(self.board, 1)
        self.choices.over(self.board)  # (a row of its own would move the board when it comes)
        self.legend = Legend()  # what the board's overlays mean, while they are shown
        middle_layout.addWidget(self.legend)  # (its heat line pauses see-through: no new layout)
        right = QSplitter(Qt.Orientation.Vertical)
        for panel in self.side_panels:
            right.addWidget(panel)
        right.addWidget(self.scoreboard)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        self.supply_words = SupplyWords(self.scoreboard)  # under the scoreboard: the supply's numbers
        log_layout.addWidget(self.supply_words)
        self.tour = FinalTour(self.log, self.show_summary)  # its bar: back, pause, next
        log_layout.addWidget(self.tour)
        log_layout.addWidget(self.log)
        self.why = QPushButton(self.tr("Why? The rule behind the chosen entry"))
        self.why.clicked.connect(self.explain_entry)
        log_layout.addWidget(self.why)
        right.addWidget(log_box)
        right.setSizes([*(260 for _ in self.side_panels), 160, 480])
        self.splitter = QSplitter()
        self.splitter.addWidget(self.bag)
        self.splitter.addWidget(middle)
        self.splitter.addWidget(right)
        self.splitter.setSizes([340, 860, 380])  # the bag: base + one expansion in view at 1366×768
        self.setCentralWidget(self.splitter)

        self.spoken = SpokenBoard(self.board)  # the board for a screen reader
        self.bag.draw_requested.connect(lambda tiles: session.act(drawing(tiles)))
        self.bag.unknown_requested.connect(self.describe_unknown_tile)
        self.bag.several.toggled.connect(
            lambda on: self.instruction.setText(instruction(self.session.game, gathering=on))
        )
        self.board.place_requested.connect(self._place)
        self.board.follower_requested.connect(self._deploy)
        self.board.pass_requested.connect(lambda: session.act(Pass()))
        self.board.action_requested.connect(session.act)
        self.no_follower.clicked.connect(lambda: session.act(Pass()))
        self.discard.clicked.connect(self._discard)
        self.summary_button.clicked.connect(self.final_tour)
        self.choices.chosen.connect(session.act)
        self.log.squares_chosen.connect(self.board.show_squares)
        self.board.refreshed.connect(self._show_legend)
        self.log.rule_requested.connect(self.show_rule)
        self.board.preview_changed.connect(self._teach)
        session.changed.connect(self._update)
        session.changed.connect(self._review_turn)  # after _update, which clears the hint
        session.save_state_changed.connect(self._show_save_state)
        self.library_window: LibraryWindow | None = None
        self.statusBar().setSizeGripEnabled(False)  # there from the start: a message moves nothing
        session.refused.connect(lambda reason: self.statusBar().showMessage(reason, 8000))
        self._make_menus()
        self._restore_window()
        self._update()
        self._show_save_state()

    # -- menus ----------------------------------------------------------------------------

    def _make_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game_menu, self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New)
        self._action(game_menu, self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open)
        self._action(game_menu, self.tr("Games &library…"), self.show_library, QKeySequence("Ctrl+L"))
        self.save_action = self._action(game_menu, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(
            game_menu, self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        self._action(game_menu, self.tr("Your &tile sets…"), self.tile_sets)
        self._action(game_menu, self.tr("Show on &phones…"), self.show_on_phones)
        game_menu.addSeparator()
        self.end_action = self._action(game_menu, self.tr("&End the game now"), self.end_game)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("Undo"), self.session.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(
            edit, self.tr("Redo"), self.session.redo, QKeySequence("Ctrl+Shift+Z")
        )
        edit.addSeparator()
        self.change_turn_action = self._action(edit, self.tr("C&hange a past turn…"), self.change_turn)
        self.log.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)  # right-click on the log
        self.log.addAction(self.change_turn_action)
        self.adjust_action = self._action(edit, self.tr("&Correct a score…"), self.adjust)
        edit.addSeparator()
        self._action(edit, self.tr("&Preferences…"), self.preferences, QKeySequence.StandardKey.Preferences)
        view = self.menuBar().addMenu(self.tr("&View"))
        fit = self._action(view, self.tr("&Fit the board"), self.board.fit_board)
        # F, and Ctrl+0 while a tile is drawn: then F is a letter in the bag's search field
        fit.setShortcuts([QKeySequence("F"), QKeySequence("Ctrl+0")])
        self.tour_action = self._action(view, self.tr("Show the final scoring step by step"), self.final_tour)
        self.hint_action = self._action(view, self.tr("The coach's hint"), self._ask_hint, QKeySequence("H"))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(
            help_menu, self.tr("&Rules"), lambda: self.show_rule(), QKeySequence.StandardKey.HelpContents
        )
        self._action(help_menu, self.tr("&About carc-assist"), lambda: self._exec(AboutDialog(self)))
        self.fits_action = self._action(
            view, self.tr("Show what fits where (not in tournament mode)"), self._fits
        )
        self.fits_action.setCheckable(True)
        self.fits_action.setChecked(True)
        self.tint_action = self._action(view, self.tr("Tint fields by who holds them"), self._tint)
        self.tint_action.setCheckable(True)
        self.learning_action = self._action(
            view, self.tr("Learning mode: show what a placement would score"), self._learning
        )
        self.learning_action.setCheckable(True)
        toggles = {"fits": self.fits_action, "tint": self.tint_action, "learning": self.learning_action}
        remember_toggles(toggles)  # as they were left

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # -- intents --------------------------------------------------------------------------

    def _place(self, place: Place) -> None:
        """Place (when the tile offers no choice, the engine closes the follower step too)."""
        self.session.act(place)

    def _deploy(self, location: str) -> None:
        self.session.act(Follower(location))

    def _hints_wanted(self) -> bool:
        """The Hint row: asked for in the preferences, never in tournament mode, in a game."""
        return self._coach_hints and not self.session.tournament and self.session.game is not None

    def _hints_offered(self, wanted: bool | None = None) -> bool:
        """The Hint button works at the place step (``wanted``: ``_hints_wanted``, if read)."""
        prompt = self._prompt
        wanted = self._hints_wanted() if wanted is None else wanted
        return wanted and prompt is not None and prompt.kind == PLACE

    def _ask_hint(self) -> None:
        if self._hints_offered():
            self.hint.ask()

    def _show_hints(self, turns: list[list[Action]]) -> None:
        """The coach's suggestions as ghost tiles on the board."""
        game = self.session.game
        ghosts = (
            []
            if game is None
            else ghost_tiles(game, turns, self.board.painter, S, self.hint.read, self.hint.play)
        )
        self.board.show_ghosts(ghosts)

    def _review_turn(self, step: Step | None) -> None:
        """How did that go? After a turn played (not undone), while hints are on."""
        if self._hints_on and step is not None and not step.undone:
            self.hint.review_last_turn()

    def _light_hint(self, index: int) -> None:
        """The suggestion being read stands out among the ghost tiles."""
        for ghost in self.board.ghosts:
            ghost.light(ghost.rank == index + 1)

    def _propose_hint(self, index: int) -> None:
        """A suggestion proposed stands alone on the board, lit (-1: all of them, as shown)."""
        for ghost in self.board.ghosts:
            ghost.setVisible(index < 0 or ghost.rank == index + 1)
            ghost.light(ghost.rank == index + 1)

    def _play_hint(self, actions: list[Action]) -> None:
        for action in actions:
            if not self.session.act(action):
                return

    def _discard(self) -> None:
        game = self.session.game
        if game is not None and game.held is not None:
            self.session.act(Discard(game.held))

    def new_game(self) -> None:
        dialog = NewGameDialog(self)
        if self._exec(dialog) and dialog.result_setup is not None:
            self.session.new_game(dialog.result_setup)

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game"), games_folder(), self.tr("Saved games (*.carc *.json)")
        )
        if name:
            remember_games_folder(Path(name))
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open a record: it joins the games library. A foreign, broken or newer file is
        refused with the reason; one that replays only in part is offered as far as it goes."""
        try:
            game_id, recovered = self.session.open(path)
        except (RecordError, *SAVE_ERRORS) as exc:
            self._warn(self.tr("Cannot open this file"), str(exc))
            return False
        return self._go_on(game_id, recovered, path)

    def resume(self, game_id: str) -> bool:
        """Go on with a game of the library (offered as far as it replays, if damaged)."""
        try:
            game_id, recovered = self.session.resume(game_id)
        except SAVE_ERRORS as exc:
            self._warn(self.tr("Cannot open this game"), str(exc))
            return False
        return self._go_on(game_id, recovered)

    def _go_on(self, game_id: str, recovered: Recovered, path: Path | None = None) -> bool:
        """A game that replays only in part: say what is wrong, where the damaged copy is,
        and go on from its last good action if the player wants."""
        if recovered.reason is None:
            return True
        if not self._exec(RecoveryDialog(recovered, self)):
            return False
        self.session.go_on(game_id, recovered, path)
        return True

    def come_forward(self, file: str) -> None:
        """A second start of the app: this window comes forward (and opens its file)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if file:
            self.open_path(Path(file))

    def show_library(self) -> None:
        if self.library_window is None:
            self.library_window = LibraryWindow(self.session, self)
            self.library_window.resume_requested.connect(self.resume)
        self.library_window.reload()
        self.library_window.show()
        self.library_window.raise_()

    def change_turn(self) -> None:
        """Change a past turn (the chosen log entry's, else the last one): the later turns are
        replayed on top, conflicts shown; nothing changes until the player confirms, and one
        undo takes the whole edit back."""
        game = self.session.game
        if game is None or not game.actions:
            return
        dialog = EditTurnDialog(game, self, self.log.chosen_turn())
        if self._exec(dialog) and dialog.result_game is not None:
            self.session.apply_edit(dialog.result_game, dialog.turn)

    def _warn(self, title: str, text: str) -> None:
        message(self, QMessageBox.Icon.Warning, title, text)
        self._focus_next_input()

    def _show_save_state(self) -> None:
        """The bar over the board while the game cannot be stored, or the last backup failed:
        the real reason (locked, damaged, full, read-only), and where the game is kept."""
        lines = []
        problem, copy = self.session.save_problem, self.session.emergency
        if problem is not None and self.session.game is None:
            lines.append(
                self.tr("The games library cannot be used: {reason}. Data folder: {folder}").format(
                    reason=problem, folder=data_dir()
                )
            )
        elif problem is not None and copy is not None:
            lines.append(
                self.tr(
                    "The game cannot be stored in the games library: {reason}. It is kept in memory and "
                    "in an emergency copy ({copy}), and stored again after the next action once the "
                    "library allows it. Data folder: {folder}"
                ).format(reason=problem, copy=copy, folder=data_dir())
            )
        elif problem is not None:
            lines.append(
                self.tr(
                    "The game cannot be stored in the games library: {reason}. It is kept in memory "
                    "only (no emergency copy could be written either), and stored again after the next "
                    "action once the library allows it. Data folder: {folder}"
                ).format(reason=problem, folder=data_dir())
            )
        if self.session.backup_problem is not None:
            lines.append(
                self.tr(
                    "The last backup of the games library failed: {reason}. Earlier backups are kept."
                ).format(reason=self.session.backup_problem)
            )
        self.save_warning.setVisible(bool(lines))
        self.save_warning.setText("\n".join(lines))

    def save(self) -> None:
        if self.session.path is None:
            self.save_as()
        else:
            self._save_to(self.session.path)

    def save_as(self) -> bool:
        """Save the game to a file the player picks; whether it was saved."""
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), games_folder(), self.tr("Saved games (*.carc)")
        )
        if not name:
            return False
        remember_games_folder(Path(name))
        path = Path(name)
        return self._save_to(
            path if path.suffix in (".carc", ".json") else path.with_name(path.name + ".carc")
        )

    def _save_to(self, path: Path) -> bool:
        try:
            self.session.export(path)
        except OSError as exc:
            self._warn(self.tr("Cannot save"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def end_game(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("End the game"), self.tr("Stop now and do the final scoring?")
        )
        self._focus_next_input()
        if answer == QMessageBox.StandardButton.Yes:
            self.session.act(End())

    def adjust(self) -> None:
        game = self.session.game
        if game is None:
            return
        dialog = AdjustDialog([p.name for p in game.setup.players], self)
        if self._exec(dialog):
            self.session.act(dialog.action())

    def show_rule(self, page: str = "base", anchor: str = "") -> None:
        dialog = HelpDialog(self)
        dialog.show()
        dialog.show_rule(page, anchor)

    def describe_unknown_tile(self) -> None:
        """A tile of one's own box turned up that no set of the game describes: describe it
        now; it joins the game's own tile set (and the player's saved sets)."""
        game = self.session.game
        if game is None:
            return
        own = list(game.setup.tiles)
        document = own[0] if own else None
        if len(own) > 1:  # which of them (it went into the first, whatever the box)
            titles = [str(d.get("title") or d["set"]) for d in own]
            title, chosen = QInputDialog.getItem(
                self, self.tr("Your tile sets"), self.tr("The tile drawn belongs to:"), titles, 0, False
            )
            if not chosen:
                return
            document = own[titles.index(title)]
        if document is None:
            document = user_set_document(UNKNOWN_SET, self.tr("My tiles"), [])
        document = dict(document)
        editor = TileEditor(str(document["set"]), list(document["tiles"]), parent=self)
        if not self._exec(editor):
            return
        document["tiles"] = [*document["tiles"], editor.tile()]
        try:
            write_user_set(tile_sets_dir(), document)
            self.session.add_tiles(document)
        except (CatalogueError, RecordError) as exc:
            self._warn(self.tr("Cannot add the tile"), str(exc))

    def explain_entry(self) -> None:
        """Open the rule behind the chosen log entry (or the base rules when none is chosen)."""
        item = self.log.currentItem()
        if item is None:
            self.show_rule()
        else:
            self.show_rule(*item.data(RULE))

    def tile_sets(self) -> None:
        """Describe the tiles of one's own box (Signposts, Fortune Tellers …) for new games."""
        folder = tile_sets_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self._exec(TileSetsDialog(folder, self))

    def _learning(self) -> None:
        self.lesson.setVisible(self.learning_action.isChecked())
        self.lesson.clear()

    def _teach(self, place: Place | None) -> None:
        """Learning mode: play the previewed placement for a look (no follower) and say what it
        would complete and score, and under which rule."""
        game = self.session.game
        if not self.learning_action.isChecked() or game is None or place is None or self.session.tournament:
            self.lesson.clear()
            return
        try:
            events = game.placement_events(place)
        except IllegalAction:
            events = []
        names = [p.name for p in game.setup.players]
        lines = [self.texts.event_sentence(e, names[e.player]) for e in events if not e.final]
        self.lesson.setText(
            self.tr("Placed here (no follower): {what}").format(what="; ".join(lines))
            if lines
            else self.tr("Placed here, this tile completes nothing that scores (with no follower).")
        )

    def _show_legend(self) -> None:
        board = self.board
        background = board.backgroundBrush().color()
        self.legend.show_overlays(
            board.heat_on,
            board.tint_shown,
            self.session.game,
            board.colors,
            background,
            heat_paused=not board.heat_shown,
        )

    def _tint(self) -> None:
        self.board.tint_fields = self.tint_action.isChecked()
        self.board.refresh()

    def _fits(self) -> None:
        self.board.show_fits = self.fits_action.isChecked()
        self.board.refresh()

    def preferences(self) -> None:
        if self._exec(PreferencesDialog(self)):
            self._coach_hints = bool(COACH_HINTS.get())
            self.board.apply_preferences()
            self.bag.model.reload()
            self._update()  # the tile in hand too, in the new scheme's colours

    def final_tour(self) -> None:
        """Walk through the final scoring: each feature and field outlined in turn, then the
        summary."""
        self.tour.start(self.session.game)

    def show_summary(self) -> None:
        if self.session.game is not None:
            self._exec(SummaryDialog(self.session.game, self))

    # -- state ----------------------------------------------------------------------------

    def _exec(self, dialog: QDialog) -> int:
        """A modal dialog; when it closes, the focus goes where the next input goes (not back
        to where it was when the dialog opened: the game may be in another step now)."""
        try:
            return dialog.exec()
        finally:
            self._focus_next_input()

    def _focus_next_input(self) -> None:
        """The focus where the next input goes (after an action, undo, resume, a dialog): the
        bag's search to draw a tile, else the board (arrows, Enter, Esc, R)."""
        if self._prompt is not None:
            (self.bag.search if self._prompt.kind == DRAW else self.board).setFocus()

    def _update(self, step: Step | None = None) -> None:
        """The bar, the menus and the tile in hand after ``step`` (None: anything may have
        changed): what the prompt allows, the history's undo and redo; the tile in hand
        drawn again only when the step changed it."""
        game = self.session.game
        # what the engine allows now
        prompt = step.prompt if step is not None else game.prompt if game is not None else None
        self._prompt = prompt
        self.no_follower.setVisible(prompt is not None and prompt.may_pass)
        self.summary_button.setVisible(prompt is not None and prompt.kind == OVER)
        self.discard.setVisible(prompt is not None and prompt.offers(Discard))  # the tile fits nowhere
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(game is not None)
        # the game's history, copied once (``Game.actions`` copies it on every call)
        actions, redos = (game.actions, game.redo_actions) if game is not None else ((), ())
        self.change_turn_action.setEnabled(bool(actions))
        self.adjust_action.setEnabled(prompt is not None and prompt.may_adjust)
        self.end_action.setEnabled(prompt is not None and prompt.may_end)
        undo_edit, redo_edit = self.session.undo_edit, self.session.redo_edit
        self.undo_action.setEnabled(bool(actions) or undo_edit is not None)
        self.redo_action.setEnabled(bool(redos) or redo_edit is not None)
        if undo_edit is not None:
            self.undo_action.setText(self.tr("Undo: the change to turn {turn}").format(turn=undo_edit.turn))
        elif game is not None and actions:
            self.undo_action.setText(
                self.tr("Undo: {what}").format(what=no_shortcut(self.texts.action_label(actions[-1], game)))
            )
        else:
            self.undo_action.setText(self.tr("Undo"))
        if redo_edit is not None:
            self.redo_action.setText(self.tr("Redo: the change to turn {turn}").format(turn=redo_edit.turn))
        elif game is not None and redos:
            self.redo_action.setText(
                self.tr("Redo: {what}").format(what=no_shortcut(self.texts.action_label(redos[-1], game)))
            )
        else:
            self.redo_action.setText(self.tr("Redo"))
        said = instruction(game, prompt)
        if said != self.instruction.text():
            announce(self.instruction, said)  # what the app waits for, to a screen reader
        self.instruction.setText(said)
        self.lesson.clear()  # said of a preview; a new one comes with the next hover
        self._focus_next_input()
        self.choices.show_choices(game)
        wanted = self._hints_wanted()
        if wanted or self._hints_on:  # (off now and before: nothing was asked, nothing shown)
            self.hint.clear()  # what it said was of the game before this change
        # the row stays while hints are on, so that the board does not move when a step comes
        self._hints_on = wanted
        self.hint.setVisible(self._hints_on)
        offered = self._hints_offered(self._hints_on)
        self.hint.button.setEnabled(offered)  # the row stays readable: a verdict
        self.hint_action.setEnabled(offered)
        over = prompt is not None and prompt.kind == OVER
        self.tour_action.setEnabled(over)
        if over and not self._was_over:
            QTimer.singleShot(0, self, self.final_tour)  # the game just ended: show how it was scored
        self._was_over = over
        if step is None or step.held:
            self._show_held(game)

    def _show_held(self, game: Game | None) -> None:
        """The tile in hand, beside the instruction, named in its tooltip (none without one)."""
        if game is not None and game.held is not None:
            self.held.setPixmap(self.painter.pixmap(game.tile(game.held), 0, 52))
            name = self.texts.tile_name(game.held, game)
            self.held.setToolTip(literal(name))
            self.held.setAccessibleName(self.tr("Tile in hand: {tile}").format(tile=name))
        else:
            self.held.clear()
            self.held.setToolTip("")
            self.held.setAccessibleName(self.tr("No tile in hand"))

    def _restore_window(self) -> None:
        settings = QSettings()
        restore_or_fit(self, settings.value("window/geometry"), QSize(1500, 900))
        splitter = settings.value("window/splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)

    def show_on_phones(self) -> None:
        """The table page on the players' phones: off until started in this (non-modal) dialog."""
        if self._phones is None:
            self._phones = PhonesDialog(self.session, self)
        self._phones.show()
        self._phones.raise_()
        self._phones.activateWindow()

    def close_now(self) -> None:
        """Close without a question (the system ends the app: logout, ``kill``): a game the
        library lacks stays in its emergency copy, offered at the next start."""
        self._closing_now = True
        self.close()

    def _may_close(self) -> bool:
        """Closing never discards a game: while the library lacks some of its actions, its
        emergency copy is written, and the player chooses to try again, save it to a file,
        or quit anyway (the copy is offered at the next start)."""
        while self.session.lagging:
            copy = self.session.keep_emergency_copy()
            if self._closing_now:
                return True
            answer = self._ask_before_closing(copy)
            if answer == "retry":
                self.session.retry()
            elif answer == "file":
                if self.save_as():
                    return True
            else:
                return answer == "quit"
        return True

    def _ask_before_closing(self, copy: Path | None) -> str:
        """The player's choice while the library lacks actions: retry, file, quit or stay."""
        where = (
            self.tr("An emergency copy is kept in {copy}; the app offers it at the next start.").format(
                copy=copy
            )
            if copy is not None
            else self.tr("No emergency copy could be written either: the game is in memory only.")
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The game is not stored"),
            self.tr("Some actions of this game are not stored in the games library: {reason}.").format(
                reason=self.session.save_problem
            )
            + "\n\n"
            + where,
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        buttons: dict[QAbstractButton, str] = {
            box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole): "retry",
            box.addButton(self.tr("Save the game to a file…"), QMessageBox.ButtonRole.ActionRole): "file",
            box.addButton(self.tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole): "quit",
        }
        box.setEscapeButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.exec()
        clicked = box.clickedButton()
        return buttons.get(clicked, "stay") if clicked is not None else "stay"

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.flush()  # the last action's save, if the window closes before it painted
        if not self._may_close():
            event.ignore()
            return
        if self._phones is not None:
            self._phones.stop()
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/splitter", self.splitter.saveState())
        super().closeEvent(event)
