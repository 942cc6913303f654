"""The Festival: after placing a festival tile, instead of deploying, a player may take one of
their own figures back from anywhere, before that turn's scoring, for no points
(``shared/rules/festival.md``, decisions.md row 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from carc_assist.actions import Action, TakeBack
from carc_assist.hooks import Expansion
from carc_assist.phases import FOLLOWER, IllegalAction

if TYPE_CHECKING:
    from carc_assist.game import Game


class Festival(Expansion):
    MARKS = frozenset({"festival"})

    def options(self, game: Game) -> list[Action]:
        if not _festival_step(game):
            return []
        player = game.current_player
        on_board: list[Action] = [
            TakeBack((f.square[0], f.square[1], f.location))
            for f in game.figures.values()
            if f.player == player
        ]
        return on_board + [TakeBack(place) for place, owner in game.off_board.items() if owner == player]

    def apply(self, game: Game, action: Action) -> bool:
        if not isinstance(action, TakeBack):
            return False
        if not _festival_step(game):
            raise IllegalAction(
                "a figure can be taken back only after placing a festival tile, instead of deploying"
            )
        if isinstance(action.where, str):
            if game.off_board.get(action.where) != game.current_player:
                raise IllegalAction(f"no figure of the player's is at {action.where}")
            game.return_off_board(action.where)
            game.note("take-back", action.where)
            game.end_turn()
            return True
        figure = game.figure_at(action.where)
        if figure is None:
            raise IllegalAction("there is no figure at {},{} {}".format(*action.where))
        if figure.player != game.current_player:
            raise IllegalAction("only one's own figure can be taken back")
        game.return_figure(figure)
        game.note("take-back", figure.location, {figure.square})
        game.end_turn()
        return True


def _festival_step(game: Game) -> bool:
    placed = game.last_placed
    return game.phase == FOLLOWER and placed is not None and placed.tile.festival
