"""Every text on every surface reads at 4.5:1 (large text 3:1) in the light and the dark
scheme: the main window and each dialog, walked widget by widget, each visible text's colour
read from the palette its style sheet and scheme actually gave it, against its background.
Also after the scheme is switched while the windows are open (the instruction line stayed
black on the dark window: a widget with a style sheet kept its old palette)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.setup import Setup
from carc_assist.table.actions import Draw, Follower, Place
from ui.dialogs.about import AboutDialog
from ui.dialogs.adjust import AdjustDialog
from ui.dialogs.edit import EditTurnDialog
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.preferences import PreferencesDialog
from ui.dialogs.summary import SummaryDialog
from ui.dialogs.tile_editor import TileEditor, TileSetsDialog
from ui.library.window import LibraryWindow
from ui.look.colors import COLOR_SCHEME, apply_color_scheme, contrast
from ui.prefs.settings import tile_sets_dir
from ui.session import GameSession
from ui.window.main_window import MainWindow


@pytest.fixture
def scheme() -> Iterator[None]:
    yield
    COLOR_SCHEME.set("system")
    apply_color_scheme()


def set_scheme(name: str) -> None:
    COLOR_SCHEME.set(name)
    apply_color_scheme()


def _seen(color: QColor, ground: QColor) -> QColor:
    """``color`` as it shows over ``ground`` (a translucent ink is mixed with what is below)."""
    alpha = color.alphaF()
    return QColor.fromRgbF(
        *(alpha * a + (1 - alpha) * b for a, b in zip(color.getRgbF()[:3], ground.getRgbF()[:3], strict=True))
    )


def _large(widget: QWidget) -> bool:
    """WCAG's large text: 18 pt, or 14 pt bold."""
    font = widget.font()
    size = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
    return size >= 18 or (font.bold() and size >= 14)


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text()
    if isinstance(widget, QGroupBox):
        return widget.title()
    return ""


def poor_texts(window: QWidget) -> list[str]:
    """Each visible text of ``window`` below its contrast, said with its colours."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        text = _text(widget)
        if not text or not widget.isVisibleTo(window) or not widget.isEnabled():
            continue
        palette = widget.palette()
        ground = palette.color(widget.backgroundRole())
        role = (
            QPalette.ColorRole.ButtonText if isinstance(widget, QAbstractButton) else widget.foregroundRole()
        )
        ink = _seen(palette.color(role), ground)
        need = 3.0 if _large(widget) else 4.5
        if contrast(ink, ground) < need:
            found.append(f"{text[:40]!r}: {ink.name()} on {ground.name()} ({contrast(ink, ground):.1f}:1)")
    return found


def _played(tmp_path: Path) -> GameSession:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(Setup.of(["Anna", "Bram"]))
    for action in (Draw("base/D"), Place("base/D", (1, 0), 0), Follower("N"), Draw("base/U")):
        assert session.act(action)
    return session


def windows(session: GameSession, main: MainWindow) -> list[QWidget]:
    """The main window and each dialog, with what they show when there are problems to say."""
    game = session.game
    assert game is not None
    library = LibraryWindow(session, main)
    library.problem.setText("The library cannot be written: disk full")
    library.problem.show()
    edit = EditTurnDialog(game, main, turn=1)
    edit.conflict_box.show()
    edit.conflict_text.setText("Bram's turn 9: the knight can't stand there any more")
    new_game = NewGameDialog(main)
    new_game.error.setText("Two players have the same colour")
    new_game.error.show()
    editor = TileEditor("my-tiles", parent=main)
    return [
        main,
        library,
        edit,
        new_game,
        PreferencesDialog(main),
        AboutDialog(main),
        AdjustDialog(["Anna", "Bram"], main),
        SummaryDialog(game, main),
        TileSetsDialog(tile_sets_dir(), main),
        editor,
    ]


def _check(all_windows: list[QWidget]) -> list[str]:
    found = []
    for window in all_windows:
        window.show()
        QApplication.processEvents()
        found += [f"{type(window).__name__}: {said}" for said in poor_texts(window)]
    for window in all_windows:
        if isinstance(window, QDialog):
            window.close()
    return found


@pytest.mark.parametrize("name", ["light", "dark"])
def test_every_text_reads_in_both_schemes(qtbot: QtBot, tmp_path: Path, scheme: None, name: str) -> None:
    set_scheme(name)
    session = _played(tmp_path)
    main = MainWindow(session)
    qtbot.addWidget(main)
    assert _check(windows(session, main)) == []


def test_every_text_reads_after_the_scheme_is_switched(qtbot: QtBot, tmp_path: Path, scheme: None) -> None:
    set_scheme("light")
    session = _played(tmp_path)
    main = MainWindow(session)
    qtbot.addWidget(main)
    opened = windows(session, main)
    set_scheme("dark")
    assert _check(opened) == []
    assert main.instruction.palette().windowText().color().lightness() > 180  # no longer black


def test_the_walk_sees_a_poor_text(qtbot: QtBot, scheme: None) -> None:
    """The check itself can fail: black text on the dark window is caught."""
    set_scheme("dark")
    window = QWidget()
    qtbot.addWidget(window)
    label = QLabel("Anna: which tile was drawn?", window)
    label.setStyleSheet("color: #000000;")
    window.show()
    assert poor_texts(window) != []
