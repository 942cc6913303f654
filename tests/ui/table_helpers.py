"""Shared by the table page's tests: a game session served on loopback, and a live stream reader."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

from carc_assist.rules.game import FOLLOWER
from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Pass
from ui.phone.feed import TableFeed
from ui.session import GameSession

#: a player's name that is markup: the page must show it as these characters
MARKUP_NAME = "<img src=x onerror=alert(1)>Bram"


def served(
    tmp_path: Path, proposals: bool = False, sets: tuple[str, ...] = ("base",)
) -> tuple[GameSession, TableFeed]:
    """A two-player game of ``sets`` in its first turn, served on 127.0.0.1 at a free port."""
    session = GameSession(tmp_path / "autosave.json")
    session.new_game(Setup.of(["Anna", MARKUP_NAME], sets))
    feed = TableFeed(session)
    feed.allow_proposals(proposals)
    feed.start("127.0.0.1", 0)
    return session, feed


def draw_and_fit(session: GameSession) -> None:
    """Draw a plain road tile (the next player's turn starts so)."""
    assert session.act(Draw("base/U"))


def to_follower_step(session: GameSession, spots: int = 1) -> None:
    """Play turns (the first tile in the bag that fits, at its first legal place, no follower)
    until a turn's follower step offers ``spots`` spots or more on its tile; stop there."""
    game = session.game
    assert game is not None
    while True:
        for tile in sorted(t for t, n in game.bag.counts.items() if n):
            assert session.act(Draw(tile))
            if game.legal_placements():
                break
            session.undo()
        assert session.act(game.legal_placements()[0])
        if game.prompt.kind == FOLLOWER and len(game.prompt.spots) >= spots:
            return
        assert session.act(Pass())


class Stream:
    """The page's live stream, read as the page's EventSource would."""

    def __init__(self, url: str, language: str = "en") -> None:
        parts = urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
        self.connection.request("GET", f"{parts.path}events?lang={language}")
        self.response = self.connection.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type") == "text/event-stream"

    def states(self) -> Iterator[dict[str, object]]:
        for raw in self.response:
            line = raw.decode()
            if line.startswith("data: "):
                yield json.loads(line[len("data: ") :])

    def next_state(self) -> dict[str, object]:
        return next(self.states())

    def close(self) -> None:
        self.response.close()
        self.connection.close()
