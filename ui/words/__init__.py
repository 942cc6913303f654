"""What the app says, as pure helpers: sentences from the engine's keys and numbers, refusals,
the games library's problems, tiles in words, plain text for players' words, labels painted
from kept pictures of their words, hints under controls, and Qt's own texts in the app's
language.

It imports ``ui.look``, ``ui.prefs``, the engine, and the registered halves from
``ui.expansions.base`` (which imports nothing above ``ui.look``): never a widget of the window.
"""
