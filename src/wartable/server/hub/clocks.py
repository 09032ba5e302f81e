"""The hub's clocks and absences: a timer a match; its policy when time or grace runs out."""

from __future__ import annotations

import asyncio
import logging
import time

from ..errors import ServerError
from ..match import EndKind, clocks, loss_of
from ..runtime import Runtime
from .base import HubBase

log = logging.getLogger("wartable.server")


class ClockWatch(HubBase):
    def _arm(self, rt: Runtime) -> None:
        if rt.timer is not None:
            rt.timer.cancel()
            rt.timer = None
        if self.stopped:
            return
        limit = rt.deadline()
        if limit is None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, limit[0] - time.time())
        rt.timer = loop.call_later(delay + 0.005, lambda: self.spawn(self._expire(rt)))

    async def _expire(self, rt: Runtime) -> None:
        async with rt.lock:
            limit = rt.deadline()
            if limit is None:
                return
            if time.time() < limit[0]:
                self._arm(rt)
                return
            seat = rt.clock_running()
            assert seat is not None
            try:
                await self._timeout(rt, seat, limit[1])
            except ServerError as exc:
                log.info("timeout in match %s not applied: %s", rt.id, exc)

    async def _timeout(self, rt: Runtime, seat: int, why: str) -> None:
        """The seat ran out of time or stayed away past the grace: the match's policy."""
        if rt.config.get("timeout") == "computer":
            await self._commit(rt, {"live": clocks.taken_over(rt.live, seat)})
            return
        kind = EndKind.TIME if why == "time" else EndKind.ABANDONED
        await self._finish(rt, loss_of(kind, seat, rt.seats[seat].name, rt.game.num_players))

    async def _return_seat(self, rt: Runtime, seat: int) -> None:
        """A player is back: the computer gives the seat back, with time to think."""
        live = clocks.returning(rt.live, rt.config, seat, rt.to_move(), time.time())
        await self._commit(rt, {"live": live})
