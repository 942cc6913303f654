"""The dialogs and secondary windows: new game, preferences, editing a past turn, a score
correction, the summary, the rules help, the tile editor, about, recovery after a crash, a
damaged games library and a game's emergency copy. They import the expansions' halves, the
session and the presentation rooms below them, never a panel or the board.
"""
