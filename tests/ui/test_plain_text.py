"""Players' words and file contents are shown as written: a name like ``<img src=/etc/passwd>``
or a tile id holding a link shows those very characters in every view and dialog, never a
picture, a link or bold text."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel, QTextDocument
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import FOLLOWER
from carc_assist.rules.setup import COLORS, Setup
from carc_assist.rules.tile_wiring import tile_document, user_set_document, wire, write_user_set
from carc_assist.table.actions import Adjust, Discard, Draw, End, Pass
from ui.board.final_tour import FinalTour
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.summary import SummaryDialog
from ui.dialogs.tile_editor import TileSetsDialog
from ui.prefs.settings import tile_sets_dir
from ui.session import GameSession
from ui.window.main_window import MainWindow
from ui.words.plain import PlainLabel, literal

LINK = '<a href="file:///etc/passwd">Anna</a>'
IMAGE = "<img src=/etc/passwd>"
BOLD = "<b>Bram</b>"
NAMES = [LINK, IMAGE, BOLD]
REASON = "<b>counted</b> at the table <img src=/etc/passwd>"


def displayed(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The characters Qt shows for ``text`` in a label of that format (a tooltip and a
    message box read theirs as AutoText): markup is rendered, so only its text is left."""
    plain = text_format == Qt.TextFormat.PlainText or (
        text_format == Qt.TextFormat.AutoText and not QtGui.mightBeRichText(text)
    )
    if plain:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def shown_literally(widget: QWidget) -> list[str]:
    """Every label's and tooltip's text under ``widget`` as shown; fails on one whose markup
    (one of the players' words) was read as markup instead of shown."""
    texts = []
    for child in [widget, *widget.findChildren(QWidget)]:
        sources = [(child.toolTip(), Qt.TextFormat.AutoText)]
        if isinstance(child, QLabel):
            sources.append((child.text(), child.textFormat()))
        for source, text_format in sources:
            shown = displayed(source, text_format)
            for words in [*NAMES, REASON]:
                assert words not in source or words in shown, (child, source, shown)
            texts.append(shown)
    return texts


def play(session: GameSession, turns: int, rng: random.Random) -> None:
    """A few random turns through the session, as the views see them."""
    game = session.game
    assert game is not None
    for _ in range(turns):
        tile = game.nth_drawable(rng.randrange(game.drawable_total))
        session.act(Draw(tile))
        places = game.legal_placements(tile)
        if not places:
            session.act(Discard(tile))
            continue
        session.act(rng.choice(places))
        if game.phase == FOLLOWER:
            choices = game.legal_follower_actions()
            session.act(rng.choice(choices) if choices else Pass())


@pytest.fixture
def summaries(monkeypatch: pytest.MonkeyPatch) -> list[SummaryDialog]:
    """The summaries the window shows at the end of a game (at once: no pause per step)."""
    shown: list[SummaryDialog] = []

    def exec_(dialog: SummaryDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(SummaryDialog, "exec", exec_)
    monkeypatch.setattr(FinalTour, "STEP_MS", 0)
    return shown


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, summaries: list[SummaryDialog]) -> MainWindow:
    session = GameSession(tmp_path / "library.sqlite3")
    win = MainWindow(session)
    qtbot.addWidget(win)
    win.show()
    session.new_game(Setup.of(NAMES))
    return win


def test_players_words_in_the_views(qtbot: QtBot, window: MainWindow, summaries: list[SummaryDialog]) -> None:
    session = window.session
    game = session.game
    assert game is not None
    play(session, 12, random.Random(3))
    session.act(Adjust(IMAGE, 7, REASON))
    for view in (window.bag, window.board, window.scoreboard, window.log, *window.side_panels):
        shown_literally(view)
    model = window.scoreboard.model()
    assert isinstance(model, QStandardItemModel)
    board = [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    assert all(any(name in line for line in board) for name in NAMES)  # items are plain text
    log = [window.log.item(row).text() for row in range(window.log.count())]
    assert any(IMAGE in line and REASON in line for line in log)
    session.act(End())
    qtbot.waitUntil(lambda: bool(summaries))
    summary = summaries[0]
    texts = shown_literally(summary)
    winners = [n for n, s in zip(NAMES, game.scores, strict=True) if s == max(game.scores)]
    assert any(all(name in text for name in winners) for text in texts)
    headers = [summary.table.verticalHeaderItem(row).text() for row in range(len(NAMES))]
    assert headers == NAMES


def test_players_words_and_file_contents_in_the_main_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []

    def shown(box: QMessageBox) -> int:
        warnings.append(displayed(box.text(), box.textFormat()))
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", shown)
    assert LINK in displayed(window.instruction.text(), window.instruction.textFormat())
    window.learning_action.trigger()  # the learning mode's sentence names the player who scores
    window.bag.pick("base/A")
    window.board.click_square((0, 1))
    window.board.follower_requested.emit("S")
    qtbot.waitUntil(lambda: window.session.game is not None and window.session.game.phase == "draw")
    window.bag.pick("base/A")
    window.board.hover_square((0, 2))
    for _ in range(4):
        if window.board.preview_rotation() == 180:
            break
        window.board.turn_preview()
    assert LINK in displayed(window.lesson.text(), window.lesson.textFormat())
    shown_literally(window)
    players = [{"name": name, "color": color} for name, color in zip(NAMES, COLORS, strict=False)]
    record = {
        "format": "carc-assist-record",
        "version": 1,
        "setup": {"players": players, "sets": ["base"], "options": {}},
        "actions": [{"draw": f"base/{LINK}"}],
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert not window.open_path(path)
    assert f"base/{LINK}" in warnings[0]


def test_file_contents_in_the_tile_set_dialogs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    title = f"{BOLD} & {IMAGE}"
    tile = tile_document("mine/A", 2, "CRFR", wire("CRFR", False, "auto"))
    write_user_set(tile_sets_dir(), user_set_document("mine", title, [tile]))
    sets = TileSetsDialog(tile_sets_dir())
    qtbot.addWidget(sets)
    texts = shown_literally(sets)
    assert any(title in text and "1 tile types, 2 tiles" in text for text in texts)  # the heading
    assert title in sets.sets.item(0).text()
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(user_set_document("other", "T", [{**tile, "id": f"other/{LINK}"}])))
    assert not sets.import_path(bad)
    assert f"other/{LINK}" in displayed(warnings[0])
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    shown_literally(new_game)
    assert [box.text() for box, _ in new_game.user_sets] == [f"{title} (your tiles)".replace("&", "&&")]
    # an expansion's own title keeps its "&" too ("Inns & Cathedrals", not "Inns _Cathedrals")
    boxes = [box for _, box in new_game.set_pickers if isinstance(box, QCheckBox)]
    assert any(box.text().startswith("Inns && Cathedrals") for box in boxes), [b.text() for b in boxes]


def test_plain_labels_and_literal_texts(qapp: QApplication) -> None:
    for words in [*NAMES, REASON, "a & b", "line one\nline <two>"]:
        assert displayed(words, PlainLabel(words).textFormat()) == words
        assert displayed(literal(words)).replace("\u2028", "\n") == words
