"""The Fortune Tellers: a follower on a tent is a fortune teller (at most 2 per player); with
k tellers a player may draw up to 1 + k tiles and keep one that fits, the others going back
into the bag; once a drawing (of several, or of one) fitted nowhere, the rest of that turn is
single draws; a tent whose four sides are filled pays 3 to the player who completed it and
sends its teller home (``shared/rules/fortune-tellers.md``, decisions.md rows 9-12, 19).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from carc_assist.actions import Action, DiscardSeveral, DrawSeveral, Keep
from carc_assist.events import Item
from carc_assist.expansions.base import Expansion
from carc_assist.game import DRAW, IllegalAction
from carc_assist.geometry import neighbour
from carc_assist.tiles import TENT

if TYPE_CHECKING:
    from carc_assist.board import Feature, PlacedTile
    from carc_assist.game import Game
    from carc_assist.tiles import TileDef

CHOOSE_PHASE = "choose"
MAX_TELLERS = 2
TENT_POINTS = 3


class FortuneTellers(Expansion):
    MARKS = frozenset({"tent"})

    def __init__(self) -> None:
        #: the tiles drawn together, waiting for the player's choice
        self.drawn: list[str] = []
        #: "failed_turn": the turn in which drawn tiles fitted nowhere: single draws from then on
        self.state: dict[str, int] = {"failed_turn": 0}

    def tellers(self, game: Game, player: int) -> int:
        return sum(1 for f in game.figures.values() if f.player == player and _is_tent(game, f.segment))

    def may_draw(self, game: Game) -> int:
        """How many tiles the player may draw now (at least 1)."""
        if self.state["failed_turn"] == game.turn:
            return 1
        extra = min(MAX_TELLERS, self.tellers(game, game.current_player))
        return max(1, min(1 + extra, game.bag_total))

    def after_discard(self, game: Game, tile: TileDef) -> None:
        """A tile drawn alone fitted nowhere: the rest of the turn is single draws, even if
        more were allowed (decisions.md row 19)."""
        self._single_draws_this_turn(game)

    def check_deploy(self, game: Game, player: int, feature: Feature) -> None:
        if feature.kind == TENT and self.tellers(game, player) >= MAX_TELLERS:
            raise IllegalAction(f"a player has at most {MAX_TELLERS} fortune tellers")

    def after_scoring(self, game: Game, placed: PlacedTile) -> None:
        """Tents beside (or on) the placed tile whose four sides are now filled."""
        board = game.board
        for square in (placed.origin, *(neighbour(placed.origin, side) for side in range(4))):
            other = board.cells.get(square)
            if other is None or not all(neighbour(square, s) in board.cells for s in range(4)):
                continue
            for local, seg in enumerate(other.tile.segments):
                if seg.kind != TENT:
                    continue
                feature = board.feature(other.first_segment + local)
                for figure in feature.figures:
                    game.award(
                        game.current_player, TENT_POINTS, "tent", (Item("tent", 1, TENT_POINTS),), {square}
                    )
                    game.return_figure(figure)

    def options(self, game: Game) -> list[Action]:
        if game.phase != CHOOSE_PHASE:
            return []
        fitting = [t for t in self.drawn if game.board.fits_somewhere(game.tile(t))]
        if fitting:
            return [Keep(t) for t in dict.fromkeys(fitting)]
        return [DiscardSeveral(tuple(self.drawn))]

    def apply(self, game: Game, action: Action) -> bool:
        if isinstance(action, DrawSeveral):
            self._draw_several(game, action)
        elif isinstance(action, Keep):
            self._keep(game, action)
        elif isinstance(action, DiscardSeveral):
            self._discard_all(game, action)
        else:
            return False
        return True

    def _draw_several(self, game: Game, action: DrawSeveral) -> None:
        if game.phase != DRAW:
            raise IllegalAction("several tiles can be drawn only at the start of a turn")
        allowed = self.may_draw(game)
        if len(action.tiles) > allowed:
            raise IllegalAction(f"the player may draw {allowed} tile(s) now, not {len(action.tiles)}")
        for tile_id in action.tiles:
            game.take_from_bag(tile_id)
            game.journal.append(self.drawn, tile_id)
        game.set_phase(CHOOSE_PHASE)

    def _keep(self, game: Game, action: Keep) -> None:
        if game.phase != CHOOSE_PHASE or action.tile not in self.drawn:
            raise IllegalAction(f"{action.tile} is not among the tiles drawn")
        if not game.board.fits_somewhere(game.tile(action.tile)):
            raise IllegalAction(f"{action.tile} fits nowhere: keep one that can be placed")
        self._clear(game, back=self._others(action.tile))
        game.hold(action.tile)  # only the kept tile turns the wheel (decisions.md row 9)

    def _discard_all(self, game: Game, action: DiscardSeveral) -> None:
        if game.phase != CHOOSE_PHASE or sorted(action.tiles) != sorted(self.drawn):
            raise IllegalAction("discard all the tiles drawn, or keep one")
        if any(game.board.fits_somewhere(game.tile(t)) for t in self.drawn):
            raise IllegalAction("one of the tiles drawn can be placed: keep it")
        drawn = list(self.drawn)
        self._single_draws_this_turn(game)
        game.set_phase(DRAW)
        if game.setup.option("teller-return-unplaceable"):
            self._clear(game, back=drawn)
        else:
            self._clear(game, back=[])
            game.remove_from_game(*drawn)

    def _single_draws_this_turn(self, game: Game) -> None:
        game.journal.set(self.state, "failed_turn", game.turn)

    def _others(self, kept: str) -> list[str]:
        others = list(self.drawn)
        others.remove(kept)
        return others

    def _clear(self, game: Game, back: list[str]) -> None:
        for tile_id in back:
            game.put_back_in_bag(tile_id)
        while self.drawn:
            game.journal.delete_at(self.drawn, len(self.drawn) - 1)


def _is_tent(game: Game, segment: int) -> bool:
    return game.board.feature(segment).kind == TENT
