"""Limits on what a client may send: a token bucket (rate) and a request-body size cap."""

from __future__ import annotations

import json
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class TokenBucket:
    """``rate`` events a second sustained, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class AddressLimiter:
    """One token bucket per client address, shared by everything that address does: HTTP
    requests, WebSocket connections and their hello attempts (the same policy for both)."""

    def __init__(self, rate: float, burst: int, max_addresses: int = 10000) -> None:
        self.rate = rate
        self.burst = burst
        self.max_addresses = max_addresses
        self.buckets: dict[str, TokenBucket] = {}

    def take(self, host: str) -> bool:
        bucket = self.buckets.get(host)
        if bucket is None:
            if len(self.buckets) >= self.max_addresses:
                self.buckets.clear()
            bucket = self.buckets[host] = TokenBucket(self.rate, self.burst)
        return bucket.take()


class AddressCounter:
    """How many of something (open WebSocket connections) each client address holds now."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.counts: dict[str, int] = {}

    def enter(self, host: str) -> bool:
        """Count one more for ``host``; ``False`` (nothing counted) when it holds ``limit``."""
        held = self.counts.get(host, 0)
        if held >= self.limit:
            return False
        self.counts[host] = held + 1
        return True

    def leave(self, host: str) -> None:
        held = self.counts.get(host, 0) - 1
        if held > 0:
            self.counts[host] = held
        else:
            self.counts.pop(host, None)


def client_host(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "?"


def error_body(code: str, message: str) -> bytes:
    return json.dumps({"error": {"code": code, "message": message}}).encode()


class HttpLimits:
    """ASGI middleware: a request body over ``body_limit`` bytes gets 413, a client address over
    its rate gets 429; neither reaches the application."""

    def __init__(
        self,
        app: ASGIApp,
        body_limit: int,
        limiter: AddressLimiter,
        path_limits: dict[str, int] | None = None,
    ) -> None:
        self.app = app
        self.body_limit = body_limit
        #: a larger body limit for some paths (an uploaded record)
        self.path_limits = dict(path_limits or {})
        self.limiter = limiter

    async def _refuse(self, send: Send, status: int, code: str, message: str) -> None:
        body = error_body(code, message)
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not self.limiter.take(client_host(scope)):
            await self._refuse(send, 429, "rate_limited", "too many requests; slow down")
            return
        limit = self.path_limits.get(scope.get("path", ""), self.body_limit)
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None:
            try:
                size = int(length)
            except ValueError:
                size = self.body_limit + 1
            if size > limit:
                await self._refuse(send, 413, "too_large", f"request body over {limit} bytes")
                return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise BodyTooLarge
            return message

        started = False

        async def watch(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited, watch)
        except BodyTooLarge:
            if not started:
                await self._refuse(send, 413, "too_large", f"request body over {limit} bytes")


class BodyTooLarge(Exception):
    pass


def clip(value: Any, limit: int = 100) -> str:
    from wartable.core import shown

    return shown(value, limit)
