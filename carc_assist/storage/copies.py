"""Which copy of each game recovery keeps, and what it says about it (issue 43).

A game may be held by several files: the damaged library (as far as its pages read), each
backup, its journal (``game_journal``). A game is its id and its start time in all of them.
Of its copies the newest wins: every copy older than the newest one that replays whole (its
``updated`` time earlier: a backup taken before the last turns, a state before an undo) is
left out, and of the others the one that replays furthest wins (a damaged copy of the newest
state may still hold more than an older whole one). So a game never goes back in time while a
newer copy can be read, and an undo is never undone.

How far the game was before the damage is what the newest copies say of it: their summary's
turn (written at every save), or how far they replay. A game brought back shorter than that
is said so, with its turns before and after.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass, replace

from carc_assist.files.untrusted_json import UntrustedJsonError, read_json
from carc_assist.storage.library import Stored, replay_stored

#: where a copy was found; on a tie the first of these wins (a journal's entries are checked
#: by their checksums, a library's pages are not: a byte changed there may still read)
SOURCES = ("journal", "library", "backup")


@dataclass(frozen=True)
class Copy:
    """A game as one file holds it, and what its file says of it beyond its record."""

    id: int
    started: str
    updated: str
    text: str
    deleted: str | None
    source: str = "library"  # one of SOURCES
    turn: int | None = None  # the turn its summary or journal says it was at (None: it says none)
    actions: int | None = None  # how many actions its summary says its record has
    cut: bool = False  # whether its file says more followed what it holds (a journal torn)
    missing: bool = False  # whether its file says actions of its record are missing

    @property
    def key(self) -> tuple[int, str]:
        """The same game in the library, its backups and its journal: ids are never reused in
        one library, and the start time tells a game of a library made anew from an older one's."""
        return self.id, self.started


@dataclass(frozen=True)
class Chosen:
    """The copy of a game that recovery keeps, and how far the game was and is."""

    copy: Copy
    players: tuple[str, ...]
    turns_before: int | None  # None only when no copy tells
    turns_after: int
    actions_before: int
    actions_after: int
    finished: bool = False  # the game as kept is over: nothing can have followed
    #: a newer copy of it may have been lost: the copy kept is a backup's, and its journal or
    #: its row in the library could not be read
    doubt: bool = False

    @property
    def shorter(self) -> bool:
        """Whether the game came back with less than it had before the damage (or its copy
        says that more followed, or a newer copy may have been lost)."""
        fewer_turns = self.turns_before is not None and self.turns_after < self.turns_before
        unsure = (self.copy.cut or self.doubt) and not self.finished
        return fewer_turns or self.actions_after < self.actions_before or unsure

    @property
    def loss(self) -> tuple[str, int]:
        """What the game lost, as a key for the words and a turn: ("none", its turn);
        ("turns", the last turn lost: from ``turns_after`` + 1 on); ("rest", its turn: the rest
        of it); ("some", its turn: more followed, how much no copy tells)."""
        before, after = self.turns_before, self.turns_after
        if not self.shorter:
            return "none", after
        if before is not None and before > after:
            return "turns", before
        if before is None or self.copy.cut or self.doubt:
            return "some", after
        return "rest", after

    def to_json(self) -> dict[str, object]:
        """Its entry in ``games recover --json``'s ``games``."""
        return {
            "id": str(self.copy.id),
            "turns_before": self.turns_before,
            "turns_after": self.turns_after,
            "from": self.copy.source,
        }


def choose(copies: Sequence[Copy], damaged: Set[int] = frozenset()) -> tuple[list[Chosen], set[int]]:
    """The copy kept of each game (by its key), and the ids of the games of which no copy
    replays at all. ``damaged``: the ids of games whose newest copies (their journal, their
    row in the library) could not be read: a backup's copy of one is in doubt."""
    starts = {copy.id: copy.started for copy in reversed(copies) if copy.started}
    games: dict[tuple[int, str], list[Copy]] = {}
    for copy in copies:
        if not copy.started:  # its start time unreadable: the game of that id whose time is known
            copy = replace(copy, started=starts.get(copy.id, ""))
        games.setdefault(copy.key, []).append(copy)
    _join_damaged_starts(games)
    chosen, unreadable = [], set()
    for key, found in sorted(games.items()):
        kept = _newest(found)
        if kept is None:
            unreadable.add(key[0])
        else:
            chosen.append(replace(kept, doubt=kept.copy.source == "backup" and key[0] in damaged))
    return chosen, unreadable - {kept.copy.id for kept in chosen}


def _join_damaged_starts(games: dict[tuple[int, str], list[Copy]]) -> None:
    """Copies of one id under two start times are one game whose start time was damaged in
    one file (a byte changed) when they are the same game: the same setup, and the actions of
    one the start of the other's. They join the start time most copies give."""
    by_id: dict[int, list[tuple[int, str]]] = {}
    for key in games:
        by_id.setdefault(key[0], []).append(key)
    for keys in by_id.values():
        keys.sort(key=lambda key: len(games[key]), reverse=True)
        main = keys[0]
        for other in keys[1:]:
            if _same_game(games[main][0].text, games[other][0].text):
                games[main] += [replace(copy, started=main[1]) for copy in games.pop(other)]


def _same_game(one: str, other: str) -> bool:
    try:
        first, second = read_json(one), read_json(other)
    except UntrustedJsonError:
        return False
    if not (isinstance(first, dict) and isinstance(second, dict)) or first.get("setup") != second.get(
        "setup"
    ):
        return False
    actions, more = first.get("actions"), second.get("actions")
    if not (isinstance(actions, list) and isinstance(more, list)):
        return False
    shorter, longer = sorted((actions, more), key=len)
    return bool(shorter) and longer[: len(shorter)] == shorter


def _newest(copies: list[Copy]) -> Chosen | None:
    """The copy kept of one game: the copies are replayed newest first (a journal first on a
    tie), down to the first that replays whole; the older ones are left out unread."""
    current: list[tuple[Copy, Stored]] = []
    newest: str | None = None  # the time of the newest copy that replays whole
    for copy in _ordered(copies):
        if newest is not None and copy.updated and copy.updated <= newest:
            continue  # older than a whole copy, or the same state again
        stored = replay_stored(copy.text)
        current.append((copy, stored))
        if newest is None and _whole(copy, stored):
            newest = copy.updated
    readable = [(copy, stored) for copy, stored in current if stored.partial is not None]
    if not readable:
        return None
    copy, stored = max(readable, key=_rank)
    assert stored.partial is not None
    game = stored.partial.game
    return Chosen(
        copy,
        tuple(player.name for player in game.setup.players),
        max(_turns(current), default=None),
        game.turn,
        max(_actions(current)),
        stored.partial.applied,
        game.finished,
    )


def _ordered(copies: list[Copy]) -> list[Copy]:
    """Newest first (a time that cannot be read last), then by source."""
    by_source = sorted(copies, key=lambda copy: SOURCES.index(copy.source))
    return sorted(by_source, key=lambda copy: copy.updated, reverse=True)  # a stable sort


def _rank(measured: tuple[Copy, Stored]) -> tuple[int, bool, str, int]:
    """Furthest first, then whole, then newest, then by source."""
    copy, stored = measured
    assert stored.partial is not None
    return stored.partial.applied, _whole(copy, stored), copy.updated, -SOURCES.index(copy.source)


def _whole(copy: Copy, stored: Stored) -> bool:
    """Whether the copy replays every action its file says it has."""
    return stored.reason is None and stored.partial is not None and not (copy.missing or copy.cut)


def _turns(measured: Iterable[tuple[Copy, Stored]]) -> Iterable[int]:
    for copy, stored in measured:
        if copy.turn is not None:
            yield copy.turn
        if stored.partial is not None:
            yield stored.partial.game.turn


def _actions(measured: Iterable[tuple[Copy, Stored]]) -> Iterable[int]:
    for copy, stored in measured:
        yield stored.total
        if copy.actions is not None:
            yield copy.actions
