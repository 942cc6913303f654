"""Start the application: ``carc-assist`` or ``python -m ui``."""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("carc-assist")
    app.setOrganizationName("carc-assist")
    window = MainWindow()
    window.show()
    return app.exec()
