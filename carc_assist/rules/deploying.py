"""Deploying: where a figure may stand, the one way onto the board for every kind of
figure (``_stand``), the supplies it leaves and comes back to, and the places off the board
(a crown field). The checks are the declarations' (a figure kind's ``stands_on``, a feature
kind's ``figures``) and the modules' (``Expansion.check_deploy``), told which figure it is."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from carc_assist.rules.hooks import View, feature_kind
from carc_assist.rules.state import State
from carc_assist.table.actions import Follower
from carc_assist.table.board import Feature, PlacedTile
from carc_assist.table.figures import FOLLOWER as FOLLOWER_KIND
from carc_assist.table.figures import NOT_FOLLOWERS, Figure, declared, figure_kind, is_follower
from carc_assist.table.phases import FOLLOWER, IllegalAction


class Deploying(State):
    """The figures' part of the game."""

    def _follower_spots(self) -> Iterator[str]:
        placed = self._now.last_placed
        if self._now.phase != FOLLOWER or placed is None or not self.supply[self._now.player]:
            return
        board = self.board
        occupied = board.occupied()  # once per tile
        checks = bool(self._hooked["check_deploy"])  # else nothing forbids a free feature
        features, find, first = board.features, board.find, placed.first_segment
        closed, kinds = self._closed_to_followers, placed.tile.segment_kinds
        for local, name in enumerate(placed.orientation.names):
            if closed and kinds[local] in closed:
                continue  # a garden, the river: no follower's
            root = find(first + local)
            if root not in occupied and (not checks or self._may_deploy(features[root])):
                yield name

    def _may_deploy(self, feature: Feature) -> bool:
        """Whether the expansions allow the current player a follower on this free feature."""
        try:
            self._check_deploy(feature, FOLLOWER_KIND)
        except IllegalAction:
            return False
        return True

    def _deploy(self, location: str, kind: str) -> None:
        """An expansion's figure of its own kind on the tile just placed (``Context.deploy``),
        the ordinary follower's way (``_stand``); the expansion then ends the turn."""
        if self._now.phase != FOLLOWER or self._now.last_placed is None:
            raise IllegalAction("a figure can be deployed only on the tile just placed", "deploy-not-now")
        self._stand(location, kind)

    def _stand(self, location: str, kind: str, follower: Follower | None = None) -> bool:
        """The current player's figure of ``kind`` leaves the supply for ``location`` on the
        tile just placed, if the rules allow a figure there: the one way onto the board for
        every kind of figure. A ``follower`` action may name a spot off the tile, which an
        expansion takes (a crown field of the wheel): False then, as the figure is not on it."""
        placed = self._now.last_placed
        assert placed is not None  # the follower step follows a placement
        player = self._now.player
        self._check_supply(player, kind)
        segment = placed.segment_at(location)
        if segment is None:
            if follower is not None and any(ex.apply(self._ctx(), follower) for ex in self._hooked["apply"]):
                return False
            raise no_location(placed, location)
        if not declared(kind):
            raise ValueError(f"no module declares the figure kind {kind!r}")  # a module's mistake
        feature = self.board.feature(segment)
        check_stands(kind, feature.kind)
        # a figure that is no follower (a builder) stands beside its owner's follower: its
        # module says where; a feature holding no follower is free (a pig alone)
        figures = feature.figures
        if figures and is_follower(kind) and any(figure.kind not in NOT_FOLLOWERS for figure in figures):
            raise IllegalAction(
                f"the feature at {location} already holds a follower", "feature-occupied", location=location
            )
        self._check_deploy(feature, kind)
        local = segment - placed.first_segment
        self.board.add_figure(Figure(player, placed.origin, placed.orientation.names[local], segment, kind))
        self._add_to_supply(player, -1, kind)
        return True

    def figures_left(self, player: int) -> dict[str, int]:
        """What ``player`` has left to deploy: the followers first, then each kind of figure
        with a supply of its own (a big follower), by name."""
        return {FOLLOWER_KIND: self.supply[player]} | {
            kind: own[player] for kind, own in self.own_supply.items()
        }

    def _check_supply(self, player: int, kind: str = FOLLOWER_KIND) -> None:
        """Raise IllegalAction unless ``player`` has a figure of ``kind`` left to deploy."""
        own = self.own_supply.get(kind)
        if own is not None and not own[player]:
            raise IllegalAction(f"no {kind} left in the supply", "no-figure-left", kind=kind)
        if own is None and not self.supply[player]:
            raise IllegalAction("no follower left in the supply", "no-follower-left")

    def _check_deploy(self, feature: Feature, kind: str) -> None:
        """Raise IllegalAction if an expansion forbids the current player a figure of
        ``kind`` on this free feature."""
        for expansion in self._hooked["check_deploy"]:
            expansion.check_deploy(cast(View, self), self._now.player, feature, kind)

    def figure_at(self, where: tuple[int, int, str]) -> Figure | None:
        """The figure on the segment that ``(x, y, location)`` names, if any."""
        x, y, location = where
        segment = self.board.segment_at((x, y), location)
        if segment is None:
            return None
        return next((f for f in self.board.figures.values() if f.segment == segment), None)

    def _put_off_board(self, place: str, player: int) -> None:
        """A follower leaves the supply for a place off the board (a crown field …)."""
        self._check_supply(player)
        if place in self.off_board:
            raise IllegalAction(f"{place} already holds a follower", "place-taken", place=place)
        self._journal.set(self.off_board, place, player)
        self._add_to_supply(player, -1)

    def _return_off_board(self, place: str) -> None:
        player = self.off_board[place]
        self._journal.delete(self.off_board, place)
        self._add_to_supply(player, 1)

    def _send_home(self, figure: Figure) -> None:
        """A figure leaves the board for its owner's supply (its feature was scored)."""
        self.board.remove_figure(figure)
        self._add_to_supply(figure.player, 1, figure.kind)

    def _return_figure(self, figure: Figure) -> None:
        """A figure leaves the board for its owner's supply by a module's doing (a festival's
        take-back, the plague); the modules hear of it (``Expansion.after_figure_left``)."""
        self._send_home(figure)
        for expansion in self._hooked["after_figure_left"]:
            expansion.after_figure_left(self._ctx(), figure)

    def _add_to_supply(self, player: int, figures: int, kind: str = FOLLOWER_KIND) -> None:
        """Figures of ``kind`` come back to ``player``'s supply (or leave it: ``figures`` < 0):
        the followers', or the kind's own."""
        supply = self.own_supply.get(kind, self.supply)
        self._journal.set_at(supply, player, supply[player] + figures)


def check_stands(figure: str, feature: str) -> None:
    """Raise IllegalAction unless a figure of kind ``figure`` may stand on a feature of kind
    ``feature`` as their declarations say (an abbot only on a cloister or a garden, a garden
    only the abbot, the river nobody)."""
    allowed = figure_kind(figure).stands_on
    own = feature_kind(feature)
    if (allowed is not None and feature not in allowed) or (
        own is not None and own.figures is not None and figure not in own.figures
    ):
        raise IllegalAction(
            f"a figure of kind {figure} cannot stand on a {feature}",
            "cannot-stand-there",
            figure=figure,
            feature=feature,
        )


def no_location(placed: PlacedTile, location: str) -> IllegalAction:
    return IllegalAction(
        f"{placed.tile.id} has no location {location!r}",
        "no-location",
        tile=placed.tile.id,
        location=location,
    )
