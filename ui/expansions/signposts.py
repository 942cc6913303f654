"""The Signposts in the app: its tiles are the players' own (the tile editor); the correct
signposts a road is scored with."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from carc_assist.expansions.signposts import ROUNDABOUT, TURNS, is_roundabout, signposts_of
from carc_assist.rules.tile_wiring import THROUGH
from carc_assist.table.events import Note, ScoreEvent
from carc_assist.table.tiles import TileDef
from ui.expansions.base import ExpansionUI
from ui.expansions.signposts_field import SignpostsField
from ui.look.tile_editor_fields import CheckField, EditorField
from ui.look.tile_marks import MarkFrame, TileMark, disc, pen, polygon
from ui.words.tile_names import one_or_count

#: a signpost's arrow, scaled up from its drawing below
ARROW = 2.0


def _signpost_painter(points: str) -> Callable[[QPainter, MarkFrame], None]:
    """An arrow that leaves like the road (``frame.out``), then turns as the signpost points."""

    def paint(painter: QPainter, frame: MarkFrame) -> None:
        out = frame.out
        direction = out
        for _ in range(TURNS[points]):  # a quarter turn clockwise (y down) at a time
            direction = (-direction[1], direction[0])
        turn = points != "straight"
        k = ARROW
        start = QPointF(*out) * (-(0.05 if turn else 0.06) * k)
        end = QPointF(*direction) * ((0.045 if turn else 0.04) * k)
        shaft = QPainterPath(start)
        if turn:
            shaft.lineTo(QPointF(0.0, 0.0))
        shaft.lineTo(end)
        tip = end + QPointF(*direction) * (0.035 * k)
        side = QPointF(-direction[1] * 0.03 * k, direction[0] * 0.03 * k)
        head = polygon(
            [(tip.x(), tip.y()), ((end + side).x(), (end + side).y()), ((end - side).x(), (end - side).y())]
        )
        painter.strokePath(shaft, pen(frame.palette.paper, 0.045 * k, Qt.PenCapStyle.RoundCap))
        painter.strokePath(head, pen(frame.palette.paper, 0.025 * k))
        painter.strokePath(shaft, pen(frame.palette.ink, 0.02 * k))
        painter.fillPath(head, frame.palette.ink)

    return paint


def _paint_roundabout(painter: QPainter, frame: MarkFrame) -> None:
    """A ring of road around a small island of grass, where the roads meet."""
    painter.setPen(pen(frame.palette.road_edge, 0.012))
    painter.setBrush(frame.palette.road)
    painter.drawEllipse(disc(0.1))
    painter.setBrush(frame.palette.field)
    painter.drawEllipse(disc(0.045))


class SignpostsUI(ExpansionUI):
    ORDER = 4

    def tile_marks(self, tile: TileDef) -> Sequence[TileMark]:
        posts = [
            TileMark("side", _signpost_painter(post.points), side=post.side) for post in signposts_of(tile)
        ]
        rings = [
            TileMark("road-centre", _paint_roundabout, segment=index)
            for index, segment in enumerate(tile.segments)
            if is_roundabout(segment)
        ]
        return [*posts, *rings]

    def tile_words(self, tile: TileDef) -> Sequence[str]:
        words = [self.tr("roundabout")] if any(is_roundabout(segment) for segment in tile.segments) else []
        posts = len(signposts_of(tile))
        if posts:
            words.append(one_or_count(self.tr("signpost"), self.tr("%n signpost(s)", "", posts), posts))
        return words

    def sets_hint(self) -> str | None:
        return self.tr("Signposts: describe your box's tiles in Game → Your tile sets.")

    def feature_items(self, event: ScoreEvent, what: str) -> str:
        posts = next((item for item in event.items if item.what == "signposts"), None)
        if posts is None or not posts.count:
            return what
        said = self.tr("%n correct signpost(s)", "", posts.count)
        if posts.types:
            said = self.tr("{posts} of {kinds}").format(
                posts=said, kinds=self.tr("%n type(s)", "", posts.types)
            )
        return self.tr("{road} with {posts}").format(road=what, posts=said)

    def help_page(self) -> str | None:
        return "signposts"  # (no diagrams: its tiles are the players' own)

    def help_title(self) -> str:
        return self.tr("The Signposts")

    def why(self, entry: ScoreEvent | Note) -> tuple[str, str] | None:
        if isinstance(entry, Note) or not any(item.what == "signposts" for item in entry.items):
            return None
        return "signposts", "signposts-final" if entry.final else "signposts"

    def tile_editor_fields(self, parent: QObject) -> Sequence[EditorField]:
        # a roundabout lets traffic through: checking it asks for one road through the tile
        roundabout = CheckField(
            self.tr("Roundabout"), ROUNDABOUT, on_roads=True, wants_layout=THROUGH, parent=parent
        )
        return (roundabout, SignpostsField(parent))
