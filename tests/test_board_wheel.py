"""The board holds a multi-square start tile: the 4x4 wheel, its landscape in features."""

from __future__ import annotations

from carc_assist.rules.game import shipped_catalogue
from carc_assist.table.board import Board
from carc_assist.table.journal import Journal
from carc_assist.table.tiles import CITY, FIELD, ROAD


def wheel_board() -> Board:
    board = Board(Journal())
    board.place(shipped_catalogue().tiles["wof/wheel"], (0, 0), 0)
    return board


def test_tiles_go_against_the_16_outer_edges() -> None:
    board = wheel_board()
    assert len(board.cells) == 16
    ring = {(x, -1) for x in range(4)} | {(4, y) for y in range(4)} | {(x, 4) for x in range(4)}
    ring |= {(-1, y) for y in range(4)}
    assert set(board.open) == ring
    # what each outer edge shows (as the neighbour's requirement: N, E, S, W of the open square)
    assert board.open[(0, -1)] == "--C-"
    assert board.open[(2, -1)] == "--R-"
    assert board.open[(4, 2)] == "---C"
    assert board.open[(3, 4)] == "R---"
    assert board.open[(0, 4)] == "C---"
    assert board.open[(-1, 3)] == "-C--"
    assert board.open[(-1, 1)] == "-R--"
    assert board.open[(1, -1)] == "--F-"


def test_wheel_city_counts_one_tile_per_square() -> None:
    board = wheel_board()
    tiles = shipped_catalogue().tiles
    cap = tiles["base/E"]
    board.check_placement(cap, (0, -1), 2)
    placed = board.place(cap, (0, -1), 2)  # city facing south onto the wheel's city C1
    city = board.feature(placed.first_segment)
    assert city.kind == CITY and city.tiles == 2 and city.open_sides == 0
    # C3 covers two outer edges of the bottom-left square: it needs two tiles to close
    board.place(cap, (0, 4), 0)
    c3 = board.feature(board.cells[(0, 4)].first_segment)
    assert c3.open_sides == 1 and c3.tiles == 2
    board.place(cap, (-1, 3), 1)
    c3 = board.feature(board.cells[(-1, 3)].first_segment)
    assert c3.open_sides == 0 and c3.tiles == 3


def test_wheel_roads_end_at_its_border_and_fields_join() -> None:
    board = wheel_board()
    straight = shipped_catalogue().tiles["base/U"]  # road E-W at rotation 0
    placed = board.place(straight, (2, -1), 1)  # road N-S, meeting the wheel's road end
    road = board.feature(placed.first_segment + placed.orientation.squares[0].locations["S"])
    assert road.kind == ROAD and road.tiles == 2 and road.open_sides == 1
    west_field = board.feature(placed.first_segment + placed.orientation.squares[0].locations["Sw"])
    assert west_field.kind == FIELD
    assert len(west_field.cities) == 1  # F1 borders the wheel's city C1


def test_wheel_squares_count_as_a_cloisters_neighbours() -> None:
    board = wheel_board()
    board.place(shipped_catalogue().tiles["base/B"], (4, 0), 0)
    assert board.neighbours_filled((4, 0)) == 2
