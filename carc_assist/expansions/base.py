"""The hooks an expansion may override. The core calls them; it never names an expansion.

An expansion keeps its own state in containers changed only through ``game.journal``, so
that undo covers it. It keeps no reference to the game (hooks receive it), so a game stays
free of reference cycles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from carc_assist.actions import Action

if TYPE_CHECKING:
    from carc_assist.board import Feature, PlacedTile
    from carc_assist.events import Item
    from carc_assist.game import Game
    from carc_assist.setup import Setup
    from carc_assist.tiles import TileDef


class Expansion:
    #: the tile marks (``TileDef.marks``) whose rules this module gives
    MARKS: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def can_start(cls, tile: TileDef, setup: Setup) -> bool:
        """Whether this module lets ``tile`` (which shows its marks) start the board."""
        return True

    def start(self, game: Game) -> None:
        """The start tile lies on the board; nothing has been drawn yet."""

    def after_draw(self, game: Game, tile: TileDef) -> None:
        """A tile was drawn (or chosen among several), before it is placed."""

    def after_discard(self, game: Game, tile: TileDef) -> None:
        """The tile held fitted nowhere and left the game; the player draws again (the game
        may have ended, if the bag is empty)."""

    def check_deploy(self, game: Game, player: int, feature: Feature) -> None:
        """Raise IllegalAction if this module forbids ``player`` a follower on ``feature``."""

    def after_place(self, game: Game, placed: PlacedTile) -> None:
        """A tile was just placed, before the follower step and scoring."""

    def feature_items(self, game: Game, feature: Feature, final: bool) -> list[Item]:
        """Extra items (and points) for a road, city or cloister being scored."""
        return []

    def after_scoring(self, game: Game, placed: PlacedTile) -> None:
        """The turn's features were scored (completions by this placement)."""

    def options(self, game: Game) -> list[Action]:
        """Legal choices this module offers now: in the follower step (besides deploying on
        the tile), or in a step of its own."""
        return []

    def apply(self, game: Game, action: Action) -> bool:
        """Carry out an action of this module's kind; False when it is not one."""
        return False

    def summary(self, game: Game) -> dict[str, object]:
        """What this module adds to the command line's ``replay --json`` document."""
        return {}
