"""The games library: every game started or opened, to resume, export, delete (with an undo)
and search; and the history over them (per player name and per expansion, and a chart)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from carc_assist.rules.tile_wiring import read_user_sets
from carc_assist.storage.library import Entry, PlayerStats, SetStats, Stats
from ui.library.history_chart import HistoryChart, moment
from ui.look.colors import ERROR_INK, qcolor, set_ink
from ui.prefs.remembered import games_folder, remember_games_folder
from ui.prefs.settings import tile_sets_dir
from ui.session import SAVE_ERRORS, GameSession
from ui.words.plain import PlainLabel, literal, message
from ui.words.texts import Texts
from ui.words.tile_names import TileNames

ID = Qt.ItemDataRole.UserRole + 1


def when(iso: str) -> str:
    """A library time as the player reads dates and times: the month in words ("2 Dec 2026
    16:36"; the short numeric format read "2 12 2026" in English), the time as the locale
    writes it."""
    at = moment(iso)
    locale = QLocale()
    day = locale.toString(at.date(), "d MMM yyyy")
    return f"{day} {locale.toString(at.time(), QLocale.FormatType.ShortFormat)}"


def export_name(entry: Entry) -> str:
    """A file name for a game, by its players and its day ("Anna, Bram 2026-12-02.carc"),
    with no character a file system refuses."""
    players = ", ".join(name for name, _ in entry.players)
    day = moment(entry.started).date().toString("yyyy-MM-dd")
    return "".join("_" if c in '<>:"/\\|?*' or ord(c) < 32 else c for c in f"{players} {day}") + ".carc"


def table(headers: list[str]) -> QTableWidget:
    """A read-only table, a row chosen whole."""
    widget = QTableWidget(0, len(headers))
    widget.setHorizontalHeaderLabels(headers)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    widget.verticalHeader().hide()
    widget.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    widget.horizontalHeader().setStretchLastSection(True)
    return widget


def fill(widget: QTableWidget, rows: list[list[str | int | float]]) -> None:
    """Rows of plain values (numbers right-aligned and sorted as numbers)."""
    widget.setSortingEnabled(False)
    widget.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem()
            if isinstance(value, str):
                item.setText(value)
            else:
                item.setData(
                    Qt.ItemDataRole.DisplayRole, round(value, 1) if isinstance(value, float) else value
                )
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(r, c, item)
    widget.setSortingEnabled(True)


def show_rows(widget: QTableWidget, most: int = 6) -> None:
    """Tall enough for its rows (up to ``most``; more scroll): a few players are all seen."""
    widget.resizeRowsToContents()
    rows = (
        sum(widget.rowHeight(r) for r in range(min(widget.rowCount(), most)))
        or widget.verticalHeader().defaultSectionSize()
    )
    bar = widget.horizontalScrollBar().sizeHint().height()
    widget.setMinimumHeight(
        widget.horizontalHeader().sizeHint().height() + rows + bar + 2 * widget.frameWidth()
    )


class LibraryWindow(QDialog):
    #: the player chose a game to go on with (its library id)
    resume_requested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Games library"))
        self.resize(900, 560)
        self._deleted: Entry | None = None
        self.texts = Texts(self)
        self.names = TileNames()
        self._user_titles: dict[str, str] | None = None  # the player's own sets' titles, read once
        tabs = QTabWidget()
        tabs.addTab(self._games_tab(), self.tr("Games"))
        tabs.addTab(self._history_tab(), self.tr("History"))
        tabs.currentChanged.connect(lambda _: self.reload())
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)

    # -- the games ------------------------------------------------------------------------

    def _games_tab(self) -> QWidget:
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search: a player’s name or an expansion"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _: self.reload())
        self.games = table(
            [self.tr("Last played"), self.tr("Players and scores"), self.tr("Expansions"), self.tr("State")]
        )
        header = self.games.horizontalHeader()  # the players and the sets share the room left, cut
        header.setStretchLastSection(False)  # short if need be (the whole in their tooltips): no
        for column in (1, 2):  # column is pushed out of view
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        # rows as tall as their wrapped lines at their columns' widths: a long list of
        # expansions is not cut to "…" (measured again when the table's width changes)
        self.games.viewport().installEventFilter(self)
        self.games.itemDoubleClicked.connect(lambda _: self.resume())
        self.games.itemSelectionChanged.connect(self._enable)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.resume_button.clicked.connect(self.resume)
        self.export_button.clicked.connect(self.export)
        self.delete_button.clicked.connect(self.delete)
        self.deleted_label = PlainLabel()
        self.deleted_label.setTextFormat(Qt.TextFormat.PlainText)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.clicked.connect(self.undelete)
        self.deleted_bar = QWidget()
        bar = QHBoxLayout(self.deleted_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.deleted_label, 1)
        bar.addWidget(self.undo_button)
        self.deleted_bar.hide()
        self.problem = PlainLabel()  # why the library cannot be read or written now (the engine's words)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        set_ink(self.problem, ERROR_INK)
        self.problem.hide()
        buttons = QHBoxLayout()
        for button in (self.resume_button, self.export_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.search)
        layout.addWidget(self.games, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.deleted_bar)
        layout.addLayout(buttons)
        return page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.games.viewport() and event.type() == QEvent.Type.Resize:
            # once the header has stretched its columns to the new width (after this event)
            QTimer.singleShot(0, self, self.games.resizeRowsToContents)
        return super().eventFilter(watched, event)

    def reload(self) -> None:
        library = self.session.library
        self.problem.setText(self.session.save_problem or "")
        try:
            entries = library.entries(self.search.text().strip()) if library is not None else []
        except SAVE_ERRORS as exc:  # the library cannot be read now: say why, list nothing
            entries = []
            self.problem.setText(str(exc))
        self.problem.setVisible(bool(self.problem.text()))
        self.games.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            players = ", ".join(f"{name} {score}" for name, score in entry.players)
            if entry.problem is not None:
                state = self.tr("Damaged: {reason}").format(reason=entry.problem)
            elif entry.finished:
                state = self.tr("Finished")
            else:
                state = self._how_far(entry)
            if entry.id == self.session.game_id:
                state = self.tr("{state} (on the board now)").format(state=state)
            # the expansions (the base game, in nearly every game, only when it is alone)
            expansions = [name for name in entry.sets if name != "base"] or list(entry.sets)
            sets = ", ".join(self._set_title(name) for name in expansions)
            for column, text in enumerate((when(entry.updated), players, sets, state)):
                item = QTableWidgetItem(text)
                item.setData(ID, entry.id)
                if column in (1, 2):
                    item.setToolTip(literal(text))
                self.games.setItem(row, column, item)
        self.games.resizeRowsToContents()
        self._enable()
        self._load_history()

    def _how_far(self, entry: Entry) -> str:
        """An unfinished game, with how far it is in turns (an action count says nothing to a
        table); a game whose record gives no turn (it does not replay) is just unfinished."""
        if entry.turn is None or entry.turns is None:
            return self.tr("Unfinished")
        if entry.turn <= entry.turns:
            return self.tr("Unfinished, turn {turn} of about {turns}").format(
                turn=entry.turn, turns=entry.turns
            )
        return self.tr("Unfinished, %n turn(s) played, the bag empty", "", entry.turn - 1)

    def chosen(self) -> str | None:
        items = self.games.selectedItems()
        return str(items[0].data(ID)) if items else None

    def _enable(self) -> None:
        chosen = self.chosen()
        for button in (self.resume_button, self.export_button, self.delete_button):
            button.setEnabled(chosen is not None)
        playing = chosen is not None and chosen == self.session.game_id
        self.delete_button.setEnabled(chosen is not None and not playing)
        self.delete_button.setToolTip(self.tr("The game on the board cannot be deleted.") if playing else "")

    def resume(self) -> None:
        chosen = self.chosen()
        if chosen is not None:
            self.resume_requested.emit(chosen)
            self.hide()

    def _set_title(self, set_name: str) -> str:
        """A set's title: a shipped set's from its UI half, a player's own set's from its
        file in the tile-sets folder (its id only when that file is gone)."""
        title = self.names.set_title(set_name)
        if title != set_name:
            return title
        if self._user_titles is None:
            self._user_titles = {
                str(doc.get("set")): str(doc.get("name") or doc.get("set"))
                for doc in read_user_sets(tile_sets_dir())
            }
        return self._user_titles.get(set_name, set_name)

    def export(self) -> None:
        chosen = self.chosen()
        library = self.session.library
        if chosen is None or library is None:
            return
        entry = next((e for e in library.entries() if e.id == chosen), None)
        suggested = Path(games_folder()) / (export_name(entry) if entry is not None else "game.carc")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the game"), str(suggested), self.tr("Saved games (*.carc)")
        )
        if not name:
            return
        path = Path(name)
        try:
            library.export(
                chosen, path if path.suffix in (".carc", ".json") else path.with_name(path.name + ".carc")
            )
        except SAVE_ERRORS as exc:
            message(self, QMessageBox.Icon.Warning, self.tr("Cannot export"), str(exc))
            return
        remember_games_folder(path)

    def delete(self) -> None:
        chosen = self.chosen()
        library = self.session.library
        if chosen is None or library is None or chosen == self.session.game_id:
            return
        try:
            entry = next(e for e in library.entries() if e.id == chosen)
            library.delete(chosen)
        except SAVE_ERRORS as exc:
            message(self, QMessageBox.Icon.Warning, self.tr("Cannot delete"), str(exc))
            return
        self._deleted = entry
        self.deleted_label.setText(
            self.tr("Deleted the game of {when} ({players}).").format(
                when=when(entry.updated), players=", ".join(name for name, _ in entry.players)
            )
        )
        self.deleted_bar.show()
        self.reload()

    def undelete(self) -> None:
        library = self.session.library
        if self._deleted is None or library is None:
            return
        try:
            library.undelete(self._deleted.id)
        except SAVE_ERRORS as exc:
            message(self, QMessageBox.Icon.Warning, self.tr("Cannot undo"), str(exc))
            return
        self._deleted = None
        self.deleted_bar.hide()
        self.reload()

    # -- the history ----------------------------------------------------------------------

    def _history_tab(self) -> QWidget:
        self.players = table([])
        self.expansions = table([])
        self.chart = HistoryChart()
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(self.tr("Per player name (wins, mean and best over finished games):")))
        layout.addWidget(self.players, 1)
        layout.addWidget(QLabel(self.tr("Per expansion:")))
        layout.addWidget(self.expansions, 1)
        layout.addWidget(QLabel(self.tr("Final scores over time:")))
        layout.addWidget(self.chart, 1)
        return page

    def _load_history(self) -> None:
        """The library's statistics (the engine's): a table per player name and per
        expansion, points by source as columns, and the final scores over time."""
        library = self.session.library
        if library is None:
            return
        try:
            stats = library.stats()
        except SAVE_ERRORS:
            return
        rows: list[Sequence[PlayerStats | SetStats]] = [stats.players, stats.sets]
        sources = list(dict.fromkeys(s for group in rows for entry in group for s in entry.points_by_source))
        source_headers = [self.texts.source_name(s) for s in sources]
        figures = [self.tr("Games"), self.tr("Finished")]
        scores = [self.tr("Mean score"), self.tr("Best score")]
        self.players.setColumnCount(0)
        self.players.setColumnCount(6 + len(sources))
        self.players.setHorizontalHeaderLabels(
            [self.tr("Player"), *figures, self.tr("Wins"), *scores, *source_headers]
        )
        fill(
            self.players,
            [
                [
                    p.name,
                    p.games,
                    p.finished,
                    p.wins,
                    _number(p.mean_score),
                    _number(p.best_score),
                    *(p.points_by_source.get(s, 0) for s in sources),
                ]
                for p in stats.players
            ],
        )
        show_rows(self.players)
        self.expansions.setColumnCount(0)
        self.expansions.setColumnCount(5 + len(sources))
        self.expansions.setHorizontalHeaderLabels([self.tr("Expansion"), *figures, *scores, *source_headers])
        fill(
            self.expansions,
            [
                [
                    self.names.set_title(s.name),
                    s.games,
                    s.finished,
                    _number(s.mean_score),
                    _number(s.best_score),
                    *(s.points_by_source.get(source, 0) for source in sources),
                ]
                for s in stats.sets
            ],
        )
        show_rows(self.expansions)
        series: dict[str, list[tuple[str, int]]] = {}
        for point in stats.scores:
            series.setdefault(point.name, []).append((point.date, point.score))
        self.chart.show_series(series, self._player_colors(stats))

    def _player_colors(self, stats: Stats) -> dict[str, QColor]:
        """Each player name's colour in their latest finished game (the chart draws their line
        in it), read from the records; a record that cannot be read gives none."""
        library = self.session.library
        latest = {point.name: point.game_id for point in stats.scores}  # oldest first: the last wins
        colors: dict[str, QColor] = {}
        for game_id in dict.fromkeys(latest.values()):
            try:
                record = library.record(game_id) if library is not None else {}
            except SAVE_ERRORS:
                continue
            setup = record.get("setup")
            players = setup.get("players") if isinstance(setup, dict) else None
            for player in players if isinstance(players, list) else []:
                if isinstance(player, dict) and latest.get(str(player.get("name"))) == game_id:
                    colors[str(player.get("name"))] = qcolor(str(player.get("color")))
        return colors


def _number(value: float | None) -> float | str:
    """A mean or best score; none yet (no finished game) is shown as a dash."""
    return "–" if value is None else value
