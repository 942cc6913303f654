"""The Wheel of Fortune: the pig turns when a numbered tile is drawn, before it is placed; the
sector it stops on acts on everybody (Fortune, Tax, Famine, Storm, Inquisition, Plague), then
that sector's crown fields pay out (``shared/rules/wheel-of-fortune.md``, decisions.md 2-6, 9,
16). The wheel's landscape is a 4x4 start tile the board already knows; with the option
``wheel-beside-board`` the wheel runs beside the board instead.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from carc_assist.actions import Action, Follower, PlagueChoice
from carc_assist.events import Item
from carc_assist.hooks import Expansion
from carc_assist.phases import FOLLOWER, PLACE, IllegalAction
from carc_assist.resources import resource_dir
from carc_assist.scoring import completed_cities, winners
from carc_assist.tiles import CITY, CLOISTER, FIELD

if TYPE_CHECKING:
    from carc_assist.board import Feature
    from carc_assist.game import Game
    from carc_assist.setup import Setup
    from carc_assist.tiles import TileDef

PLAGUE_PHASE = "plague"


@dataclass(frozen=True)
class Sector:
    name: str
    crowns: int


@lru_cache(maxsize=1)
def sectors() -> tuple[Sector, ...]:
    """The sectors clockwise from the pig's start, from ``resources/wheel.json``."""
    data = json.loads((resource_dir() / "wheel.json").read_text(encoding="utf-8"))
    return tuple(Sector(s["name"], int(s["crowns"])) for s in data["sectors"])


def crown_places(sector: Sector) -> list[str]:
    return [f"crown:{sector.name}:{k}" for k in range(sector.crowns)]


class WheelOfFortune(Expansion):
    MARKS = frozenset({"wheel", "wheel-number"})

    def __init__(self) -> None:
        #: "pig": index of the sector the pig stands on; "plague": players still to choose
        self.state: dict[str, int] = {"pig": 0}
        self.plague_queue: list[int] = []

    @classmethod
    def can_start(cls, tile: TileDef, setup: Setup) -> bool:
        return not ("wheel" in tile.marks and setup.option("wheel-beside-board"))

    @property
    def pig(self) -> Sector:
        return sectors()[self.state["pig"]]

    def summary(self, game: Game) -> dict[str, object]:
        return {"pig": self.pig.name}

    # -- the wheel turns ------------------------------------------------------------------

    def after_draw(self, game: Game, tile: TileDef) -> None:
        if tile.wheel is None:
            return
        game.journal.set(self.state, "pig", (self.state["pig"] + tile.wheel) % len(sectors()))
        sector = self.pig
        game.note("wheel", sector.name)
        getattr(self, f"_{sector.name}")(game)
        if self.plague_queue:
            game.set_phase(PLAGUE_PHASE)  # the crowns pay once everybody has chosen
        else:
            self._pay_crowns(game, sector)

    def _fortune(self, game: Game) -> None:
        game.award(game.current_player, 3, "wheel:fortune", (Item("fortune", 1, 3),))

    def _tax(self, game: Game) -> None:
        for feature in _occupied(game, CITY):
            for player, knights in sorted(Counter(f.player for f in feature.figures).items()):
                pennants = feature.pennants
                items = (
                    Item("knights", knights, knights * knights),
                    Item("pennants", pennants, knights * pennants),
                )
                game.award(player, knights * (knights + pennants), "wheel:tax", items, feature.squares)

    def _famine(self, game: Game) -> None:
        majority = bool(game.setup.option("famine-majority"))
        for feature in _occupied(game, FIELD):
            cities = completed_cities(game.board, feature)
            if not cities:
                continue
            farmers = Counter(f.player for f in feature.figures)
            paid = winners(feature.figures) if majority else sorted(farmers)
            for player in paid:
                f = farmers[player]
                items = (Item("farmers", f, 0), Item("cities", cities, f * cities))
                game.award(player, f * cities, "wheel:famine", items, feature.squares)

    def _storm(self, game: Game) -> None:
        for player, supply in enumerate(game.supply):
            if supply:
                game.award(player, supply, "wheel:storm", (Item("supply", supply, supply),))

    def _inquisition(self, game: Game) -> None:
        monks = Counter(f.player for feature in _occupied(game, CLOISTER) for f in feature.figures)
        for player, count in sorted(monks.items()):
            game.award(player, 2 * count, "wheel:inquisition", (Item("monks", count, 2 * count),))

    def _plague(self, game: Game) -> None:
        players = len(game.setup.players)
        order = [(game.current_player + i) % players for i in range(players)]
        on_land = {f.player for f in game.figures.values()}
        for player in order:
            if player in on_land:
                game.journal.append(self.plague_queue, player)

    def _pay_crowns(self, game: Game, sector: Sector) -> None:
        taken = [place for place in crown_places(sector) if place in game.off_board]
        points = 3 if sector.crowns == 1 or len(taken) > 1 else 6
        for place in taken:
            player = game.off_board[place]
            game.award(player, points, "wheel:crown", (Item(f"crown:{sector.name}", 1, points),))
            game.return_off_board(place)

    # -- choices --------------------------------------------------------------------------

    def options(self, game: Game) -> list[Action]:
        if game.phase == PLAGUE_PHASE:
            player = self.plague_queue[0]
            return [
                PlagueChoice((f.square[0], f.square[1], f.location))
                for f in game.figures.values()
                if f.player == player
            ]
        if game.phase == FOLLOWER and game.supply[game.current_player]:
            return [Follower(p) for s in sectors() for p in crown_places(s) if p not in game.off_board]
        return []

    def apply(self, game: Game, action: Action) -> bool:
        if isinstance(action, Follower) and action.location.startswith("crown:"):
            if action.location not in {p for s in sectors() for p in crown_places(s)}:
                raise IllegalAction(f"the wheel has no crown field {action.location}")
            game.put_off_board(action.location, game.current_player)
            game.end_turn()
            return True
        if isinstance(action, PlagueChoice):
            self._plague_choice(game, action)
            return True
        return False

    def _plague_choice(self, game: Game, action: PlagueChoice) -> None:
        if game.phase != PLAGUE_PHASE:
            raise IllegalAction("the plague is not on")
        player = self.plague_queue[0]
        figure = game.figure_at(action.where)
        if figure is None or figure.player != player:
            who = game.setup.players[player].name
            raise IllegalAction(f"{who} must take back one of their own followers on a land tile")
        game.return_figure(figure)
        game.note("plague", figure.location, {figure.square}, player=player)
        game.journal.delete_at(self.plague_queue, 0)
        if not self.plague_queue:
            self._pay_crowns(game, self.pig)
            game.set_phase(PLACE)


def _occupied(game: Game, kind: str) -> list[Feature]:
    """Features of that kind holding figures, each once."""
    board = game.board
    roots = {board.find(f.segment) for f in game.figures.values()}
    found = [board.features[r] for r in roots if board.features[r].kind == kind]
    return sorted(found, key=lambda f: min(f.squares))
