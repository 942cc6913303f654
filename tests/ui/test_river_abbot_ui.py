"""The River and The Abbot at the table (issue #42): the new-game dialog's one choice of the
box, a square's turn refused by the river rule said when pointed at, the recall in the undo
menu and the log.

Worked out by hand: the spring starts at (0, 0), its river leaving east. A river curve
(river/II, river W and S) placed at (1, 0) unturned takes the river in from the west and
out to the south: it turns right. A second curve at (1, 1) takes it in from the north;
turned 90° it would send it west (a right turn again: refused, row 36), turned 180° east
(a left turn: allowed). So (1, 1) is lit, with one turn, and the other turn's refusal is
the river's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from carc_assist.expansions.abbot import Recall
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Deploy, Draw, Pass, Place
from carc_assist.table.events import Item, ScoreEvent
from ui.board.board_view import BoardView
from ui.dialogs.new_game import NewGameDialog
from ui.look.painter import TilePainter
from ui.session import GameSession
from ui.words.refusals import refusal
from ui.words.texts import Texts


def _box(dialog: NewGameDialog, text: str) -> None:
    index = next(i for i in range(dialog.box.count()) if dialog.box.itemText(i).startswith(text))
    dialog.box.setCurrentIndex(index)
    dialog.box.activated.emit(index)


def test_the_box_on_the_table_is_one_choice(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _box(dialog, "My box is the new edition (with The River and The Abbot)")
    setup = dialog.setup()
    assert {"river", "abbot"} <= set(setup.sets) and setup.option("gardens")
    _box(dialog, "My box is the new edition, leaving out The River")
    setup = dialog.setup()
    assert "river" not in setup.sets and "abbot" in setup.sets and setup.option("gardens")
    _box(dialog, "My box is a first edition")
    setup = dialog.setup()
    assert not {"river", "abbot"} & set(setup.sets) and not setup.option("gardens")
    dialog.choose("river")  # a set checked by hand: the box says so
    assert dialog.box.currentText() == "My box is the new edition, leaving out The Abbot"


def test_the_gardens_follow_the_box_and_can_be_left_out(qtbot: QtBot) -> None:
    """decisions.md row 38: with The Abbot the tiles show gardens unless the table says not
    (option ``gardens``); the dialog shows the default the sets make, and stores only a
    choice that differs from it."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _box(dialog, "My box is the new edition (with")
    gardens = dialog.option("gardens")
    assert isinstance(gardens, QCheckBox) and gardens.isChecked()
    setup = dialog.setup()
    assert "gardens" not in setup.options and setup.option("gardens") is True
    gardens.setChecked(False)
    assert dialog.setup().options["gardens"] is False
    _box(dialog, "My box is a first edition")
    assert not gardens.isChecked() and "gardens" not in dialog.setup().options


def test_the_dialog_says_which_tile_starts_the_board(qtbot: QtBot) -> None:
    """Issue #45, 8: the wheel's and the orange rose's choices both say their tile starts;
    with both, the rose wins (decisions.md row 6), and with the river the spring (row 35):
    the dialog says which, as the engine decides it."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _box(dialog, "My box is a first edition")
    dialog.choose("with-base")
    assert "Wheel of fortune" in dialog.start_line.text()
    dialog.choose("wind-roses")
    assert "wind rose" in dialog.start_line.text()
    _box(dialog, "My box is the new edition (with")
    assert dialog.start_line.text() == "The board starts with: River spring."


def test_a_turn_the_river_rule_refuses_is_said_where_the_tile_would_go(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    board = BoardView(session, TilePainter())
    qtbot.addWidget(board)
    session.new_game(Setup.of(["Anna", "Bram"], sets=("base", "river")))
    for action in (Draw("river/II"), Place("river/II", (1, 0), 0), Pass(), Draw("river/II")):
        assert session.act(action)
    game = session.game
    assert game is not None
    assert {(p.at, p.rotation) for p in game.legal_placements()} == {((1, 1), 180)}
    ruled = board._ruled_out((1, 1))
    assert ruled is not None and ruled.key == "river-u-turn"
    assert refusal(ruled) == "The river would turn right twice in a row and turn back on itself."
    elsewhere = board._ruled_out((2, 0))  # its edges would fit beside the river's first curve
    assert (
        elsewhere is not None
        and refusal(elsewhere) == "A river tile must carry the river on from its open end."
    )
    assert board._ruled_out((5, 5)) is None  # touching nothing: no rule of a module refuses it


def test_the_recall_in_the_log_and_the_undo_menu(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "abbot")))
    game.push(Draw("base/B"))
    game.push(Place("base/B", (0, 1), 0))
    game.push(Deploy("C", "abbot"))
    texts = Texts()
    assert texts.action_label(Deploy("C", "abbot"), game) == "deploy the abbot on the cloister"
    assert texts.action_label(Recall((0, 1, "C")), game) == "take the abbot back"
    recall = ScoreEvent(
        3, 0, 6, "garden", False, (Item("abbot recalled", 1, 0, counts_only=True), Item("tiles", 6, 6))
    )
    assert texts.event_sentence(recall, "Anna") == (
        "Anna takes the abbot back from the garden: 6 points, 5 tiles around it"
    )
    completed = ScoreEvent(3, 1, 9, "garden", False, (Item("tiles", 9, 9),))
    assert texts.event_sentence(completed, "Bram") == "Bram completes a garden: 9 points"


def test_a_river_edge_is_named_as_the_river(qtbot: QtBot) -> None:
    from carc_assist.rules.game import shipped_catalogue
    from carc_assist.table.phases import IllegalAction
    from ui.words.tile_names import TileNames

    lake = shipped_catalogue().tiles["river/lake"]
    assert (
        TileNames().description(lake).endswith("Edges from the north, clockwise: field, field, field, river")
    )
    differ = IllegalAction("", "edges-differ", side=1, have="I", need="F")
    assert (
        refusal(differ)
        == "Does not fit: its east edge is river, the neighbouring tile's west edge is a field."
    )


def test_the_phone_s_bag_shows_the_river_s_tiles_while_it_runs(qtbot: QtBot) -> None:
    import json

    from ui.phone.snapshot import PageTexts, TileImages, documents

    game = Game(Setup.of(["Anna", "Bram"], sets=("base", "river")))

    def shown() -> dict[str, object]:
        (state,) = documents(game, False, TileImages(), {"en": PageTexts("en")}).values()
        return json.loads(state)["game"]["bag"]

    def bag() -> list[str]:
        return [tile["id"] for tile in shown()["tiles"]]

    assert shown()["stack"]  # the page says so
    assert set(bag()) == set(game.drawable.counts) and all(t.startswith("river/") for t in bag())
    assert "river/lake" not in bag()  # the lake last
    while game.drawable.total != game.bag_total:  # the river laid: the whole box again
        game.push(Draw(game.nth_drawable(0)))
        game.push(Place(game.held, *next((p.at, p.rotation) for p in game.legal_placements())))
        game.push(Pass())
    assert "base/A" in bag() and not shown()["stack"]


def test_the_abbot_is_taken_back_with_the_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """Anna's abbot on the cloister south of the start tile; her next follower step rings it;
    the arrow keys reach the ring and Enter takes it back: it scores at once."""
    from PySide6.QtCore import Qt

    from tests.ui.window_drive import opened
    from ui.board.board_view import FigureRing

    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"], sets=("base", "abbot")))
    game = session.game
    assert game is not None
    for action in (Draw("base/B"), Place("base/B", (0, 1), 0), Deploy("C", "abbot")):
        assert session.act(action)
    for _ in range(2):  # Bram's turn, then Anna's: the first legal place, no follower
        assert session.act(Draw("base/U"))
        assert session.act(game.legal_placements()[0])
        if game.current_player == 1:
            assert session.act(Pass())
    recall = Recall((0, 1, "C"))
    assert recall in game.prompt.options
    board = window.board
    board.setFocus()
    for _ in range(8):
        if isinstance(board._spot_cursor, FigureRing):
            break
        qtbot.keyClick(board, Qt.Key.Key_Right)
        if not isinstance(board._spot_cursor, FigureRing):
            qtbot.keyClick(board, Qt.Key.Key_Down)
    assert isinstance(board._spot_cursor, FigureRing) and board._spot_cursor.action_offered() == recall
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: game.actions[-1] == recall)  # (chosen once the key's event is over)
    assert game.scores[0] > 0
