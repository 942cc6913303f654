"""Players the engine can play itself: random legal games for tests, benchmarks and the
``selfplay`` command, and the coach (``coach``, ``outlook``, ``lookahead``, ``mcts``).

It imports the rules; the command line, the tests, and the app's coach (its hint panel, its
words, the summary's turning points) import it.
"""
