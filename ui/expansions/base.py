"""What a UI half of an expansion declares (``ui.expansions``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject


@dataclass(frozen=True)
class SetChoice:
    """One way to play an expansion, as the new-game dialog offers it: the tile sets it adds,
    the rule options it sets, and whether it replaces the base game's tiles (a standalone box).
    ``key`` is what the dialog remembers (stable: it is kept in the settings)."""

    key: str
    label: str
    sets: tuple[str, ...]
    options: Mapping[str, bool | int] = field(default_factory=dict)
    replaces_base: bool = False


class ExpansionUI(QObject):
    """The UI half of one expansion. Every method has a default, so a half declares only
    what its expansion has. A QObject for ``self.tr``: its texts are translated in the
    context of its class name."""

    def set_choices(self) -> Sequence[SetChoice]:
        """The shipped ways to play it: one is a check box; several, a list to pick one of
        (or none). None: its tiles are the players' own (described in the tile editor)."""
        return ()

    def without(self) -> str:
        """The list's first entry when there are several set choices: playing without it."""
        return ""

    def sets_hint(self) -> str | None:
        """A line under the tile sets, e.g. how to bring its tiles in."""
        return None

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        """Its rule options' words: option name → (label, explanation)."""
        return {}
