"""Rule options declared once each: the base game's in ``options``, an expansion's by its module."""

from __future__ import annotations

import pytest

import carc_assist  # noqa: F401  registers the expansion modules, and so declares their options
from carc_assist.expansions.fortune_tellers import FortuneTellers
from carc_assist.expansions.wheel_of_fortune import WheelOfFortune
from carc_assist.rules.options import Option, declare, declared
from carc_assist.rules.setup import Setup, SetupError


def test_the_modules_declare_their_options() -> None:
    assert declared()["famine-majority"] in WheelOfFortune.OPTIONS
    assert declared()["teller-return-unplaceable"] in FortuneTellers.OPTIONS
    assert declared()["followers"].help_page == "options"


@pytest.mark.parametrize(
    ("name", "value"), [("followers", 4), ("followers", 11), ("followers", True), ("small-city-2pts", 1)]
)
def test_an_options_problem_is_the_setups_refusal(name: str, value: object) -> None:
    problem = declared()[name].problem(value)
    assert problem is not None
    with pytest.raises(SetupError) as refused:
        Setup.of(["A", "B"], **{name: value}).check()
    assert str(refused.value) == problem
    assert declared()[name].problem(declared()[name].default) is None


def test_an_option_declared_twice_differently_is_refused() -> None:
    declare(Option("followers", 7, range(5, 11)))  # the same again: nothing changes
    with pytest.raises(ValueError, match="declared twice"):
        declare(Option("followers", 8, range(5, 11)))
