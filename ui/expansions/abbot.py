"""The Abbot in the app: its box's title."""

from __future__ import annotations

from carc_assist.expansions.abbot import ABBOT
from ui.expansions.base import ExpansionUI


class AbbotUI(ExpansionUI):
    ORDER = 9

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The Abbot") if set_name == ABBOT else None
