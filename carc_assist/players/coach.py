"""The coach: the current player's legal turns, ranked by what they are worth, with reasons.

A turn is what the player chooses in one go: a placement and then a follower, another
figure, an expansion's choice (a crown field, a festival take-back …) or none; the discard of
a tile that fits nowhere; or one choice of an expansion's own step (the plague). Each is
played for a look (``Game.trying``) and the position after it is weighed by
``outlook.Outlook``: a turn's value is what it adds to the player's expected final score,
less the mean of what it adds to the other players' (a point given to an opponent costs as
much as one earned, in a game of two).

The reasons are keys and numbers, never sentences (the app words them): the points the turn
scores now, the expected points of what it starts or extends, what it gives to or takes from
the others, the followers it ties up, and the parts the expansions' ``outlook`` hooks name.
They add up to the value, to the tenth of a point (``settle``): each is its signed share of
the value, and what a completed feature was already expected to bring is a reason of its own
(``expected``: the points now replace an estimate the player already had).

The feedback after a turn (``review``) judges it from the very ranking the hint showed for
that position (``Evaluation``), so the two never disagree: the first suggestion played is
the coach's best, suggestion k falls short by the difference of the values shown.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from carc_assist.players.outlook import FEATURE, FOLLOWERS, SCORE, Outlook, Part
from carc_assist.rules.game import DRAW, FOLLOWER, OVER, PLACE, Game
from carc_assist.table.actions import Action, Discard, Draw, DrawSeveral, End, Pass, Place
from carc_assist.table.tiles import CITY, CLOISTER, ROAD

T = TypeVar("T")
Turn = tuple[Action, ...]

#: reasons smaller than this (in points) are left out
NEGLIGIBLE = 0.05
#: values equal to this many decimals are equal (the same sums, added in another order)
TIE = 9
#: scoring events of these sources complete a feature (other sources: an expansion's points)
_FEATURE_SOURCES = (ROAD, CITY, CLOISTER)


class Cancelled(Exception):
    """The ranking was asked to stop (``should_stop``) before it was done."""


@dataclass(frozen=True)
class Reason:
    """One part of a turn's value, in points: its signed share of the value (the reasons of a
    suggestion add up to its value). ``what``: ``completes`` (points scored now), ``scores``
    (an expansion's points now), ``expected`` (what a feature completed now was already
    expected to bring: the points now are worth that much less than they seem; another
    player's, that much more), ``starts`` (expected points of a feature the turn's figure now
    holds), ``extends`` (expected points added to the features the player held), ``gives``
    (points another player scores now), ``helps`` / ``takes`` (expected points added to or
    taken from another player's features or prospects), ``followers`` (the worth of the
    figures: the player's own, or another's with ``player``), ``ahead`` (what the deeper look
    changed), ``other`` (small parts together), or an expansion's own key. ``feature``: the
    kind of feature or the source of the points ("" when none). ``player``: the other player
    it concerns; what another player gains counts against the value divided among the others
    (a point given to the only opponent costs a point, to one of two opponents half)."""

    what: str
    feature: str
    points: float
    player: int | None = None

    def to_json(self, names: list[str]) -> dict[str, object]:
        points = round(self.points, 1)
        whole = points == int(points)  # as the spec shows them: 8, not 8.0
        row: dict[str, object] = {
            "what": self.what,
            "feature": self.feature,
            "points": int(points) if whole else points,
        }
        if self.player is not None:
            row["player"] = names[self.player]
        return row


@dataclass(frozen=True)
class Suggestion:
    """A turn (its actions; no follower action means none), its value in points relative
    to the other players, and its reasons, the largest first."""

    actions: Turn
    value: float
    reasons: tuple[Reason, ...]

    @property
    def record_actions(self) -> list[dict[str, object]]:
        """The turn as record actions (an implied pass left out)."""
        return [action.to_record() for action in self.actions if not isinstance(action, Pass)]


def each_turn(game: Game, weigh: Callable[[Turn], T]) -> list[tuple[Turn, T]]:
    """Every legal turn of the player who chooses now, each played for a look and weighed
    there by ``weigh`` (the game is left as it was)."""
    found: list[tuple[Turn, T]] = []
    if game.phase != PLACE:  # an expansion's own step: one choice
        prompt = game.prompt
        for option in (Pass(),) * prompt.may_pass + prompt.options:
            with game.trying(option):
                found.append(((option,), weigh((option,))))
        return found
    placements = game.legal_placements()
    if not placements:
        assert game.held is not None
        discard = Discard(game.held)
        with game.trying(discard):
            return [((discard,), weigh((discard,)))]
    for place in placements:
        with game.trying(place):
            if game.phase != FOLLOWER:
                found.append(((place,), weigh((place,))))
                continue
            for option in (Pass(), *game.legal_follower_actions()):
                with game.trying(option):
                    found.append(((place, option), weigh((place, option))))
    return found


class _Weigher:
    """Weighs the turns of the player who chooses now, each played for a look: what the
    position after it is worth (``Outlook``) against what it was worth before, with reasons."""

    def __init__(self, game: Game, should_stop: Callable[[], bool] | None = None) -> None:
        self.game, self.should_stop = game, should_stop
        self.player = game.prompt.player
        self.outlook = Outlook(game)
        self.before = self.outlook.parts()
        self.events_before = len(game.events)
        self.figures_before = set(game.figures)

    def __call__(self, turn: Turn) -> tuple[float, tuple[Reason, ...]]:
        if self.should_stop is not None and self.should_stop():
            raise Cancelled
        game, player = self.game, self.player
        after = self.outlook.parts()
        started = {
            game.board.feature(figure.segment).kind
            for key, figure in game.figures.items()
            if key not in self.figures_before and figure.player == player
        }
        before = self.before
        value = value_between(before, after, player)
        return value, _reasons(game, before, after, player, self.events_before, started, value)


def rank(
    game: Game, top: int | None = None, should_stop: Callable[[], bool] | None = None
) -> list[Suggestion]:
    """The turns of the player who chooses now, best first (``top``: only the best so many).
    ``should_stop`` is asked between turns weighed; Cancelled when it says so."""
    weighed = each_turn(game, _Weigher(game, should_stop))
    weighed.sort(key=lambda row: (-round(row[1][0], TIE), _order(row[0])))
    return [Suggestion(turn, value, reasons) for turn, (value, reasons) in weighed[:top]]


def _order(turn: Turn) -> tuple[str, ...]:
    """Equal values in the order of the turns' notations, not the board's: the board lists its
    squares in an order that undo and redo change, and the same position must rank the same
    (the feedback after a turn ranks its position again)."""
    return tuple(action.notation() for action in turn)


@dataclass(frozen=True)
class Review:
    """A turn played beside the coach's best turn in the same position, as the hint weighed
    them. ``place``: where the played turn stood among the suggestions shown (0: it was the
    coach's best), None when it was not among them."""

    player: int
    played: Suggestion
    best: Suggestion
    place: int | None = None

    @property
    def shortfall(self) -> float:
        """How many points less the played turn is worth, as the hint's values showed them (to
        the tenth): 0 for the coach's best; never below 0."""
        if self.place == 0:
            return 0.0
        return max(0.0, round(round(self.best.value, 1) - round(self.played.value, 1), 1))


@dataclass(frozen=True)
class Evaluation:
    """One position's turns as the coach weighed them and showed them: ``position``, the
    game's actions at that place step; ``shown``, the suggestions in the order shown (the
    coach's best first); ``others``, the other turns weighed (for a turn not shown; the first
    of a turn found counts). The feedback after the turn is judged from it (``judge``)."""

    position: tuple[Action, ...]
    player: int
    shown: tuple[Suggestion, ...]
    others: tuple[Suggestion, ...] = ()

    def judge(self, turn: Turn) -> Review | None:
        """The turn played beside the coach's best, both as shown (None: a turn never weighed)."""
        if not self.shown:
            return None
        for place, suggestion in enumerate(self.shown):
            if suggestion.actions == turn:
                return Review(self.player, suggestion, self.shown[0], place)
        found = next((s for s in self.others if s.actions == turn), None)
        return None if found is None else Review(self.player, found, self.shown[0], None)


def evaluate(game: Game, should_stop: Callable[[], bool] | None = None) -> Evaluation:
    """The quick ranking of the position, as the feedback judges a turn when no hint was
    shown: its first turn is the coach's best, shown; every turn weighed."""
    ranked = rank(game, None, should_stop)
    return Evaluation(tuple(game.actions), game.prompt.player, tuple(ranked[:1]), tuple(ranked))


def last_turn(actions: Sequence[Action]) -> int | None:
    """Where the last turn that placed a tile begins in ``actions`` (its placement), when
    that turn is over (nothing after it but its own choices: no draw yet); None otherwise."""
    for index in range(len(actions) - 1, -1, -1):
        action = actions[index]
        if isinstance(action, Place):
            return index
        if isinstance(action, (Draw, DrawSeveral, Discard, End)):
            return None
    return None


def review(
    game: Game, should_stop: Callable[[], bool] | None = None, evaluation: Evaluation | None = None
) -> Review | None:
    """How the last turn played compares with the coach's best: judged by ``evaluation`` (the
    hint shown before it) when it is of the position the turn was played from, else by the
    quick ranking of that position (the turn is taken back, the position ranked, and the turn
    played again: the game is left as it was). None while a turn is under way, or when the
    last turn placed no tile."""
    if game.phase not in (DRAW, OVER):
        return None
    start = last_turn(game.actions)
    if start is None:
        return None
    played = tuple(game.actions[start:])
    if evaluation is None or evaluation.position != tuple(game.actions[:start]):
        for _ in played:
            game.pop()
        try:
            evaluation = evaluate(game, should_stop)
        finally:
            for _ in played:
                game.redo()
    return evaluation.judge(played)


@dataclass(frozen=True)
class Moment:
    """A turn of a game as the coach weighs it: its number, its player, what it played, and
    what it changed (``value``: in the player's expected final score relative to the others;
    ``reasons`` as a suggestion's)."""

    turn: int
    player: int
    actions: Turn
    value: float
    reasons: tuple[Reason, ...]


def turning_points(game: Game, top: int = 3) -> list[Moment]:
    """The ``top`` turns of a game (one replayed from its actions, ``game``'s own setup) that
    changed it most: the largest swings, either way, in their player's expected final score
    relative to the others' (the turn that ends the game left out: the final scoring settles
    every estimate at once, whatever that turn did)."""
    again = Game(game.setup, game.catalogue)
    actions = list(game.actions)
    moments: list[Moment] = []
    index = 0
    while index < len(actions):
        if again.phase == PLACE and isinstance(actions[index], Place):
            turn, player, weigher = again.turn, again.prompt.player, _Weigher(again)
            start = index
            while index < len(actions) and (index == start or not _starts_turn(actions[index])):
                again.push(actions[index])
                index += 1
                if again.phase in (DRAW, OVER):
                    break
            played = tuple(actions[start:index])
            if again.phase != OVER:  # the last turn's swing is the final scoring's, not its own
                value, reasons = weigher(played)
                moments.append(Moment(turn, player, played, value, reasons))
            continue
        again.push(actions[index])
        index += 1
    moments.sort(key=lambda moment: -abs(moment.value))
    return moments[:top]


def _starts_turn(action: Action) -> bool:
    return isinstance(action, (Draw, DrawSeveral, End))


def value_between(before: list[dict[Part, float]], after: list[dict[Part, float]], player: int) -> float:
    """What going from the outlook ``before`` to ``after`` is worth to ``player``: its own gain
    less the mean of the others'."""
    gains = [sum(a.values()) - sum(b.values()) for a, b in zip(after, before, strict=True)]
    others = [gain for p, gain in enumerate(gains) if p != player]
    return gains[player] - (sum(others) / len(others) if others else 0.0)


def _reasons(
    game: Game,
    before: list[dict[Part, float]],
    after: list[dict[Part, float]],
    player: int,
    events_before: int,
    started: set[str],
    value: float,
) -> tuple[Reason, ...]:
    """Every part of the outlook that changed, for every player, as its signed share of
    ``value`` (``value_between``): the player's own parts count in full, another player's
    against the value, divided among the others."""
    others = len(before) - 1
    share = 1.0 / others if others else 0.0
    reasons: list[Reason] = []
    now: dict[tuple[int, str], int] = defaultdict(int)
    for event in game.events[events_before:]:
        now[(event.player, event.source)] += event.points
    # what was expected of a feature completed now is scored: its drop is a reason of its own
    completed = {(p, source) for (p, source) in now if source in _FEATURE_SOURCES}
    for (who, source), points in now.items():
        if who == player:
            reasons.append(Reason("completes" if source in _FEATURE_SOURCES else "scores", source, points))
        else:
            reasons.append(Reason("gives", source, -share * points, who))
    for who, (b, a) in enumerate(zip(before, after, strict=True)):
        mine = who == player
        weight, whose = (1.0, None) if mine else (-share, who)
        for part in a.keys() | b.keys():
            if part == SCORE:
                continue  # the points now, said above
            change = a.get(part, 0.0) - b.get(part, 0.0)
            key, kind = part
            if key == FEATURE and (who, kind) in completed and change < 0:
                what = "expected"
            elif key == FEATURE and mine:
                what = "starts" if kind in started else "extends"
            elif key == FEATURE or (not mine and part != FOLLOWERS):
                what = "helps" if change > 0 else "takes"
                kind = kind or key
            else:
                what = key
            reasons.append(Reason(what, kind, weight * change, whose))
    return settle(reasons, value)


def settle(reasons: Iterable[Reason], value: float) -> tuple[Reason, ...]:
    """The reasons in tenths of a point that add up to ``value`` rounded to the tenth: the
    parts below ``NEGLIGIBLE`` and what rounding leaves go together as ``other`` (when it is
    not negligible itself); each part is rounded to the tenth, those that rounding moved the
    most taking up the difference; parts of 0.0 are left out."""
    # in a fixed order (the parts come out of sets, in any order): the same rounding every time
    kept = sorted((reason for reason in reasons if abs(reason.points) >= NEGLIGIBLE), key=_named)
    rest = value - sum(reason.points for reason in kept)
    if abs(rest) >= NEGLIGIBLE or not kept:
        kept.append(Reason("other", "", rest))
    tenths = [round(reason.points * 10) for reason in kept]
    missing = round(value * 10) - sum(tenths)
    step = 1 if missing > 0 else -1
    # those rounded furthest against the difference first (each moves by a tenth at most once)
    order = sorted(range(len(kept)), key=lambda i: -step * (kept[i].points * 10 - tenths[i]))
    for index in order[: abs(missing)]:
        tenths[index] += step
    settled = [replace(reason, points=t / 10) for reason, t in zip(kept, tenths, strict=True) if t]
    settled.sort(key=lambda reason: -abs(reason.points))  # the largest first (stable)
    return tuple(settled)


def _named(reason: Reason) -> tuple[str, str, int]:
    return reason.what, reason.feature, -1 if reason.player is None else reason.player


def best(game: Game) -> Turn:
    """The coach's turn (the first of the ranking)."""
    return rank(game, 1)[0].actions


def turns_of(game: Game) -> Iterator[Turn]:
    """Every legal turn of the player who chooses now (for tests)."""
    return (turn for turn, _ in each_turn(game, lambda turn: None))
