"""Base-game scoring: majorities, and the value of roads, cities, cloisters and fields.

Each function returns the points and the items that explain them; ``Game`` turns those into
one ``ScoreEvent`` per winning player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from carc_assist.table.board import Board, Feature
from carc_assist.table.events import Item, Value
from carc_assist.table.figures import NOT_FOLLOWERS, Figure
from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD


def winners(figures: Iterable[Figure]) -> list[int]:
    """The player(s) whose followers weigh the most (a base follower weighs 1, an expansion's
    kind what it declares; a figure that is no follower, a builder or a pig, counts for
    nobody); all tied players win."""
    counts: Counter[int] = Counter()
    for figure in figures:
        if figure.kind not in NOT_FOLLOWERS:
            counts[figure.player] += figure.weight
    if not counts:
        return []
    most = max(counts.values())
    return sorted(player for player, n in counts.items() if n == most)


def feature_value(board: Board, feature: Feature, final: bool, small_city_2pts: bool) -> Value:
    """Points and items of a road, city or cloister, completed or (``final``) not."""
    if feature.kind == ROAD:
        tiles = feature.tiles  # counted when asked
        return tiles, (Item("tiles", tiles, tiles),)
    if feature.kind == CITY:
        # incomplete at the end, or (option small-city-2pts) a completed city of 2 tiles:
        # 1 per tile and 1 per pennant (decisions.md row 1), else 2 and 2
        tiles = feature.tiles
        small = small_city_2pts and tiles == 2
        per = 1 if final or small else 2
        items = [Item("tiles", tiles, tiles * per)]
        if feature.pennants:
            items.append(Item("pennants", feature.pennants, feature.pennants * per))
        return sum(i.points for i in items), tuple(items)
    if feature.kind == CLOISTER:
        return surrounded_value(board, feature, final)
    raise ValueError(f"{feature.kind} is not scored as a feature")


def surrounded_value(board: Board, feature: Feature, final: bool) -> Value:
    """A feature completed when surrounded (a cloister; an expansion's garden: its
    ``FeatureKind.value``): its tile and each filled square around it, 1 each (9 complete)."""
    (square,) = feature.squares
    count = 1 + board.neighbours_filled(square)
    return count, (Item("tiles", count, count),)


def completed_cities(board: Board, field: Feature) -> int:
    """How many completed cities a field borders (each city once, however often it touches)."""
    cities = {board.find(c) for c in field.cities}
    return sum(1 for root in cities if board.features[root].open_sides == 0)


def field_value(board: Board, feature: Feature) -> Value:
    """3 points per completed city the field borders (each city once per field)."""
    completed = completed_cities(board, feature)
    return 3 * completed, (Item("cities", completed, 3 * completed),)


#: the core's kinds final scoring counts (an expansion's kind says its own value: a tent
#: scores nothing at the end; crown fields are no feature)
SCORED_AT_END = (ROAD, CITY, CLOISTER, FIELD)
