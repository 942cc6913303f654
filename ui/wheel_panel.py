"""Moved to the wheel's UI half (``ui.expansions.wheel_of_fortune.panel``); this name stays
only until ``ui.main_window`` and ``ui.board_view`` import from there (the halves branch's
report holds their diffs): then it goes."""

from ui.expansions.wheel_of_fortune.panel import WheelPanel as WheelPanel
from ui.expansions.wheel_of_fortune.panel import crown_spots as crown_spots
from ui.expansions.wheel_of_fortune.panel import pig_spot as pig_spot
