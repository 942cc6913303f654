"""How things look, as pure helpers: tiles painted from their definitions, the marks an expansion
prints, colours of players and schemes, figures' silhouettes, wide lines as filled bands
(``bands``), the tile editor's field declarations, and the fence that keeps a widget's
changing words from laying the window out again (``fence``). No widget of the window; it
imports ``ui.prefs``, the engine, and the registered halves from ``ui.expansions.base`` (for
the looks they declare).
"""
