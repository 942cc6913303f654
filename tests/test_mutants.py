"""The property tests can fail: each mutant below plants a mistake in the engine, and the
property of ``test_properties`` (the same strategy, the same checks) must catch it within
its usual examples. A property that no mutant can break would prove nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.rules.game import Game
from carc_assist.table.actions import Action
from carc_assist.table.figures import Figure
from carc_assist.table.tiles import TileDef
from tests.test_properties import FIRST_FAILURE, play_checked, setups, single_draws_after_a_discard

_redo = Game.redo
_remove_from_game = Game._remove_from_game


def redo_scores_a_point(game: Game) -> Action:
    """A redo that also scores a point, as an event of its own (scores still equal events)."""
    action = _redo(game)
    game._award(game.current_player, 1, "mutant", ())
    return action


def redo_adds_a_point(game: Game) -> Action:
    """A redo that adds a point to the score alone."""
    action = _redo(game)
    game.scores[game.current_player] += 1
    return action


def return_figure_forgotten_by_undo(game: Game, figure: Figure) -> None:
    """A follower goes home, but its leaving the board is not journaled: undo forgets to
    put it back (its supply is journaled, and taken back)."""
    del game.board.figures[(figure.square, figure.location)]
    game._journal.set_at(game.supply, figure.player, game.supply[figure.player] + 1)


def discard_loses_a_tile(game: Game, *tile_ids: str) -> None:
    """Tiles that fit nowhere leave the game, and the last one is lost on the way (through
    the journal: undo, redo and replay all agree, only counting the tiles can tell)."""
    _remove_from_game(game, *tile_ids)
    game._journal.delete_at(game.discarded, len(game.discarded) - 1)


def discard_keeps_multi_draws(tellers: FortuneTellers, game: Game, tile: TileDef) -> None:
    """The fortune tellers' rule as it was before issue 15: a tile drawn alone (fewer than
    allowed) that fits nowhere leaves the player free to draw several."""


@dataclass(frozen=True)
class Mutant:
    owner: type
    method: str
    replacement: Callable[..., object]
    #: the sets of the property run that must catch it (discards are common in 'walls')
    sets: tuple[str, ...]
    #: rule checks besides the invariants
    checks: tuple[Callable[[Game], None], ...] = ()
    #: how the property fails on it: a failed check, or the engine's own journal finding its
    #: state not as it left it (undoing a deployment whose follower vanished unrecorded)
    caught_as: tuple[type[Exception], ...] = (AssertionError,)


MUTANTS = {
    "a redo that scores a point": Mutant(Game, "redo", redo_scores_a_point, ("base", "festival")),
    "a redo that adds a point without an event": Mutant(
        Game, "redo", redo_adds_a_point, ("base", "festival")
    ),
    "an undo that forgets a follower's return": Mutant(
        Game,
        "_send_home",
        return_figure_forgotten_by_undo,
        ("base",),
        caught_as=(AssertionError, KeyError),
    ),
    "a discard that loses a tile": Mutant(Game, "_remove_from_game", discard_loses_a_tile, ("walls",)),
    "a single discard that leaves multi-draws": Mutant(
        FortuneTellers,
        "after_discard",
        discard_keeps_multi_draws,
        ("walls",),
        (single_draws_after_a_discard,),
    ),
}


@pytest.mark.parametrize("name", MUTANTS)
def test_the_properties_catch_the_mutant(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    mutant = MUTANTS[name]

    @settings(FIRST_FAILURE, max_examples=20)
    @given(st.data())
    def property_of_random_games(data: st.DataObject) -> None:
        play_checked(data.draw(setups([mutant.sets], most_players=2)), data, mutant.checks)

    monkeypatch.setattr(mutant.owner, mutant.method, mutant.replacement)
    with pytest.raises(mutant.caught_as):
        property_of_random_games()
