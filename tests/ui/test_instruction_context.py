"""The instruction's sentences are translated: lupdate files them under the context Qt looks
them up in ("Instruction"; through a module-level helper they went under none and stayed
English in nl and ro)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from pytestqt.qtbot import QtBot

from ui.instruction import Instruction


def test_lupdate_and_qt_agree_on_the_context(tmp_path: Path, qtbot: QtBot) -> None:
    source = Path(__file__).resolve().parents[2] / "ui" / "instruction.py"
    found = tmp_path / "instruction.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), str(source), "-ts", str(found)], check=True, capture_output=True)
    contexts = {context.findtext("name") for context in ET.parse(found).iter("context")}
    assert contexts == {Instruction.__name__} == {Instruction().metaObject().className()}
