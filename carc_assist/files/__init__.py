"""Reading and writing what comes from outside, safely: the bounds on records and tile sets,
the one reader of untrusted JSON, bounded pydantic fields, one-line messages and atomic writes.

The lowest room of the engine: it imports nothing of carc_assist.
"""
