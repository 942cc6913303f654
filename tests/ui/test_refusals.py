"""Every refusal the engine may give has a sentence in the player's language, with no codes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from carc_assist import Draw, Game, IllegalAction, Place, Setup
from carc_assist.rules.hooks import refusal_keys
from ui.session import GameSession
from ui.words.refusals import known_keys, refusal

#: a value for every param a refusal may carry, with codes a sentence must not show
SAMPLE: dict[str, object] = {
    "action": "toll 2",
    "phase": "plague",
    "tile": "base/E",
    "held": "wof/U2",
    "x": 3,
    "y": -1,
    "side": 0,
    "have": "C",
    "need": "F",
    "location": "Nw",
    "player": "Anna",
    "most": 2,
    "place": "crown:tax:0",
    "allowed": 2,
    "drawn": 3,
    "kind": "big",
    "feature": "tent",
    "figure": "builder",
    "first": "river/lake",
    "turn": "left",
}
CODES = re.compile(r"base/|wof/|river/|crown:|\bNw\b|\{|\}|-1")


def test_every_key_has_a_sentence(qtbot: QtBot) -> None:
    keys = refusal_keys()
    assert known_keys() == set(keys)
    fallback = refusal(IllegalAction("", "no-such-key"))
    for key, params in keys.items():
        sentence = refusal(IllegalAction("", key, **{name: SAMPLE[name] for name in params}))
        assert sentence and sentence != fallback, key
        assert not CODES.search(sentence), (key, sentence)


@pytest.mark.parametrize("phase", ["draw", "place", "follower", "over", "plague", "choose", "a-module's"])
def test_a_step_out_of_turn_says_what_comes_first(qtbot: QtBot, phase: str) -> None:
    assert refusal(IllegalAction("", "wrong-step", phase=phase)).startswith(("First", "The game"))


def test_a_refused_placement_says_which_edges_differ(qtbot: QtBot) -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    with pytest.raises(IllegalAction) as refused:
        game.push(Place("base/E", (0, 1), 0))
    assert refusal(refused.value) == (
        "Does not fit: its north edge is a city, the neighbouring tile's south edge is a field."
    )


def test_the_session_says_a_refusal_in_the_player_s_language(qtbot: QtBot, tmp_path: Path) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    dutch = QTranslator()
    assert dutch.load(str(Path(__file__).resolve().parents[2] / "resources/translations/carc_assist_nl.qm"))
    app.installTranslator(dutch)
    try:
        session = GameSession(tmp_path / "library.sqlite3")
        session.new_game(Setup.of(["Anna", "Bram"]))
        session.act(Draw("base/E"))
        with qtbot.waitSignal(session.refused) as said:
            session.act(Place("base/E", (0, 1), 0))
    finally:
        app.removeTranslator(dutch)
    assert said.args is not None
    assert said.args[0].startswith("Past niet"), said.args[0]
