"""The Festival: after placing a festival tile, instead of deploying, a player may take one of
their own figures back from anywhere, before that turn's scoring, for no points
(``shared/rules/festival.md``, decisions.md row 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from carc_assist.actions import Action, TakeBack
from carc_assist.board import Figure
from carc_assist.expansions.base import Expansion
from carc_assist.game import FOLLOWER, IllegalAction

if TYPE_CHECKING:
    from carc_assist.game import Game


class Festival(Expansion):
    MARKS = frozenset({"festival"})

    def follower_options(self, game: Game) -> list[Action]:
        if not _festival_step(game):
            return []
        player = game.current_player
        return [
            TakeBack((f.square[0], f.square[1], f.location))
            for f in game.figures.values()
            if f.player == player
        ]

    def apply(self, game: Game, action: Action) -> bool:
        if not isinstance(action, TakeBack):
            return False
        if not _festival_step(game):
            raise IllegalAction("a figure can be taken back only after placing a festival tile")
        if isinstance(action.where, str):
            raise IllegalAction(f"there is no figure at {action.where}")
        figure = _figure_at(game, action.where)
        if figure.player != game.current_player:
            raise IllegalAction("only one's own figure can be taken back")
        game.return_figure(figure)
        game.note("take-back", figure.location, {figure.square})
        game.end_turn()
        return True


def _festival_step(game: Game) -> bool:
    placed = game.last_placed
    return game.phase == FOLLOWER and placed is not None and placed.tile.festival


def _figure_at(game: Game, where: tuple[int, int, str]) -> Figure:
    x, y, location = where
    placed = game.board.cells.get((x, y))
    segment = placed.segment_at(location, (x, y)) if placed is not None else None
    for figure in game.figures.values():
        if figure.segment == segment:
            return figure
    raise IllegalAction(f"there is no figure at {x},{y} {location}")
