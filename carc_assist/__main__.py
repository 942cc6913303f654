"""``python -m carc_assist``: see ``carc_assist.cli.commands``."""

import sys

from carc_assist.cli.commands import main

sys.exit(main())
