"""Insight for the players: what the bag can still put where, and where the game stands.

Everything here reads the game without changing it (a projection pushes and pops actions
through the engine's own undo). The app hides it all in tournament mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_assist.actions import Action, End, Pass
from carc_assist.game import DRAW, FOLLOWER, Game
from carc_assist.geometry import ROTATION_DEGREES, Square


@dataclass(frozen=True)
class SquareFit:
    """Which tile types left in the bag fit an open square (with their legal rotations, in
    degrees), and the chance that the next tile drawn fits it."""

    fits: dict[str, tuple[int, ...]]
    chance: float

    @property
    def dead(self) -> bool:
        """No tile left in the bag can ever fill the square."""
        return not self.fits


def fit_analysis(game: Game) -> dict[Square, SquareFit]:
    """Every open square against every tile type left in the bag and its rotations.

    Open squares are grouped by what their neighbours require, so each tile type is tried
    once per kind of requirement, not once per square.
    """
    bag = game.bag
    tiles = [(tile_id, game.tile(tile_id), count) for tile_id, count in bag.counts.items()]
    result: dict[Square, SquareFit] = {}
    for requirement, squares in game.board.open_squares.groups.items():
        fits: dict[str, tuple[int, ...]] = {}
        fitting_count = 0
        for tile_id, tile, count in tiles:
            rotations = tile.rotations_fitting(requirement)
            if rotations:
                fits[tile_id] = tuple(ROTATION_DEGREES[r] for r in rotations)
                fitting_count += count
        fit = SquareFit(fits, fitting_count / bag.total if bag.total else 0.0)
        for square in squares:
            result[square] = fit
    return result


def projected_scores(game: Game) -> list[int]:
    """Every player's score if the game ended now (final scoring, farms included)."""
    if game.finished or game.phase not in (DRAW, FOLLOWER):
        return list(game.scores)  # over, or a tile in hand: project once it is placed
    steps: list[Action] = [Pass()] if game.phase == FOLLOWER else []
    with game.trying(*steps):
        if game.finished:  # the last tile: passing ended the game
            return list(game.scores)
        with game.trying(End()):
            return list(game.scores)
