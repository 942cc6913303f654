"""The tile catalogue: every known tile (``TileDef``) and set (``TileSet``).

Tile set files are read, validated and built into a catalogue by ``tileset_file`` (pydantic:
``load_catalogue``), which the game imports only when it loads one, so that importing the
engine stays quick; this module imports neither pydantic nor ``tileset_file``.
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_assist.files.one_line import one_line
from carc_assist.table.tiles import TileDef


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
