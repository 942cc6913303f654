"""The table page's server on loopback: the token, what is served, live changes, proposals,
bounds, junk requests, and ``carc-assist --serve``."""

from __future__ import annotations

import contextlib
import errno
import http.client
import json
import math
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Place
from tests.ui.table_helpers import MARKUP_NAME, Stream, draw_and_fit, served, to_follower_step
from ui.phone.dialog import PORT, PhonesDialog
from ui.phone.feed import TableFeed
from ui.phone.server import MAX_BODY, TOKEN_ALPHABET, ChoiceProposal, Proposal, TableServer
from ui.session import GameSession

ROOT = Path(__file__).resolve().parents[2]


def request(url: str, path: str, method: str = "GET", body: bytes | None = None) -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=5)
    connection.request(method, path, body=body)
    response = connection.getresponse()
    status, data = response.status, response.read()
    connection.close()
    return status, data


@pytest.fixture
def table(tmp_path: Path) -> tuple[GameSession, TableFeed, str]:
    session, feed = served(tmp_path, proposals=True)
    assert feed.server is not None
    yield session, feed, feed.server.url
    feed.stop()


@pytest.fixture(scope="module")
def shared_table(
    qapp: object, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[GameSession, TableFeed, str]]:
    """``table``, one for the many requests that leave it as it was (each refused): starting and
    stopping a table had cost each of them about a second, more than its request. Its data
    folder is its own, as ``isolated`` gives each test one."""
    folder = tmp_path_factory.mktemp("table")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CARC_ASSIST_DATA_DIR", str(folder / "data"))
        session, feed = served(folder, proposals=True)
    assert feed.server is not None
    yield session, feed, feed.server.url
    feed.stop()


def test_the_address_carries_a_token_of_128_bits_and_binds_where_told(table: tuple) -> None:
    _, feed, url = table
    token = urlsplit(url).path.strip("/")
    assert len(token) * math.log2(len(TOKEN_ALPHABET)) >= 128
    assert set(token) <= set(TOKEN_ALPHABET)
    assert not set("IlO01o") & set(TOKEN_ALPHABET)  # nothing a player typing it could misread
    assert urlsplit(url).hostname == "127.0.0.1"
    assert feed.server is not None and feed.server.port > 0


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS"])
@pytest.mark.parametrize(
    "path", ["/", "/app.js", "/wrong/", "/wrong/state.json", "/../etc/passwd", "//state.json", "/%00/"]
)
def test_a_wrong_or_missing_token_gets_403_and_nothing_else(
    shared_table: tuple, method: str, path: str
) -> None:
    _, _, url = shared_table
    status, body = request(url, path, method)
    assert status == 403
    assert b"Anna" not in body and b"<html" not in body.lower()


def test_the_page_shows_the_state_at_once_with_every_typed_text_escaped(table: tuple) -> None:
    _, _, url = table
    token = urlsplit(url).path
    status, page = request(url, token)
    assert status == 200
    assert b"Anna" in page
    assert b"<img src=x" not in page  # in the data block every < is \u003c
    assert b"\\u003cimg src=x" in page
    assert request(url, token.rstrip("/"))[0] == 301  # /TOKEN goes to /TOKEN/
    assert request(url, token + "?a&b&c&d&e&f")[0] == 200  # a query of many fields is ignored


def test_only_the_page_s_own_files_and_tile_pictures_are_served(table: tuple) -> None:
    _, _, url = table
    token = urlsplit(url).path
    state = json.loads(request(url, token + "state.json?lang=nl")[1])
    assert state["language"] == "nl"
    first = state["game"]["tiles"][0]["img"]
    status, png = request(url, f"{token}tile/{first}.png")
    assert status == 200 and png.startswith(b"\x89PNG")
    for path in ("app.js", "style.css"):
        assert request(url, token + path)[0] == 200
    outside = ("index.html", "../pyproject.toml", "tile/../app.js", "tile/x.png", "%2e%2e/etc/hosts", "web")
    for path in outside:
        assert request(url, token + path)[0] == 404


def test_the_log_follows_the_phone_s_language(table: tuple) -> None:
    session, _, url = table
    token = urlsplit(url).path
    draw_and_fit(session)
    game = session.game
    assert game is not None
    placement = game.legal_placements()[0]
    assert session.act(placement)
    documents = {lang: json.loads(request(url, f"{token}state.json?lang={lang}")[1]) for lang in ("en", "nl")}
    assert documents["en"]["colorNames"] == ["red", "blue"]
    assert documents["nl"]["colorNames"][0] != "red"
    assert documents["nl"]["log"] != documents["en"]["log"] or not documents["en"]["log"]
    names = {lang: document["tileNames"]["base/U"] for lang, document in documents.items()}
    assert names == {"en": "Straight road", "nl": "Rechte weg"}  # the phone's words, not the desktop's
    assert json.loads(request(url, f"{token}state.json?lang=xx")[1])["language"] == "en"


def test_every_change_reaches_a_live_page_within_200_ms(table: tuple) -> None:
    session, _, url = table
    stream = Stream(url)
    first = stream.next_state()
    assert first["game"]["turn"] == 1 and first["game"]["held"] is None
    delays = []
    start = time.perf_counter()
    draw_and_fit(session)  # a desktop action
    state = stream.next_state()
    delays.append(time.perf_counter() - start)
    held = state["game"]["held"]["id"]
    assert (held, state["tileNames"][held]) == ("base/U", "Straight road")  # named, not lettered
    start = time.perf_counter()
    session.undo()  # undo shows too
    state = stream.next_state()
    delays.append(time.perf_counter() - start)
    assert state["game"]["held"] is None
    stream.close()
    print(f"desktop change to page: {max(delays) * 1000:.1f} ms at most")
    assert max(delays) < 0.2


def test_a_proposal_changes_nothing_until_the_desktop_accepts_it(table: tuple, qtbot: QtBot) -> None:
    session, feed, url = table
    token = urlsplit(url).path
    draw_and_fit(session)
    game = session.game
    assert game is not None
    fit = game.legal_placements()[0]
    body = json.dumps({"tile": fit.tile, "x": fit.at[0], "y": fit.at[1], "rotation": fit.rotation}).encode()
    with qtbot.waitSignal(feed.proposed, timeout=2000) as proposed:
        assert request(url, token + "propose", "POST", body)[0] == 202
    assert len(game.board.placed) == 1  # nothing played by itself
    assert feed.accept(proposed.args[0])
    assert game.board.placed[-1].origin == fit.at


def test_a_choice_of_the_step_is_proposed_by_its_words_and_played_only_while_offered(
    table: tuple, qtbot: QtBot
) -> None:
    session, feed, url = table
    token = urlsplit(url).path
    to_follower_step(session)
    game = session.game
    assert game is not None
    state = json.loads(request(url, f"{token}state.json")[1])
    choices = {choice["key"]: choice for choice in state["choices"]}
    spot = game.prompt.spots[0]
    assert choices["pass"]["label"] == "No follower" and "x" not in choices["pass"]
    assert choices[f"follower {spot}"]["label"].startswith("Deploy a")  # in words, with its place
    assert {"x", "y"} <= set(choices[f"follower {spot}"])
    body = json.dumps({"choice": f"follower {spot}", "turn": game.turn}).encode()
    with qtbot.waitSignal(feed.proposed, timeout=2000) as proposed:
        assert request(url, token + "propose", "POST", body)[0] == 202
    proposal = proposed.args[0]
    assert isinstance(proposal, ChoiceProposal) and not game.figures  # nothing played by itself
    assert feed.accept(proposal)
    assert len(game.figures) == 1
    assert not feed.current(proposal) and not feed.accept(proposal)  # the game moved on
    stale = ChoiceProposal("pass", game.turn - 1, "127.0.0.1")
    assert not feed.current(stale)  # made for another turn


def test_proposals_are_refused_unless_the_desktop_allows_them(tmp_path: Path) -> None:
    _, feed = served(tmp_path, proposals=False)
    assert feed.server is not None
    url = feed.server.url
    body = json.dumps({"tile": "base/U", "x": 1, "y": 0, "rotation": 0}).encode()
    assert request(url, urlsplit(url).path + "propose", "POST", body)[0] == 403
    feed.stop()


@pytest.mark.parametrize(
    "body",
    [b"", b"x" * (MAX_BODY + 1), b"[]", b"{}", b'{"tile": 1}', b'{"tile":"base/U","x":1,"y":0,"rotation":45}',
     b'{"tile":"base/U","x":true,"y":0,"rotation":0}', b"[" * 400, b'{"tile":"base/U","x":1e999,"y":0}',
     b'{"choice":"pass"}', b'{"choice":"","turn":1}', b'{"choice":"pass","turn":"1"}',
     b'{"choice":' + b'"' + b"x" * 101 + b'","turn":1}', b'{"choice":["pass"],"turn":1}'],
)  # fmt: skip
def test_a_bad_proposal_is_refused(shared_table: tuple, body: bytes) -> None:
    _, feed, url = shared_table
    status, _ = request(url, urlsplit(url).path + "propose", "POST", body)
    assert status in (400, 411, 413)
    assert feed.server is not None and not feed.server.take_proposals()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(junk=st.binary(max_size=600) | st.text(max_size=300).map(str.encode))
def test_junk_requests_never_stop_the_server(table: tuple, junk: bytes) -> None:
    _, _, url = table
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as raw:
        raw.sendall(junk + b"\r\n\r\n")
        raw.shutdown(socket.SHUT_WR)
        try:
            while raw.recv(4096):
                pass
        except OSError:
            pass
    assert request(url, parts.path)[0] == 200


def test_a_taken_port_is_said_clearly(tmp_path: Path, qtbot: QtBot) -> None:
    blocker = socket.socket()
    blocker.bind(("127.0.0.1", 0))
    blocker.listen()
    port = blocker.getsockname()[1]
    session = GameSession(tmp_path / "autosave.json")
    dialog = PhonesDialog(session)
    qtbot.addWidget(dialog)
    reason = dialog.start("127.0.0.1", port)
    blocker.close()
    assert reason is not None and str(port) in reason and "taken" in reason
    assert dialog.feed.server is None


def test_the_server_raises_the_reason_a_port_cannot_be_used() -> None:
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        with pytest.raises(OSError) as raised:
            TableServer("127.0.0.1", blocker.getsockname()[1], ROOT / "resources" / "web").start()
    assert raised.value.errno == errno.EADDRINUSE


def test_the_dialog_remembers_the_port_shows_the_address_and_accepts_with_enter(
    tmp_path: Path, qtbot: QtBot
) -> None:
    session = GameSession(tmp_path / "autosave.json")
    session.new_game(Setup.of(["Anna", MARKUP_NAME]))
    dialog = PhonesDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.feed.server is None  # off until started
    assert dialog.start("127.0.0.1", 0) is None
    url = dialog.url
    assert url is not None and url in dialog.status.text()
    assert not dialog.qr.pixmap().isNull()
    assert PORT.get() == "0"
    dialog.allow.setChecked(True)
    draw_and_fit(session)
    game = session.game
    assert game is not None
    fit = game.legal_placements()[0]
    body = json.dumps({"tile": fit.tile, "x": fit.at[0], "y": fit.at[1], "rotation": fit.rotation}).encode()
    assert request(url, urlsplit(url).path + "propose", "POST", body)[0] == 202
    qtbot.waitUntil(dialog.accept_button.isVisible, timeout=2000)
    assert len(game.board.placed) == 1
    assert dialog.accept_button.isDefault()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter accepts: Accept is the default button
    assert isinstance(game.actions[-1], Place)
    spot = game.prompt.spots[0]  # then a follower, proposed in words and said in words
    body = json.dumps({"choice": f"follower {spot}", "turn": game.turn}).encode()
    assert request(url, urlsplit(url).path + "propose", "POST", body)[0] == 202
    qtbot.waitUntil(dialog.accept_button.isVisible, timeout=2000)
    said = dialog.proposal.text()
    assert "proposes: deploy a" in said and spot not in said.split(": ")[1]
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert len(game.figures) == 1
    dialog.show()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.click()  # the phones dialog closes with its own button; the page is still served
    assert not dialog.isVisible() and dialog.url is not None
    dialog.stop()
    assert dialog.url is None
    status = None
    with contextlib.suppress(OSError):
        status = request(url, urlsplit(url).path)[0]
    assert status is None


def test_serve_prints_the_address_and_serves_the_file(tmp_path: Path) -> None:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "CARC_ASSIST_DATA_DIR": str(tmp_path / "data"),
    }
    sample = ROOT / "resources" / "samples" / "sample.carc"
    process = subprocess.Popen(
        [sys.executable, "-m", "ui", "--serve", "127.0.0.1:0", str(sample)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("table page: http://127.0.0.1:")
        url = line.split(": ", 1)[1].strip()
        status, page = request(url, urlsplit(url).path)
        assert status == 200 and b"Carla" in page
    finally:
        process.terminate()
        assert process.wait(timeout=10) == 0
    assert not (tmp_path / "data" / "running.lock").exists()


def test_serve_needs_an_address_and_port(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ui", "--serve", "nowhere"],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2 and "ADDRESS:PORT" in result.stderr


def test_tournament_mode_hides_the_bag_s_counts_and_chances(tmp_path: Path) -> None:
    session = GameSession(tmp_path / "autosave.json")
    setup = Setup.of(["Anna", "Bram"])
    session.new_game(Setup(setup.players, tournament=True))
    feed = TableFeed(session)
    server = feed.start("127.0.0.1", 0)
    state = json.loads(request(server.url, urlsplit(server.url).path + "state.json")[1])
    feed.stop()
    bag = state["game"]["bag"]
    assert bag["total"] is None and bag["tiles"]
    assert all(set(tile) == {"id", "img"} for tile in bag["tiles"])


def test_the_phones_with_the_page_open_are_listed(table: tuple, qtbot: QtBot) -> None:
    _, feed, url = table
    with qtbot.waitSignal(feed.devices_changed, timeout=2000) as listed:
        stream = Stream(url)
        stream.next_state()
    assert [device.address for device in listed.args[0]] == ["127.0.0.1"]
    with qtbot.waitSignal(feed.devices_changed, timeout=2000) as listed:
        stream.close()
        feed.publish()  # the server notices a gone phone when it next writes to it
    assert listed.args[0] == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.binary(max_size=80).filter(lambda b: not any(c in b for c in b" \r\n")))
def test_any_path_after_the_token_is_the_page_s_or_not_found(table: tuple, path: bytes) -> None:
    _, _, url = table
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as raw:
        raw.sendall(b"GET " + parts.path.encode() + path + b" HTTP/1.0\r\n\r\n")
        answer = b""
        while chunk := raw.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    assert status in (200, 301, 400, 404)
    assert status == 400 or b"Referrer-Policy: no-referrer" in answer
    assert request(url, parts.path)[0] == 200


def test_a_placement_proposal_is_current_only_while_the_prompt_asks_to_place_that_tile(
    table: tuple, qtbot: QtBot
) -> None:
    session, feed, _ = table
    draw_and_fit(session)
    game = session.game
    assert game is not None and game.prompt.kind == "place"
    fit = game.legal_placements()[0]
    proposal = Proposal(fit.tile, fit.at, fit.rotation, "127.0.0.1")
    assert feed.current(proposal) and feed.action(proposal) == fit
    assert not feed.current(Proposal("base/D", fit.at, fit.rotation, "127.0.0.1"))  # not the tile held
    assert session.act(fit)
    assert game.prompt.kind == "follower" and not feed.current(proposal)  # placed already
    session.undo()
    session.undo()
    assert game.prompt.kind == "draw" and not feed.current(proposal)  # nothing held
