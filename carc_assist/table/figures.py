"""Figures on the board, and what each kind of figure weighs in a majority.

A base follower weighs 1. An expansion module declares its own kinds in
``Expansion.FIGURE_KINDS`` (a big follower weighing 2 …); registering the module declares
them here, so majorities count weight without the core naming any expansion.
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_assist.table.geometry import Square

#: the base game's follower
FOLLOWER = "follower"


@dataclass(frozen=True, slots=True)
class FigureKind:
    """A kind of figure, its weight when majorities are compared, and how many of it each
    player has beside the followers (a big follower: 1); with ``own`` 0 it is one of the
    followers (it leaves and rejoins their supply).

    ``follower`` False: a figure that is no follower (Traders & Builders' builder and pig).
    It never counts in a majority nor wherever followers are counted, a feature holding only
    such figures is free, and it stands beside its owner's follower on a feature (its module
    says which) rather than on a free one."""

    name: str
    weight: int
    own: int = 0
    follower: bool = True
    #: the kinds of feature it may stand on (the abbot: a cloister or a garden); None where
    #: its module's own rules say (a follower: any feature that takes followers)
    stands_on: frozenset[str] | None = None


#: the kinds declared, by name
_KINDS: dict[str, FigureKind] = {FOLLOWER: FigureKind(FOLLOWER, 1)}
#: the names of the declared kinds that are no followers (asked for every figure of a
#: majority or a free feature: a set's lookup, cheaper than a call; read it, never change it)
NOT_FOLLOWERS: set[str] = set()


def declare_figures(*kinds: FigureKind) -> None:
    """Make figure kinds known (an expansion module's, when it is registered)."""
    for kind in kinds:
        known = _KINDS.get(kind.name)
        if known is not None and known.weight != kind.weight:
            raise ValueError(
                f"figure kind {kind.name!r} is declared with weights {known.weight} and {kind.weight}"
            )
        if known is not None and known.follower != kind.follower:
            raise ValueError(f"figure kind {kind.name!r} is declared a follower and not one")
        if known is not None and known.stands_on != kind.stands_on:
            raise ValueError(f"figure kind {kind.name!r} is declared with two lists of features it stands on")
        if known is not None and known.own != kind.own:
            raise ValueError(
                f"figure kind {kind.name!r} is declared with {known.own} and {kind.own} of its own"
            )
        _KINDS[kind.name] = kind
        if not kind.follower:
            NOT_FOLLOWERS.add(kind.name)


def declared(kind: str) -> bool:
    """Whether a module (or the base game) declared this kind of figure."""
    return kind in _KINDS


def figure_kind(kind: str) -> FigureKind:
    """The declaration of a declared kind of figure."""
    return _KINDS[kind]


def is_follower(kind: str) -> bool:
    """Whether figures of this declared kind are followers (``FigureKind.follower``)."""
    return kind not in NOT_FOLLOWERS


# Not ``frozen``: a frozen dataclass costs three times as much to build (see ``actions``).
@dataclass(slots=True, unsafe_hash=True)
class Figure:
    """A figure on the board: its owner, the segment it stands on, and its kind."""

    player: int
    square: Square
    location: str
    segment: int
    kind: str = FOLLOWER

    @property
    def weight(self) -> int:
        return _KINDS[self.kind].weight

    @property
    def follower(self) -> bool:
        """Whether it is a follower (a builder or a pig is not: ``FigureKind.follower``)."""
        return self.kind not in NOT_FOLLOWERS
