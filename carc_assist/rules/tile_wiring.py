"""User tile sets: proposing a tile's wiring from its edges, building tile entries and set
documents in the catalogue format (``resources/tiles/FORMAT.md``), reading and writing the
user's set files.

The Signposts and Fortune Tellers boxes have no public tile lists: players describe their own
box's tiles once (``ui/dialogs/tile_editor.py``). A tile is typed as its four edges, north, east, south,
west, each ``C`` (city), ``R`` (road) or ``F`` (field); ``wire`` proposes the segments.

The wiring model is planar. Each city, each road through two or more edges, and the village
where several ending roads meet is a *blob* touching the tile's border at its edges; a field
is a region of the tile between blobs, named by the half-edges it touches. Two half-edges lie
in the same field exactly when no blob separates them (for each blob, walking clockwise from
either half-edge reaches the same edge of that blob first). A single ending road runs into a
city when the tile has one (base S, T), else it ends on the tile (base A).

Every document is validated by ``tileset_file`` together with the shipped sets before it is
written, so a user set never refers to a missing tile or reuses a shipped set's name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from copy import deepcopy
from pathlib import Path
from typing import Any, Final

from carc_assist.files.atomic import write_atomic
from carc_assist.rules.catalogue import Catalogue, CatalogueError
from carc_assist.rules.hooks import Attribute, feature_kinds, registered
from carc_assist.rules.tileset_file import (
    SET_NAME,
    build_catalogue,
    parse_tileset,
    read_document,
    shipped_models,
)
from carc_assist.table.geometry import HALVES, SIDES

FORMAT: Final = "carc-assist-tileset"
VERSION: Final = 1

#: How the roads of a tile run; ``AUTO`` is the usual choice for the edges (``default_roads``).
AUTO: Final = "auto"
#: One road segment through every road edge (a bend, a straight road; a junction or roundabout).
THROUGH: Final = "through"
#: Every road ends on the tile: at a village when there are several (base W, X), else in a
#: city (base S) or on the tile (base A).
ENDS: Final = "ends"
#: Four road edges, two curving roads: north–east with south–west, or north–west with east–south.
CURVES_NE_SW: Final = "curves-ne-sw"
CURVES_NW_ES: Final = "curves-nw-es"

#: Tile names (after ``SET/``): letters, digits and ``-``.
TILE_NAME: Final = re.compile(r"^[A-Za-z0-9-]+$")
_SET_NAME: Final = re.compile(SET_NAME)
_CURVE_PAIRS: Final = {CURVES_NE_SW: ((0, 1), (2, 3)), CURVES_NW_ES: ((0, 3), (1, 2))}
#: the default of an attribute no module declares: never equal to a value given
_UNDECLARED: Final = object()

#: A shape that separates fields: the sides where it touches the border as a city (both
#: halves) and as a road (between the halves).
Blob = tuple[set[int], set[int]]


class WiringError(ValueError):
    """A tile description that cannot be wired. ``reason`` says which part is wrong, for a UI
    that words it in its own language: ``edges``, ``layout``, ``crossing``, ``pennants``,
    ``road-attribute`` (``subject`` names the attribute) or ``features``."""

    def __init__(self, reason: str, message: str, subject: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.subject = subject


# --- wiring -----------------------------------------------------------------------------------


def check_edges(edges: str) -> str:
    """The edges in upper case; ``WiringError`` unless four letters among C, R, F."""
    upper = edges.strip().upper()
    if len(upper) != 4 or any(letter not in "CRF" for letter in upper):
        expected = "four letters C, R or F expected (north, east, south, west)"
        raise WiringError("edges", f"edges {edges!r}: {expected}")
    return upper


def road_layouts(edges: str) -> tuple[str, ...]:
    """The road layouts that make sense for these edges, the default first."""
    roads = check_edges(edges).count("R")
    if roads == 0:
        return ()
    if roads == 1:
        return (ENDS,)
    first = THROUGH if roads == 2 else ENDS
    rest = (THROUGH, ENDS, CURVES_NE_SW, CURVES_NW_ES) if roads == 4 else (THROUGH, ENDS)
    return (first, *(layout for layout in rest if layout != first))


def default_roads(edges: str) -> str | None:
    """The usual road layout: one road through two road edges, else every road ends."""
    layouts = road_layouts(edges)
    return layouts[0] if layouts else None


def default_features(edges: str) -> list[dict[str, object]]:
    """The usual wiring of a tile with these edges (``NESW``, e.g. ``"CRFR"``) as catalogue
    features: the city edges joined into one city (kept apart only where a joined city would
    cross the roads, e.g. ``CRCR``), two road edges joined by one road, one, three or four
    road edges each ending on the tile, and the fields between them."""
    return wire(edges)


def wire(edges: str, separate_cities: bool | None = None, roads: str = AUTO) -> list[dict[str, object]]:
    """Features for the edges. ``separate_cities``: each city edge its own city (``None``: joined,
    unless that would cross the roads); ``roads``: ``THROUGH``, ``ENDS``, a ``CURVES_…`` layout or ``AUTO``.
    ``WiringError`` for impossible edges, an unknown layout or a road crossing a city."""
    edges = check_edges(edges)
    city_sides = [side for side in range(4) if edges[side] == "C"]
    road_sides = [side for side in range(4) if edges[side] == "R"]
    layout = default_roads(edges) if roads == AUTO else roads
    allowed = road_layouts(edges)
    if layout is not None and layout not in allowed:
        choices = ", ".join(allowed) or "none (no roads)"
        raise WiringError("layout", f"edges {edges}: road layout {roads!r} is not one of {choices}")
    road_groups = _road_groups(road_sides, layout)
    if separate_cities is None:
        joined = [city_sides] if city_sides else []
        crossing = _crossing(joined, road_groups, layout, edges)
        separate_cities = crossing is not None and layout != ENDS
    cities = [[side] for side in city_sides] if separate_cities else ([city_sides] if city_sides else [])
    if layout != ENDS:
        crossing = _crossing(cities, road_groups, layout, edges)
        if crossing is not None:
            raise WiringError("crossing", crossing)
    blobs = _blobs(cities, road_groups, layout)
    features: list[dict[str, object]] = [{"kind": "city", "at": [SIDES[s] for s in city]} for city in cities]
    features += [{"kind": "road", "at": [SIDES[s] for s in group]} for group in road_groups]
    features += _fields(edges, cities, blobs)
    return features


def _road_groups(road_sides: list[int], layout: str | None) -> list[list[int]]:
    if not road_sides:
        return []
    if layout == THROUGH:
        return [road_sides]
    if layout in _CURVE_PAIRS:
        return [list(pair) for pair in _CURVE_PAIRS[layout]]
    return [[side] for side in road_sides]


def _crossing(cities: list[list[int]], roads: list[list[int]], layout: str | None, edges: str) -> str | None:
    """Why the cities and roads cannot lie flat on the tile, or None. On four sides, two blobs
    cross only as {N, S} against {E, W}; ending roads meet at a village, a blob of their own."""
    blobs = list(roads)
    if layout == ENDS and len(roads) >= 2:
        blobs = [[side for group in roads for side in group]]
    for city in cities:
        for road in blobs:
            if len(city) == len(road) == 2 and {*city, *road} == {0, 1, 2, 3} and city[1] - city[0] == 2:
                road_name, city_name = "–".join(SIDES[s] for s in road), "–".join(SIDES[s] for s in city)
                return f"edges {edges}: the road {road_name} would cross the city {city_name}"
    return None


def _blobs(cities: list[list[int]], roads: list[list[int]], layout: str | None) -> list[Blob]:
    """The separating shapes as (city sides, road sides) touching the border."""
    blobs: list[Blob] = [(set(city), set()) for city in cities]
    if layout != ENDS:
        blobs += [(set(), set(group)) for group in roads]
        return blobs
    ends = {group[0] for group in roads}
    if not ends:
        return blobs
    village_crosses = _crossing(cities, [[side] for side in sorted(ends)], ENDS, "") is not None
    if len(ends) >= 2 and not village_crosses:
        blobs.append((set(), ends))  # the roads meet at a village
    elif blobs:
        # One ending road (or roads that cannot meet past a city crossing the tile) runs into a city:
        # the city opposite it if any, else the first one clockwise.
        for side in sorted(ends):
            target = _city_for(side, cities)
            blobs[target][1].add(side)
    return blobs


def _city_for(side: int, cities: list[list[int]]) -> int:
    for step in (2, 1, 3):
        for index, city in enumerate(cities):
            if (side + step) % 4 in city:
                return index
    return 0


def _first_hit(half: int, blob: Blob) -> int:
    """The edge of ``blob`` met first when walking clockwise along the border from ``half``."""
    city, road = blob
    k = half
    for _ in range(9):
        side = k // 2
        if k != half and side in city:
            return side
        if k % 2 == 0 and side in road:
            return side  # the road leaves between the two halves of its edge
        k = (k + 1) % 8
    return -1


def _fields(edges: str, cities: list[list[int]], blobs: list[Blob]) -> list[dict[str, object]]:
    free = [half for half in range(8) if edges[half // 2] != "C"]
    separating = [blob for blob in blobs if len(blob[0]) + len(blob[1]) >= 2]
    regions: dict[tuple[int, ...], list[int]] = {}
    for half in free:
        regions.setdefault(tuple(_first_hit(half, blob) for blob in separating), []).append(half)
    city_of = {side: index for index, city in enumerate(cities) for side in city}
    fields: list[dict[str, object]] = []
    for halves in sorted(regions.values()):
        beside = {n // 2 for h in halves for n in ((h + 7) % 8, (h + 1) % 8)}
        bordered = sorted({city_of[side] for side in beside if side in city_of})
        field: dict[str, object] = {"kind": "field", "at": [HALVES[h] for h in halves]}
        if bordered:
            field["cities"] = [SIDES[cities[index][0]] for index in bordered]
        fields.append(field)
    return fields


def edges_of(features: Iterable[Mapping[str, Any]]) -> str:
    """The edge letters (``NESW``) a list of single-square features shows."""
    letters = ["F"] * 4
    for feature in features:
        if feature.get("kind") in ("city", "road"):
            for location in feature.get("at", []):
                if location in SIDES:
                    letters[SIDES.index(location)] = "C" if feature["kind"] == "city" else "R"
    return "".join(letters)


def wiring_of(edges: str, features: Iterable[Mapping[str, Any]]) -> tuple[bool, str | None] | None:
    """The (separate cities, road layout) that ``wire`` turns into these features' cities,
    roads and fields (their kind, locations and bordered cities: every other feature and key,
    pennants or an expansion's attributes, is no part of the wiring), or None when no choice
    does (a wiring made by hand)."""
    wanted = _partition(features)
    layouts: Sequence[str | None] = road_layouts(edges) or (None,)
    for separate in (False, True):
        for layout in layouts:
            try:
                proposed = wire(edges, separate, layout or AUTO)
            except WiringError:
                continue
            if _partition(proposed) == wanted:
                return separate, layout
    return None


Shape = frozenset[tuple[str, frozenset[str], frozenset[str]]]


def _partition(features: Iterable[Mapping[str, Any]]) -> Shape:
    found = set()
    for feature in features:
        kind = feature.get("kind")
        if kind in ("city", "road", "field"):
            found.add((str(kind), frozenset(feature.get("at", [])), frozenset(feature.get("cities", []))))
    return frozenset(found)


# --- documents --------------------------------------------------------------------------------


def tile_document(
    tile_id: str,
    count: int,
    edges: str,
    features: Sequence[Mapping[str, Any]] | None,
    *,
    cloister: bool = False,
    kinds: Sequence[str] = (),
    pennants: int = 0,
    attributes: Mapping[str, object] | None = None,
    road_attributes: Mapping[str, object] | None = None,
    city_attributes: Mapping[str, object] | None = None,
) -> dict[str, object]:
    """One tile entry of a set document. ``features``: cities, roads and fields (``None``: the
    default wiring of ``edges``), which must show ``edges``; the pennants go to the first city.
    ``kinds`` are the expansions' kinds of feature in the tile's middle, by name.
    ``attributes`` are the expansions' tile attributes (``Expansion.TILE_ATTRIBUTES``), and
    ``road_attributes`` and ``city_attributes`` their attributes of every road or city
    (``FEATURE_ATTRIBUTES``: a roundabout, a cathedral): each is written unless it has its
    declared default, as a file leaves it out."""
    attributes, road_attributes, city_attributes = (
        attributes or {},
        road_attributes or {},
        city_attributes or {},
    )
    edges = check_edges(edges)
    chosen = [dict(deepcopy(f)) for f in (default_features(edges) if features is None else features)]
    middle = {"cloister", *(kind.name for kind in feature_kinds())}
    chosen = [f for f in chosen if f.get("kind") not in middle]
    for feature in chosen:  # the arguments say where pennants and road attributes are
        for name in ("pennants", *road_attributes, *city_attributes):
            feature.pop(name, None)
    if edges_of(chosen) != edges:
        shown = edges_of(chosen)
        raise WiringError("features", f"tile {tile_id}: the features show edges {shown}, not {edges}")
    cities = [f for f in chosen if f.get("kind") == "city"]
    roads = [f for f in chosen if f.get("kind") == "road"]
    if pennants:
        if not cities:
            raise WiringError("pennants", f"tile {tile_id}: pennants need a city")
        cities[0]["pennants"] = pennants
    feature_defaults = _defaults(m.FEATURE_ATTRIBUTES for m in registered())
    for kind, given, marked in (("road", road_attributes, roads), ("city", city_attributes, cities)):
        for name, value in _marked(given, feature_defaults):
            if not marked:
                raise WiringError(f"{kind}-attribute", f"tile {tile_id}: {name} needs a {kind}", name)
            for feature in marked:
                feature[name] = deepcopy(value)
    if cloister:
        chosen.append({"kind": "cloister"})
    chosen += [{"kind": kind} for kind in kinds]
    entry: dict[str, object] = {"id": tile_id, "count": count, "features": chosen}
    tile_defaults = _defaults(m.TILE_ATTRIBUTES for m in registered())
    entry.update((name, deepcopy(value)) for name, value in _marked(attributes, tile_defaults))
    return entry


def _defaults(declared: Iterable[Mapping[str, Attribute]]) -> dict[str, object]:
    """The declared attributes' defaults by name."""
    return {name: default for attributes in declared for name, (_, default) in attributes.items()}


def _marked(values: Mapping[str, object], defaults: Mapping[str, object]) -> list[tuple[str, object]]:
    """The attributes that differ from their declared default (one no module declares is
    kept: the catalogue refuses it with its name)."""
    return [(name, value) for name, value in values.items() if defaults.get(name, _UNDECLARED) != value]


def user_set_document(set_name: str, title: str, tiles: Iterable[Mapping[str, Any]]) -> dict[str, object]:
    """A user tile set document (no start tile: user sets join a game's bag)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "set": set_name,
        "name": title,
        "tiles": [deepcopy(dict(tile)) for tile in tiles],
    }


# --- validation and files ---------------------------------------------------------------------


def file_name(document: Mapping[str, Any]) -> str:
    """``SET.json`` for a document naming a usable set, else ``user set``."""
    name = document.get("set")
    return f"{name}.json" if isinstance(name, str) and _SET_NAME.match(name) else "user set"


def validate_user_set(document: object, source: str | None = None) -> Catalogue:
    """The catalogue of the shipped sets and this document; ``CatalogueError`` naming the
    file (``source``, default ``SET.json``), the tile and the field when it is refused."""
    if source is None:
        source = file_name(document) if isinstance(document, Mapping) else "user set"
    model = parse_tileset(document, source)
    return build_catalogue([*shipped_models(), (source, model)])


def read_user_sets(folder: Path, problems: list[str] | None = None) -> list[dict[str, Any]]:
    """The valid user set documents in ``folder`` (its ``SET.json`` files), by file name.
    A refused file is left out; its reason is appended to ``problems`` when given."""
    documents: list[dict[str, Any]] = []
    if not folder.is_dir():
        return documents
    for path in sorted(folder.glob("*.json")):
        try:
            document = read_document(path)
            validate_user_set(document, path.name)
            if document.get("set") != path.stem:
                name = document.get("set")
                raise CatalogueError(
                    f"{path.name}: field set: the file of set {name!r} must be named {name}.json"
                )
        except CatalogueError as exc:
            if problems is not None:
                problems.append(str(exc))
            continue
        documents.append(document)
    return documents


def read_user_set_file(path: Path) -> dict[str, Any]:
    """A user set document read from any file (an import), validated; ``CatalogueError``."""
    document = read_document(path)
    validate_user_set(document, path.name)
    return document


def write_user_set(folder: Path, document: Mapping[str, Any], *, overwrite: bool = True) -> Path:
    """Validate the document, then write it atomically to ``folder/SET.json``. A refused
    document raises ``CatalogueError`` and leaves the existing file as it was; so does an
    existing file when ``overwrite`` is false."""
    validate_user_set(document)
    path = folder / file_name(document)
    if not overwrite and path.exists():
        raise CatalogueError(f"{path.name}: field set: a set named {document['set']!r} already exists")
    folder.mkdir(parents=True, exist_ok=True)
    write_json_atomic(path, document)
    return path


def export_user_set(path: Path, document: Mapping[str, Any]) -> Path:
    """Validate the document and write it atomically to ``path`` (any name)."""
    validate_user_set(document)
    write_json_atomic(path, document)
    return path


def write_json_atomic(path: Path, document: Mapping[str, Any]) -> None:
    """Write through a temporary file in the same folder and ``os.replace``: readers see the
    old file or the new one, never half of one."""
    write_atomic(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")
