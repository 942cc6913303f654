"""What lies on the table and what the players do: board geometry, tile definitions and their
turns, figures, the board with its growing features and open squares, legal placements, the
actions, the steps of a turn, scoring events and the undo journal.

The vocabulary every rule speaks. It imports only ``carc_assist.files``; no rule of a game or an
expansion lives here.
"""
