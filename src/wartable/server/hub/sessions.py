"""The hub's sessions and agreements: hello and goodbye, resignation, draws, rematches, records."""

from __future__ import annotations

import contextlib
import logging
import time
from typing import Any

from wartable.core.records import sign_record

from ..errors import ServerError, forbidden
from ..match import EndKind, draws, loss_of
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
                    await self._present(rt, conn.seats)
                    break
                except ServerError as exc:
                    # another process changed the match at that moment (two seats joining
                    # through two processes): it is up to date now; say hello again
                    if exc.code != "conflict" or attempt == 2:
                        raise
            conn.sent_ply = max(0, min(since, rt.ply))
            rt.conns.add(conn)
            conn.push(rt.update_for(conn, time.time()))

    async def _present(self, rt: Runtime, seats: list[int]) -> None:
        """``seats`` are taken (joined), back from a computer's takeover, and not absent."""
        changes = [{"seat": s, "joined": True} for s in seats if not rt.seats[s].joined]
        if changes:
            await self._seat_change(rt, changes)
        for s in [s for s in seats if s in rt.live.get("takeover", [])]:
            await self._return_seat(rt, s)
        absent = rt.live.get("absent", {})
        if any(str(s) in absent for s in seats):
            now_absent = {k: v for k, v in absent.items() if int(k) not in seats}
            await self._commit(rt, {"live": {**rt.live, "absent": now_absent}})

    async def detach(self, rt: Runtime, conn: Connection) -> None:
        async with rt.lock:
            rt.conns.discard(conn)
            if rt.status == "over" and not rt.conns:
                # finished and nobody watching: out of memory (storage has it, versioned)
                if self.runtimes.get(rt.id) is rt:
                    del self.runtimes[rt.id]
                return
            if self.stopped or rt.status == "over" or rt.config.get("grace") is None:
                return
            gone = set(conn.seats) - rt.held_seats()
            gone = {s for s in gone if rt.seats[s].kind == "human"}
            if not gone:
                return
            absent = dict(rt.live.get("absent", {}))
            now = time.time()
            for s in gone:
                absent.setdefault(str(s), now)
            with contextlib.suppress(ServerError):
                await self._commit(rt, {"live": {**rt.live, "absent": absent}})

    async def resign(self, rt: Runtime, seat: int) -> None:
        async with rt.lock:
            if rt.status != "active":
                raise ServerError("not_active", f"resign: the match is {rt.status}", 409)
            name = rt.seats[seat].name
            await self._finish(rt, loss_of(EndKind.RESIGNATION, seat, name, rt.game.num_players))

    async def draw(self, rt: Runtime, seat: int, action: str) -> None:
        """A draw by agreement (games whose rules have no agreement moves of their own)."""
        async with rt.lock:
            changes = draws.draw(
                rt.live,
                [s.kind for s in rt.seats],
                seat,
                action,
                status=rt.status,
                own_agreement=bool(rt.game.options.get("agreement")),
                game=rt.game.name,
            )
            await self._commit(rt, changes)

    async def rematch(self, rt: Runtime, seat: int) -> str | None:
        """Ask for a rematch; when every player has asked, it is created (seats rotated, each
        player keeps their token). Returns the new match's id once it exists."""
        async with rt.lock:
            if rt.status != "over":
                raise ServerError("not_over", "rematch: the match is not over", 409)
            if rt.rematch_id is not None:
                return rt.rematch_id
            votes = sorted(set(rt.live.get("rematch", [])) | {seat})
            humans = {s.seat for s in rt.seats if s.kind == "human"}
            if not set(votes) >= humans:
                await self._commit(rt, {"live": {**rt.live, "rematch": votes}})
                return None
            n = len(rt.seats)
            shift = 1 if self.rematch_rotate else 0
            order = [rt.seats[(i + shift) % n] for i in range(n)]
            specs = [{"kind": s.kind, "level": s.level, "name": s.name} for s in order]
            new_rt, _ = await self.create(
                rt.game.name,
                rt.options,
                specs,
                dict(rt.config),
                rt.public,
                rematch_of=rt.id,
                token_hashes=[s.token_hash for s in order],
            )
            await self._commit(rt, {"rematch_id": new_rt.id, "live": {**rt.live, "rematch": votes}})
            return new_rt.id

    def record(self, rt: Runtime, seat: int | None) -> dict[str, Any]:
        """The full signed record once the match is over; before, a seat's own record."""
        if rt.status == "over":
            full = rt.match.record()
            return {"match": rt.id, "end": rt.result, "record": sign_record(full, self.key)}
        if seat is None:
            raise forbidden("record: released when the match ends; a seat may download its own")
        own = rt.match.seat_record(seat)
        return {"match": rt.id, "end": None, "record": sign_record(own, self.key)}
