"""Moved to the wheel's UI half (``ui.expansions.wheel_of_fortune.look``); this name stays
only until ``ui.painter`` imports from there (the halves branch's report holds the diff):
then it goes."""

from ui.expansions.wheel_of_fortune.look import wheel_look as wheel_look
