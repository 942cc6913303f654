"""Players the engine can play itself: random legal games for tests, benchmarks and the
``selfplay`` command.

It imports the rules; only the command line and tests import it.
"""
