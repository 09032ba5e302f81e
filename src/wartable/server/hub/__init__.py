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
import logging
import random
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from wartable.ai import make_agent
from wartable.core import CHANCE, WartableError, make, shown

from ..errors import ServerError, forbidden, from_game_error, not_found
from ..match.setup import check_config, initial_clocks, new_token, token_hash
from ..runtime import Runtime
from .base import HubBase
from .clocks import ClockWatch
from .computers import ComputerSeats
from .housekeeping import Housekeeping
from .sessions import Sessions

log = logging.getLogger("wartable.server")


class Hub(Sessions, ClockWatch, ComputerSeats, Housekeeping, HubBase):
    """Every match this process has loaded, the storage, and the computer players' pool."""

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
            # every option's value, defaults included: a later engine whose defaults differ
            # (a new rules version) goes on playing this match under the rules it began with
            "options": dict(game.options),
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


__all__ = ["Hub"]
