"""The Fortune Tellers in the app: its tiles are the players' own (the tile editor); the
look of a tent and of its fortune teller; its rule option; the tents in the log and the
tables; the step of keeping one of the tiles drawn.

Players compare the tiles in their hands with the Keep buttons, so each shows the tile large
(as the bag's largest pictures), its name, and whether it fits anywhere on the board now (the
engine's ``legal_placements``): keeping a tile that fits nowhere only means discarding it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPainterPath
from PySide6.QtWidgets import QAbstractButton, QPushButton, QToolButton

from carc_assist.expansions.fortune_tellers import TENT, Keep
from carc_assist.rules.game import Game
from carc_assist.table.actions import Action, DiscardSeveral
from carc_assist.table.events import Note, ScoreEvent
from ui.expansions.base import ExpansionUI, FeatureLook, Pt
from ui.look.tile_marks import pen, polygon
from ui.words.plain import literal, no_shortcut
from ui.words.tile_names import TileNames, named

if TYPE_CHECKING:
    from ui.expansions.base import Pictures, Words
    from ui.look.colors import TilePalette

#: the engine's score source of a completed tent
SOURCE = TENT.name
#: the tile pictures on the Keep buttons, in pixels
PICTURE = 72
#: a fortune teller's crystal ball stands on this
_STAND: tuple[Pt, ...] = ((-0.22, 0.3), (0.22, 0.3), (0.3, 0.5), (-0.3, 0.5))


def _tent_shape(at: Pt, half: float) -> QPainterPath:
    """A striped tent's outline: a triangle ``2 half`` wide, standing on ``at``'s level."""
    x, y = at
    return polygon([(x, y - half), (x - half, y + 0.9 * half), (x + half, y + 0.9 * half)])


def _paint_tent(painter: QPainter, at: Pt, half: float, pal: TilePalette) -> None:
    """The tent in the colours of a cloister's walls, striped as its roof, with its door."""
    x, y = at
    tent = _tent_shape(at, half)
    painter.fillPath(tent, pal.cloister)
    for n in range(4):
        stripe = QPainterPath()
        left = x - half + n * 0.6 * half
        stripe.addRect(QRectF(QPointF(left, y - half), QPointF(left + 0.3 * half, y + half)))
        painter.fillPath(tent.intersected(stripe), pal.roof)
    painter.strokePath(tent, pen(pal.ink, 0.014))
    door = [(x, y + 0.1 * half), (x - 0.25 * half, y + 0.9 * half), (x + 0.25 * half, y + 0.9 * half)]
    painter.fillPath(polygon(door), pal.ink)


def _teller() -> QPainterPath:
    """A fortune teller: a crystal ball on its stand."""
    ball = QPainterPath()
    ball.addEllipse(QRectF(-0.34, -0.05 - 0.34, 0.68, 0.68))
    return polygon(_STAND).united(ball)


class FortuneTellersUI(ExpansionUI):
    ORDER = 5

    def sets_hint(self) -> str | None:
        return self.tr("Fortune Tellers: describe your box's tiles in Game → Your tile sets.")

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            "teller-return-unplaceable": (
                self.tr("Fortune tellers: unplaceable tiles go back"),
                self.tr(
                    "When none of the tiles drawn at once fits, they go back into the bag instead of "
                    "leaving the game."
                ),
            )
        }

    def event_sentence(self, event: ScoreEvent, player: str, words: Words) -> str | None:
        if event.source != SOURCE:
            return None
        return self.tr("Completed: {player} scores a fortune teller's tent: {points}").format(
            player=player, points=words.points(event.points)
        )

    def source_name(self, source: str) -> str | None:
        return self.tr("Tents") if source == SOURCE else None

    def feature_look(self, kind: str) -> FeatureLook | None:
        if kind != TENT.name:
            return None
        return FeatureLook(
            _tent_shape, _paint_tent, self.tr("fortune-teller tent"), self.tr("Fortune-teller tent"), _teller
        )

    def figure_name(self, role: str) -> str | None:
        return self.tr("a fortune teller") if role == "fortune-teller" else None

    def action_label(self, action: Action, game: Game | None, words: Words) -> str | None:
        if not isinstance(action, Keep):
            return None
        return self.tr("keep {tile}").format(tile=words.tile_name(action.tile, game))

    def instruction(self, game: Game) -> str | None:
        if game.prompt.kind != "choose":
            return None
        return self.tr(
            "{player}: which of the tiles drawn is kept? Press its Keep button; the others go back "
            "into the bag."
        ).format(player=game.setup.players[game.prompt.player].name)

    def choice_button(self, game: Game, action: Action, painter: Pictures) -> QAbstractButton | None:
        if isinstance(action, DiscardSeveral):
            return QPushButton(self.tr("None fits: discard them"))
        if not isinstance(action, Keep):
            return None
        tile = game.tile(action.tile)
        names = TileNames()
        fits = self.tr("fits") if game.legal_placements(action.tile) else self.tr("fits nowhere")
        button = QToolButton()
        name = no_shortcut(names.name(tile)).replace(", ", ",\n")  # narrow: a part a line
        button.setText(self.tr("Keep: {name}\n({fits})").format(name=name, fits=fits))
        button.setToolTip(literal(names.description(tile)))
        button.setIcon(QIcon(painter.pixmap(tile, 0, PICTURE)))
        button.setIconSize(QSize(PICTURE, PICTURE))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        return button

    def help_page(self) -> str | None:
        return "fortune-tellers"  # (no diagrams: its tiles are the players' own)

    def help_title(self) -> str:
        return self.tr("The Fortune Tellers")

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        return (
            ("fortune-tellers", "tent") if isinstance(entry, ScoreEvent) and entry.source == SOURCE else None
        )

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "most-tellers": lambda p: QCoreApplication.translate(
                "Refusal", "A player has at most {most} fortune tellers."
            ).format(most=p["most"]),
            "draw-several-not-now": lambda p: QCoreApplication.translate(
                "Refusal", "Several tiles can be drawn only at the start of a turn."
            ),
            "draw-too-many": _draw_too_many,
            "not-drawn": lambda p: QCoreApplication.translate(
                "Refusal", '"{tile}" is not among the tiles drawn.'
            ).format(tile=named(str(p["tile"]))),
            "keep-fits-nowhere": lambda p: QCoreApplication.translate(
                "Refusal", '"{tile}" fits nowhere: keep one that can be placed.'
            ).format(tile=named(str(p["tile"]))),
            "discard-all-or-keep": lambda p: QCoreApplication.translate(
                "Refusal", "Discard all the tiles drawn, or keep one."
            ),
            "keep-placeable": lambda p: QCoreApplication.translate(
                "Refusal", "One of the tiles drawn can be placed: keep it."
            ),
            "step-choose": lambda p: QCoreApplication.translate(
                "Refusal", "First keep one of the tiles drawn, or discard them all."
            ),
        }


def _draw_too_many(params: Mapping[str, object]) -> str:
    allowed = int(str(params["allowed"]))
    if allowed == 1:
        return QCoreApplication.translate("Refusal", "Only one tile may be drawn now.")
    return QCoreApplication.translate("Refusal", "At most {allowed} tiles may be drawn now.").format(
        allowed=allowed
    )
