"""Followers by shape: knight, thief, monk, fortune teller and farmer silhouettes differ, and
the farmer lies down."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QApplication

from carc_assist.expansions.fortune_tellers import TENT
from carc_assist.table.tiles import CITY, CLOISTER, FIELD, ROAD
from ui.look.figures import figure_path

KINDS = (CITY, ROAD, CLOISTER, TENT.name, FIELD)


def mask(path: QPainterPath) -> frozenset[tuple[int, int]]:
    """The pixels of a 30-pixel figure that its shape covers."""
    return frozenset((x, y) for x in range(-16, 17) for y in range(-16, 17) if path.contains(QPointF(x, y)))


def test_every_role_has_its_own_silhouette(qapp: QApplication) -> None:
    masks = {kind: mask(figure_path(kind, 30)) for kind in KINDS}
    for a, b in itertools.combinations(KINDS, 2):
        differing = len(masks[a] ^ masks[b])
        assert differing >= 40, (a, b, differing)  # a tenth of a figure's pixels or more


def test_a_farmer_lies_and_the_others_stand(qapp: QApplication) -> None:
    for kind in KINDS:
        box = figure_path(kind, 30).boundingRect()
        assert box.height() <= 31 and box.width() <= 31
        lying = box.width() > box.height()
        assert lying == (kind == FIELD), kind
        assert box.contains(QPointF(0, 0))  # centred on the spot


def test_an_unknown_kind_stands_like_a_thief(qapp: QApplication) -> None:
    assert figure_path("crown", 30) == figure_path(ROAD, 30)
