"""What changes at every step (the tile in hand, the instruction's words, the legend's heat
line), the board's column (behind the board's frame) and the bag's (behind its total, search
field and unknown tile's button) paint their own ground, the window's colour: a step
repaints them without the widgets behind them up to the window (issue #28, speed). The pixels
stay the same (compared in light and dark, and across a switch)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Place
from tests.ui.window_drive import opened


class _Paints(QObject):
    """The rectangles (in the window's coordinates) each watched widget painted."""

    def __init__(self, window: QWidget, watched: list[QWidget]) -> None:
        super().__init__()
        self.window = window
        self.painted: dict[str, list[QRect]] = {}
        for widget in watched:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent) and isinstance(watched, QWidget):
            at = watched.mapTo(self.window, watched.rect().topLeft())
            rects = [rect.translated(at) for rect in cast(Iterable[QRect], event.region())]
            self.painted.setdefault(type(watched).__name__ + ":" + watched.objectName(), []).extend(rects)
        return False


def _area(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def test_a_step_repaints_what_changed_without_the_window_behind_it(qtbot: QtBot, tmp_path: Path) -> None:
    session, window = opened(qtbot, tmp_path, Setup.of(["Anna", "Bram"]), size=(1600, 1000))
    qtbot.wait(20)
    row = window.instruction.parentWidget()
    assert row is not None
    fence = row.parentWidget()
    assert fence is not None
    middle = fence.parentWidget()
    assert middle is not None
    for widget, name in ((row, "row"), (fence, "fence"), (middle, "middle")):
        widget.setObjectName(name)
    paints = _Paints(window, [window, window.splitter, middle, fence, row])
    for action in (Draw("base/U"), Place("base/U", (1, 0), 0), Draw("base/D")):
        session.act(action)
        qtbot.wait(20)
    changed = [_area(window.held, window), _area(window.instruction, window)]
    if window.legend.isVisible():
        changed.append(_area(window.legend, window))
    for name, rects in paints.painted.items():
        # the row paints the instruction's ground (it has a style sheet: Qt fills no ground
        # for it), never the tile in hand's
        areas = changed[:1] if name == "QWidget:row" else changed
        for rect in rects:
            assert not any(rect.intersects(area) for area in areas), (name, rect)
    # the window and its splitter paint nothing of the board's column (behind the board's
    # frame), nor of the bag's
    for name in ("MainWindow:", "QSplitter:"):
        for rect in paints.painted.get(name, []):
            assert not rect.intersects(_area(middle, window)), (name, rect)
            assert not rect.intersects(_area(window.bag, window)), (name, rect)
