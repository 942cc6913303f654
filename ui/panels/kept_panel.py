"""A line edit's panel drawn once per look and copied after that.

The bag's search field is repainted at every step of a turn, because the focus moves between
it (the draw step) and the board (the placement): the style's frame shows which has it. Most
of such a repaint is the style drawing the panel (Fusion: antialiased rounded outlines, the
focus highlight), the same few pictures again and again; ``KeptPanelStyle`` draws each once
and copies it, the rest (the text, the caret, the placeholder, the clear button) as before.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QStyleOptionFrame, QWidget

#: the pictures kept at most (each look met: focused or not, hovered, enabled, a scheme, a size)
_KEPT = 16


class KeptPanelStyle(QProxyStyle):
    """The application's style, but a line edit's panel (``PE_PanelLineEdit``) drawn from a
    picture kept for everything the style's drawing reads: the panel's size, state (focus,
    hover, enabled …), palette, frame and direction, the device's pixel ratio and the colour
    behind it. The picture is drawn by the application's style over that colour, so that its
    pixels are those of a direct drawing (drawn on a clear picture and laid over, the
    antialiased corners came out one step apart). Where a copy could differ (a painter scaled
    or at a fraction of a pixel, a background not of one colour), it draws directly."""

    def __init__(self) -> None:
        super().__init__(QApplication.style().name())
        self._kept: dict[tuple[object, ...], QPixmap] = {}

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element != QStyle.PrimitiveElement.PE_PanelLineEdit or not isinstance(option, QStyleOptionFrame):
            super().drawPrimitive(element, option, painter, widget)
            return
        moved = painter.deviceTransform()
        ratio = painter.device().devicePixelRatioF()
        behind = _behind(widget)
        if (
            moved.type().value > QTransform.TransformationType.TxTranslate.value
            or not float(moved.dx()).is_integer()
            or not float(moved.dy()).is_integer()
            or not ratio.is_integer()
            or behind is None
        ):
            super().drawPrimitive(element, option, painter, widget)
            return
        rect, palette = option.rect, option.palette
        key = (
            rect.width(),
            rect.height(),
            option.state.value,
            palette.cacheKey(),
            palette.currentColorGroup().value,
            option.lineWidth,
            option.midLineWidth,
            option.features.value,
            option.frameShape.value,
            option.direction.value,
            ratio,
            behind.rgba(),
        )
        picture = self._kept.get(key)
        if picture is None:
            picture = self._draw(option, widget, int(ratio), behind)
            if len(self._kept) >= _KEPT:
                self._kept.clear()
            self._kept[key] = picture
        painter.drawPixmap(rect.topLeft(), picture)

    def _draw(self, option: QStyleOptionFrame, widget: QWidget | None, ratio: int, behind: QColor) -> QPixmap:
        """The panel drawn by the application's style over ``behind``, on a picture of its size."""
        rect = option.rect
        picture = QPixmap(rect.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(behind)
        painter = QPainter(picture)
        painter.translate(-rect.topLeft())
        super().drawPrimitive(QStyle.PrimitiveElement.PE_PanelLineEdit, option, painter, widget)
        painter.end()
        return picture


def _behind(widget: QWidget | None) -> QColor | None:
    """The one colour painted behind ``widget``: its first ancestor that fills its background
    (a window always does), if that is a plain colour and nothing between has a style sheet
    (which may paint anything); else None."""
    below = widget.parentWidget() if widget is not None else None
    while below is not None:
        if below.testAttribute(Qt.WidgetAttribute.WA_StyleSheet):
            return None
        if below.isWindow() or below.autoFillBackground():
            brush = below.palette().brush(below.backgroundRole())
            return brush.color() if brush.style() == Qt.BrushStyle.SolidPattern and brush.isOpaque() else None
        below = below.parentWidget()
    return None
