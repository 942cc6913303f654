"""The game and its rules: ``Game`` (a setup plus the actions, with undo and redo), the
setup and rule options, base-game scoring, the hooks through which expansions plug in, what the
game tells its views (``steps``), insight, and the tile catalogue read from tile-set files.

It imports ``carc_assist.table`` and ``carc_assist.files``, never an expansion: the expansions
register themselves into ``rules.hooks``.
"""
