"""The tile catalogue: every known tile (``TileDef``) and set (``TileSet``).

Tile set files are read and validated by ``tileset_file`` (pydantic), imported only when a
catalogue is loaded, so that importing the engine stays quick.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from carc_assist.one_line import one_line
from carc_assist.tiles import TileDef


class CatalogueError(ValueError):
    """A tile set file that cannot be used; the message names file, tile and field, on one
    line whatever the file's ids and names hold."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


@dataclass(frozen=True)
class TileSet:
    """A set of tiles as it comes in its box: tile ids with their counts, in display order."""

    name: str
    title: str
    start: str | None
    counts: dict[str, int]
    #: when several chosen sets name a start tile, the highest rank starts (decisions.md 3, 4, 6)
    start_rank: int = 0


@dataclass(frozen=True)
class Catalogue:
    """Every known tile and set."""

    tiles: dict[str, TileDef]
    sets: dict[str, TileSet]

    def tile(self, tile_id: str) -> TileDef:
        try:
            return self.tiles[tile_id]
        except KeyError:
            raise KeyError(f"unknown tile {tile_id!r}") from None


def load_catalogue(
    extra_files: Iterable[Path] = (), documents: Iterable[Mapping[str, Any]] = ()
) -> Catalogue:
    """Load the shipped sets, and user sets from files or documents (a record's
    ``setup.tiles``), checking every cross-reference."""
    from carc_assist.tileset_file import build_catalogue, parse_tileset, read_tileset, shipped_models

    models = [*shipped_models(), *((path.name, read_tileset(path)) for path in extra_files)]
    models += [
        (f"setup.tiles[{i}]", parse_tileset(doc, f"setup.tiles[{i}]")) for i, doc in enumerate(documents)
    ]
    return build_catalogue(models)
