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
        if not 0 <= self.gc_freeze <= 3600:
            raise BadOption(f"gc freeze {self.gc_freeze!r}: 0 (off) to 3600 seconds")
        if self.gc_freeze and not self.gc_freeze <= self.gc_refresh <= 86400:
            raise BadOption(
                f"gc refresh {self.gc_refresh!r}: from the gc freeze interval to 86400 seconds"
            )
