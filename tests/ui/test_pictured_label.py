"""A label painted from a kept picture of its words (``PicturedLabel``): the same pixels as the
label painting itself, the picture used only while what it shows is unchanged; the sentence
over the board and the heat map's captions painted from theirs when they come back."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QFont, QImage, QPaintEvent, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from ui.board.legend import Legend
from ui.look.colors import LIGHT_BOARD, board_colors
from ui.window.instruction import InstructionLabel
from ui.words.pictured import PicturedLabel
from ui.words.plain import PlainLabel

WORDS = "Anna: which tile was drawn? Click it in the bag, or type what it shows and Enter."


def _painted_itself(monkeypatch: pytest.MonkeyPatch) -> list[PlainLabel]:
    """The labels that paint as a label (not from a picture), each time they do."""
    painted: list[PlainLabel] = []
    paint = PlainLabel.paintEvent

    def painting(self: PlainLabel, event: QPaintEvent) -> None:
        painted.append(self)
        paint(self, event)

    monkeypatch.setattr(PlainLabel, "paintEvent", painting)
    return painted


def _on_ground(qtbot: QtBot, label: PlainLabel) -> QWidget:
    """``label`` word-wrapped on a window-coloured ground, shown."""
    ground = QWidget()
    ground.setAutoFillBackground(True)
    qtbot.addWidget(ground)
    label.setParent(ground)
    label.setWordWrap(True)
    label.setGeometry(0, 0, 300, 60)
    ground.resize(320, 80)
    ground.show()
    qtbot.waitExposed(ground)
    return ground


def _look(ground: QWidget) -> QImage:
    QApplication.processEvents()
    return ground.grab().toImage()


def test_painted_from_its_picture_the_same_pixels(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    label = PicturedLabel(WORDS)
    ground = _on_ground(qtbot, label)
    itself = _look(ground)
    label.keep_picture()
    painted = _painted_itself(monkeypatch)
    assert _look(ground) == itself and label not in painted


def _words(label: PlainLabel) -> None:
    label.setText("Bram places a city: click a lit square.")


def _size(label: PlainLabel) -> None:
    label.resize(200, 60)


def _font(label: PlainLabel) -> None:
    font = QFont(label.font())
    font.setPointSize(font.pointSize() + 3)
    label.setFont(font)


def _colours(label: PlainLabel) -> None:
    palette = QPalette(label.palette())
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#a02020"))
    label.setPalette(palette)


def _parents_colours(label: PlainLabel) -> None:
    """(as a scheme switch: colours that come from above)"""
    parent = label.parentWidget()
    assert parent is not None
    palette = QPalette(parent.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#202830"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e0e0e0"))
    parent.setPalette(palette)


def _enabled(label: PlainLabel) -> None:
    label.setEnabled(False)


def _style(label: PlainLabel) -> None:
    label.setStyleSheet("padding: 12px;")  # (the same colours and font: its words moved)


@pytest.mark.parametrize("change", [_words, _size, _font, _colours, _parents_colours, _enabled, _style])
def test_a_change_paints_what_it_shows_now(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, change: Callable[[PlainLabel], None]
) -> None:
    """After its words, size, font, colours, state or style change, it shows what a label
    shows, never its old picture."""
    label, plain = PicturedLabel(WORDS), PlainLabel(WORDS)
    grounds = [_on_ground(qtbot, label), _on_ground(qtbot, plain)]
    label.keep_picture()
    painted = _painted_itself(monkeypatch)
    change(label)
    change(plain)
    assert _look(grounds[0]) == _look(grounds[1]) and label in painted


def test_the_sentence_over_the_board_painted_from_its_picture_when_it_comes_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    label = InstructionLabel()
    label.setStyleSheet("font-size: 15px; padding: 4px;")  # as in the window
    label.setText(WORDS)
    ground = _on_ground(qtbot, label)
    first = _look(ground)
    label.setText("Anna places a city: click a lit square.")
    _look(ground)
    painted = _painted_itself(monkeypatch)
    label.setText(WORDS)
    assert painted == [label]  # the sentence before drawn into its picture, as it was shown
    painted.clear()
    assert _look(ground) == first and label not in painted


def test_the_heat_maps_captions_painted_from_their_pictures_when_their_line_comes_back(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    legend = Legend()
    qtbot.addWidget(legend)
    background = QColor(LIGHT_BOARD)
    game, colors = Game(Setup.of(["Anna", "Bram"])), board_colors(background)
    legend.resize(QSize(900, 40))
    legend.show_overlays(True, False, game, colors, background)
    legend.show()
    qtbot.waitExposed(legend)
    shown = _look(legend)
    legend.show_overlays(True, False, game, colors, background, heat_paused=True)
    _look(legend)
    painted = _painted_itself(monkeypatch)
    legend.show_overlays(True, False, game, colors, background)
    assert _look(legend) == shown and not painted
