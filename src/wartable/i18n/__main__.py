"""``python -m wartable.i18n``: write the English catalogues from the games' templates."""

from __future__ import annotations

from . import write_english

for path in write_english():
    print(f"wrote {path}")
