"""The UI halves of the expansions: what each expansion shows and says in the app. Each
module here pairs with an engine module of ``carc_assist.expansions`` and is registered once,
in ``HALVES``; the generic views (the new-game dialog …) loop over them and name none.

Adding an expansion to the app means one module here (its tile sets as the new-game dialog
offers them, its rule options' words) and one line in ``HALVES``.
"""

from __future__ import annotations

from ui.expansions.base import ExpansionUI, SetChoice
from ui.expansions.festival import FestivalUI
from ui.expansions.fortune_tellers import FortuneTellersUI
from ui.expansions.signposts import SignpostsUI
from ui.expansions.wheel_of_fortune import WheelOfFortuneUI
from ui.expansions.wind_roses import WindRosesUI

#: the registered UI halves, in the order the new-game dialog lists them
HALVES: tuple[ExpansionUI, ...] = (
    WheelOfFortuneUI(),
    FestivalUI(),
    WindRosesUI(),
    SignpostsUI(),
    FortuneTellersUI(),
)

__all__ = ["HALVES", "ExpansionUI", "SetChoice"]
