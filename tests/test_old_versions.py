"""Every record and tile set an earlier version of carc-assist wrote still opens
(``shared/spec/record.md``, "Bounds": a bound added later never refuses them).

The files in ``fixtures/old_versions/<commit>/`` were written by that commit's own writers
(``make_fixtures.py``; the commits are those where the record or tile set writers changed,
listed in the folder's README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from carc_assist.cli.commands import main
from carc_assist.files.limits import MAX_NAME, MAX_REASON, MAX_TITLE
from carc_assist.rules.game import FOLLOWER
from carc_assist.rules.tile_wiring import read_user_set_file, read_user_sets, validate_user_set
from carc_assist.storage.record import load

FOLDER = Path(__file__).parent / "fixtures" / "old_versions"
VERSIONS = sorted(p.name for p in FOLDER.iterdir() if p.is_dir())
RECORDS = sorted(FOLDER.glob("*/records/*.json"))
TILE_SETS = sorted(FOLDER.glob("*/tilesets/*.json"))
LONG_TITLE = "Carcassonne: De Wegwijzers (mini-uitbreiding, 2021)"


def name(path: Path) -> str:
    return str(path.relative_to(FOLDER))


def test_the_fixtures_cover_the_writers_history() -> None:
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    assert len(VERSIONS) >= 10 and all(f"`{version}`" in readme for version in VERSIONS)
    assert all((FOLDER / version / "records" / "base.json").exists() for version in VERSIONS)


@pytest.mark.parametrize("path", RECORDS, ids=name)
def test_every_old_record_replays(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    names = [p.name for p in load(path).setup.players]
    written = [p["name"] for p in document["setup"]["players"]]
    assert names == [n if len(n) <= MAX_NAME else n[: MAX_NAME - 1] + "…" for n in written]
    assert main(["replay", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and [p["name"] for p in json.loads(out)["players"]] == names


@pytest.mark.parametrize("path", TILE_SETS, ids=name)
def test_every_old_tile_set_loads(path: Path) -> None:
    document = read_user_set_file(path)
    problems: list[str] = []
    assert document in read_user_sets(path.parent, problems) and problems == []


def test_a_long_title_an_earlier_version_wrote_opens() -> None:
    """Versions before the bounds (cbecaaa) wrote titles of any length; cbecaaa to 803aa37
    refused more than 40 characters, so their editors could not write this one."""
    written = {path.parts[-3] for path in TILE_SETS if read_user_set_file(path)["name"] == LONG_TITLE}
    assert {"df15195", "a015dc8"} <= written
    record = FOLDER / "a015dc8" / "records" / "user-set.json"
    assert load(record).catalogue.sets["wegwijzers-2021"].title == LONG_TITLE


def test_names_reasons_and_titles_beyond_the_bounds_are_read_shortened() -> None:
    """Before the bounds (cbecaaa; for names 628a61f) the app took any length, and cbecaaa
    itself still saved such names: the texts are read shortened, the ellipsis says so."""
    versions = {path.parts[-3] for path in RECORDS if path.name == "beyond-the-bounds.json"}
    assert {"93c7cc3", "df15195", "a015dc8", "cbecaaa"} <= versions
    for version in versions:
        game = load(FOLDER / version / "records" / "beyond-the-bounds.json")
        name = game.setup.players[0].name
        assert len(name) == MAX_NAME and name.endswith("…") and name.startswith("Maria-Magdalena")
        adjustment = game.events[-1]
        assert adjustment.source == "adjustment" and adjustment.player == 0 and adjustment.points == -2
        assert adjustment.reason is not None and len(adjustment.reason) == MAX_REASON
    titles = [read_user_set_file(path)["name"] for path in TILE_SETS if path.name == "lange-titel.json"]
    assert len(titles) >= 3 and all(len(title) > MAX_TITLE for title in titles)
    catalogue = validate_user_set(read_user_set_file(FOLDER / "df15195" / "tilesets" / "lange-titel.json"))
    assert catalogue.sets["lange-titel"].title == titles[0][: MAX_TITLE - 1] + "…"


def test_a_game_saved_in_its_follower_step_opens_there() -> None:
    """Since 2726c99 a record says so; older ones close the turn (no follower)."""
    for version in VERSIONS:
        path = FOLDER / version / "records" / "paused-in-follower-step.json"
        says = json.loads(path.read_text(encoding="utf-8")).get("in_follower_step", False)
        assert (load(path, close_turn=False).phase == FOLLOWER) == says, version
