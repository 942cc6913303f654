"""Pydantic field types for names and ids, bounded as ``limits`` says: a refusal names the
bound (``String should have at most 40 characters``, ``must be printable text``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from carc_assist.limits import MAX_ID, MAX_NAME, SET_NAME, TILE_ID


def _printable(text: str) -> str:
    if not text.isprintable():
        raise ValueError("must be printable text (no line breaks or control characters)")
    return text


Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_printable)]
TileId = Annotated[str, Field(max_length=MAX_ID, pattern=TILE_ID)]
SetName = Annotated[str, Field(max_length=MAX_ID, pattern=SET_NAME)]
