"""Expansion modules plugged into the game: hooks, state under undo, refusals.

The full rule cases are scenario files (tests/scenarios/festival, tests/scenarios/wind-roses);
these check the plumbing with numbers worked out by hand."""

from __future__ import annotations

import pytest

from carc_assist import Draw, End, Follower, Game, IllegalAction, Place, Setup
from carc_assist.expansions.festival import TakeBack
from carc_assist.expansions.inns_and_cathedrals import InnsAndCathedrals, has_inn
from carc_assist.expansions.wind_roses import sections
from carc_assist.rules import hooks
from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.game import shipped_catalogue
from carc_assist.rules.hooks import Expansion, View
from carc_assist.rules.setup import SetupError
from carc_assist.rules.tileset_file import build_catalogue, parse_tileset
from carc_assist.table.board import Feature
from carc_assist.table.events import Item, Value
from carc_assist.table.tiles import ROAD


def test_sections_of_a_turned_rose() -> None:
    assert sections(((0, 0), 0), (0, -1)) == {"NE", "NW"}  # straight north: both
    assert sections(((0, 0), 0), (2, -1)) == {"NE"}
    assert sections(((0, 0), 0), (-3, 2)) == {"SW"}
    # printed north facing east (90): a square east of the rose lies north of it
    assert sections(((5, 5), 1), (6, 5)) == {"NE", "NW"}
    assert sections(((5, 5), 1), (6, 6)) == {"NE"}  # east and south of it: north and east
    assert sections(((5, 5), 2), (4, 4)) == {"SE"}


def test_quarter_roses_score_in_their_section_and_undo_takes_the_points_back() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "wind-roses")))
    assert game.start_tile.id == "wind-roses/orange"
    assert game.bag.counts["base/D"] == 3  # the base start tile stays in the box
    game.push(Draw("wind-roses/NE"))
    events = game.push(Place("wind-roses/NE", (0, -1), 0)).events  # straight north: NE and NW
    assert [(e.player, e.points, e.source) for e in events] == [(0, 3, "wind-rose")]
    game.pop()
    assert game.scores == [0, 0] and game.events == []
    game.redo()
    game.push(Follower("N"))
    game.push(Draw("wind-roses/SW"))
    game.push(Place("wind-roses/SW", (0, 1), 270))  # straight south: SE and SW
    assert game.scores == [3, 3]


def test_festival_take_back_before_scoring() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("E"))  # Anna's thief on the road D-U
    game.push(Draw("festival/CR"))
    game.push(Place("festival/CR", (0, 1), 180))  # Bram: a festival tile, but no figure of his
    assert not any(isinstance(a, TakeBack) for a in game.legal_follower_actions())
    with pytest.raises(IllegalAction, match="one's own figure"):
        game.push(TakeBack((1, 0, "E")))
    game.push(Follower("W"))  # Bram's thief on the festival tile's road
    game.push(Draw("base/V"))
    game.push(Place("base/V", (-1, 0), 270))
    with pytest.raises(IllegalAction, match="only after placing a festival tile"):
        game.push(TakeBack((1, 0, "E")))
    game.push(Follower("Nw"))  # Anna: a farmer
    game.push(Draw("festival/RC"))
    game.push(Place("festival/RC", (0, -1), 180))  # Bram closes the start city with it
    assert TakeBack((0, 1, "W")) in game.legal_follower_actions()
    assert TakeBack((1, 0, "E")) not in game.legal_follower_actions()  # Anna's
    assert game.supply == [5, 6]
    events = game.push(TakeBack((0, 1, "W"))).events  # Bram's own thief
    assert game.supply == [5, 7] and events == ()  # the completed city held nobody anyway
    assert game.phase == "draw" and game.current_player == 0
    game.pop()
    assert game.supply == [5, 6] and game.phase == "follower"


def test_tiles_whose_rules_are_missing_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from carc_assist.rules import hooks

    field = {"kind": "field", "at": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}
    tileset = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "box",
        "name": "My box",
        "tiles": [{"id": "box/tent", "count": 1, "features": [field, {"kind": "tent"}]}],
    }
    catalogue = build_catalogue([("box.json", parse_tileset(tileset, "box.json"))])
    catalogue = Catalogue(
        {**shipped_catalogue().tiles, **catalogue.tiles}, {**shipped_catalogue().sets, **catalogue.sets}
    )
    Game(Setup.of(["A", "B"], ("base", "box")), catalogue)  # the fortune tellers know tents
    without = tuple(m for m in hooks.registered() if "tent" not in m.MARKS)
    monkeypatch.setattr(hooks, "MODULES", without)
    with pytest.raises(SetupError, match="tile box/tent shows the mark 'tent', whose rules are not in"):
        Game(Setup.of(["A", "B"], ("base", "box")), catalogue)


def test_festival_takes_a_follower_back_from_a_crown_field_and_undo_restores_it() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("wof", "festival")))
    game.push(Draw("wof/V"))
    place = game.legal_placements()[0]
    game.push(place)
    game.push(Follower("crown:tax:0"))  # Anna: a follower on a crown field instead of the tile
    assert game.off_board == {"crown:tax:0": 0} and game.supply == [6, 7]
    game.push(Draw("wof/B"))
    game.push(game.legal_placements()[0])
    game.push(__import__("carc_assist").Pass())
    game.push(Draw("festival/RrRr"))
    game.push(game.legal_placements()[0])
    assert TakeBack("crown:tax:0") in game.legal_follower_actions()
    game.push(TakeBack("crown:tax:0"))
    assert game.off_board == {} and game.supply == [7, 7] and game.events == []
    game.pop()
    assert game.off_board == {"crown:tax:0": 0} and game.supply == [6, 7]


def test_wheel_and_wind_roses_together_the_orange_rose_starts_and_the_wheel_lies_beside() -> None:
    game = Game(Setup.of(["A", "B"], ("base", "wof-symbols", "wind-roses")))  # decisions.md row 6
    assert game.start_tile.id == "wind-roses/orange" and len(game.board.cells) == 1
    assert game.bag.counts["base/D"] == 3 and "wof/wheel" not in game.bag.counts
    assert "pig" in __import__("carc_assist.storage.record", fromlist=["summary"]).summary(game)


def test_a_tile_with_an_inn_is_refused_naming_the_tile_and_the_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the module that gives the inns' rules, a game with base rules only would score
    that road wrong: it is refused."""
    road = {"kind": "road", "at": ["E", "W"], "inn": True}
    north = {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]}
    south = {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]}
    tileset = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "inns",
        "name": "Inns",
        "tiles": [{"id": "inns/U", "count": 1, "features": [road, north, south]}],
    }
    players = Setup.of(["A", "B"]).players
    assert Game(Setup(players, ("base", "inns"), tiles=(tileset,))).module(InnsAndCathedrals) is not None
    material_only = type("InnsMaterialOnly", (InnsAndCathedrals,), {"MARKS": frozenset()})
    monkeypatch.setattr(
        hooks, "MODULES", tuple(material_only if m is InnsAndCathedrals else m for m in hooks.MODULES)
    )
    with pytest.raises(
        SetupError, match=r"^tile inns/U shows the mark 'inn', whose rules are not in carc-assist$"
    ):
        Game(Setup(players, ("base", "inns"), tiles=(tileset,)))
    Game(Setup(players, ("base",), tiles=(tileset,)))  # the set not chosen: nothing to refuse


class _Inns(Expansion):
    """A sketch of the inns' rule, to show that a module may change a value, not only add to
    it: a road with an inn scores 2 per tile when completed, nothing when it is not."""

    MARKS = frozenset({"inn"})

    def feature_value(self, view: View, feature: Feature, final: bool, value: Value) -> Value:
        board = view.board
        inn = any(
            has_inn(seg) and board.feature(board.cells[square].first_segment + local) is feature
            for square in feature.squares
            for local, seg in enumerate(board.cells[square].tile.segments)
        )
        if feature.kind != ROAD or not inn:
            return value
        points, items = value
        return (
            (0, (*items, Item("inn", 1, -points)))
            if final
            else (2 * points, (*items, Item("inn", 1, points)))
        )


def test_a_module_may_change_a_features_value(monkeypatch: pytest.MonkeyPatch) -> None:
    from carc_assist.rules import hooks

    material_only = type("InnsMaterialOnly", (InnsAndCathedrals,), {"MARKS": frozenset()})
    others = tuple(material_only if m is InnsAndCathedrals else m for m in hooks.registered())
    monkeypatch.setattr(hooks, "MODULES", (*others, _Inns))
    road = {"kind": "road", "at": ["E", "W"], "inn": True}
    north = {"kind": "field", "at": ["Nw", "Ne", "En", "Wn"]}
    south = {"kind": "field", "at": ["Es", "Se", "Sw", "Ws"]}
    tileset = {
        "format": "carc-assist-tileset",
        "version": 1,
        "set": "inns",
        "name": "Inns",
        "tiles": [{"id": "inns/U", "count": 1, "features": [road, north, south]}],
    }
    game = Game(Setup(Setup.of(["A", "B"]).players, ("base", "inns"), tiles=(tileset,)))
    game.push(Draw("inns/U"))
    game.push(Place("inns/U", (1, 0), 0))
    game.push(Follower("E"))  # A's thief on the road of the inn, open at both ends
    score = game.feature_score((1, 0), "E")
    assert score is not None and score.points == 0 and score.final
    assert [(i.what, i.points) for i in score.items] == [("tiles", 2), ("inn", -2)]
    game.push(End())
    assert game.scores == [0, 0]  # an unfinished inn road scores nothing, and its event says why
    assert [(e.points, e.final, [i.what for i in e.items]) for e in game.events] == [
        (0, True, ["tiles", "inn"])
    ]


def test_an_expansion_adds_an_action_kind_with_its_record_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import dataclass
    from typing import Any

    from carc_assist.table import actions

    monkeypatch.setattr(actions, "_READERS", dict(actions._READERS))  # this test's reader goes with it

    @dataclass(slots=True, unsafe_hash=True)
    class Toll(actions.Action):
        points: int

        def notation(self) -> str:
            return f"toll {self.points}"

        def to_record(self) -> dict[str, object]:
            return {"toll": self.points}

    @actions.reads("toll")
    def _toll(raw: dict[str, Any]) -> actions.Action:
        return Toll(raw["toll"])

    assert actions.from_record(Toll(2).to_record()) == Toll(2)
    with pytest.raises(ValueError, match="read already"):
        actions.reads("draw")(_toll)
    with pytest.raises(IllegalAction, match="toll 2 needs an expansion that is not in this game"):
        Game(Setup.of(["A", "B"])).push(Toll(2))
