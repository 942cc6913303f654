"""The main window and what it lays out directly: the instruction over the board and the choice
bar of an expansion's step. It imports the board, the panels, the dialogs, the library window
and the phone page; only ``ui.start`` and ``ui.dev`` import it.
"""
