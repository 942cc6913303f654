"""Insight for the players: what the bag can still put where, and where the game stands.

Everything here reads the game without changing it (a projection pushes and pops actions
through the engine's own undo). The app hides it all in tournament mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.rules.scoring import winners
from carc_assist.table.actions import Draw, Follower, Pass
from carc_assist.table.board import AROUND, Feature
from carc_assist.table.geometry import ROTATION_DEGREES, Square, neighbour
from carc_assist.table.tiles import CITY, CLOISTER, ROAD, Requirement


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
    result: dict[Square, SquareFit] = {}
    for requirement, squares in game.board.open_squares.groups.items():
        fit = requirement_fit(game, requirement)
        for square in squares:
            result[square] = fit
    return result


def requirement_fit(game: Game, requirement: Requirement) -> SquareFit:
    """Which tile types left in the bag meet what an open square's neighbours require (the
    coach asks it per requirement, as the squares it weighs change with every move)."""
    bag = game.bag
    fits: dict[str, tuple[int, ...]] = {}
    fitting_count = 0
    for tile_id, count in bag.counts.items():
        rotations = game.tile(tile_id).rotations_fitting(requirement)
        if rotations:
            fits[tile_id] = tuple(ROTATION_DEGREES[r] for r in rotations)
            fitting_count += count
    return SquareFit(fits, fitting_count / bag.total if bag.total else 0.0)


def projected_scores(game: Game) -> list[int]:
    """Every player's score if the game ended now (final scoring, farms included). A tile
    placed this turn first scores what it completed, as passing would; a tile in hand is set
    aside (the board is as it was before the draw)."""
    if game.phase != FOLLOWER:
        return game.scores_if_ended()
    with game.trying(Pass()):
        return game.scores_if_ended()


@dataclass(frozen=True)
class Completion:
    """A feature one tile short of completion: the square still needed, the tile types (with
    their counts left) that would complete it there, and the chance for the next draw."""

    square: Square
    tiles: dict[str, int]
    chance: float

    def within(self, bag_total: int, draws: int) -> float:
        """The chance that one of the next ``draws`` tiles a player draws completes it (the
        player's next draws are, by symmetry, a random handful of the bag)."""
        left = sum(self.tiles.values())
        draws = min(draws, bag_total)
        return 1 - comb(bag_total - left, draws) / comb(bag_total, draws) if bag_total else 0.0


def completion(game: Game, segment: int) -> Completion | None:
    """For the road, city or cloister of ``segment``, if one more tile could complete it: which
    tiles would, and the chance the next draw is one. None when it needs more than one tile
    (or is complete)."""
    board = game.board
    needed = missing_squares(game, board.feature(segment))
    if len(needed) != 1:
        return None
    (square,) = needed
    requirement = board.open.get(square)
    if requirement is None:
        return None
    tiles: dict[str, int] = {}
    for tile_id, count in game.bag.counts.items():
        tile = game.tile(tile_id)
        for rotation in tile.rotations_fitting(requirement):
            with game.looking():
                board.place(tile, square, rotation)
                done = board.is_completed(board.feature(segment))
            if done:
                tiles[tile_id] = count
                break
    total = game.bag.total
    return Completion(square, tiles, sum(tiles.values()) / total if total else 0.0)


def missing_squares(game: Game, feature: Feature) -> set[Square]:
    """The empty squares a road, city or cloister still needs filled to complete (none for
    other kinds, or a completed one)."""
    board = game.board
    if feature.kind == CLOISTER:
        (square,) = feature.squares
        x, y = square
        return {(x + dx, y + dy) for dx, dy in AROUND if (x + dx, y + dy) not in board.cells}
    if feature.kind not in (ROAD, CITY) or feature.open_sides == 0:
        return set()
    missing: set[Square] = set()
    for square in feature.squares:
        placed = board.cells[square]
        osq = placed.square_at(square)
        for side in range(4):
            local = osq.side_segment[side]
            if local is None or board.feature(placed.first_segment + local) is not feature:
                continue
            beyond = neighbour(square, side)
            if beyond not in board.cells:
                missing.add(beyond)
    return missing


@dataclass(frozen=True)
class PlayerStats:
    """After the game: followers deployed, and draw luck — draws that completed one of the
    player's own features one tile short, against the number expected from the bag."""

    followers_deployed: int
    lucky_draws: int
    expected_lucky_draws: float


def game_stats(game: Game) -> list[PlayerStats]:
    """Replays the game's actions from its setup, looking before every draw."""
    again = Game(game.setup, game.catalogue)
    players = len(game.setup.players)
    deployed = [0] * players
    lucky = [0] * players
    expected = [0.0] * players
    for action in game.actions:
        player = again.current_player
        if isinstance(action, Draw):
            chances = _own_completions(again, player)
            helpful = set().union(*(c.tiles for c in chances)) if chances else set()
            bag = again.bag
            expected[player] += sum(bag.counts[t] for t in helpful) / bag.total if bag.total else 0.0
            lucky[player] += action.tile in helpful
        elif isinstance(action, Follower):
            deployed[player] += 1
        again.push(action)
    return [PlayerStats(deployed[p], lucky[p], expected[p]) for p in range(players)]


def _own_completions(game: Game, player: int) -> list[Completion]:
    board = game.board
    roots = {board.find(f.segment) for f in game.figures.values() if f.player == player}
    found = []
    for root in roots:
        feature = board.features[root]
        if player in winners(feature.figures):
            result = completion(game, root)
            if result is not None and result.tiles:
                found.append(result)
    return found
