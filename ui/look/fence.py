"""A fence around a widget of a vertical box whose contents change at every step (the
instruction's words, the bag's total, a button shown only in the draw step): the window is
laid out again only when the change asks the box for other room.

Qt lays the whole window out again whenever a widget's size hint may have changed: a label's
new text, a child shown or hidden (``QWidget::updateGeometry`` invalidates every layout up
to the window's, and a layout that did its work tells its own widget's parent the same). A
millisecond of every action went into these passes, which mostly moved nothing. The fence
has no layout of its own, so the news stops at it: it gives its one child all its room, says
the child's size wishes as its own, and passes the news on only when a wish that a vertical
box heeds changed: the least and most room, the policy, and the height (the height the
child needs at the fence's width, or its height hint). A vertical box gives every item its
whole width, so the width the child would like best moves nothing there and is not news
(it is still said, when asked: a window's own size hint stays right). The least width the
fence asks for is the widest its child has asked for: the instruction's longest word is a
little longer or shorter at every step, and a window laid out anew for each would not look
any different, while a word longer than any before still widens it (nothing is cut).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

Wishes = tuple[QSize, QSize, QSize, QSizePolicy, int, bool]


class Fence(QWidget):
    """``child`` in a vertical box, laid out again only when it asks the box for other room."""

    def __init__(self, child: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.child = child
        self._least_width = 0  # the widest least width the child asked for
        child.setParent(self)
        child.installEventFilter(self)
        self._wishes = self._read()
        self._adopt()
        if self._hidden():
            self.hide()

    def sizeHint(self) -> QSize:
        return self.child.sizeHint()

    def minimumSizeHint(self) -> QSize:
        least = self.child.minimumSizeHint()
        return QSize(max(least.width(), self._least_width), least.height())

    def hasHeightForWidth(self) -> bool:
        return self.child.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.child.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.child.setGeometry(self.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The child hidden or shown: the fence with it (a hidden child that keeps its room,
        ``retainSizeWhenHidden``, keeps the fence shown)."""
        if watched is self.child and event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.setHidden(self._hidden())
        return False

    def _hidden(self) -> bool:
        """Whether the fence is hidden: while its child is, unless the child keeps its room."""
        return self.child.isHidden() and not self.child.sizePolicy().retainSizeWhenHidden()

    def event(self, event: QEvent) -> bool:
        """The child's size wishes may have changed: news for the box only if it changes the
        room the box gives."""
        if event.type() == QEvent.Type.LayoutRequest:
            wishes = self._read()
            if wishes != self._wishes:
                self._wishes = wishes
                self._adopt()
                self.updateGeometry()
            return True
        return super().event(event)

    def _read(self) -> Wishes:
        """What a vertical box heeds of the child's wishes, at the fence's width."""
        child = self.child
        wraps = child.hasHeightForWidth()
        height = child.heightForWidth(self.width()) if wraps else child.sizeHint().height()
        least = self.minimumSizeHint()
        self._least_width = least.width()
        return (
            least,
            child.minimumSize(),
            child.maximumSize(),
            child.sizePolicy(),
            height,
            wraps,
        )

    def _adopt(self) -> None:
        """The child's set limits and policy as the fence's own (the box reads them from it)."""
        self.setMinimumSize(self.child.minimumSize())
        self.setMaximumSize(self.child.maximumSize())
        self.setSizePolicy(self.child.sizePolicy())
