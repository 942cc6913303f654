"""The command line (``python -m carc_assist``) and the engine's benchmarks: the top of the
engine, which may import every other room and which no room imports.
"""
