"""``python -m ui`` starts the application."""

import sys

from ui.launch import main

sys.exit(main())
