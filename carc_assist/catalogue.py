"""The tile catalogue: every known tile (``TileDef``) and set (``TileSet``).

Tile set files are read and validated by ``tileset_file`` (pydantic), imported only when a
catalogue is loaded, so that importing the engine stays quick.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from carc_assist.resources import resource_dir
from carc_assist.tiles import TileDef


class CatalogueError(ValueError):
    """A tile set file that cannot be used; the message names file, tile and field."""


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


def load_catalogue(extra_files: Iterable[Path] = ()) -> Catalogue:
    """Load the shipped sets (and any user set files), checking every cross-reference."""
    from carc_assist.tileset_file import build_catalogue, read_tileset

    files = sorted((resource_dir() / "tiles").glob("*.json")) + list(extra_files)
    return build_catalogue([(path.name, read_tileset(path)) for path in files])
