"""The board: tiles, figures and overlays drawn and placed, the legend of what it draws, and the
final scoring tour over it. It may import the panels and everything below them.
"""
