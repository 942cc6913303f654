"""The table page's web server: the game, read-only, on the players' phones over the local network.

Why the standard library's ``ThreadingHTTPServer`` and Server-Sent Events: no new dependency
(QtHttpServer and QtWebSockets would need PySide6-Addons, some 59 MB more), and a phone
browser's ``EventSource`` reconnects by itself after the phone sleeps. The live part is one-way
(desktop to phones); a proposal is one small POST.

This module has no Qt in it on purpose: its threads must never touch Qt objects or the game.
The GUI thread hands it finished JSON documents and PNG images (``publish``) and collects the
phones' proposals (``take_proposals``); a lock with a condition guards what both sides share.

Safety: every path starts with a random token of 130 bits (26 characters of an alphabet
without the look-alikes I, l, 1, O and 0: a player types it from the screen); without it
every request gets 403 and nothing else. Only the few files of ``resources/web``
named in ``_STATIC`` are served, read once at start: no path of the machine is ever looked
up. Connections, request bodies and queued proposals are bounded, sockets time out, and a
broken request only ends its own connection.

Anyone on the network can connect, so a connection is first only *arriving*: it must send its
whole request line and headers within ``HEAD_DEADLINE`` seconds in all (not per read: a
header line every second would otherwise hold it for ever), and at most ``MAX_ARRIVING``
arrive at once (one more pushes the oldest out; a phone's request arrives in milliseconds).
Only then, and only with the token, does it take one of the ``MAX_CONNECTIONS`` phone slots.
"""

from __future__ import annotations

import contextlib
import hmac
import io
import json
import secrets
import select
import socket
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

#: the files of the page: name in the URL → (file in resources/web, content type)
_STATIC = {
    "": ("index.html", "text/html; charset=utf-8"),
    "app.js": ("app.js", "text/javascript; charset=utf-8"),
    "style.css": ("style.css", "text/css; charset=utf-8"),
}
#: at most this many phones' requests at once (each live page holds one); more are closed at once
MAX_CONNECTIONS = 32
#: seconds a connection has, in all, to send its request line and headers
HEAD_DEADLINE = 3.0
#: the largest request line and headers accepted, in bytes (a phone sends well under 2 KB)
MAX_HEAD = 16 * 1024
#: connections still sending their request line and headers; one more ends the oldest
MAX_ARRIVING = 64
#: the largest proposal body accepted, in bytes
MAX_BODY = 512
#: the largest choice a phone proposes, in characters (an action's notation)
MAX_CHOICE = 100
#: proposals waiting for the desktop; more are refused until it takes them
MAX_PROPOSALS = 8
#: seconds a phone's socket may stay silent (sending a proposal's body, or not reading its stream)
SOCKET_TIMEOUT = 10.0
#: seconds between keep-alive comments on a live stream (they also notice a gone phone)
KEEP_ALIVE = 15.0
#: how often a live page looks whether its phone has gone, between states: a phone that left
#: frees its slot (and its line among the devices) within this, so that it may come back
GONE_CHECK = 0.5
#: a proposal's square lies within this distance of the start tile (a board is far smaller)
MAX_COORDINATE = 10_000
_ROTATIONS = (0, 90, 180, 270)
#: the token's characters: lower case letters and digits a reader cannot mistake for another
#: (no l, o, 0, 1; lower case only, so no I or O either): 32 of them, 5 bits each
TOKEN_ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz"
#: the token's length: 26 characters of 5 bits, 130 bits
TOKEN_LENGTH = 26

_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the token is in the address: never pass it on
    "Content-Security-Policy": "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
}


@dataclass(frozen=True)
class Device:
    """A phone with the page open: its address, its browser, when it connected."""

    address: str
    agent: str
    since: float


@dataclass(frozen=True)
class Proposal:
    """A placement a phone proposes for the drawn tile; the desktop decides."""

    tile: str
    at: tuple[int, int]
    rotation: int
    address: str


@dataclass(frozen=True)
class ChoiceProposal:
    """A choice of the step the game waits for that a phone proposes (a follower on a spot,
    the big follower, no follower …), by the action's notation, in the turn it was made for;
    the desktop decides."""

    choice: str
    turn: int
    address: str


def new_token() -> str:
    """A fresh random token (``secrets``: for what guards the game)."""
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))


class _Shared:
    """What the GUI thread and the server threads share, behind one lock."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.version = 0
        self.documents: dict[str, bytes] = {}
        self.images: dict[str, bytes] = {}
        self.proposals: list[Proposal | ChoiceProposal] = []
        #: the page's language unless a phone asks for another: the desktop's
        self.language = "en"
        self.proposals_allowed = False
        self.devices: dict[int, Device] = {}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = MAX_ARRIVING  # a burst of connections waits in the queue, not for a resent SYN

    def __init__(
        self, address: tuple[str, int], shared: _Shared, token: str, static: dict[str, bytes]
    ) -> None:
        self.family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.shared = shared
        self.token = token
        self.static = static
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        #: connections whose request line and headers have not all come yet, oldest first
        self.arriving: dict[socket.socket, None] = {}
        #: set (under the shared lock) when this run of the server stops: its streams end
        self.stopping = False
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Start the connection's thread; it is arriving until its request's head is read."""
        with self.shared.changed:
            if len(self.arriving) >= MAX_ARRIVING:
                oldest = next(iter(self.arriving))
                del self.arriving[oldest]
                with contextlib.suppress(OSError):
                    oldest.shutdown(socket.SHUT_RDWR)  # its thread sees the end and closes it
            self.arriving[request] = None
        try:
            super().process_request(request, client_address)
        except BaseException:  # no thread: the server closes the connection
            self.arrived(request)
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.arrived(request)

    def arrived(self, request: socket.socket) -> None:
        """The connection no longer counts as arriving (its head is read, or it has ended)."""
        with self.shared.changed:
            self.arriving.pop(request, None)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A broken connection ends quietly; the server serves on."""


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = SOCKET_TIMEOUT
    server_version = "carc-assist"
    sys_version = ""

    def log_message(self, format: str, *args: Any) -> None:
        """No log of requests: nothing to show, and the addresses carry the token."""

    def handle(self) -> None:
        """Read the request's head within the deadline, then answer it: with the token in a
        phone slot, without it (a 403) in none."""
        head = _read_head(self.connection)
        self.server.arrived(self.connection)
        if head is None:
            self.close_connection = True
            return
        self.connection.settimeout(SOCKET_TIMEOUT)
        self.rfile = io.BufferedReader(_Replay(head, self.rfile))
        if not self._has_token(head):
            super().handle()
            return
        if not self.server.slots.acquire(blocking=False):
            self.close_connection = True  # every phone slot is taken: close at once
            return
        try:
            super().handle()
        finally:
            self.server.slots.release()

    def _has_token(self, head: bytes) -> bool:
        words = head.split(b"\r\n", 1)[0].split(b"\n", 1)[0].split()
        target = words[1].decode("latin-1") if len(words) >= 2 else ""
        return _is_token(_split_token(urlsplit(target).path)[0], self.server.token)

    def _route(self) -> tuple[str, dict[str, list[str]]] | None:
        """The path after a valid token, and the query; None (403 sent) without the token."""
        parts = urlsplit(self.path)
        token, rest = _split_token(parts.path)
        if not _is_token(token, self.server.token):
            self._send(HTTPStatus.FORBIDDEN, b"forbidden\n", "text/plain; charset=utf-8")
            return None
        if parts.path == f"/{token}":
            # the page's own addresses are relative to the folder: /TOKEN needs its slash
            self._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/plain", {"Location": f"/{token}/"})
            return None
        try:
            return rest, parse_qs(parts.query, max_num_fields=4)
        except ValueError:  # more fields than any page asks with
            return rest, {}

    def do_GET(self) -> None:
        route = self._route()
        if route is None:
            return
        path, query = route
        shared = self.server.shared
        if path == "":
            self._send(HTTPStatus.OK, self._page(query), _STATIC[path][1])
        elif path in _STATIC:
            self._send(HTTPStatus.OK, self.server.static[path], _STATIC[path][1])
        elif path == "state.json":
            with shared.changed:
                document = shared.documents.get(_language(query, shared), b"null")
            self._send(HTTPStatus.OK, document, "application/json")
        elif path == "events":
            with shared.changed:
                language = _language(query, shared)
            self._stream(language)
        elif path.startswith("tile/") and path.endswith((".png", ".svg")):
            # a tile's picture by its name; an expansion's layer over the board by its name and
            # ".svg" (``publish``)
            name = path[len("tile/") :]
            with shared.changed:
                image = shared.images.get(name.removesuffix(".png"))
            if image is None:
                self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
            else:  # named by their content's hash: a name always means the same picture
                kind = "image/svg+xml" if name.endswith(".svg") else "image/png"
                self._send(HTTPStatus.OK, image, kind, {"Cache-Control": "max-age=86400, immutable"})
        else:
            self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")

    def _page(self, query: dict[str, list[str]]) -> bytes:
        """The page with the state now in it, in the desktop's language (or the one the page
        asks for with ``?lang=``): it shows the game as it loads (a headless browser's
        ``--dump-dom`` sees the names and scores), then goes live. A data block, not a script
        (the CSP runs none inline); ``<`` escaped, so no text a player typed can close it."""
        shared = self.server.shared
        with shared.changed:
            document = shared.documents.get(_language(query, shared), b"null")
        safe = document.replace(b"<", b"\\u003c")
        block = b'<script type="application/json" id="initial">' + safe + b"</script>"
        return self.server.static[""].replace(b"<!--state-->", block, 1)

    def do_POST(self) -> None:
        route = self._route()
        if route is None:
            return
        path, _ = route
        shared = self.server.shared
        if path != "propose":
            self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
            return
        with shared.changed:
            allowed = shared.proposals_allowed
        if not allowed:
            self._send(HTTPStatus.FORBIDDEN, b"proposals are off\n", "text/plain; charset=utf-8")
            return
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            length = -1
        if not 0 < length <= MAX_BODY:
            self._send(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, b"too large\n", "text/plain; charset=utf-8")
            return
        proposal = _proposal(self.rfile.read(length), self.client_address[0])
        if proposal is None:
            self._send(HTTPStatus.BAD_REQUEST, b"bad proposal\n", "text/plain; charset=utf-8")
            return
        with shared.changed:
            full = len(shared.proposals) >= MAX_PROPOSALS
            if not full:
                shared.proposals.append(proposal)
        if full:
            self._send(HTTPStatus.TOO_MANY_REQUESTS, b"busy\n", "text/plain; charset=utf-8")
        else:
            self._send(HTTPStatus.ACCEPTED, b"{}", "application/json")

    def _refuse(self) -> None:
        """Any other method: 403 without the token, as for everything; 405 with it."""
        if self._route() is not None:
            self._send(HTTPStatus.METHOD_NOT_ALLOWED, b"not allowed\n", "text/plain; charset=utf-8")

    do_HEAD = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _refuse

    def _send(self, status: HTTPStatus, body: bytes, kind: str, extra: Mapping[str, str] = {}) -> None:
        self.send_response(status)
        for name, value in {**_HEADERS, **extra, "Content-Type": kind}.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _stream(self, language: str) -> None:
        """The live page: the state now, then each new state as it comes, until the phone
        goes or the server stops. ``retry`` tells EventSource to come back after a second."""
        shared, server = self.server.shared, self.server
        self.send_response(HTTPStatus.OK)
        for name, value in {**_HEADERS, "Content-Type": "text/event-stream"}.items():
            self.send_header(name, value)
        self.end_headers()
        key = id(self)
        device = Device(self.client_address[0], self.headers.get("User-Agent", "")[:200], time.time())
        sent = -1
        with shared.changed:
            shared.devices[key] = device
        try:
            self.wfile.write(b"retry: 1000\n\n")
            written = time.monotonic()
            while True:
                with shared.changed:
                    shared.changed.wait_for(partial(_news, shared, server, sent), GONE_CHECK)
                    if server.stopping:
                        return
                    version = shared.version
                    document = shared.documents.get(language) if version != sent else None
                if _gone(self.connection):
                    return  # looked for every GONE_CHECK: the slot is free again at once
                if document is not None:
                    self.wfile.write(b"data: " + document + b"\n\n")  # json.dumps has no newlines
                    sent = version
                elif time.monotonic() - written >= KEEP_ALIVE:
                    self.wfile.write(b": still here\n\n")
                else:
                    continue
                self.wfile.flush()
                written = time.monotonic()
        except OSError:
            return  # the phone went away (or slept): it comes back by itself
        finally:
            with shared.changed:
                shared.devices.pop(key, None)


def _split_token(path: str) -> tuple[str, str]:
    """A request path's first part (the token, if it is one) and the rest."""
    token, _, rest = path.lstrip("/").partition("/")
    return token, rest


def _is_token(given: str, token: str) -> bool:
    return hmac.compare_digest(given.encode("utf-8", "replace"), token.encode())


def _read_head(connection: socket.socket) -> bytes | None:
    """The request line and headers up to their blank line (and whatever came after them),
    or None when they are not all there within ``HEAD_DEADLINE`` seconds in all, are longer
    than ``MAX_HEAD``, or the connection ends or fails first."""
    received = b""
    end = time.monotonic() + HEAD_DEADLINE
    while b"\r\n\r\n" not in received and b"\n\n" not in received:
        left = end - time.monotonic()
        if left <= 0 or len(received) > MAX_HEAD:
            return None
        try:
            connection.settimeout(left)
            chunk = connection.recv(4096)
        except OSError:  # the deadline (TimeoutError), or pushed out (MAX_ARRIVING)
            return None
        if not chunk:
            return None
        received += chunk
    return received


class _Replay(io.RawIOBase):
    """A connection's bytes already read (the head), then the rest from the connection."""

    def __init__(self, first: bytes, rest: io.BufferedIOBase) -> None:
        super().__init__()
        self._first = first
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if not self._first:
            return self._rest.readinto1(buffer)  # what is there: never wait for a full buffer
        count = min(len(buffer), len(self._first))
        buffer[:count] = self._first[:count]
        self._first = self._first[count:]
        return count


def _news(shared: _Shared, server: _Server, sent: int) -> bool:
    """Whether a stream has something to do: a state newer than the one it sent, or stop."""
    return shared.version != sent or server.stopping


def _gone(connection: socket.socket) -> bool:
    """Whether a live page's phone has closed its end (it sends nothing after its request, so
    anything to read means the end): noticed at the next change, not two writes later."""
    readable, _, _ = select.select([connection], [], [], 0)
    if not readable:
        return False
    try:
        return connection.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


def _language(query: dict[str, list[str]], shared: _Shared) -> str:
    """The language a page asks for, if the state is there in it; else the desktop's."""
    wanted = (query.get("lang") or [""])[0]
    return wanted if wanted in shared.documents else shared.language


def _proposal(body: bytes, address: str) -> Proposal | ChoiceProposal | None:
    """The proposal a body holds, or None for anything else (junk is expected, never trusted)."""
    try:
        raw = json.loads(body)
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict):
        return None
    if "choice" in raw:
        choice, turn = raw.get("choice"), raw.get("turn")
        if not (isinstance(choice, str) and 0 < len(choice) <= MAX_CHOICE):
            return None
        if not (isinstance(turn, int) and not isinstance(turn, bool) and 0 <= turn <= MAX_COORDINATE):
            return None
        return ChoiceProposal(choice, turn, address)
    tile, x, y, rotation = raw.get("tile"), raw.get("x"), raw.get("y"), raw.get("rotation")
    if not (isinstance(tile, str) and 0 < len(tile) <= 100):
        return None
    numbers = (x, y, rotation)
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
        return None
    assert isinstance(x, int) and isinstance(y, int) and isinstance(rotation, int)
    if rotation not in _ROTATIONS or abs(x) > MAX_COORDINATE or abs(y) > MAX_COORDINATE:
        return None
    return Proposal(tile, (x, y), rotation, address)


class TableServer:
    """Serves the table page on ``host``:``port`` (port 0: any free one) until ``stop``.

    ``start`` raises OSError when the address cannot be used (the port is taken: errno
    EADDRINUSE; not allowed: EACCES; no such interface: EADDRNOTAVAIL)."""

    def __init__(self, host: str, port: int, web_dir: Path, token: str | None = None) -> None:
        self.host = host
        self.token = token or new_token()
        self._requested_port = port
        self._static = {name: (web_dir / file).read_bytes() for name, (file, _) in _STATIC.items()}
        self._shared = _Shared()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._server = _Server((self.host, self._requested_port), self._shared, self.token, self._static)
        self._thread = threading.Thread(target=self._server.serve_forever, name="table-server", daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.token}/"

    def stop(self) -> None:
        """Stop serving and end every live stream (their pages then try again by themselves)."""
        if self._server is None:
            return
        with self._shared.changed:
            self._server.stopping = True
            self._shared.changed.notify_all()
        self._server.shutdown()
        self._server.server_close()
        assert self._thread is not None
        self._thread.join()
        self._server = None
        with self._shared.changed:
            self._shared.devices.clear()

    def publish(
        self, documents: Mapping[str, bytes], images: Mapping[str, bytes], language: str | None = None
    ) -> None:
        """The new state, one JSON document per language, and the images it names (new ones
        are added, none removed: a page may still show an older state): PNG tile pictures by
        their name, SVG layers by their name and ".svg". ``language``: the one a page speaks
        unless it asks for another (the desktop's); the last one given stays."""
        with self._shared.changed:
            self._shared.documents = dict(documents)
            if language is not None:
                self._shared.language = language
            self._shared.images.update(images)
            self._shared.version += 1
            self._shared.changed.notify_all()

    def allow_proposals(self, allowed: bool) -> None:
        with self._shared.changed:
            self._shared.proposals_allowed = allowed
            if not allowed:
                self._shared.proposals.clear()

    def take_proposals(self) -> list[Proposal | ChoiceProposal]:
        with self._shared.changed:
            taken, self._shared.proposals = self._shared.proposals, []
        return taken

    def devices(self) -> list[Device]:
        with self._shared.changed:
            return sorted(self._shared.devices.values(), key=lambda d: d.since)
