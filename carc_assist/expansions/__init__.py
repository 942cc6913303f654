"""The expansions: each a module of rules that plugs into ``Game`` through the hooks of
``carc_assist.hooks``, registered here once (importing ``carc_assist`` imports this package).

A game uses the modules that claim a mark of its tiles (``TileDef.marks``). A tile whose mark
no module claims makes the game refuse to start, with a message naming the tile and the mark:
its scores would be wrong (``resources/tiles/FORMAT.md``). Each module also declares the
attributes its tiles show in tile-set files (``Expansion.TILE_ATTRIBUTES``), and the marks they
make (``Expansion.marks_of``).
"""

from __future__ import annotations

from carc_assist.expansions.festival import Festival
from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.expansions.inns_and_cathedrals import InnsAndCathedrals
from carc_assist.expansions.signposts import Signposts
from carc_assist.expansions.wheel_of_fortune import WheelOfFortune
from carc_assist.expansions.wind_roses import WindRoses
from carc_assist.hooks import register

register(WheelOfFortune, Festival, WindRoses, Signposts, FortuneTellers, InnsAndCathedrals)
