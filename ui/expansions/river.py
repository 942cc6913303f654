"""The River in the app: its box's title."""

from __future__ import annotations

from carc_assist.expansions.river import RIVER
from ui.expansions.base import ExpansionUI


class RiverUI(ExpansionUI):
    ORDER = 8

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The River") if set_name == RIVER else None
