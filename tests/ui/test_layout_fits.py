"""Every screen, every language: the main window mid-game (every expansion), every dialog and
the wheel, offscreen in English, Dutch and Romanian on a 1280x720 and a 1920x1080 screen.

A check fails when a label, button, check box, group title, combo box, table header or cell,
or menu needs more room than it is given (Qt would clip it or cut it to "…"), when a window
cannot shrink to the screen, or when English is left in Dutch or Romanian (the app's texts
and Qt's own: the standard buttons)."""

from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, QPointF, QSize, Qt, QTranslator
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from carc_assist.resources import resource_dir
from carc_assist.rules.game import DRAW, FOLLOWER, OVER, PLACE
from carc_assist.rules.setup import COLORS, Player, Setup
from carc_assist.table.actions import Draw, Follower, Pass
from ui.dialogs.adjust import AdjustDialog
from ui.dialogs.help_view import HelpDialog
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.preferences import PreferencesDialog
from ui.dialogs.summary import SummaryDialog
from ui.expansions.wheel_of_fortune.look import sector_name
from ui.expansions.wheel_of_fortune.panel import WheelPanel, crown_spots, label_clear, sector_label
from ui.session import GameSession
from ui.window.main_window import MainWindow
from ui.words.qt_translations import install_qt_translations

FOLDER = resource_dir() / "translations"
SCREENS = [QSize(1280, 720), QSize(1920, 1080)]
#: names as long as players give them
NAMES = ["Anne-Marije", "Bogdan-Ștefan", "Wilhelmina", "Ioana", "Floor"]
#: Qt's own English button texts: in Dutch or Romanian, none may be left
QT_ENGLISH = {"Cancel", "Close", "Yes", "No", "Apply", "Open", "Save", "Discard"}


@pytest.fixture(params=["en", "nl", "ro"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app's translation and Qt's, as the app installs them."""
    language = str(request.param)
    translator = QTranslator()
    assert translator.load(str(FOLDER / f"carc_assist_{language}.qm"))
    qapp.installTranslator(translator)
    qt = install_qt_translations(qapp, language)
    yield language
    for installed in (translator, *qt):
        qapp.removeTranslator(installed)
    from ui.start.app import install_translator

    install_translator(qapp, "en")  # (the session's English, for the tests after)


def play(session: GameSession, turns: int, seed: int = 19) -> None:
    """Some turns of a game by the rules, followers now and then."""
    rng = random.Random(seed)
    for _ in range(turns):
        game = session.game
        assert game is not None
        while game.phase != DRAW and game.phase != OVER:
            if game.phase == PLACE:
                placements = game.legal_placements()
                assert placements, "the test's tiles always fit"
                session.act(rng.choice(placements))
            elif game.phase == FOLLOWER:
                spots = game.legal_follower_spots()
                session.act(Follower(rng.choice(spots)) if spots and rng.random() < 0.6 else Pass())
            else:
                session.act(game.expansion_options()[0])
        if game.phase == OVER:
            return
        session.act(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))


def every_expansion() -> Setup:
    players = tuple(Player(name, color) for name, color in zip(NAMES, COLORS, strict=False))
    return Setup(players, ("base", "wof-symbols", "festival", "wind-roses"), None, {}, (), False)


def _bold_if(index: QModelIndex, font: QFont) -> QFont:
    shown = index.data(Qt.ItemDataRole.FontRole)
    return shown if isinstance(shown, QFont) else font


def too_small(top: QWidget) -> list[str]:
    """The texts of ``top`` (a window or dialog) that need more room than they have."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) or widget.width() == 0:
            continue
        name = f"{type(widget).__name__}"
        if isinstance(widget, QLabel) and widget.text():
            rect = widget.contentsRect()
            if widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height() + 1:
                    found.append(f"{name} {widget.text()!r}: too low")
            elif widget.sizeHint().width() > widget.width() + 1 or rect.width() <= 0:
                found.append(f"{name} {widget.text()!r}: {widget.sizeHint().width()} > {widget.width()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{name} {widget.text()!r}: {widget.sizeHint().width()} > {widget.width()}")
        elif isinstance(widget, QGroupBox) and widget.title():
            if widget.fontMetrics().horizontalAdvance(widget.title()) + 16 > widget.width():
                found.append(f"{name} {widget.title()!r}")
        elif isinstance(widget, QComboBox) and widget.currentText():
            # its size hint fits its longest entry (stricter than the one shown: the list that
            # drops down shows every entry whole)
            if widget.sizeHint().width() > widget.width() + 1:
                found.append(
                    f"{name} {widget.currentText()!r}: {widget.sizeHint().width()} > {widget.width()}"
                )
        elif isinstance(widget, QTableView) and widget.model() is not None:
            found += _table_too_small(widget)
    return found


def _table_too_small(table: QTableView) -> list[str]:
    model = table.model()
    header = table.horizontalHeader()
    found = []
    for column in range(model.columnCount()):
        if header.isSectionHidden(column):
            continue
        width = header.sectionSize(column)
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        if header.isVisible() and header.sectionSizeHint(column) > width:
            found.append(f"header {title!r}: {width}")
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            needed = QFontMetrics(_bold_if(index, table.font())).horizontalAdvance(text) + 10
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                needed += table.iconSize().width() if table.iconSize().isValid() else 22
            if text and needed > width:
                found.append(f"cell {text!r}: {needed} > {width}")
    return found


def english_left(top: QWidget, language: str) -> list[str]:
    """The texts of ``top`` still in English (the app's, or Qt's own buttons)."""
    if language == "en":
        return []
    sources = {
        (m.findtext("source") or "").replace("&", "")
        for m in ET.parse(FOLDER / f"carc_assist_{language}.ts").iter("message")
        if (m.findtext("translation") or "") not in ("", m.findtext("source"))
    }
    texts = [top.windowTitle()]
    for widget in top.findChildren(QWidget):
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        texts += [action.text() for action in widget.actions()]
    texts = [text.replace("&", "") for text in texts if text]
    return [text for text in texts if text in sources or text in QT_ENGLISH]


def shown_on(top: QWidget, screen: QSize, qtbot: QtBot) -> None:
    """Show ``top`` at the size Qt gives a window on that screen: what it asks for, but at most
    two thirds of the screen (``QWidget::adjustSize``), and never below its minimum size (the
    layout's, or one set by hand, which then overrides the layout's)."""
    qtbot.addWidget(top)
    layout = top.layout()
    if layout is not None:
        layout.activate()  # (sets the window's minimum from the layout, unless one was set)
    natural = top.sizeHint().boundedTo(QSize(screen.width() * 2 // 3, screen.height() * 2 // 3))
    top.resize(natural.expandedTo(top.minimumSize()))
    top.show()
    QApplication.processEvents()


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width()}x{s.height()}")
def test_the_main_window_mid_game(language: str, screen: QSize, qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    window = MainWindow(session)
    qtbot.addWidget(window)
    session.new_game(every_expansion())
    play(session, 30)
    available = QSize(screen.width(), screen.height() - 48)  # a task bar and a title bar
    window.resize(available)
    window.show()
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= available.width()
    assert window.minimumSizeHint().height() <= available.height()
    assert window.findChild(WheelPanel).isVisible()
    assert not too_small(window), too_small(window)
    assert not english_left(window, language), english_left(window, language)
    assert window.menuBar().sizeHint().width() <= window.width()
    for menu in window.menuBar().findChildren(QMenu):
        assert menu.sizeHint().width() <= screen.width()


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width()}x{s.height()}")
def test_every_dialog(language: str, screen: QSize, qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(every_expansion())
    play(session, 400)  # to the end: the summary has every source
    game = session.game
    assert game is not None
    question = QMessageBox(QMessageBox.Icon.Question, "?", "?")
    question.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    dialogs: list[QWidget] = [
        NewGameDialog(),
        PreferencesDialog(),
        AdjustDialog([p.name for p in game.setup.players]),
        SummaryDialog(game),
        HelpDialog(),
        question,
    ]
    for dialog in dialogs:
        shown_on(dialog, QSize(screen.width(), screen.height() - 48), qtbot)
        title = dialog.windowTitle()
        assert dialog.minimumSizeHint().height() <= screen.height() - 48, title
        assert dialog.minimumSizeHint().width() <= screen.width(), title
        assert not too_small(dialog), (title, too_small(dialog))
        assert not english_left(dialog, language), (title, english_left(dialog, language))
        boxes = dialog.findChildren(QDialogButtonBox)
        assert all(
            b.text().replace("&", "") not in QT_ENGLISH or language == "en"
            for box in boxes
            for b in box.buttons()
        )


@pytest.mark.parametrize("radius", [102, 150])  # the panel at its smallest (220 px), and larger
def test_the_wheels_sector_names_fit_their_sectors(language: str, radius: int, qapp: QApplication) -> None:
    from carc_assist.expansions.wheel_of_fortune import crown_places, sectors

    centre = QPointF(radius + 8, radius + 8)
    for i, sector in enumerate(sectors()):
        name = sector_name(sector.name)
        font, box = sector_label(centre, radius, i, name, QFont())
        assert box.width() >= QFontMetrics(font).horizontalAdvance(name), name
        crowns = [
            spot for place, spot in crown_spots(centre, radius).items() if place in crown_places(sector)
        ]
        assert label_clear(box, centre, radius, math.radians(-60 + 60 * i), crowns), (name, font.pixelSize())


def test_qt_speaks_dutch_and_romanian(qapp: QApplication) -> None:
    for language, cancel in (("nl", "Annuleren"), ("ro", "Anulează")):
        installed = install_qt_translations(qapp, language)
        try:
            box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
            assert box.buttons()[0].text() == cancel
            assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
        finally:
            for translator in installed:
                qapp.removeTranslator(translator)
