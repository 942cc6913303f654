"""An undo journal: every change to the game state is made through it and can be rolled back.

The engine owns history: ``Game.pop()`` rolls the state back to the mark taken before the
action, in time proportional to what that one action changed (not to the game's length).

Each entry is one tuple ``(undo, a, b, c)`` that rolling back calls as ``undo(a, b, c)``: a
single allocation per change, since a game journals a dozen changes every turn.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping, MutableSequence
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")

_MISSING: Any = object()


def _put_back(container: Any, key: Any, old: Any) -> None:
    container[key] = old


def _remove(container: Any, key: Any, _: Any) -> None:
    del container[key]


def _insert(seq: Any, index: int, value: Any) -> None:
    seq.insert(index, value)


def _pop(seq: Any, _a: Any, _b: Any) -> None:
    seq.pop()


def _put_attribute(owner: Any, name: str, old: Any) -> None:
    setattr(owner, name, old)


def _call(fn: Callable[..., object], args: tuple[Any, ...], _: Any) -> None:
    fn(*args)


class Journal:
    __slots__ = ("_undo",)

    def __init__(self) -> None:
        self._undo: list[tuple[Callable[[Any, Any, Any], object], Any, Any, Any]] = []

    def mark(self) -> int:
        return len(self._undo)

    def clear(self) -> None:
        self._undo.clear()

    def newest(self) -> object:
        """The newest entry (None for an empty journal). Entries are only added and taken
        off at the end, each a new object: while one keeps it, the same object is newest
        again only when the journal holds the same entries, so it tells whether anything
        changed since (a change, or a change rolled back and another made, gives a new one;
        a look rolled back gives the old one back)."""
        return self._undo[-1] if self._undo else None

    def rollback(self, mark: int) -> None:
        undo = self._undo
        while len(undo) > mark:
            fn, a, b, c = undo.pop()
            fn(a, b, c)

    def on_undo(self, fn: Callable[..., object], *args: Any) -> None:
        """Register ``fn(*args)`` to run when this point is rolled back (for batched changes)."""
        self._undo.append((_call, fn, args, None))

    def on_undo3(self, fn: Callable[[Any, Any, Any], object], a: Any, b: Any, c: Any) -> None:
        """``on_undo`` for a function of three arguments, kept as the entry itself: no tuple of
        arguments, no call through ``_call`` (every action and every join of features)."""
        self._undo.append((fn, a, b, c))

    def set_field(self, owner: object, name: str, value: object) -> None:
        """Set a field of ``owner`` (an expansion module's typed state: the pig's sector …)."""
        self._undo.append((_put_attribute, owner, name, getattr(owner, name)))
        setattr(owner, name, value)

    def set(self, container: MutableMapping[K, V], key: K, value: V) -> None:
        old = container.get(key, _MISSING)
        if old is _MISSING:
            self._undo.append((_remove, container, key, None))
        else:
            self._undo.append((_put_back, container, key, old))
        container[key] = value

    def delete(self, container: MutableMapping[K, V], key: K) -> None:
        self._undo.append((_put_back, container, key, container[key]))
        del container[key]

    def set_at(self, seq: MutableSequence[V], index: int, value: V) -> None:
        self._undo.append((_put_back, seq, index, seq[index]))
        seq[index] = value

    def delete_at(self, seq: list[V], index: int) -> None:
        value = seq.pop(index)
        self._undo.append((_insert, seq, index, value))

    def append(self, seq: list[V], value: V) -> None:
        seq.append(value)
        self._undo.append((_pop, seq, None, None))
