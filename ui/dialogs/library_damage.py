"""The games library found damaged at start: what is wrong, in words, how many games can still
be read and which cannot, and the offer to recover (``library_repair.recover``: a new library
from every game that can be read there and in the backups, the damaged file kept aside). After
recovering it says how many games came back and which could not, and lists every game with
its turn: a game that came back shorter says the turns it lost and the last turn it kept (issue
43: never silent). Plain text throughout."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from carc_assist.storage.copies import Chosen
from carc_assist.storage.library import LibraryError
from carc_assist.storage.library_repair import Check, Recovery
from ui.words.library_words import problem_words


class LibraryDamageDialog(QDialog):
    def __init__(self, check: Check, recover: Callable[[], Recovery], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._recover = recover
        #: what recovering did (None until the player recovered)
        self.recovery: Recovery | None = None
        self.setWindowTitle(self.tr("The games library is damaged"))
        layout = QVBoxLayout(self)
        self.text = QLabel(self._describe(check))
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(540)
        layout.addWidget(self.text)
        self.buttons = QDialogButtonBox()
        self.recover_button = QPushButton(self.tr("Recover"))
        self.recover_button.setDefault(True)
        self.buttons.addButton(self.recover_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.later_button = self.buttons.addButton(self.tr("Not now"), QDialogButtonBox.ButtonRole.RejectRole)
        self.recover_button.clicked.connect(self._do_recover)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)

    def _describe(self, check: Check) -> str:
        reason = problem_words(LibraryError(check.reason or "", check.kind or "damaged"))
        lines = [
            self.tr("carc-assist cannot use its games library as it is ({reason}).").format(reason=reason),
            self.tr("%n game(s) can still be read in it.", "", check.games),
        ]
        if check.unreadable:
            lines.append(self.tr("These games cannot be read: {ids}.").format(ids=_games(check.unreadable)))
        lines.append(self.tr("%n backup(s) of the library are at hand.", "", len(check.backups)))
        lines.append(
            self.tr(
                "Recover makes a new games library from every game that can be read in it, in the "
                "backups and in the games' journals (the newest copy of each game). The damaged file is "
                "kept aside, never deleted."
            )
        )
        return "\n\n".join(lines)

    def _do_recover(self) -> None:
        try:
            self.recovery = self._recover()
        except LibraryError as exc:
            self.text.setText(
                self.tr("The library cannot be recovered now: {reason}. Try again later.").format(
                    reason=problem_words(exc)
                )
            )
            return
        self.setWindowTitle(self.tr("The games library is recovered"))
        self.text.setText(self.outcome(self.recovery))
        self.recover_button.hide()
        self.buttons.removeButton(self.later_button)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.disconnect()
        self.buttons.rejected.connect(self.accept)
        self.adjustSize()  # the list of games is longer than the offer: every line shown

    def outcome(self, recovery: Recovery) -> str:
        """What recovering did, in words."""
        lines = [
            self.tr(
                "%n game(s) came back: {library} from the library, {backups} from the backups and journals.",
                "",
                recovery.recovered,
            ).format(library=recovery.from_library, backups=recovery.from_backups)
        ]
        lines.append("\n".join(self.game_line(game) for game in recovery.games))
        if recovery.lost:
            lines.append(
                self.tr("These games could not be brought back, no copy holds them: {ids}.").format(
                    ids=_games(recovery.lost)
                )
            )
        if recovery.kept_aside is not None:
            lines.append(self.tr("The damaged library is kept in: {path}").format(path=recovery.kept_aside))
        return "\n\n".join(lines)

    def game_line(self, game: Chosen) -> str:
        """A game brought back, by its players and the day it started, and its turn: for one
        that came back shorter, the last turn kept and the turns lost."""
        after, (kind, turn) = game.turns_after, game.loss
        if kind == "none":
            said = self.tr("turn {turn}, as before").format(turn=after)
        elif kind == "some":
            said = self.tr("back at turn {turn}; some of its actions could not be read").format(turn=after)
        elif kind == "rest":
            said = self.tr("back at turn {turn}; the rest of turn {turn} could not be read").format(
                turn=after
            )
        elif turn == after + 1:
            said = self.tr("back at turn {turn}; turn {lost} could not be read").format(turn=after, lost=turn)
        else:
            said = self.tr("back at turn {turn}; turns {first}–{last} could not be read").format(
                turn=after, first=after + 1, last=turn
            )
        return self.tr("{game}: {said}").format(game=_named(game), said=said)


def _named(game: Chosen) -> str:
    """A game as the players know it: who played, and when it started ("Anna – Bram, 3 December
    2026 20:15": the time tells apart the games of one evening)."""
    players = " – ".join(game.players)
    started = QDateTime.fromString(game.copy.started, Qt.DateFormat.ISODate)
    if not started.isValid():
        return players
    at, locale = started.toLocalTime(), QLocale()
    day = locale.toString(at.date(), "d MMMM yyyy")
    return f"{players}, {day} {locale.toString(at.time(), QLocale.FormatType.ShortFormat)}"


def _games(ids: tuple[str, ...]) -> str:
    return ", ".join(ids)
