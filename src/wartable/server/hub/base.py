"""The hub's state and a change's way through it: checked (the rules, ``match/``), stored,
then applied in memory and announced; a move's path (play, commit, catch-up, broadcast)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine
from typing import Any

from wartable.core import TERMINAL, WartableError, shown
from wartable.core.records import RecordKey

from ..ai_pool import AiPool
from ..errors import ServerError, from_game_error
from ..match import clocks, finish, game_end
from ..runtime import Runtime
from ..store import Store

log = logging.getLogger("wartable.server")


class HubBase:
    """The hub's state, and a change's way: checked, stored, then applied and announced."""

    def __init__(
        self,
        store: Store,
        pool: AiPool | None,
        key: RecordKey,
        *,
        rematch_rotate: bool = True,
        idle_unload: float = 600.0,
        waiting_ttl: float = 86400.0,
    ) -> None:
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

    async def play(self, rt: Runtime, seat: int, text: Any, expected_ply: int | None) -> int:
        """Play a seat's move; returns the ply count after it (and after any chance)."""
        async with rt.lock:
            try:
                return await self._play_locked(rt, seat, text, expected_ply)
            except ServerError as exc:
                # Another server process may have changed the match a moment ago, its notice
                # still on the way: a move refused here is judged again on the stored match.
                if not self.store.postgres or not await self._stale(rt, exc):
                    raise
            return await self._play_locked(rt, seat, text, expected_ply)

    async def _stale(self, rt: Runtime, exc: ServerError) -> bool:
        """Whether the match was behind storage (it is brought up to date)."""
        if exc.code == "conflict":
            return True  # _commit has reloaded it
        stored = await self.store.run(self.store.version, rt.id)
        if stored is None or stored == rt.version:
            return False
        await self._catch_up(rt)
        self._after_change(rt, ai=False)
        return True

    async def _play_locked(
        self, rt: Runtime, seat: int, text: Any, expected_ply: int | None, by_ai: bool = False
    ) -> int:
        if not isinstance(text, str):
            raise ServerError("bad_request", f"move {shown(text)}: expected text")
        if rt.status == "waiting":
            raise ServerError("not_started", f"match {rt.id}: waiting for players to join", 409)
        if rt.status == "over":
            raise ServerError("game_over", f"move {shown(text)}: the match is over", 409)
        if expected_ply is not None and expected_ply != rt.ply:
            raise ServerError(
                "stale",
                f"move {shown(text)} for ply {expected_ply}: the match is at ply {rt.ply}",
                409,
            )
        if not by_ai and seat in rt.live.get("takeover", []):
            await self._return_seat(rt, seat)
        now = time.time()
        running = rt.clock_running()
        if running is not None and running == seat:
            limit = rt.deadline()
            if limit is not None and now >= limit[0]:
                await self._timeout(rt, seat, limit[1])
                raise ServerError("time_out", f"move {shown(text)}: your time ran out", 409)
        try:
            rows = rt.play(seat, text, now)
        except WartableError as exc:
            raise from_game_error(exc) from None
        live = clocks.after_move(rt.live, rt.config, seat, running, rt.to_move(), now)
        offer = live.get("draw_offer")
        if offer and seat not in offer:
            live["draw_offer"] = None  # a move by the other side declines a pending offer
        changes: dict[str, Any] = {"live": live, "ply": rt.ply}
        if rt.match.state.to_move() == TERMINAL:
            outcome = rt.match.state.outcome()
            assert outcome is not None
            changes["status"] = "over"
            changes["result"] = game_end(outcome.to_json())
        await self._commit(rt, changes, rows)
        return rt.ply

    async def _commit(
        self,
        rt: Runtime,
        changes: dict[str, Any],
        new_moves: list[dict[str, Any]] | None = None,
        seat_changes: list[dict[str, Any]] | None = None,
        announce: bool = True,
    ) -> None:
        """Store a change and only then apply it in memory and announce it. Its new plies,
        already played on the match (``new_moves``), are taken back if it is not stored (and,
        when another process changed the match meanwhile, what it stored is read)."""
        first = new_moves[0]["ply"] if new_moves else None
        if new_moves:
            changes = {**changes, "ply": rt.ply}
        try:
            if seat_changes:
                ok = await self.store.run(
                    self.store.commit, rt.id, rt.version, changes, new_moves or [], seat_changes
                )
            else:
                ok = await self.store.commit_soon(rt.id, rt.version, changes, new_moves or [])
        except asyncio.CancelledError:
            # whether the change was stored is not known: storage says
            await self._reload(rt)
            raise
        except Exception:
            log.exception("storage failed for match %s", rt.id)
            if first is not None:
                rt.rollback(first)
            raise ServerError("storage", "the move could not be stored; try again", 503) from None
        if not ok:
            if first is not None:
                rt.rollback(first)
            await self._catch_up(rt)
            raise ServerError("conflict", f"match {rt.id} changed meanwhile; try again", 409)
        rt.version += 1
        for key in ("status", "live", "result", "rematch_id", "config"):
            if key in changes:
                setattr(rt, key, changes[key])
        for change in seat_changes or []:
            info = rt.seats[change["seat"]]
            for key in ("joined", "name", "token_hash", "kind", "level"):
                if key in change:
                    setattr(info, key, change[key])
        self._after_change(rt, announce)

    async def _reload(self, rt: Runtime) -> None:
        """Rebuild a match from storage (after a refused write, or news from another server)."""
        loaded = await self.store.run(self.store.load, rt.id)
        if loaded is None:
            return
        fresh = Runtime(loaded)
        rt._set_row(loaded)
        rt.match = fresh.match

    async def _catch_up(self, rt: Runtime) -> None:
        """Bring a match held here up to storage after another process changed it: only the
        plies stored since this process's last are read and applied (a full reload only when
        storage does not continue what is held)."""
        loaded = await self.store.run(self.store.load_since, rt.id, rt.ply)
        if loaded is None:
            return
        plies = [int(mv["ply"]) for mv in loaded.moves]
        stored = int(loaded.row["ply"])
        if stored < rt.ply or plies != list(range(rt.ply, stored)):
            await self._reload(rt)
            return
        rt._set_row(loaded)
        try:
            for mv in loaded.moves:
                rt._replay(mv["text"], int(mv["mover"]), float(mv["at"]))
        except Exception:
            log.exception("match %s: stored plies do not continue the match; reloading", rt.id)
            await self._reload(rt)

    async def refresh(self, match_id: str, version: int | None = None) -> None:
        """Another process changed a match: load it and tell this process's clients."""
        rt = self.runtimes.get(match_id)
        if rt is None or (version is not None and version <= rt.version):
            return
        async with rt.lock:
            if version is not None and version <= rt.version:
                return
            await self._catch_up(rt)
            self._after_change(rt, ai=False)
            # a seat connected here is not absent, whatever the other process believes
            present = rt.held_seats() & {int(s) for s in rt.live.get("absent", {})}
            if present and rt.status != "over":
                absent = {k: v for k, v in rt.live["absent"].items() if int(k) not in present}
                await self._commit(rt, {"live": {**rt.live, "absent": absent}})

    def _after_change(self, rt: Runtime, announce: bool = True, ai: bool = True) -> None:
        rt.touched = time.time()
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
        now = time.time()
        cache: dict[Any, Any] = {}
        summary = rt.summary(now)
        for conn in list(rt.conns):
            conn.push(rt.update_for(conn, now, cache, summary))

    async def _finish(self, rt: Runtime, result: dict[str, Any]) -> None:
        """End the match with ``result`` (every end but the rules' own goes through here)."""
        await self._commit(rt, finish(rt.live, result))

    # -- provided by the other parts of the hub ----------------------------------------------

    def _arm(self, rt: Runtime) -> None:
        raise NotImplementedError

    def _maybe_ai(self, rt: Runtime) -> None:
        raise NotImplementedError

    async def _timeout(self, rt: Runtime, seat: int, why: str) -> None:
        raise NotImplementedError

    async def _return_seat(self, rt: Runtime, seat: int) -> None:
        raise NotImplementedError

    async def get(self, match_id: str) -> Runtime:
        raise NotImplementedError

    async def create(
        self,
        game_name: str,
        options: dict[str, Any],
        seat_specs: list[dict[str, Any]],
        config: dict[str, Any],
        public: bool,
        rematch_of: str | None = None,
        token_hashes: list[str | None] | None = None,
    ) -> tuple[Runtime, list[str | None]]:
        raise NotImplementedError

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        raise NotImplementedError

    async def _seat_change(self, rt: Runtime, changes: list[dict[str, Any]]) -> None:
        raise NotImplementedError
