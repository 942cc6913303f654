"""Traders & Builders in the engine: its 24 tiles against JCloisterZone's definitions, goods
(conserved: the tokens taken are the symbols of the cities completed), the builder's double
turn (never a third; undo and redo exact), the pig, and the figures that are no followers.
The worked-out games are in ``tests/scenarios/traders-builders/``, the refused records in
``tests/bad_records/tb_*``."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carc_assist import Draw, Game, Place, Setup
from carc_assist.expansions import traders_builders
from carc_assist.expansions.traders_builders import BUILDER, PIG, TradersAndBuilders, goods_in
from carc_assist.players.selfplay import random_game
from carc_assist.rules.game import shipped_catalogue
from carc_assist.storage.record import replay, summary, to_record
from carc_assist.table.actions import Deploy, Discard, Follower, Pass, from_record
from carc_assist.table.geometry import HALVES, SIDES
from carc_assist.table.tiles import TileDef
from tests.test_properties import assert_invariants, snapshot

TB = ("base", "traders-builders")
#: the kinds of good the rules name (not the module's constant: a mutant may change that)
KINDS_IN_RULES = ("wine", "grain", "cloth")
SCENARIOS = Path(__file__).parent / "scenarios" / "traders-builders"

#: JCloisterZone's ``traders_and_builders.xml`` (set ``traders-and-builders:1``, one of each),
#: in its own notation: each feature as "kind: locations [: good]"; a farm's ``city=`` edges
#: after "|". L and R are the halves of a side seen from the tile's middle (NL = north-west,
#: EL = east-north …).
JCZ = {
    "Cc-g": ["city: N W: grain", "farm: SL SR EL ER | N"],
    "Cc-w": ["city: N W: wine", "farm: SL SR EL ER | N"],
    "CCc-c": ["city: W E: cloth", "city: S", "farm: NL NR | W", "farm: INNER_FARM | W S"],
    "CCc-w": ["city: W E: wine", "city: S", "farm: NL NR | W", "farm: INNER_FARM | W S"],
    "Ccc-g": ["city: N W E: grain", "farm: SL SR | N"],
    "CcCC-c": ["city: N W: cloth", "city: S", "city: E", "farm: INNER_FARM | N E S"],
    "CcRR-x-c": ["road: S", "road: E", "city: N W: cloth",
                 "farm: SR | N", "farm: SL | N", "farm: ER | N", "farm: EL | N"],
    "CcRR-w": ["city: N W: wine", "road: S", "road: E", "farm: SR | N", "farm: SL ER | N", "farm: EL | N"],
    "CcRC-c": ["city: N W: cloth", "city: S", "road: E", "farm: EL | N", "farm: ER | N S"],
    "CcRC-g": ["city: N W: grain", "city: S", "road: E", "farm: EL | N", "farm: ER | N S"],
    "CcR-c": ["city: N W: cloth", "road: E", "farm: EL | N", "farm: ER SL SR | N"],
    "CcR-x-w": ["road: E", "city: N W: wine", "farm: EL | N", "farm: ER | N", "farm: SL SR | N"],
    "CccR-w": ["city: N W E: wine", "road: S", "farm: SR | N", "farm: SL | N"],
    "CcCc-w": ["city: N W: wine", "city: E S", "farm: INNER_FARM | N S"],
    "CFc-w": ["city: W E: wine", "farm: NL NR | W", "farm: SL SR | W"],
    "CR": ["city: N", "road: E", "farm: EL | N", "farm: WL WR SL SR ER | N"],
    "CRc-g": ["city: W E: grain", "road: S", "farm: NL NR | W", "farm: SR | W", "farm: SL | W"],
    "CRc-w": ["city: W E: wine", "road: S", "farm: NL NR | W", "farm: SR | W", "farm: SL | W"],
    "CRcR-w": ["city: E W: wine", "road: N", "road: S",
               "farm: NL | W", "farm: NR | W", "farm: SL | W", "farm: SR | W"],
    "LRRR": ["cloister", "road: E", "road: S", "road: W", "farm: WR NL NR EL", "farm: ER SL", "farm: WL SR"],
    "RCc-g": ["city: N W: grain", "road: S", "farm: SR | N", "farm: SL EL ER | N"],
    "RCc-x-g": ["road: S", "city: N W: grain", "farm: SR | N", "farm: SL | N", "farm: EL ER | N"],
    "RRC": ["city: N", "road: W", "road: S", "farm: WR | N", "farm: WL SR", "farm: EL ER SL | N"],
    "RRrr": ["road: N S", "road: W E", "farm: WR NL", "farm: NR EL", "farm: ER SL", "farm: SR WL"],
}  # fmt: skip

_HALF = {"NL": "Nw", "NR": "Ne", "EL": "En", "ER": "Es", "SL": "Se", "SR": "Sw", "WL": "Ws", "WR": "Wn"}


def _jcz_features(lines: list[str]) -> Counter[tuple[object, ...]]:
    """Each feature as (kind, locations, the cities it borders by their edges, good)."""
    parsed = []
    for line in lines:
        kind, *rest = [part.strip() for part in line.split(":")]
        where, _, cities = (rest[0] if rest else "").partition("|")
        parsed.append(("field" if kind == "farm" else kind, where.split(), cities.split(), rest[1:]))
    city_of = {edge: frozenset(where) for kind, where, _, _ in parsed if kind == "city" for edge in where}
    found: Counter[tuple[object, ...]] = Counter()
    for kind, where, cities, good in parsed:
        names = frozenset(_HALF.get(n, n) for n in where if n != "INNER_FARM")
        borders = frozenset(city_of[edge] for edge in cities)
        found[(kind, names, borders, good[0] if good else None)] += 1
    return found


def _features(tile: TileDef) -> Counter[tuple[object, ...]]:
    found: Counter[tuple[object, ...]] = Counter()
    for seg in tile.segments:
        names = frozenset([SIDES[side] for _, side in seg.sides] + [HALVES[half] for _, half in seg.halves])
        borders = frozenset(frozenset(SIDES[side] for _, side in tile.segments[c].sides) for c in seg.cities)
        found[(seg.kind, names, borders, traders_builders.good_of(seg))] += 1
    return found


def test_the_tiles_are_jcloisterzone_s_first_edition() -> None:
    catalogue = shipped_catalogue()
    counts = catalogue.sets["traders-builders"].counts
    assert counts == {f"traders-builders/{name}": 1 for name in JCZ}
    for name, lines in JCZ.items():
        assert _features(catalogue.tiles[f"traders-builders/{name}"]) == _jcz_features(lines), name


def test_nine_wine_six_grain_five_cloth_four_tiles_without() -> None:
    catalogue = shipped_catalogue()
    tiles = [catalogue.tiles[t] for t in catalogue.sets["traders-builders"].counts]
    goods = Counter(g for t in tiles for seg in t.segments if (g := traders_builders.good_of(seg)))
    assert goods == {"wine": 9, "grain": 6, "cloth": 5}
    assert sum("goods" not in t.marks for t in tiles) == 4
    assert "goods" not in catalogue.tiles["wof/TB-CR"].marks  # decisions.md row 24: no goods


def test_builder_and_pig_are_read_and_written_as_the_record_says() -> None:
    for kind in (BUILDER, PIG):
        action = from_record({"follower": "E", "figure": kind})
        assert action == Deploy("E", kind) and action.to_record() == {"follower": "E", "figure": kind}


def _road_game() -> Game:
    """Anna's thief on U [1,0] (the start tile's road); Bram's B [0,1]; Anna's U [2,0] waits
    for her follower step."""
    game = Game(Setup.of(["Anna", "Bram"], TB))
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0), Follower("E")):
        game.push(action)
    for action in (
        Draw("base/B"),
        Place("base/B", (0, 1), 0),
        Pass(),
        Draw("base/U"),
        Place("base/U", (2, 0), 0),
    ):
        game.push(action)
    return game


def test_a_builder_and_a_pig_each_beside_the_followers() -> None:
    game = _road_game()
    assert game.module(TradersAndBuilders) is not None
    assert game.figures_left(0) == {"follower": 6, BUILDER: 1, PIG: 1}
    # the builder where her thief is; no pig: no farmer of hers in the fields of U
    assert [a for a in game.prompt.options if isinstance(a, Deploy)] == [Deploy("E", BUILDER)]
    game.push(Deploy("E", BUILDER))
    builder = next(f for f in game.figures.values() if f.kind == BUILDER)
    assert (builder.follower, builder.weight, game.figures_left(0)[BUILDER]) == (False, 0, 0)
    assert_invariants(game)


def test_the_builder_alone_keeps_the_step_open() -> None:
    """With no follower left, the follower step still offers the builder."""
    game = Game(Setup.of(["Anna", "Bram"], TB))
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0), Follower("E")):
        game.push(action)
    game.push(Draw("base/B"))
    game.push(Place("base/B", (0, 1), 0))
    game.push(Pass())
    game.supply[0] = 0  # as if Anna's other followers all stood elsewhere
    game.push(Draw("base/U"))
    game.push(Place("base/U", (2, 0), 0))
    assert game.legal_follower_spots() == []
    assert game.prompt.kind == "follower" and game.prompt.options == (Deploy("E", BUILDER),)


def _scenario(name: str) -> dict[str, object]:
    record = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))["record"]
    assert isinstance(record, dict)
    return record


def test_undo_and_redo_of_a_double_turn_are_exact() -> None:
    """Every state of a game with a double turn comes back exactly after undoing everything
    and redoing it; undoing the extra turn's draw returns to the end of the first turn."""
    played = replay(_scenario("builder_double_turn_never_chains"), close_turn=False)
    actions = list(played.actions)
    game = Game(played.setup)
    states = [snapshot(game)]
    for action in actions:
        game.push(action)
        states.append(snapshot(game))
    for index in range(len(actions), 0, -1):
        game.pop()
        assert snapshot(game) == states[index - 1], index
    for index in range(1, len(actions) + 1):
        game.redo()
        assert snapshot(game) == states[index], index
    # the extra turn's draw (turn 6, Anna's) undone: Anna's draw step of turn 6 again
    extra = next(i for i, a in enumerate(actions) if isinstance(a, Draw) and i > 12)
    while len(game.actions) > extra:
        game.pop()
    assert (game.prompt.kind, game.prompt.player, game.turn) == ("draw", 0, 6)
    module = game.module(TradersAndBuilders)
    assert module is not None and module.extra_turn(game) == "road"
    game.pop()  # the pass that ended turn 5: its follower step again
    assert (game.prompt.kind, game.prompt.player, game.turn) == ("follower", 0, 5)
    assert module.extra_turn(game) is None


def test_replay_json_has_each_player_s_goods() -> None:
    game = replay(_scenario("goods_to_the_completer"))
    players = summary(game)["players"]
    assert isinstance(players, list)
    assert [p["goods"] for p in players] == [
        {"wine": 0, "grain": 0, "cloth": 0},
        {"wine": 1, "grain": 0, "cloth": 0},
    ]
    assert "goods" not in summary(Game(Setup.of(["Anna", "Bram"])))["players"][0]  # type: ignore[index]


def test_a_good_s_majority_points_at_the_symbols_that_won_it() -> None:
    """The final tour outlines where each majority's tokens came from: the squares of the
    symbols in the cities the player completed (JCloisterZone's game, worked out by hand)."""
    game = replay(_scenario("jcz_trade_goods_scoring"))
    where = {
        (game.setup.players[e.player].name, e.items[0].what): e.squares
        for e in game.events
        if e.source == "goods"
    }
    assert where == {
        ("Alice", "cloth"): {(-1, 0)},  # CcRR-x-c's cloth, in the city her E [-2, 0] closed
        ("Bob", "cloth"): {(0, -1)},  # CCc-c's cloth, in the city his I [0, -2] closed
        ("Bob", "wine"): {(-1, -2), (-1, -1)},  # CcRR-w and CcR-x-w, the city his CcR-x-w closed
    }


# -- properties over random games -------------------------------------------------------


def turn_players(game: Game) -> dict[int, int]:
    """Who played each turn of a finished game, replayed action by action."""
    again = Game(game.setup, game.catalogue)
    seen = {again.turn: again.current_player}
    for action in game.actions:
        again.push(action)
        seen.setdefault(again.turn, again.current_player)
    return seen


def assert_goods_conserved(game: Game) -> None:
    """The tokens taken are the goods of the cities completed (every completed city on the
    board was completed by a placed tile: the final scoring completes none), each taken by
    the player of the turn that completed it; the majorities score 10 each, ties too."""
    module = game.module(TradersAndBuilders)
    assert module is not None
    board = game.board
    shown: Counter[str] = Counter()
    for root in {board.find(s) for s in range(len(board.parent))}:
        feature = board.features[root]
        if feature.kind == "city" and board.is_completed(feature):
            shown.update(goods_in(board, feature))
    taken = Counter({kind: sum(module.goods.get(kind, ())) for kind in KINDS_IN_RULES})
    assert +taken == shown
    noted: Counter[tuple[int, str]] = Counter()
    for note in game.notes:
        if note.what == "goods":
            kind, count = note.subject.split(":")
            noted[(note.player, kind)] += int(count)
    assert +noted == +Counter(
        {(p, k): module.goods[k][p] for k in module.goods for p in range(len(game.setup.players))}
    )
    players = turn_players(game)
    assert all(players[n.turn] == n.player for n in game.notes if n.what == "goods")
    if game.finished:
        paid = Counter((e.player, e.items[0].what) for e in game.events if e.source == "goods")
        assert all(e.points == 10 and e.final for e in game.events if e.source == "goods")
        for kind in module.goods:
            most = max(module.goods[kind])
            leaders = {(p, kind) for p, n in enumerate(module.goods[kind]) if most and n == most}
            assert {key for key in paid if key[1] == kind} == leaders, kind


def assert_no_third_turn_in_a_row(game: Game) -> None:
    players = turn_players(game)
    turns = sorted(players)
    for a, b, c in zip(turns, turns[1:], turns[2:], strict=False):
        assert not players[a] == players[b] == players[c], (a, b, c)


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_random_games_conserve_goods_and_never_chain(seed: int, players: int) -> None:
    sets = ("base", "traders-builders", "inns-cathedrals", "festival", "wof-symbols")
    setup = Setup.of(["A", "B", "C", "D", "E"][:players], sets)
    game = random_game(setup, random.Random(seed))
    assert_goods_conserved(game)
    assert_no_third_turn_in_a_row(game)
    assert_invariants(game)
    again = replay(to_record(game))
    assert again.scores == game.scores


def builder_minded_game(setup: Setup, rng: random.Random) -> Game:
    """A random game whose players like builders and pigs: most turns a placement beside a
    road or city of their own followers (one that may extend it), and a builder or pig
    whenever one may stand; else as ``selfplay.play_turn``."""
    game = Game(setup)
    while not game.finished:
        tile = game.nth_drawable(rng.randrange(game.drawable_total))
        game.push(Draw(tile))
        while game.phase not in ("place", "over"):  # the plague: random choices
            game.push(rng.choice(game.expansion_options()))
        if game.finished:
            break
        placements = list(game.legal_placements(tile))
        if not placements:
            game.push(Discard(tile))
            continue
        near = _beside_own_roads_and_cities(game)
        liked = [p for p in placements if p.at in near]
        game.push(rng.choice(liked if liked and rng.random() < 0.8 else placements))
        if game.phase != "follower":
            continue
        choices = game.legal_follower_actions()
        figures = [a for a in choices if isinstance(a, Deploy) and a.figure in (BUILDER, PIG)]
        if figures and rng.random() < 0.8:
            game.push(rng.choice(figures))
        else:
            pick = rng.randrange(len(choices) + 1)
            game.push(choices[pick] if pick < len(choices) else Pass())
    return game


def _beside_own_roads_and_cities(game: Game) -> set[tuple[int, int]]:
    board, player = game.board, game.current_player
    squares = {
        square
        for f in game.figures.values()
        if f.player == player and board.feature(f.segment).kind in ("road", "city")
        for square in board.feature(f.segment).squares
    }
    return {(x + dx, y + dy) for x, y in squares for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}


def test_self_play_deploys_builders_and_pigs_and_plays_double_turns() -> None:
    """Self-play with builders and pigs: each is deployed, extra turns are played (never a
    third in a row), goods are conserved, and every game replays to the same scores."""
    deployed: Counter[str] = Counter()
    doubles = 0
    for seed in range(3):
        game = builder_minded_game(Setup.of(["A", "B", "C"], TB), random.Random(seed))
        deployed.update(a.figure for a in game.actions if isinstance(a, Deploy))
        players = turn_players(game)
        doubles += sum(players[t] == players.get(t + 1) for t in players)
        assert replay(to_record(game)).scores == game.scores
        assert_goods_conserved(game)
        assert_no_third_turn_in_a_row(game)
        assert_invariants(game)
    assert deployed[BUILDER] and deployed[PIG] and doubles


@pytest.mark.parametrize("mutant", ["chain", "cloth-forgotten"])
def test_the_properties_catch_planted_mutants(mutant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A double turn that chains, or a kind of good forgotten: the properties above fail."""
    if mutant == "chain":
        monkeypatch.setattr(TradersAndBuilders, "after_place", _chaining_after_place)
        check = assert_no_third_turn_in_a_row
    else:
        monkeypatch.setattr(traders_builders, "KINDS", ("wine", "grain"))
        check = assert_goods_conserved
    failed = 0
    for seed in range(3):
        game = builder_minded_game(Setup.of(["A", "B"], TB), random.Random(seed))
        try:
            check(game)
        except AssertionError:
            failed += 1
    assert failed


_ORIGINAL_AFTER_PLACE = TradersAndBuilders.after_place


def _chaining_after_place(self: TradersAndBuilders, ctx: object, placed: object) -> None:
    object.__setattr__(self, "earned", 0)  # forgets the extra turn: a builder earns again
    _ORIGINAL_AFTER_PLACE(self, ctx, placed)  # type: ignore[arg-type]


def _wheel_game() -> Game:
    """The wheel beside the board, Traders & Builders: Anna's thief on U [1,0] and her builder
    on U [2,0] (the same road); Bram's turn."""
    setup = Setup.of(["Anna", "Bram"], ("base", "wof-symbols", "traders-builders"), wheel_beside_board=True)
    game = Game(setup)
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0), Follower("E")):
        game.push(action)
    for action in (Draw("base/B"), Place("base/B", (0, 1), 0), Pass()):
        game.push(action)
    for action in (Draw("base/U"), Place("base/U", (2, 0), 0), Deploy("E", BUILDER)):
        game.push(action)
    return game


def test_the_wheel_counts_followers_only() -> None:
    """decisions.md row 30: a builder or a pig is no follower: the storm counts the followers
    in the supply (Anna 6 on the board's other side: her builder stands, her pig does not
    count), and the plague takes only followers: Anna's one follower goes home by itself (her
    builder is none), and her builder with it (row 27)."""
    from carc_assist.expansions.wheel_of_fortune import WheelOfFortune

    game = _wheel_game()
    wheel = game.module(WheelOfFortune)
    assert wheel is not None
    with game.looking():
        ctx = game._ctx()
        wheel._storm(ctx, ctx.award)
        assert [(e.player, e.points) for e in game.events if e.source == "wheel:storm"] == [(0, 6), (1, 7)]
    with game.looking():
        wheel._plague(game._ctx())
        wheel._take_implied(game._ctx())
        assert [n.what for n in game.notes[-2:]] == ["plague", "builder-home"]
        assert not game.figures and game.figures_left(0) == {"follower": 7, BUILDER: 1, PIG: 1}


def test_the_coach_sees_the_goods_leads() -> None:
    """The coach's outlook of the goods: 10 for each good a player leads, ties too, nothing
    while no one has any (worked out by hand: Bram completes Anna's wine city)."""
    game = Game(Setup.of(["Anna", "Bram"], TB))
    module = game.module(TradersAndBuilders)
    assert module is not None
    assert module.outlook(game, 0, 10) == module.outlook(game, 1, 10) == []
    for action in (Draw("traders-builders/Cc-w"), Place("traders-builders/Cc-w", (0, -1), 180), Pass()):
        game.push(action)
    game.push(Draw("base/E"))
    game.push(Place("base/E", (1, -1), 270))
    game.push(Pass())  # Bram completes the city: he takes its wine
    assert module.leaders("wine") == (1,) and module.leaders("grain") == ()
    assert module.outlook(game, 1, 10) == [("goods", 10.0)]
    assert module.outlook(game, 0, 10) == []
