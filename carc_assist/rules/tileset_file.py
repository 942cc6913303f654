"""Tile set files (``resources/tiles/*.json``, format in ``FORMAT.md``): pydantic models,
validation with messages naming the file, the tile and the field, and the cross-reference
checks that turn validated files into a ``Catalogue``. A user's file is read as carefully as
any outside JSON (``untrusted_json``), and the models hold it within the bounds of ``limits``.

The core fields of a tile and of a feature, and the core's kinds of feature, are declared
here; the expansions' (a festival symbol, a wheel number, signposts, an inn, a kind of
feature of their own …) are declared by their modules (``Expansion.TILE_ATTRIBUTES``,
``FEATURE_ATTRIBUTES`` and ``FEATURE_KINDS`` with their fields), and the schema is built from
the registered modules: this module names none of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    create_model,
)

from carc_assist.files.bounded_fields import NotTruth, SetName, TileId, Title
from carc_assist.files.limits import (
    MAX_COUNT,
    MAX_FEATURES,
    MAX_LOCATION_TEXT,
    MAX_LOCATIONS,
    MAX_TILES_PER_SET,
    check_squares,
)
from carc_assist.files.limits import SET_NAME as SET_NAME  # the tile editor checks names with it
from carc_assist.files.untrusted_json import UntrustedJsonError, read_json_file
from carc_assist.resources import resource_dir
from carc_assist.rules.catalogue import Catalogue, CatalogueError, TileSet
from carc_assist.rules.hooks import CORE_KINDS, AttributeProblem, Expansion, FeatureKind, registered
from carc_assist.table.geometry import HALVES, SIDE_HALVES, SIDES, Square, neighbour
from carc_assist.table.tiles import CITY, CLOISTER, EDGE_KINDS, FIELD, ROAD, SegmentDef, TileDef

Fail = Callable[[str, str], CatalogueError]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Location = Annotated[str, Field(max_length=MAX_LOCATION_TEXT)]


class FeatureModel(_Strict):
    """A feature's core fields and kinds (the registered modules add theirs: ``schema``)."""

    kind: Literal["city", "road", "field", "cloister"]
    at: Annotated[list[Location], Field(max_length=MAX_LOCATIONS)] = []
    pennants: Annotated[StrictInt, Field(ge=0, le=MAX_LOCATIONS)] = 0
    cities: Annotated[list[Location], Field(max_length=MAX_LOCATIONS)] = []


def _squares(squares: list[tuple[int, int]] | None) -> list[tuple[int, int]] | None:
    if squares is not None:
        check_squares(squares)
    return squares


class TileModel(_Strict):
    """A tile's core fields (the registered modules add theirs: ``schema``)."""

    id: TileId
    #: 0 for a variant that an option brings into the box in place of another tile (the new
    #: edition's garden tiles: ``Expansion.box``)
    count: Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
    features: Annotated[list[FeatureModel], Field(max_length=MAX_FEATURES)] | None = None
    like: TileId | None = None
    squares: Annotated[list[tuple[StrictInt, StrictInt]] | None, AfterValidator(_squares)] = None


class TileSetModel(_Strict):
    format: Literal["carc-assist-tileset"]
    version: Annotated[Literal[1], NotTruth]
    set: SetName
    name: Title
    start: TileId | None = None
    start_rank: Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)] = 0
    tiles: Annotated[list[TileModel], Field(max_length=MAX_TILES_PER_SET)]


def load_catalogue(
    extra_files: Iterable[Path] = (), documents: Iterable[Mapping[str, Any]] = ()
) -> Catalogue:
    """Load the shipped sets, and user sets from files or documents (a record's
    ``setup.tiles``), checking every cross-reference."""
    models = [*shipped_models(), *((path.name, read_tileset(path)) for path in extra_files)]
    models += [
        (f"setup.tiles[{i}]", parse_tileset(doc, f"setup.tiles[{i}]")) for i, doc in enumerate(documents)
    ]
    return build_catalogue(models)


def read_tileset(path: Path) -> TileSetModel:
    return parse_tileset(read_document(path), path.name)


def read_document(path: Path) -> dict[str, Any]:
    """A tile set file's JSON object, unchecked; CatalogueError if it is not one."""
    try:
        data = read_json_file(path)
    except (OSError, UntrustedJsonError) as exc:
        raise CatalogueError(f"{path.name}: not a readable JSON file ({exc})") from None
    if not isinstance(data, dict):
        raise CatalogueError(f"{path.name}: field (document): not a tile set (a JSON object expected)")
    return data


@lru_cache(maxsize=1)
def shipped_models() -> tuple[tuple[str, TileSetModel], ...]:
    """The shipped tile set files, read and validated once per process."""
    files = sorted((resource_dir() / "tiles").glob("*.json"))
    return tuple((path.name, read_tileset(path)) for path in files)


@lru_cache(maxsize=4)
def schema(modules: tuple[type[Expansion], ...]) -> type[TileSetModel]:
    """The tile set file model with the tile and feature attributes of ``modules``, and their
    kinds of feature with those kinds' fields."""
    kinds = [kind for m in modules for kind in m.FEATURE_KINDS]
    feature_fields = {n: _bounded(spec) for m in modules for n, spec in m.FEATURE_ATTRIBUTES.items()}
    feature_fields |= {n: _bounded(spec) for kind in kinds for n, spec in kind.fields.items()}
    names: Any = Literal[(*CORE_KINDS, *(kind.name for kind in kinds))]
    feature = create_model("FeatureModel", __base__=FeatureModel, kind=(names, ...), **feature_fields)
    tile_fields = {n: _bounded(spec) for m in modules for n, spec in m.TILE_ATTRIBUTES.items()}
    features: Any = Annotated[list[feature], Field(max_length=MAX_FEATURES)] | None  # type: ignore[valid-type]
    tile = create_model("TileModel", __base__=TileModel, features=(features, None), **tile_fields)
    tiles: Any = Annotated[list[tile], Field(max_length=MAX_TILES_PER_SET)]  # type: ignore[valid-type]
    return create_model("TileSetModel", __base__=TileSetModel, tiles=(tiles, ...))


def _bounded(spec: tuple[Any, Any]) -> Any:
    """A module's attribute as a field, as strict as the core's: true and false only where a
    truth value is declared, and there nothing else (pydantic would take ``1`` and ``"yes"``
    for true, and true for the 1 of a ``Literal[1, 2, 3]``); a list holds at most
    ``MAX_LOCATIONS`` items."""
    kind, default = spec
    strict = Field(strict=True) if _admits_truth(kind) else NotTruth
    if get_origin(kind) is list:
        return (Annotated[kind, strict, Field(max_length=MAX_LOCATIONS)], default)
    return (Annotated[kind, strict], default)


def _admits_truth(kind: Any) -> bool:
    """Whether a declared type takes true and false (``bool``, or a union or list with it)."""
    return kind is bool or any(_admits_truth(part) for part in get_args(kind))


def parse_tileset(data: object, source: str) -> TileSetModel:
    try:
        return schema(registered()).model_validate(data)
    except ValidationError as exc:
        raise CatalogueError(_describe(exc, data, source)) from None


def _describe(exc: ValidationError, data: object, source: str) -> str:
    error = exc.errors()[0]
    loc = list(error["loc"])
    where = ""
    if len(loc) >= 2 and loc[0] == "tiles" and isinstance(loc[1], int):
        where = f"tile #{loc[1] + 1}: "
        tiles = data.get("tiles") if isinstance(data, dict) else None
        if isinstance(tiles, list) and loc[1] < len(tiles) and isinstance(tiles[loc[1]], dict):
            tile_id = tiles[loc[1]].get("id")
            if isinstance(tile_id, str):
                where = f"tile {tile_id}: "
        loc = loc[2:]
    field_name = ".".join(str(part) for part in loc) or "(document)"
    return f"{source}: {where}field {field_name}: {error['msg']}"


def build_catalogue(models: list[tuple[str, TileSetModel]]) -> Catalogue:
    defined: dict[str, tuple[str, TileModel]] = {}
    for source, model in models:
        for tile in model.tiles:
            if _is_reference(tile, model.set):
                continue
            if tile.id.split("/")[0] != model.set:
                raise CatalogueError(
                    f"{source}: tile {tile.id}: field id: must start with the set name {model.set}/"
                )
            if tile.id in defined:
                raise CatalogueError(f"{source}: tile {tile.id}: field id: defined twice")
            defined[tile.id] = (source, tile)
    tiles = {tile_id: _build_tile(tile_id, defined) for tile_id in defined}
    sets: dict[str, TileSet] = {}
    for source, model in models:
        if model.set in sets:
            raise CatalogueError(f"{source}: field set: set {model.set!r} is defined twice")
        counts: dict[str, int] = {}
        listed: set[str] = set()
        for tile in model.tiles:
            if tile.id not in tiles:
                raise CatalogueError(f"{source}: tile {tile.id}: field id: no such tile defined")
            if tile.id in listed:
                raise CatalogueError(f"{source}: tile {tile.id}: field id: listed twice")
            listed.add(tile.id)
            if not tile.count and all(m.variant_of(tiles[tile.id]) is None for m in registered()):
                raise CatalogueError(
                    f"{source}: tile {tile.id}: field count: at least 1"
                    " (only a variant of another tile has none)"
                )
            if tile.count:  # (a variant with none of its own: an option brings it)
                counts[tile.id] = tile.count
        if model.start is not None and model.start not in counts:
            raise CatalogueError(f"{source}: field start: {model.start} is not a tile of this set")
        sets[model.set] = TileSet(model.set, model.name, model.start, counts, model.start_rank)
    return Catalogue(tiles, sets)


def _is_reference(tile: TileModel, set_name: str) -> bool:
    plain = tile.features is None and tile.like is None and tile.squares is None
    return plain and tile.id.split("/")[0] != set_name


def _build_tile(tile_id: str, defined: dict[str, tuple[str, TileModel]]) -> TileDef:
    source, tile = defined[tile_id]

    def fail(field_name: str, message: str) -> CatalogueError:
        return CatalogueError(f"{source}: tile {tile_id}: field {field_name}: {message}")

    shape = tile
    if tile.like is not None:
        if tile.features is not None or tile.squares is not None:
            raise fail("like", "a tile with 'like' takes its features from there; give none")
        if tile.like not in defined:
            raise fail("like", f"no tile {tile.like} is defined")
        shape = defined[tile.like][1]
        if shape.like is not None:
            raise fail("like", f"{tile.like} itself uses 'like'; name the original tile")
    if shape.features is None:
        raise fail("features", "missing")
    squares: list[Square] = [tuple(sq) for sq in shape.squares] if shape.squares else [(0, 0)]  # type: ignore[misc]
    if len(set(squares)) != len(squares):
        raise fail("squares", "a square is listed twice")
    segments = _segments(shape.features, squares, fail)
    values: dict[str, object] = {}
    for module in registered():
        own = {name: getattr(tile, name) for name in module.TILE_ATTRIBUTES}
        try:
            values.update(module.tile_values(own, segments))
        except AttributeProblem as problem:
            raise fail(problem.field, str(problem)) from None
    built = TileDef(id=tile_id, segments=tuple(segments), squares=tuple(squares), attributes=_pairs(values))
    marks = frozenset().union(*(module.marks_of(built) for module in registered()))
    return replace(built, marks=marks)


def _pairs(values: Mapping[str, object]) -> tuple[tuple[str, object], ...]:
    """Modules' attribute values as the engine's tile keeps them: sorted (name, value) pairs,
    lists made tuples (a tile is a hashable value)."""
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in values.items()))


_LOCATION = re.compile(r"^(?:(-?\d+),(-?\d+):)?([A-Za-z]+)$")


def _segments(features: list[FeatureModel], squares: list[Square], fail: Fail) -> list[SegmentDef]:
    multi = len(squares) > 1
    kinds = {kind.name: kind for m in registered() for kind in m.FEATURE_KINDS}
    sides_taken: dict[tuple[Square, int], int] = {}
    halves_taken: dict[tuple[Square, int], int] = {}
    parsed: list[tuple[FeatureModel, list[tuple[Square, int]], list[tuple[Square, int]]]] = []
    for i, feature in enumerate(features):
        sides: list[tuple[Square, int]] = []
        halves: list[tuple[Square, int]] = []
        for location in feature.at:
            match = _LOCATION.match(location)
            if match is None or (match.group(1) is not None) != multi:
                form = '"dx,dy:LOC"' if multi else "N, E, S, W or a half-edge such as Nw"
                raise fail(f"features.{i}.at", f"{location!r} is not a location ({form})")
            square = (int(match.group(1)), int(match.group(2))) if multi else (0, 0)
            if square not in squares:
                raise fail(f"features.{i}.at", f"{location!r}: square not in 'squares'")
            name = match.group(3)
            through = feature.kind in (CITY, ROAD) or feature.kind in EDGE_KINDS  # (the river)
            if through and name in SIDES:
                key = (square, SIDES.index(name))
                if key in sides_taken:
                    raise fail(f"features.{i}.at", f"edge {location} is already covered")
                sides_taken[key] = i
                sides.append(key)
            elif feature.kind == FIELD and name in HALVES:
                half_key = (square, HALVES.index(name))
                if half_key in halves_taken:
                    raise fail(f"features.{i}.at", f"half-edge {location} is already covered")
                halves_taken[half_key] = i
                halves.append(half_key)
            else:
                expected = "half-edges" if feature.kind == FIELD else "sides (N, E, S, W)"
                if feature.kind == CLOISTER or (feature.kind in kinds and not through):
                    expected = "no locations"
                raise fail(f"features.{i}.at", f"a {feature.kind} takes {expected}, not {location!r}")
        if (feature.kind in (CITY, ROAD) or feature.kind in EDGE_KINDS) and not sides:
            raise fail(f"features.{i}.at", f"a {feature.kind} must touch at least one edge")
        if feature.kind != CITY and feature.pennants:
            raise fail(f"features.{i}.pennants", "only a city has pennants")
        if feature.kind != FIELD and feature.cities:
            raise fail(f"features.{i}.cities", "only a field borders cities")
        for kind in kinds.values():
            for name in kind.fields.keys() & feature.model_fields_set:
                if feature.kind != kind.name:
                    raise fail(f"features.{i}.{name}", f"only a {kind.name} has {name}")
        parsed.append((feature, sides, halves))
    inner_fields = sum(1 for feature, _, halves in parsed if feature.kind == FIELD and not halves)
    if inner_fields > len(squares):
        raise fail("features", f"at most one inner field per square, not {inner_fields}")
    _check_cover(squares, sides_taken, halves_taken, features, fail)
    segments: list[SegmentDef] = []
    for i, (feature, sides, halves) in enumerate(parsed):
        cities: list[int] = []
        for name in feature.cities:
            match = _LOCATION.match(name)
            city_edge: tuple[Square, int] | None = None
            if match is not None and match.group(3) in SIDES and (match.group(1) is not None) == multi:
                square = (int(match.group(1)), int(match.group(2))) if multi else (0, 0)
                city_edge = (square, SIDES.index(match.group(3)))
            city = sides_taken.get(city_edge) if city_edge is not None else None
            if city is None or features[city].kind != CITY:
                raise fail(f"features.{i}.cities", f"{name!r} names no city edge of this tile")
            if city not in cities:
                cities.append(city)
        values = {name: getattr(feature, name) for m in registered() for name in m.FEATURE_ATTRIBUTES}
        own: FeatureKind | None = kinds.get(feature.kind)
        if own is not None:
            values |= {name: getattr(feature, name) for name in own.fields}
        segments.append(
            SegmentDef(
                kind=feature.kind,
                sides=tuple(sides),
                halves=tuple(halves),
                pennants=feature.pennants,
                cities=tuple(cities),
                location="" if own is None else own.location,
                attributes=_pairs(values),
            )
        )
    return segments


def _check_cover(
    squares: list[Square],
    sides_taken: dict[tuple[Square, int], int],
    halves_taken: dict[tuple[Square, int], int],
    features: list[FeatureModel],
    fail: Fail,
) -> None:
    """Every outer side is covered once: by a city/road, or by fields on both halves."""
    occupied = set(squares)
    for square in squares:
        for side in range(4):
            if neighbour(square, side) in occupied:
                continue
            owner = sides_taken.get((square, side))
            halves = [(square, h) in halves_taken for h in SIDE_HALVES[side]]
            where = SIDES[side] if len(squares) == 1 else f"{square[0]},{square[1]}:{SIDES[side]}"
            if owner is not None and features[owner].kind == CITY:
                if any(halves):
                    raise fail("features", f"edge {where} is a city, but a field lists its halves")
            elif not all(halves):
                raise fail("features", f"edge {where} is not fully covered (fields on both halves)")
