"""The hub's sessions and agreements: hello and goodbye, resignation, draws, records."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from wartable.core.records import sign_record

from ..errors import ServerError, forbidden
from ..match import service
from ..runtime import Connection, Runtime
from .base import HubBase

log = logging.getLogger("wartable.server")


class Sessions(HubBase):
    async def attach(self, rt: Runtime, conn: Connection, seats: list[int], since: int) -> None:
        """A connection says hello: its seats are taken and present; it gets its update."""
        async with rt.lock:
            conn.seats = sorted(set(seats))
            conn.spectator = not seats
            for attempt in range(3):
                try:
                    await self._commit(rt, service.present(rt, conn.seats, self.now()))
                    break
                except ServerError as exc:
                    # another process changed the match at that moment (two seats joining
                    # through two processes): it is up to date now; say hello again
                    if exc.code != "conflict" or attempt == 2:
                        raise
            conn.sent_ply = max(0, min(since, rt.ply))
            rt.conns.add(conn)
            conn.push(rt.update_for(conn, self.now()))

    async def detach(self, rt: Runtime, conn: Connection) -> None:
        async with rt.lock:
            rt.conns.discard(conn)
            if rt.status == "over" and not rt.conns:
                # finished and nobody watching: out of memory (storage has it, versioned)
                if self.runtimes.get(rt.id) is rt:
                    del self.runtimes[rt.id]
                return
            if self.stopped:
                return
            gone = set(conn.seats) - rt.held_seats()
            with contextlib.suppress(ServerError):
                await self._commit(rt, service.away(rt, gone, self.now()))

    async def join(
        self, rt: Runtime, token: str | None, seat: int | None, name: str | None
    ) -> tuple[int, str | None]:
        """Take a seat: with its invite token, or (a public match) an open seat, for which a
        new token is issued. Returns the seat and the new token if one was issued."""
        async with rt.lock:
            joined = service.join(rt, token, seat, name, self.now())
            await self._commit(rt, joined.change)
            return joined.seat, joined.token

    async def resign(self, rt: Runtime, seat: int) -> None:
        async with rt.lock:
            await self._commit(rt, service.resign(rt, seat))

    async def draw(self, rt: Runtime, seat: int, action: str) -> None:
        """A draw by agreement (games whose rules have no agreement moves of their own)."""
        async with rt.lock:
            await self._commit(rt, service.draw(rt, seat, action))

    async def takeback(self, rt: Runtime, seat: int, action: str) -> None:
        """Ask for a takeback of ``seat``'s last move, or accept or decline one asked for."""
        async with rt.lock:
            await self._commit(rt, service.takeback(rt, seat, action, self.now()))

    def record(self, rt: Runtime, seat: int | None) -> dict[str, Any]:
        """The full signed record once the match is over; before, a seat's own record."""
        if rt.status == "over":
            full = rt.match.record()
            return {"match": rt.id, "end": rt.result, "record": sign_record(full, self.key)}
        if seat is None:
            raise forbidden("record: released when the match ends; a seat may download its own")
        own = rt.match.seat_record(seat)
        return {"match": rt.id, "end": None, "record": sign_record(own, self.key)}
