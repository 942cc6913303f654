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


def test_the_builder_is_told_from_a_knight_at_the_boards_zoom(qapp: QApplication) -> None:
    """Issue #45, 22: a figure with a hammer held high was taken for a knight with its sword.
    The builder is a house: one solid wall at its foot where every standing follower has two
    legs, and no head."""
    from ui.expansions import halves

    halves()  # (the builder's shape is its expansion's)
    size = 34.0  # the board's figure height

    def runs(kind: str, y: float) -> int:
        """How many separate stretches of the figure a row at ``y`` (units of its height) crosses."""
        path = figure_path(kind, size)
        inside = [path.contains(QPointF(x / 4, y * size)) for x in range(-80, 81)]
        return sum(1 for a, b in itertools.pairwise([False, *inside]) if b and not a)

    assert runs("city", 0.45) == 2 and runs("road", 0.45) == 2  # the followers' legs
    assert runs("builder", 0.45) == 1
    assert runs("builder", 0.0) == 1 and runs("city", 0.0) >= 1
