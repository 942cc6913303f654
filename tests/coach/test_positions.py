"""Positions a player can check (issue 44): each worked out by hand, where the best turn is
clear to any strong player. Each says the coach's expected first suggestion, or a turn it must
never rank first, and why; the records are small enough to lay out on a table."""

from __future__ import annotations

import pytest

from carc_assist.players.coach import Suggestion, rank
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay
from carc_assist.table.actions import Draw, Follower, Pass, Place
from tests.test_coach import OWN_OR_GIFT, _place, _record


def _kind(game: Game, suggestion: Suggestion) -> str | None:
    """The kind of feature the turn's follower stands on (None: no follower)."""
    place, *rest = suggestion.actions
    if not rest or not isinstance(rest[0], Follower) or not isinstance(place, Place):
        return None
    with game.trying(place):
        placed = game.last_placed
        assert placed is not None
        segment = placed.segment_at(rest[0].location)
        assert segment is not None
        return game.board.feature(segment).kind


def test_a_monk_on_the_first_cloister() -> None:
    """Anna's first tile is a cloister (base/B: a cloister in a field, no road). It fits only
    south of the start tile (the start tile's other sides are a city and two roads). With 70
    tiles to come, the eight squares around it will almost surely be filled: a monk there
    should bring close to 9 points. Its field borders no city: a farmer would earn nothing and
    be lost for the game; no follower earns nothing. Expected first: the monk."""
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/B"))
    ranked = rank(game, None)
    best = ranked[0]
    assert _kind(game, best) == "cloister"
    assert any(r.what == "starts" and r.feature == "cloister" and r.points >= 5 for r in best.reasons)
    farmers = [s for s in ranked if _kind(game, s) == "field"]
    assert farmers and all(s.value < 0 for s in farmers)  # worse than placing it with nobody


#: a bag of three: the start tile (a city to the north, a road east-west), two straight roads
#: and a city cap. Anna puts the first road south of the start tile, with nobody; Bram closes
#: the start city from the north with the cap (nobody in it: nobody scores it). Anna draws the
#: other road: the last tile of the game.
LAST_TILE = {
    "format": "carc-assist-tileset",
    "version": 1,
    "set": "last-tile",
    "name": "Last tile (test)",
    "start": "last-tile/D",
    "tiles": [
        {"id": "last-tile/D", "like": "base/D", "count": 1},
        {"id": "last-tile/U", "like": "base/U", "count": 2},
        {"id": "last-tile/E", "like": "base/E", "count": 1},
    ],
}
LAST_TILE_RECORD = _record(
    [
        {"draw": "last-tile/U"},
        _place("last-tile/U", 0, 1, 0),
        {"draw": "last-tile/E"},
        _place("last-tile/E", 0, -1, 180),
        {"draw": "last-tile/U"},
    ],
    ("last-tile",),
    [LAST_TILE],
)


def test_the_last_tile_puts_a_farmer_beside_the_completed_city() -> None:
    """The game ends with Anna's turn, so a follower is worth only what it scores at the end.
    A farmer in a field that borders the completed start city scores 3 (the field between the
    city and the road, east or west of the start tile; or the field north of the cap); a thief
    on the start road, extended by this tile, scores its 2 tiles; no follower scores nothing.
    Expected first: a farmer beside the completed city, worth 3 to Anna and nothing to Bram;
    never first: no follower."""
    game = replay(LAST_TILE_RECORD)
    assert game.bag_total == 0
    ranked = rank(game, None)
    best = ranked[0]
    assert _kind(game, best) == "field"
    assert best.value == pytest.approx(3.0)
    thieves = [s for s in ranked if _kind(game, s) == "road"]
    assert thieves and max(s.value for s in thieves) == pytest.approx(2.0)
    assert not isinstance(best.actions[1], Pass)
    assert max(s.value for s in ranked if isinstance(s.actions[1], Pass)) == pytest.approx(0.0)
    for action in best.actions:  # played, the final scoring says the same
        game.push(action)
    assert game.finished and game.scores == [3, 0]


def test_never_first_completing_the_opponents_city() -> None:
    """OWN_OR_GIFT (``tests/test_coach``): Anna holds a city cap that closes either her own
    one-tile city (4 points, her knight back) or Bram's (4 points to Bram, his knight back).
    Giving Bram 4 points and a follower is never the best turn while her own closes too: it
    must never rank first, nor above her own."""
    game = replay(OWN_OR_GIFT)
    ranked = rank(game, None)
    gift = Place("base/E", (-2, 1), 90)
    assert ranked[0].actions[0] != gift
    own = next(s for s in ranked if s.actions[0] == Place("base/E", (1, 1), 270))
    assert all(s.value < own.value for s in ranked if s.actions[0] == gift)
