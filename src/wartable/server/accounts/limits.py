"""Sign-in attempts, limited twice: per client address (every attempt, whatever its result:
one address cannot try many names) and per name (failed attempts: many addresses cannot try
many passwords of one name). A name without an account is counted like any other, so the
limit says nothing about which names exist. Per server process (docs/server.md)."""

from __future__ import annotations

import time
from collections import deque


class Attempts:
    """At most ``limit`` events per key in any ``window`` seconds."""

    def __init__(self, limit: int, window: float, max_keys: int = 100_000) -> None:
        self.limit = limit
        self.window = window
        self.max_keys = max_keys
        self.events: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        events = self.events.get(key)
        if events is None:
            if len(self.events) >= self.max_keys:
                self._prune(now)
            events = self.events[key] = deque()
        while events and events[0] <= now - self.window:
            events.popleft()
        return events

    def _prune(self, now: float) -> None:
        for key in [k for k, ev in self.events.items() if not ev or ev[-1] <= now - self.window]:
            del self.events[key]
        if len(self.events) >= self.max_keys:
            self.events.clear()

    def blocked_for(self, key: str, now: float | None = None) -> float:
        """Seconds until ``key`` may try again (0: now)."""
        now = time.monotonic() if now is None else now
        events = self._recent(key, now)
        if len(events) < self.limit:
            return 0.0
        return events[0] + self.window - now

    def add(self, key: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        self._recent(key, now).append(now)

    def clear(self, key: str) -> None:
        self.events.pop(key, None)


class SignInLimits:
    """The two limits of sign-in (and sign-up) attempts."""

    def __init__(
        self,
        per_address: int = 20,
        address_window: float = 300.0,
        per_name: int = 5,
        name_window: float = 900.0,
    ) -> None:
        self.by_address = Attempts(per_address, address_window)
        self.by_name = Attempts(per_name, name_window)

    def wait(self, address: str, key: str | None) -> float:
        """Seconds before this address may try (this name): 0 if it may now."""
        waits = [self.by_address.blocked_for(address)]
        if key is not None:
            waits.append(self.by_name.blocked_for(key))
        return max(waits)

    def attempt(self, address: str) -> None:
        self.by_address.add(address)

    def failed(self, key: str) -> None:
        self.by_name.add(key)

    def succeeded(self, key: str) -> None:
        self.by_name.clear(key)
