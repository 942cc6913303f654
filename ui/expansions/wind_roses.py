"""The Wind Roses in the app: its box, and what the log and the tables say of its roses."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from carc_assist.events import Note, ScoreEvent
from ui.expansions.base import Diagram, ExpansionUI, SetChoice

if TYPE_CHECKING:
    from ui.texts import Texts

#: the engine's score source of a quarter rose placed in its section
SOURCE = "wind-rose"


class WindRosesUI(ExpansionUI):
    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "wind-roses", self.tr("The Wind Roses (6 tiles: the orange rose starts)"), ("wind-roses",)
            ),
        )

    def event_sentence(self, event: ScoreEvent, player: str, words: Texts) -> str | None:
        if event.source != SOURCE:
            return None
        return self.tr("{player} places a quarter wind rose in its own section: {points}").format(
            player=player, points=words.points(event.points)
        )

    def note_sentence(self, note: Note, player: str, words: Texts) -> str | None:
        if note.what != "rose-takeover":
            return None
        return self.tr("The new blue rose takes over: the sections are counted from it now")

    def source_name(self, source: str) -> str | None:
        return self.tr("Wind roses") if source == SOURCE else None

    def help_page(self) -> str | None:
        return "wind-roses"

    def help_title(self) -> str:
        return self.tr("The Wind Roses")

    def help_diagrams(self) -> list[Diagram]:
        names = ("orange", "NE", "SE", "SW", "NW", "blue")
        return [[(f"wind-roses/{name}", (i, 0), 0) for i, name in enumerate(names)]]

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        return (
            ("wind-roses", "wind-rose") if isinstance(entry, ScoreEvent) and entry.source == SOURCE else None
        )
