"""A label whose words, shown once, are painted again from a picture of them.

A word-wrapped label lays its words out anew at every paint (a quarter of a million
instructions for the sentence over the board), and some labels paint the same words again and
again: the instruction's sentences come back every round (each player's draw), the heat map's
captions at every placement (their line comes back from see-through). Such a label keeps a
picture of its words when its owner says they were shown (``keep_picture``, outside a paint:
a widget cannot be drawn into a picture while it paints), and paints the picture while the
words, size, font, colours and pixel ratio are those it was drawn with; otherwise it paints
as a label does.

Only for a label on the window's plain ground (its palette's window colour): the picture is
drawn on that colour."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QRegion
from PySide6.QtWidgets import QWidget

from ui.words.plain import PlainLabel

#: the changes after which its words look otherwise (``QWidget.changeEvent``, sent also when
#: the font or colours come from the parent or the application: a scheme switch)
_LOOKS = frozenset(
    (QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.EnabledChange, QEvent.Type.StyleChange)
)


class PicturedLabel(PlainLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None, kept: int = 1) -> None:
        super().__init__(text, parent)
        self._kept = kept  # how many pictures (of different words or sizes) it keeps
        self._pictures: dict[tuple[object, ...], QPixmap] = {}  # the least recently shown first

    def _shown(self) -> tuple[object, ...]:
        """What its picture must have been drawn with to be painted now (its font, colours,
        state and style too: their changes drop its pictures, ``changeEvent``)."""
        return self.text(), self.width(), self.height(), self.devicePixelRatioF()

    def keep_picture(self) -> None:
        """Keep a picture of the words as they are shown now (when it has none yet). Not of a
        label not shown: nothing is seen to keep, and drawing it would first lay it out and
        measure its words (a label not yet shown is sent its pending resize)."""
        if not self.isVisible() or self.size().isEmpty() or self._shown() in self._pictures:
            return
        ratio = self.devicePixelRatioF()
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(self.palette().window().color())
        self.render(picture, QPoint(), QRegion(), QWidget.RenderFlag(0))  # (it has no picture: as a label)
        if len(self._pictures) >= self._kept:
            del self._pictures[next(iter(self._pictures))]
        self._pictures[self._shown()] = picture

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _LOOKS:
            self._pictures.clear()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self._shown()
        picture = self._pictures.pop(shown, None)
        if picture is None:
            super().paintEvent(event)
            return
        self._pictures[shown] = picture  # (now the most recently shown)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()
