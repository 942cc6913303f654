"""A legend for what the board draws over the tiles, shown while it draws it: the heat map's
shades (how likely the next tile fits each open square), the cross on a dead square, and the
field tints (whose field it is, dotted for a tie). Its swatches are drawn with the board's own
colours (``ui.board.overlays``, and the board's ``BoardColors`` on its background), small copies of
what the board shows."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsOpacityEffect, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Player
from ui.board.overlays import DEAD_CROSS, TIE_PATTERN, field_tint, heat
from ui.look.colors import BoardColors
from ui.words.pictured import PicturedLabel

#: a swatch: one board square, in pixels
SWATCH = 26
#: the chances the heat map's swatches show, from unlikely to sure
_CHANCES = (0.0, 0.33, 0.67, 1.0)


class Legend(QWidget):
    """Under the board, a line per overlay shown (hidden when none is)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = QVBoxLayout(self)
        self.lines.setContentsMargins(4, 2, 4, 2)
        self.lines.setSpacing(2)
        self._shown_for: tuple[object, ...] = ()  # what the lines shown were made for
        self._heat_fade: QGraphicsOpacityEffect | None = None  # the heat map's line, see-through when paused
        self._heat_captions: list[_Caption] = []  # its words, painted from pictures when it comes back
        # its ground is the window's: painting it itself, the legend's line coming back at
        # a step is repainted without the widgets behind it (up to the window)
        self.setAutoFillBackground(True)
        self.hide()

    def show_overlays(
        self,
        heat_map: bool,
        tints: bool,
        game: Game | None,
        colors: BoardColors,
        background: QColor,
        heat_paused: bool = False,
    ) -> None:
        """Show the lines of the overlays the board draws (``heat_map``: the shades and dead
        squares; ``tints``: the field holders, in the colours of ``game``'s players). Made
        anew only when one of these changes (the board calls this after every action).

        ``heat_paused``: the heat map is on but not drawn in this step (a tile being placed).
        Its line is made see-through and keeps its room: the legend would otherwise come and
        go twice a turn, and each time the board would change size (and draw all its tiles
        again) and the window lay itself out anew. (Hiding the line, its room kept, still laid
        the window out anew twice a turn, its wrapped captions measured again: 4% of a step.)"""
        players = game.setup.players if game is not None else ()
        wanted = (heat_map, tints and game is not None, players, colors, background)
        if wanted != self._shown_for:
            self._shown_for = wanted
            self._make_lines(heat_map, tints, players, colors, background)
        if self._heat_fade is not None:
            if heat_paused:  # (it comes back at the next placement: its words as they were)
                for caption in self._heat_captions:
                    caption.keep_picture()
            self._heat_fade.setOpacity(0.0 if heat_paused else 1.0)

    def _make_lines(
        self, heat_map: bool, tints: bool, players: Sequence[Player], colors: BoardColors, background: QColor
    ) -> None:
        while self.lines.count():
            item = self.lines.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone now (deleted later): the lines shown are the new ones
                widget.deleteLater()
        swatches = _Swatches(colors, background)
        self._heat_fade = None
        self._heat_captions = []
        if heat_map:
            line = self._line()
            holder = line.parentWidget()
            assert holder is not None
            self._heat_fade = QGraphicsOpacityEffect()
            holder.setGraphicsEffect(self._heat_fade)
            self._heat_captions = [
                _entry(
                    line,
                    [swatches.heat_scale(line.spacing())],
                    self.tr("How likely the next tile fits: pale unlikely, dark likely"),
                ),
                _entry(line, [swatches.dead()], self.tr("No tile left in the bag can fill it")),
            ]
            line.addStretch()
        if tints and players:
            line = self._line()
            for player in players:  # each colour with its name: colour is never the only cue
                _entry(
                    line,
                    [swatches.tint(field_tint(player.color), Qt.BrushStyle.SolidPattern)],
                    player.name,
                    wrap=False,
                )
            _entry(line, [], self.tr("(field edges: whose field)"))
            tie = field_tint(players[0].color)
            _entry(line, [swatches.tint(tie, TIE_PATTERN)], self.tr("Dotted: a tie"))
            line.addStretch()
        self.setVisible(bool(self.lines.count()))

    def _line(self) -> QHBoxLayout:
        holder = QWidget()
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(4)
        self.lines.addWidget(holder)
        return line


def _entry(line: QHBoxLayout, pictures: list[QPixmap], text: str, wrap: bool = True) -> _Caption:
    """Swatches, then what they mean (wrapped in a narrow window, or in a long language): the
    caption."""
    for picture in pictures:
        swatch = QLabel()
        swatch.setPixmap(picture)
        line.addWidget(swatch)
    label = _Caption(text)
    label.setWordWrap(wrap)
    line.addWidget(label)
    line.addSpacing(12)
    return label


class _Caption(PicturedLabel):
    """A caption that takes the width of its text on one line when there is room, and wraps
    only when there is not (a wrapping QLabel asks for less and wraps even with room). The
    heat map's are painted from their pictures when their line comes back (``PicturedLabel``)."""

    def sizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance(self.text()) + 2
        return QSize(width, self.heightForWidth(width) if self.wordWrap() else super().sizeHint().height())


class _Swatches:
    """Small board squares with an overlay on them, as the board draws it."""

    def __init__(self, colors: BoardColors, background: QColor) -> None:
        self.colors = colors
        self.background = background

    def _square(self) -> tuple[QPixmap, QPainter]:
        pixmap = QPixmap(SWATCH, SWATCH)
        pixmap.fill(self.background)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        return pixmap, painter

    def heat(self, chance: float) -> QPixmap:
        """An open square, shaded for ``chance`` and outlined as on the board."""
        pixmap, painter = self._square()
        painter.setPen(QPen(self.colors.open, 2))
        painter.setBrush(heat(chance, self.colors.heat))
        painter.drawRect(QRectF(2, 2, SWATCH - 4, SWATCH - 4))
        painter.end()
        return pixmap

    def heat_scale(self, spacing: int) -> QPixmap:
        """The open squares of each chance side by side, ``spacing`` pixels apart (the gaps
        see-through), as a line lays out one swatch each: one picture is one label to paint
        when the heat map's line comes back at a placement, not four."""
        scale = QPixmap(len(_CHANCES) * (SWATCH + spacing) - spacing, SWATCH)
        scale.fill(Qt.GlobalColor.transparent)
        painter = QPainter(scale)
        for i, chance in enumerate(_CHANCES):
            painter.drawPixmap(i * (SWATCH + spacing), 0, self.heat(chance))
        painter.end()
        return scale

    def dead(self) -> QPixmap:
        """An open square crossed out."""
        pixmap, painter = self._square()
        painter.setPen(QPen(self.colors.open, 2))
        painter.drawRect(QRectF(2, 2, SWATCH - 4, SWATCH - 4))
        painter.setPen(QPen(DEAD_CROSS, 3))
        inner = QRectF(7, 7, SWATCH - 14, SWATCH - 14)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
        painter.end()
        return pixmap

    def tint(self, color: QColor, style: Qt.BrushStyle) -> QPixmap:
        """A square with the holder's band along two of its field's edges."""
        pixmap, painter = self._square()
        depth = SWATCH * 0.14
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(color, style))
        painter.drawRect(QRectF(0, 0, SWATCH, depth))
        painter.drawRect(QRectF(0, SWATCH - depth, SWATCH, depth))
        painter.end()
        return pixmap
