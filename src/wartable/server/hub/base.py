"""The hub's state and a change's way through it: decided by the match service
(``match/service.py``), stored, then applied in memory and announced; a move's path; the clock
timers and the computer seats, which start changes of their own."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from wartable.core.records import RecordKey

from ..accounts.rating import match_over
from ..ai_pool import AiPool, Cancelled
from ..errors import ServerError
from ..match import service
from ..match.table import Change
from ..runtime import Runtime
from ..store import Store
from ..store.notice import Notice

log = logging.getLogger("wartable.server")


class HubBase:
    """The hub's state, and a change's way: decided, stored, then applied and announced."""

    def __init__(
        self,
        store: Store,
        pool: AiPool | None,
        key: RecordKey,
        *,
        rematch_rotate: bool = True,
        idle_unload: float = 600.0,
        waiting_ttl: float = 86400.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        #: the wall clock every decision is given as ``now`` (tests pass a clock they move)
        self.now = clock
        #: seconds a match nobody is connected to stays loaded; seconds a match waiting for
        #: its players is kept (then deleted)
        self.idle_unload = idle_unload
        self.waiting_ttl = waiting_ttl
        self.store = store
        self.pool = pool
        self.key = key
        self.rematch_rotate = rematch_rotate
        self.runtimes: dict[str, Runtime] = {}
        self._loading: dict[str, asyncio.Future[Runtime]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self.stopped = False

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    # -- a move's path ------------------------------------------------------------------------

    async def play(self, rt: Runtime, seat: int, text: Any, expected_ply: int | None) -> int:
        """Play a seat's move; returns the ply count after it (and after any chance)."""
        async with rt.lock:
            try:
                await self._commit(rt, service.move(rt, seat, text, expected_ply, self.now()))
                return rt.ply
            except ServerError as exc:
                # Another server process may have changed the match a moment ago, its notice
                # still on the way: a move refused here is judged again on the stored match.
                if not self.store.postgres or not await self._stale(rt, exc):
                    raise
            await self._commit(rt, service.move(rt, seat, text, expected_ply, self.now()))
            return rt.ply

    async def _stale(self, rt: Runtime, exc: ServerError) -> bool:
        """Whether the match was behind storage (it is brought up to date)."""
        if exc.code == "conflict":
            return True  # _commit has caught up
        stored = await self.store.run(self.store.version, rt.id)
        if stored is None or stored == rt.version:
            return False
        await self._catch_up(rt)
        self._after_change(rt, ai=False)
        return True

    async def _commit(self, rt: Runtime, change: Change | None, announce: bool = True) -> None:
        """Store a change decided by the match service, and only then apply it in memory and
        announce it (a change not stored leaves the match as it was; when another process
        changed the match meanwhile, what it stored is read). A change that carries a refusal
        raises it once stored."""
        if change is None:
            return
        try:
            if change.truncate is not None:
                # a takeback: the plies from that one on removed in the same transaction
                ok = await self.store.run(
                    self.store.commit,
                    rt.id,
                    rt.version,
                    change.values,
                    change.moves,
                    change.seats,
                    self.store.drop_plies(rt.id, change.truncate),
                )
            elif change.seats:
                ok = await self.store.run(
                    self.store.commit, rt.id, rt.version, change.values, change.moves, change.seats
                )
            else:
                ok = await self.store.commit_soon(rt.id, rt.version, change.values, change.moves)
        except asyncio.CancelledError:
            # whether the change was stored is not known: storage says
            await self._reload(rt)
            raise
        except Exception:
            log.exception("storage failed for match %s", rt.id)
            raise ServerError("storage", "the move could not be stored; try again", 503) from None
        if not ok:
            await self._catch_up(rt)
            raise ServerError("conflict", f"match {rt.id} changed meanwhile; try again", 409)
        rt.apply(change)
        self._after_change(rt, announce)
        if change.values.get("status") == "over":
            await match_over(self.store, rt)  # a rated match's ratings (accounts/rating.py)
        if change.refusal is not None:
            raise change.refusal

    async def _reload(self, rt: Runtime) -> None:
        """Rebuild a match from storage (a write whose fate is unknown, or storage that does
        not continue what is held)."""
        loaded = await self.store.run(self.store.load, rt.id)
        if loaded is not None:
            rt.reset(loaded.row, loaded.seats, loaded.moves)

    async def _catch_up(self, rt: Runtime) -> None:
        """Bring a match held here up to storage after another process changed it: only the
        plies stored since this process's last are read and applied (a full reload only when
        storage does not continue what is held)."""
        loaded = await self.store.run(self.store.load_since, rt.id, rt.ply)
        if loaded is None:
            return
        plies = [int(mv["ply"]) for mv in loaded.moves]
        stored = int(loaded.row["ply"])
        # a takeback stored meanwhile removed plies held here, even if as many were played
        # since: the match is read again whole
        taken = loaded.row["live"].get("takebacks", 0) != rt.live.get("takebacks", 0)
        if taken or stored < rt.ply or plies != list(range(rt.ply, stored)):
            await self._reload(rt)
            return
        try:
            rt.extend_stored(loaded.moves)
            rt.set_row(loaded.row, loaded.seats)
        except Exception:
            log.exception("match %s: stored plies do not continue the match; reloading", rt.id)
            await self._reload(rt)

    async def refresh(
        self, match_id: str, version: int | None = None, heard: Notice | None = None
    ) -> None:
        """Another process changed a match: apply its notice (``heard``) when it carries the
        change and follows what is held here, else read what changed from storage; then tell
        this process's clients."""
        rt = self.runtimes.get(match_id)
        if rt is None or (version is not None and version <= rt.version):
            return
        async with rt.lock:
            if version is not None and version <= rt.version:
                return
            if not self._apply_notice(rt, heard):
                await self._catch_up(rt)
            self._after_change(rt, ai=False)
            # a seat connected here is not absent, whatever the other process believes
            await self._commit(rt, service.present_here(rt, rt.held_seats()))

    def _apply_notice(self, rt: Runtime, heard: Notice | None) -> bool:
        """Apply another process's change from its notice alone; ``False`` (nothing changed)
        when it does not carry the change (seats changed, too long) or does not follow the
        version held here (a notice missed)."""
        if heard is None or heard.version != rt.version + 1:
            return False
        change = heard.change()
        if change is None:
            return False
        try:
            rt.apply_stored(*change)
        except Exception:
            log.exception("match %s: a notice does not continue the match; reading it", rt.id)
            return False
        return True

    def _after_change(self, rt: Runtime, announce: bool = True, ai: bool = True) -> None:
        rt.touched = self.now()
        if announce:
            self.broadcast(rt)
        if rt.ai_ply is not None and (
            rt.status != "active"
            or rt.ply != rt.ai_ply
            or not rt.ai_controls(rt.to_move())
            or self.stopped
        ):
            # a search whose answer nobody wants any more: ended, not waited for
            rt.ai_ply = None
            if self.pool is not None:
                self.pool.cancel(rt.id)
        self._arm(rt)
        if ai:
            self._maybe_ai(rt)

    def broadcast(self, rt: Runtime) -> None:
        now = self.now()
        cache: dict[Any, Any] = {}
        summary = rt.summary(now)
        for conn in list(rt.conns):
            conn.push(rt.update_for(conn, now, cache, summary))

    # -- clocks: a timer a match, for the seat to move's deadline ------------------------------

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
        delay = max(0.0, limit[0] - self.now())
        rt.timer = loop.call_later(delay + 0.005, lambda: self.spawn(self._expire(rt)))

    async def _expire(self, rt: Runtime) -> None:
        async with rt.lock:
            change = service.expire(rt, self.now())
            if change is None:
                self._arm(rt)  # not yet (or no longer): the timer is set again if need be
                return
            try:
                await self._commit(rt, change)
            except ServerError as exc:
                log.info("timeout in match %s not applied: %s", rt.id, exc)

    # -- computer seats: a decision asked of the pool, its move played like a seat's ----------

    def _maybe_ai(self, rt: Runtime) -> None:
        if self.stopped or rt.status != "active" or self.pool is None:
            return
        seat = rt.to_move()
        if seat < 0 or not rt.ai_controls(seat) or rt.ai_ply == rt.ply:
            return
        rt.ai_ply = rt.ply
        self.spawn(self._ai_turn(rt, seat, rt.ply))

    async def _ai_turn(self, rt: Runtime, seat: int, ply: int) -> None:
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
                rt.ai_level(seat),
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
                text = service.any_move(rt, rng_seed)
            try:
                await self._commit(rt, service.move(rt, seat, text, ply, self.now(), by_ai=True))
            except ServerError as exc:
                log.warning("computer move %r refused in match %s: %s", text, rt.id, exc)
