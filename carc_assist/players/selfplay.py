"""Random legal games: for tests, benchmarks and the ``selfplay`` command."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.game import DRAW, FOLLOWER, OVER, PLACE, Game
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Action, Adjust, Discard, Draw, DrawSeveral, End, Pass

T = TypeVar("T")
Pick = Callable[[int], int]
"""Chooses an index in ``range(n)``: ``random.Random.randrange``, or a hypothesis draw (which
shrinks towards 0, so the first choice of each list below is the plainest)."""

#: the choices at the start of a turn, with their weights: mostly a draw (of several tiles a
#: third of the time when fortune tellers allow it); about once a game a hand adjustment, and
#: in a third of the games the players end early. The rare choices lie inside the range, away
#: from its ends and from numbers such as 63 or 64, which hypothesis draws often.
_DRAW, _SEVERAL, _ADJUST, _END = "draw", "several", "adjust", "end"
_START_WEIGHTS = ((_DRAW, 500), (_ADJUST, 15), (_END, 2), (_SEVERAL, 600), (_DRAW, 700))
ADJUST_POINTS = (1, -1, 2, -3, 5)


def play_turn(game: Game, rng: random.Random, play: Callable[[Action], object] | None = None) -> None:
    """One random turn: draw by the bag's odds, a uniformly random legal placement, then a
    uniformly random choice of the follower step (a legal spot, an expansion's choice such as
    a festival take-back, or none; each equally likely). ``play``: how an action is played
    (``game.play`` by default; a playout plays them for a look, to take them back after)."""
    play = game.play if play is None else play
    tile = game.nth_drawable(rng.randrange(game.drawable_total))
    play(Draw(tile))
    while game.phase not in (PLACE, OVER):  # an expansion's own step (the plague): random choices
        play(rng.choice(game.expansion_options()))
    placements = game.legal_placements(tile)
    count = len(placements)  # asked once (``rng.choice`` asks twice, and ``not`` once more)
    if not count:
        play(Discard(tile))
        return
    play(placements[rng.randrange(count)])  # the draw ``rng.choice`` makes
    if game.phase != FOLLOWER:  # an expansion may have ended the turn already
        return
    choices = game.legal_follower_actions()
    pick = rng.randrange(len(choices) + 1)
    play(choices[pick] if pick < len(choices) else Pass())


def random_game(setup: Setup, rng: random.Random, catalogue: Catalogue | None = None) -> Game:
    """A whole random game, played until the bag is empty and final scoring is done."""
    game = Game(setup, catalogue)
    while not game.finished:
        play_turn(game, rng)
    return game


def any_action(game: Game, pick: Pick) -> Action:
    """One legal action of any kind the game allows now (``play_turn`` plays only the common
    ones): at the start of a turn a single draw, a draw of several tiles (2 up to what the
    fortune tellers allow), a hand adjustment or the end of the game; a placement, or the
    discard of a tile that fits nowhere; any choice of the follower step or pass; a choice of
    an expansion's own step (keep or discard drawn tiles, the plague). Tiles are drawn by the
    bag's odds. The game must not be over."""
    phase = game.phase
    if phase == DRAW:
        return _start_of_turn(game, pick)
    if phase == PLACE:
        placements = game.legal_placements()
        if placements:
            return placements[pick(len(placements))]
        assert game.held is not None  # a tile is held in the place step
        return Discard(game.held)
    # the follower step, or an expansion's own step
    choices = [Pass(), *game.legal_follower_actions()] if phase == FOLLOWER else game.expansion_options()
    return choices[pick(len(choices))]


def pick_weighted(pick: Pick, weighted: Sequence[tuple[T, int]]) -> T:
    """One of the choices, each as likely as its weight (for a uniform ``pick``)."""
    index = pick(sum(weight for _, weight in weighted))
    for choice, weight in weighted:
        if index < weight:
            return choice
        index -= weight
    raise IndexError("pick chose beyond the weights")


def _start_of_turn(game: Game, pick: Pick) -> Action:
    most = game.prompt.draws
    kind = pick_weighted(pick, [(k, weight) for k, weight in _START_WEIGHTS if k != _SEVERAL or most > 1])
    if kind == _SEVERAL:
        return DrawSeveral(_draw_without_putting_back(game, 2 + pick(most - 1), pick))
    if kind == _ADJUST:
        player = game.setup.players[pick(len(game.setup.players))].name
        return Adjust(player, ADJUST_POINTS[pick(len(ADJUST_POINTS))], "hand <count> «ß»")
    if kind == _END:
        return End()
    return Draw(game.nth_drawable(pick(game.drawable_total)))


def _draw_without_putting_back(game: Game, count: int, pick: Pick) -> tuple[str, ...]:
    """``count`` tiles taken from the bag together, by the bag's odds."""
    row = [tile for tile, n in game.drawable.counts.items() for _ in range(n)]
    return tuple(row.pop(pick(len(row))) for _ in range(count))
