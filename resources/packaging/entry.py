"""The frozen app's entry point (PyInstaller runs a script, not a console-script entry)."""

import sys

from ui.start.launch import main

sys.exit(main())
