"""At start: the data folder of earlier versions (doubled, ``…/carc-assist/carc-assist``)
moved into the single one (``storage.doubled_folder``), and what the player should know of it.

It is moved only while no earlier version runs on it (its lock is taken first, as that
version's own start would); else it waits for the next start. Usually there is nothing to
say: everything moved. A merged library, files left behind, or a move that failed are said
in words, with the folders named.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from carc_assist.storage.doubled_folder import Moved, move_doubled
from carc_assist.storage.library import LibraryError
from carc_assist.storage.paths import data_dir, doubled_dir
from ui.start.single_instance import LOCK_NAME
from ui.words.plain import message


class FolderMoveWords(QObject):
    """The sentence with a count (Qt's plural forms need ``tr`` with ``n``)."""

    def merged(self, games: int) -> str:
        return self.tr(
            "%n game(s) of the earlier library in {old} joined the games library;"
            " its file is kept in {kept}.",
            "",
            games,
        )


@dataclass(frozen=True)
class FolderMove:
    """What moving the old folder did (``moved``), or why it could not (``failure``)."""

    old: Path
    moved: Moved | None
    failure: str | None = None

    def worth_saying(self) -> bool:
        return self.failure is not None or (
            self.moved is not None and bool(self.moved.merged or self.moved.stayed)
        )

    def text(self) -> str:
        folder = data_dir()
        if self.failure is not None:
            return QCoreApplication.translate(
                "FolderMove",
                "The files of an earlier carc-assist could not be moved from {old} to {folder}"
                " ({reason}). They stay where they are, and are moved at the next start.",
            ).format(old=self.old, folder=folder, reason=self.failure)
        assert self.moved is not None
        parts = [
            QCoreApplication.translate("FolderMove", "carc-assist now keeps its files in {folder}.").format(
                folder=folder
            )
        ]
        if self.moved.merged:
            parts.append(
                FolderMoveWords().merged(self.moved.merged).format(old=self.old, kept=self.moved.kept)
            )
        if self.moved.stayed:
            names = ", ".join(str(path.relative_to(self.old)) for path in self.moved.stayed)
            parts.append(
                QCoreApplication.translate(
                    "FolderMove",
                    "These files stayed in {old}, as files of the same names are in {folder}: {names}.",
                ).format(old=self.old, folder=folder, names=names)
            )
        return "\n\n".join(parts)

    def tell(self, parent: QWidget | None) -> None:
        """Say what the player should know of it, if anything."""
        if self.worth_saying():
            title = QCoreApplication.translate("FolderMove", "carc-assist's files")
            message(parent, QMessageBox.Icon.Information, title, self.text())


def move_doubled_folder() -> FolderMove | None:
    """Move the doubled folder's files into the data folder (the caller holds its lock);
    None when there is no doubled folder, or an earlier version runs on it now."""
    old = doubled_dir()
    if old is None or not old.is_dir():
        return None
    lock = QLockFile(str(old / LOCK_NAME))
    lock.setStaleLockTime(0)
    if not lock.tryLock(0):
        return None  # an earlier carc-assist runs on it: the next start moves it
    try:
        return FolderMove(old, move_doubled(old, data_dir(), skip=(LOCK_NAME,)))
    except (LibraryError, OSError) as exc:
        return FolderMove(old, None, str(exc))
    finally:
        lock.unlock()
        with contextlib.suppress(OSError):
            old.rmdir()
