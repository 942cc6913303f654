"""The coach's deeper look: the quick ranking's best turns, each followed by the next player's
answer to a tile drawn from the real bag, over as many draws as a time budget allows.

The quick ranking (``coach.rank``) weighs a turn by the position it leaves; but the next
player draws and plays before the position pays, and may take what the turn left open (a city
half done beside theirs, a field to join). So each candidate is played for a look, a tile is
drawn for the next player (Monte Carlo over the bag as it is: each tile as likely as its copies
left), that player answers with the quick ranking's best turn, and the position after it is
weighed with ``Outlook`` as ``rank`` weighs it. Every candidate meets the same draws, round
after round (common random numbers: the comparison between candidates is fairer than their
values), until the budget is spent (a round begun after it is dropped) or ``ROUNDS`` are done;
the candidates are ranked by their mean over the rounds, and their values are those means
shifted together to the quick ranking's scale. It asks ``should_stop`` between answers
(Cancelled) and says how far it is (``progress``, 0 to 1).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import replace

from carc_assist.players.coach import Cancelled, Reason, Suggestion, Turn, rank, settle, value_between
from carc_assist.players.outlook import Outlook, Part
from carc_assist.rules.game import DRAW, PLACE, Game, IllegalAction
from carc_assist.table.actions import Draw

#: the seconds the app gives the deeper look, after its quick answer
BUDGET = 3.0
#: the most rounds (draws) looked at
ROUNDS = 24
#: how many of the quick ranking's turns are looked at more deeply
CANDIDATES = 6


def deepen(
    game: Game,
    quick: Sequence[Suggestion],
    budget: float,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[float], None] | None = None,
    seed: int = 0,
    rounds: int | None = None,
) -> list[Suggestion]:
    """The first ``CANDIDATES`` of ``quick`` (the quick ranking of ``game``'s position),
    ranked again by their mean value after the next player's answer, within ``budget``
    seconds and ``rounds`` rounds (the app's hint stops at ``ROUNDS``; a player given time
    per move, as in ``duel``'s ``coach:S``, uses all of it); their reasons are the quick
    ranking's, and what the deeper look changed (``ahead``). The game is left as it was.
    ``rounds`` None: ``ROUNDS`` as it is when called (a default argument would keep the
    value it had at import)."""
    rounds = ROUNDS if rounds is None else rounds
    candidates = list(quick[:CANDIDATES])
    if len(candidates) < 2:
        return candidates
    player = game.prompt.player
    before = Outlook(game).parts()
    rng = random.Random(seed)
    totals = [0.0] * len(candidates)
    done = 0
    deadline = time.monotonic() + budget
    while done < rounds and (not done or time.monotonic() < deadline):  # one round at least
        draw = rng.random()
        round_ = []
        for candidate in candidates:
            if should_stop is not None and should_stop():
                raise Cancelled
            if done and time.monotonic() > deadline:  # a round half done counts for nothing
                break
            round_.append(_answered(game, candidate.actions, draw, player, before))
        if len(round_) < len(candidates):
            break
        totals = [total + value for total, value in zip(totals, round_, strict=True)]
        done += 1
        if progress is not None:
            spent = 1.0 - (deadline - time.monotonic()) / budget if budget > 0 else 1.0
            progress(max(done / rounds, min(1.0, spent)))
    # the mean after the answer, shifted as a whole to the quick ranking's scale (what the
    # turn itself earns): the order is the means', the values read as the quick ones do
    means = [total / done for total in totals]
    shift = sum(mean - c.value for mean, c in zip(means, candidates, strict=True)) / len(candidates)
    deeper = [_looked_ahead(c, mean - shift) for c, mean in zip(candidates, means, strict=True)]
    deeper.sort(key=lambda suggestion: -suggestion.value)
    return deeper


def _looked_ahead(suggestion: Suggestion, value: float) -> Suggestion:
    """The suggestion with the deeper look's value: what it changed is a reason of its own
    (``ahead``), so that the reasons still add up."""
    ahead = Reason("ahead", "", value - suggestion.value)
    return replace(suggestion, value=value, reasons=settle((*suggestion.reasons, ahead), value))


def _answered(game: Game, turn: Turn, draw: float, player: int, before: list[dict[Part, float]]) -> float:
    """``turn`` played, then the tile at ``draw`` (0 to 1) along the bag drawn by the next
    player, who answers with the quick ranking's best turn: what the position is then worth
    to ``player`` relative to the others, as ``rank`` weighs a turn. (Weighed earlier when the
    game ends, when the draw is not one tile, or when an expansion's own step comes first.)"""
    with ExitStack() as tried:
        tried.enter_context(game.trying(*turn))
        if game.phase == DRAW and game.bag_total:
            try:
                tried.enter_context(game.trying(Draw(game.nth_drawable(int(draw * game.drawable_total)))))
            except IllegalAction:
                pass
            else:
                if game.phase == PLACE:
                    tried.enter_context(game.trying(*rank(game, 1)[0].actions))
        return value_between(before, Outlook(game).parts(), player)
