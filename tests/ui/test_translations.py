"""Dutch and Romanian: every text translated, placeholders kept, plural forms right, and the
app really speaks them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from carc_assist.resources import resource_dir
from carc_assist.table.events import Item, ScoreEvent
from ui.words.texts import Texts

FOLDER = resource_dir() / "translations"
FORMS = {"nl": 2, "ro": 3}


def messages(language: str) -> list[ET.Element]:
    return list(ET.parse(FOLDER / f"carc_assist_{language}.ts").iter("message"))


@pytest.mark.parametrize("language", sorted(FORMS))
def test_every_text_is_translated(language: str) -> None:
    english = {m.findtext("source") for m in messages("en")}
    found = messages(language)
    assert {m.findtext("source") for m in found} == english
    for message in found:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, source
        texts = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        if message.get("numerus") == "yes":
            assert len(texts) == FORMS[language], source
            assert all("%n" in text for text in texts), source
        for text in texts:
            assert text.strip(), source
            assert set(re.findall(r"\{[^}]*\}", text)) == set(re.findall(r"\{[^}]*\}", source)), source
    assert (FOLDER / f"carc_assist_{language}.qm").is_file()


def test_the_log_speaks_dutch_and_romanian(qtbot: QtBot) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    event = ScoreEvent(3, 0, 12, "city", False, (Item("tiles", 4, 8), Item("pennants", 2, 4)))
    for language, expected in (("nl", "12 punten"), ("ro", "12 puncte")):
        translator = QTranslator()
        assert translator.load(str(Path(FOLDER / f"carc_assist_{language}.qm")))
        app.installTranslator(translator)
        try:
            sentence = Texts().event_sentence(event, "Anna")
            assert expected in sentence and "completes" not in sentence
        finally:
            app.removeTranslator(translator)


def _visible_texts(widget: object) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

    assert isinstance(widget, QWidget)
    texts = [widget.windowTitle()]
    for child in widget.findChildren(QWidget):
        if isinstance(child, (QLabel, QAbstractButton)):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        texts += [action.text() for action in child.actions()]
    return [t.replace("&", "") for t in texts if t]


@pytest.mark.parametrize("language", sorted(FORMS))
def test_no_english_left_in_the_main_window_new_game_dialog_and_log(
    language: str, qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QMenu

    from carc_assist import Draw, Follower, Place, Setup
    from ui.dialogs.new_game import NewGameDialog
    from ui.session import GameSession
    from ui.window.main_window import MainWindow

    translated = {
        (m.findtext("source") or "").replace("&", "")
        for m in messages(language)
        if (m.findtext("translation") or "") not in ("", m.findtext("source"))
    }
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(str(FOLDER / f"carc_assist_{language}.qm"))
    app.installTranslator(translator)
    try:
        session = GameSession(tmp_path / "library.sqlite3")
        window = MainWindow(session)
        qtbot.addWidget(window)
        session.new_game(Setup.of(["Anna", "Bram"]))
        session.act(Draw("base/E"))
        session.act(Place("base/E", (0, -1), 180))
        session.act(Follower("S"))  # a city completed: a log line
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        texts = _visible_texts(window) + _visible_texts(dialog)
        texts += [menu.title().replace("&", "") for menu in window.menuBar().findChildren(QMenu)]
        english = [t for t in texts if t in translated]
        assert not english, english
        line = window.log.item(0).text()
        assert "completes" not in line and "points" not in line and "Turn" not in line, line
    finally:
        app.removeTranslator(translator)


def test_every_text_of_the_sources_is_in_the_translation_files(tmp_path: Path) -> None:
    """lupdate over ui/ finds no text that the committed files lack (run python -m ui.dev.translations)."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (root / "ui").rglob("*.py"))
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    found = {(m.findtext("source") or "") for m in ET.parse(fresh).iter("message")}
    assert found == {m.findtext("source") for m in messages("en")}
