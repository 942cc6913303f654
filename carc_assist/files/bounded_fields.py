"""Pydantic field types for names, titles and ids, bounded as ``limits`` says: a refusal names
the bound (``String should have at most 40 characters``, ``must be printable text``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field

from carc_assist.files.limits import MAX_NAME, MAX_TITLE, SET_NAME, TILE_ID, shortened


def _printable(text: str) -> str:
    if not text.isprintable():
        raise ValueError("must be printable text (no line breaks or control characters)")
    return text


def _not_truth(value: object) -> object:
    if isinstance(value, bool):
        raise ValueError("true and false are not values of this field")
    return value


#: refuses true and false where no truth value is declared: pydantic takes ``True`` for the 1
#: of a ``Literal[1, 2, 3]`` (``True == 1``), even in strict mode
NotTruth = BeforeValidator(_not_truth)

#: a player's name
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_printable)]


def _shortened_title(value: object) -> object:
    if isinstance(value, str) and len(value) > MAX_TITLE and value.isprintable():
        return shortened(value, MAX_TITLE)
    return value


#: a tile set's title; a longer one (the tile editor took any length before the bounds) is
#: read shortened, ending in an ellipsis
Title = Annotated[
    str,
    BeforeValidator(_shortened_title),
    Field(min_length=1, max_length=MAX_TITLE),
    AfterValidator(_printable),
]
#: the patterns bound the length of each part (``limits.MAX_SET_NAME``, ``MAX_TILE_NAME``)
TileId = Annotated[str, Field(pattern=TILE_ID)]
SetName = Annotated[str, Field(pattern=SET_NAME)]
