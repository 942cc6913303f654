"""The ladder in ``duel`` (issue 44): an ``mcts:N`` player, each order of tiles played in every
seating, a 95% interval on each win rate, the time per move. The ladder's own figures take
hours: ``CARC_ASSIST_COACH_BENCH=1`` runs ``tests/test_coach.py``'s benchmark; these are quick."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from carc_assist.cli.commands import main
from carc_assist.players import duel as duel_module
from carc_assist.players.coach import turns_of
from carc_assist.players.duel import chooser, duel, interval
from carc_assist.players.mcts import search
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay
from carc_assist.table.actions import Draw
from tests.coach.test_positions import LAST_TILE_RECORD


def test_each_order_of_tiles_is_played_in_both_seatings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games 1 and 2 draw the same tiles, the seats swapped; games 3 and 4 another order."""
    played: list[tuple[list[str], list[str]]] = []
    play_game = duel_module.play_game

    def noted(setup: Setup, kinds: Any, *rest: Any) -> Game:
        game = play_game(setup, kinds, *rest)
        drawn = [action.tile for action in game.actions if isinstance(action, Draw)]
        played.append(([player.name for player in setup.players], drawn))
        return game

    monkeypatch.setattr(duel_module, "play_game", noted)
    result = duel(["greedy", "random"], 4, seed=5)
    assert result.games == 4
    assert [seats for seats, _ in played] == [["greedy", "random"], ["random", "greedy"]] * 2
    assert played[0][1] == played[1][1] and played[2][1] == played[3][1]
    assert played[0][1] != played[2][1]


def test_wilsons_interval_worked_out_by_hand() -> None:
    """180 wins in 200: 90%, Wilson's 95% interval 85.1% to 93.4% (z = 1.96); none or all of
    ten games stay inside 0 to 1."""
    low, high = interval(180, 200)
    assert (round(low, 3), round(high, 3)) == (0.851, 0.934)
    assert interval(0, 10)[0] == 0.0 and interval(10, 10)[1] == 1.0
    assert interval(0, 0) == (0.0, 1.0)


def test_mcts_plays_a_legal_turn_and_leaves_the_game_as_it_was() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    rng = random.Random(3)
    game.play(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))
    before = (list(game.actions), game.scores[:], game.bag_total, dict(game.figures))
    turn = search(game, rng, 40)
    assert turn in list(turns_of(game))
    assert (list(game.actions), game.scores[:], game.bag_total, dict(game.figures)) == before


def test_mcts_takes_the_win_on_the_last_tile() -> None:
    """The last tile of ``LAST_TILE_RECORD``: every playout is the final scoring itself; a
    follower that scores (a farmer's 3, a thief's 2) wins, no follower ties at 0."""
    game = replay(LAST_TILE_RECORD)
    for action in search(game, random.Random(1), 60):
        game.push(action)
    assert game.finished and game.scores[0] > game.scores[1]


def test_kinds_of_player() -> None:
    for kind in ("coach", "greedy", "random", "coach:0.5", "mcts:1", "mcts:1000"):
        chooser(kind)
    for kind in ("mcts", "mcts:0", "mcts:x", "coach:-1", "coach:nan", "chess"):
        with pytest.raises(ValueError):
            chooser(kind)


def test_duel_json_has_win_rates_with_intervals_and_time_per_move(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--players", "greedy,mcts:3", "--games", "2", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and set(out["wins"]) == {"greedy", "mcts:3"}
    for name in ("greedy", "mcts:3"):
        rate = out["win_rate"][name]
        assert rate["low"] <= rate["rate"] <= rate["high"]
        assert rate["rate"] == out["wins"][name] / 2
        assert out["seconds_per_move"][name] > 0
    assert main(["duel", "--players", "coach,mcts:0", "--games", "1", "--seed", "1"]) == 2
    assert "unknown player 'mcts:0'" in capsys.readouterr().err
