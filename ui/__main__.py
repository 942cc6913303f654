"""``python -m ui`` starts the application."""

import sys

from ui.app import main

sys.exit(main())
