"""The Signposts in the app: its tiles are the players' own (the tile editor)."""

from __future__ import annotations

from ui.expansions.base import ExpansionUI


class SignpostsUI(ExpansionUI):
    def sets_hint(self) -> str | None:
        return self.tr("Signposts: describe your box's tiles in Game → Your tile sets.")
