"""What a position is still worth to each player, in expected points: the coach's yardstick.

A player's outlook is the score, plus every feature the player holds (the majority of its
figures) valued by its chance of completing before the bag runs out, plus the followers left
to deploy (worth more while the player still has turns to use them), plus what the
expansions in play say their own state is worth (``Expansion.outlook``). Each part stays under
its own key, so that the coach can say which parts a move changes.

The chances come from the real bag (``insight.requirement_fit``: the share of the tiles left
that fit an empty square) and from the tiles each player will still draw. They are estimates,
deliberately simple and cheap, as the coach weighs every legal turn with them:
- an empty square is filled in the end with the chance that one of the remaining draws fits it
  and is put there (one fitting draw in ``SPREAD`` goes there);
- a road or city closes when every square it still needs receives a tile that closes it: half
  the tiles that fit (``CLOSE``), within its holder's own draws; each further square it needs
  costs a factor ``GROW`` (a tile that fits often opens the feature further); a player spends
  one draw in ``1 / USE`` on it;
- a follower comes back when its feature completes, with fewer turns left to earn again;
- each tile a feature still needs is a turn of its holder's (worth ``TURN_POINTS`` elsewhere):
  so closing a feature now is worth more than the same feature left for later.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from carc_assist.rules.game import Game
from carc_assist.rules.insight import draws_left, missing_squares, requirement_fit
from carc_assist.rules.scoring import winners
from carc_assist.table.board import Feature
from carc_assist.table.events import Value
from carc_assist.table.figures import Figure
from carc_assist.table.geometry import Square
from carc_assist.table.tiles import CITY, FIELD, ROAD, SURROUNDED, Requirement

#: the parts of an outlook: (key, feature kind or "")
Part = tuple[str, str]
SCORE: Part = ("score", "")
FOLLOWERS: Part = ("followers", "")
#: a feature's part: ("feature", its kind)
FEATURE = "feature"

#: one draw in this many that fit an empty square goes there
SPREAD = 3.0
#: the share of the tiles that fit a square beside a road or city which close it there
CLOSE = 0.5
#: the chance kept for each further square a road or city still needs
GROW = 0.75
#: the share of its own draws a player spends on one feature of its own
USE = 0.5
#: what a turn is worth elsewhere: the cost of each tile a feature still needs from its holder
TURN_POINTS = 1.0
#: the share of all draws spent on closing a city nobody holds (for a field beside it)
UNHELD = 0.1
#: a follower in the supply is worth up to this many points (the first one; each further one
#: needs two more turns to be used, see ``follower_worth``)
FOLLOWER_POINTS = 2.5
#: how many own turns make a follower's worth whole
FOLLOWER_RAMP = 30.0
#: what a field earns per completed city beside it
FIELD_PER_CITY = 3


@lru_cache(maxsize=8192)
def follower_worth(count: int, draws: float) -> float:
    """What ``count`` followers in the supply are worth to a player who will still draw
    ``draws`` tiles: one deploys a follower a turn at most, and a follower deployed late has
    little time to earn, so the i-th one counts in full only with 2i + ``FOLLOWER_RAMP`` turns."""
    return sum(FOLLOWER_POINTS * min(1.0, max(0.0, (draws - 2 * i) / FOLLOWER_RAMP)) for i in range(count))


@dataclass
class Outlook:
    """The outlook of one game, asked again after each move tried: the bag is the same for
    all the moves of one turn, so the chance of filling each kind of square is kept."""

    game: Game
    _fits: dict[Requirement, float] = field(default_factory=dict)
    #: per road or city (a feature that grows is a new object), the squares it still needs
    _missing: dict[Feature, tuple[Square, ...]] = field(default_factory=dict)
    #: per field, the city segments beside it
    _cities: dict[Feature, tuple[int, ...]] = field(default_factory=dict)
    #: the expected points of roads and cities (``_expected_kept``)
    _kept: dict[tuple[Feature, int, bool, tuple[Requirement | None, ...]], tuple[float, float, float]] = (
        field(default_factory=dict)
    )
    #: per held feature's root, in the outlook being worked out: its holders' draws left
    _held: dict[int, int] = field(default_factory=dict)

    def parts(self) -> list[dict[Part, float]]:
        """Every player's outlook, by part (their sum is the player's expected final score).
        A game over is its scores alone: the final scoring has scored every figure still on
        the board, and there is nothing left to expect."""
        game, board = self.game, self.game.board
        parts: list[dict[Part, float]] = [defaultdict(float) for _ in game.setup.players]
        for player, score in enumerate(game.scores):
            parts[player][SCORE] = score
        if game.finished:
            return parts
        draws = draws_left(game)
        held: dict[int, list[Figure]] = defaultdict(list)
        for figure in board.figures.values():
            held[board.find(figure.segment)].append(figure)
        self._held = {root: max(draws[f.player] for f in figures) for root, figures in held.items()}
        for root, figures in held.items():
            feature = board.features[root]
            holders = _winners(tuple(figures))
            if not holders:
                continue  # no follower: a pig left alone in its field scores for nobody (row 33)
            value, chance, wait = self._expected_kept(feature, max(draws[p] for p in holders))
            for player in holders:
                parts[player][(FEATURE, feature.kind)] += value
            for figure in figures:  # back in the supply when it completes, with fewer turns left
                supply, turns = game.supply[figure.player], max(0.0, draws[figure.player] - wait)
                back = follower_worth(supply + 1, turns) - follower_worth(supply, turns)
                parts[figure.player][FOLLOWERS] += chance * back
        for player in range(len(parts)):
            supply = sum(game.figures_left(player).values())
            parts[player][FOLLOWERS] += follower_worth(supply, draws[player])
            for expansion in game.expansions:
                for key, points in expansion.outlook(game, player, draws[player]):
                    parts[player][(key, "")] += points
        return parts

    def _expected(self, feature: Feature, draws: int) -> tuple[float, float, float]:
        """A held feature's expected points, its chance of completing, and how many of its
        holder's draws that takes (when it does)."""
        game = self.game
        if feature.kind == FIELD:
            return self._field(feature), 0.0, 0.0
        final = _points(game.value_of(feature, True))
        if feature.kind in SURROUNDED:  # a cloister, a garden: its points grow with every square filled
            missing = missing_squares(game, feature)
            fills = [self._fill(square) for square in missing]
            return final + sum(fills), _product(fills), len(missing) * len(self.game.setup.players) / SPREAD
        chance, wait = self.closing(feature, draws)
        if not chance:
            return final, chance, wait
        done = game.value_of(feature, False)
        # completed, it holds at least one more tile per square it still needs, each of them
        # a turn its holder spends on it rather than elsewhere
        needed = len(self._missing.get(feature, ()))
        completed = _points(done) + needed * (_per_tile(done) - TURN_POINTS)
        return chance * completed + (1 - chance) * final, chance, wait

    def _expected_kept(
        self, feature: Feature, draws: int, closing_only: bool = False
    ) -> tuple[float, float, float]:
        """``_expected`` (``closing_only``: no points, its chance and wait only), kept for a
        road or city while nothing it depends on changes: the feature (a new object when it
        grows), its holders' draws, and what its empty squares require (a tile placed beside
        one changes it)."""
        if feature.kind not in (ROAD, CITY):
            return self._expected(feature, draws)
        open_ = self.game.board.open
        key = (feature, draws, closing_only, tuple(open_.get(square) for square in self._needed(feature)))
        kept = self._kept.get(key)
        if kept is None:
            kept = (0.0, *self.closing(feature, draws)) if closing_only else self._expected(feature, draws)
            self._kept[key] = kept
        return kept

    def _needed(self, feature: Feature) -> tuple[Square, ...]:
        missing = self._missing.get(feature)
        if missing is None:  # a feature changes only as a new object: its squares still needed stay
            missing = self._missing[feature] = tuple(missing_squares(self.game, feature))
        return missing

    def closing(self, feature: Feature, draws: int) -> tuple[float, float]:
        """The chance that a road or city closes within ``draws`` draws of its holder (0 for
        a kind that does not close by tiles), and how many of them it takes when it does."""
        missing = self._needed(feature)
        if not missing:
            return (1.0 if self.game.board.is_completed(feature) else 0.0), 0.0
        open_ = self.game.board.open
        per_draw = [CLOSE * self._fit(open_[square]) for square in missing]
        if not all(per_draw):
            return 0.0, float(draws)
        chances = (1 - (1 - p) ** (draws * USE) for p in per_draw)
        wait = min(float(draws), sum(1 / (p * USE) for p in per_draw))
        return _product(chances) * GROW ** (len(missing) - 1), wait

    def _field(self, feature: Feature) -> float:
        """A field's points now, plus those of the open cities beside it as they may close:
        by their holders' draws, or, a city nobody holds, by a few of anybody's."""
        board = self.game.board
        segments = self._cities.get(feature)
        if segments is None:
            segments = self._cities[feature] = feature.cities
        expected = 0.0
        for root in {board.find(segment) for segment in segments}:
            city = board.features[root]
            if city.open_sides == 0:
                expected += FIELD_PER_CITY
                continue
            draws = self._held.get(root)
            if draws is None:
                draws = round(self.game.bag_total * UNHELD)
            expected += FIELD_PER_CITY * self._expected_kept(city, draws, closing_only=True)[1]
        return expected

    def _fill(self, square: Square) -> float:
        """The chance that an empty square beside the board holds a tile in the end."""
        requirement = self.game.board.open.get(square)
        if requirement is None:
            return 0.0
        return 1.0 - float((1.0 - self._fit(requirement)) ** (self.game.bag_total / SPREAD))

    def _fit(self, requirement: Requirement) -> float:
        fit = self._fits.get(requirement)
        if fit is None:
            fit = self._fits[requirement] = requirement_fit(self.game, requirement).chance
        return fit


def total(parts: dict[Part, float]) -> float:
    return sum(parts.values())


def _points(value: Value | None) -> int:
    return 0 if value is None else value[0]


@lru_cache(maxsize=4096)
def _winners(figures: tuple[Figure, ...]) -> list[int]:
    """``scoring.winners``, kept: the same few figures stand on a feature move after move."""
    return winners(figures)


def _per_tile(value: Value | None) -> float:
    """What a tile adds to a feature's value (its ``tiles`` item: 2 in a city, 1 on a road)."""
    if value is None:
        return 0.0
    tiles = next((item for item in value[1] if item.what == "tiles"), None)
    return tiles.points / tiles.count if tiles is not None and tiles.count else 0.0


def _product(chances: Iterator[float] | list[float]) -> float:
    result = 1.0
    for chance in chances:
        result *= chance
    return result
