"""Game → Show on phones…: the table page on the local network, started and stopped here.

Off until the player starts it, on the interface the player chooses. It shows the address
(with its random token) as text and as a QR code, the phones connected, and the proposals
phones send when the player allows them: the desktop stays the only writer, and a proposal
is played only when the player accepts it here (one click, or Enter: the default button).
"""

from __future__ import annotations

import errno
import io
import time

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.phone.feed import TableFeed
from ui.phone.server import ChoiceProposal, Device, Proposal
from ui.prefs.settings import Preference
from ui.session import GameSession
from ui.words.plain import PlainLabel
from ui.words.texts import Texts

PORT = Preference("phones/port", "8642")
LOOPBACK = "127.0.0.1"


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not loopback), the Wi-Fi's among them."""
    ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    return [
        address.toString()
        for address in QNetworkInterface.allAddresses()
        if address.protocol() == ipv4 and not address.isLoopback()
    ]


class PhonesDialog(QDialog):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Show on phones"))
        self.feed = TableFeed(session, self)
        self._session = session
        self._texts = Texts(self)
        self._token: str | None = None  # kept over a restart: the phones' pages keep working
        self._proposal: Proposal | ChoiceProposal | None = None

        self.interface = QComboBox()
        for address in local_addresses():
            self.interface.addItem(address, address)
        self.interface.addItem(self.tr("This computer only ({address})").format(address=LOOPBACK), LOOPBACK)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(_remembered_port())
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.clicked.connect(self._toggle)
        self.start_button.setAutoDefault(False)
        self.allow = QCheckBox(self.tr("Players may propose their moves from their phone"))
        self.allow.setToolTip(
            self.tr("Where to place the drawn tile, and then a follower, the big one or none")
        )
        self.allow.toggled.connect(self.feed.allow_proposals)

        self.status = PlainLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.devices = QListWidget()
        self.devices.setMaximumHeight(100)
        self.feed.devices_changed.connect(self._show_devices)

        self.proposal = PlainLabel()
        self.proposal.setWordWrap(True)
        self.accept_button = QPushButton(self.tr("Accept"))
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(self.accept_proposal)
        self.dismiss_button = QPushButton(self.tr("Dismiss"))
        self.dismiss_button.setAutoDefault(False)
        self.dismiss_button.clicked.connect(lambda: self._show_proposal(None))
        self.feed.proposed.connect(self._show_proposal)

        form = QFormLayout()
        form.addRow(self.tr("Network"), self.interface)
        form.addRow(self.tr("Port"), self.port)
        buttons = QHBoxLayout()
        buttons.addWidget(self.proposal, 1)
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.dismiss_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.start_button)
        layout.addWidget(self.qr)
        layout.addWidget(self.status)
        layout.addWidget(QLabel(self.tr("Phones with the page open:")))
        layout.addWidget(self.devices)
        layout.addWidget(self.allow)
        layout.addLayout(buttons)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)  # the server goes on: the dialog only hides
        layout.addWidget(close)
        self._show_proposal(None)
        self._show_stopped("")

    @property
    def url(self) -> str | None:
        server = self.feed.server
        return server.url if server is not None else None

    def start(self, host: str | None = None, port: int | None = None) -> str | None:
        """Start serving (on the chosen interface and port unless given); None when it runs,
        else the reason it cannot, in words."""
        host = host if host is not None else str(self.interface.currentData())
        port = port if port is not None else self.port.value()
        try:
            server = self.feed.start(host, port, self._token)
        except OSError as exc:
            reason = self._reason(exc, host, port)
            self._show_stopped(reason)
            return reason
        self._token = server.token
        PORT.set(str(port))
        self.port.setValue(port)
        if self.interface.findData(host) < 0:
            self.interface.addItem(host, host)
        self.interface.setCurrentIndex(self.interface.findData(host))
        self._show_running(server.url, server.port, host == LOOPBACK)
        return None

    def stop(self) -> None:
        self.feed.stop()
        self._show_stopped(self.tr("Stopped: phones can no longer see the game."))

    def accept_proposal(self) -> None:
        proposal, self._proposal = self._proposal, None
        self._show_proposal(None)
        if proposal is not None and self.feed.current(proposal):
            self.feed.accept(proposal)

    def _toggle(self) -> None:
        if self.feed.server is None:
            self.start()
        else:
            self.stop()

    def _reason(self, exc: OSError, host: str, port: int) -> str:
        if exc.errno == errno.EADDRINUSE:
            return self.tr("Port {port} is taken by another program. Choose another port.").format(port=port)
        if exc.errno == errno.EACCES:
            return self.tr(
                "This computer does not allow the app to use port {port}. Choose one above 1024."
            ).format(port=port)
        if exc.errno == errno.EADDRNOTAVAIL:
            return self.tr("This computer no longer has the address {address}.").format(address=host)
        return self.tr("Cannot start: {reason}").format(reason=exc.strerror or str(exc))

    def _show_running(self, url: str, port: int, loopback: bool) -> None:
        self.start_button.setText(self.tr("Stop"))
        self.interface.setEnabled(False)
        self.port.setEnabled(False)
        text = self.tr("Open this address on a phone, or scan the code:") + "\n" + url
        if not loopback:
            text += "\n" + self.tr(
                "Phones must be on the same network. If they cannot open the page, a firewall on this "
                "computer blocks port {port}: allow incoming connections to it."
            ).format(port=port)
        self.status.setText(text)
        image = QPixmap()
        image.loadFromData(_qr_png(url))
        self.qr.setPixmap(image)
        self.qr.show()

    def _show_stopped(self, reason: str) -> None:
        self.start_button.setText(self.tr("Start"))
        self.interface.setEnabled(True)
        self.port.setEnabled(True)
        self.status.setText(reason or self.tr("Off: nothing is served until you start it."))
        self.qr.clear()
        self.qr.hide()

    def _show_devices(self, devices: list[Device]) -> None:
        self.devices.clear()
        for device in devices:
            since = time.strftime("%H:%M", time.localtime(device.since))
            self.devices.addItem(f"{device.address}  {since}  {_browser(device.agent)}")

    def _show_proposal(self, proposal: Proposal | ChoiceProposal | None) -> None:
        """Show a phone's proposal and put the focus on Accept (so Enter accepts it)."""
        if isinstance(proposal, ChoiceProposal) and self.feed.action(proposal) is None:
            proposal = None  # the game has moved on
        self._proposal = proposal
        for widget in (self.proposal, self.accept_button, self.dismiss_button):
            widget.setVisible(proposal is not None)
        game = self._session.game
        if proposal is None or game is None:
            return
        if isinstance(proposal, Proposal):
            text = self.tr("A phone ({address}) proposes: place {tile}, {square}, turned {degrees}°.").format(
                address=proposal.address,
                tile=self._texts.tile_name(proposal.tile, game),
                square=self._texts.square_words(proposal.at, game),
                degrees=proposal.rotation,
            )
        else:
            action = self.feed.action(proposal)
            assert action is not None
            text = self.tr("A phone ({address}) proposes: {choice}.").format(
                address=proposal.address, choice=self._texts.action_label(action, game)
            )
        self.proposal.setText(text)
        self.show()
        self.raise_()
        self.activateWindow()
        self.accept_button.setFocus()


def _remembered_port() -> int:
    try:
        port = int(str(PORT.get()))
    except ValueError:
        return int(PORT.default)
    return port if 0 <= port <= 65535 else int(PORT.default)


def _qr_png(url: str) -> bytes:
    """The address as a QR code, black on white with a quiet border (segno: pure Python, no
    dependencies, BSD-3-Clause)."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="png", scale=5, border=2)
    return out.getvalue()


def _browser(agent: str) -> str:
    """A short name for a phone's browser from its User-Agent (shown as plain text)."""
    for name in ("Firefox", "Edg", "SamsungBrowser", "Chrome", "Safari"):
        if name in agent:
            return name
    return agent[:40]
