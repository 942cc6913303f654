"""The history chart: each player's final score, game after game, over time (drawn with
QPainter: PySide6-Essentials has no QtCharts)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from PySide6.QtCore import QDateTime, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ui.look.colors import ink_for

#: a colour per player line, told apart also by colour-blind eyes (Okabe-Ito)
LINE_COLORS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000")


def moment(iso: str) -> QDateTime:
    """An ISO-8601 UTC time of the library, in the player's own time zone."""
    return QDateTime.fromString(iso, Qt.DateFormat.ISODate).toLocalTime()


class HistoryChart(QWidget):
    """One line per player name: (when, score) points in time order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, list[tuple[str, int]]] = {}
        self.colors: dict[str, QColor] = {}
        self.setMinimumSize(520, 220)

    def show_series(
        self, series: dict[str, list[tuple[str, int]]], colors: Mapping[str, QColor] | None = None
    ) -> None:
        """``colors``: the players' own colours by name (each line in its player's colour); a
        name without one, or whose colour another name has, takes one of ``LINE_COLORS``."""
        self.series = {name: sorted(points) for name, points in series.items() if points}
        self.colors = {}
        taken: set[str] = set()
        for name in sorted(self.series):
            color = (colors or {}).get(name)
            if color is not None and color.name() not in taken:
                self.colors[name] = color
                taken.add(color.name())
        spare = (QColor(c) for c in LINE_COLORS if QColor(c).name() not in taken)
        for name in sorted(self.series):
            if name not in self.colors:
                self.colors[name] = next(spare, QColor(LINE_COLORS[0]))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))  # the scheme's ground
        ink = self.palette().color(QPalette.ColorRole.Text)
        legend_width = 150
        area = QRectF(self.rect()).adjusted(44, 14, -legend_width, -30)
        painter.setPen(QPen(Qt.GlobalColor.gray, 1))
        painter.drawRect(area)
        painter.setPen(ink)
        points = [p for series in self.series.values() for p in series]
        if not points:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No finished game yet."))
            return
        times = [moment(when).toSecsSinceEpoch() for when, _ in points]
        first, last = min(times), max(times)
        span = max(last - first, 1)
        top = max([score for _, score in points] + [1])
        painter.drawText(QRectF(0, area.top() - 7, 40, 14), Qt.AlignmentFlag.AlignRight, str(top))
        painter.drawText(QRectF(0, area.bottom() - 7, 40, 14), Qt.AlignmentFlag.AlignRight, "0")
        for when, align in ((first, Qt.AlignmentFlag.AlignLeft), (last, Qt.AlignmentFlag.AlignRight)):
            label = QDateTime.fromSecsSinceEpoch(when).date().toString(Qt.DateFormat.ISODate)
            painter.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), 16), align, label)

        def place(when: str, score: int) -> QPointF:
            x = (moment(when).toSecsSinceEpoch() - first) / span if last > first else 0.5
            return QPointF(area.left() + x * area.width(), area.bottom() - score / top * area.height())

        for index, (name, series) in enumerate(sorted(self.series.items())):
            color = self.colors[name]
            dots = [place(when, score) for when, score in series]
            for pen in (QPen(ink_for(color), 4), QPen(color, 2)):  # a halo: seen on any ground
                painter.setPen(pen)
                for a, b in itertools.pairwise(dots):
                    painter.drawLine(a, b)
            painter.setPen(QPen(ink_for(color), 1))
            painter.setBrush(color)
            for dot in dots:
                painter.drawEllipse(dot, 3, 3)
            y = area.top() + index * 18
            painter.fillRect(QRectF(area.right() + 10, y + 4, 12, 8), color)
            painter.setPen(ink)
            painter.drawText(
                QRectF(area.right() + 26, y, legend_width - 30, 16),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, legend_width - 30),
            )
