"""The Festival in the app: its box, and the log's sentence for taking a figure back."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor, QPainter

from carc_assist.expansions.festival import FESTIVAL, TakeBack, shows_festival
from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.table.actions import Action
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.tiles import TileDef
from ui.expansions.base import Diagram, ExpansionUI, SetChoice
from ui.look.tile_editor_fields import CheckField, EditorField
from ui.look.tile_marks import MarkFrame, TileMark, disc, pen, star

if TYPE_CHECKING:
    from ui.expansions.base import Words


#: the festival symbol's disc in the light and the dark scheme, and its star
SYMBOL = {False: QColor("#d94f9c"), True: QColor("#c4468c")}
STAR = QColor("#f4d03f")


def _paint_symbol(painter: QPainter, frame: MarkFrame) -> None:
    """A yellow star on a pink disc."""
    painter.setPen(pen(frame.palette.paper, 0.02))
    painter.setBrush(SYMBOL[frame.palette.dark])
    painter.drawEllipse(disc(frame.radius))
    painter.fillPath(star(5, 0.1, 0.045, (0.0, -1.0)), STAR)


class FestivalUI(ExpansionUI):
    ORDER = 2

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        return (TileMark("corner", _paint_symbol),) if shows_festival(tile) else ()

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        return (self.tr("festival"),) if shows_festival(tile) else ()

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The Festival") if set_name == "festival" else None

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "festival", self.tr("The Festival (10 tiles: take one of your figures back)"), ("festival",)
            ),
        )

    def note_sentence(self, note: Note, player: str, words: Words) -> str | None:
        if note.what != "take-back":
            return None
        return self.tr("{player} takes {figure} back (festival)").format(
            player=player, figure=words.figure_name(note.subject)
        )

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        return self.tr("take a figure back") if isinstance(action, TakeBack) else None

    def instruction_more(self, game: Game) -> str | None:
        prompt = game.prompt
        if prompt.kind != FOLLOWER or not any(isinstance(a, TakeBack) for a in prompt.options):
            return None
        return self.tr("Or click one of your ringed figures to take it back (festival).")

    def help_page(self) -> str | None:
        return "festival"

    def help_title(self) -> str:
        return self.tr("The Festival")

    def help_diagrams(self) -> list[Diagram]:
        names = ("CCc", "CcCc", "CFR", "CR", "CRCR", "CRr", "LRR", "RC", "RrC", "RrRr")
        return [[(f"festival/{name}", (i, 0), 0) for i, name in enumerate(names)]]

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        return ("festival", "take-back") if isinstance(entry, Note) and entry.what == "take-back" else None

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "take-back-not-now": lambda p: QCoreApplication.translate(
                "Refusal",
                "A figure can be taken back only after placing a festival tile, instead of deploying.",
            ),
            "no-own-figure-off-board": lambda p: QCoreApplication.translate(
                "Refusal", "None of your figures stands there."
            ),
            "no-figure-at": lambda p: QCoreApplication.translate("Refusal", "No figure stands there."),
            "not-own-figure": lambda p: QCoreApplication.translate(
                "Refusal", "Only your own figure can be taken back."
            ),
        }

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        return (CheckField(self.tr("Festival symbol"), FESTIVAL, parent=parent),)
