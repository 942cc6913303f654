"""``python -m ui`` starts the application."""

import sys

from ui.start.launch import main

sys.exit(main())
