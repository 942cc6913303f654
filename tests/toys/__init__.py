"""Expansions no box will ever hold, found as the real ones are (``carc_assist.expansions.discovered``)
by the tests that play them: they keep the engine's contract open."""
