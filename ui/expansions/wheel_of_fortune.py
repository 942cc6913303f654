"""The Wheel of Fortune in the app: its boxes and its rule options."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ui.expansions.base import ExpansionUI, SetChoice


class WheelOfFortuneUI(ExpansionUI):
    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                "standalone",
                self.tr("The Wheel of Fortune alone (72 tiles; the wheel starts)"),
                ("wof",),
                replaces_base=True,
            ),
            SetChoice(
                "with-base", self.tr("Base game + the 19 wheel tiles (the wheel starts)"), ("wof-symbols",)
            ),
            SetChoice(
                "beside",
                self.tr("Base game + the 19 wheel tiles, wheel beside the board"),
                ("wof-symbols",),
                {"wheel-beside-board": True},
            ),
        )

    def without(self) -> str:
        return self.tr("Base game (72 tiles), no Wheel of Fortune")

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            "famine-majority": (
                self.tr("Famine: majority only"),
                self.tr("Wheel of Fortune: only the field's majority farmers eat (older wording)."),
            )
        }
