"""The server's settings (command-line flags of ``wartable serve``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from wartable.core import BadOption


@dataclass
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    db_url: str | None = None  # None: SQLite in the user's data folder
    ai_workers: int = 2  # processes for computer seats; 0: no computer seats
    key_file: str | None = None  # the host key that signs records
    channel: str = "wartable_events"  # PostgreSQL LISTEN/NOTIFY channel
    ws_max_message: int = 4096  # bytes; a longer message gets an error (and nothing happens)
    ws_hard_limit: int = 65536  # bytes; longer frames close the connection (1009)
    ws_rate: float = 20.0  # messages a second per connection, sustained
    ws_burst: int = 60  # messages at once
    ws_strikes: int = 100  # refused-for-rate messages before the connection is closed
    hello_timeout: float = 15.0  # seconds a new connection has to say hello
    http_rate: float = 50.0  # requests a second per client address, sustained
    http_burst: int = 200
    body_limit: int = 16384  # bytes of a request body
    record_limit: int = 4 * 1024 * 1024  # bytes of a record uploaded to /api/replay
    hello_failures: int = 5  # refused hellos on one connection before it is closed
    ws_per_address: int = 64  # WebSocket connections open at once from one client address
    creates_per_hour: float = 120.0  # matches one client address may create, sustained
    creates_burst: int = 30  # matches it may create at once
    origins: tuple[str, ...] = ()  # other origins whose pages may open WebSockets here
    idle_unload: float = 600.0  # seconds a match nobody is connected to stays in memory
    waiting_ttl: float = 86400.0  # seconds before a match whose players never all joined ends
    replay_max_plies: int = 20000  # plies of a record uploaded to /api/replay
    replay_cpu: float = 5.0  # CPU seconds replaying one uploaded record may take
    replay_max_answer: int = 8 * 1024 * 1024  # bytes of one /api/replay answer (a page)
    max_think: float = 10.0  # seconds a computer seat may think for one decision
    log_level: str = "warning"
    gc_freeze: float = 1.0  # seconds between gc.freeze() calls (gcpolicy.py); 0: off
    gc_refresh: float = 600.0  # seconds between gc.unfreeze() calls

    def check(self) -> None:
        if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", self.channel):
            raise BadOption(f"channel {self.channel!r}: lowercase letters, digits and _")
        if not 0 <= self.port <= 65535:
            raise BadOption(f"port {self.port!r}: 0-65535")
        if self.ai_workers < 0:
            raise BadOption(f"ai workers {self.ai_workers!r}: 0 or more")
        for name in ("hello_failures", "ws_per_address", "creates_burst", "replay_max_plies"):
            if getattr(self, name) < 1:
                raise BadOption(f"{name.replace('_', ' ')} {getattr(self, name)!r}: 1 or more")
        for name in ("creates_per_hour", "idle_unload", "waiting_ttl", "replay_cpu", "max_think"):
            if not getattr(self, name) > 0:
                raise BadOption(f"{name.replace('_', ' ')} {getattr(self, name)!r}: above 0")
        if self.replay_max_answer < 4096:
            raise BadOption(f"replay max answer {self.replay_max_answer!r}: 4096 bytes or more")
        for origin in self.origins:
            if not re.fullmatch(r"https?://[^/\s]+", origin):
                raise BadOption(
                    f"origin {origin!r}: scheme://host[:port], e.g. https://example.org"
                )
        if not 0 <= self.gc_freeze <= 3600:
            raise BadOption(f"gc freeze {self.gc_freeze!r}: 0 (off) to 3600 seconds")
        if self.gc_freeze and not self.gc_freeze <= self.gc_refresh <= 86400:
            raise BadOption(
                f"gc refresh {self.gc_refresh!r}: from the gc freeze interval to 86400 seconds"
            )
