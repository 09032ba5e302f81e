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
from typing import Any

from wartable.ai import make_agent
from wartable.core import WartableError, make

from ..errors import ServerError, from_game_error, not_found
from ..match import service
from ..match.setup import check_config, new_rows
from ..runtime import Runtime
from .base import HubBase
from .chat import Chat
from .housekeeping import Housekeeping
from .sessions import Sessions

log = logging.getLogger("wartable.server")


class Hub(Chat, Sessions, Housekeeping, HubBase):
    """Every match this process has loaded, the storage, and the computer players' pool."""

    async def start(self) -> None:
        """Resume every unfinished match: computer seats to move think again, clocks run."""
        for match_id in await self.store.run(self.store.unfinished):
            try:
                rt = await self.get(match_id)
            except Exception:  # a match that cannot be rebuilt must not stop the others
                log.exception("match %s could not be resumed", match_id)
                continue
            async with rt.lock:
                # nobody is connected to a server that just started
                await self._commit(rt, service.absent_at_start(rt, self.now()))

        self.spawn(self._sweeper())

    async def stop(self) -> None:
        self.stopped = True
        for rt in self.runtimes.values():
            if rt.timer is not None:
                rt.timer.cancel()
        for task in list(self._tasks):
            task.cancel()

    async def get(self, match_id: str) -> Runtime:
        rt = self.runtimes.get(match_id)
        if rt is not None:
            rt.touched = self.now()
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
        match_id: str | None = None,
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
        row, seat_rows, tokens = new_rows(
            game,
            seat_specs,
            config,
            match_id=match_id or secrets.token_hex(16),
            seed=random.SystemRandom().randrange(2**62),
            public=public,
            now=self.now(),
            rematch_of=rematch_of,
            token_hashes=token_hashes,
        )
        await self.store.run(self.store.create_match, row, seat_rows)
        rt = await self.get(row["id"])
        if rt.status == "active":
            async with rt.lock:
                await self._commit(rt, service.opening(rt, self.now()))
        return rt, tokens

    async def rematch(self, rt: Runtime, seat: int) -> str | None:
        """Ask for a rematch; when every player has asked, it is created (seats rotated, each
        player keeps their token). Returns the new match's id once it exists."""
        async with rt.lock:
            decided = service.rematch(rt, seat, self.rematch_rotate)
            if decided.order is None or decided.votes is None:
                await self._commit(rt, decided.change)
                return decided.made
            order = decided.order
            new_rt, _ = await self.create(
                rt.game.name,
                rt.options,
                [{"kind": s.kind, "level": s.level, "name": s.name} for s in order],
                dict(rt.config),
                rt.public,
                rematch_of=rt.id,
                token_hashes=[s.token_hash for s in order],
            )
            await self._commit(rt, service.rematch_made(rt, decided.votes, new_rt.id))
            return new_rt.id


__all__ = ["Hub"]
