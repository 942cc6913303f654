"""The final scoring at the players' pace: back, pause, next, then the summary (issue #20)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from carc_assist.players.selfplay import random_game
from carc_assist.rules.setup import Setup
from carc_assist.storage.record import replay, save
from ui.board.final_tour import FinalTour
from ui.panels.log_view import SQUARES, LogView
from ui.session import GameSession

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _tour(qtbot: QtBot, tmp_path: Path) -> tuple[FinalTour, LogView, list[int], list[bool]]:
    session = GameSession(tmp_path / "library.sqlite3")
    log = LogView(session)
    ended: list[bool] = []
    tour = FinalTour(log, lambda: ended.append(True))
    qtbot.addWidget(log)
    qtbot.addWidget(tour)
    save(
        random_game(Setup.of(["Anna", "Bram"], ("wof", "festival")), random.Random(5)),
        tmp_path / "ended.json",
    )
    session.open(tmp_path / "ended.json")
    game = session.game
    assert game is not None
    rows = [row for row in range(log.count()) if ": Game end: " in log.item(row).text()]
    assert len(rows) >= 3 and len(game.notes) > 0  # notes are lines of the log too
    tour.start(game)
    tour.activateWindow()
    qtbot.waitUntil(tour.isActiveWindow)
    return tour, log, rows, ended


def test_back_pause_and_next(qtbot: QtBot, tmp_path: Path) -> None:
    tour, log, rows, ended = _tour(qtbot, tmp_path)
    assert tour.isVisible() and tour.playing and log.currentRow() == rows[0]
    assert tour.position.text() == f"Final scoring: 1 of {len(rows)}"
    assert not tour.back.isEnabled()
    tour.pause.click()
    assert not tour.playing and tour.pause.text() == "Play"
    tour.next.click()
    assert log.currentRow() == rows[1] and tour.back.isEnabled()
    qtbot.keyClick(tour, Qt.Key.Key_Right)  # the shortcuts
    qtbot.waitUntil(lambda: log.currentRow() == rows[2])
    qtbot.keyClick(tour, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: log.currentRow() == rows[1])
    assert not tour.playing
    qtbot.keyClick(tour, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tour.playing)
    assert tour.pause.text() == "Pause"
    tour.pause.click()
    for _ in rows[2:]:
        tour.next.click()
    assert tour.next.text() == "Summary" and not ended
    tour.next.click()
    assert ended and not tour.isVisible() and not log.selectedItems()


def test_it_plays_on_by_itself_to_the_summary(qtbot: QtBot, tmp_path: Path) -> None:
    tour, log, rows, ended = _tour(qtbot, tmp_path)
    visited = [log.currentRow()]
    log.currentRowChanged.connect(visited.append)
    tour._timer.setInterval(1)
    qtbot.waitUntil(lambda: bool(ended), timeout=3000)
    assert visited[: len(rows)] == rows and not tour.isVisible()


def _scenario_tour(qtbot: QtBot, tmp_path: Path, folder: str, name: str) -> tuple[FinalTour, LogView]:
    record = json.loads((SCENARIOS / folder / f"{name}.json").read_text(encoding="utf-8"))["record"]
    session = GameSession(tmp_path / "library.sqlite3")
    log = LogView(session)
    tour = FinalTour(log, lambda: None)
    qtbot.addWidget(log)
    qtbot.addWidget(tour)
    save(replay(record), tmp_path / "ended.json")
    session.open(tmp_path / "ended.json")
    tour.start(session.game)
    tour.pause.click()
    return tour, log


def _steps(tour: FinalTour, log: LogView) -> list[tuple[str, str, list[tuple[int, int]]]]:
    """Each step of the tour: the log's line, the rule under the bar, the squares outlined."""
    seen = []
    while tour.isVisible():
        item = log.currentItem()
        rule = tour.rule.text() if not tour.rule.isHidden() else ""
        seen.append((item.text().split(": Game end: ")[-1], rule, list(item.data(SQUARES))))
        tour.next.click()
    return seen


def test_the_tour_explains_the_goods_majority_and_points_at_its_goods(qtbot: QtBot, tmp_path: Path) -> None:
    """Bram completed Anna's city with its wine (Cc-w at [0, -1]): his majority of wine is
    shown on that tile, with the rule of the goods."""
    tour, log = _scenario_tour(qtbot, tmp_path, "traders-builders", "goods_to_the_completer")
    ((line, rule, squares),) = _steps(tour, log)
    assert line == "Bram has the most wine (1): 10 points"
    assert rule.startswith("Whoever completes a city takes a token for each good in it. At the end, the most")
    assert squares == [(0, -1)]


def test_the_tour_explains_the_pig_and_the_base_fields(qtbot: QtBot, tmp_path: Path) -> None:
    """Anna's field with her pig scores 4 for its city, Bram's farmer on the same field 3."""
    tour, log = _scenario_tour(qtbot, tmp_path, "traders-builders", "pig_four_per_city_for_its_owner")
    rules = {line: rule for line, rule, _ in _steps(tour, log)}
    pig = next(rule for line, rule in rules.items() if "pig" in line)
    assert (
        pig == "A pig makes its owner's field score 4 points instead of 3 for each completed city it touches."
    )
    assert rules["Bram scores a field touching 1 completed city: 3 points"].startswith(
        "A field scores 3 points for each completed city it touches"
    )


def test_the_tour_explains_an_unfinished_inn_road(qtbot: QtBot, tmp_path: Path) -> None:
    tour, log = _scenario_tour(qtbot, tmp_path, "inns-cathedrals", "inn_road_unfinished_at_end")
    ((_, rule, _),) = _steps(tour, log)
    assert rule == (
        "A road with an inn scores 2 points per tile when completed, and nothing if it is still unfinished"
        " at the end."
    )
