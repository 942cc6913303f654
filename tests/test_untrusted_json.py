"""The reader of outside JSON: every hostile document is refused with one line, none raises
anything else, and ordinary JSON reads as ``json.loads`` reads it."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carc_assist.files.one_line import one_line
from carc_assist.files.untrusted_json import (
    MAX_BYTES,
    MAX_CONTAINERS,
    MAX_DEPTH,
    MAX_DIGITS,
    UntrustedJsonError,
    read_json,
    read_json_file,
)

# derandomized: the same examples on every run (raise max_examples by hand to explore)
FUZZ = settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def refusal(document: str | bytes) -> str:
    with pytest.raises(UntrustedJsonError) as caught:
        read_json(document)
    message = str(caught.value)
    assert "\n" not in message and message.isprintable(), message
    return message


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000])
@pytest.mark.parametrize("brackets", ["[]", "{}"])
def test_deep_nesting_is_refused_without_recursing(depth: int, brackets: str) -> None:
    opening, closing = brackets
    inner = '{"a": ' * depth + "1" + "}" * depth if opening == "{" else opening * depth + closing * depth
    assert f"{MAX_DEPTH} levels" in refusal(inner)


@pytest.mark.parametrize("tail", ["", "\\", '"'])
def test_escaped_quotes_in_an_unclosed_string_are_scanned_in_linear_time(tail: str) -> None:
    # a scan that restarted at every quote took 70 s for 40,000 of them; this is 0.1 s
    started = time.perf_counter()
    refusal('"' + '\\"' * 200_000 + tail + "[" * 50)
    assert time.perf_counter() - started < 5


def test_nesting_up_to_the_bound_reads() -> None:
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_brackets_inside_strings_do_not_count() -> None:
    text = json.dumps({"name": "[[[[{{{{" * 100, "escaped": '\\"[[[' * 50})
    assert read_json(text) == json.loads(text)


@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 4301, 100_000])
def test_long_integers_are_refused(digits: int) -> None:
    assert f"more than {MAX_DIGITS} digits" in refusal('{"points": ' + "9" * digits + "}")
    assert f"more than {MAX_DIGITS} digits" in refusal("[-" + "1" * digits + "]")


def test_integers_within_the_bound_read() -> None:
    assert read_json("[" + "9" * MAX_DIGITS + ", -" + "9" * MAX_DIGITS + "]") == [
        int("9" * MAX_DIGITS),
        -int("9" * MAX_DIGITS),
    ]


@pytest.mark.parametrize(
    "text", ["[NaN]", "[Infinity]", "[-Infinity]", "[1e999]", "[-1e400]", "[1." + "1" * 5000 + "]"]
)
def test_non_finite_and_huge_numbers_are_refused(text: str) -> None:
    refusal(text)


def test_a_utf8_bom_is_dropped() -> None:
    assert read_json(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert read_json('\ufeff{"a": 1}') == {"a": 1}


def test_duplicate_keys_are_refused_and_named() -> None:
    assert "'format' appears twice" in refusal('{"format": "a", "x": {}, "format": "b"}')
    assert "twice" in refusal('[{"a": {"k": 1, "k": 1}}]')


def test_a_duplicate_key_with_a_line_break_is_named_on_one_line() -> None:
    message = refusal('{"a\\nb": 1, "a\\nb": 2}')
    assert "a\\nb" in message


def test_size_is_bounded() -> None:
    big = b"[" + b" " * MAX_BYTES + b"]"
    assert "larger than" in refusal(big)
    assert "larger than" in refusal(big.decode())


def test_the_number_of_objects_and_lists_is_bounded() -> None:
    assert f"more than {MAX_CONTAINERS}" in refusal("[" + "{}," * MAX_CONTAINERS + "{}]")
    assert len(read_json("[" + "[]," * (MAX_CONTAINERS - 2) + "[]]")) == MAX_CONTAINERS - 1  # type: ignore[arg-type]


def test_bytes_that_are_not_utf8_are_refused() -> None:
    assert "not UTF-8" in refusal(b'{"name": "\xff"}')


def test_bad_json_is_one_line() -> None:
    assert "bad JSON" in refusal('{"a": 1,\n\n')


def test_reading_a_file_stops_after_the_bound(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b"0," * (MAX_BYTES // 2) + b"0]")
    with pytest.raises(UntrustedJsonError, match="larger than"):
        read_json_file(path)
    path.write_bytes(b'\xef\xbb\xbf{"ok": true}')
    assert read_json_file(path) == {"ok": True}


def test_one_line_escapes_and_shortens() -> None:
    assert one_line("a\nb\x00c\u2028d") == "a\\nb\\x00c\\u2028d"
    assert one_line("plain 'text' é") == "plain 'text' é"
    long = one_line("x" * 10_000)
    assert len(long) < 400 and long.endswith("…")


# -- fuzz ------------------------------------------------------------------------------------

_JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**MAX_DIGITS) + 1, max_value=10**MAX_DIGITS - 1)
    | st.floats(allow_nan=False, allow_infinity=False, width=32)
    | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=40,
)


@FUZZ
@given(_JSON_VALUES)
def test_fuzz_valid_json_reads_as_json_loads_reads_it(value: object) -> None:
    text = json.dumps(value)
    assert read_json(text) == json.loads(text)
    assert read_json(text.encode()) == json.loads(text)


_PIECES = st.sampled_from(
    [
        "[",
        "]",
        "{",
        "}",
        '"',
        "\\",
        ":",
        ",",
        "1",
        "-",
        "e",
        "9" * 20,
        "NaN",
        "true",
        "\ufeff",
        '"k"',
        " ",
        "\n",
        "\x00",
    ]
)


@FUZZ
@given(
    st.one_of(st.binary(max_size=200), st.text(max_size=200), st.lists(_PIECES, max_size=200).map("".join))
)
def test_fuzz_any_input_is_read_or_refused_with_one_line(document: str | bytes) -> None:
    try:
        read_json(document)
    except UntrustedJsonError as exc:
        assert "\n" not in str(exc) and str(exc).isprintable()


@FUZZ
@given(
    _JSON_VALUES, st.integers(min_value=0, max_value=10_000), st.sampled_from(["", "x", "]", '"', "{", "\\"])
)
def test_fuzz_damaged_json_is_read_or_refused_with_one_line(value: object, cut: int, insert: str) -> None:
    text = json.dumps(value)
    at = cut % (len(text) + 1)
    try:
        read_json(text[:at] + insert + text[at:])
    except UntrustedJsonError as exc:
        assert "\n" not in str(exc) and str(exc).isprintable()
