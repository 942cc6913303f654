"""Refresh the translation files: ``python -m ui.dev.translations`` (a developer command).

Runs ``pyside6-lupdate`` over ``ui/`` into every ``resources/translations/*.ts`` (new texts
appear unfinished in the Dutch and Romanian files, to be translated by hand), gives
the English file its plural forms (English needs no other translation: the source texts are
English, but "%n point(s)" must read "1 point", "2 points"), and compiles the ``.qm`` files
with ``pyside6-lrelease``. The compiled files are committed, so a plain install has them.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
TOOLS = Path(sys.executable).parent


def english_forms(source: str) -> tuple[str, str]:
    """Singular and plural of a "%n thing(s)" source text."""
    singular = re.sub(r"y\(s\)", "y", source).replace("(s)", "")
    plural = re.sub(r"y\(s\)", "ies", source).replace("(s)", "s")
    return singular, plural


def fill_english(path: Path) -> None:
    tree = ET.parse(path)
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        for form in english_forms(source):
            ET.SubElement(translation, "numerusform").text = form
    tree.write(path, encoding="utf-8", xml_declaration=True)


def main() -> None:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))
    english = FOLDER / "carc_assist_en.ts"
    others = sorted(str(p) for p in FOLDER.glob("carc_assist_*.ts") if p != english)
    lupdate = [str(TOOLS / "pyside6-lupdate"), *sources, "-no-obsolete", "-ts", str(english), *others]
    subprocess.run(lupdate, cwd=ROOT, check=True)
    fill_english(english)
    for ts in sorted(FOLDER.glob("*.ts")):
        subprocess.run(
            [str(TOOLS / "pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True
        )


if __name__ == "__main__":
    main()
