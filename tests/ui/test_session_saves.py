"""The session's saves keep the library's record equal to the game's record through every
kind of change the app makes: actions, undo and redo, an edit of a past turn and its undo
and redo, tiles added to the box (the setup changes), and a game opened again."""

from __future__ import annotations

import random
from pathlib import Path

from carc_assist.rules.setup import Setup
from carc_assist.storage.edit import drop_conflicts, edit_record, turns
from carc_assist.storage.library import Library
from carc_assist.storage.record import record_text, to_record
from carc_assist.table.actions import Discard, Draw, Pass
from tests.test_signposts import SIGNS
from ui.session import GameSession


def _stored(session: GameSession) -> tuple[dict[str, object], str]:
    """The record as the library file holds it, read past the session (once it has saved),
    and the text it exports."""
    assert session.game_id is not None and session.library is not None  # writes the waiting save
    other = Library(session.library_path)
    try:
        out = session.library_path.parent / "export.json"
        other.export(session.game_id, out)
        return other.record(session.game_id), out.read_text(encoding="utf-8")
    finally:
        other.close()


def _same(session: GameSession) -> None:
    assert session.game is not None
    assert _stored(session) == (to_record(session.game), record_text(session.game))


def _turn(session: GameSession, rng: random.Random) -> None:
    """The rest of a turn through the session (a whole one at its start): a random draw,
    placement and follower or none."""
    game = session.game
    assert game is not None
    if game.phase == "draw":
        assert session.act(Draw(game.nth_drawable(rng.randrange(game.drawable_total))))
    if game.phase == "place":
        assert game.held is not None
        places = game.legal_placements(game.held)
        assert session.act(rng.choice(places) if places else Discard(game.held))
    if game.phase == "follower":
        assert session.act(rng.choice([*game.legal_follower_actions(), Pass()]))


def test_every_change_the_app_makes_is_stored_as_the_game_has_it(tmp_path: Path) -> None:
    session = GameSession(tmp_path / "library.sqlite3")
    session.new_game(Setup.of(["Anna", "Bram", "Carla"]))
    rng = random.Random(4)
    for _ in range(25):
        _turn(session, rng)
        _same(session)
    for _ in range(4):  # the record shrinks
        session.undo()
        _same(session)
    session.redo()
    _same(session)
    assert session.game is not None
    document = to_record(session.game)
    actions = document["actions"]
    assert isinstance(actions, list)
    third = turns(document)[2]  # played again without its follower
    new = [raw for raw in actions[third.start : third.stop] if "follower" not in raw]
    edited = drop_conflicts(edit_record(document, third.number, new))[1]
    session.apply_edit(edited.game, third.number)  # a past turn changed: the tail rewritten
    _same(session)
    _turn(session, rng)
    _same(session)
    while session.undo_edit is None:  # the turn played after the edit undone
        session.undo()
    session.undo()  # then the edit: the game as it was before it
    _same(session)
    session.redo()
    _same(session)
    session.add_tiles(SIGNS)  # the setup changes: the record written whole
    _same(session)
    _turn(session, rng)
    _same(session)
    game_id = session.game_id
    assert game_id is not None
    session.new_game(Setup.of(["Dirk", "Eva"]))
    session.resume(game_id)  # opened again: its first save writes it whole, the next append
    _turn(session, rng)
    _same(session)
    _turn(session, rng)
    _same(session)
