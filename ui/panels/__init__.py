"""The side panels: the bag, the scoreboard and the log (with the edge picker the bag types a tile
with). They may import the dialogs and everything below them.
"""
