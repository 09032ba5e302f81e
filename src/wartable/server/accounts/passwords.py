"""Passwords: hashed with argon2id (``argon2-cffi``, its default parameters: RFC 9106's
second recommended option), on a worker thread, one at a time (each takes 64 MiB and four
threads: a burst of sign-ins must not starve the matches' event loop and computer players).
A password is never logged nor stored in any other form."""

from __future__ import annotations

import asyncio

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from ..errors import ServerError

MIN_PASSWORD = 8
MAX_PASSWORD = 256


def check_password(raw: object, what: str = "password") -> str:
    if not isinstance(raw, str) or not MIN_PASSWORD <= len(raw) <= MAX_PASSWORD:
        raise ServerError("bad_password", f"{what}: {MIN_PASSWORD} to {MAX_PASSWORD} characters")
    return raw


class Passwords:
    """argon2id hashing off the event loop."""

    def __init__(self, hasher: PasswordHasher | None = None, parallel: int = 1) -> None:
        self.hasher = hasher or PasswordHasher()
        self._slots = asyncio.Semaphore(parallel)
        #: checked against when a name has no account, so that a refusal takes as long
        #: whether the name exists or not
        self._dummy: str | None = None

    async def hash(self, password: str) -> str:
        async with self._slots:
            return await asyncio.to_thread(self.hasher.hash, password)

    async def verify(self, stored: str | None, password: str) -> bool:
        """Whether ``password`` is the one ``stored`` hashes; ``stored`` None (no such
        account) costs the same and is False."""
        if stored is None:
            if self._dummy is None:
                self._dummy = await self.hash("not a password of anyone's")
            await self._verify(self._dummy, password + "x")
            return False
        return await self._verify(stored, password)

    async def _verify(self, stored: str, password: str) -> bool:
        def check() -> bool:
            try:
                return self.hasher.verify(stored, password)
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

        async with self._slots:
            return await asyncio.to_thread(check)

    def needs_rehash(self, stored: str) -> bool:
        return self.hasher.check_needs_rehash(stored)
