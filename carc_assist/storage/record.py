"""Game records (save files), version 1, exactly as ``shared/spec/record.md``.

A record is the setup plus the actions; everything else is derived by replaying it. Loading
reads the file with ``untrusted_json`` (a record comes from anywhere), validates the document
with pydantic within the bounds of ``limits`` and replays it; any problem raises
``RecordError`` with a one-line reason (naming the action's number, from 1, when an action is
at fault). Saving is atomic: a crash while saving never leaves a half-written file in place of
a good one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from carc_assist.files.atomic import write_atomic
from carc_assist.files.bounded_fields import Name, SetName, TileId
from carc_assist.files.limits import MAX_ACTIONS, MAX_NAME, MAX_OPTIONS, MAX_REASON, MAX_SETS, shortened
from carc_assist.files.one_line import one_line
from carc_assist.files.untrusted_json import UntrustedJsonError, read_json, read_json_file
from carc_assist.rules.catalogue import Catalogue, CatalogueError
from carc_assist.rules.game import FOLLOWER, Game, IllegalAction
from carc_assist.rules.setup import COLORS, Player, Setup, SetupError
from carc_assist.table.actions import Action, ActionError, Adjust, Draw, DrawSeveral, End, Pass, from_record

FORMAT = "carc-assist-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be loaded; the message is one line saying why, whatever the
    record's names and ids hold (``replay`` prints it as exactly one line). When an action is
    at fault, ``action`` is its number (from 1) and ``reason`` what is wrong with it (the
    games library and the edit of a past turn replay a record as far as it goes), and
    ``refusal`` the rules' refusal when they forbid it (its key: the app says it in words)."""

    def __init__(
        self, message: str, action: int | None = None, reason: str = "", refusal: IllegalAction | None = None
    ) -> None:
        super().__init__(one_line(message))
        self.action = action
        self.reason = one_line(reason)
        self.refusal = refusal


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerModel(_Strict):
    name: Name
    color: Literal["red", "blue", "green", "yellow", "black", "grey", "pink"] | None = None


class SetupModel(_Strict):
    players: list[PlayerModel]
    sets: Annotated[list[SetName], Field(max_length=MAX_SETS)]
    start: TileId | None = None
    options: Annotated[dict[str, StrictBool | StrictInt], Field(max_length=MAX_OPTIONS)] = {}
    tiles: Annotated[list[dict[str, Any]], Field(max_length=MAX_SETS)] = []
    tournament: StrictBool = False


class RecordModel(_Strict):
    format: str
    version: StrictInt
    setup: SetupModel
    actions: Annotated[list[Any], Field(max_length=MAX_ACTIONS)] = []
    in_follower_step: StrictBool = False


def setup_from_model(model: SetupModel) -> Setup:
    taken = {p.color for p in model.players if p.color}
    spare = [c for c in COLORS if c not in taken]
    players = []
    for p in model.players:
        color = p.color or (spare.pop(0) if spare else "")
        players.append(Player(p.name, color))
    options, tiles = dict(model.options), tuple(model.tiles)
    return Setup(tuple(players), tuple(model.sets), model.start, options, tiles, model.tournament)


def parse_record(data: object) -> tuple[Setup, list[object], bool]:
    """Check the document's envelope and setup; return the setup, the raw actions, and whether
    the record was saved in its follower step."""
    if not isinstance(data, dict):
        raise RecordError("not a carc-assist game record (the document is not a JSON object)")
    if data.get("format") != FORMAT:
        found = f"format is {data['format']!r}" if "format" in data else "no format field"
        raise RecordError(f"not a carc-assist game record ({found})")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise RecordError(f"made by a newer carc-assist (record version {version}; this one reads {VERSION})")
    if version != VERSION:
        raise RecordError(f"unsupported record version {version!r}")
    data = _old_texts_shortened(data)
    try:
        model = RecordModel.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise RecordError(f"bad record: {where}: {error['msg']}") from None
    return setup_from_model(model.setup), list(model.actions), model.in_follower_step


def _old_texts_shortened(data: dict[str, Any]) -> dict[str, Any]:
    """The record with the players' names and the adjustments' reasons that earlier versions
    wrote beyond the bounds added later (any length, before them) shortened to the bounds,
    each ending in an ellipsis that says so; a name stays unique, and the adjustments name
    their player by the shortened name. Nothing else changes, and the record given is left as
    it is."""
    setup = data.get("setup")
    players = setup.get("players") if isinstance(setup, dict) else None
    actions = data.get("actions")
    if not isinstance(players, list) or not isinstance(actions, list):
        return data  # the model says what is wrong
    names = [p.get("name") if isinstance(p, dict) else None for p in players]
    taken = {name for name in names if isinstance(name, str) and len(name) <= MAX_NAME}
    renamed: dict[str, str] = {}
    for name in names:
        if isinstance(name, str) and len(name) > MAX_NAME and name.isprintable() and name not in renamed:
            new = shortened(name, MAX_NAME)
            number = 1
            while new in taken:
                number += 1
                new = shortened(name, MAX_NAME, f" {number}")
            taken.add(new)
            renamed[name] = new
    new_actions = [_shortened_adjust(raw, renamed) for raw in actions]
    if not renamed and all(new is old for new, old in zip(new_actions, actions, strict=True)):
        return data
    new_players = [
        {**p, "name": renamed[name]} if isinstance(name, str) and name in renamed else p
        for p, name in zip(players, names, strict=True)
    ]
    assert isinstance(setup, dict)
    return {**data, "setup": {**setup, "players": new_players}, "actions": new_actions}


def _shortened_adjust(raw: object, renamed: dict[str, str]) -> object:
    """An ``adjust`` action with its player renamed and its reason shortened (see above)."""
    if not (isinstance(raw, dict) and isinstance(raw.get("adjust"), dict)):
        return raw
    adjust: dict[str, object] = raw["adjust"]
    player, reason = adjust.get("player"), adjust.get("reason")
    new = dict(adjust)
    if isinstance(player, str) and player in renamed:
        new["player"] = renamed[player]
    if isinstance(reason, str) and len(reason) > MAX_REASON and reason.isprintable():
        new["reason"] = shortened(reason, MAX_REASON)
    return raw if new == adjust else {**raw, "adjust": new}


def replay(data: object, catalogue: Catalogue | None = None, close_turn: bool = True) -> Game:
    """Build the game a record describes, checking every action against the rules.

    A record may leave out the follower step, also after its last placement: that means no
    follower, so the last turn is closed and scored (and a game whose bag is empty ends).
    A record saved while the player had still to choose says ``"in_follower_step": true``;
    with ``close_turn=False`` such a game waits in the follower step again (the app's open
    and resume), where the command line closes it all the same.
    """
    setup, raw_actions, in_follower_step = parse_record(data)
    try:
        game = Game(setup, catalogue)
    except (SetupError, CatalogueError) as exc:
        raise RecordError(f"bad setup: {exc}") from None
    for number, raw in enumerate(raw_actions, start=1):
        try:
            action = from_record(raw)
            if game.phase == FOLLOWER and isinstance(action, (Draw, DrawSeveral, Adjust, End)):
                game.play(Pass())
            game.play(action)
        except ActionError as exc:
            raise RecordError(f"action {number}: {exc}", number, str(exc)) from None
        except IllegalAction as exc:
            raise RecordError(f"action {number}: {exc}", number, str(exc), exc) from None
        except KeyError as exc:
            raise RecordError(f"action {number}: {exc.args[0]}", number, str(exc.args[0])) from None
    if game.phase == FOLLOWER and (close_turn or not in_follower_step):
        game.play(Pass())
    return game


def load(path: Path, catalogue: Catalogue | None = None, close_turn: bool = True) -> Game:
    """Read and replay a record file (see ``replay``)."""
    return replay(read_document(path), catalogue, close_turn)


def read_document(path: Path) -> object:
    """A record file's JSON, read with the bounds of ``untrusted_json``; RecordError says why not."""
    try:
        return read_json_file(path)
    except OSError as exc:
        raise RecordError(f"cannot read {path.name}: {exc}") from None
    except UntrustedJsonError as exc:
        raise RecordError(f"not a carc-assist game record ({exc})") from None


def replay_text(text: str | bytes, catalogue: Catalogue | None = None, close_turn: bool = True) -> Game:
    """Replay a record held as text (the games library's), read as carefully as a file."""
    try:
        data = read_json(text)
    except UntrustedJsonError as exc:
        raise RecordError(f"not a carc-assist game record ({exc})") from None
    return replay(data, catalogue, close_turn)


def to_record(game: Game) -> dict[str, object]:
    """The record of a game: its setup and its actions (implied passes left out)."""
    actions = [a.to_record() for a in game.actions if not isinstance(a, Pass)]
    return {**_head(game), "actions": actions}


def _head(game: Game) -> dict[str, object]:
    follower_step = {"in_follower_step": True} if game.phase == FOLLOWER else {}
    return {**setup_head(game.setup), **follower_step}


def setup_head(setup: Setup) -> dict[str, object]:
    """A record's head without its actions and without ``in_follower_step``: the part that
    stays the same through a game (the games library stores it once)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": {
            "players": [{"name": p.name, "color": p.color} for p in setup.players],
            "sets": list(setup.sets),
            **({"start": setup.start} if setup.start else {}),
            "options": dict(setup.options),
            **({"tiles": list(setup.tiles)} if setup.tiles else {}),
            **({"tournament": True} if setup.tournament else {}),
        },
    }


def save(game: Game, path: Path) -> None:
    """Write the record atomically: a temporary file beside ``path``, then a rename."""
    write_atomic(path, record_text(game))


def record_text(game: Game) -> str:
    """The record as JSON with one action per line: readable, and quick to write (the app
    saves after every action: each action's line is made once, and JSON's indenting
    encoder, many times slower, is not used)."""
    return joined_text(_head(game), [action_line(a) for a in game.actions if not isinstance(a, Pass)])


def joined_text(head: Mapping[str, object], lines: Sequence[str]) -> str:
    """A record's text from its head (all but the actions) and its actions' lines
    (``action_line``), in ``record_text``'s layout: the head on the first line, then one
    action per line (the games library keeps the lines apart, and reads a damaged text so)."""
    text = json.dumps(head, ensure_ascii=False)[:-1]
    if not lines:
        return text + ', "actions": []}\n'
    return text + ',\n "actions": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"


@lru_cache(maxsize=4096)
def action_line(action: Action) -> str:
    """An action as its record's JSON (one line)."""
    return json.dumps(action.to_record(), ensure_ascii=False)


def summary(game: Game) -> dict[str, object]:
    """The command line's ``replay --json`` document."""
    names = [p.name for p in game.setup.players]
    return {
        "players": [
            {"name": name, "score": game.scores[i], "supply": game.supply[i]}
            | {k: v for expansion in game.expansions for k, v in expansion.player_summary(game, i).items()}
            | (
                {"own_supply": {kind: own[i] for kind, own in game.own_supply.items()}}
                if game.own_supply
                else {}
            )
            for i, name in enumerate(names)
        ],
        "finished": game.finished,
        "bag_left": game.bag_total,
        **{k: v for expansion in game.expansions for k, v in expansion.summary(game).items()},
        "events": [
            {
                "turn": e.turn,
                "player": names[e.player],
                "points": e.points,
                "source": e.source,
                "final": e.final,
                "items": [i.to_json() for i in e.items],
                **({"reason": e.reason} if e.reason is not None else {}),
            }
            for e in game.events
        ],
    }
