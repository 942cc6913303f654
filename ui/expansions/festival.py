"""The Festival in the app: its box."""

from __future__ import annotations

from collections.abc import Sequence

from ui.expansions.base import ExpansionUI, SetChoice


class FestivalUI(ExpansionUI):
    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "festival", self.tr("The Festival (10 tiles: take one of your figures back)"), ("festival",)
            ),
        )
