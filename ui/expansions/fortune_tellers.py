"""The Fortune Tellers in the app: its tiles are the players' own (the tile editor); its rule
option."""

from __future__ import annotations

from collections.abc import Mapping

from ui.expansions.base import ExpansionUI


class FortuneTellersUI(ExpansionUI):
    def sets_hint(self) -> str | None:
        return self.tr("Fortune Tellers: describe your box's tiles in Game → Your tile sets.")

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            "teller-return-unplaceable": (
                self.tr("Fortune tellers: unplaceable tiles go back"),
                self.tr(
                    "When none of the tiles drawn at once fits, they go back into the bag instead of "
                    "leaving the game."
                ),
            )
        }
