"""A seventh expansion needs only its UI half: registered here, in the test alone, its
sentences reach the log, its step's instruction and buttons and its side panel the window,
its box and rule option the new-game dialog, without an edit of the generic modules
(issue #18)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules import options
from carc_assist.rules.game import Game
from carc_assist.rules.options import Option
from carc_assist.rules.setup import Setup
from carc_assist.rules.steps import Prompt
from carc_assist.table.actions import Action, Pass
from carc_assist.table.events import Note, ScoreEvent
from ui.dialogs.new_game import NewGameDialog
from ui.expansions import ExpansionUI, SetChoice, halves, register, unregister
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.window.choice_bar import ChoiceBar
from ui.window.instruction import instruction
from ui.window.main_window import MainWindow
from ui.words.texts import Texts

#: the bells' own step, as its engine half would name its phase
RING = "ring"


class BellsUI(ExpansionUI):
    """The UI half of a made-up expansion: bells that ring for points."""

    def set_choices(self) -> Sequence[SetChoice]:
        return (SetChoice("bells", "The Bells (3 tiles)", ("bells",)),)

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {"bells-loud": ("Loud bells", "Every bell rings twice.")}

    def event_sentence(self, event: ScoreEvent, player: str, words: Texts) -> str | None:
        if event.source != "bells":
            return None
        return f"{player} rings the bells: {words.points(event.points)}"

    def note_sentence(self, note: Note, player: str, words: Texts) -> str | None:
        return f"The bells fall silent for {player}" if note.what == "silence" else None

    def source_name(self, source: str) -> str | None:
        return "Bells" if source == "bells" else None

    def instruction(self, game: Game) -> str | None:
        if game.prompt.kind != RING:
            return None
        return f"{game.setup.players[game.prompt.player].name}: which bell rings?"

    def choice_button(self, game: Game, action: Action, painter: TilePainter) -> QAbstractButton | None:
        return QPushButton("Ring no bell") if isinstance(action, Pass) else None

    def side_panel(self, session: GameSession) -> QWidget | None:
        return QLabel("The bell tower")


@pytest.fixture
def bells(monkeypatch: pytest.MonkeyPatch) -> Iterator[BellsUI]:
    """The bells registered for one test: their half, and their rule option as the engine
    half would declare it."""
    half = BellsUI()
    monkeypatch.setitem(options._DECLARED, "bells-loud", Option("bells-loud", False))
    register(half)
    try:
        yield half
    finally:
        unregister(half)
    assert half not in halves()


def test_its_sentences_reach_the_log(qtbot: QtBot, bells: BellsUI) -> None:
    texts = Texts()
    assert (
        texts.log_line(ScoreEvent(4, 0, 3, "bells", False, ()), "Anna")
        == "Turn 4: Anna rings the bells: 3 points"
    )
    assert texts.log_line(Note(5, 1, "silence", ""), "Bram") == "Turn 5: The bells fall silent for Bram"
    assert texts.source_name("bells") == "Bells"
    # the base game's sentences are still the generic module's own
    assert texts.event_sentence(ScoreEvent(2, 0, 2, "road", False, ()), "Anna").startswith(
        "Completed: Anna scores a road"
    )


def test_its_step_is_said_and_its_buttons_shown(
    qtbot: QtBot, bells: BellsUI, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    # the step its engine half would start: Bram chooses, and may ring no bell
    monkeypatch.setattr(Game, "prompt", property(lambda _: Prompt(RING, 1, 1, (Pass(),))))
    monkeypatch.setattr(Game, "expansion_options", lambda _: [Pass()])
    assert instruction(game) == "Bram: which bell rings?"
    bar = ChoiceBar(TilePainter())
    qtbot.addWidget(bar)
    bar.show_choices(game)
    button = next(b for b in bar.findChildren(QPushButton) if b.text() == "Ring no bell")
    with qtbot.waitSignal(bar.chosen) as chosen:
        button.click()
    assert chosen.args == [Pass()]


def test_its_box_and_rule_option_are_in_the_new_game_dialog(qtbot: QtBot, bells: BellsUI) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = next(b for b in dialog.findChildren(QCheckBox) if b.text() == "The Bells (3 tiles)")
    loud = dialog.option("bells-loud")
    assert isinstance(loud, QCheckBox) and loud.text() == "Loud bells"
    box.setChecked(True)
    loud.setChecked(True)
    setup = dialog.setup()
    assert "bells" in setup.sets and setup.options["bells-loud"] is True
    box.setChecked(False)  # not played: its option is not set either
    assert "bells-loud" not in dialog.setup().options


def test_its_side_panel_stands_beside_the_scoreboard(qtbot: QtBot, bells: BellsUI, tmp_path: Path) -> None:
    window = MainWindow(GameSession(tmp_path / "library.sqlite3"))
    qtbot.addWidget(window)
    tower = next(panel for panel in window.side_panels if isinstance(panel, QLabel))
    assert tower.text() == "The bell tower"
    assert tower.parent() is window.scoreboard.parent()  # in the same column
