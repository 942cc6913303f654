"""Tiles drawn from their definitions: no bitmap art, so user tile sets look like shipped ones.

Everything is derived from a tile's unturned ``Orientation`` (edges, the segment on each side
and half-edge) and then turned, so a rotation needs no art of its own, and the follower spots
(``spot_point``) agree with what is drawn and turn with the tile. The geometry of a tile type
at a rotation is computed once (``_layout``) in square-local coordinates of ``_U`` units per
square side, large enough that Qt's path booleans (which flatten curves) stay smooth; painting
only scales it to the target rect.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from carc_assist.geometry import SIDE_HALVES, Square
from carc_assist.tiles import CITY, CLOISTER, FIELD, TENT, Orientation, OrientedSquare, TileDef

Pt = tuple[float, float]

#: Units per square side in the cached paths (path booleans flatten curves to ~0.5 unit).
_U = 1000.0

_FIELD = QColor("#8fbf5a")
_CITY = QColor("#c9a66b")
_WALL = QColor("#7a5a2e")
_ROAD = QColor("#f2efe6")
_ROAD_EDGE = QColor("#5b5346")
_DARK = QColor("#3b3026")
_BORDER = QColor("#2f3d22")
_PENNANT = QColor("#2f5fb3")
_CLOISTER_WALL = QColor("#efe6d2")
_ROOF = QColor("#b03a2e")
_WATER = QColor("#4f8fd0")
_ROSE = QColor("#2c5d8a")
_PAPER = QColor("#fdf7e3")
_FESTIVAL = QColor("#d94f9c")
_WHEEL_COLOURS = {1: QColor("#d64541"), 2: QColor("#2e86de"), 3: QColor("#d9a90b")}
_SECTOR_COLOURS = ("#f3d98b", "#e8b4a0", "#c9d7a6", "#a9c6e0", "#d5b8dc", "#e6cfa1")
#: The wheel's sectors clockwise from the top, as printed on the board piece.
_SECTORS = (
    QT_TRANSLATE_NOOP("TilePainter", "Fortune"),
    QT_TRANSLATE_NOOP("TilePainter", "Tax"),
    QT_TRANSLATE_NOOP("TilePainter", "Famine"),
    QT_TRANSLATE_NOOP("TilePainter", "Storm"),
    QT_TRANSLATE_NOOP("TilePainter", "Inquisition"),
    QT_TRANSLATE_NOOP("TilePainter", "Plague"),
)

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
#: Where corner marks (festival, wheel number, wind rose) may go.
_MARK_CORNERS: tuple[Pt, ...] = ((0.12, 0.12), (0.88, 0.12), (0.88, 0.88), (0.12, 0.88))

_CAP = 0.35  # depth of a one-sided city
_BAND_CAP = 0.25  # depth of the field caps beside a city crossing the tile
_MISSING_CAP = 0.4  # depth of the field cap of a three-sided city
_CORNER_REACH = 0.4  # how far along the diagonal a two-sided corner city reaches
_MOAT = 0.2  # how much a smaller city grows when cut out of a bigger one (the inner field)
_ROAD_WIDTH = 0.1
_VILLAGE = 0.085  # half side of the village square where several roads end
_ROAD_END = 0.05  # half side of a dead end's square
_BUILDING = 0.2  # half extent of a cloister or tent
_FREE = 0.14  # a spot closer than this to another one is taken
_MARK = 0.09  # radius of a corner mark

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
    path = QPainterPath()
    path.addPolygon(QPolygonF([_q(p) for p in points]))
    path.closeSubpath()
    return path


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
    """A symbol printed on the tile: festival, wheel, rose or signpost."""

    kind: str
    at: Pt
    value: str = ""
    #: the arrow of a signpost (and the road's outward direction in ``out``), a full rose's north
    direction: Pt = (0.0, -1.0)
    out: Pt = (0.0, -1.0)


@dataclass(frozen=True, slots=True)
class _Roads:
    """The roads of one square: centre lines and what their ends meet."""

    paths: tuple[QPainterPath, ...]
    #: dead ends (small dark squares)
    ends: tuple[Pt, ...]
    village: bool
    roundabout: bool


#: A road segment's index, its spot candidates (best first) and its centre line.
_RoadSpot = tuple[int, list[Pt], QPainterPath]


@dataclass(frozen=True, slots=True)
class _SquareLayout:
    """What to draw on one square, in its local coordinates."""

    #: position in the tile's grid (top-left square is (0, 0))
    grid: Square
    cities: tuple[QPainterPath, ...]
    roads: _Roads
    building: str | None
    #: lakes beside roads with an inn
    inns: tuple[Pt, ...]
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
    #: centre (grid squares) and radius (squares) of the wheel over the inner squares, if any
    wheel: tuple[Pt, float] | None
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


def _wheel_circle(squares: tuple[OrientedSquare, ...], origin: Square) -> tuple[Pt, float] | None:
    """A multi-square tile's inner squares (no edge at all) carry the wheel."""
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
    building: str | None,
    city_spots: dict[int, Pt],
    wheel: tuple[Pt, float] | None,
) -> tuple[_Roads, list[_RoadSpot]]:
    """Centre lines of the roads on a square. A road ending on the tile runs to the cloister or
    tent if there is one, to a village where several end, into a city when it parts two
    fields (a road to the city gate), to the wheel on a multi-square tile, else to a dead end."""
    segs = tile.segments
    ending = [i for i, sides in road_sides.items() if len(sides) == 1 and len(segs[i].sides) == 1]
    village = building is None and len(ending) >= 2
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
            if building or village:
                path.lineTo(_q(_CENTRE))
            elif first_half != second_half and city_spots:
                inward = _INWARD[side]

                def facing(p: Pt, inward: Pt = inward) -> float:
                    d = _unit(_sub(p, _CENTRE))
                    return inward[0] * d[0] + inward[1] * d[1]

                path.quadTo(_q(_CENTRE), _q(max(city_spots.values(), key=facing)))
            elif wheel is not None:
                centre, radius = wheel
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
    return _Roads(tuple(paths), tuple(ends), village, any(segs[i].roundabout for i in road_sides)), spots


def _pennant_place(spot: Pt, shape: QPainterPath, count: int, taken: list[Pt]) -> Pt:
    """Beside the city's follower spot, as deep inside its walls as can be, clear of the other
    spots."""
    diagonal = math.sqrt(0.5)
    directions = [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)]
    directions += [(diagonal, diagonal), (-diagonal, diagonal), (diagonal, -diagonal), (-diagonal, -diagonal)]
    others = [t for t in taken if t != spot]
    spread = 0.045 * (count - 1)

    inset = QPainterPath()
    inset.addRect(QRectF(_q((0.1, 0.1)), _q((0.9, 0.9))))
    room = shape.intersected(inset)  # away from the tile's edge too

    def score(p: Pt) -> tuple[float, float]:
        depth = next((m for m in (0.06, 0.04, 0.02, 0.0) if _contains(room, p, m + spread)), -1.0)
        return (depth, min(min((_dist(p, t) for t in others), default=1.0), 0.12))

    return max((_add(spot, _mul(d, 0.17)) for d in directions), key=score)


def _inn_place(road: QPainterPath, taken: list[Pt]) -> Pt:
    """Beside the road (its inn's lake), where it hides no follower spot."""
    places: list[Pt] = []
    for t in (0.35, 0.5, 0.65):
        a, b, c = (road.pointAtPercent(u) for u in (t - 0.05, t + 0.05, t))
        normal = _unit((a.y() - b.y(), b.x() - a.x()))
        on_road = (c.x() / _U, c.y() / _U)
        places += [_add(on_road, _mul(normal, 0.14)), _add(on_road, _mul(normal, -0.14))]
    inside = [p for p in places if 0.1 <= p[0] <= 0.9 and 0.1 <= p[1] <= 0.9] or places
    return max(inside, key=lambda p: min((_dist(p, t) for t in taken), default=1.0))


def _marks(tile: TileDef, orientation: Orientation, taken: list[Pt]) -> tuple[_Mark, ...]:
    """Signposts beside their roads and the corner symbols, each where it hides no spot."""
    avoid = list(taken)

    def gap(p: Pt) -> float:
        return min((_dist(p, t) for t in avoid), default=1.0)

    marks: list[_Mark] = []
    for signpost in orientation.signposts:
        out = _mul(_INWARD[signpost.side], -1.0)
        right = (-out[1], out[0])
        base = _add(_MID[signpost.side], _mul(_INWARD[signpost.side], 0.17))
        at = max((_add(base, _mul(right, 0.15)), _add(base, _mul(right, -0.15))), key=gap)
        direction = {"left": (out[1], -out[0]), "straight": out, "right": right}[signpost.points]
        marks.append(_Mark("signpost", at, signpost.points, direction, out))
        avoid.append(at)
    symbols: list[tuple[str, str]] = []
    if tile.wheel is not None:
        symbols.append(("wheel", str(tile.wheel)))
    if tile.festival:
        symbols.append(("festival", ""))
    if tile.wind_rose is not None:
        symbols.append(("rose", tile.wind_rose))
    for kind, value in symbols:  # a full rose's north is the tile's: up until turned
        at = max((c for c in _MARK_CORNERS if c not in avoid), key=gap)
        marks.append(_Mark(kind, at, value))
        avoid.append(at)
    return tuple(marks)


def _in_city(shape: QPainterPath) -> Callable[[Pt], bool]:
    def fits(p: Pt) -> bool:
        return _contains(shape, p, 0.06)

    return fits


def _on_road(centre_line: QPainterPath) -> Callable[[Pt], bool]:
    road = _stroke_area(centre_line, _ROAD_WIDTH)

    def fits(p: Pt) -> bool:
        return road.contains(_q(p))

    return fits


def _square_layout(
    tile: TileDef, orientation: Orientation, sq: OrientedSquare, grid: Square, wheel: tuple[Pt, float] | None
) -> tuple[_SquareLayout, dict[int, Pt]]:
    """Lay out one square; also the spots of the segments whose first square this is."""
    segs = tile.segments
    mine = [i for i, offsets in enumerate(orientation.segment_offsets) if offsets[0] == sq.offset]
    city_sides: dict[int, list[int]] = {}
    road_sides: dict[int, list[int]] = {}
    for side, index in enumerate(sq.side_segment):
        if index is not None:
            (city_sides if segs[index].kind == CITY else road_sides).setdefault(index, []).append(side)
    building = next((segs[i].kind for i in mine if segs[i].kind in (CLOISTER, TENT)), None)
    picker = _SpotPicker([_CENTRE] if building else [])
    spots: dict[int, Pt] = {i: _CENTRE for i in mine if segs[i].kind in (CLOISTER, TENT)}

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
    roads, road_spots = _roads(tile, sq, road_sides, building, {i: spots[i] for i in city_sides}, wheel)
    for index, candidates, path in road_spots:
        spots[index] = picker.pick(candidates, _on_road(path))

    blocked = QPainterPath()
    for shape in [*shapes.values(), *(_stroke_area(p, _ROAD_WIDTH + 0.04) for p in roads.paths)]:
        blocked = blocked.united(shape)
    if building or roads.village:
        centre = QPainterPath()
        centre.addRect(_centred_rect(_CENTRE, _BUILDING if building else _VILLAGE))
        blocked = blocked.united(centre)

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
    first = sq is orientation.squares[0]
    layout = _SquareLayout(
        grid=grid,
        cities=tuple(shapes.values()),
        roads=roads,
        building=building,
        inns=tuple(_inn_place(path, picker.taken) for i, _, path in road_spots if segs[i].inn),
        pennants=pennants,
        marks=_marks(tile, orientation, picker.taken) if first else (),
    )
    return layout, {i: spots[i] for i in mine}


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
        tuple(point(p) for p in sq.roads.ends),
        sq.roads.village,
        sq.roads.roundabout,
    )
    square = _SquareLayout(
        grid=sq.grid,
        cities=tuple(transform.map(shape) for shape in sq.cities),
        roads=roads,
        building=sq.building,
        inns=tuple(point(p) for p in sq.inns),
        pennants=tuple((point(p), count) for p, count in sq.pennants),
        marks=tuple(
            replace(m, at=point(m.at), direction=vector(m.direction), out=vector(m.out)) for m in sq.marks
        ),
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
    return _Layout(columns, rows, (), tuple(spots[i] for i in range(len(tile.segments))), None, True)


@lru_cache(maxsize=2048)
def _layout(tile: TileDef, rotation: int) -> _Layout:
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
    wheel = _wheel_circle(orientation.squares, origin)
    squares: list[_SquareLayout] = []
    spots: dict[int, Pt] = {}
    for sq in orientation.squares:
        grid = (sq.offset[0] - origin[0], sq.offset[1] - origin[1])
        local_wheel = None if wheel is None else (_sub(wheel[0], grid), wheel[1])
        layout, local = _square_layout(tile, orientation, sq, grid, local_wheel)
        squares.append(layout)
        dx, dy = sq.offset[0] - first[0], sq.offset[1] - first[1]
        spots.update({i: (p[0] + dx, p[1] + dy) for i, p in local.items()})
    return _Layout(
        columns=max(xs) - origin[0] + 1,
        rows=max(ys) - origin[1] + 1,
        squares=tuple(squares),
        spots=tuple(spots[i] for i in range(len(tile.segments))),
        wheel=wheel,
    )


def spot_point(tile: TileDef, rotation: int, segment: int) -> tuple[float, float]:
    """Where a follower marker of that segment goes, as (x, y) fractions of the tile's first
    square (0..1, y down; beyond 1 on the other squares of a multi-square tile); well apart
    from the other segments' points on the same square, and inside what is drawn for it."""
    return _layout(tile, rotation).spots[segment]


# --- painting -------------------------------------------------------------------------------


def _pen(colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap) -> QPen:
    return QPen(colour, width * _U, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin)


def _text_path(text: str, centre: Pt, height: float, max_width: float) -> QPainterPath:
    """``text`` as a path ``height`` tall (at most ``max_width`` wide) centred on ``centre``:
    a path scales with the painter, where a font size would not."""
    font = QFont()
    font.setPixelSize(200)
    font.setBold(True)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    k = min(height * _U / box.height(), max_width * _U / box.width())
    transform = QTransform()
    transform.translate(centre[0] * _U, centre[1] * _U)
    transform.scale(k, k)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _star(centre: Pt, tips: int, outer: float, inner: float, up: Pt) -> QPainterPath:
    start = math.atan2(up[1], up[0])
    return _polygon_path(
        _add(centre, _mul((math.cos(start + i * math.pi / tips), math.sin(start + i * math.pi / tips)), r))
        for i, r in enumerate([outer, inner] * tips)
    )


def _paint_roads(painter: QPainter, sq: _SquareLayout) -> None:
    """Outlines first, then the surfaces, so that roads meeting in the centre merge."""
    for pen in (_pen(_ROAD_EDGE, _ROAD_WIDTH + 0.03), _pen(_ROAD, _ROAD_WIDTH)):
        for path in sq.roads.paths:
            painter.strokePath(path, pen)


def _paint_cities(painter: QPainter, sq: _SquareLayout) -> None:
    painter.setPen(_pen(_WALL, 0.025))
    painter.setBrush(_CITY)
    for shape in sq.cities:
        painter.drawPath(shape)


def _paint_centre(painter: QPainter, sq: _SquareLayout) -> None:
    """Where roads end or meet, and the cloister or tent."""
    roads = sq.roads
    painter.setPen(_pen(_ROAD_EDGE, 0.012))
    painter.setBrush(_DARK)
    for p in roads.ends:
        painter.drawRect(_centred_rect(p, _ROAD_END))
    if roads.village:
        painter.drawRect(_centred_rect(_CENTRE, _VILLAGE))
        painter.setBrush(_ROOF)
        painter.drawPath(_polygon_path([(0.44, 0.5), (0.5, 0.44), (0.56, 0.5)]))
    if roads.roundabout:
        painter.setBrush(_ROAD)
        painter.drawEllipse(_q(_CENTRE), 0.1 * _U, 0.1 * _U)
        painter.setBrush(_FIELD)
        painter.drawEllipse(_q(_CENTRE), 0.045 * _U, 0.045 * _U)
    painter.setBrush(_WATER)
    for p in sq.inns:
        painter.drawEllipse(_q(p), 0.07 * _U, 0.045 * _U)
    if sq.building == CLOISTER:
        painter.setPen(_pen(_DARK, 0.014))
        painter.setBrush(_CLOISTER_WALL)
        painter.drawRect(QRectF(_q((0.36, 0.44)), _q((0.64, 0.68))))
        painter.setBrush(_ROOF)
        painter.drawPath(_polygon_path([(0.32, 0.45), (0.5, 0.3), (0.68, 0.45)]))
        painter.setBrush(_DARK)
        painter.drawRect(QRectF(_q((0.46, 0.57)), _q((0.54, 0.68))))
    elif sq.building == TENT:
        tent = _polygon_path([(0.5, 0.3), (0.3, 0.68), (0.7, 0.68)])
        painter.fillPath(tent, _CLOISTER_WALL)
        for x in (0.3, 0.42, 0.54, 0.66):
            stripe = QPainterPath()
            stripe.addRect(QRectF(_q((x, 0.3)), _q((x + 0.06, 0.68))))
            painter.fillPath(tent.intersected(stripe), _ROOF)
        painter.strokePath(tent, _pen(_DARK, 0.014))
        painter.fillPath(_polygon_path([(0.5, 0.52), (0.45, 0.68), (0.55, 0.68)]), _DARK)


def _paint_wheel(painter: QPainter, centre: Pt, radius: float) -> None:
    """The wheel: six sectors clockwise from the top, each with its (translated) name."""
    rim = _centred_rect(centre, radius * 0.97)
    painter.setPen(_pen(_DARK, 0.02))
    for i, colour in enumerate(_SECTOR_COLOURS):
        sector = QPainterPath(_q(centre))
        sector.arcTo(rim, 90 - 60 * i, -60)  # Qt angles run counter-clockwise from 3 o'clock
        sector.closeSubpath()
        painter.setBrush(QColor(colour))
        painter.drawPath(sector)
    for i, name in enumerate(_SECTORS):
        angle = math.radians(-60 + 60 * i)
        at = _add(centre, _mul((math.cos(angle), math.sin(angle)), radius * 0.6))
        label = QCoreApplication.translate("TilePainter", str(name))
        painter.fillPath(_text_path(label, at, 0.09 * radius, 0.5 * radius), _DARK)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(_DARK, 0.05))
    painter.drawEllipse(rim)
    painter.setPen(_pen(_PAPER, 0.02))
    painter.setBrush(_DARK)
    painter.drawEllipse(_centred_rect(centre, radius * 0.13))


def _paint_pennants(painter: QPainter, sq: _SquareLayout) -> None:
    """Small blue shields with a white cross, one per pennant, side by side."""
    for place, count in sq.pennants:
        for n in range(count):
            x, y = place[0] + (n - (count - 1) / 2) * 0.09, place[1]
            shield = QPainterPath(_q((x - 0.045, y - 0.055)))
            shield.lineTo(_q((x + 0.045, y - 0.055)))
            shield.lineTo(_q((x + 0.045, y + 0.005)))
            shield.quadTo(_q((x + 0.04, y + 0.04)), _q((x, y + 0.06)))
            shield.quadTo(_q((x - 0.04, y + 0.04)), _q((x - 0.045, y + 0.005)))
            shield.closeSubpath()
            painter.setPen(_pen(_PAPER, 0.01))
            painter.setBrush(_PENNANT)
            painter.drawPath(shield)
            painter.setPen(_pen(_PAPER, 0.014))
            painter.drawLine(_q((x, y - 0.04)), _q((x, y + 0.035)))
            painter.drawLine(_q((x - 0.03, y - 0.015)), _q((x + 0.03, y - 0.015)))


def _paint_marks(painter: QPainter, sq: _SquareLayout) -> None:
    for mark in sq.marks:
        painter.setPen(_pen(_PAPER, 0.012))
        if mark.kind == "wheel":
            painter.setBrush(_WHEEL_COLOURS.get(int(mark.value), _DARK))
            painter.drawEllipse(_q(mark.at), _MARK * _U, _MARK * _U)
            painter.fillPath(_text_path(mark.value, mark.at, 0.08, 0.11), _PAPER)
        elif mark.kind == "festival":
            painter.setBrush(_FESTIVAL)
            painter.drawPath(_star(mark.at, 5, _MARK, 0.04, (0.0, -1.0)))
            for angle, colour in ((0.3, "#f4d03f"), (2.4, "#48c9b0"), (4.2, "#f39c12")):
                dot = _add(mark.at, _mul((math.cos(angle), math.sin(angle)), 0.075))
                painter.fillPath(_star(dot, 4, 0.022, 0.01, (0.0, -1.0)), QColor(colour))
        elif mark.kind == "rose":
            painter.setPen(_pen(_ROSE, 0.012))
            painter.setBrush(_PAPER)
            painter.drawEllipse(_q(mark.at), _MARK * _U, _MARK * _U)
            if mark.value == "full":
                painter.fillPath(_star(mark.at, 4, 0.055, 0.016, mark.direction), _ROSE)
                north = mark.direction
                side = (-north[1] * 0.016, north[0] * 0.016)
                tip = _add(mark.at, _mul(north, 0.055))
                painter.fillPath(_polygon_path([tip, _add(mark.at, side), _sub(mark.at, side)]), _ROOF)
                painter.fillPath(_text_path("N", _add(mark.at, _mul(north, 0.07)), 0.026, 0.05), _ROOF)
            else:
                painter.fillPath(_text_path(mark.value, mark.at, 0.055, 0.14), _ROSE)
        else:
            _paint_signpost(painter, mark)


def _paint_signpost(painter: QPainter, mark: _Mark) -> None:
    """An arrow that leaves like the road, then turns as the signpost points."""
    direction, out = mark.direction, mark.out
    turn = direction != out
    start = _sub(mark.at, _mul(out, 0.05 if turn else 0.06))
    end = _add(mark.at, _mul(direction, 0.045 if turn else 0.04))
    shaft = QPainterPath(_q(start))
    if turn:
        shaft.lineTo(_q(mark.at))
    shaft.lineTo(_q(end))
    tip = _add(end, _mul(direction, 0.035))
    side = (-direction[1] * 0.03, direction[0] * 0.03)
    head = _polygon_path([tip, _add(end, side), _sub(end, side)])
    painter.strokePath(shaft, _pen(_PAPER, 0.045, Qt.PenCapStyle.RoundCap))
    painter.strokePath(head, _pen(_PAPER, 0.025))
    painter.strokePath(shaft, _pen(_DARK, 0.02))
    painter.fillPath(head, _DARK)


_Layer = Callable[[QPainter, "_SquareLayout"], None]


def _each_square(painter: QPainter, layout: _Layout, layer: _Layer) -> None:
    for sq in layout.squares:
        painter.save()
        painter.translate(sq.grid[0] * _U, sq.grid[1] * _U)
        layer(painter, sq)
        painter.restore()


def _paint_layout(painter: QPainter, rect: QRectF, layout: _Layout) -> None:
    """Paint in layers over all squares (a road may run on into the next square)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / (layout.columns * _U), rect.height() / (layout.rows * _U))
    area = QRectF(0, 0, layout.columns * _U, layout.rows * _U)
    painter.setClipRect(area, Qt.ClipOperation.IntersectClip)
    painter.fillRect(area, _PAPER if layout.placeholder else _FIELD)
    if layout.placeholder:
        middle = (layout.columns / 2, layout.rows / 2)
        painter.fillPath(_text_path("?", middle, 0.5, 0.5), _DARK)
    for layer in (_paint_roads, _paint_cities, _paint_centre):
        _each_square(painter, layout, layer)
    if layout.wheel is not None:
        _paint_wheel(painter, *layout.wheel)
    for layer in (_paint_pennants, _paint_marks):
        _each_square(painter, layout, layer)
    painter.setPen(_pen(_BORDER, 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(area.adjusted(0.01 * _U, 0.01 * _U, -0.01 * _U, -0.01 * _U))
    painter.restore()


class TilePainter:
    """Draws tiles from their definitions (no bitmap art), cached per tile type, rotation and size."""

    def __init__(self, size: int = 96) -> None:
        #: the side of one square in pixels when ``pixmap`` is not told otherwise
        self.size = size
        self._cache: dict[tuple[TileDef, int, int], QPixmap] = {}

    def pixmap(self, tile: TileDef, rotation: int, size: int | None = None) -> QPixmap:
        """The tile at ``rotation`` (quarter turns clockwise), ``size`` pixels per square; a
        multi-square tile's pixmap covers all its squares. Cached: the same object each time."""
        side = self.size if size is None else size
        key = (tile, rotation, side)
        cached = self._cache.get(key)
        if cached is None:
            layout = _layout(tile, rotation)
            cached = QPixmap(layout.columns * side, layout.rows * side)
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            _paint_layout(painter, QRectF(0, 0, cached.width(), cached.height()), layout)
            painter.end()
            self._cache[key] = cached
        return cached

    def paint(self, painter: QPainter, rect: QRectF, tile: TileDef, rotation: int) -> None:
        """Draw the tile into ``rect`` (the whole tile: one square, or all of a multi-square
        tile's) with ``painter``'s own transform, e.g. sharp at any zoom of the board view."""
        _paint_layout(painter, rect, _layout(tile, rotation))
