"""Figures have a weight: majorities count it, not heads. An expansion module declares a new
kind of figure (Inns & Cathedrals' big follower weighs 2) without a core edit; the module here
is registered by this test only."""

from __future__ import annotations

import pytest

from carc_assist import Draw, End, Follower, Game, IllegalAction, Pass, Place, Setup
from carc_assist.rules import hooks
from carc_assist.rules.hooks import Context, Expansion
from carc_assist.rules.scoring import winners
from carc_assist.storage.record import summary
from carc_assist.table import figures
from carc_assist.table.actions import Action
from carc_assist.table.figures import FOLLOWER, Figure, FigureKind
from tests.test_properties import assert_followers_conserved

#: the sketch's kind (the real big follower, "big", has a supply of its own: ``_OwnBigFollower``)
HEAVY = "heavy"


class _BigFollower(Expansion):
    """A big follower weighing 2, deployed as ``big:<location>`` (in play with the festival's
    tiles, for this test)."""

    MARKS = frozenset({"festival"})
    FIGURE_KINDS: tuple[FigureKind, ...] = (FigureKind(HEAVY, 2),)

    def apply(self, ctx: Context, action: Action) -> bool:
        if not (isinstance(action, Follower) and action.location.startswith("big:")):
            return False
        ctx.deploy(action.location.removeprefix("big:"), self.FIGURE_KINDS[0].name)
        ctx.end_turn()
        return True


@pytest.fixture
def big_follower(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures, "_KINDS", dict(figures._KINDS))
    monkeypatch.setattr(hooks, "MODULES", hooks.MODULES)
    hooks.register(_BigFollower)


def _road(game: Game) -> list[int]:
    return winners(game.board.feature(game.board.cells[(0, 0)].segment_at("E") or 0).figures)


@pytest.mark.usefixtures("big_follower")
def test_a_big_follower_weighs_two_in_a_majority() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    # the start tile D: city north, road west-east; U: a straight road west-east; V: a curve
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("big:E"))  # Anna's big follower on the start tile's road
    (big,) = game.figures.values()
    assert (big.kind, big.weight, game.supply) == (HEAVY, 2, [6, 7])
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 1), 0))
    game.push(Follower("W"))  # Bram's thief on a road of its own, south of the start tile
    game.push(Draw("base/V"))
    game.push(Place("base/V", (-1, 1), 180))  # Anna: Bram's road bends north (roads N and E)
    game.push(Pass())
    game.push(Draw("base/V"))
    game.push(Place("base/V", (-1, 0), 270))  # Bram joins both roads (roads E and S)
    assert _road(game) == [0]  # one head each, but 2 against 1 by weight
    score = game.feature_score((0, 0), "E")
    assert score is not None and score.winners == (0,) and score.points == 5
    game.push(Pass())
    game.push(End())  # the open road of 5 tiles pays Anna alone; nothing else is held
    assert game.scores == [5, 0]


@pytest.mark.usefixtures("big_follower")
def test_majorities_count_weight() -> None:
    big = Figure(0, (0, 0), "E", 1, HEAVY)
    assert winners([big, Figure(1, (1, 0), "E", 4), Figure(1, (2, 0), "E", 7)]) == [0, 1]
    assert winners([big, Figure(1, (1, 0), "E", 4, FOLLOWER)]) == [0]


def test_a_kind_declared_twice_with_other_weights_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures, "_KINDS", dict(figures._KINDS))
    with pytest.raises(ValueError, match="weights 1 and 3"):
        figures.declare_figures(FigureKind("follower", 3))
    with pytest.raises(ValueError, match="0 and 1 of its own"):
        figures.declare_figures(FigureKind("follower", 1, own=1))


@pytest.mark.usefixtures("big_follower")
def test_a_big_follower_meets_the_follower_s_own_checks() -> None:
    """A module's figure is deployed the ordinary follower's way: the same refusals, in the
    same words, and nothing changes when one is refused."""
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("W"))  # Anna's follower on the road of both tiles
    game.push(Draw("base/U"))
    game.push(Place("base/U", (2, 0), 0))  # Bram's tile joins the road
    for location, key in (("big:W", "feature-occupied"), ("big:X", "no-location")):
        with pytest.raises(IllegalAction) as refused:
            game.push(Follower(location))
        with pytest.raises(IllegalAction) as as_follower:
            game.push(Follower(location.removeprefix("big:")))
        assert refused.value.key == as_follower.value.key == key
        assert str(refused.value) == str(as_follower.value)
    assert (game.supply, len(game.figures)) == ([6, 7], 1)


@pytest.mark.usefixtures("big_follower")
def test_a_big_follower_needs_one_in_the_supply() -> None:
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.supply[0] = 0  # as if Anna's followers all stood elsewhere
    for location in ("big:E", "E"):
        with pytest.raises(IllegalAction) as refused:
            game.push(Follower(location))
        assert refused.value.key == "no-follower-left"


@pytest.mark.usefixtures("big_follower")
def test_an_undeclared_kind_is_a_module_s_mistake(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_BigFollower, "apply", _deploy_undeclared)
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    with pytest.raises(ValueError, match="'giant'"):
        game.push(Follower("big:E"))


def _deploy_undeclared(self: _BigFollower, ctx: Context, action: Action) -> bool:
    ctx.deploy("E", "giant")
    return True


class _OwnBigFollower(_BigFollower):
    """The big follower as the box has it: one per player, beside the followers."""

    FIGURE_KINDS = (FigureKind("big", 2, own=1),)


@pytest.fixture
def own_big_follower(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures, "_KINDS", dict(figures._KINDS))
    monkeypatch.setattr(hooks, "MODULES", hooks.MODULES)
    hooks.register(_OwnBigFollower)


@pytest.mark.usefixtures("own_big_follower")
def test_a_figure_kind_with_a_supply_of_its_own() -> None:
    """One big follower each, beside the 7 followers: deploying it leaves the followers'
    supply as it was; a second is refused while the first stands; completed, it comes home to
    its own supply; undo puts it back on the board."""
    game = Game(Setup.of(["Anna", "Bram"], ("base", "festival")))
    assert game.own_supply == {"big": [1, 1]}
    game.push(Draw("base/U"))
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("big:E"))  # Anna's big follower on the start tile's road
    assert (game.supply, game.own_supply) == ([7, 7], {"big": [0, 1]})
    assert game.figures_left(0) == {"follower": 7, "big": 0}
    assert [p["own_supply"] for p in summary(game)["players"]] == [{"big": 0}, {"big": 1}]  # type: ignore[index]
    assert_followers_conserved(game)
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 1), 0))  # Bram: a road of its own south of the start tile
    game.push(Pass())
    game.push(Draw("base/U"))
    game.push(Place("base/U", (0, 2), 0))  # Anna: another road, but her big follower stands
    with pytest.raises(IllegalAction) as refused:
        game.push(Follower("big:E"))
    assert (refused.value.key, refused.value.params) == ("no-figure-left", {"kind": "big"})
    game.push(Pass())
    game.push(Draw("base/W"))
    game.push(Place("base/W", (2, 0), 0))  # Bram: the road ends east in a village
    game.push(Pass())
    game.push(Draw("base/W"))
    game.push(Place("base/W", (-1, 0), 0))  # Anna: and west: 4 tiles, completed
    game.push(Pass())
    assert game.scores == [4, 0]
    assert (game.supply, game.own_supply, game.figures) == ([7, 7], {"big": [1, 1]}, {})
    assert_followers_conserved(game)
    game.pop()  # the pass that scored it: the big follower stands again
    assert (game.scores, game.own_supply, len(game.figures)) == ([0, 0], {"big": [0, 1]}, 1)
