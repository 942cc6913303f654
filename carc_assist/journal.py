"""An undo journal: every change to the game state is made through it and can be rolled back.

The engine owns history: ``Game.pop()`` rolls the state back to the mark taken before the
action, in time proportional to what that one action changed (not to the game's length).
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping, MutableSequence
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")

_MISSING: Any = object()


class Journal:
    __slots__ = ("_undo",)

    def __init__(self) -> None:
        self._undo: list[tuple[Callable[..., object], tuple[Any, ...]]] = []

    def mark(self) -> int:
        return len(self._undo)

    def clear(self) -> None:
        self._undo.clear()

    def rollback(self, mark: int) -> None:
        undo = self._undo
        while len(undo) > mark:
            fn, args = undo.pop()
            fn(*args)

    def on_undo(self, fn: Callable[..., object], *args: Any) -> None:
        """Register ``fn(*args)`` to run when this point is rolled back (for batched changes)."""
        self._undo.append((fn, args))

    def set(self, container: MutableMapping[K, V], key: K, value: V) -> None:
        old = container.get(key, _MISSING)
        if old is _MISSING:
            self._undo.append((container.__delitem__, (key,)))
        else:
            self._undo.append((container.__setitem__, (key, old)))
        container[key] = value

    def delete(self, container: MutableMapping[K, V], key: K) -> None:
        self._undo.append((container.__setitem__, (key, container[key])))
        del container[key]

    def set_at(self, seq: MutableSequence[V], index: int, value: V) -> None:
        self._undo.append((seq.__setitem__, (index, seq[index])))
        seq[index] = value

    def delete_at(self, seq: list[V], index: int) -> None:
        value = seq.pop(index)
        self._undo.append((seq.insert, (index, value)))

    def append(self, seq: list[V], value: V) -> None:
        seq.append(value)
        self._undo.append((seq.pop, ()))
