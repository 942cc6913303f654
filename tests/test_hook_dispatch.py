"""The game calls a hook only on the modules in play that override it (``hooks.overriding``):
a module in play costs nothing where it has no rule, and a registered module that is not in
play nothing at all (adding an expansion must not slow the games without it)."""

from __future__ import annotations

import random

import pytest

from carc_assist.expansions.traders_builders import TradersAndBuilders
from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import Game
from carc_assist.rules.hooks import Context, Expansion, View
from carc_assist.rules.setup import Setup


def test_a_hook_no_module_in_play_overrides_is_never_called(monkeypatch: pytest.MonkeyPatch) -> None:
    def called(self: Expansion, view: View) -> bool:
        raise AssertionError(f"{type(self).__name__}'s plays_again is the base's: it is not called")

    monkeypatch.setattr(Expansion, "plays_again", called)
    # Inns & Cathedrals and the Festival leave plays_again as it is: no turn ever asks them
    game = random_game(Setup.of(["Anna", "Bram"], ("base", "inns-cathedrals", "festival")), random.Random(3))
    assert game.finished


def test_a_hook_a_module_in_play_overrides_is_called_every_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    plays_again = TradersAndBuilders.plays_again

    def counted(self: TradersAndBuilders, view: View) -> bool:
        asked.append(view.turn)
        return plays_again(self, view)

    monkeypatch.setattr(TradersAndBuilders, "plays_again", counted)
    game = random_game(Setup.of(["Anna", "Bram"], ("base", "traders-builders")), random.Random(3))
    assert len(asked) >= game.turn - 1 > 50  # every turn that ended with a placement asks


def test_the_hooks_context_gives_every_member_its_protocols_declare() -> None:
    """The context is made from ``hooks.View`` and ``hooks.Context`` (one declaration, no
    member forwarded by hand): each read gives the game's public member, each thing a hook
    may do is the game's private method of that name."""
    game = Game(Setup.of(["Anna", "Bram"]))
    ctx = game._ctx()
    for owner in (View, Context):
        for name, member in vars(owner).items():
            if name.startswith("_"):
                continue
            if isinstance(member, property):
                expected = getattr(game, name if owner is View else f"_{name}")
                assert getattr(ctx, name) is expected or getattr(ctx, name) == expected, name
            else:
                assert callable(getattr(ctx, name)) and callable(
                    getattr(game, name if owner is View else f"_{name}")
                ), name
    assert ctx.tile("base/A") is game.tile("base/A") and ctx.figures_left(1) == game.figures_left(1)
