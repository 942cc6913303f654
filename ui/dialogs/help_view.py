"""Rules help inside the app: one page per expansion in the app's language, opened at the
paragraph of the rule that produced a log entry's points ("why?"). The expansions' pages,
diagrams and rules come from their UI halves (``ui.expansions``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, QSize, QTimer, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from carc_assist.resources import resource_dir
from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.events import Note, ScoreEvent
from ui.expansions import Diagram, first, halves
from ui.look.painter import TilePainter
from ui.prefs.screen_fit import fit_to_screen
from ui.prefs.settings import LANGUAGE
from ui.prefs.touch import kinetic

#: each expansion's rules page, by its UI half
EXPANSION_PAGES = {page: half for half in halves() if (page := half.help_page()) is not None}
#: the rules pages: the base game's, each expansion's, the rule options
PAGES = ("base", *EXPANSION_PAGES, "options")

#: small boards drawn by the tile painter at the top of a page: (tile, square, rotation°)
DIAGRAMS: dict[str, list[Diagram]] = {
    "base": [
        [("base/D", (0, 1), 0), ("base/E", (0, 0), 180), ("base/U", (1, 1), 0), ("base/V", (2, 1), 0)],
        [
            ("base/B", (1, 1), 0),
            *[("base/E", (x, y), 0) for x, y in ((0, 0), (1, 0), (2, 0))],
            *[("base/U", (x, y), 0) for x, y in ((0, 1), (2, 1), (0, 2), (1, 2), (2, 2))],
        ],
    ],
    **{page: half.help_diagrams() for page, half in EXPANSION_PAGES.items()},
}
CELL = 44


def diagram(placements: Diagram) -> QImage:
    """A small board drawn by the tile painter."""
    tiles = shipped_catalogue().tiles
    spans = [(sq, len(tiles[t].squares) ** 0.5) for t, sq, _ in placements]
    width = int(max(sq[0] + span for sq, span in spans)) * CELL
    height = int(max(sq[1] + span for sq, span in spans)) * CELL
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    artist = TilePainter(CELL)
    for (tile_id, (x, y), rotation), (_, span) in zip(placements, spans, strict=True):
        artist.paint(
            painter, QRectF(x * CELL, y * CELL, span * CELL, span * CELL), tiles[tile_id], rotation // 90
        )
    painter.end()
    return image


def help_language() -> str:
    language = str(LANGUAGE.get()) or QLocale.system().name().split("_")[0]
    return language if (resource_dir() / "help" / language).is_dir() else "en"


def why(entry: ScoreEvent | Note) -> tuple[str, str]:
    """The help page and anchor of the rule behind a log entry: an expansion's entries by its
    UI half (first: the signposts on a road are the Signposts' rule)."""
    said = first(half.why(entry) for half in halves())
    if said is not None:
        return said
    if isinstance(entry, Note):
        return "base", ""
    source = entry.source
    if source in ("road", "city", "cloister"):
        return "base", f"final-{source}" if entry.final else f"{source}-completed"
    return {"field": ("base", "field"), "adjustment": ("options", "")}.get(source, ("base", ""))


class HelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.pages = QListWidget()
        titles = {
            "base": self.tr("The base game"),
            **{page: half.help_title() for page, half in EXPANSION_PAGES.items()},
            "options": self.tr("Rule options"),
        }
        for page in PAGES:
            self.pages.addItem(titles[page])
        # as wide as the longest title in the language shown, and no wider
        self.pages.setFixedWidth(
            self.pages.sizeHintForColumn(0) + 2 * self.pages.frameWidth() + self.pages.spacing() + 8
        )
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.pages.currentRowChanged.connect(lambda row: self.show_rule(PAGES[row]))
        layout = QHBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.browser, 1)
        kinetic(self.pages)
        kinetic(self.browser)
        fit_to_screen(self, QSize(900, 700))
        self.show_rule("base")

    def show_rule(self, page: str, anchor: str = "") -> None:
        """Open a page (with its diagrams under the title) at a rule's anchor."""
        text = (resource_dir() / "help" / help_language() / f"{page}.html").read_text(encoding="utf-8")
        document = self.browser.document()
        pictures = []
        for number, placements in enumerate(DIAGRAMS.get(page, [])):
            name = f"diagram:{page}-{number}"
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), diagram(placements))
            pictures.append(f'<img src="{name}"/>&nbsp;&nbsp;')
        if pictures:
            text = text.replace("</h1>", "</h1><p>" + "".join(pictures) + "</p>", 1)
        self.page = page
        self.browser.setHtml(text)
        if anchor:  # once the page is laid out
            QTimer.singleShot(0, self.browser, lambda: self.browser.scrollToAnchor(anchor))
        self.pages.blockSignals(True)
        self.pages.setCurrentRow(PAGES.index(page))
        self.pages.blockSignals(False)
