"""The Abbot in the app: the gardens drawn on their tiles (a hedge round a lawn with a tree
and flowers), the abbot drawn as a figure of its own (a robe, a mitre and a crook: no one
takes it for a monk), its set in the new-game dialog (it comes in the new edition's base
box: the dialog's box choice takes it), its buttons in the follower step (one per spot it
may take: a click, Tab and Space, or a tap), the recall said (the board rings the abbot
to take back: ``Recall.figure_taken``), the log's words for a garden and a recall, its
refusals and its rules page.

Where the abbot may stand, what a recall scores and when it is refused are the engine's
(``carc_assist.expansions.abbot``); this half says them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QAbstractButton, QToolButton

from carc_assist.expansions.abbot import ABBOT, GARDEN, GARDEN_LOCATION, GARDENS, RECALLED, Recall
from carc_assist.rules.game import FOLLOWER, Game
from carc_assist.table.actions import Action, Deploy
from carc_assist.table.events import Note, ScoreEvent
from ui.expansions.base import Diagram, ExpansionUI, FeatureLook, Pictures, Pt, SetChoice, Words
from ui.look.colors import TilePalette
from ui.look.tile_marks import pen, polygon

#: a garden's hedge and lawn in the light and the dark scheme, and its flowers
HEDGE = {False: QColor("#2f6b2a"), True: QColor("#1f4a1c")}
LAWN = {False: QColor("#b5dc7a"), True: QColor("#6f9a45")}
FLOWERS = (QColor("#e85d75"), QColor("#f4d03f"), QColor("#fdf7e3"))


def _garden_shape(at: Pt, half: float) -> QPainterPath:
    """A garden: a square hedge with rounded corners."""
    x, y = at
    shape = QPainterPath()
    shape.addRoundedRect(QRectF(x - half, y - half, 2 * half, 2 * half), 0.3 * half, 0.3 * half)
    return shape


def _paint_garden(painter: QPainter, at: Pt, half: float, pal: TilePalette) -> None:
    """A lawn in its hedge, a round tree in the middle and flowers in the corners."""
    x, y = at
    painter.setPen(pen(HEDGE[pal.dark], 0.09 * half / 0.2 * 0.5))
    painter.setBrush(LAWN[pal.dark])
    painter.drawPath(_garden_shape(at, 0.92 * half))
    painter.setPen(pen(pal.ink, 0.01))
    painter.setBrush(HEDGE[pal.dark])
    painter.drawEllipse(QPointF(x, y), 0.38 * half, 0.38 * half)
    painter.setPen(pen(pal.ink, 0.006))
    for n, (dx, dy) in enumerate(((-0.6, -0.6), (0.6, -0.6), (0.6, 0.6), (-0.6, 0.6))):
        painter.setBrush(FLOWERS[n % len(FLOWERS)])
        painter.drawEllipse(QPointF(x + dx * half, y + dy * half), 0.13 * half, 0.13 * half)


def _abbot() -> QPainterPath:
    """The abbot: a wide robe, a tall mitre on its head and a crook in its hand, one unit
    tall, centred on (0, 0) (a monk has a hood and no crook)."""
    robe = polygon([(-0.13, -0.18), (0.13, -0.18), (0.36, 0.5), (-0.36, 0.5)])
    head = QPainterPath()
    head.addEllipse(QRectF(-0.12, -0.3, 0.24, 0.22))
    mitre = polygon(
        [
            (-0.12, -0.26),
            (-0.12, -0.42),
            (-0.03, -0.5),
            (0.0, -0.44),
            (0.03, -0.5),
            (0.12, -0.42),
            (0.12, -0.26),
        ]
    )
    staff = QPainterPath()
    staff.addRect(QRectF(0.36, -0.32, 0.07, 0.82))
    crook = QPainterPath()
    crook.addEllipse(QRectF(0.3, -0.5, 0.2, 0.2))
    inner = QPainterPath()
    inner.addEllipse(QRectF(0.35, -0.45, 0.1, 0.1))
    shape = robe.united(head).united(mitre).united(staff).united(crook.subtracted(inner))
    return shape.translated(-0.04, 0.0)


class AbbotUI(ExpansionUI):
    ORDER = 9

    # -- its tiles ---------------------------------------------------------------------------

    def feature_look(self, kind: str) -> FeatureLook | None:
        if kind != GARDEN:
            return None
        return FeatureLook(_garden_shape, _paint_garden, self.tr("garden"), self.tr("Garden"), _abbot)

    def figure_shape(self, kind: str) -> QPainterPath | None:
        return _abbot() if kind == ABBOT else None

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The Abbot") if set_name == ABBOT else None

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                ABBOT,
                self.tr("The Abbot (an abbot each; gardens on 9 tiles)"),
                (ABBOT,),
                in_base_box=True,
            ),
        )

    # -- the log -----------------------------------------------------------------------------

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        items = {item.what: item.count for item in event.items}
        tiles = items.get("tiles", 0)
        points = words.points(event.points)
        if RECALLED in items:
            around = max(tiles - 1, 0)
            if event.source == GARDEN:
                said = self.tr(
                    "{player} takes the abbot back from the garden: {points}, %n tile(s) around it",
                    "",
                    around,
                )
            else:
                said = self.tr(
                    "{player} takes the abbot back from the cloister: {points}, %n tile(s) around it",
                    "",
                    around,
                )
            return said.format(player=player, points=points)
        if event.source != GARDEN:
            return None
        if event.final:
            return self.tr(
                "Game end: {player} scores a garden with %n of 9 tiles: {points}", "", tiles
            ).format(player=player, points=points)
        return self.tr("{player} completes a garden: {points}").format(player=player, points=points)

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            GARDENS: (
                self.tr("The Abbot: the tiles show gardens"),
                self.tr("Untick it for tiles without gardens: the abbot then goes on cloisters only."),
            )
        }

    def source_name(self, source: str) -> str | None:
        return self.tr("Gardens") if source == GARDEN else None

    def figure_name(self, role: str) -> str | None:
        return self.tr("the abbot") if role == ABBOT else None

    def tour_words(self, event: ScoreEvent) -> str | None:
        if event.source != GARDEN:
            return None
        return self.tr(
            "A garden scores as a cloister: 1 point for its tile and for each tile around it, 9 when "
            "complete."
        )

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        if isinstance(action, Recall):
            return self.tr("take the abbot back")
        if isinstance(action, Deploy) and action.figure == ABBOT:
            if game is None:
                return self.tr("deploy the abbot")
            return self.tr("deploy the abbot on {where}").format(where=self._where(action.location))
        return None

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if not isinstance(entry, ScoreEvent):
            return None
        if any(item.what == RECALLED for item in entry.items):
            return "abbot", "recall"
        return ("abbot", "garden") if entry.source == GARDEN else None

    # -- the follower step -------------------------------------------------------------------

    def choice_button(self, game: Game, action: Action, painter: Pictures) -> QAbstractButton | None:
        """A button for the abbot on the cloister or garden of the tile just placed: a click,
        Tab and Space, or a tap."""
        if not (isinstance(action, Deploy) and action.figure == ABBOT):
            return None
        button = QToolButton()
        button.setText(self.tr("Abbot:\n{where}").format(where=self._where(action.location)))
        button.setToolTip(
            self.tr("Deploy your abbot here: you may take it back in a later turn, and it scores then")
        )
        return button

    def _where(self, location: str) -> str:
        """The cloister or the garden the abbot stands on, by its location's letter."""
        return self.tr("the garden") if location.endswith(GARDEN_LOCATION) else self.tr("the cloister")

    def instruction_more(self, game: Game) -> str | None:
        prompt = game.prompt
        if prompt.kind != FOLLOWER:
            return None
        deploys = any(isinstance(a, Deploy) and a.figure == ABBOT for a in prompt.options)
        recall = any(isinstance(a, Recall) for a in prompt.options)
        if recall and deploys:
            return self.tr(
                "Or press the “Abbot” button for your abbot, or click your ringed abbot to take it back "
                "(it scores now)."
            )
        if recall:
            return self.tr("Or click your ringed abbot to take it back (it scores now).")
        if deploys:
            return self.tr("Or press the “Abbot” button for your abbot.")
        return None

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "abbot-off-tile": lambda p: QCoreApplication.translate(
                "Refusal", "The abbot stands only on the cloister or the garden of the tile just placed."
            ),
            "recall-not-now": lambda p: QCoreApplication.translate(
                "Refusal", "The abbot is taken back in the follower step, instead of deploying a figure."
            ),
            "no-own-abbot": lambda p: QCoreApplication.translate(
                "Refusal", "Your abbot does not stand there."
            ),
            "recall-completed": lambda p: QCoreApplication.translate(
                "Refusal",
                "The tile just placed completed it: it scores as completed, the abbot comes back by itself.",
            ),
        }

    # -- help --------------------------------------------------------------------------------

    def help_page(self) -> str | None:
        return "abbot"

    def help_title(self) -> str:
        return self.tr("The Abbot")

    def help_diagrams(self) -> list[Diagram]:
        names = ("base/EG", "base/HG", "base/IG", "base/MG", "base/NG")
        return [[(name, (i, 0), 0) for i, name in enumerate(names)]]
