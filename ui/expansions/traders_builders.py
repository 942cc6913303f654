"""Traders & Builders in the app: the goods on the cities' tiles, the builder and the pig as
figures of their own (no one takes them for followers: a builder with a hammer, a pig on four
legs), their buttons in the follower step (a click, Tab and Space, or a tap), the goods
tally beside the scoreboard with the leader of each good, the instruction of an extra turn
("Anna takes another turn: her builder's road grew"), the log's words (goods taken, the
builder home, the goods majorities, a pig's field), the tile editor's goods, its refusals
and its rules page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from carc_assist.expansions.traders_builders import BUILDER, GOODS, KINDS, PIG, TradersAndBuilders, good_of
from carc_assist.rules.game import DRAW, FOLLOWER, Game
from carc_assist.rules.insight import draws_left, growth
from carc_assist.table.actions import Action, Deploy
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.tiles import CITY, TileDef
from ui.expansions.base import Diagram, ExpansionUI, PhonePart, Pictures, Session, SetChoice, Words
from ui.look.tile_editor_fields import EditorField
from ui.look.tile_marks import MarkFrame, TileMark, disc, pen
from ui.words.texts import Texts

SET = "traders-builders"
#: each good's colour on its disc, in the light and the dark scheme
COLOURS = {
    "wine": {False: QColor("#7b2d6b"), True: QColor("#9c4a8c")},
    "grain": {False: QColor("#d9a521"), True: QColor("#c9982a")},
    "cloth": {False: QColor("#2f6db5"), True: QColor("#4a82c4")},
}


def _grapes(painter: QPainter) -> None:
    """A bunch of grapes: three rows of berries under a leaf."""
    for row, count in enumerate((3, 2, 1)):
        for i in range(count):
            x = (i - (count - 1) / 2) * 0.05
            painter.drawEllipse(QPointF(x, -0.02 + row * 0.045), 0.025, 0.025)
    painter.drawLine(QPointF(0.0, -0.05), QPointF(0.03, -0.085))


def _sheaf(painter: QPainter) -> None:
    """A sheaf of grain: three ears on their stalks, bound in the middle."""
    for tilt in (-0.035, 0.0, 0.035):
        painter.drawLine(QPointF(tilt * 1.6, 0.08), QPointF(tilt, -0.02))
        painter.drawEllipse(QPointF(tilt * 0.8, -0.05), 0.015, 0.035)
    painter.drawLine(QPointF(-0.035, 0.03), QPointF(0.035, 0.03))


def _bolt(painter: QPainter) -> None:
    """A bolt of cloth: a roll and its unrolled end."""
    painter.drawRect(QRectF(-0.07, -0.05, 0.1, 0.07))
    painter.drawEllipse(QPointF(0.03, -0.015), 0.02, 0.035)
    painter.drawPolygon(
        QPolygonF([QPointF(-0.07, 0.02), QPointF(0.03, 0.02), QPointF(0.06, 0.08), QPointF(-0.04, 0.08)])
    )


_GLYPHS: dict[str, Callable[[QPainter], None]] = {"wine": _grapes, "grain": _sheaf, "cloth": _bolt}


def _goods_mark(good: str) -> Callable[[QPainter, MarkFrame], None]:
    def paint(painter: QPainter, frame: MarkFrame) -> None:
        """The good on a pale disc, in its colour: told apart by shape as well as colour."""
        painter.setPen(pen(COLOURS[good][frame.palette.dark], 0.018))
        painter.setBrush(frame.palette.paper)
        painter.drawEllipse(disc(frame.radius))
        painter.scale(frame.radius / 0.13, frame.radius / 0.13)
        painter.setPen(pen(frame.palette.ink, 0.008))
        painter.setBrush(COLOURS[good][frame.palette.dark])
        _GLYPHS[good](painter)

    return paint


def _rect(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def _ellipse(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QRectF(x, y, w, h))
    return path


def _builder_shape() -> QPainterPath:
    """A builder: a house with a pitched roof and a chimney, one unit tall. A person with a
    hammer held high was taken for a knight with its sword at the board's usual zoom; no
    follower is a house."""
    house = QPainterPath()
    house.addPolygon(
        QPolygonF(
            [QPointF(x, y) for x, y in ((-0.34, 0.5), (-0.34, -0.06), (-0.46, -0.06), (0.0, -0.5),
                                         (0.46, -0.06), (0.34, -0.06), (0.34, 0.5))]
        )
    )  # fmt: skip
    house.closeSubpath()
    return house.united(_rect(0.16, -0.42, 0.11, 0.2))  # the chimney


def _pig_shape() -> QPainterPath:
    """A pig seen from the side: body, snout, an ear and four legs, one unit wide."""
    shape = _ellipse(-0.42, -0.22, 0.8, 0.42).united(_ellipse(0.3, -0.12, 0.2, 0.16))  # the snout
    ear = QPainterPath()
    ear.addPolygon(QPolygonF([QPointF(0.14, -0.2), QPointF(0.24, -0.34), QPointF(0.28, -0.16)]))
    ear.closeSubpath()
    shape = shape.united(ear)
    for x in (-0.3, -0.14, 0.1, 0.24):
        shape = shape.united(_rect(x, 0.1, 0.08, 0.2))
    return shape


class TradersAndBuildersUI(ExpansionUI):
    """Goods on the tiles and in a tally, the builder and the pig, the extra turn."""

    ORDER = 7

    def __init__(self) -> None:
        super().__init__()
        #: the phone's tally picture and what it shows (``phone_parts``)
        self._goods_key: object = None
        self._goods_image = QImage()

    # -- its tiles ---------------------------------------------------------------------------

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        # in its city, not in a free corner (often on a field): the good is the city's
        return [
            TileMark("city", _goods_mark(good), segment=index)
            for index, seg in enumerate(tile.segments)
            if (good := good_of(seg))
        ]

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        return [self.good_name(good) for seg in tile.segments if (good := good_of(seg))]

    def good_name(self, good: str) -> str:
        """A good's name, lower case ("wine")."""
        names = {"wine": self.tr("wine"), "grain": self.tr("grain"), "cloth": self.tr("cloth")}
        return names.get(good, good)

    def set_title(self, set_name: str) -> str | None:
        return self.tr("Traders & Builders") if set_name == SET else None

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                SET,
                self.tr("Traders & Builders (24 tiles: goods, a builder and a pig each)"),
                (SET,),
            ),
        )

    def figure_shape(self, kind: str) -> QPainterPath | None:
        shapes = {BUILDER: _builder_shape, PIG: _pig_shape}
        shape = shapes.get(kind)
        return None if shape is None else shape()

    # -- the log -----------------------------------------------------------------------------

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        if event.source != GOODS or not event.items:
            return None
        item = event.items[0]
        return self.tr("Game end: {player} has the most {good} ({count}): {points}").format(
            player=player, good=self.good_name(item.what), count=item.count, points=words.points(event.points)
        )

    def feature_items(self, event: ScoreEvent, what: str) -> str:
        if any(item.what == PIG for item in event.items):
            return self.tr("{field} with the player's pig (4 per city)").format(field=what)
        return what

    def note_sentence(self, note: Note, player: str, words: Words) -> str | None:
        if note.what == GOODS:
            good, _, count = note.subject.partition(":")
            return self.tr("{player} completes a city and takes %n {good} token(s)", "", int(count)).format(
                player=player, good=self.good_name(good)
            )
        if note.what == "builder-home":
            if note.subject == CITY:
                return self.tr(
                    "{player}'s builder goes home: no follower of theirs is left in its city"
                ).format(player=player)
            return self.tr("{player}'s builder goes home: no follower of theirs is left on its road").format(
                player=player
            )
        return None

    def source_name(self, source: str) -> str | None:
        return self.tr("Goods") if source == GOODS else None

    def outlook_words(self, key: str, points: str, gain: bool) -> str | None:
        if key != GOODS:
            return None
        if gain:
            return self.tr("the goods' majorities gain about {points} at the end").format(points=points)
        return self.tr("the goods' majorities lose about {points} at the end").format(points=points)

    def tour_words(self, event: ScoreEvent) -> str | None:
        if event.source == GOODS:
            return self.tr(
                "Whoever completes a city takes a token for each good in it. At the end, the most "
                "tokens of each good score 10 points; tied players each score 10. The board shows "
                "where this player's tokens came from."
            )
        if any(item.what == PIG for item in event.items):
            return self.tr(
                "A pig makes its owner's field score 4 points instead of 3 for each completed city "
                "it touches."
            )
        return None

    def figure_name(self, role: str) -> str | None:
        names = {BUILDER: self.tr("the builder"), PIG: self.tr("the pig")}
        return names.get(role)

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        if not (isinstance(action, Deploy) and action.figure in (BUILDER, PIG)):
            return None
        where = words.location_words(action.location)
        if action.figure == BUILDER:
            label = self.tr("deploy the builder")
            placed = self.tr("deploy the builder, {where}")
        else:
            label = self.tr("deploy the pig")
            placed = self.tr("deploy the pig, {where}")
        return label if where is None else placed.format(where=where)

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if isinstance(entry, Note):
            anchors = {GOODS: "goods", "builder-home": "builder"}
            anchor = anchors.get(entry.what)
            return None if anchor is None else (SET, anchor)
        if entry.source == GOODS:
            return SET, "goods"
        if any(item.what == PIG for item in entry.items):
            return SET, "pig"
        return None

    # -- the steps ---------------------------------------------------------------------------

    def choice_button(self, game: Game, action: Action, painter: Pictures) -> QAbstractButton | None:
        """One button per spot the builder or the pig may take ("Builder:\\nnorth"): a click,
        Tab and Space, or a tap."""
        if not (isinstance(action, Deploy) and action.figure in (BUILDER, PIG)):
            return None
        where = Texts().location_words(action.location) or action.location
        button = QToolButton()  # two short lines: a tile may offer several spots
        if action.figure == BUILDER:
            button.setText(self.tr("Builder:\n{where}").format(where=where))
            tip = self.tr(
                "Deploy your builder beside your follower: each later tile that extends its feature "
                "earns you another turn"
            )
            pays = self.builder_pays(game, action)
            button.setToolTip(tip if pays is None else f"{tip}\n{pays}")
        else:
            button.setText(self.tr("Pig:\n{where}").format(where=where))
            button.setToolTip(
                self.tr("Deploy your pig beside your farmer: your field scores 4 per city instead of 3")
            )
        return button

    def builder_pays(self, game: Game, action: Deploy) -> str | None:
        """Insight (none in tournament mode): whether the bag can still extend the road or
        city a builder would stand on, each tile a later extra turn: how many tiles left fit
        its open ends, and the chance one of the player's draws left is one of them."""
        placed = game.last_placed
        segment = placed.segment_at(action.location) if placed is not None else None
        if game.setup.tournament or segment is None:
            return None
        grows = growth(game, segment)
        left = sum(grows.tiles.values())
        city = game.board.feature(segment).kind == CITY
        if not left and city:
            return self.tr("No tile left in the bag extends this city: a builder on it earns no extra turn.")
        if not left:
            return self.tr("No tile left in the bag extends this road: a builder on it earns no extra turn.")
        if city:
            said = self.tr(
                "The bag can still extend this city: %n tile(s) left fit its open sides; about {soon:.0%} "
                "that one of your {draws} draws left is one.",
                "",
                left,
            )
        else:
            said = self.tr(
                "The bag can still extend this road: %n tile(s) left fit its open ends; about {soon:.0%} "
                "that one of your {draws} draws left is one.",
                "",
                left,
            )
        draws = draws_left(game)[game.current_player]
        return said.format(soon=grows.within(game.bag_total, draws), draws=draws)

    def instruction_more(self, game: Game) -> str | None:
        prompt = game.prompt
        module = game.module(TradersAndBuilders)
        if module is None:
            return None
        grew = module.extra_turn(game)
        if prompt.kind == DRAW and grew is not None:
            if grew == CITY:
                return self.tr("Another turn: the builder's city grew.")
            return self.tr("Another turn: the builder's road grew.")
        offered = (
            {a.figure for a in prompt.options if isinstance(a, Deploy)} if prompt.kind == FOLLOWER else set()
        )
        if {BUILDER, PIG} <= offered:
            return self.tr("Or press the “Builder” or the “Pig” button.")
        if BUILDER in offered:
            return self.tr("Or press the “Builder” button.")
        if PIG in offered:
            return self.tr("Or press the “Pig” button.")
        return None

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        def off_tile(p: Mapping[str, object]) -> str:
            if p.get("figure") == PIG:
                return QCoreApplication.translate(
                    "Refusal", "The pig stands only on a field of the tile just placed."
                )
            return QCoreApplication.translate(
                "Refusal", "The builder stands only on a road or city of the tile just placed."
            )

        def without(p: Mapping[str, object]) -> str:
            if p.get("figure") == PIG:
                return QCoreApplication.translate(
                    "Refusal", "The pig stands only on a field that already holds one of your farmers."
                )
            return QCoreApplication.translate(
                "Refusal",
                "The builder stands only on a road or city that already holds one of your followers.",
            )

        return {"figure-off-tile": off_tile, "figure-not-there": off_tile, "figure-without-follower": without}

    def side_panel(self, session: Session) -> QWidget | None:
        return GoodsTally(session, self)

    def phone_parts(self, game: Game) -> Sequence[PhonePart]:
        module = game.module(TradersAndBuilders)
        if module is None:
            return ()
        return (PhonePart(self.tr("Goods"), self._goods_picture(game, module)),)

    def _goods_picture(self, game: Game, module: TradersAndBuilders) -> QImage:
        """The tally as the phone page shows it: a row per player, a column per good, each
        good's leaders in bold, dark on a light card; the same picture while the tally is
        the same (the page sends a picture once)."""
        names = tuple(player.name for player in game.setup.players)
        heads = tuple(self.good_name(good).capitalize() for good in KINDS)
        rows = tuple(
            tuple((module.goods[good][p], p in module.leaders(good)) for good in KINDS)
            for p in range(len(names))
        )
        key = (names, heads, rows)
        if self._goods_key != key:
            self._goods_key, self._goods_image = key, _tally_picture(names, heads, rows)
        return self._goods_image

    # -- help and the tile editor ------------------------------------------------------------

    def help_page(self) -> str | None:
        return SET

    def help_title(self) -> str:
        return self.tr("Traders & Builders")

    def help_diagrams(self) -> list[Diagram]:
        names = ("Cc-w", "CFc-w", "Ccc-g", "CRc-g", "CcR-c", "CcCC-c")
        return [[(f"{SET}/{name}", (i, 0), 0) for i, name in enumerate(names)]]

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        choices = [(self.tr("none"), None)] + [(self.good_name(good), good) for good in KINDS]
        return (GoodsField(self.tr("Goods (in its cities)"), choices, parent),)


class GoodsField(EditorField):
    """The good a tile's cities show (each city the same one): a list of none and the three
    goods, offered only on a tile with a city."""

    def __init__(
        self, label: str, choices: Sequence[tuple[str, object]], parent: QObject | None = None
    ) -> None:
        combo = QComboBox()
        super().__init__(label, combo, parent)
        self.combo = combo
        for words, value in choices:
            self.combo.addItem(words, value)
        self.combo.currentIndexChanged.connect(self.changed)

    def load(self, entry: Mapping[str, Any]) -> None:
        goods = [f.get(GOODS) for f in entry.get("features") or [] if f.get(GOODS)]
        self.combo.setCurrentIndex(max(0, self.combo.findData(goods[0] if goods else None)))

    def city_attributes(self) -> dict[str, object]:
        return {GOODS: self.combo.currentData()}

    def fit(self, edges: str | None) -> None:
        self.combo.setEnabled(edges is not None and "C" in edges)
        if edges is not None and "C" not in edges:
            self.combo.setCurrentIndex(0)


class GoodsTally(QGroupBox):
    """Each player's goods tokens beside the scoreboard, the leader of each good in bold (10
    points at the end; tied leaders each score them)."""

    def __init__(self, session: Session, half: TradersAndBuildersUI, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Goods"))
        self.session = session
        self.half = half
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.grid = QGridLayout(self)
        #: the players the grid is laid out for, and its cells: (player, good) → label
        self._players: tuple[str, ...] | None = None
        self._cells: dict[tuple[int, str], QLabel] = {}
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        game = self.session.game
        module = game.module(TradersAndBuilders) if game is not None else None
        self.setVisible(module is not None)
        if game is None or module is None:
            return
        players = tuple(player.name for player in game.setup.players)
        if players != self._players:
            self._lay_out(players)
        for (player, good), cell in self._cells.items():
            count = module.goods[good][player]
            leads = player in module.leaders(good)
            cell.setText(str(count))
            font = QFont(cell.font())
            font.setBold(leads)
            cell.setFont(font)
            tip = self.tr("Leads in {good}: 10 points at the end").format(good=self.half.good_name(good))
            cell.setToolTip(tip if leads else "")

    def _lay_out(self, players: tuple[str, ...]) -> None:
        """A row per player, a column per good (made again only for other players)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self._players, self._cells = players, {}
        for column, good in enumerate(KINDS, start=1):
            self.grid.addWidget(self._label(self.half.good_name(good).capitalize()), 0, column)
        for row, name in enumerate(players, start=1):
            self.grid.addWidget(self._label(name), row, 0)
            for column, good in enumerate(KINDS, start=1):
                cell = self._label("0")
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.addWidget(cell, row, column)
                self._cells[(row - 1, good)] = cell

    @staticmethod
    def _label(text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)  # players' names are shown as they typed them
        return label


#: the phone's tally picture: pixels per row, of the name column, of a good's column
_ROW, _NAME, _GOOD = 30, 150, 70


def _tally_picture(
    names: tuple[str, ...], heads: tuple[str, ...], rows: tuple[tuple[tuple[int, bool], ...], ...]
) -> QImage:
    """The goods tally drawn: ``heads`` over the goods' columns, a row per player (their
    name as typed, drawn as plain text), each count in bold where the player leads."""
    image = QImage(
        _NAME + _GOOD * len(heads), _ROW * (len(names) + 1), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(QColor("#fbf8ef"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(QColor("#1d1d1d"))
    font = QFont()
    font.setPixelSize(_ROW * 9 // 20)
    centre = Qt.AlignmentFlag.AlignCenter
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    for column, head in enumerate(heads):
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(_NAME + column * _GOOD, 0, _GOOD, _ROW), centre, head)
    for row, (name, counts) in enumerate(zip(names, rows, strict=True), start=1):
        font.setBold(False)
        painter.setFont(font)
        shown = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, _NAME - 12)
        painter.drawText(QRectF(6, row * _ROW, _NAME - 6, _ROW), left, shown)
        for column, (count, leads) in enumerate(counts):
            font.setBold(leads)
            painter.setFont(font)
            painter.drawText(QRectF(_NAME + column * _GOOD, row * _ROW, _GOOD, _ROW), centre, str(count))
    painter.end()
    return image
