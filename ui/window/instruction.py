"""The sentence over the board that says what the app waits for, made from the engine's
prompt (whose step it is and what it offers); the window only shows it. The base game's
steps are said here, an expansion's own steps by its UI half (``ui.expansions``)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QSize

from carc_assist.rules.game import DRAW, FOLLOWER, OVER, PLACE, Game
from carc_assist.rules.steps import Prompt
from carc_assist.table.actions import Discard
from ui.expansions import first, halves
from ui.words.pictured import PicturedLabel
from ui.words.tile_names import TileNames

K = TypeVar("K")
V = TypeVar("V")

#: the sentences a label keeps the measures of (a few steps' of each player: they come again)
KEPT = 64
#: the pictures of sentences it keeps: a round's (a draw, a placement and a follower step of
#: each of six players), so that a player's draw is painted from its picture the next round
PICTURES = 3 * 6


class Instruction(QObject):
    """Only for ``self.tr``: lupdate and Qt then agree on the texts' context ("Instruction";
    through a helper function lupdate saw none, and the sentences stayed English)."""

    def __init__(self) -> None:
        super().__init__()
        self.names = TileNames()  # (made once: a new one for every sentence cost more than naming)

    def sentence(self, game: Game | None, prompt: Prompt | None = None, gathering: bool = False) -> str:
        """What the app waits for: ``prompt``, the last step's (the game's when None);
        ``gathering``: the player said they drew several tiles (the bag gathers the clicks)."""
        if game is None:
            return self.tr("Start a new game (Game → New game) or open a saved one.")
        # a step of an expansion's own (the plague's choice …) is its half's to say; then what
        # every half adds to the step (a festival's take-back, a big follower's button, a
        # recall, the river's stack), each in its own words, in the halves' order
        own = first(half.instruction(game) for half in halves())
        said = own if own is not None else self._step(game, prompt, gathering)
        more = [added for half in halves() if (added := half.instruction_more(game)) is not None]
        return " ".join([said, *more])

    def _step(self, game: Game, prompt: Prompt | None, gathering: bool) -> str:
        """The base game's sentence for the step."""
        prompt = game.prompt if prompt is None else prompt
        player = game.setup.players[prompt.player].name
        if prompt.kind == DRAW and prompt.draws > 1 and gathering:
            return self.tr("{player}: click each tile drawn (up to {draws}), then “Done drawing”.").format(
                player=player, draws=prompt.draws
            )
        if prompt.kind == DRAW and prompt.draws > 1:
            return self.tr(
                "{player}: which tiles were drawn (up to {draws})? Click the one drawn; for several, "
                "first press “I drew several tiles”."
            ).format(player=player, draws=prompt.draws)
        if prompt.kind == DRAW:
            return self.tr(
                "{player}: which tile was drawn? Click it in the bag, or type what it shows and Enter."
            ).format(player=player)
        if prompt.kind == PLACE:
            assert game.held is not None
            tile = self.names.name(game.tile(game.held))
            if prompt.offers(Discard):
                return self.tr(
                    "{tile} fits nowhere on the board: show it, discard it and draw again."
                ).format(tile=tile)
            return self.tr(
                "{player} places {tile}: click a lit square, or move it there with the arrow keys and "
                "press Enter (mouse wheel or R turns it)."
            ).format(player=player, tile=tile)
        if prompt.kind == FOLLOWER:
            return self.tr(
                "{player}: click a spot to deploy a follower (or choose one with the arrow keys), "
                "or Enter for none."
            ).format(player=player)
        if prompt.kind == OVER:
            return self.tr("The game is over.")
        return self.tr("{player}: make the choice the game waits for.").format(player=player)


@functools.cache
def _words() -> Instruction:
    return Instruction()


def instruction(game: Game | None, prompt: Prompt | None = None, gathering: bool = False) -> str:
    return _words().sentence(game, prompt, gathering)


def _kept(kept: dict[K, V], key: K, measure: Callable[[], V]) -> V:
    """What ``measure`` gives for ``key``, measured once and kept (up to ``KEPT`` keys: then
    all are measured anew)."""
    value = kept.get(key)
    if value is None:
        if len(kept) >= KEPT:
            kept.clear()
        value = kept[key] = measure()
    return value


class InstructionLabel(PicturedLabel):
    """The sentence over the board, measured once for each sentence: a wrapped label lays
    its text out five times when its words change (for its size hints and its height at its
    width), and the same few sentences come again every round (each player's draw, each
    player's follower step). What Qt measured is kept until the font or style changes, and
    a sentence shown is painted from its picture when it comes again (``PicturedLabel``)."""

    def __init__(self) -> None:
        super().__init__(kept=PICTURES)
        self.setWordWrap(True)
        self._sizes: dict[tuple[str, bool], QSize] = {}  # (text, least): its size hint
        self._heights: dict[tuple[str, int], int] = {}  # (text, width): its height

    def sizeHint(self) -> QSize:
        return self._size(False)

    def minimumSizeHint(self) -> QSize:
        return self._size(True)

    def _size(self, least: bool) -> QSize:
        size = _kept(
            self._sizes, (self.text(), least), super().minimumSizeHint if least else super().sizeHint
        )
        return QSize(size)

    def setText(self, text: str) -> None:
        """Show ``text``; the sentence shown until now is kept as a picture (it comes again)."""
        if text != self.text():
            self.keep_picture()
        super().setText(text)

    def heightForWidth(self, width: int) -> int:
        return _kept(self._heights, (self.text(), width), functools.partial(super().heightForWidth, width))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
            self._heights.clear()
        super().changeEvent(event)
