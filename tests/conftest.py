"""Shared test set-up: Qt runs offscreen; helpers to build games quickly."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from carc_assist.rules import tileset_file
from carc_assist.rules.catalogue import Catalogue

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="module")
def reused_catalogues() -> Iterator[dict[str, Catalogue]]:
    """Each catalogue of the players' own tile sets built once per module, for the modules that
    play random games with them. A game with such sets builds its catalogue from the record's
    documents (``Game(setup)``, a quarter of a second), and a random game is replayed from its
    record at every save and load it makes: that building, not the game, had been three
    quarters of the time of a property over the players' sets. The catalogue is reused only for
    the very same documents (the same JSON text; a record that carried its sets otherwise gets
    a catalogue of its own, built from what it carries), and the engine never changes a
    catalogue (the shipped one is shared by every game). Loads with files are not cached."""
    real = tileset_file.load_catalogue
    built: dict[str, Catalogue] = {}

    def load(extra_files: Iterable[Path] = (), documents: Iterable[Mapping[str, Any]] = ()) -> Catalogue:
        files, docs = list(extra_files), list(documents)
        if files:
            return real(files, docs)
        text = json.dumps(docs)
        if text not in built:
            built[text] = real(documents=docs)
        return built[text]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tileset_file, "load_catalogue", load)
        yield built
