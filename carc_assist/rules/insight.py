"""Insight for the players: what the bag can still put where, and where the game stands.

Everything here reads the game without changing it (a projection pushes and pops actions
through the engine's own undo). The app hides it all in tournament mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from math import comb, prod

from carc_assist.rules.game import DRAW, FOLLOWER, Bag, Game
from carc_assist.rules.scoring import winners
from carc_assist.table.actions import Deploy, Draw, Follower, Pass, Place
from carc_assist.table.board import AROUND, Feature
from carc_assist.table.figures import is_follower
from carc_assist.table.geometry import ROTATION_DEGREES, Square, neighbour
from carc_assist.table.tiles import CITY, ROAD, SURROUNDED, Requirement


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
    once per kind of requirement, not once per square; and once per game, as the table of
    the game last analysed is kept (``FitTable``: the heat map asks after every placement).
    """
    return _table(game).analysis(game)


def requirement_fit(game: Game, requirement: Requirement) -> SquareFit:
    """Which tile types left in the bag meet what an open square's neighbours require (the
    coach asks it per requirement, as the squares it weighs change with every move)."""
    bag = game.bag
    return _table(game).fit(requirement, bag.counts, bag.total)


class FitTable:
    """Which of a game's tile types meet each requirement, in which rotations (degrees):
    the same all game long (its box does not change), so each requirement is worked out
    once; an analysis then reads only the bag's counts."""

    def __init__(self, game: Game) -> None:
        self.box = game.box  # the game's tile types, in the bag's order
        self._tiles = [(tile_id, game.tile(tile_id)) for tile_id in game.box]
        self._fitting: dict[Requirement, tuple[tuple[str, tuple[int, ...]], ...]] = {}

    def analysis(self, game: Game) -> dict[Square, SquareFit]:
        """``fit_analysis`` of ``game``, a game of this table's box. Where the next draw
        comes from a stack before the bag (the river's), or a module's rule refuses places
        whose edges fit, a square's chance is that of the next draw being a tile that may go
        there; what can still fill it (``fits``) is the whole bag's."""
        bag, drawable = game.bag, game.drawable
        counts, total = bag.counts, bag.total
        ruled = game.placement_rules or drawable.total != total
        result: dict[Square, SquareFit] = {}
        for requirement, squares in game.board.open_squares.groups.items():
            fit = self.fit(requirement, counts, total)
            for square in squares:
                result[square] = _next_draw(game, square, fit, drawable) if ruled else fit
        return result

    def fit(self, requirement: Requirement, counts: Mapping[str, int], total: int) -> SquareFit:
        """The tile types left (``counts`` of a bag of ``total``) that meet ``requirement``,
        in which rotations, and the chance that the next tile drawn is one of them."""
        fitting = self._fitting.get(requirement)
        if fitting is None:
            fitting = self._fitting[requirement] = tuple(
                (tile_id, _degrees(rotations))
                for tile_id, tile in self._tiles
                if (rotations := tile.rotations_fitting(requirement))
            )
        fits: dict[str, tuple[int, ...]] = {}
        fitting_count = 0
        for tile_id, degrees in fitting:  # (in the bag's order, as the box's)
            count = counts.get(tile_id)
            if count:
                fits[tile_id] = degrees
                fitting_count += count
        return SquareFit(fits, fitting_count / total if total else 0.0)


def _next_draw(game: Game, square: Square, fit: SquareFit, drawable: Bag) -> SquareFit:
    """``fit`` with its chance that of the next draw (from ``drawable``) being a tile that
    fits ``square`` and that no module's rule refuses there in some turn."""
    allowed = sum(
        count
        for tile_id, count in drawable.counts.items()
        if any(game.placement_refusal(Place(tile_id, square, d)) is None for d in fit.fits.get(tile_id, ()))
    )
    return SquareFit(fit.fits, allowed / drawable.total if drawable.total else 0.0)


#: the table of the game last analysed (one game is shown and played at a time)
_last_table: FitTable | None = None


def _table(game: Game) -> FitTable:
    """The table of ``game``'s box: the one kept, or a new one kept from now on."""
    global _last_table
    table = _last_table
    if table is None or table.box is not game.box:
        table = _last_table = FitTable(game)
    return table


@cache
def _degrees(rotations: tuple[int, ...]) -> tuple[int, ...]:
    """Rotations (quarter turns) in degrees: a few dozen tuples, made once."""
    return tuple(ROTATION_DEGREES[r] for r in rotations)


def projected_scores(game: Game) -> list[int]:
    """Every player's score if the game ended now (final scoring, farms included). A tile
    placed this turn first scores what it completed, as passing would; a tile in hand is set
    aside (the board is as it was before the draw)."""
    if game.phase != FOLLOWER:
        return game.scores_if_ended()
    with game.trying(Pass()):
        return game.scores_if_ended()


def draws_left(game: Game) -> list[int]:
    """How many tiles each player will still draw, the bag emptying in turn order from the
    next player to draw (the current player, before the draw; the next one after it)."""
    players = len(game.setup.players)
    first = game.current_player if game.phase == DRAW else (game.current_player + 1) % players
    total = game.bag_total
    return [total // players + ((p - first) % players < total % players) for p in range(players)]


def any_within(left: int, bag_total: int, draws: int) -> float:
    """The chance that ``draws`` tiles drawn from a bag of ``bag_total`` hold one of ``left``
    given tiles (a player's next draws are, by symmetry, a random handful of the bag)."""
    draws = min(draws, bag_total)
    return 1 - comb(bag_total - left, draws) / comb(bag_total, draws) if bag_total else 0.0


@dataclass(frozen=True)
class Completion:
    """A square a feature still needs: the tile types left (with their counts) that would
    close the feature there, and the chance for the next draw. One tile short, a closing
    tile completes it."""

    square: Square
    tiles: dict[str, int]
    chance: float

    def within(self, bag_total: int, draws: int) -> float:
        """The chance that one of the next ``draws`` tiles a player draws closes it there."""
        return any_within(sum(self.tiles.values()), bag_total, draws)


def completion(game: Game, segment: int) -> Completion | None:
    """For the road, city or cloister of ``segment``, if one more tile could complete it: which
    tiles would, and the chance the next draw is one. None when it needs more than one tile
    (or is complete)."""
    needed = missing_squares(game, game.board.feature(segment))
    if len(needed) != 1:
        return None
    (square,) = needed
    return closing(game, segment, square, needed)


def closing(game: Game, segment: int, square: Square, needed: set[Square]) -> Completion | None:
    """The tiles left that close the road, city or cloister of ``segment`` at ``square``, one
    of the squares it still needs (``needed``): placed there (in a rotation that fits), they
    leave it needing no square but the others (the last one: complete). None when no tile
    can go there."""
    board = game.board
    requirement = board.open.get(square)
    if requirement is None:
        return None
    others = needed - {square}
    tiles: dict[str, int] = {}
    for tile_id, count in game.bag.counts.items():
        tile = game.tile(tile_id)
        for rotation in tile.rotations_fitting(requirement):
            with game.looking():
                board.place(tile, square, rotation)
                after = board.feature(segment)
                closes = missing_squares(game, after) <= others if others else board.is_completed(after)
            if closes:
                tiles[tile_id] = count
                break
    total = game.bag.total
    return Completion(square, tiles, sum(tiles.values()) / total if total else 0.0)


@dataclass(frozen=True)
class Risk:
    """An open road or city that an expansion's rule leaves poorer if it is still unfinished
    at the end (an inn road scores 0): the rule (``Expansion.at_risk``'s key), the points it
    scores completed as it stands and unfinished at the end, what closes each square it still
    needs, and about how likely it is to be finished within its holder's draws left."""

    key: str
    kind: str
    completed: int
    unfinished: int
    needs: tuple[Completion, ...]
    chance: float

    @property
    def stake(self) -> int:
        """The points lost if it stays unfinished."""
        return self.completed - self.unfinished


def risk(game: Game, segment: int, player: int) -> Risk | None:
    """The risk an expansion's rule puts on the open road or city of ``segment`` (None when
    none does, or when it is complete). The chance to finish it is that of ``player``'s own
    draws left bringing a closing tile for each square it needs (``Completion.within``),
    taken square by square as if they were independent: an estimate, as the players choose
    where the tiles go."""
    board = game.board
    feature = board.feature(segment)
    key = next((k for ex in game.expansions if (k := ex.at_risk(game, feature)) is not None), None)
    needed = missing_squares(game, feature)
    if key is None or not needed:
        return None
    needs = tuple(
        closing(game, segment, square, needed) or Completion(square, {}, 0.0) for square in sorted(needed)
    )
    draws = draws_left(game)[player]
    chance = prod(c.within(game.bag_total, draws) for c in needs)
    completed, unfinished = game.value_of(feature, False), game.value_of(feature, True)
    points = (completed[0] if completed else 0, unfinished[0] if unfinished else 0)
    return Risk(key, feature.kind, *points, needs, chance)


@dataclass(frozen=True)
class Growth:
    """The tile types left (with their counts) that would extend an open road or city: each
    fits a square it still needs, and a tile placed there joins it (its edge must match)."""

    squares: frozenset[Square]
    tiles: dict[str, int]

    def within(self, bag_total: int, draws: int) -> float:
        """The chance that one of the next ``draws`` tiles a player draws extends it."""
        return any_within(sum(self.tiles.values()), bag_total, draws)


def growth(game: Game, segment: int) -> Growth:
    """What the bag can still add to the road or city of ``segment`` (where a builder on it
    would earn its owner's extra turns); none for a complete one."""
    board, counts = game.board, game.bag.counts
    squares = frozenset(missing_squares(game, board.feature(segment)))
    fitting = {
        tile_id
        for square in squares
        if (requirement := board.open.get(square)) is not None
        for tile_id in requirement_fit(game, requirement).fits
    }
    return Growth(squares, {tile_id: counts[tile_id] for tile_id in sorted(fitting)})


def missing_squares(game: Game, feature: Feature) -> set[Square]:
    """The empty squares a road, city or cloister still needs filled to complete (none for
    other kinds, or a completed one)."""
    board = game.board
    if feature.kind in SURROUNDED:  # a cloister, a garden
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
        elif isinstance(action, Follower) or (isinstance(action, Deploy) and is_follower(action.figure)):
            deployed[player] += 1  # (the big follower too; a builder, a pig are no followers)
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
