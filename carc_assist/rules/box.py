"""The box and the bag: which tiles the chosen sets bring (as the modules' options change
them), which tile starts the board, which modules the tiles need, what the bag holds at the
start, and the ``Bag`` the views and players read (what is left, the chance of each tile).
A game's setup asks these once; ``Game`` keeps what they give."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import comb

from carc_assist.rules.catalogue import Catalogue
from carc_assist.rules.hooks import Expansion, registered
from carc_assist.rules.setup import Setup, SetupError
from carc_assist.table.tiles import TileDef


@dataclass(frozen=True, slots=True)
class Bag:
    """What is left to draw: count per tile id (only ids with tiles left)."""

    counts: Mapping[str, int]
    total: int

    def probability(self, tile: str, draws: int = 1) -> float:
        """The chance that ``tile`` is the next tile drawn, or among the next ``draws`` tiles
        drawn at once (fortune tellers): 1 - C(N - n, d) / C(N, d)."""
        if not self.total:
            return 0.0
        draws = min(draws, self.total)
        return 1 - comb(self.total - self.counts.get(tile, 0), draws) / comb(self.total, draws)


def box_and_start(setup: Setup, catalogue: Catalogue) -> tuple[dict[str, int], str]:
    """All tiles of the chosen sets (counts added up), and the start tile (an expansion
    may keep its tile from starting: the wheel lies beside the board on request)."""
    box = box_for(setup, catalogue)
    starts: list[tuple[int, str]] = []
    for name in setup.sets:
        tile_set = catalogue.sets[name]
        tile = catalogue.tiles.get(tile_set.start or "")
        if tile is not None and all(m.can_start(tile, setup) for m in registered() if m.MARKS & tile.marks):
            starts.append((-tile_set.start_rank, tile.id))
    start = setup.start
    if start is None:
        if not starts:
            raise SetupError("none of the chosen sets has a start tile: name one")
        start = min(starts)[1]
    elif start not in box:
        raise SetupError(f"the start tile {start} is not in the chosen sets")
    return box, start


def box_for(setup: Setup, catalogue: Catalogue) -> dict[str, int]:
    """All tiles of the chosen sets (counts added up), as the modules' options change them
    (``Expansion.box``: the new edition's garden tiles), in the sets' display order."""
    box: dict[str, int] = {}
    for name in setup.sets:
        tile_set = catalogue.sets.get(name)
        if tile_set is None:
            raise SetupError(f"unknown tile set {name!r}")
        for tile_id, count in tile_set.counts.items():
            box[tile_id] = box.get(tile_id, 0) + count
    for module in registered():
        box = module.box(setup, catalogue.tiles, box)
    return box


def starting_bag(box: dict[str, int], setup: Setup, catalogue: Catalogue, start: str) -> dict[str, int]:
    """The box less the start tile and every set's own start tile (their backs differ)."""
    bag = dict(box)
    out = {start} | {catalogue.sets[n].start for n in setup.sets if catalogue.sets[n].start}
    for tile_id in out:
        if tile_id is not None and bag.get(tile_id):
            bag[tile_id] -= 1
    return bag


def expansions_for(tiles: list[TileDef], sets: Sequence[str]) -> list[Expansion]:
    """The expansion modules the tiles need, and those the chosen sets bring whatever their
    tiles (``Expansion.SETS``). A tile showing a mark no module claims is refused, naming
    the tile and the mark: played with base rules only, its scores would be wrong
    (``resources/tiles/FORMAT.md``)."""
    known = frozenset().union(*(module.MARKS for module in registered()))
    for tile in tiles:
        if tile.marks - known:
            mark = min(tile.marks - known)
            raise SetupError(f"tile {tile.id} shows the mark {mark!r}, whose rules are not in carc-assist")
    marks = frozenset().union(*(tile.marks for tile in tiles))
    return [module() for module in registered() if module.MARKS & marks or module.SETS.intersection(sets)]


def nth(counts: Mapping[str, int], index: int) -> str:
    """The tile id at ``index`` of ``counts`` laid out in a row."""
    for tile_id, count in counts.items():
        if index < count:
            return tile_id
        index -= count
    raise IndexError("the bag holds fewer tiles")
