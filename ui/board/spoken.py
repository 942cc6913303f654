"""The board for a screen reader, and what happens said aloud.

The board is a graphics view: its tiles, lit squares and figures are items that Qt's
accessibility does not see (a screen reader found an empty view). Graphics items are not
QObjects: interfaces of their own would be Python ``QAccessibleInterface`` objects (a factory
does take them) whose lifetime Qt's cache of interfaces decides, a crash if Python collects
one first. So the board gets accessible child widgets, which Qt describes and keeps itself:
one empty, see-through label over each thing a player may ask about (the tile in
hand, each lit square, each follower spot, each placed tile, each figure), named and
described in words, lying where the thing is drawn. They take no mouse, touch or focus: the
board keeps its own input, and paints as before. What they say comes from the engine's game
and the words every other part of the window uses (``Texts``); nothing is worked out here.

Points scored and the step's instruction are announced (``ui.words.announce``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from carc_assist.rules.game import FOLLOWER, PLACE, Game
from carc_assist.table.actions import Place
from carc_assist.table.figures import Figure
from ui.board.board_view import BoardView, S, SpotMarker
from ui.words.texts import figure_role

#: what a thing on the board is called, what more is said of it, where it lies (scene)
Spoken = tuple[str, str, QRectF]


class SpokenBoard(QObject):
    """The accessible children of a board (see the module's docstring), made anew after
    every step and every move of the tile in hand, and moved with the board's view."""

    def __init__(self, board: BoardView) -> None:
        super().__init__(board)
        self.board = board
        board.setAccessibleName(self.tr("Board"))
        self._labels: list[QLabel] = []
        self._spoken: list[Spoken] = []
        self._preview: Place | None = None
        self._move = QTimer(self)  # the view scrolled or zoomed: the labels follow, once
        self._move.setSingleShot(True)
        self._move.setInterval(0)
        self._move.timeout.connect(self._place_labels)
        board.refreshed.connect(self.speak)
        board.preview_changed.connect(self._previewed)
        for bar in (board.horizontalScrollBar(), board.verticalScrollBar()):
            # (not ``start`` itself: it would take the bar's value for its interval)
            bar.valueChanged.connect(lambda _: self._move.start())
            bar.rangeChanged.connect(lambda *_: self._move.start())

    def _previewed(self, place: Place | None) -> None:
        self._preview = place
        self.speak()

    def speak(self) -> None:
        """Name everything the board shows now, while a screen reader (or any other assistive
        technology) listens: the labels cost a millisecond a step on a full board, for nobody
        otherwise. Qt says when one listens; the next step then names all."""
        if not QAccessible.isActive():
            return
        game = self.board.session.game
        spoken = [] if game is None else self._things(game)
        self.board.setAccessibleDescription(
            "" if game is None else self.tr("%n tile(s) on the board", "", len(game.board.placed))
        )
        while len(self._labels) < len(spoken):
            label = QLabel(self.board.viewport())
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._labels.append(label)
        for label, (name, description, _) in zip(self._labels, spoken, strict=False):
            if label.accessibleName() != name:
                label.setAccessibleName(name)
            if label.accessibleDescription() != description:
                label.setAccessibleDescription(description)
        for n, label in enumerate(self._labels):
            label.setVisible(n < len(spoken))
        self._spoken = spoken
        self._place_labels()

    def _place_labels(self) -> None:
        if not QAccessible.isActive():
            return
        view = self.board
        for label, (_, _, rect) in zip(self._labels, self._spoken, strict=False):
            box: QRect = view.mapFromScene(rect).boundingRect()
            if label.geometry() != box:
                label.setGeometry(box)

    def _things(self, game: Game) -> list[Spoken]:
        texts, prompt = self.board.texts, game.prompt
        size = float(S)
        things: list[Spoken] = []
        if prompt.kind == PLACE and game.held is not None:
            tile = texts.tile_name(game.held, game)
            preview = self._preview
            if preview is not None and preview.tile == game.held:
                where = self.tr("Shown on {square}, turned {degrees}°: Enter places it").format(
                    square=texts.square_words(preview.at, game), degrees=preview.rotation
                )
                rect = QRectF(preview.at[0] * size, preview.at[1] * size, size, size)
            else:
                where = self.tr("Not on the board yet: the arrow keys move it over the lit squares")
                rect = QRectF(0, 0, size, size)
            things.append((self.tr("Tile in hand: {tile}").format(tile=tile), where, rect))
            turns: dict[tuple[int, int], int] = {}
            for place in game.legal_placements():
                turns[place.at] = turns.get(place.at, 0) + 1
            for at, n in turns.items():
                things.append(
                    (
                        self.tr("Lit square: {square}").format(square=texts.square_words(at, game)),
                        self.tr("The tile in hand fits here in %n way(s)", "", n),
                        QRectF(at[0] * size, at[1] * size, size, size),
                    )
                )
        if prompt.kind == FOLLOWER:
            for item in self.board.scene().items(Qt.SortOrder.AscendingOrder):
                if isinstance(item, SpotMarker):
                    name = self.tr("Follower spot: {what}").format(what=item.toolTip())
                    things.append((name, "", item.sceneBoundingRect()))
        for placed in game.board.placed:
            x, y = placed.origin
            things.append(
                (
                    texts.tile_name(placed.tile.id, game),
                    texts.square_words((x, y), game),
                    QRectF(x * size, y * size, size, size),
                )
            )
        for figure in game.figures.values():
            things.append(self._figure(game, figure))
        return things

    def _figure(self, game: Game, figure: Figure) -> Spoken:
        texts = self.board.texts
        what = texts.figure_name(figure_role(game, figure))
        player = game.setup.players[figure.player].name
        name = self.tr("{player}: {figure}").format(player=player, figure=what)
        x, y = figure.square
        rect = QRectF(x * S, y * S, S, S)
        return name, texts.square_words(figure.square, game), rect
