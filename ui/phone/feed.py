"""Between the game session and the table server: publishes each change, collects proposals.

On every ``session.changed`` the GUI thread builds the page's state (``table_snapshot``) and
hands the finished bytes to the server, so the server threads never touch Qt or the game. A
timer takes the phones' proposals and the list of connected phones back to the GUI thread.
A proposal changes nothing by itself: the desktop shows it, and only ``accept`` plays it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from carc_assist.resources import resource_dir
from carc_assist.rules.game import PLACE
from carc_assist.table.actions import Action, Pass, Place
from ui.phone.server import ChoiceProposal, Device, Proposal, TableServer
from ui.phone.snapshot import LANGUAGES, PageTexts, TileImages, documents
from ui.prefs.settings import app_language
from ui.session import GameSession

#: milliseconds between looks at the phones' proposals and connections
POLL_MS = 100


class TableFeed(QObject):
    #: a phone proposes a placement of the drawn tile that fits (a ``Proposal``), or one of
    #: the choices of the step the game waits for (a ``ChoiceProposal``)
    proposed = Signal(object)
    #: the phones with the page open changed (a list of ``Device``)
    devices_changed = Signal(list)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.server: TableServer | None = None
        self.proposals_allowed = False
        self._texts = {language: PageTexts(language, self) for language in LANGUAGES}
        self._images = TileImages(dark=False)  # the phones' page is light
        self._devices: list[Device] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        session.changed.connect(self.publish)

    def start(self, host: str, port: int, token: str | None = None) -> TableServer:
        """Serve on ``host``:``port``; OSError (with errno) when that address cannot be used.
        A token given again (a restart) keeps the phones' pages working."""
        self.stop()
        server = TableServer(host, port, resource_dir() / "web", token)
        server.start()
        server.allow_proposals(self.proposals_allowed)
        self.server = server
        self.publish()
        self._timer.start()
        return server

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
            self._timer.stop()
            self._poll_devices([])

    def allow_proposals(self, allowed: bool) -> None:
        self.proposals_allowed = allowed
        if self.server is not None:
            self.server.allow_proposals(allowed)
            self.publish()

    def publish(self) -> None:
        if self.server is None:
            return
        state = documents(self.session.game, self.proposals_allowed, self._images, self._texts)
        language = app_language()
        self.server.publish(state, self._images.take_new(), language if language in LANGUAGES else "en")

    def accept(self, proposal: Proposal | ChoiceProposal) -> bool:
        """Play a proposal on the desktop; the rules may still refuse it (``session.refused``)."""
        action = self.action(proposal)
        return action is not None and self.session.act(action)

    def current(self, proposal: Proposal | ChoiceProposal) -> bool:
        """Whether a proposal is still about the game as it stands (it may have moved on): the
        tile in hand, or a choice the step offers in the turn it was made for."""
        return self.action(proposal) is not None

    def action(self, proposal: Proposal | ChoiceProposal) -> Action | None:
        """The action a proposal stands for, while it is about the game as it stands."""
        game = self.session.game
        if game is None:
            return None
        if isinstance(proposal, Proposal):
            fits = game.prompt.kind == PLACE and game.held == proposal.tile
            return Place(proposal.tile, proposal.at, proposal.rotation) if fits else None
        if game.finished or game.turn != proposal.turn:
            return None
        offered = [*game.prompt.options, *([Pass()] if game.prompt.may_pass else [])]
        return next((a for a in offered if a.notation() == proposal.choice), None)

    def _poll(self) -> None:
        assert self.server is not None
        for proposal in self.server.take_proposals():
            if self.proposals_allowed and self.current(proposal):
                self.proposed.emit(proposal)
        self._poll_devices(self.server.devices())

    def _poll_devices(self, devices: list[Device]) -> None:
        if devices != self._devices:
            self._devices = devices
            self.devices_changed.emit(devices)
