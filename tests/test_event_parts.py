"""A scoring event names the part of its feature that counted: (placed tile's origin, segment
index on that tile), for the board to outline a field's own segments rather than whole tiles."""

from __future__ import annotations

from dataclasses import replace

from carc_assist import Draw, End, Follower, Game, Place, Setup


def test_events_carry_the_segments_of_what_they_scored() -> None:
    # start tile D at [0,0]: segments 0 city N, 1 road W-E, 2 field north of the road (beside
    # the city), 3 field south; E: 0 city, 1 field; U (rotation 0): 0 road W-E, 1 field north,
    # 2 field south
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    game.push(Follower("S"))  # Anna's knight closes the city: D's segment 0 and E's 0
    game.push(Draw("base/U"))
    (city,) = game.events
    assert (city.source, city.points) == ("city", 4)
    assert city.parts == {((0, 0), 0), ((0, -1), 0)}
    game.push(Place("base/U", (1, 0), 0))
    game.push(Follower("Nw"))  # Bram's farmer on U's north field, joined to D's north field
    game.push(End())
    (field,) = game.events[1:]  # the open road and the south fields hold nobody
    assert (field.source, field.player, field.points) == ("field", 1, 3)
    assert field.parts == {((0, 0), 2), ((1, 0), 1)}  # not E's field, nor the south fields
    assert field.squares == {(0, 0), (1, 0)}


def test_parts_take_no_part_in_equality() -> None:
    game = Game(Setup.of(["Anna", "Bram"]))
    game.push(Draw("base/E"))
    game.push(Place("base/E", (0, -1), 180))
    game.push(Follower("S"))
    game.push(Draw("base/U"))
    (city,) = game.events
    assert replace(city, parts=frozenset()) == city
