"""The hub's computer seats: a decision asked of the pool, its move played like a seat's."""

from __future__ import annotations

import asyncio
import logging
import random

from ..ai_pool import Cancelled
from ..errors import ServerError
from ..runtime import Runtime
from .base import HubBase

log = logging.getLogger("wartable.server")


class ComputerSeats(HubBase):
    def _maybe_ai(self, rt: Runtime) -> None:
        if self.stopped or rt.status != "active" or self.pool is None:
            return
        seat = rt.to_move()
        if seat < 0 or not rt.ai_controls(seat) or rt.ai_ply == rt.ply:
            return
        rt.ai_ply = rt.ply
        self.spawn(self._ai_turn(rt, seat, rt.ply))

    async def _ai_turn(self, rt: Runtime, seat: int, ply: int) -> None:
        level = rt.ai_level(seat)
        rng_seed = f"{rt.seed}/ai/{seat}/{ply}"
        text: str | None = None
        try:
            assert self.pool is not None
            text = await self.pool.think(
                rt.id,
                rt.game.name,
                rt.options,
                rt.match.state.to_text(),
                seat,
                level,
                rt.config.get("think_seconds"),
                rng_seed,
            )
        except Cancelled:
            return  # the match ended, moved on, or the seat is no longer the computer's
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer player failed in match %s at ply %d", rt.id, ply)
        async with rt.lock:
            if rt.ai_ply == ply:
                rt.ai_ply = None
            if rt.ply != ply or rt.status != "active" or rt.to_move() != seat:
                return
            if not rt.ai_controls(seat):
                return
            if text is None:  # the pool failed: any legal move keeps the match going
                state = rt.match.state
                text = state.move_text(random.Random(rng_seed).choice(state.legal_moves()))
            try:
                await self._play_locked(rt, seat, text, ply, by_ai=True)
            except ServerError as exc:
                log.warning("computer move %r refused in match %s: %s", text, rt.id, exc)
