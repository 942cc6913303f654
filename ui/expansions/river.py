"""The River in the app: the river drawn on its tiles (a band of water between its banks,
under the roads that cross it on bridges; the spring where it rises, the lake where it
ends), its tiles in words, its set in the new-game dialog (it comes in the new edition's
base box: the dialog's box choice takes it), the instruction while the river is being
laid, its refusals, its option's words and its rules page.

What the river's stack holds, where it may go on and why a square is refused are the
engine's (``carc_assist.expansions.river``: ``Game.drawable``, ``legal_placements``,
``placement_refusal``); this half says them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from carc_assist.expansions.river import RIVER, STRICT_TURNS, river_sides
from carc_assist.rules.game import DRAW, PLACE, Game, shipped_catalogue
from carc_assist.table.tiles import TileDef
from ui.expansions.base import Course, Diagram, ExpansionUI, FeatureLook, Pt, SetChoice
from ui.look.colors import TilePalette
from ui.look.tile_marks import pen

#: the river's water and its banks in the light and the dark scheme
WATER = {False: QColor("#4a90d9"), True: QColor("#2f6aa8")}
BANKS = {False: QColor("#3d6b2a"), True: QColor("#9cc0e0")}
#: the stones around the spring
STONES = {False: QColor("#9a948a"), True: QColor("#6d685f")}


def _colours(pal: TilePalette) -> tuple[QColor, QColor]:
    return WATER[pal.dark], BANKS[pal.dark]


def _lake_shape(at: Pt, half: float) -> QPainterPath:
    """A lake: a wide oval pool."""
    x, y = at
    shape = QPainterPath()
    shape.addEllipse(QRectF(x - half, y - 0.75 * half, 2 * half, 1.5 * half))
    return shape


def _paint_lake(painter: QPainter, at: Pt, half: float, pal: TilePalette) -> None:
    painter.setPen(pen(BANKS[pal.dark], 0.02))
    painter.setBrush(WATER[pal.dark])
    painter.drawPath(_lake_shape(at, half))
    ripple = QPainterPath(QPointF(at[0] - 0.4 * half, at[1]))  # a ripple: it reads as water
    ripple.quadTo(QPointF(at[0] - 0.2 * half, at[1] - 0.15 * half), QPointF(at[0], at[1]))
    ripple.quadTo(QPointF(at[0] + 0.2 * half, at[1] + 0.15 * half), QPointF(at[0] + 0.4 * half, at[1]))
    painter.strokePath(ripple, pen(pal.paper, 0.012))


def _paint_spring(painter: QPainter, at: Pt, half: float, pal: TilePalette) -> None:
    """A spring: a small round pool among stones, where the river rises."""
    x, y = at
    painter.setPen(pen(pal.ink, 0.01))
    painter.setBrush(STONES[pal.dark])
    for dx, dy, r in (
        (-0.55, -0.45, 0.3),
        (0.0, -0.7, 0.32),
        (0.55, -0.45, 0.3),
        (-0.65, 0.2, 0.26),
        (0.65, 0.2, 0.26),
    ):
        painter.drawEllipse(QPointF(x + dx * half, y + dy * half), r * half, r * half)
    painter.setPen(pen(BANKS[pal.dark], 0.02))
    painter.setBrush(WATER[pal.dark])
    painter.drawEllipse(QPointF(x, y), 0.5 * half, 0.5 * half)


def _paint_end(painter: QPainter, tile: TileDef, at: Pt, half: float, pal: TilePalette) -> None:
    """Where the river ends on a tile: its spring on the tile it starts from, else its lake."""
    (_paint_spring if is_spring(tile) else _paint_lake)(painter, at, half, pal)


def is_spring(tile: TileDef) -> bool:
    """The tile the river rises on: the start tile of its set (the lake shows one river edge too)."""
    found = shipped_catalogue().sets.get(tile.set_name)
    return found is not None and found.start == tile.id


class RiverUI(ExpansionUI):
    ORDER = 8

    # -- its tiles ---------------------------------------------------------------------------

    def feature_look(self, kind: str) -> FeatureLook | None:
        if kind != RIVER:
            return None
        return FeatureLook(
            _lake_shape,
            _paint_lake,
            self.tr("river"),
            self.tr("River"),
            course=Course(_colours, _paint_end),
        )

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        """The river on a tile by its shape: its spring, its lake, a straight or a curved
        stretch."""
        sides = river_sides(tile, 0)
        if not sides:
            return ()
        if len(sides) == 1:
            return (self.tr("river spring"),) if is_spring(tile) else (self.tr("river ending in a lake"),)
        if len(sides) == 2 and (sides[1] - sides[0]) % 2 == 0:
            return (self.tr("straight river"),)
        if len(sides) == 2:
            return (self.tr("curved river"),)
        return (self.tr("river"),)

    def set_title(self, set_name: str) -> str | None:
        return self.tr("The River") if set_name == RIVER else None

    # -- the new-game dialog -----------------------------------------------------------------

    def set_choices(self) -> Sequence[SetChoice]:
        return (
            SetChoice(
                RIVER,
                self.tr("The River (12 tiles, laid first)"),
                (RIVER,),
                in_base_box=True,
            ),
        )

    def option_texts(self) -> Mapping[str, tuple[str, str]]:
        return {
            STRICT_TURNS: (
                self.tr("River: no two curves the same way"),
                self.tr(
                    "A curve of the river may never turn the same way as the curve before it, even "
                    "with straight stretches between (the box's rule forbids only two in a row)."
                ),
            )
        }

    # -- the window --------------------------------------------------------------------------

    def instruction_more(self, game: Game) -> str | None:
        """While the river is laid: its tiles come first, and where each may go."""
        prompt = game.prompt
        if prompt.kind not in (DRAW, PLACE) or not _river_runs(game):
            return None
        if prompt.kind == DRAW:
            return self.tr("The river is laid first: the bag shows only its tiles.")
        return self.tr(
            "The river tile goes where the river goes on (a lit square); it may not turn the same way "
            "twice in a row."
        )

    def refusals(self) -> Mapping[str, Callable[[Mapping[str, object]], str]]:
        return {
            "river-go-on": lambda p: QCoreApplication.translate(
                "Refusal", "A river tile must carry the river on from its open end."
            ),
            "river-u-turn": _u_turn,
            "river-closed": lambda p: QCoreApplication.translate(
                "Refusal", "The river has reached its lake already."
            ),
        }

    # -- help ------------------------------------------------------------------------------

    def help_page(self) -> str | None:
        return "river"

    def help_title(self) -> str:
        return self.tr("The River")

    def help_diagrams(self) -> list[Diagram]:
        river = [
            ("river/spring", (0, 0), 0),
            ("river/IFI", (1, 0), 0),
            ("river/II", (2, 0), 0),
            ("river/RIrI", (2, 1), 0),
            ("river/CcII", (2, 2), 180),
            ("river/lake", (1, 2), 180),
        ]
        return [river]


def _u_turn(params: Mapping[str, object]) -> str:
    if params.get("turn") == "left":
        return QCoreApplication.translate(
            "Refusal", "The river would turn left twice in a row and turn back on itself."
        )
    return QCoreApplication.translate(
        "Refusal", "The river would turn right twice in a row and turn back on itself."
    )


def _river_runs(game: Game) -> bool:
    """The next draw is from the river's stack (``Game.drawable``: its tiles alone), or the
    tile in hand is a river tile."""
    held = game.held
    if held is not None:
        return bool(river_sides(game.tile(held), 0))
    drawable = game.drawable.counts
    return bool(drawable) and all(river_sides(game.tile(t), 0) for t in drawable)
