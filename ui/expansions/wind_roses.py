"""The Wind Roses in the app: its box."""

from __future__ import annotations

from collections.abc import Sequence

from ui.expansions.base import ExpansionUI, SetChoice


class WindRosesUI(ExpansionUI):
    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "wind-roses", self.tr("The Wind Roses (6 tiles: the orange rose starts)"), ("wind-roses",)
            ),
        )
