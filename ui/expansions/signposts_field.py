"""The Signposts' mark in the tile editor: a signpost beside each road edge, pointing left,
straight on or right (the tile attribute ``signposts`` of ``carc_assist.expansions.signposts``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel

from carc_assist.expansions.signposts import SIGNPOSTS
from carc_assist.table.geometry import SIDES
from ui.look.tile_editor_fields import EditorField


class SignpostsField(EditorField):
    """A choice for each edge, offered beside a road edge only (a group of its own)."""

    def __init__(self, parent: QObject | None = None) -> None:
        group = QGroupBox()
        super().__init__("", group, parent)
        self.label = self.tr("Signposts (beside a road edge)")
        group.setTitle(self.label)
        point_names = {"left": self.tr("left"), "straight": self.tr("straight"), "right": self.tr("right")}
        side_names = {
            "N": self.tr("North"),
            "E": self.tr("East"),
            "S": self.tr("South"),
            "W": self.tr("West"),
        }
        self.combos: dict[str, QComboBox] = {}
        grid = QGridLayout(group)
        for i, side in enumerate(SIDES):
            combo = QComboBox()
            combo.addItem(self.tr("no signpost"), None)
            for points, words in point_names.items():
                combo.addItem(words, points)
            combo.currentIndexChanged.connect(self.changed)
            self.combos[side] = combo
            grid.addWidget(QLabel(side_names[side]), i // 2, 2 * (i % 2))
            grid.addWidget(combo, i // 2, 2 * (i % 2) + 1)

    def load(self, entry: Mapping[str, Any]) -> None:
        for post in entry.get(SIGNPOSTS) or []:
            combo = self.combos.get(str(post.get("edge")))
            if combo is not None:
                combo.setCurrentIndex(max(0, combo.findData(post.get("points"))))

    def tile_attributes(self) -> dict[str, object]:
        posts = [(side, combo.currentData()) for side, combo in self.combos.items()]
        return {SIGNPOSTS: [{"edge": side, "points": points} for side, points in posts if points]}

    def fit(self, edges: str | None) -> None:
        for side, combo in self.combos.items():
            road = edges is not None and edges[SIDES.index(side)] == "R"
            combo.setEnabled(road)
            combo.setToolTip("" if road else self.tr("A signpost stands beside a road edge."))
            if not road and edges is not None:
                combo.setCurrentIndex(0)
