"""No codes where players read (issue #20): the undo and redo labels and the log lines of
scripted games of every expansion hold no location code (``Nw``, ``crown:tax:0``), no
coordinates (``-3,1``), no tile id (``base/E``) and no tile letter or code (``E``,
``IC-RrRr1``)."""

from __future__ import annotations

import random
import re

import pytest
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import any_action
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Action
from tests.test_fortune_tellers import TELLERS
from tests.test_signposts import SIGNS
from ui.dialogs.edit import EditTurnDialog
from ui.panels.log_view import entries
from ui.words.texts import Texts
from ui.words.tile_names import short_id

NAMES = ["Anna", "Bram", "Cato", "Dirk"]

SETUPS = {
    "base": Setup.of(NAMES[:2]),
    "festival, wind roses": Setup.of(NAMES[:3], ("base", "festival", "wind-roses")),
    "wheel of fortune, festival": Setup.of(NAMES, ("wof", "festival")),
    "wheel beside the board": Setup.of(NAMES[:2], ("base", "wof-symbols"), wheel_beside_board=True),
    "fortune tellers, signposts": Setup(
        Setup.of(NAMES[:3]).players, ("base", "tellers", "signs"), tiles=(TELLERS, SIGNS)
    ),
}

COORDINATES = re.compile(r"-?\d+\s*,\s*-?\d+")
TILE_ID = re.compile(r"\b[\w-]+/[\w-]+\b")


def codes(game: Game) -> set[str]:
    """Every code a player must not read: the tiles' letters and codes, and the names of the
    places on them (``N``, ``Nw``, ``C`` …) and on the wheel (``crown:tax:0``)."""
    letters = {short_id(tile_id) for tile_id in game.box}
    found = {code for code in letters if code != code.lower()}  # "wheel" (wof/wheel) is a word too
    for tile_id in game.box:
        for orientation in game.tile(tile_id).orientations:
            for square in orientation.squares:
                found.update(square.locations)
    found.update(f"crown:{sector}:{k}" for sector in ("tax", "storm", "plague") for k in range(2))
    return found


def coded(text: str, game_codes: set[str]) -> list[str]:
    """The codes ``text`` holds, as whole words (case matters: "S" is a code, "s" is not)."""
    hits = COORDINATES.findall(text) + TILE_ID.findall(text)
    words = set(re.findall(r"[\w:-]+", text)) | set(re.findall(r"\w+", text))
    return hits + sorted(words & game_codes)


def labels_and_lines(setup: Setup, seed: int, texts: Texts) -> tuple[list[str], Game]:
    """Play a game with every kind of action; after each, the undo label of it and, undone,
    its redo label; at the end, every log line."""
    rng = random.Random(seed)
    game = Game(setup)
    said: list[str] = []
    while not game.finished and len(game.actions) < 400:
        action: Action = any_action(game, rng.randrange)
        game.push(action)
        said.append(texts.action_label(game.actions[-1], game))
        if rng.random() < 0.3:
            game.pop()
            said.append(texts.action_label(game.redo_actions[-1], game))
            game.redo()
    names = [p.name for p in game.setup.players]
    said += [texts.log_line(entry, names[entry.player], game) for entry in entries(game)]
    return said, game


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_undo_labels_and_log_lines_hold_no_codes(qtbot: QtBot, name: str) -> None:
    texts = Texts()
    checked = 0
    for seed in range(3):
        said, game = labels_and_lines(SETUPS[name], seed, texts)
        game_codes = codes(game)
        for text in said:
            assert not coded(text, game_codes), text
        checked += len(said)
    assert checked > 150


def test_the_checker_finds_codes(qtbot: QtBot) -> None:
    game = Game(SETUPS["wheel of fortune, festival"])
    game_codes = codes(game)
    assert {"Nw", "C", "S"} <= game_codes
    for text in ("place W at -3,1", "follower on S", "on crown:tax:0", "draw base/E", "Nw field"):
        assert coded(text, game_codes), text
    assert not coded("Turn 3: Completed: Anna scores a city of 4 tiles: 8 points", game_codes)


@pytest.mark.parametrize("name", ["base", "wheel of fortune, festival", "fortune tellers, signposts"])
def test_the_edit_dialog_lists_no_codes(qtbot: QtBot, name: str) -> None:
    """Changing a past turn: what was entered and every choice of every step say tiles by
    what they show, squares from the start tile, followers by figure and place on the tile."""
    game = Game(SETUPS[name])
    rng = random.Random(5)
    while len(game.actions) < 60 and not game.finished:
        game.push(any_action(game, rng.randrange))
    game_codes = codes(game)
    checked = 0
    for turn in range(1, game.turn, 3):
        dialog = EditTurnDialog(game, turn=turn)
        qtbot.addWidget(dialog)
        said = [dialog.was.text()]
        for row in dialog._rows:
            choices = [row.combo.itemText(i) for i in range(row.combo.count())]
            assert len(set(choices)) == len(choices), (turn, choices)  # each choice told apart
            for box in (row.combo, *row.more):
                said += [box.itemText(i) for i in range(box.count())]
        for text in said:
            assert not coded(text, game_codes), (turn, text)
        checked += len(said)
    assert checked > 100
