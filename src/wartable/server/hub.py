"""The hub: every match this process has loaded, and the orchestration around each change.

A change to a match (a move, a join, a resignation, a draw offer, a clock running out) is made
under the match's lock, in this order: checked against the rules and the match's state (a
refusal changes nothing; what changes is worked out by the pure functions of ``match/``),
written to the database in one transaction (moves under their unique ``(match_id, ply)`` key),
and only then acknowledged and announced to the connections, each of which receives the view
of the seats it holds (a spectator the public view). The seed never leaves the server; chance
is resolved here with the match's own generator. Computer seats think in the :class:`AiPool`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from wartable.ai import make_agent
from wartable.core import CHANCE, TERMINAL, WartableError, make, shown
from wartable.core.records import RecordKey, sign_record

from .ai_pool import AiPool, Cancelled
from .errors import ServerError, forbidden, from_game_error, not_found
from .match import EndKind, clocks, draws, finish, game_end, loss_of
from .match.setup import check_config, initial_clocks, new_token, token_hash
from .runtime import Connection, Runtime
from .store import Store

log = logging.getLogger("wartable.server")


class Hub:
    """Every match this process has loaded, the storage, and the computer players' pool."""

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

    # -- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Resume every unfinished match: computer seats to move think again, clocks run."""
        for match_id in await self.store.run(self.store.unfinished):
            try:
                rt = await self.get(match_id)
            except Exception:  # a match that cannot be rebuilt must not stop the others
                log.exception("match %s could not be resumed", match_id)
                continue
            if rt.config.get("grace") is not None and rt.status == "active":
                async with rt.lock:
                    # nobody is connected to a server that just started
                    now = time.time()
                    absent = dict(rt.live.get("absent", {}))
                    for s in rt.seats:
                        if s.kind == "human" and str(s.seat) not in absent:
                            absent[str(s.seat)] = now
                    if absent != rt.live.get("absent", {}):
                        await self._commit(rt, {"live": {**rt.live, "absent": absent}})

        self.spawn(self._sweeper())

    async def _sweeper(self) -> None:
        every = max(0.5, min(60.0, self.idle_unload / 2, self.waiting_ttl / 2))
        while not self.stopped:
            await asyncio.sleep(every)
            try:
                await self.sweep(time.time())
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

    async def stop(self) -> None:
        self.stopped = True
        for rt in self.runtimes.values():
            if rt.timer is not None:
                rt.timer.cancel()
        for task in list(self._tasks):
            task.cancel()

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    async def get(self, match_id: str) -> Runtime:
        rt = self.runtimes.get(match_id)
        if rt is not None:
            rt.touched = time.time()
            return rt
        if (
            not isinstance(match_id, str)
            or len(match_id) != 32
            or not all(c in "0123456789abcdef" for c in match_id)
        ):
            raise not_found(match_id)
        pending = self._loading.get(match_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Runtime] = asyncio.get_running_loop().create_future()
        self._loading[match_id] = future
        try:
            loaded = await self.store.run(self.store.load, match_id)
            if loaded is None:
                raise not_found(match_id)
            rt = Runtime(loaded)
            self.runtimes[match_id] = rt
            future.set_result(rt)
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: waiting callers get it through shield
            raise
        finally:
            del self._loading[match_id]
        self._after_change(rt, announce=False)
        return rt

    # -- creating and joining ---------------------------------------------------------------

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
        """A new match; the tokens of its human seats (shown once, stored hashed)."""
        try:
            game = make(game_name, **options)
        except WartableError as exc:
            raise from_game_error(exc) from None
        n = game.num_players
        if len(seat_specs) != n:
            raise ServerError(
                "bad_seats",
                f"seats: {game.name} with {n} players needs {n} seats, got {len(seat_specs)}",
            )
        for spec in seat_specs:
            if spec["kind"] == "computer":
                try:
                    make_agent(spec.get("level") or "medium")
                except WartableError as exc:
                    raise from_game_error(exc) from None
        check_config(config, n)
        wants_computer = config.get("timeout") == "computer" or any(
            spec["kind"] == "computer" for spec in seat_specs
        )
        if wants_computer and self.pool is None:
            raise ServerError(
                "no_computers", "this server runs no computer players (--ai-workers 0)", 409
            )
        match_id = secrets.token_hex(16)
        seed = random.SystemRandom().randrange(2**62)
        now = time.time()
        tokens: list[str | None] = []
        seat_rows = []
        for i, spec in enumerate(seat_specs):
            human = spec["kind"] == "human"
            token = None
            digest = None
            if token_hashes is not None:
                digest = token_hashes[i]
            elif human:
                token = new_token()
                digest = token_hash(token)
            tokens.append(token)
            seat_rows.append(
                {
                    "match_id": match_id,
                    "seat": i,
                    "kind": spec["kind"],
                    "level": (spec.get("level") or "medium") if not human else None,
                    "name": spec.get("name")
                    or (
                        game.seat_name(i)
                        if human
                        else f"computer ({spec.get('level') or 'medium'})"
                    ),
                    "token_hash": digest,
                    "joined": (not human) or token_hashes is not None,
                }
            )
        everyone = all(r["joined"] for r in seat_rows)
        live: dict[str, Any] = {
            "clocks": initial_clocks(config, n),
            "turn_started": now if everyone else None,
            "draw_offer": None,
            "takeover": [],
            "absent": {},
            "rematch": [],
        }
        row = {
            "id": match_id,
            "game": game.name,
            "options": game.non_default_options() | {"players": n},
            "seed": seed,
            "status": "active" if everyone else "waiting",
            "version": 0,
            "ply": 0,
            "config": config,
            "live": live,
            "result": None,
            "public": public,
            "rematch_of": rematch_of,
            "rematch_id": None,
            "created_at": now,
            "updated_at": now,
        }
        await self.store.run(self.store.create_match, row, seat_rows)
        rt = await self.get(match_id)
        if rt.status == "active":
            async with rt.lock:
                await self._start_play(rt)
        return rt, tokens

    async def _start_play(self, rt: Runtime) -> None:
        """Resolve the chance events a game may open with (a shuffle, a first draw)."""
        if rt.to_move() != CHANCE:
            return
        rows = rt.resolve_opening_chance(time.time())
        await self._commit(rt, {}, rows)

    async def join(
        self, rt: Runtime, token: str | None, seat: int | None, name: str | None
    ) -> tuple[int, str | None]:
        """Take a seat: with its invite token, or (a public match) an open seat, for which a
        new token is issued. Returns the seat and the new token if one was issued."""
        async with rt.lock:
            issued = None
            if token is not None:
                found = rt.seat_of(token)
                if found is None:
                    raise forbidden(f"match {rt.id}: the token is not one of this match's seats")
                if seat is not None and seat != found:
                    raise forbidden(f"seat {seat}: the token is for seat {found}")
                seat = found
            else:
                if not rt.public:
                    raise forbidden(f"match {rt.id}: private; join with the seat's invite token")
                open_seats = [s.seat for s in rt.seats if s.kind == "human" and not s.joined]
                if seat is None:
                    if not open_seats:
                        raise ServerError("no_seat", f"match {rt.id}: no open seat", 409)
                    seat = open_seats[0]
                elif seat not in open_seats:
                    raise ServerError("no_seat", f"seat {shown(seat)}: not an open seat", 409)
                issued = new_token()
            info = rt.seats[seat]
            if token is not None and info.joined and not name:
                return seat, None
            change: dict[str, Any] = {"seat": seat, "joined": True}
            if issued is not None:
                change["token_hash"] = token_hash(issued)
            if name:
                change["name"] = name
            await self._seat_change(rt, [change])
            return seat, issued

    async def _seat_change(self, rt: Runtime, changes: list[dict[str, Any]]) -> None:
        """Write seat changes; the match starts when every seat is taken."""
        joined = {s.seat for s in rt.seats if s.joined} | {
            c["seat"] for c in changes if c.get("joined")
        }
        match_changes: dict[str, Any] = {}
        starting = rt.status == "waiting" and len(joined) == len(rt.seats)
        rows: list[dict[str, Any]] = []
        if starting:
            now = time.time()
            match_changes = {"status": "active", "live": {**rt.live, "turn_started": now}}
            rows = rt.resolve_opening_chance(now)  # announced with the start, in one change
        await self._commit(rt, match_changes, rows, seat_changes=changes)

    # -- playing ----------------------------------------------------------------------------

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

    # -- computer seats ---------------------------------------------------------------------

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

    # -- clocks and absence -----------------------------------------------------------------

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

    async def _finish(self, rt: Runtime, result: dict[str, Any]) -> None:
        """End the match with ``result`` (every end but the rules' own goes through here)."""
        await self._commit(rt, finish(rt.live, result))

    async def _return_seat(self, rt: Runtime, seat: int) -> None:
        """A player is back: the computer gives the seat back, with time to think."""
        live = clocks.returning(rt.live, rt.config, seat, rt.to_move(), time.time())
        await self._commit(rt, {"live": live})

    # -- connections ------------------------------------------------------------------------

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

    # -- resign, draw, rematch --------------------------------------------------------------

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

    # -- records ----------------------------------------------------------------------------

    def record(self, rt: Runtime, seat: int | None) -> dict[str, Any]:
        """The full signed record once the match is over; before, a seat's own record."""
        if rt.status == "over":
            full = rt.match.record()
            return {"match": rt.id, "end": rt.result, "record": sign_record(full, self.key)}
        if seat is None:
            raise forbidden("record: released when the match ends; a seat may download its own")
        own = rt.match.seat_record(seat)
        return {"match": rt.id, "end": None, "record": sign_record(own, self.key)}
