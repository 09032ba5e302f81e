"""The match service's pure parts: synchronous, no asyncio, no database, the time passed in
as ``now``. Given a match's stored values (``live``, ``config``, seats) and a command, they
say what changes (new values to store) or refuse with a :class:`ServerError`; the hub stores
the change, then applies and announces it.

* ``ending.py``: the one place a match's end is written (:class:`EndKind`).
* ``clocks.py``: whose clock runs, deadlines, the clocks after a move, a returning player.
* ``draws.py``: draw offers by agreement.
* ``setup.py``: a new match's configuration, clocks and seats.
"""

from __future__ import annotations

from .ending import EndKind, finish, game_end, loss_of

__all__ = ["EndKind", "finish", "game_end", "loss_of"]
