"""The library's save writes only what changed since its last save (issue 27, point 9): the
actions played, undone, redone or edited, and the summary from them. Whatever the players do,
and wherever a save fails or the library is opened again, the stored record is the game's
record (the same text as ``record.record_text``), and the summary the game's."""

from __future__ import annotations

import contextlib
import json
import random
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from carc_assist.players.selfplay import play_turn, random_game
from carc_assist.rules.game import Game, IllegalAction
from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import drop_conflicts, edit_record, turns
from carc_assist.storage.library import Library, LibraryError
from carc_assist.storage.record import record_text, to_record
from carc_assist.table.actions import Action, Discard, Draw, Pass
from tests.random_games import QUICK, SETUPS

OPS = ("turn", "turn", "step", "undo", "undo", "redo", "edit", "back", "save", "save", "refused", "reopen")


def _step(game: Game, rng: random.Random) -> None:
    """One random legal action, whatever the game waits for (nothing once it is over)."""
    prompt = game.prompt
    if prompt.kind == "over":
        return
    choices: list[Action]
    if prompt.kind == "draw":
        choices = [Draw(game.nth_drawable(rng.randrange(game.drawable_total)))]
    elif prompt.kind == "place" and game.held is not None:
        choices = [*game.legal_placements(game.held)] or [Discard(game.held)]
    elif prompt.kind == "follower":
        choices = [*game.legal_follower_actions(), Pass()]
    else:
        choices = [*game.expansion_options()]
    with contextlib.suppress(IllegalAction):  # a choice this sketch of a player got wrong
        game.push(rng.choice(choices))


def _edited(game: Game, rng: random.Random) -> Game | None:
    """The game with a random past turn played again without its follower (the same turn,
    as a new game, when it had none), the later turns that no longer apply dropped."""
    document = to_record(game)
    actions = document["actions"]
    assert isinstance(actions, list)
    if not actions:  # (``turns`` of a record without actions fails: edit.py's to fix)
        return None
    turn = rng.choice(turns(document))
    new = [raw for raw in actions[turn.start : turn.stop] if "follower" not in raw]
    try:
        return drop_conflicts(edit_record(document, turn.number, new))[1].game
    except ValueError:  # RecordError: that turn cannot go without (a festival's take-back …)
        return None


def expected_sources(game: Game) -> list[dict[str, int]]:
    """Each player's points by source, summed here from every event of the game."""
    sources: list[dict[str, int]] = [{} for _ in game.setup.players]
    for event in game.events:
        sources[event.player][event.source] = sources[event.player].get(event.source, 0) + event.points
    return sources


def assert_stored(library: Library, game_id: str, game: Game, folder: Path) -> None:
    """The stored record is the game's record, as text too, and the summary the game's."""
    assert library.record(game_id) == to_record(game)
    library.export(game_id, folder / "export.json")
    assert (folder / "export.json").read_text(encoding="utf-8") == record_text(game)
    (entry,) = [entry for entry in library.entries() if entry.id == game_id]
    names = [player.name for player in game.setup.players]
    assert entry.players == tuple(zip(names, game.scores, strict=True))
    assert (entry.finished, entry.actions, entry.problem) == (
        game.finished,
        len(to_record(game)["actions"]),  # type: ignore[arg-type]
        None,
    )
    assert entry.turn == game.turn and entry.turns is not None and entry.turns >= game.bag_total
    db = sqlite3.connect(library.path)
    try:
        (sources,) = db.execute("SELECT sources FROM games WHERE id = ?", (int(game_id),)).fetchone()
    finally:
        db.close()
    assert json.loads(sources) == expected_sources(game)


def play(setup: Setup, seed: int, ops: list[str], folder: Path, fresh: bool = False) -> None:
    """Drive a game and its library through ``ops``, checking the store after every save.
    The game starts at a random point of a whole random game, often near its end (final
    scoring's many events to undo), or, ``fresh``, at its start."""
    rng = random.Random(seed)
    path = folder / "library.sqlite3"
    library = Library(path, busy_timeout=0.01)
    game = random_game(setup, rng)
    back = rng.choice([0, 1, 3, rng.randrange(len(game.actions) + 1), len(game.actions)])
    for _ in range(len(game.actions) if fresh else back):
        game.pop()
    game_id = library.add(game)
    before_edits: list[Game] = []
    try:
        for op in ops:
            if op == "turn" and game.prompt.kind == "draw":
                play_turn(game, rng)
            elif op in ("turn", "step"):
                _step(game, rng)
            elif op == "undo" and game.actions:
                game.pop()
            elif op == "redo" and game.redo_actions:
                game.redo()
            elif op == "edit":
                edited = _edited(game, rng)
                if edited is not None:
                    before_edits.append(game)
                    game = edited
            elif op == "back" and before_edits:  # the edit undone: the game as it was before it
                game = before_edits.pop()
            elif op == "save":
                library.save(game_id, game)
                assert_stored(library, game_id, game, folder)
            elif op == "refused":  # another program holds the library: the save changes nothing
                stored = library.record(game_id)
                other = sqlite3.connect(path, isolation_level=None)
                other.execute("BEGIN IMMEDIATE")
                try:
                    with pytest.raises(LibraryError):
                        library.save(game_id, game)
                finally:
                    other.execute("ROLLBACK")
                    other.close()
                assert library.record(game_id) == stored
            elif op == "reopen":  # the app started again: the game as the library holds it
                library.save(game_id, game)
                library.close()
                library = Library(path, busy_timeout=0.01)
                opened = library.open(game_id)
                assert opened.reason is None and to_record(opened.game) == to_record(game)
                game, before_edits = opened.game, []
        library.save(game_id, game)
        assert_stored(library, game_id, game, folder)
    finally:
        library.close()


@QUICK
@given(SETUPS, st.integers(0, 10**6), st.lists(st.sampled_from(OPS), max_size=40))
def test_the_stored_record_is_the_games_record_whatever_is_done(
    setup: Setup, seed: int, ops: list[str]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        play(setup, seed, ops, Path(folder))


def test_a_long_game_with_undos_and_edits_late_in_it(tmp_path: Path) -> None:
    """Saves late in a whole game, each kind of change among them."""
    ops = ["turn", "save"] * 90 + ["undo", "save", "redo", "save", "undo", "undo", "save", "redo", "save"]
    ops += ["edit", "save", "turn", "save", "back", "save", "refused", "turn", "save", "reopen", "turn"]
    play(Setup.of(["Anna", "Bram", "Carla"], ("base", "festival")), 7, ops, tmp_path, fresh=True)
