"""``python -m carc_assist``: see ``carc_assist.cli``."""

import sys

from carc_assist.cli import main

sys.exit(main())
