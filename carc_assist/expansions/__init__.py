"""The expansions: each a module of rules that plugs into ``Game`` through hooks.

``MODULES`` lists them; a game uses those that claim a mark of its tiles (``TileDef.marks``).
A tile whose mark no module claims (an inn, today) makes the game refuse to start, with a
message naming the tile and the mark: its scores would be wrong (``resources/tiles/FORMAT.md``).
"""

from __future__ import annotations

from carc_assist.expansions.base import Expansion
from carc_assist.expansions.festival import Festival
from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.expansions.signposts import Signposts
from carc_assist.expansions.wheel_of_fortune import WheelOfFortune
from carc_assist.expansions.wind_roses import WindRoses

MODULES: tuple[type[Expansion], ...] = (WheelOfFortune, Festival, WindRoses, Signposts, FortuneTellers)

__all__ = ["MODULES", "Expansion"]
