"""The one reader of JSON that comes from outside: records, tile sets, the games library.

Files are made by anyone (a text editor, another program, a crafted attack), so ``json.loads``
alone is not enough: deep nesting raises ``RecursionError``, an integer of thousands of digits
``ValueError`` (and takes quadratic time to convert), a duplicate key silently wins, and a
Notepad BOM is refused. ``read_json`` bounds size, depth and numbers before they cost anything,
and every refusal is one ``UntrustedJsonError`` whose message is one line.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from pathlib import Path

from carc_assist.files.one_line import one_line

#: a record of 100,000 actions is about 4 MB; a tile set far less
MAX_BYTES = 8 * 1024 * 1024
#: records and tile sets nest about seven levels deep
MAX_DEPTH = 32
#: objects and lists in one document: a record's action is one or two; parsing a million of
#: them would take seconds and hundreds of MB before any check could refuse the record
MAX_CONTAINERS = 500_000
#: digits of a number literal: every number the formats hold is far smaller
MAX_DIGITS = 15

_BOM = "\ufeff"
#: a string, or an unclosed one running to the end: a match never fails once started, so
#: the scan stays linear whatever the quotes and backslashes (an unclosed string is refused
#: by the parser, and a failing match restarted at every later quote would be quadratic)
_STRING = re.compile(r'"(?:[^"\\]|\\[\s\S]?)*(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
#: characters of a number with a fraction or exponent (Python writes any float in 24 at most)
_MAX_FLOAT = 32


class UntrustedJsonError(ValueError):
    """A document that is not acceptable JSON; the message is one line saying why."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def read_json_file(path: Path) -> object:
    """Read and parse a file (see ``read_json``); unreadable files raise OSError."""
    with path.open("rb") as handle:
        data = handle.read(MAX_BYTES + 1)
    return read_json(data)


def read_json(document: str | bytes) -> object:
    """Parse JSON from outside, or raise ``UntrustedJsonError``.

    A leading UTF-8 BOM is dropped. Refused: more than ``MAX_BYTES``, nesting deeper than
    ``MAX_DEPTH``, more than ``MAX_CONTAINERS`` objects and lists, numbers of more than
    ``MAX_DIGITS`` digits, NaN and infinities, duplicate keys in an object, bytes that are
    not UTF-8.
    """
    if isinstance(document, bytes):
        if len(document) > MAX_BYTES:
            raise UntrustedJsonError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB")
        try:
            text = document.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise UntrustedJsonError(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    else:
        text = document
        if len(text) > MAX_BYTES:
            raise UntrustedJsonError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB")
    text = text.removeprefix(_BOM)
    depth, containers = _shape(text)
    if depth > MAX_DEPTH:
        raise UntrustedJsonError(f"nested more than {MAX_DEPTH} levels deep")
    if containers > MAX_CONTAINERS:
        raise UntrustedJsonError(f"more than {MAX_CONTAINERS} objects and lists")
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as exc:
        raise UntrustedJsonError(f"bad JSON: {exc}") from None
    except RecursionError:  # the bracket count should have caught it: a safety net
        raise UntrustedJsonError(f"nested more than {MAX_DEPTH} levels deep") from None


def _shape(text: str) -> tuple[int, int]:
    """The deepest nesting of brackets outside strings, and how many objects and lists they
    open, counted without parsing or recursing."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = max(accumulate(map(_STEP.__getitem__, brackets)), default=0)
    return depth, brackets.count("[") + brackets.count("{")


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise UntrustedJsonError(f"the key {key!r} appears twice in one object")
            seen.add(key)
    return result


def _int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_DIGITS:
        raise UntrustedJsonError(f"a number has more than {MAX_DIGITS} digits")
    return int(literal)


def _float(literal: str) -> float:
    if len(literal) > _MAX_FLOAT or not math.isfinite(value := float(literal)):
        raise UntrustedJsonError(f"a number is out of range or longer than {_MAX_FLOAT} characters")
    return value


def _constant(name: str) -> float:
    raise UntrustedJsonError(f"{name} is not a number JSON allows")
