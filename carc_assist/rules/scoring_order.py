"""The scoring order: at the end of each turn, what the placement completed (roads, then
cities, then cloisters and what completes as they do, a garden; then fields, which never
complete), each to the majority of its figures, those figures sent home; the modules' own
scoring after it; whose turn comes next. At the end of the game, every feature a figure
stands on, by kind, then by its first square, then the modules' own final scoring."""

from __future__ import annotations

from typing import cast

from carc_assist.rules.deploying import Deploying
from carc_assist.rules.hooks import View, feature_kind
from carc_assist.rules.scoring import SCORED_AT_END, feature_value, field_value, winners
from carc_assist.table.board import Feature
from carc_assist.table.events import Item, Note, ScoreEvent, Value
from carc_assist.table.phases import DRAW, OVER
from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD, SURROUNDED

#: the order in which completed features are scored within a turn, and at the end
_KIND_ORDER = {ROAD: 0, CITY: 1, CLOISTER: 2, FIELD: 3}


#: the note of a player whose followers on a scored feature lost its majority
OUTVOTED = "outvoted"


class ScoringOrder(Deploying):
    """The scoring's part of the game."""

    def _score_feature(
        self, feature: Feature, points: int, items: tuple[Item, ...], final: bool, turn: int
    ) -> None:
        source = "field" if feature.kind == FIELD else feature.kind
        squares, parts = feature.squares, self.board.parts(feature)
        won = winners(feature.figures)
        for player in won:
            mine = (points, items)
            for expansion in self._hooked["player_value"]:
                mine = expansion.player_value(cast(View, self), feature, player, final, mine)
            self._score(ScoreEvent(turn, player, mine[0], source, final, mine[1], squares, parts=parts))
        # the others with followers there lost the majority: the log says so (a big follower
        # outweighing a knight), after the winners' points
        figures = feature.figures
        outvoted = sorted({f.player for f in figures if f.follower} - set(won)) if len(figures) > 1 else ()
        for player in outvoted:
            self._journal.append(self.notes, Note(turn, player, OUTVOTED, source, squares))

    def _value(self, feature: Feature, final: bool) -> Value | None:
        """What a feature scores (``final``: at the end of the game); None for a feature that
        scores nothing (a field before the end, an expansion's kind that says so: a tent)."""
        if feature.kind == FIELD:
            return field_value(self.board, feature) if final else None
        if feature.kind in SCORED_AT_END:
            return self._feature_value(feature, final)
        kind = feature_kind(feature.kind)
        return None if kind is None else kind.value(self.board, feature, final)

    def _feature_value(self, feature: Feature, final: bool) -> Value:
        """The base value of a road, city or cloister as the expansions change it (signposts)."""
        value = feature_value(self.board, feature, final, self._small_city_2pts)
        for expansion in self._hooked["feature_value"]:
            value = expansion.feature_value(cast(View, self), feature, final, value)
        return value

    def _end_turn(self) -> None:
        """Score what the placement completed, send those followers home, next player."""
        placed = self._now.last_placed
        assert placed is not None
        board = self.board
        first = placed.first_segment
        near = [first + local for local in placed.tile.roads_and_cities]
        near += board.cloister_segments_near(placed.origin)
        find, root_completed = board.find, board.completed
        completed: list[Feature] = []
        seen: set[int] = set()  # each feature once, in the order met
        for segment in near:
            root = find(segment)
            if root not in seen:
                seen.add(root)
                if root_completed(root):  # no ``Feature`` built for most: none completed
                    completed.append(board.features[root])
        if len(completed) > 1:
            completed.sort(key=kind_order)
        # most placements complete nothing: no list made then
        held = [(feature, feature.figures) for feature in completed] if completed else []
        for feature, figures in held:
            value = self._value(feature, False) if figures else None
            if value is not None:
                self._score_feature(feature, *value, False, self._now.turn)
            else:  # for the log: it was completed, but nobody held it
                self._note("nobody-scores", feature.kind, feature.squares)
        for _, figures in held:
            for figure in figures:
                self._send_home(figure)
        for expansion in self._hooked["after_scoring"]:
            expansion.after_scoring(self._ctx(), placed)
        now = self._now
        # a module may let the player play again (a builder's double turn); a loop, not any():
        # most games have no such module
        for expansion in self._hooked["plays_again"]:
            if expansion.plays_again(cast(View, self)):
                break
        else:
            now.player = (now.player + 1) % len(self.setup.players)
        self._now.last_placed = None
        self._now.turn = self._now.turn + 1
        self._now.phase = DRAW
        if not self._now.bag_total:
            self._final_scoring(self._now.turn - 1)

    def _final_scoring(self, turn: int) -> None:
        """Score every feature a follower stands on, by kind, then by its first square; then
        the expansions' own final scoring (also the projection's: ``scores_if_ended``, after
        every placement)."""
        board = self.board
        features = sorted(
            (board.features[r] for r in board.occupied()),
            key=lambda f: (kind_order(f), min(f.squares)),
        )
        for feature in features:
            value = self._value(feature, True)
            # worth nothing, it is left out (a field beside no completed city), unless its
            # items count what made it so (an unfinished road with an inn: its tiles score 0)
            if value is not None and (value[0] or any(item.count for item in value[1])):
                self._score_feature(feature, *value, True, turn)
        for expansion in self.expansions:
            expansion.final_scoring(self._ctx(), turn)
        self._now.phase = OVER


def kind_order(feature: Feature) -> int:
    """Where a kind of feature is scored among the others: a kind completed as a cloister is
    (a garden) beside the cloisters."""
    return _KIND_ORDER.get(feature.kind, _KIND_ORDER[CLOISTER] if feature.kind in SURROUNDED else 9)
