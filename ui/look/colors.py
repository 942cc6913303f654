"""Player colours: a colour-blind-safe palette (after Okabe and Ito) for the record's colour names;
and the board's and the tile pictures' colours in a light or a dark scheme.

Every colour is also shown with its name, and figures carry their player's initial, so no
one has to tell two colours apart by hue alone. What the board draws over its background
(lit squares, open squares, figures' outlines) is picked to keep a contrast of 3:1 or more
against it, on a daylight table as in a dark room.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from ui.prefs.settings import BOARD_COLOR, Preference

#: "system" follows the system's light or dark scheme; "light" and "dark" force one
COLOR_SCHEME = Preference("preferences/color_scheme", "system")

PALETTE: dict[str, str] = {
    "red": "#D55E00",
    "blue": "#0072B2",
    "green": "#009E73",
    "yellow": "#F0E442",
    "black": "#222222",
    "grey": "#999999",
    "pink": "#CC79A7",
}


def qcolor(name: str) -> QColor:
    return QColor(PALETTE.get(name, "#777777"))


def ink_on(name: str) -> QColor:
    """Black or white, whichever reads better on the player colour ``name``."""
    return ink_for(qcolor(name))


def ink_for(color: QColor) -> QColor:
    """Black or white, whichever reads better on ``color`` (or, as a halo around a line of
    that colour, makes it stand out on any background)."""
    return QColor("#000000") if color.lightness() > 140 else QColor("#ffffff")


def color_name(name: str) -> str:
    names = {
        "red": QCoreApplication.translate("colors", "red"),
        "blue": QCoreApplication.translate("colors", "blue"),
        "green": QCoreApplication.translate("colors", "green"),
        "yellow": QCoreApplication.translate("colors", "yellow"),
        "black": QCoreApplication.translate("colors", "black"),
        "grey": QCoreApplication.translate("colors", "grey"),
        "pink": QCoreApplication.translate("colors", "pink"),
    }
    return names.get(name, name)


# -- the board's colours in a light or a dark room ---------------------------------------------

LIGHT_BOARD = "#e9e4d8"  # a table in daylight
DARK_BOARD = "#23272e"  # a dark room: the tiles glow, the rest stays back


def relative_luminance(color: QColor) -> float:
    """WCAG 2's relative luminance (0 black … 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio (1 … 21); 3 is the least for shapes that must be seen."""
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def legible(candidates: tuple[str, ...], background: QColor, ratio: float = 3.0) -> QColor:
    """The first candidate that stands out from ``background`` by ``ratio``; failing all, black
    or white, whichever stands out more."""
    for name in candidates:
        if contrast(QColor(name), background) >= ratio:
            return QColor(name)
    black, white = QColor("#000000"), QColor("#ffffff")
    return black if contrast(black, background) >= contrast(white, background) else white


#: ``COLOR_SCHEME`` as ``apply_color_scheme`` last applied it: read from the settings once
#: and on each change, not for every tile picture asked for (a settings read is 0.1 ms)
_applied: dict[str, str] = {}


def dark_scheme() -> bool:
    """The colour scheme the app shows: the one forced in the preferences, or the system's."""
    if "scheme" not in _applied:
        _applied["scheme"] = str(COLOR_SCHEME.get())
    chosen = _applied["scheme"]
    if chosen in ("light", "dark"):
        return chosen == "dark"
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def apply_color_scheme() -> None:
    """Follow the system's colour scheme, or force the one chosen in the preferences. Qt
    gives every widget the matching palette where the platform can switch (Windows, macOS,
    GNOME, KDE); where it cannot (a bare X server), the app sets the palette itself."""
    schemes = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
    _applied["scheme"] = str(COLOR_SCHEME.get())
    wanted = schemes.get(_applied["scheme"], Qt.ColorScheme.Unknown)
    hints = QGuiApplication.styleHints()
    hints.setColorScheme(wanted)
    app = QCoreApplication.instance()
    if not isinstance(app, QApplication):
        return
    own = hints.colorScheme() != wanted and wanted != Qt.ColorScheme.Unknown
    if own:
        app.setPalette(_dark_palette() if wanted == Qt.ColorScheme.Dark else _light_palette(app))
    elif app.property(_OWN_PALETTE):
        app.setPalette(QPalette())  # the platform's again
    app.setProperty(_OWN_PALETTE, own)
    for widget in app.allWidgets():
        _restyle(widget)


_OWN_PALETTE = "carc_assist_own_palette"  # the app set its palette itself (above)
_INK = "carc_assist_ink"  # a widget's text colours to choose from (``set_ink``), and its other styles

#: text that says something went wrong: a dark red on a light window, a light one on a dark
ERROR_INK = ("#8a1c00", "#ff9e80")
#: text that teaches (the learning mode's line): a dark blue, or a light one
LESSON_INK = ("#0b4f8a", "#7fc4ff")


def set_ink(widget: QWidget, candidates: tuple[str, ...], style: str = "") -> None:
    """Give ``widget``'s text the first colour of ``candidates`` that reads at 4.5:1 on the
    window of the scheme shown, chosen again whenever the scheme changes (``apply_color_scheme``);
    ``style`` is the rest of its style sheet."""
    widget.setProperty(_INK, "|".join((*candidates, style)))
    _restyle(widget)


def _restyle(widget: QWidget) -> None:
    """Set ``widget``'s style sheet again. A widget with a style sheet keeps the palette it had
    when the sheet was set: after a scheme change its text stayed black on the dark window.
    Set anew, it takes the new palette (and an ``set_ink`` colour is chosen for it)."""
    sheet = widget.styleSheet()
    ink = widget.property(_INK)
    if not sheet and not ink:
        return
    widget.setStyleSheet("")
    if isinstance(ink, str):
        *candidates, style = ink.split("|")
        # (the app's palette: the widget's own may still be the old scheme's here)
        color = legible(tuple(candidates), QApplication.palette(widget).color(widget.backgroundRole()), 4.5)
        sheet = f"color: {color.name()}; {style}".strip()
    widget.setStyleSheet(sheet)


def _light_palette(app: QApplication) -> QPalette:
    """The style's own light palette, its grey explanations (placeholder text) made dark
    enough to read at 4.5:1 (Fusion's #777777 reads at 3.9:1 on its window)."""
    palette = app.style().standardPalette()
    window = palette.color(QPalette.ColorRole.Window)
    grey = legible(
        (palette.color(QPalette.ColorRole.PlaceholderText).name(), "#666666", "#555555"), window, 4.5
    )
    palette.setColor(QPalette.ColorRole.PlaceholderText, grey)
    return palette


def _dark_palette() -> QPalette:
    """A dark palette for platforms that do not give one (the text at 7:1 or more)."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2d31",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1f22",
        QPalette.ColorRole.AlternateBase: "#2b2d31",
        QPalette.ColorRole.ToolTipBase: "#1e1f22",
        QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.PlaceholderText: "#a0a0a0",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#3a3d42",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.BrightText: "#ff6b6b",
        QPalette.ColorRole.Link: "#7fc4ff",
        QPalette.ColorRole.Highlight: "#2f6db5",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Light: "#4a4d52",
        QPalette.ColorRole.Midlight: "#3f4247",
        QPalette.ColorRole.Mid: "#33363a",
        QPalette.ColorRole.Dark: "#191a1c",
        QPalette.ColorRole.Shadow: "#000000",
    }
    for role, name in roles.items():
        palette.setColor(role, QColor(name))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7d7d7d"))
    return palette


def board_background() -> QColor:
    """The colour chosen in the preferences; until one is chosen, the scheme's own."""
    if QSettings().contains(BOARD_COLOR.key):
        return QColor(str(BOARD_COLOR.get()))
    return QColor(DARK_BOARD if dark_scheme() else LIGHT_BOARD)


@dataclass(frozen=True)
class BoardColors:
    """What the board draws over its background, each at 3:1 or more against it."""

    lit: QColor  # the outline of a square where the tile in hand fits
    open: QColor  # the outline of an open square (the heat map)
    outline: QColor  # around figures and follower spots
    heat: QColor  # the heat map's hue (``ui.board.overlays.heat`` shades it)


def board_colors(background: QColor) -> BoardColors:
    return BoardColors(
        lit=legible(("#7a5c00", "#ffd400"), background),
        open=legible(("#0b5394", "#7fc4ff"), background),
        outline=legible(("#111111", "#f2f2f2"), background),
        # a blue that stands out more: dark on a light board, light on a dark one, where the
        # dark blue's shades were hard to tell apart
        heat=max((QColor("#0078c8"), QColor("#7fc4ff")), key=lambda hue: contrast(hue, background)),
    )


# -- the tile pictures' colours in a light or a dark room -------------------------------------


@dataclass(frozen=True)
class TilePalette:
    """What the tile painter fills and strokes with. In the dark scheme the tiles are dimmed
    like the rest of the room, yet keep their features apart (green fields, tan cities behind
    light walls, grey roads between light kerbs) and stay dark enough that a figure's light
    outline reads on every feature at 3:1 or more."""

    dark: bool  # the scheme (the wheel's colours follow it: ``ui.expansions.wheel_of_fortune.look``)
    field: QColor
    city: QColor
    wall: QColor  # a city's outline
    road: QColor
    road_edge: QColor  # the kerbs either side of a road, and outlines near the centre
    ink: QColor  # dead ends, doors, text on the wheel, the wheel's rim
    border: QColor  # around the tile
    pennant: QColor
    paper: QColor  # crosses on pennants, rims of marks, a placeholder's ground
    cloister: QColor  # a cloister's or tent's walls
    roof: QColor


LIGHT_TILES = TilePalette(
    dark=False,
    field=QColor("#8fbf5a"),
    city=QColor("#c9a66b"),
    wall=QColor("#5e4422"),
    road=QColor("#f2efe6"),
    road_edge=QColor("#5b5346"),
    ink=QColor("#3b3026"),
    border=QColor("#2f3d22"),
    pennant=QColor("#2f5fb3"),
    paper=QColor("#fdf7e3"),
    cloister=QColor("#efe6d2"),
    roof=QColor("#b03a2e"),
)
DARK_TILES = TilePalette(
    dark=True,
    field=QColor("#44702f"),
    city=QColor("#86693a"),
    wall=QColor("#e3c98f"),
    road=QColor("#5a564e"),
    road_edge=QColor("#cfc5ad"),
    ink=QColor("#1b1712"),
    border=QColor("#0d120a"),
    pennant=QColor("#2f5fb3"),
    paper=QColor("#e8e0cc"),
    cloister=QColor("#7d705c"),
    roof=QColor("#a8443a"),
)


def tile_palette(dark: bool | None = None) -> TilePalette:
    """The tile pictures' colours in the scheme shown (``dark_scheme``), or the one asked for."""
    return DARK_TILES if (dark_scheme() if dark is None else dark) else LIGHT_TILES
