"""Messages that stay one line whatever a file put in the names and ids they quote.

The command line's contract is one line on stderr per refusal; the app shows refusals in one
line too. Error types whose messages quote outside text pass them through ``one_line``.
"""

from __future__ import annotations

_MAX_MESSAGE = 300


def one_line(text: str) -> str:
    """``text`` as one printable line, whatever a file put in it: control characters, line
    breaks and the like escaped as Python writes them (``\\n``), and a very long text cut
    short, so that a refusal is always one line of reasonable length."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    if len(text) > _MAX_MESSAGE:
        text = text[: _MAX_MESSAGE - 1] + "…"
    return text
