"""The Festival in the app: its box, and the log's sentence for taking a figure back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from carc_assist.events import Note
from ui.expansions.base import ExpansionUI, SetChoice

if TYPE_CHECKING:
    from ui.texts import Texts


class FestivalUI(ExpansionUI):
    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "festival", self.tr("The Festival (10 tiles: take one of your figures back)"), ("festival",)
            ),
        )

    def note_sentence(self, note: Note, player: str, words: Texts) -> str | None:
        if note.what != "take-back":
            return None
        return self.tr("{player} takes {figure} back (festival)").format(
            player=player, figure=words.figure_name(note.subject)
        )
