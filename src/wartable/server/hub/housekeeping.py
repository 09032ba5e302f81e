"""The hub's housekeeping: idle matches unloaded, never-joined ones deleted."""

from __future__ import annotations

import asyncio
import logging

from ..runtime import Runtime
from .base import HubBase

log = logging.getLogger("wartable.server")


class Housekeeping(HubBase):
    async def _sweeper(self) -> None:
        every = max(0.5, min(60.0, self.idle_unload / 2, self.waiting_ttl / 2))
        while not self.stopped:
            await asyncio.sleep(every)
            try:
                await self.sweep(self.now())
            except Exception:
                log.exception("sweeping idle and expired matches failed")

    async def sweep(self, now: float) -> tuple[list[str], list[str]]:
        """Delete the matches whose players have not all joined within ``waiting_ttl``, and
        unload the matches idle for ``idle_unload`` (nobody connected, no clock or computer
        to wait for: storage holds them, :meth:`get` loads them again). The ids of both."""
        held = [match_id for match_id, rt in self.runtimes.items() if rt.conns]
        expired = await self.store.run(self.store.expire_waiting, now - self.waiting_ttl, held)
        for match_id in expired:
            self._unload(match_id)
        if expired:
            log.info("%d matches nobody joined expired", len(expired))
        idle = [rt.id for rt in self.runtimes.values() if self._idle(rt, now)]
        for match_id in idle:
            self._unload(match_id)
        return expired, idle

    def _idle(self, rt: Runtime, now: float) -> bool:
        if rt.conns or rt.lock.locked() or rt.timer is not None or rt.ai_ply is not None:
            return False
        if rt.status == "active" and rt.to_move() >= 0 and rt.ai_controls(rt.to_move()):
            return False
        return now - rt.touched > self.idle_unload

    def _unload(self, match_id: str) -> None:
        rt = self.runtimes.pop(match_id, None)
        if rt is None:
            return
        if rt.timer is not None:
            rt.timer.cancel()
            rt.timer = None
        for conn in list(rt.conns):
            conn.push({"type": "error", "code": "not_found", "message": "the match expired"})
            conn.close()
