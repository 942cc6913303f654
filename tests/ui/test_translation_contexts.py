"""Every translatable text has the context it is looked up in at run time: a text found by
lupdate outside a class (a module-level ``tr`` wrapper) lands in an empty context and is never
translated, although the .ts file holds its translation."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"


def test_no_text_is_in_an_empty_context() -> None:
    tree = ET.parse(FOLDER / "carc_assist_nl.ts")
    lost = [
        message.findtext("source")
        for context in tree.iter("context")
        if not context.findtext("name")
        for message in context.iter("message")
    ]
    assert lost == []
