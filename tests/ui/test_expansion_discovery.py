"""Both registries find the expansions by a scan of their packages (nothing lists them):
one engine module and one UI half per expansion, in the order the modules declare
(``ORDER``: the order the expansions came to the app, which games and their offered choices
keep), and nothing that is not a half (the base class, a half's helper module)."""

from __future__ import annotations

from pathlib import Path

from carc_assist.rules import hooks
from ui.expansions import ExpansionUI, halves

ROOT = Path(__file__).resolve().parent.parent.parent


def test_every_expansion_is_found_in_its_order() -> None:
    engine = [(module.ORDER, module.__name__) for module in hooks.registered()]
    ui = [(type(half).ORDER, type(half).__name__.removesuffix("UI")) for half in halves()]
    assert engine == ui == sorted(engine)
    assert [name for _, name in engine][:5] == [
        "WheelOfFortune", "Festival", "WindRoses", "Signposts", "FortuneTellers"
    ]  # fmt: skip
    files = [path for path in (ROOT / "carc_assist" / "expansions").glob("*.py") if path.stem != "__init__"]
    assert len(engine) == len(files)
    assert all(type(half) is not ExpansionUI for half in halves())
