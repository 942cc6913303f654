"""Qt's own texts (Yes/No/OK/Cancel, the file dialog, the colour dialog, a line edit's menu) in
the app's language.

Qt ships ``qtbase_<language>.qm`` for many languages (Dutch among them) in its translations
folder; where it ships none (Romanian), the project's ``qt_<language>.qm`` gives the texts a
player meets: the standard buttons (context ``QPlatformTheme``), the file and colour dialogs,
the edit menus. Both are loaded when both exist: a translator installed later is asked first,
so the project's own file can also mend a text that Qt's leaves in English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

from carc_assist.resources import resource_dir


def install_qt_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translations of Qt's own texts for ``language`` ("nl", "ro" …) that exist;
    returns those installed (English, Qt's source language, needs none)."""
    folders = (
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        ("qt", str(resource_dir() / "translations")),
    )
    installed = []
    for prefix, folder in folders:
        translator = QTranslator(app)
        if translator.load(f"{prefix}_{language}", folder) and app.installTranslator(translator):
            installed.append(translator)
    return installed
