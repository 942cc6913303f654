"""The fence around a widget whose contents change at every step (``ui.look.fence``): new
words of the same height lay nothing out beyond it; words that need another line, a longer
word, a child hidden or shown do, as without the fence."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.look.fence import Fence


class Requests(QObject):
    """Counts the layout requests that reach a widget (the window laid out again)."""

    def __init__(self, watched: QWidget) -> None:
        super().__init__()
        self.count = 0
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _window(qtbot: QtBot, child: QWidget) -> tuple[QWidget, Fence, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    fence = Fence(child)
    below = QLabel("below")
    column.addWidget(fence)
    column.addWidget(below)
    column.addStretch()
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # (laid out when shown)
    return window, fence, below


def test_new_words_of_the_same_height_lay_nothing_out(qtbot: QtBot) -> None:
    label = QLabel("Anna: which tile was drawn?")
    label.setWordWrap(True)
    window, fence, below = _window(qtbot, label)
    label.setText("Bram places a straight road.")  # (its longest word: the least width asked)
    qtbot.wait(20)
    requests = Requests(window)
    for text in ("Anna: which tile was drawn?", "Bram places a straight road."):
        label.setText(text)  # one line, as before
        qtbot.wait(20)
    assert requests.count == 0
    assert label.geometry() == fence.rect() and label.text() == "Bram places a straight road."
    top = below.y()
    label.setText(" ".join(["words"] * 60))  # several lines: the box gives the fence more room
    qtbot.wait(20)
    assert requests.count > 0
    assert below.y() > top and fence.height() >= label.heightForWidth(fence.width())
    assert label.geometry() == fence.rect()


def test_the_least_width_asked_for_only_grows(qtbot: QtBot) -> None:
    label = QLabel("short words")
    label.setWordWrap(True)
    window, fence, _ = _window(qtbot, label)
    label.setText("a-much-longer-single-word-than-before")
    qtbot.wait(20)
    longest = label.minimumSizeHint().width()
    assert window.minimumSizeHint().width() >= longest  # the window cannot cut the word
    requests = Requests(window)
    label.setText("short words")
    qtbot.wait(20)
    assert requests.count == 0 and fence.minimumSizeHint().width() == longest


def test_the_fence_comes_and_goes_with_its_child(qtbot: QtBot) -> None:
    button = QPushButton("Drawn a tile the app does not know…")
    _, fence, below = _window(qtbot, button)
    top = below.y()
    button.hide()
    qtbot.wait(20)
    assert fence.isHidden() and below.y() < top
    button.show()
    qtbot.wait(20)
    assert not fence.isHidden() and below.y() == top


def test_a_child_that_keeps_its_room_keeps_the_fence(qtbot: QtBot) -> None:
    button = QPushButton("Drawn a tile the app does not know…")
    policy = button.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    button.setSizePolicy(policy)
    window, fence, below = _window(qtbot, button)
    top = below.y()
    requests = Requests(window)
    button.hide()
    qtbot.wait(20)
    button.show()
    qtbot.wait(20)
    assert not fence.isHidden() and below.y() == top and requests.count == 0
