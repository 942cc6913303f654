"""A game with the players' own tile sets builds their catalogue once for the same documents
(``game.players_catalogue``): a replay at every load, edit and check no longer pays a quarter
of a second each, and what it builds is what a fresh build gives."""

from __future__ import annotations

import copy

import pytest

from carc_assist.rules.catalogue import CatalogueError
from carc_assist.rules.game import Game
from carc_assist.rules.setup import Setup
from carc_assist.rules.tileset_file import load_catalogue
from tests.test_fortune_tellers import TELLERS
from tests.test_signposts import SIGNS


def _setup(*documents: dict[str, object]) -> Setup:
    return Setup(Setup.of(["Anna", "Bram"]).players, ("base", "tellers", "signs"), tiles=documents)


def test_the_same_documents_share_one_catalogue_built_as_a_fresh_one() -> None:
    first = Game(_setup(TELLERS, SIGNS))
    again = Game(_setup(copy.deepcopy(TELLERS), copy.deepcopy(SIGNS)))  # equal, not the same objects
    assert again.catalogue is first.catalogue
    fresh = load_catalogue(documents=[TELLERS, SIGNS])
    assert list(first.catalogue.tiles) == list(fresh.tiles)  # the same tiles, in the same order
    assert first.catalogue.tiles == fresh.tiles
    assert list(first.catalogue.sets) == list(fresh.sets)
    assert [s.counts for s in first.catalogue.sets.values()] == [s.counts for s in fresh.sets.values()]
    assert first.box == Game(_setup(TELLERS, SIGNS), fresh).box  # the bag's order


def test_other_documents_get_their_own() -> None:
    changed = copy.deepcopy(SIGNS)
    tiles = changed["tiles"]
    assert isinstance(tiles, list) and tiles
    tiles[0]["count"] = 2 if tiles[0].get("count", 1) != 2 else 3
    assert Game(_setup(TELLERS, changed)).catalogue is not Game(_setup(TELLERS, SIGNS)).catalogue
    swapped = Game(_setup(SIGNS, TELLERS)).catalogue  # (another order: another catalogue)
    assert swapped is not Game(_setup(TELLERS, SIGNS)).catalogue


def test_a_bad_document_is_refused_every_time() -> None:
    bad = {**SIGNS, "version": 99}
    for _ in range(2):
        with pytest.raises(CatalogueError):
            Game(_setup(TELLERS, bad))
