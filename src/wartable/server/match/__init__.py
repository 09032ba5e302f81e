"""The match service: synchronous, no asyncio, no database, the time passed in as ``now``.
Given a match (its :class:`Table`) and a command, it decides what changes (a :class:`Change`
to store) or refuses with a :class:`ServerError`; the hub stores the change, then applies and
announces it.

* ``table.py``: a match's stored values and its ``Match`` (the only ledger of its plies);
  a :class:`Change`, applied only once stored.
* ``service.py``: every command decided: a move, a join, a hello, an absence, a takeover and
  a return, a timeout, a resignation, a draw, a rematch, the opening chance.
* ``ending.py``: the one place a match's end is written (:class:`EndKind`).
* ``clocks.py``: whose clock runs, deadlines, the clocks after a move, a returning player.
* ``draws.py``: draw offers by agreement.
* ``setup.py``: a new match's configuration, rows, clocks and seats.
"""

from __future__ import annotations

from .ending import EndKind, finish, game_end, loss_of

__all__ = ["EndKind", "finish", "game_end", "loss_of"]
