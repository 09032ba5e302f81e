"""Accounts (optional: guests play as before), their sessions and CSRF tokens, ratings
(Glicko-2 per game, ``wartable.ratings``), match history and the leaderboard.

* ``models.py``: the tables (migration ``0002``).
* ``names.py``: what an account's name may be, and its key for uniqueness.
* ``passwords.py``: argon2id hashing, off the event loop.
* ``sessions.py``: session cookies, their CSRF tokens and the middleware that checks them.
* ``limits.py``: sign-in attempts, limited per address and per name.
* ``service.py``: the database calls (blocking; run through ``Store.run``).
* ``rating.py``: the hub's one call when a match ends: rate it if it is rated.
* ``matches.py``: what creating or joining a match does for a signed-in player.
* ``routes.py``: the HTTP API (``/api/account/...``, ``/api/leaderboard``, ``/api/players``).

See docs/protocol.md (the API) and docs/server.md (the security tests).
"""
