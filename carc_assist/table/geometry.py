"""Board geometry: sides, half-edges, rotations and location names.

Squares are ``(x, y)`` with x growing east and **y growing south**. Rotations are quarter
turns clockwise (0..3 internally; 0, 90, 180, 270 degrees in records). Location names are
the record format's: ``N E S W`` for a whole side, ``Nw Ne En Es Se Sw Ws Wn`` for the
half-edges, ``C`` (cloister), ``T`` (tent), ``I``/``I1``/``I2`` (inner fields).
"""

from __future__ import annotations

from typing import Final

Square = tuple[int, int]

SIDES: Final = ("N", "E", "S", "W")
HALVES: Final = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")

#: (dx, dy) of the neighbour beyond each side.
SIDE_DELTA: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))

#: The two half-edges of each side, in clockwise order.
SIDE_HALVES: Final = ((0, 1), (2, 3), (4, 5), (6, 7))

#: The half-edge of the neighbouring square that meets each half-edge.
FACING_HALF: Final = (5, 4, 7, 6, 1, 0, 3, 2)

ROTATION_DEGREES: Final = (0, 90, 180, 270)


def opposite(side: int) -> int:
    """The side of the neighbour that faces ``side``."""
    return (side + 2) % 4


def neighbour(square: Square, side: int) -> Square:
    dx, dy = SIDE_DELTA[side]
    return (square[0] + dx, square[1] + dy)


def rotate_side(side: int, rotation: int) -> int:
    """Where a side of the tile's definition faces after ``rotation`` quarter turns."""
    return (side + rotation) % 4


def rotate_half(half: int, rotation: int) -> int:
    """Where a half-edge of the definition lies after ``rotation`` quarter turns."""
    return (half + 2 * rotation) % 8


def rotation_from_degrees(degrees: int) -> int:
    """Quarter turns for 0/90/180/270; ValueError for anything else."""
    if degrees not in ROTATION_DEGREES:
        raise ValueError(f"rotation must be 0, 90, 180 or 270, not {degrees}")
    return degrees // 90
