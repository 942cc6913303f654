"""Editing a past turn of a game record, and replaying records only as far as they go.

A game is its setup plus its actions, so changing turn N means: the actions before turn N,
turn N's new actions, then the later actions replayed on top, in order, until one no longer
applies (its tile is no longer in the bag, its square is taken, its follower spot is gone …).
That one is the *conflict*: the player replaces it or drops it (``continue_edit``) and the
rest is replayed again. Every replay is ``record.replay``: the rules and the record's
conventions (a follower step left out …) live there only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from carc_assist.rules.game import Game
from carc_assist.storage.record import RecordError, parse_record, replay, to_record
from carc_assist.table.actions import Pass
from carc_assist.table.phases import IllegalAction


@dataclass(frozen=True)
class Partial:
    """A record replayed as far as it goes."""

    game: Game
    #: how many of the record's actions replayed
    applied: int
    #: why the next action did not, or None when all did
    reason: str | None
    #: the rules' refusal of the next action, when they forbid it
    refusal: IllegalAction | None = None


def replay_partial(document: dict[str, object]) -> Partial:
    """Replay ``document`` up to (not including) its first illegal action, the game left as
    the app opens one (``close_turn=False``). When the record stops early, a last placement
    keeps its follower step open. RecordError when not even the setup can be read."""
    try:
        game = replay(document, close_turn=False)
    except RecordError as exc:
        if exc.action is None:
            raise
        good = exc.action - 1
        actions = document["actions"]
        assert isinstance(actions, list)  # the envelope was read before any action
        cut = {**document, "actions": actions[:good], "in_follower_step": True}
        return Partial(replay(cut, close_turn=False), good, exc.reason, exc.refusal)
    return Partial(game, len(recorded_actions(game)), None)


def recorded_actions(game: Game) -> list[dict[str, object]]:
    """The game's actions as its record holds them."""
    return cast("list[dict[str, object]]", to_record(game)["actions"])


@dataclass(frozen=True)
class Turn:
    """Turn ``number`` (from 1, as the ``turn`` of events), played by ``player`` (an index
    into the players), is the record's actions ``start`` (its first draw) up to, not
    including, ``stop`` (the next turn's first draw, or the end)."""

    number: int
    player: int
    start: int
    stop: int


def turns(document: dict[str, object]) -> list[Turn]:
    """The turns of a valid record, in order (RecordError if it is not valid)."""
    return _turns(replay(document, close_turn=False))


def _turns(game: Game) -> list[Turn]:
    raw = recorded_actions(game)
    first_draws: dict[int, tuple[int, int]] = {}
    for index, (number, player) in enumerate(_turn_before_each_action(game)):
        if "draw" in raw[index]:
            first_draws.setdefault(number, (index, player))
    starts = sorted(first_draws.items(), key=lambda item: item[1])
    stops = [start for _, (start, _) in starts[1:]] + [len(raw)] * bool(starts)  # none: no turn
    pairs = zip(starts, stops, strict=True)
    return [Turn(number, player, start, stop) for (number, (start, player)), stop in pairs]


def _turn_before_each_action(game: Game) -> list[tuple[int, int]]:
    """The game's turn number and player just before each of its recorded actions, read by
    undoing the whole history (the engine's own), which is then redone."""
    before: list[tuple[int, int]] = []
    undone = 0
    while game.actions:
        action = game.pop()
        undone += 1
        if not isinstance(action, Pass):
            before.append((game.turn, game.current_player))
    for _ in range(undone):
        game.redo()
    before.reverse()
    return before


@dataclass(frozen=True)
class Conflict:
    """The first later action that no longer applies after an edit."""

    #: its number in the original record, from 1
    action: int
    #: the turn it belonged to in the original record (0: before the first turn)
    turn: int
    reason: str
    #: the rules' refusal (its key: the app says it in words), when they forbid the action
    refusal: IllegalAction | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, object]:
        return {"action": self.action, "turn": self.turn, "reason": self.reason}


@dataclass(frozen=True)
class Later:
    """An original action still to be replayed, with its number and turn in the original."""

    action: object
    number: int
    turn: int


@dataclass(frozen=True)
class EditResult:
    """``record`` is the original record holding every action that applied (as written
    there, and as given for the new ones); ``game`` is it replayed, as the app opens a game;
    ``conflict`` is the original action that did not apply, ``waiting`` the original actions
    after it."""

    record: dict[str, object]
    game: Game
    conflict: Conflict | None
    waiting: tuple[Later, ...]
    #: the record before the edit (its setup and its end: saved in a follower step or not)
    original: dict[str, object]

    @property
    def pending(self) -> list[object]:
        """The original actions after the conflict, as the original record holds them."""
        return [later.action for later in self.waiting]

    def to_json(self) -> dict[str, object]:
        """The command line's ``edit --json`` document."""
        conflict = self.conflict.to_json() if self.conflict else None
        return {"record": self.record, "conflict": conflict, "pending": self.pending}


def edit_record(document: dict[str, object], turn: int, new_actions: Sequence[object]) -> EditResult:
    """``document`` with turn ``turn``'s actions replaced by ``new_actions``, the ``adjust``
    actions between its first draw and the next turn's first draw kept (after the new ones),
    and the later actions replayed on top until one no longer applies.

    RecordError when ``document`` is not a valid record, when it has no such turn, or when
    the new actions are themselves illegal there.
    """
    actions = parse_record(document)[1]
    all_turns = _turns(replay(document, close_turn=False))
    chosen = next((t for t in all_turns if t.number == turn), None)
    if chosen is None:
        known = f"1 to {all_turns[-1].number}" if all_turns else "none yet"
        raise RecordError(f"the record has no turn {turn} (its turns: {known})")
    turn_of = [0] * len(actions)
    for t in all_turns:
        turn_of[t.start : t.stop] = [t.number] * (t.stop - t.start)
    later = [
        Later(actions[i], i + 1, turn) for i in range(chosen.start, chosen.stop) if _is_adjust(actions[i])
    ]
    later += [Later(actions[i], i + 1, turn_of[i]) for i in range(chosen.stop, len(actions))]
    head = [*actions[: chosen.start], *new_actions]
    return _replay_on_top(document, head, chosen.start, later, f"new action {{}} of turn {turn}")


def _is_adjust(raw: object) -> bool:
    return isinstance(raw, dict) and "adjust" in raw


def continue_edit(result: EditResult, replacement: Sequence[object] = ()) -> EditResult:
    """Go on after a conflict: the conflicting action replaced by ``replacement`` (nothing:
    dropped), then the waiting actions replayed on top. RecordError when the replacement is
    itself illegal there."""
    if result.conflict is None:
        return result
    applied = result.record["actions"]
    assert isinstance(applied, list)
    head = [*applied, *replacement]
    return _replay_on_top(result.original, head, len(applied), list(result.waiting), "replacement action {}")


def drop_conflicts(result: EditResult) -> tuple[list[Conflict], EditResult]:
    """Every later action that no longer applies, each found by going on past the ones before
    it dropped (a follower step dropped has no follower: the record leaves its pass out), and
    the edit with them all dropped. The player sees them together, not one at a time."""
    found: list[Conflict] = []
    while result.conflict is not None:
        found.append(result.conflict)
        result = continue_edit(result)
    return found, result


def _replay_on_top(
    original: dict[str, object], head: list[object], checked: int, later: list[Later], new_name: str
) -> EditResult:
    """Replay ``head`` (legal up to ``checked``; the rest are new actions, which must be
    legal) and then ``later`` until one of them does not apply."""
    actions = [*head, *(x.action for x in later)]
    partial = replay_partial({**original, "actions": actions})
    if partial.reason is None:
        return EditResult({**original, "actions": actions}, partial.game, None, (), original)
    if partial.applied < len(head):
        name = new_name.format(partial.applied - checked + 1)
        raise RecordError(f"{name}: {partial.reason}", refusal=partial.refusal)
    cut = {key: value for key, value in original.items() if key != "in_follower_step"}
    cut["actions"] = actions[: partial.applied]
    # the game stopped where the conflict is: waiting in a follower step, if in one
    cut.update((k, v) for k, v in to_record(partial.game).items() if k == "in_follower_step")
    failed = partial.applied - len(head)
    conflict = Conflict(later[failed].number, later[failed].turn, partial.reason, partial.refusal)
    return EditResult(cut, partial.game, conflict, tuple(later[failed + 1 :]), original)
