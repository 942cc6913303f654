"""The sentence over the board is measured once for each sentence (``InstructionLabel``): the
same measures as a wrapped label's, and a sentence that comes again is not laid out again."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ui.window.instruction import InstructionLabel
from ui.words.plain import PlainLabel

SENTENCES = (
    "Anna: which tile was drawn? Click it in the bag, or type what it shows and Enter.",
    "Bram places City on one side, straight road: click a lit square, or move it there with the"
    " arrow keys and press Enter (mouse wheel or R turns it).",
    "The game is over.",
)


def test_the_measures_are_a_wrapped_labels(qtbot: QtBot) -> None:
    label, plain = InstructionLabel(), PlainLabel()
    plain.setWordWrap(True)
    for widget in (label, plain):
        qtbot.addWidget(widget)
        widget.setStyleSheet("font-size: 15px; padding: 4px;")
    for _ in range(2):  # measured, then as kept
        for sentence in SENTENCES:
            label.setText(sentence)
            plain.setText(sentence)
            assert label.sizeHint() == plain.sizeHint()
            assert label.minimumSizeHint() == plain.minimumSizeHint()
            assert [label.heightForWidth(w) for w in (120, 400, 800)] == [
                plain.heightForWidth(w) for w in (120, 400, 800)
            ]
    label.setStyleSheet("font-size: 30px; padding: 4px;")  # another font: measured anew
    plain.setStyleSheet("font-size: 30px; padding: 4px;")
    assert label.sizeHint() == plain.sizeHint() and label.heightForWidth(400) == plain.heightForWidth(400)


def test_a_sentence_that_comes_again_is_not_measured_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    label = InstructionLabel()
    qtbot.addWidget(label)
    measured: list[str] = []
    for name in ("sizeHint", "minimumSizeHint", "heightForWidth"):
        measure = getattr(PlainLabel, name)
        monkeypatch.setattr(
            PlainLabel, name, lambda self, *width, m=measure, n=name: measured.append(n) or m(self, *width)
        )
    for sentence in SENTENCES[:2]:
        label.setText(sentence)
        label.sizeHint(), label.minimumSizeHint(), label.heightForWidth(500)
    assert len(measured) == 6
    for sentence in SENTENCES[:2]:
        label.setText(sentence)
        label.sizeHint(), label.minimumSizeHint(), label.heightForWidth(500)
    assert len(measured) == 6
