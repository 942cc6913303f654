"""The bag's search field draws its panel from kept pictures (``KeptPanelStyle``): the same
pixels as the application's style drawing it, in every look it takes (light and dark, with
the focus or not, hovered, empty or with text, disabled), and a look met again is copied,
not drawn."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from ui.look.colors import COLOR_SCHEME, apply_color_scheme
from ui.look.painter import TilePainter
from ui.panels.bag_panel import BagPanel
from ui.panels.kept_panel import KeptPanelStyle
from ui.session import GameSession


def _window(qtbot: QtBot, tmp_path: Path) -> tuple[QWidget, BagPanel, QLineEdit]:
    """The bag in a window, beside another field to take the focus away."""
    session = GameSession(tmp_path / "library.sqlite3")
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    bag = BagPanel(session, TilePainter())
    other = QLineEdit()
    layout.addWidget(other)
    layout.addWidget(bag)
    window.resize(320, 700)
    window.show()
    session.new_game(Setup.of(["Anna", "Bram"]))
    qtbot.wait(20)
    return window, bag, other


def _looks(window: QWidget, bag: BagPanel, other: QLineEdit) -> list[tuple[str, QImage]]:
    """The window with the search field in each look."""
    search = bag.search
    shots = []
    for text in ("", "city"):
        search.setText(text)
        for focused in (False, True):
            (search if focused else other).setFocus()
            for hovered in (False, True):
                search.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, hovered)
                for enabled in (True, False):
                    search.setEnabled(enabled)
                    look = f"text={text!r} focus={focused} hover={hovered} enabled={enabled}"
                    shots.append((look, window.grab().toImage()))
                search.setEnabled(True)
    search.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    search.clear()
    return shots


def test_the_kept_panel_has_the_styles_pixels_in_every_look(qtbot: QtBot, tmp_path: Path) -> None:
    window, bag, other = _window(qtbot, tmp_path)
    kept = bag.search.style()
    assert isinstance(kept, KeptPanelStyle)
    try:
        for scheme in ("light", "dark"):
            COLOR_SCHEME.set(scheme)
            apply_color_scheme()
            qtbot.wait(10)  # (the widgets take the new palette from an event)
            dark = bag.search.palette().base().color().lightness() < 128
            assert dark == (scheme == "dark")
            copied = _looks(window, bag, other)
            assert kept._kept, "the panel was drawn directly, not copied"
            bag.search.setStyle(None)  # type: ignore[arg-type]  # (None: the application's style)
            drawn = _looks(window, bag, other)
            bag.search.setStyle(kept)
            for (look, copy), (_, direct) in zip(copied, drawn, strict=True):
                assert copy == direct, f"{scheme}, {look}: the copied panel differs from the drawn one"
    finally:
        COLOR_SCHEME.set("system")
        apply_color_scheme()


def test_a_look_met_again_is_copied(qtbot: QtBot, tmp_path: Path) -> None:
    _, bag, other = _window(qtbot, tmp_path)
    kept = bag.search.style()
    assert isinstance(kept, KeptPanelStyle)

    def turn() -> None:  # the focus comes and goes, as at each step of a turn
        bag.search.setFocus()
        bag.search.repaint()
        other.setFocus()
        bag.search.repaint()

    turn()
    pictures = dict(kept._kept)
    assert len(pictures) == 2  # focused and not
    for _turn in range(3):
        turn()
    assert kept._kept == pictures  # the same pictures: none drawn again
