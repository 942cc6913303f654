"""The words of the offer, at start, to bring back games kept in emergency copies
(``carc_assist.storage.emergency``): a QObject only so that ``self.tr`` counts plural forms."""

from __future__ import annotations

from PySide6.QtCore import QObject

from carc_assist.rules.game import Game
from carc_assist.storage.edit import recorded_actions


class EmergencyOffer(QObject):
    def title(self) -> str:
        return self.tr("Games kept in emergency copies")

    def text(self, games: list[Game]) -> str:
        """How many games, each by its players and actions (as the library counts them: its
        record's, not the passes the rules add), and the question."""
        lines = [
            self.tr("{players}: %n action(s)", "", len(recorded_actions(game))).format(
                players=", ".join(player.name for player in game.setup.players)
            )
            for game in games
        ]
        head = self.tr(
            "%n game(s) could not be stored in the games library, and were kept in emergency copies:",
            "",
            len(games),
        )
        question = self.tr("Bring them back into the games library?")
        return "\n\n".join((head, "\n".join(lines), question))
