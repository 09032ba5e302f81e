"""``python -m wartable.rl.zero GAME --out DIR``: train (see :mod:`wartable.rl.zero.train`)."""

from __future__ import annotations

import sys

from .train import main

if __name__ == "__main__":
    sys.exit(main())
