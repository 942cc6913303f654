"""Inns & Cathedrals in the engine: its 18 tiles against JCloisterZone's definitions, the
values of inn roads and cathedral cities with what other modules add, and the big follower
(one each, its own supply, weighs two, never on a crown field or a tent). The worked-out games
are in ``tests/scenarios/inns-cathedrals/``, the refused records in ``tests/bad_records/ic_*``."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carc_assist import Draw, End, Follower, Game, IllegalAction, Place, Setup
from carc_assist.expansions import inns_and_cathedrals
from carc_assist.expansions.inns_and_cathedrals import BIG, InnsAndCathedrals
from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import shipped_catalogue
from carc_assist.storage.record import replay, to_record
from carc_assist.table.actions import Deploy, from_record
from carc_assist.table.events import Item
from carc_assist.table.geometry import HALVES, SIDES
from carc_assist.table.tiles import TileDef
from tests.test_properties import assert_invariants

IC = ("base", "inns-cathedrals")

#: JCloisterZone's ``inns_and_cathedrals.xml`` (set ``inns-and-cathedrals:1``), written out by
#: hand in its own notation: count, then each feature as "kind: locations [: attributes]";
#: a farm's ``city=`` edges after "|". L and R are the halves of a side seen from the tile's
#: middle (NL = north-west, EL = east-north …).
JCZ = {
    "Cccc-c": (2, ["city: N W S E: cathedral"]),
    "LRFR": (1, ["cloister", "road: W", "road: E", "farm: ER SL SR WL", "farm: EL NL NR WR"]),
    "CCCC": (1, ["city: N", "city: W", "city: E", "city: S", "farm: INNER_FARM | N W E S"]),
    "CCC": (1, ["city: N", "city: W", "city: E", "farm: SL SR | N W E"]),
    "CRCR": (
        1,
        [
            "city: N",
            "city: S",
            "road: W",
            "road: E",
            "farm: ER | S",
            "farm: WL | S",
            "farm: EL | N",
            "farm: WR | N",
        ],
    ),
    "CCc-p": (1, ["city: N W: pennant", "city: S", "farm: EL ER | N S"]),
    "C-x": (1, ["city: N", "farm: EL ER | N", "farm: WL WR SL SR | N"]),
    "CFR": (1, ["city: N", "road: S", "farm: WL WR SR | N", "farm: EL ER SL | N"]),
    "CcR": (1, ["city: N W", "road: E", "farm: EL | W", "farm: ER SL SR | W"]),
    "CRcR-p": (
        1,
        [
            "city: E W: pennant",
            "road: N",
            "road: S",
            "farm: NL | W",
            "farm: NR | W",
            "farm: SL | W",
            "farm: SR | W",
        ],
    ),
    "RCc-i": (1, ["city: N W", "road: S: inn", "farm: SR | W", "farm: SL EL ER | W"]),
    "RrC-i": (1, ["city: N", "road: W S: inn", "farm: SR WL", "farm: WR EL ER SL | N"]),
    "CcRr-p-i": (1, ["city: N W: pennant", "road: E S: inn", "farm: SL ER", "farm: SR EL | N"]),
    "RRR-i": (1, ["road: E: inn", "road: W", "road: S", "farm: WR NL NR EL", "farm: WL SR", "farm: ER SL"]),
    "RFr-i": (1, ["road: W E: inn", "farm: WR NL NR EL", "farm: ER SL SR WL"]),
    "Rr-i": (1, ["road: W S: inn", "farm: WR NL NR EL ER SL", "farm: SR WL"]),
    "RrRr": (1, ["road: N W", "road: S E", "farm: NL WR", "farm: SL ER", "farm: NR EL SR WL"]),
}

_HALF = {"NL": "Nw", "NR": "Ne", "EL": "En", "ER": "Es", "SL": "Se", "SR": "Sw", "WL": "Ws", "WR": "Wn"}
_KIND = {"farm": "field"}


def _jcz_features(lines: list[str]) -> Counter[tuple[object, ...]]:
    """Each feature as (kind, locations, the cities it borders by their edges, pennant, inn,
    cathedral)."""
    parsed = []
    for line in lines:
        kind, *rest = [part.strip() for part in line.split(":")]
        where, _, cities = (rest[0] if rest else "").partition("|")
        parsed.append((_KIND.get(kind, kind), where.split(), cities.split(), set(rest[1:])))
    city_of = {edge: frozenset(where) for kind, where, _, _ in parsed if kind == "city" for edge in where}
    found: Counter[tuple[object, ...]] = Counter()
    for kind, where, cities, attributes in parsed:
        names = frozenset(_HALF.get(n, n) for n in where if n != "INNER_FARM")
        borders = frozenset(city_of[edge] for edge in cities)
        found[
            (kind, names, borders, "pennant" in attributes, "inn" in attributes, "cathedral" in attributes)
        ] += 1
    return found


def _features(tile: TileDef) -> Counter[tuple[object, ...]]:
    found: Counter[tuple[object, ...]] = Counter()
    for seg in tile.segments:
        names = frozenset([SIDES[side] for _, side in seg.sides] + [HALVES[half] for _, half in seg.halves])
        borders = frozenset(frozenset(SIDES[side] for _, side in tile.segments[c].sides) for c in seg.cities)
        flags = (seg.pennants == 1, seg.attribute("inn") is True, seg.attribute("cathedral") is True)
        found[(seg.kind, names, borders, *flags)] += 1
    return found


def test_the_tiles_are_jcloisterzone_s_first_edition() -> None:
    catalogue = shipped_catalogue()
    counts = catalogue.sets["inns-cathedrals"].counts
    assert counts == {f"inns-cathedrals/{name}": count for name, (count, _) in JCZ.items()}
    assert sum(counts.values()) == 18 and len(counts) == 17
    for name, (_, lines) in JCZ.items():
        assert _features(catalogue.tiles[f"inns-cathedrals/{name}"]) == _jcz_features(lines), name


def test_six_inns_two_cathedrals_three_pennants() -> None:
    catalogue = shipped_catalogue()
    tiles = [
        catalogue.tiles[t] for t, n in catalogue.sets["inns-cathedrals"].counts.items() for _ in range(n)
    ]
    assert sum("inn" in t.marks for t in tiles) == 6
    assert sum("cathedral" in t.marks for t in tiles) == 2
    assert sum(seg.pennants for t in tiles for seg in t.segments) == 3
    assert "inn" not in catalogue.tiles["wof/IC-RCc"].marks  # decisions.md row 24


def test_the_big_follower_is_read_and_written_as_the_record_says() -> None:
    action = from_record({"follower": "E", "figure": "big"})
    assert action == Deploy("E", BIG) and action.to_record() == {"follower": "E", "figure": "big"}
    assert from_record({"follower": "E"}) == Follower("E")


def _road_game(players: int = 2) -> Game:
    """The start tile D with a U east of it: a road open at both ends, the follower step."""
    game = Game(Setup.of(["Anna", "Bram", "Cara", "Dirk", "Eva", "Finn"][:players], IC))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    return game


def test_one_big_follower_each_beside_the_followers() -> None:
    game = _road_game()
    assert game.module(InnsAndCathedrals) is not None
    assert game.figures_left(0) == {"follower": 7, BIG: 1}
    assert Deploy("E", BIG) in game.prompt.options and Deploy("E", BIG) in game.legal_follower_actions()
    game.push(Deploy("E", BIG))
    (figure,) = game.figures.values()
    assert (figure.kind, figure.weight, game.figures_left(0)) == (BIG, 2, {"follower": 7, BIG: 0})
    assert_invariants(game)
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 1), 0))
    assert Deploy("E", BIG) in game.prompt.options  # Bram's own big follower
    game.pop()
    game.pop()
    game.pop()
    assert game.figures == {} and game.figures_left(0) == {"follower": 7, BIG: 1}


def test_a_record_with_the_big_follower_saves_and_replays_alike() -> None:
    game = _road_game()
    game.push(Deploy("E", BIG))
    game.push(End())
    again = replay(to_record(game))
    assert again.actions == game.actions and again.scores == game.scores == [2, 0]


def test_the_big_follower_alone_keeps_the_step_open() -> None:
    """With no follower left but the big one, the follower step still offers it (it does not
    pass by itself)."""
    game = Game(Setup.of(["Anna", "Bram"], IC))
    game.supply[0] = 0  # as if Anna's 7 followers all stood elsewhere
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    assert game.legal_follower_spots() == []
    assert game.prompt.kind == "follower" and Deploy("E", BIG) in game.prompt.options


def test_six_players_each_have_a_big_follower_and_grey_plays() -> None:
    game = _road_game(players=6)
    assert [p.color for p in game.setup.players][5] == "grey"
    assert game.own_supply == {BIG: [1] * 6}


@pytest.mark.parametrize(
    ("action", "key"),
    [
        (Deploy("crown:tax:0", BIG), "big-follower-off-tile"),
        (Deploy("X", BIG), "big-follower-off-tile"),
        (Deploy("E", "giant"), "needs-expansion"),
    ],
)
def test_refusals_change_nothing(action: Deploy, key: str) -> None:
    game = _road_game()
    with pytest.raises(IllegalAction) as refused:
        game.push(action)
    assert refused.value.key == key
    assert game.figures == {} and game.figures_left(0) == {"follower": 7, BIG: 1}


def test_a_big_follower_before_the_follower_step_is_refused() -> None:
    game = Game(Setup.of(["Anna", "Bram"], IC))
    with pytest.raises(IllegalAction) as refused:
        game.push(Deploy("E", BIG))
    assert refused.value.key == "deploy-not-now"


class _Feature:
    """What the module's value reads of a feature itself: its kind (its marks: ``marks_on``)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind


def _value(
    monkeypatch: pytest.MonkeyPatch, kind: str, final: bool, *items: Item
) -> tuple[int, tuple[Item, ...]]:
    """The module's value of a road or city with one inn or cathedral, from the value ``items``
    say (the base rules', with what other modules added)."""
    game = _road_game()
    module = game.module(InnsAndCathedrals)
    assert module is not None
    monkeypatch.setattr(inns_and_cathedrals, "marks_on", lambda board, feature, mark: 1)
    value = (sum(i.points for i in items), items)
    return module.feature_value(game, _Feature(kind), final, value)  # type: ignore[arg-type]


def test_an_inn_changes_the_tiles_points_only_and_signposts_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """decisions.md rows 21 and 32: the signposts' bonus is added as usual, at the end too."""
    completed = _value(monkeypatch, "road", False, Item("tiles", 4, 4), Item("signposts", 2, 4, types=2))
    assert completed == (12, (Item("tiles", 4, 8), Item("signposts", 2, 4, types=2), Item("inn", 1, 0)))
    at_end = _value(monkeypatch, "road", True, Item("tiles", 4, 4), Item("signposts", 2, 2))
    assert at_end == (2, (Item("tiles", 4, 0), Item("signposts", 2, 2), Item("inn", 1, 0)))


def test_a_cathedral_rates_tiles_and_pennants(monkeypatch: pytest.MonkeyPatch) -> None:
    """decisions.md row 22: 3 per tile and pennant, whatever the small-city option said."""
    small = _value(monkeypatch, "city", False, Item("tiles", 5, 5), Item("pennants", 2, 2))
    assert small == (21, (Item("tiles", 5, 15), Item("pennants", 2, 6), Item("cathedral", 1, 0)))
    assert _value(monkeypatch, "city", True, Item("tiles", 5, 5), Item("pennants", 2, 2))[0] == 0
    assert _value(monkeypatch, "cloister", True, Item("tiles", 5, 5)) == (5, (Item("tiles", 5, 5),))


#: per mark: (the kind of feature, the items it rates, points per thing when completed)
_RATED = {"inn": ("road", ("tiles",), 2), "cathedral": ("city", ("tiles", "pennants"), 3)}


def assert_marks_rate_their_items(game: Game) -> None:
    """Every road or city event with an inn or cathedral item rates its tiles (and pennants)
    2 or 3 each when completed and 0 at the end; every point of the event is in its items."""
    for event in game.events:
        if event.source not in ("road", "city"):
            continue
        assert event.points == sum(item.points for item in event.items)
        for mark, (source, rated, per) in _RATED.items():
            if not any(item.what == mark for item in event.items):
                continue
            assert event.source == source
            for item in event.items:
                if item.what in rated:
                    assert item.points == item.count * (0 if event.final else per), (mark, event)


@settings(max_examples=8, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_random_games_rate_inns_and_cathedrals(seed: int, players: int) -> None:
    setup = Setup.of(["A", "B", "C", "D", "E", "F"][:players], ("base", "inns-cathedrals", "wof-symbols"))
    game = random_game(setup, random.Random(seed))
    assert_marks_rate_their_items(game)
    assert_invariants(game)


def test_an_open_cathedral_city_is_at_risk() -> None:
    """Anna's knight on the cathedral Cccc-c [0, -1], joined to the start tile's city: 2 tiles,
    open to the north, east and west. Completed now it would score 2 x 3 = 6; unfinished at
    the end, 0 (insight.risk, through the module's at_risk)."""
    from carc_assist.rules.insight import risk

    game = Game(Setup.of(["Anna", "Bram"], ("base", "inns-cathedrals")))
    game.push(Draw("inns-cathedrals/Cccc-c"))
    game.push(Place("inns-cathedrals/Cccc-c", (0, -1), 0))
    game.push(Follower("N"))
    (figure,) = game.figures.values()
    found = risk(game, figure.segment, figure.player)
    assert found is not None and (found.key, found.kind) == ("cathedral", "city")
    assert (found.completed, found.unfinished, found.stake) == (6, 0, 6)
    assert [c.square for c in found.needs] == [(-1, -1), (0, -2), (1, -1)]
    assert all(c.tiles for c in found.needs) and 0 < found.chance < 1
    # the start tile's road is no inn road: no risk there
    road = game.board.segment_at((0, 0), "E")
    assert road is not None and risk(game, road, 0) is None
