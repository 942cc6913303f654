"""The board's frame is repainted when the focus comes or goes only where the style shows
the focus on it: under Fusion the frame looks the same, and its repaint (with what lies
behind it) at every draw and placement was work for nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ui.board.board_view import BoardView
from ui.look.painter import TilePainter
from ui.session import GameSession


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


class _FocusRing(QProxyStyle):
    """A style that shows the focus on a frame (as Windows 11's and macOS's do)."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_ShapedFrame and option.state & QStyle.StateFlag.State_HasFocus:
            painter.fillRect(option.rect.x(), option.rect.y(), option.rect.width(), 1, QColor("#0067c0"))


def _frame_paints(qtbot: QtBot, tmp_path: Path, style: QStyle) -> int:
    """Frame paints of a board beside a search field while the focus goes back and forth."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    field = QLineEdit()
    board = BoardView(GameSession(tmp_path / "library.sqlite3"), TilePainter())
    style.setParent(window)  # (kept while the board uses it)
    board.setStyle(style)
    layout.addWidget(field)
    layout.addWidget(board)
    window.resize(600, 500)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.wait(50)  # (the window's first paints done)
    paints = _Paints()
    board.installEventFilter(paints)
    for widget in (board, field, board, field):
        widget.setFocus()
        QApplication.processEvents()
        assert widget.hasFocus()
    board.removeEventFilter(paints)
    return paints.count


def test_a_frame_that_looks_the_same_with_focus_is_not_repainted(qtbot: QtBot, tmp_path: Path) -> None:
    fusion = QStyleFactory.create("Fusion")
    assert _frame_paints(qtbot, tmp_path, fusion) == 0


def test_a_frame_that_shows_the_focus_is_repainted(qtbot: QtBot, tmp_path: Path) -> None:
    ring = _FocusRing(QStyleFactory.create("Fusion"))
    assert _frame_paints(qtbot, tmp_path, ring) >= 4
