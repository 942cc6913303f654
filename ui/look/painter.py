"""Tiles drawn from their definitions: no bitmap art, so user tile sets look like shipped ones.

Everything is derived from a tile's unturned ``Orientation`` (edges, the segment on each side
and half-edge) and the marks the expansions' UI halves print on it (``ui.look.tile_marks``: this
module places them where they hide no follower spot), and then turned, so a rotation needs no
art of its own, and the follower spots (``spot_point``) agree with what is drawn and turn with
the tile. The geometry of a tile type
at a rotation is computed once (``_layout``) in square-local coordinates of ``_U`` units per
square side, large enough that Qt's path booleans (which flatten curves) stay smooth; painting
only scales it to the target rect.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QTransform,
)

from carc_assist.table.geometry import SIDE_HALVES, Square
from carc_assist.table.tiles import (
    CITY,
    CLOISTER,
    EDGE_KINDS,
    FIELD,
    ROAD,
    Orientation,
    OrientedSquare,
    SegmentDef,
    TileDef,
)
from ui.expansions.base import HALVES, Course, FeatureLook, first
from ui.look.colors import TilePalette, tile_palette
from ui.look.tile_marks import MarkFrame, TileMark, pen, polygon, text_path

Pt = tuple[float, float]

#: Units per square side in the cached paths (path booleans flatten curves to ~0.5 unit).
_U = 1000.0

# Square-local geometry in fractions of the side (x east, y south); sides N E S W.
_CENTRE: Pt = (0.5, 0.5)
_MID: tuple[Pt, ...] = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
#: Side s runs clockwise from _CORNER[s] to _CORNER[s + 1].
_CORNER: tuple[Pt, ...] = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
_INWARD: tuple[Pt, ...] = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))
_HALF_POINT: tuple[Pt, ...] = (
    (0.25, 0.0), (0.75, 0.0), (1.0, 0.25), (1.0, 0.75),
    (0.75, 1.0), (0.25, 1.0), (0.0, 0.75), (0.0, 0.25),
)  # fmt: skip
#: The corners where the expansions' corner marks (``ui.look.tile_marks``) may go, as directions.
_MARK_CORNERS: tuple[Pt, ...] = ((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0))

_CAP = 0.35  # depth of a one-sided city
_BAND_CAP = 0.25  # depth of the field caps beside a city crossing the tile
_MISSING_CAP = 0.4  # depth of the field cap of a three-sided city
_CORNER_REACH = 0.4  # how far along the diagonal a two-sided corner city reaches
_MOAT = 0.2  # how much a smaller city grows when cut out of a bigger one (the inner field)
_ROAD_WIDTH = 0.1
_BESIDE = 0.25  # how far a cloister stands from the middle beside a river crossing it
_BESIDE_HALF = 0.16  # and its half size there (``_BUILDING`` in the middle)
_DIVIDER = 0.02  # the width of the line between two fields with no road between them
_VILLAGE = 0.085  # half side of the village square where several roads end
_ROAD_END = 0.05  # half side of a dead end's square
_BUILDING = 0.2  # half extent of a cloister, at most an expansion's kind's (``_stand_place``)
_FREE = 0.14  # a spot closer than this to another one is taken
#: Marks are read in the bag, where a tile may be 36 pixels wide: each is at least a quarter
#: of the side across (9 pixels there), what the eye needs to tell them apart.
_PENNANT = 0.13  # half width of a pennant's shield (its height is 2.3 times that)

#: What a tile may cost to lay out and paint. A user's tile set may hold anything the catalogue
#: accepts: squares far apart (a pixmap sized by the distance between them ran out of memory),
#: a thousand inner fields (placing their spots froze the window for seconds). Beyond these a
#: tile is drawn as a placeholder. The shipped wheel has 16 squares, 4 across, 9 segments.
MAX_SQUARES = 16
MAX_SPAN = 16  # squares across or down
MAX_SEGMENTS = 32


def _add(a: Pt, b: Pt) -> Pt:
    return (a[0] + b[0], a[1] + b[1])


def _sub(a: Pt, b: Pt) -> Pt:
    return (a[0] - b[0], a[1] - b[1])


def _mul(a: Pt, k: float) -> Pt:
    return (a[0] * k, a[1] * k)


def _dist(a: Pt, b: Pt) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _unit(a: Pt) -> Pt:
    length = math.hypot(*a)
    return (a[0] / length, a[1] / length) if length else (0.0, 0.0)


def _mean(points: Iterable[Pt]) -> Pt:
    pts = list(points)
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def _toward_centre(p: Pt, k: float) -> Pt:
    """``p`` with its offset from the centre scaled by ``k`` (the spot rules are in -1..1 units)."""
    return _add(_CENTRE, _mul(_sub(p, _CENTRE), k))


def _q(p: Pt) -> QPointF:
    return QPointF(p[0] * _U, p[1] * _U)


def _ring(radius: float) -> list[Pt]:
    return [(radius * math.cos(i * math.pi / 4), radius * math.sin(i * math.pi / 4)) for i in range(8)]


# --- shapes ---------------------------------------------------------------------------------


def _polygon_path(points: Iterable[Pt]) -> QPainterPath:
    """``ui.look.tile_marks.polygon`` in this module's units."""
    return polygon((x * _U, y * _U) for x, y in points)


def _square_path() -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(0, 0, _U, _U))
    return path


def _centred_rect(p: Pt, half: float) -> QRectF:
    return QRectF(_q((p[0] - half, p[1] - half)), _q((p[0] + half, p[1] + half)))


def _cap(side: int, depth: float) -> QPainterPath:
    """The region between a side and a rounded curve from corner to corner, ``depth`` deep."""
    a, b, n = _CORNER[side], _CORNER[(side + 1) % 4], _INWARD[side]
    k = depth / 0.75  # a cubic with both controls k inward peaks at 0.75 k
    c1 = _add(_add(b, _mul(_sub(a, b), 0.25)), _mul(n, k))
    c2 = _add(_add(b, _mul(_sub(a, b), 0.75)), _mul(n, k))
    path = QPainterPath(_q(a))
    path.lineTo(_q(b))
    path.cubicTo(_q(c1), _q(c2), _q(a))
    path.closeSubpath()
    return path


def _corner_region(first: int, reach: float) -> QPainterPath:
    """A city on sides ``first`` and ``first + 1``: their corner, cut off by a curve between the
    far corners that reaches ``reach`` along the diagonal (below 0.5: a concave wall, so that
    two corner cities on one tile leave an inner field between them)."""
    far1, corner, far2 = _CORNER[first], _CORNER[(first + 1) % 4], _CORNER[(first + 2) % 4]
    control = _add(corner, _mul(_sub(_CENTRE, corner), (2 * reach - 0.5) / 0.5))
    path = QPainterPath(_q(far1))
    path.lineTo(_q(corner))
    path.lineTo(_q(far2))
    path.quadTo(_q(control), _q(far1))
    path.closeSubpath()
    return path


def _city_shape(sides: list[int], grow: float = 0.0) -> QPainterPath:
    """The city on ``sides`` (sorted) of a square; ``grow`` enlarges it."""
    if len(sides) == 1:
        return _cap(sides[0], _CAP + grow)
    if len(sides) == 2 and (sides[1] - sides[0]) % 2 == 1:
        first = sides[0] if (sides[0] + 1) % 4 == sides[1] else sides[1]
        return _corner_region(first, _CORNER_REACH + grow)
    if len(sides) == 2:
        shape = _square_path().subtracted(_cap((sides[0] + 1) % 4, _BAND_CAP - grow))
        return shape.subtracted(_cap((sides[0] + 3) % 4, _BAND_CAP - grow))
    if len(sides) == 3:
        missing = next(s for s in range(4) if s not in sides)
        return _square_path().subtracted(_cap(missing, _MISSING_CAP - grow))
    return _square_path()


def _wedge(sides: list[int]) -> QPainterPath:
    """The triangles between the centre and each of ``sides``: a city's share of the square."""
    wedge = QPainterPath()
    for side in sides:
        wedge = wedge.united(_polygon_path([_CORNER[side], _CORNER[(side + 1) % 4], _CENTRE]))
    return wedge


def _city_candidates(sides: list[int]) -> list[Pt]:
    """Spot candidates for a city, best first: the mean of its sides' midpoints pulled in."""
    direction = _unit(_sub(_mean(_MID[s] for s in sides), _CENTRE))
    if len(sides) == 2 and direction == (0.0, 0.0):  # a band across: centre, else beside it
        across = _INWARD[(sides[0] + 1) % 4]
        return [_CENTRE] + [_add(_CENTRE, _mul(across, k)) for k in (0.12, -0.12, 0.16, -0.16)]
    if len(sides) == 4:
        return [_CENTRE]
    reach = {1: 0.65, 2: 0.65, 3: 0.4}[len(sides)]
    return [_add(_CENTRE, _mul(direction, 0.5 * r)) for r in (reach, reach - 0.1, reach + 0.1)]


def _contains(path: QPainterPath, p: Pt, margin: float) -> bool:
    """``p`` lies inside ``path`` with ``margin`` to spare in every direction."""
    return path.contains(_q(p)) and all(path.contains(_q(_add(p, d))) for d in _ring(margin))


def _stroke_area(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width * _U)
    return stroker.createStroke(path)


# --- layout ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Mark:
    """An expansion's mark where it goes on the square: its centre, the tile's north and (for
    a mark beside a road's edge) the edge's outward direction, turned with the tile."""

    mark: TileMark
    at: Pt
    north: Pt = (0.0, -1.0)
    out: Pt = (0.0, -1.0)


@dataclass(frozen=True, slots=True)
class _Roads:
    """The roads of one square: centre lines and what their ends meet."""

    paths: tuple[QPainterPath, ...]
    #: the road segment of each path
    segments: tuple[int, ...]
    #: dead ends (small dark squares)
    ends: tuple[Pt, ...]
    village: bool


@dataclass(frozen=True, slots=True)
class _Course:
    """An expansion's kind of feature that runs through edges (a river) on one square: its
    centre line from each of its edges, as a road's runs, and where it ends if it ends here."""

    tile: TileDef
    segment: int
    look: Course
    path: QPainterPath
    end: Pt | None

    def area(self, margin: float = 0.0) -> QPainterPath:
        """What is drawn for it (its band and its end), ``margin`` wider all round."""
        area = _stroke_area(self.path, self.look.width + 2 * margin)
        if self.end is not None:
            disc = QPainterPath()
            disc.addEllipse(_centred_rect(self.end, self.look.end_half + margin))
            area = area.united(disc)
        return area


#: A road segment's index, its spot candidates (best first) and its centre line.
_RoadSpot = tuple[int, list[Pt], QPainterPath]


@dataclass(frozen=True, slots=True)
class _SquareLayout:
    """What to draw on one square, in its local coordinates."""

    #: position in the tile's grid (top-left square is (0, 0))
    grid: Square
    #: lines between two fields that meet with no road or city between them
    dividers: tuple[QPainterPath, ...]
    cities: tuple[QPainterPath, ...]
    #: the city segment of each shape
    city_segments: tuple[int, ...]
    roads: _Roads
    #: the expansions' kinds that run through edges (a river), under the roads
    courses: tuple[_Course, ...]
    #: the kind of feature in the middle: a cloister, or an expansion's
    building: str | None
    #: where an expansion's kind stands and its half size (clear of cities and roads)
    stands: tuple[Pt, float] | None
    #: the marks on or beside a road (``road-centre``, ``beside-road``): under the building
    road_marks: tuple[_Mark, ...]
    #: (where, how many) for each city with pennants
    pennants: tuple[tuple[Pt, int], ...]
    marks: tuple[_Mark, ...]


@dataclass(frozen=True, slots=True)
class _Layout:
    """A tile type at one rotation: its squares and where each segment's follower goes."""

    columns: int
    rows: int
    squares: tuple[_SquareLayout, ...]
    #: per segment: (x, y) in squares from the tile's first square's top-left corner
    spots: tuple[Pt, ...]
    #: centre (grid squares) and radius (squares) of the round middle over a tile's inner
    #: squares (a tile of several squares), if any, and the marks painted there
    middle: tuple[Pt, float] | None
    middle_marks: tuple[TileMark, ...] = ()
    #: too costly to draw (see ``MAX_SQUARES``): a question mark stands in for the tile
    placeholder: bool = False


class _SpotPicker:
    """Chooses follower spots on one square, keeping each apart from those already chosen."""

    def __init__(self, taken: list[Pt]) -> None:
        self.taken = taken

    def gap(self, p: Pt) -> float:
        return min((_dist(p, t) for t in self.taken), default=1.0)

    def pick(self, candidates: list[Pt], fits: Callable[[Pt], bool]) -> Pt:
        """The first free candidate that fits; else the free fitting grid point nearest the
        first candidate; else the fitting point farthest from the others."""
        chosen = next((c for c in candidates if fits(c) and self.gap(c) >= _FREE), None)
        if chosen is None:
            fitting = [(x / 20, y / 20) for x in range(2, 19) for y in range(2, 19) if fits((x / 20, y / 20))]

            def score(p: Pt) -> tuple[bool, float]:
                gap = self.gap(p)
                return (gap >= _FREE, -_dist(p, candidates[0]) if gap >= _FREE else gap)

            chosen = max(fitting, key=score) if fitting else candidates[0]
        self.taken.append(chosen)
        return chosen


def _middle_circle(squares: tuple[OrientedSquare, ...], origin: Square) -> tuple[Pt, float] | None:
    """A multi-square tile's inner squares (no edge at all) carry a round middle (the Wheel of
    Fortune's wheel): roads end at it."""
    inner = [sq.offset for sq in squares if all(e is None for e in sq.edges)]
    if len(squares) == 1 or not inner:
        return None
    x0, x1 = min(o[0] for o in inner), max(o[0] for o in inner) + 1
    y0, y1 = min(o[1] for o in inner), max(o[1] for o in inner) + 1
    return ((x0 + x1) / 2 - origin[0], (y0 + y1) / 2 - origin[1]), min(x1 - x0, y1 - y0) / 2


def _roads(
    tile: TileDef,
    sq: OrientedSquare,
    road_sides: dict[int, list[int]],
    door: Pt | None,
    city_spots: dict[int, Pt],
    middle: tuple[Pt, float] | None,
) -> tuple[_Roads, list[_RoadSpot]]:
    """Centre lines of the roads on a square. A road ending on the tile runs to the cloister
    if there is one, to a village where several end, into a city when it parts two
    fields (a road to the city gate), to the middle of a multi-square tile, else to a dead end.
    ``door``: where the cloister stands (the middle, or beside a river)."""
    segs = tile.segments

    def at_gate(side: int) -> bool:
        """One city holds both sides beside the road's: the road ends at its gate (two such
        roads on a city across the tile make no village)."""
        left, right = sq.side_segment[(side + 3) % 4], sq.side_segment[(side + 1) % 4]
        return left is not None and left == right and segs[left].kind == CITY

    ending = [i for i, sides in road_sides.items() if len(sides) == 1 and len(segs[i].sides) == 1]
    village = door is None and sum(not at_gate(road_sides[i][0]) for i in ending) >= 2
    paths: list[QPainterPath] = []
    ends: list[Pt] = []
    spots: list[_RoadSpot] = []
    for index, sides in road_sides.items():
        start = _MID[sides[0]]
        path = QPainterPath(_q(start))
        if len(sides) == 1:
            side = sides[0]
            first_half, second_half = (sq.half_segment[h] for h in SIDE_HALVES[side])
            candidates = [_mul(_add(start, _CENTRE), 0.5)]
            if door is not None:
                path.lineTo(_q(door))
            elif village:
                path.lineTo(_q(_CENTRE))
            elif first_half != second_half and city_spots:
                inward = _INWARD[side]

                def facing(p: Pt, inward: Pt = inward) -> float:
                    d = _unit(_sub(p, _CENTRE))
                    return inward[0] * d[0] + inward[1] * d[1]

                path.quadTo(_q(_CENTRE), _q(max(city_spots.values(), key=facing)))
            elif middle is not None:
                centre, radius = middle
                target = _add(centre, _mul(_unit(_sub(start, centre)), radius * 0.9))
                path.quadTo(_q(_add(start, _mul(_INWARD[side], 0.4))), _q(target))
            else:
                path.lineTo(_q(_CENTRE))
                ends.append(_CENTRE)
        elif len(sides) == 2 and (sides[1] - sides[0]) % 2 == 1:
            path.quadTo(_q(_CENTRE), _q(_MID[sides[1]]))
            candidates = [_mean([start, _MID[sides[1]], _CENTRE, _CENTRE])]
        elif len(sides) == 2:
            path.lineTo(_q(_MID[sides[1]]))
            candidates = [_CENTRE]
        else:  # one road segment reaching three or four sides: spokes from the centre
            for side in sides[1:]:
                path.lineTo(_q(_CENTRE))
                path.moveTo(_q(_MID[side]))
            path.lineTo(_q(_CENTRE))
            candidates = [_CENTRE]
        along = [path.pointAtPercent(t) for t in (0.2, 0.8)]
        candidates += [(p.x() / _U, p.y() / _U) for p in along]
        paths.append(path)
        spots.append((index, candidates, path))
    return _Roads(tuple(paths), tuple(road_sides), tuple(ends), village), spots


def _course_look(kind: str) -> Course | None:
    """How a kind that runs through edges is drawn, if its half says (else as a road)."""
    return _look(kind).course if kind in EDGE_KINDS else None


def _courses(tile: TileDef, course_sides: dict[int, list[int]]) -> tuple[list[_Course], list[_RoadSpot]]:
    """The centre lines of the kinds that run through edges on a square, shaped as a road's
    (straight, curved through the middle, spokes): one that ends here ends in the middle,
    where its look stands its end (a spring, a lake)."""
    courses: list[_Course] = []
    spots: list[_RoadSpot] = []
    for index, sides in course_sides.items():
        look = _course_look(tile.segments[index].kind)
        assert look is not None
        path = QPainterPath(_q(_MID[sides[0]]))
        end: Pt | None = None
        if len(sides) == 2 and (sides[1] - sides[0]) % 2 == 1:
            path.quadTo(_q(_CENTRE), _q(_MID[sides[1]]))
        elif len(sides) == 2:
            path.lineTo(_q(_MID[sides[1]]))
        else:
            for side in sides[1:]:
                path.lineTo(_q(_CENTRE))
                path.moveTo(_q(_MID[side]))
            path.lineTo(_q(_CENTRE))
            end = _CENTRE if len(sides) == 1 else None
        course = _Course(tile, index, look, path, end)
        along = [path.pointAtPercent(t) for t in (0.5, 0.3, 0.7)]
        candidates = [(p.x() / _U, p.y() / _U) for p in along]
        if end is not None:
            candidates = [end]
        courses.append(course)
        spots.append((index, candidates, path))
    return courses, spots


def _beside_course(
    tile: TileDef, sq: OrientedSquare, course_sides: dict[int, list[int]]
) -> tuple[Pt, float] | None:
    """Where a cloister stands when a kind that runs through edges (a river) crosses its
    square straight through the middle: beside it, a little smaller, on the side no road
    comes from (the road reaches its door over a bridge), else the side with no city; None:
    in the middle."""
    straight = [
        sides for sides in course_sides.values() if len(sides) == 2 and (sides[1] - sides[0]) % 2 == 0
    ]
    if not straight:
        return None

    def kind(side: int) -> str | None:
        segment = sq.side_segment[side]
        return None if segment is None else tile.segments[segment].kind

    across = [(straight[0][0] + 1) % 4, (straight[0][0] + 3) % 4]
    side = min(across, key=lambda side: (kind(side) == ROAD, kind(side) == CITY))
    return _add(_CENTRE, _mul(_INWARD[side], -_BESIDE)), _BESIDE_HALF


def _pennant_place(spot: Pt, shape: QPainterPath, count: int, taken: list[Pt]) -> Pt:
    """Beside the city's follower spot: hiding no spot, as much inside its walls as can be
    (away from the tile's edge too), then far from the other spots."""
    diagonal = math.sqrt(0.5)
    directions = [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)]
    directions += [(diagonal, diagonal), (-diagonal, diagonal), (diagonal, -diagonal), (-diagonal, -diagonal)]
    others = [t for t in taken if t != spot]
    inset = QPainterPath()
    inset.addRect(QRectF(_q((0.06, 0.06)), _q((0.94, 0.94))))
    room = shape.intersected(inset)

    def score(p: Pt) -> tuple[bool, int, float]:
        centres = _pennant_centres(p, count)
        shields = [_shield(c) for c in centres]
        clear = not any(
            shield.contains(_q(_add(t, d)))
            for shield in shields
            for t in taken
            for d in [(0.0, 0.0), *_ring(0.04)]
        )
        samples = [
            (x + dx * _PENNANT, y + dy * _PENNANT)
            for x, y in centres
            for dx in (-0.8, 0, 0.8)
            for dy in (-1, 0, 1)
        ]
        inside = sum(room.contains(_q(q)) for q in samples)
        return (clear, inside, min(min((_dist(p, t) for t in others), default=1.0), 0.2))

    return max((_add(spot, _mul(d, r)) for r in (0.22, 0.27) for d in directions), key=score)


def _beside_road(road: QPainterPath, taken: list[Pt]) -> Pt:
    """Beside the road (e.g. an inn's lake), where it hides no follower spot."""
    places: list[Pt] = []
    for t in (0.35, 0.5, 0.65):
        a, b, c = (road.pointAtPercent(u) for u in (t - 0.05, t + 0.05, t))
        normal = _unit((a.y() - b.y(), b.x() - a.x()))
        on_road = (c.x() / _U, c.y() / _U)
        places += [_add(on_road, _mul(normal, 0.14)), _add(on_road, _mul(normal, -0.14))]
    inside = [p for p in places if 0.1 <= p[0] <= 0.9 and 0.1 <= p[1] <= 0.9] or places
    return max(inside, key=lambda p: min((_dist(p, t) for t in taken), default=1.0))


def _tile_marks(tile: TileDef) -> tuple[TileMark, ...]:
    """The marks the expansions' UI halves print on ``tile``."""
    return tuple(mark for half in HALVES for mark in half.tile_marks(tile))


def _plain_shape(at: Pt, half: float) -> QPainterPath:
    shape = QPainterPath()
    shape.addRect(QRectF(at[0] - half, at[1] - half, 2 * half, 2 * half))
    return shape


def _plain_paint(painter: QPainter, at: Pt, half: float, pal: TilePalette) -> None:
    painter.setPen(pen(pal.ink, 0.014))
    painter.setBrush(pal.cloister)
    painter.drawPath(_plain_shape(at, half))


#: the look of a kind of feature no half gives one for: a plain house where it stands
_PLAIN_LOOK = FeatureLook(_plain_shape, _plain_paint, "", "")


def _look(kind: str) -> FeatureLook:
    """How an expansion's kind of feature looks, as its UI half declares it."""
    return first(half.feature_look(kind) for half in HALVES) or _PLAIN_LOOK


def _own_shape(kind: str, at: Pt, half: float) -> QPainterPath:
    """The outline of an expansion's kind of feature, in this module's units."""
    return QTransform.fromScale(_U, _U).map(_look(kind).shape(at, half))


def _marks(
    marks: Iterable[TileMark], taken: list[Pt], cities: Mapping[int, QPainterPath]
) -> tuple[_Mark, ...]:
    """Marks inside their city (``cities``: the square's city shapes by segment), beside a
    road's edge, then the corner marks (a city mark its city has no room for too), each where
    it hides no spot."""
    avoid = list(taken)

    def gap(p: Pt) -> float:
        return min((_dist(p, t) for t in avoid), default=1.0)

    placed: list[_Mark] = []
    cornered: list[TileMark] = []
    for mark in (m for m in marks if m.place == "city"):
        shape = cities.get(mark.segment)
        room = [] if shape is None else _room_in(shape, mark.radius)
        # clear of the spots; in a small city, at least not on one (a follower stands over it)
        clear = [p for p in room if gap(p) >= mark.radius + 0.05] or [
            p for p in room if gap(p) >= mark.radius
        ]
        if not clear:
            cornered.append(mark)
            continue
        at = max(clear, key=lambda p: (min(gap(p), 0.3), -_dist(p, _CENTRE)))
        placed.append(_Mark(mark, at))
        avoid.append(at)
    for mark in (m for m in marks if m.place == "side"):
        out = _mul(_INWARD[mark.side], -1.0)
        right = (-out[1], out[0])
        base = _add(_MID[mark.side], _mul(_INWARD[mark.side], 0.2))
        at = max((_add(base, _mul(right, 0.19)), _add(base, _mul(right, -0.19))), key=gap)
        placed.append(_Mark(mark, at, out=out))
        avoid.append(at)
    free = list(_MARK_CORNERS)
    for mark in [*(m for m in marks if m.place == "corner"), *cornered]:
        if not free:
            break
        inset = mark.radius + 0.03
        places = {corner: _add(_CENTRE, _mul(corner, 0.5 - inset)) for corner in free}
        corner = max(free, key=lambda c: gap(places[c]))
        free.remove(corner)
        placed.append(_Mark(mark, places[corner]))
        avoid.append(places[corner])
    return tuple(placed)


def _field_dividers(
    sq: OrientedSquare, segs: Sequence[SegmentDef], blocked: QPainterPath
) -> tuple[QPainterPath, ...]:
    """The line between two fields that touch along the square's edge with no road or city
    between them (Inns & Cathedrals' and Traders & Builders' tiles with a hedge): from where
    they meet on the edge, through the middle, on to a city, a road or the far edge. Without
    it the two fields looked like one, and their farmers' spots seemed to share it."""
    lines = []
    halves = sq.half_segment
    for h in range(8):
        a, b = halves[h], halves[(h + 1) % 8]
        if a is None or b is None or a == b or segs[a].kind != FIELD or segs[b].kind != FIELD:
            continue
        if h % 2 == 0:  # the middle of a side: a road there parts them already
            road = sq.side_segment[h // 2]
            if road is not None and segs[road].kind != FIELD:
                continue
            start = _MID[h // 2]
        else:  # a corner
            start = _CORNER[(h // 2 + 1) % 4]
        ahead = _sub(_CENTRE, start)
        length = math.hypot(*ahead)
        step = _mul(ahead, 0.01 / length)
        end = start
        for n in range(1, 200):
            here = _add(start, _mul(step, n))
            if blocked.contains(_q(here)) or not (0.0 <= here[0] <= 1.0 and 0.0 <= here[1] <= 1.0):
                break
            end = here
        line = QPainterPath(_q(start))
        line.lineTo(_q(end))
        lines.append(line)
    return tuple(lines)


def _room_in(shape: QPainterPath, margin: float) -> list[Pt]:
    """Grid points inside ``shape`` with ``margin`` to spare, and clear of the tile's edge
    (where its edges show, to be matched with their neighbours')."""
    grid = [(x / 40, y / 40) for x in range(4, 37) for y in range(4, 37)]
    edge = margin + 0.04

    # (the middle of each edge shows the edge's feature: a mark leaves it seen)
    middles = [_add(m, _mul(inward, 0.05)) for m, inward in zip(_MID, _INWARD, strict=True)]

    def clear(p: Pt) -> bool:
        return edge <= min(p[0], p[1], 1 - p[0], 1 - p[1]) and all(
            _dist(p, m) >= margin + 0.04 for m in middles
        )

    return [p for p in grid if clear(p) and _contains(shape, p, margin)]


def _stand_place(kind: str, blocked: QPainterPath, taken: list[Pt]) -> tuple[Pt, float]:
    """Where an expansion's kind of feature stands clear of the cities, roads and
    village (``blocked``) and of the follower spots: as large and as near the centre as there
    is room, else small in the middle."""
    places = sorted(
        ((x / 20, y / 20) for x in range(5, 16) for y in range(5, 16)), key=lambda p: _dist(p, _CENTRE)
    )
    for half in (_BUILDING, 0.16, 0.13):
        for at in places:
            if not 0.04 + half <= min(at[0], at[1], 1 - at[0], 1 - at[1]):
                continue
            if any(_dist(at, t) < half + 0.06 for t in taken):
                continue
            if not blocked.intersects(_own_shape(kind, at, half)):
                return at, half
    return _CENTRE, 0.13


def _in_city(shape: QPainterPath) -> Callable[[Pt], bool]:
    def fits(p: Pt) -> bool:
        return _contains(shape, p, 0.06)

    return fits


def _on_road(centre_line: QPainterPath) -> Callable[[Pt], bool]:
    road = _stroke_area(centre_line, _ROAD_WIDTH)

    def fits(p: Pt) -> bool:
        return road.contains(_q(p))

    return fits


def _outside(fits: Callable[[Pt], bool], shape: QPainterPath) -> Callable[[Pt], bool]:
    """``fits``, but not inside ``shape``."""
    return lambda p: fits(p) and not shape.contains(_q(p))


def _square_layout(
    tile: TileDef, orientation: Orientation, sq: OrientedSquare, grid: Square, middle: tuple[Pt, float] | None
) -> tuple[_SquareLayout, dict[int, Pt]]:
    """Lay out one square; also the spots of the segments whose first square this is."""
    segs = tile.segments
    mine = [i for i, offsets in enumerate(orientation.segment_offsets) if offsets[0] == sq.offset]
    city_sides: dict[int, list[int]] = {}
    road_sides: dict[int, list[int]] = {}
    course_sides: dict[int, list[int]] = {}  # a kind that runs through edges, drawn as its half says
    for side, index in enumerate(sq.side_segment):
        if index is not None:
            kind = segs[index].kind
            found = city_sides if kind == CITY else course_sides if _course_look(kind) else road_sides
            found.setdefault(index, []).append(side)
    building = next((segs[i].kind for i in mine if segs[i].kind == CLOISTER or segs[i].location), None)
    cloister = building if building == CLOISTER else None  # roads end at it; an expansion's finds room
    abbey = _beside_course(tile, sq, course_sides) if cloister else None
    door = _CENTRE if abbey is None else abbey[0]
    picker = _SpotPicker([door] if cloister else [])
    spots: dict[int, Pt] = {i: door for i in mine if segs[i].kind == CLOISTER}

    # A bigger city leaves a moat (the inner field) around a smaller one on the square; cities
    # of one size that would overlap keep to their own sides' wedges, so two caps meet in one
    # wall at their corner.
    shapes: dict[int, QPainterPath] = {}
    for index, sides in city_sides.items():
        shape = _city_shape(sides)
        for other, other_sides in city_sides.items():
            if other == index:
                continue
            if len(other_sides) < len(sides):
                shape = shape.subtracted(_city_shape(other_sides, _MOAT))
            elif len(other_sides) == len(sides) and shape.intersects(_city_shape(other_sides)):
                shape = shape.intersected(_wedge(sides))
        shapes[index] = shape
    for index, sides in city_sides.items():
        spots[index] = picker.pick(_city_candidates(sides), _in_city(shapes[index]))
    roads, road_spots = _roads(
        tile, sq, road_sides, door if cloister else None, {i: spots[i] for i in city_sides}, middle
    )
    walls = QPainterPath()  # a road to a city's gate runs on under the city: no spot there
    for shape in shapes.values():
        walls = walls.united(shape)
    for index, candidates, path in road_spots:
        spots[index] = picker.pick(candidates, _outside(_on_road(path), walls))
    courses, course_spots = _courses(tile, course_sides)
    for course, (index, candidates, _) in zip(courses, course_spots, strict=True):
        spots[index] = picker.pick(candidates, _outside(_in_city(course.area()), walls))
    blocked = QPainterPath()
    for shape in [
        *shapes.values(),
        *(_stroke_area(p, _ROAD_WIDTH + 0.04) for p in roads.paths),
        *(course.area(0.03) for course in courses),
    ]:
        blocked = blocked.united(shape)
    if roads.village:
        village = QPainterPath()
        village.addRect(_centred_rect(_CENTRE, _VILLAGE + 0.03))
        blocked = blocked.united(village)
    dividers = _field_dividers(sq, segs, blocked)
    for line in dividers:  # (the fields' spots keep to their own side)
        blocked = blocked.united(_stroke_area(line, _DIVIDER + 0.04))
    stands = abbey
    if building is not None and cloister is None:
        stands = _stand_place(building, blocked, picker.taken)
        picker.taken.append(stands[0])
        spots.update({i: stands[0] for i in mine if segs[i].kind == building})

    # the marks before the fields: legible marks are large, the fields' spots keep clear of them
    first = sq is orientation.squares[0]
    tile_marks = _tile_marks(tile)
    marks = _marks(tile_marks, picker.taken, shapes) if first else ()
    picker.taken.extend(m.at for m in marks if m.mark.place == "city")  # (the pennants keep clear)
    for mark in marks:
        disc = QPainterPath()
        disc.addEllipse(_centred_rect(mark.at, mark.mark.radius + 0.02))
        blocked = blocked.united(disc)
    if building:
        house = QPainterPath()
        house.addRect(_centred_rect(*(stands or (_CENTRE, _BUILDING))))
        blocked = blocked.united(house)

    def in_field(p: Pt) -> bool:
        inside = 0.06 <= p[0] <= 0.94 and 0.06 <= p[1] <= 0.94
        return inside and not any(blocked.contains(_q(_add(p, d))) for d in [(0.0, 0.0), *_ring(0.05)])

    fields = [i for i in mine if segs[i].kind == FIELD]
    inner = []
    for index in fields:
        halves = [h for h in range(8) if sq.half_segment[h] == index]
        if not halves:
            inner.append(index)
            continue
        candidates = [_toward_centre(_mean(_HALF_POINT[h] for h in halves), 0.75)]
        candidates += [_toward_centre(_HALF_POINT[h], k) for k in (0.8, 0.6) for h in halves]
        spots[index] = picker.pick(candidates, in_field)
    for index in inner:  # between the cities it borders and the centre
        bordering = [spots[c] for c in segs[index].cities if c in city_sides]
        target = _mean(bordering) if bordering else _CENTRE
        spots[index] = picker.pick([_mul(_add(target, _CENTRE), 0.5), _CENTRE, target], in_field)

    pennants = tuple(
        (_pennant_place(spots[i], shapes[i], segs[i].pennants, picker.taken), segs[i].pennants)
        for i in city_sides
        if segs[i].pennants
    )
    layout = _SquareLayout(
        grid=grid,
        dividers=dividers,
        cities=tuple(shapes.values()),
        city_segments=tuple(shapes),
        roads=roads,
        courses=tuple(courses),
        building=building,
        stands=stands,
        road_marks=_road_marks(tile_marks, road_spots, picker.taken),
        pennants=pennants,
        marks=marks,
    )
    return layout, {i: spots[i] for i in mine}


def _road_marks(marks: Iterable[TileMark], road_spots: list[_RoadSpot], taken: list[Pt]) -> tuple[_Mark, ...]:
    """The marks across the roads on a square (in its middle, each look once: roads that
    meet there share it), then those beside them."""
    roads = {index: path for index, _, path in road_spots}
    across: list[_Mark] = []
    for mark in marks:
        shown = any(other.mark.paint is mark.paint for other in across)
        if mark.place == "road-centre" and mark.segment in roads and not shown:
            across.append(_Mark(mark, _CENTRE))
    beside = [
        _Mark(m, _beside_road(roads[m.segment], taken))
        for m in marks
        if m.place == "beside-road" and m.segment in roads
    ]
    return (*across, *beside)


def _turned(layout: _Layout, rotation: int) -> _Layout:
    """A one-square layout turned ``rotation`` quarter turns clockwise."""

    def point(p: Pt) -> Pt:
        for _ in range(rotation):
            p = (1 - p[1], p[0])
        return p

    def vector(v: Pt) -> Pt:
        for _ in range(rotation):
            v = (-v[1], v[0])
        return v

    transform = QTransform()
    transform.translate(_U / 2, _U / 2)
    transform.rotate(90 * rotation)  # clockwise on screen, y growing down
    transform.translate(-_U / 2, -_U / 2)
    (sq,) = layout.squares
    roads = _Roads(
        tuple(transform.map(path) for path in sq.roads.paths),
        sq.roads.segments,
        tuple(point(p) for p in sq.roads.ends),
        sq.roads.village,
    )
    square = _SquareLayout(
        grid=sq.grid,
        dividers=tuple(transform.map(line) for line in sq.dividers),
        cities=tuple(transform.map(shape) for shape in sq.cities),
        city_segments=sq.city_segments,
        roads=roads,
        courses=tuple(
            replace(c, path=transform.map(c.path), end=None if c.end is None else point(c.end))
            for c in sq.courses
        ),
        building=sq.building,
        stands=None if sq.stands is None else (point(sq.stands[0]), sq.stands[1]),
        road_marks=tuple(replace(m, at=point(m.at)) for m in sq.road_marks),
        pennants=tuple((point(p), count) for p, count in sq.pennants),
        marks=tuple(replace(m, at=point(m.at), north=vector(m.north), out=vector(m.out)) for m in sq.marks),
    )
    return replace(layout, squares=(square,), spots=tuple(point(p) for p in layout.spots))


def _span(tile: TileDef) -> tuple[int, int]:
    """Columns and rows of the tile's squares (the tiles that turn have one square)."""
    xs = [x for x, _ in tile.squares]
    ys = [y for _, y in tile.squares]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _drawable(tile: TileDef) -> bool:
    """Whether the tile is drawn in full, or as a placeholder (see ``MAX_SQUARES``)."""
    columns, rows = _span(tile)
    return (
        len(tile.squares) <= MAX_SQUARES
        and max(columns, rows) <= MAX_SPAN
        and len(tile.segments) <= MAX_SEGMENTS
    )


def _placeholder(tile: TileDef, rotation: int) -> _Layout:
    """A tile too costly to draw: its squares' extent (one square if that is too wide), and
    its spots on a grid in the first square of each segment, found without any geometry."""
    columns, rows = _span(tile)
    if max(columns, rows) > MAX_SPAN:
        columns = rows = 1
    orientation = tile.orientations[rotation]
    first = orientation.squares[0].offset
    by_square: dict[Square, list[int]] = {}
    for index, offsets in enumerate(orientation.segment_offsets):
        by_square.setdefault(offsets[0] if offsets else first, []).append(index)
    spots: dict[int, Pt] = {}
    for (x, y), indices in by_square.items():
        side = math.ceil(math.sqrt(len(indices)))
        for n, index in enumerate(indices):
            row, column = divmod(n, side)
            spots[index] = (x - first[0] + (column + 0.5) / side, y - first[1] + (row + 0.5) / side)
    spots_in_order = tuple(spots[i] for i in range(len(tile.segments)))
    return _Layout(columns, rows, (), spots_in_order, middle=None, placeholder=True)


#: the registered halves the cached layouts were worked out with (``Halves.changes``)
_LAID_OUT_WITH = [HALVES.changes()]


def _layout(tile: TileDef, rotation: int) -> _Layout:
    """The geometry of a tile type at a rotation, worked out anew when the UI halves (whose
    marks it shows) changed since."""
    if _LAID_OUT_WITH[0] != HALVES.changes():
        _LAID_OUT_WITH[0] = HALVES.changes()
        _laid_out.cache_clear()
        _outline.cache_clear()
    return _laid_out(tile, rotation)


@lru_cache(maxsize=2048)
def _laid_out(tile: TileDef, rotation: int) -> _Layout:
    """The geometry of a tile type at a rotation (cached: the board asks for it on every paint).

    A turned one-square tile is its unturned layout turned, so that the follower spots and
    the marks turn with the tile (choices between equal places are made once)."""
    if not 0 <= rotation < len(tile.orientations):
        raise ValueError(f"{tile.id} has no rotation {rotation}")
    if not _drawable(tile):
        return _placeholder(tile, rotation)
    if rotation:  # only one-square tiles turn
        return _turned(_layout(tile, 0), rotation)
    orientation = tile.orientations[rotation]
    xs = [sq.offset[0] for sq in orientation.squares]
    ys = [sq.offset[1] for sq in orientation.squares]
    origin = (min(xs), min(ys))
    first = orientation.squares[0].offset
    middle = _middle_circle(orientation.squares, origin)
    squares: list[_SquareLayout] = []
    spots: dict[int, Pt] = {}
    for sq in orientation.squares:
        grid = (sq.offset[0] - origin[0], sq.offset[1] - origin[1])
        local_middle = None if middle is None else (_sub(middle[0], grid), middle[1])
        layout, local = _square_layout(tile, orientation, sq, grid, local_middle)
        squares.append(layout)
        dx, dy = sq.offset[0] - first[0], sq.offset[1] - first[1]
        spots.update({i: (p[0] + dx, p[1] + dy) for i, p in local.items()})
    return _Layout(
        columns=max(xs) - origin[0] + 1,
        rows=max(ys) - origin[1] + 1,
        squares=tuple(squares),
        spots=tuple(spots[i] for i in range(len(tile.segments))),
        middle=middle,
        middle_marks=tuple(mark for mark in _tile_marks(tile) if mark.place == "middle") if middle else (),
    )


def spot_point(tile: TileDef, rotation: int, segment: int) -> tuple[float, float]:
    """Where a follower marker of that segment goes, as (x, y) fractions of the tile's first
    square (0..1, y down; beyond 1 on the other squares of a multi-square tile); well apart
    from the other segments' points on the same square, and inside what is drawn for it."""
    return _layout(tile, rotation).spots[segment]


# --- outlines -------------------------------------------------------------------------------


def segment_outline(tile: TileDef, rotation: int, segment: int, rect: QRectF) -> QPainterPath:
    """The part of the tile drawn for one segment (a city, a road, a cloister, an expansion's kind or a part
    of a field; the indices of ``spot_point``), as a path in ``rect``, the whole tile as the
    board draws it: so that a view can outline exactly what a scoring counted, e.g. the field
    a farmer stands in and not the rest of its tile."""
    layout = _layout(tile, rotation)
    transform = QTransform()
    transform.translate(rect.left(), rect.top())
    transform.scale(rect.width() / (layout.columns * _U), rect.height() / (layout.rows * _U))
    return transform.map(_outline(tile, rotation, segment))


@lru_cache(maxsize=4096)
def _outline(tile: TileDef, rotation: int, segment: int) -> QPainterPath:
    """``segment_outline`` in the layout's units (cached: the path booleans take milliseconds)."""
    layout = _layout(tile, rotation)
    shape = QPainterPath()
    if layout.placeholder:  # nothing drawn to follow: a dot on the spot, on the tile
        squares = tile.orientations[rotation].squares
        first, left, top = (
            squares[0].offset,
            min(s.offset[0] for s in squares),
            min(s.offset[1] for s in squares),
        )
        x, y = _add(layout.spots[segment], (float(first[0] - left), float(first[1] - top)))
        at = (min(max(x, 0.05), layout.columns - 0.05), min(max(y, 0.05), layout.rows - 0.05))
        shape.addEllipse(_centred_rect(at, 0.05))
        return shape
    orientation = tile.orientations[rotation]
    on = set(orientation.segment_offsets[segment])
    for square, sq in zip(orientation.squares, layout.squares, strict=True):
        if square.offset in on:
            part = _segment_part(tile, layout, sq, square, segment).intersected(_square_path())
            shape = shape.united(part.translated(sq.grid[0] * _U, sq.grid[1] * _U))
    if layout.middle is not None:
        (x, y), radius = layout.middle
        middle = QPainterPath()
        middle.addEllipse(_centred_rect((x, y), radius * 0.97))
        shape = shape.subtracted(middle)
    return shape.simplified()


def _tile_point(layout: _Layout, spot: Pt) -> Pt:
    """A spot (from the first square's corner) in grid units from the tile's top-left corner."""
    return _add(spot, (float(layout.squares[0].grid[0]), float(layout.squares[0].grid[1])))


def _segment_part(
    tile: TileDef, layout: _Layout, sq: _SquareLayout, square: OrientedSquare, segment: int
) -> QPainterPath:
    """``segment``'s part of one square, in the square's local coordinates."""
    kind = tile.segments[segment].kind
    cities = _union(sq.cities)
    if kind == CITY:
        return _union(shape for shape, i in zip(sq.cities, sq.city_segments, strict=True) if i == segment)
    if kind in EDGE_KINDS and any(c.segment == segment for c in sq.courses):  # a river
        return _union(c.area() for c in sq.courses if c.segment == segment).subtracted(cities)
    middle = kind == CLOISTER or tile.segments[segment].location  # an expansion's stands there
    if kind != FIELD and not middle:  # a road
        mine = (path for path, i in zip(sq.roads.paths, sq.roads.segments, strict=True) if i == segment)
        return _union(_stroke_area(path, _ROAD_WIDTH) for path in mine).subtracted(cities)
    building = _building(sq)
    if kind != FIELD:
        return building
    ground = _square_path().subtracted(cities).subtracted(building)
    for path in sq.roads.paths:  # the field ends where the road's kerbs begin
        ground = ground.subtracted(_stroke_area(path, _ROAD_WIDTH + 0.03))
    for course in sq.courses:  # and where a river's banks begin
        ground = ground.subtracted(course.area(0.02))
    if sq.roads.village:
        village = QPainterPath()
        village.addRect(_centred_rect(_CENTRE, _VILLAGE))
        ground = ground.subtracted(village)
    fields = {i for i, s in enumerate(tile.segments) if s.kind == FIELD}
    samples = {i: _field_samples(layout, sq, square, i) for i in fields}
    own = samples.pop(segment)
    parts = QPainterPath()
    for ring in ground.simplified().toSubpathPolygons():
        if any(ring.containsPoint(_q(p), Qt.FillRule.OddEvenFill) for p in own):
            parts.addPolygon(ring)
            parts.closeSubpath()
    field = ground.intersected(parts)
    others = [_mean(points) for points in samples.values() if any(field.contains(_q(p)) for p in points)]
    # fields that nothing drawn keeps apart (two of them meeting at a village): split between
    # them, each keeping what lies nearer to its own half-edges and spot. (What lies outside
    # the cell is taken away: where the cell's edge runs through a corner of the field, as
    # between two roads ending at a village, Qt's field.intersected(cell) kept the wrong side.)
    return field.subtracted(_square_path().subtracted(_nearer(_mean(own), others))) if others else field


def _field_samples(layout: _Layout, sq: _SquareLayout, square: OrientedSquare, field: int) -> list[Pt]:
    """Points of a field on the square: by its half-edges, and its spot if that is here."""
    points = [_toward_centre(_HALF_POINT[h], 0.9) for h in range(8) if square.half_segment[h] == field]
    spot = _sub(_tile_point(layout, layout.spots[field]), (float(sq.grid[0]), float(sq.grid[1])))
    if 0 <= spot[0] <= 1 and 0 <= spot[1] <= 1:
        points.append(spot)
    return points


def _nearer(own: Pt, others: list[Pt]) -> QPainterPath:
    """Where in the square ``own`` is nearer than each of ``others`` (its Voronoi cell)."""
    cell = _square_path()
    for other in others:
        middle, away = _mul(_add(own, other), 0.5), _unit(_sub(other, own))
        along = (-away[1], away[0])
        far = _sub(middle, _mul(away, 3.0))
        corners = [_add(middle, _mul(along, 3.0)), _sub(middle, _mul(along, 3.0))]
        corners += [_sub(far, _mul(along, 3.0)), _add(far, _mul(along, 3.0))]
        cell = cell.intersected(_polygon_path(corners))
    return cell


def _building(sq: _SquareLayout) -> QPainterPath:
    """The ground of the cloister, or of an expansion's kind, on the square (empty without
    one)."""
    building = QPainterPath()
    if sq.building == CLOISTER:  # in the middle, or beside a river
        building.addRect(_centred_rect(*(sq.stands or (_CENTRE, _BUILDING))))
    elif sq.building is not None and sq.stands is not None:
        building = _own_shape(sq.building, *sq.stands)
    return building


def _union(paths: Iterable[QPainterPath]) -> QPainterPath:
    united = QPainterPath()
    for path in paths:
        united = united.united(path)
    return united


# --- painting -------------------------------------------------------------------------------


def _pen(colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap) -> QPen:
    """``ui.look.tile_marks.pen`` in this module's units."""
    return pen(colour, width * _U, cap)


def _paint_courses(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    """The kinds that run through edges (a river): banks, then the surface, so that two
    meeting in the middle merge; then what stands where one ends."""
    for banks in (True, False):
        for course in sq.courses:
            surface, bank = course.look.colours(pal)
            width = course.look.width + (0.04 if banks else 0.0)
            painter.strokePath(course.path, _pen(bank if banks else surface, width))
    for course in sq.courses:
        if course.end is not None:
            painter.save()
            painter.scale(_U, _U)
            course.look.end(painter, course.tile, course.end, course.look.end_half, pal)
            painter.restore()


def _paint_roads(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    """Outlines first, then the surfaces, so that roads meeting in the centre merge."""
    for stroke in (_pen(pal.road_edge, _ROAD_WIDTH + 0.03), _pen(pal.road, _ROAD_WIDTH)):
        for path in sq.roads.paths:
            painter.strokePath(path, stroke)


def _paint_cities(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    painter.setPen(_pen(pal.road_edge, _DIVIDER))  # the hedges between fields, then the cities
    for line in sq.dividers:
        painter.drawPath(line)
    painter.setPen(_pen(pal.wall, 0.025))
    painter.setBrush(pal.city)
    for shape in sq.cities:
        painter.drawPath(shape)


def _paint_centre(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    """Where roads end or meet, and the cloister or an expansion's kind."""
    roads = sq.roads
    painter.setPen(_pen(pal.road_edge, 0.012))
    painter.setBrush(pal.ink)
    for p in roads.ends:
        painter.drawRect(_centred_rect(p, _ROAD_END))
    if roads.village:
        painter.drawRect(_centred_rect(_CENTRE, _VILLAGE))
        painter.setBrush(pal.roof)
        painter.drawPath(_polygon_path([(0.44, 0.5), (0.5, 0.44), (0.56, 0.5)]))
    _paint_placed(painter, sq.road_marks, pal)
    if sq.building == CLOISTER:
        painter.save()
        if sq.stands is not None:  # beside a river: drawn as in the middle, moved and smaller
            (x, y), half = sq.stands
            painter.translate(x * _U, y * _U)
            painter.scale(half / _BUILDING, half / _BUILDING)
            painter.translate(-_CENTRE[0] * _U, -_CENTRE[1] * _U)
        painter.setPen(_pen(pal.ink, 0.014))
        painter.setBrush(pal.cloister)
        painter.drawRect(QRectF(_q((0.36, 0.44)), _q((0.64, 0.68))))
        painter.setBrush(pal.roof)
        painter.drawPath(_polygon_path([(0.32, 0.45), (0.5, 0.3), (0.68, 0.45)]))
        painter.setBrush(pal.ink)
        painter.drawRect(QRectF(_q((0.46, 0.57)), _q((0.54, 0.68))))
        painter.restore()
    elif sq.building is not None and sq.stands is not None:
        painter.save()
        painter.scale(_U, _U)
        _look(sq.building).paint(painter, *sq.stands, pal)
        painter.restore()


def _paint_mark(painter: QPainter, mark: TileMark, at: Pt, frame: MarkFrame) -> None:
    """One mark, painted around ``at`` in square units (see ``ui.look.tile_marks``)."""
    painter.save()
    painter.translate(at[0] * _U, at[1] * _U)
    painter.scale(_U, _U)
    mark.paint(painter, frame)
    painter.restore()


def _paint_placed(painter: QPainter, marks: Iterable[_Mark], pal: TilePalette) -> None:
    for placed in marks:
        frame = MarkFrame(pal, placed.north, placed.out, placed.mark.radius)
        _paint_mark(painter, placed.mark, placed.at, frame)


def _shield(centre: Pt) -> QPainterPath:
    """A pennant's shield, ``_PENNANT`` half wide, centred on ``centre``."""
    x, y = centre
    w = _PENNANT
    shield = QPainterPath(_q((x - w, y - 1.1 * w)))
    shield.lineTo(_q((x + w, y - 1.1 * w)))
    shield.lineTo(_q((x + w, y + 0.1 * w)))
    shield.quadTo(_q((x + 0.9 * w, y + 0.8 * w)), _q((x, y + 1.2 * w)))
    shield.quadTo(_q((x - 0.9 * w, y + 0.8 * w)), _q((x - w, y + 0.1 * w)))
    shield.closeSubpath()
    return shield


def _pennant_centres(place: Pt, count: int) -> list[Pt]:
    """Several pennants of one city side by side around ``place``."""
    return [(place[0] + (n - (count - 1) / 2) * 2.1 * _PENNANT, place[1]) for n in range(count)]


def _paint_pennants(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    """Blue shields with a white cross, one per pennant, side by side."""
    for place, count in sq.pennants:
        for x, y in _pennant_centres(place, count):
            painter.setPen(_pen(pal.paper, 0.018))
            painter.setBrush(pal.pennant)
            painter.drawPath(_shield((x, y)))
            painter.setPen(_pen(pal.paper, 0.03))
            painter.drawLine(_q((x, y - 0.8 * _PENNANT)), _q((x, y + 0.8 * _PENNANT)))
            painter.drawLine(
                _q((x - 0.65 * _PENNANT, y - 0.3 * _PENNANT)), _q((x + 0.65 * _PENNANT, y - 0.3 * _PENNANT))
            )


def _paint_marks(painter: QPainter, sq: _SquareLayout, pal: TilePalette) -> None:
    _paint_placed(painter, sq.marks, pal)


_Layer = Callable[[QPainter, "_SquareLayout", TilePalette], None]


def _each_square(painter: QPainter, layout: _Layout, layer: _Layer, pal: TilePalette) -> None:
    for sq in layout.squares:
        painter.save()
        painter.translate(sq.grid[0] * _U, sq.grid[1] * _U)
        layer(painter, sq, pal)
        painter.restore()


def _paint_layout(painter: QPainter, rect: QRectF, layout: _Layout, pal: TilePalette) -> None:
    """Paint in layers over all squares (a road may run on into the next square)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / (layout.columns * _U), rect.height() / (layout.rows * _U))
    area = QRectF(0, 0, layout.columns * _U, layout.rows * _U)
    painter.setClipRect(area, Qt.ClipOperation.IntersectClip)
    painter.fillRect(area, pal.paper if layout.placeholder else pal.field)
    if layout.placeholder:
        middle = (layout.columns / 2, layout.rows / 2)
        painter.fillPath(QTransform.fromScale(_U, _U).map(text_path("?", 0.5, 0.5, middle)), pal.ink)
    for layer in (_paint_courses, _paint_roads, _paint_cities, _paint_centre):
        _each_square(painter, layout, layer, pal)
    if layout.middle is not None:
        centre, radius = layout.middle
        for mark in layout.middle_marks:
            _paint_mark(painter, mark, centre, MarkFrame(pal, (0.0, -1.0), (0.0, -1.0), radius))
    for layer in (_paint_pennants, _paint_marks):
        _each_square(painter, layout, layer, pal)
    painter.setPen(_pen(pal.border, 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(area.adjusted(0.01 * _U, 0.01 * _U, -0.01 * _U, -0.01 * _U))
    painter.restore()


class TilePainter:
    """Draws tiles from their definitions (no bitmap art), cached per tile type, rotation and
    size, in the colours of the scheme shown (``ui.look.colors.tile_palette``): when the scheme
    changes, the next ``pixmap`` draws anew."""

    def __init__(self, size: int = 96, dark: bool | None = None) -> None:
        #: the side of one square in pixels when ``pixmap`` is not told otherwise
        self.size = size
        #: None follows the scheme shown; True or False keeps to the dark or the light one
        self.dark = dark
        self._cache: dict[tuple[TileDef, int, int], QPixmap] = {}
        self._cached_palette: TilePalette | None = None
        self._cached_changes = HALVES.changes()

    def palette(self) -> TilePalette:
        return tile_palette(self.dark)

    def pixmap(self, tile: TileDef, rotation: int, size: int | None = None) -> QPixmap:
        """The tile at ``rotation`` (quarter turns clockwise), ``size`` pixels per square; a
        multi-square tile's pixmap covers all its squares. Cached: the same object each time,
        as long as the colour scheme stays."""
        palette = self.palette()
        if palette is not self._cached_palette or self._cached_changes != HALVES.changes():
            self._cache.clear()
            self._cached_palette, self._cached_changes = palette, HALVES.changes()
        side = self.size if size is None else size
        key = (tile, rotation, side)
        cached = self._cache.get(key)
        if cached is None:
            layout = _layout(tile, rotation)
            cached = QPixmap(layout.columns * side, layout.rows * side)
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            _paint_layout(painter, QRectF(0, 0, cached.width(), cached.height()), layout, palette)
            painter.end()
            self._cache[key] = cached
        return cached

    def paint(self, painter: QPainter, rect: QRectF, tile: TileDef, rotation: int) -> None:
        """Draw the tile into ``rect`` (the whole tile: one square, or all of a multi-square
        tile's) with ``painter``'s own transform, e.g. sharp at any zoom of the board view."""
        _paint_layout(painter, rect, _layout(tile, rotation), self.palette())
