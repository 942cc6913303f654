"""The Signposts in the app: its tiles are the players' own (the tile editor); the correct
signposts a road is scored with."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from carc_assist.events import Note, ScoreEvent
from carc_assist.tile_wiring import THROUGH
from ui.expansions.base import ExpansionUI
from ui.expansions.signposts_field import SignpostsField
from ui.tile_editor_fields import CheckField, EditorField


class SignpostsUI(ExpansionUI):
    def sets_hint(self) -> str | None:
        return self.tr("Signposts: describe your box's tiles in Game → Your tile sets.")

    def feature_items(self, event: ScoreEvent, what: str) -> str:
        posts = next((item for item in event.items if item.what == "signposts"), None)
        if posts is None or not posts.count:
            return what
        said = self.tr("%n correct signpost(s)", "", posts.count)
        if posts.types:
            said = self.tr("{posts} of {kinds}").format(
                posts=said, kinds=self.tr("%n type(s)", "", posts.types)
            )
        return self.tr("{road} with {posts}").format(road=what, posts=said)

    def help_page(self) -> str | None:
        return "signposts"  # (no diagrams: its tiles are the players' own)

    def help_title(self) -> str:
        return self.tr("The Signposts")

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if isinstance(entry, Note) or not any(item.what == "signposts" for item in entry.items):
            return None
        return "signposts", "signposts-final" if entry.final else "signposts"

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        # a roundabout lets traffic through: checking it asks for one road through the tile
        roundabout = CheckField(
            self.tr("Roundabout"), "roundabout", on_roads=True, wants_layout=THROUGH, parent=parent
        )
        return (roundabout, SignpostsField(parent))
