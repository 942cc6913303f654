"""Random games for the library's and the edit's properties: setups over every expansion, the
settings that keep the properties quick and the same on every run, and a game's state in a
form to compare."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import summary, to_record
from tests.test_fortune_tellers import TELLERS
from tests.test_signposts import SIGNS

SETUPS = st.sampled_from(
    [
        Setup.of(["A", "B"]),
        Setup.of(["A", "B", "C", "D", "E", "F"], small_city_2pts=True, followers=5),
        Setup.of(["A", "B", "C"], ("base", "festival", "wind-roses")),
        Setup.of(["A", "B", "C", "D"], ("wof", "festival")),
        Setup.of(["A", "B"], ("base", "wof-symbols"), wheel_beside_board=True, famine_majority=True),
        Setup(Setup.of(["A", "B", "C"]).players, ("base", "tellers", "signs"), tiles=(TELLERS, SIGNS)),
        Setup.of(["A", "B", "C", "D", "E", "F"], ("base", "inns-cathedrals", "wof-symbols", "festival")),
        Setup.of(["A", "B", "C"], ("base", "traders-builders", "inns-cathedrals", "wof-symbols", "festival")),
    ]
)

#: derandomized: the same examples on every run (run with more by hand to explore)
QUICK = settings(
    max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def state(game: Game) -> tuple[object, ...]:
    """Everything the players see of a game, in a form to compare."""
    tiles = sorted((square, placed.tile.id, placed.rotation) for square, placed in game.board.cells.items())
    figures = sorted((f.square, f.location, f.player) for f in game.figures.values())
    return (
        to_record(game),
        summary(game),
        tiles,
        figures,
        dict(game.bag.counts),
        game.phase,
        game.turn,
        game.held,
        dict(game.off_board),
        game.notes,
    )
