"""``python -m wartable.cli``: the ``wartable`` command."""

import sys

from wartable.cli import main

sys.exit(main())
