"""The wheel's sectors and their colours live in ``resources/wheel.json`` only: the tile
painter and the wheel panel both draw them from there."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from carc_assist.expansions.wheel_of_fortune import sectors
from carc_assist.resources import resource_dir
from ui.expansions.wheel_of_fortune.look import PRINTED_NAMES, wheel_look
from ui.look.colors import board_colors, contrast

ROOT = Path(__file__).resolve().parents[2]


def _file_colours() -> set[str]:
    data = json.loads((resource_dir() / "wheel.json").read_text(encoding="utf-8"))
    found = {c.lower() for s in data["sectors"] for c in s["colour"].values()}
    return found | {c.lower() for c in data["ink"].values()}


@pytest.mark.parametrize("dark", [False, True])
def test_every_sector_has_a_colour_and_its_name_reads_on_it(dark: bool) -> None:
    look = wheel_look(dark)
    assert look.names == tuple(sector.name for sector in sectors())
    assert len(look.sectors) == len(sectors())
    assert len({colour.name() for colour in look.sectors}) == len(look.sectors)
    for colour in look.sectors:
        assert contrast(look.ink, colour) >= 4.5, colour.name()
        # a follower on a crown field is outlined to stand out from its sector
        assert contrast(board_colors(colour).outline, colour) >= 3, colour.name()


def test_every_sector_name_is_offered_to_the_translators(qapp: QApplication) -> None:
    assert {name.lower() for name in PRINTED_NAMES} == {sector.name for sector in sectors()}
    assert all(QCoreApplication.translate("TilePainter", name) for name in PRINTED_NAMES)


def test_no_other_file_names_a_sector_colour() -> None:
    """The painter's wheel and the wheel panel once had their own, different colours."""
    colours = _file_colours()
    for path in [*(ROOT / "ui").rglob("*.py"), *(ROOT / "carc_assist").rglob("*.py")]:
        named = {c.lower() for c in re.findall(r"#[0-9a-fA-F]{6}\b", path.read_text(encoding="utf-8"))}
        assert not named & colours, (path.name, named & colours)
