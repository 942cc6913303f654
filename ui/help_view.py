"""Rules help inside the app: one page per expansion in the app's language, opened at the
paragraph of the rule that produced a log entry's points ("why?")."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QUrl
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from carc_assist.events import Note, ScoreEvent
from carc_assist.resources import resource_dir
from ui.settings import LANGUAGE

PAGES = ("base", "wheel-of-fortune", "festival", "wind-roses", "signposts", "fortune-tellers", "options")


def help_language() -> str:
    language = str(LANGUAGE.get()) or QLocale.system().name().split("_")[0]
    return language if (resource_dir() / "help" / language).is_dir() else "en"


def why(entry: ScoreEvent | Note) -> tuple[str, str]:
    """The help page and anchor of the rule behind a log entry."""
    if isinstance(entry, Note):
        return {
            "take-back": ("festival", "take-back"),
            "plague": ("wheel-of-fortune", "plague"),
            "wheel": ("wheel-of-fortune", "wheel-turns"),
        }.get(entry.what, ("base", ""))
    source = entry.source
    if source.startswith("wheel:"):
        sector = source.split(":", 1)[1]
        return "wheel-of-fortune", "crowns" if sector == "crown" else sector
    if source == "road" and any(item.what == "signposts" for item in entry.items):
        return "signposts", "signposts-final" if entry.final else "signposts"
    if source in ("road", "city", "cloister"):
        return "base", f"final-{source}" if entry.final else f"{source}-completed"
    return {
        "field": ("base", "field"),
        "wind-rose": ("wind-roses", "wind-rose"),
        "tent": ("fortune-tellers", "tent"),
        "adjustment": ("options", ""),
    }.get(source, ("base", ""))


class HelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(900, 700)
        self.pages = QListWidget()
        titles = {
            "base": self.tr("The base game"),
            "wheel-of-fortune": self.tr("The Wheel of Fortune"),
            "festival": self.tr("The Festival"),
            "wind-roses": self.tr("The Wind Roses"),
            "signposts": self.tr("The Signposts"),
            "fortune-tellers": self.tr("The Fortune Tellers"),
            "options": self.tr("Rule options"),
        }
        for page in PAGES:
            self.pages.addItem(titles[page])
        self.pages.setMaximumWidth(220)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.pages.currentRowChanged.connect(lambda row: self.show_rule(PAGES[row]))
        layout = QHBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.browser, 1)
        self.show_rule("base")

    def show_rule(self, page: str, anchor: str = "") -> None:
        path = resource_dir() / "help" / help_language() / f"{page}.html"
        url = QUrl.fromLocalFile(str(path))
        if anchor:
            url.setFragment(anchor)
        self.browser.setSource(url)
        self.pages.blockSignals(True)
        self.pages.setCurrentRow(PAGES.index(page))
        self.pages.blockSignals(False)
