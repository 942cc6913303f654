"""The choice bar wraps its buttons onto rows where the board is too narrow for one row, and
lays them out again when the board is resized: every button shows its whole text (Qt would
elide it), and the bar stays within the board."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.ui.window_drive import opened, self_played, seven_set_setup


def test_the_bar_s_rows_follow_the_board_s_width(qtbot: QtBot, tmp_path: Path) -> None:
    setup = seven_set_setup()
    session, window = opened(qtbot, tmp_path, setup)
    for action in self_played(setup)[:113]:  # Bram keeps one of two tiles
        assert session.act(action)
    bar = window.choices
    buttons = [bar.buttons.itemAt(i).widget() for i in range(bar.buttons.count())]
    assert len(buttons) == 2 and bar.isVisible()
    wide = sum(b.sizeHint().width() for b in buttons if b is not None) + 30  # the margins, spacing

    def rows() -> set[int]:
        return {bar.buttons.getItemPosition(i)[0] for i in range(bar.buttons.count())}

    seen = []
    for middle in (1000, 450, 1000):  # the board's column: wide, narrow, wide again
        total = sum(window.splitter.sizes())
        window.splitter.setSizes([(total - middle) // 2, middle, total - middle - (total - middle) // 2])
        qtbot.wait(50)
        width = window.board.width()
        seen.append(rows())
        assert rows() == ({0} if wide <= width - 8 else {0, 1}), (width, wide)
        for button in buttons:
            assert button is not None and button.width() >= button.sizeHint().width(), button.text()
        assert bar.width() <= width - 8
    assert seen == [{0}, {0, 1}, {0}]  # both layouts met
