"""Matches in play: the authoritative :class:`Match` of each, its seats, clocks and connections.

The :class:`Hub` owns every match this process has loaded. A change to a match (a move, a
join, a resignation, a draw offer, a clock running out) is made under the match's lock, in this
order: checked against the rules and the match's state (a refusal changes nothing), written to
the database in one transaction (moves under their unique ``(match_id, ply)`` key), and only
then acknowledged and announced to the connections, each of which receives the view of the seats
it holds (a spectator the public view). The seed never leaves the server; chance is resolved here
with the match's own generator.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

import orjson

from wartable.i18n import sayer

from .errors import ServerError
from .match import takeback
from .match.setup import seats_public
from .match.table import Table
from .store import Loaded

log = logging.getLogger("wartable.server")


def encode(message: dict[str, Any]) -> str:
    """A message as compact JSON text: orjson (a few microseconds for an update listing 600
    legal moves; json.dumps took 30-50), or json for what orjson refuses (an int beyond 64
    bits), so that the text is the same JSON either way."""
    try:
        return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(message, separators=(",", ":"))


class Connection:
    """One client connection (a WebSocket): the seats it holds and its outgoing queue.

    Messages wait in a bounded queue that a writer task drains; a client that stops reading
    until the queue is full is disconnected (``on_overflow``) rather than buffered without end."""

    QUEUE_LIMIT = 512

    def __init__(
        self,
        send: Callable[[str], Coroutine[Any, Any, None]],
        on_overflow: Callable[[], None] | None = None,
    ) -> None:
        self.send = send
        self.on_overflow = on_overflow
        self.seats: list[int] = []
        self.spectator = True
        self.sent_ply = 0
        #: the client asked (hello ``render``) for the game's text picture of each view
        self.render = False
        #: the language of that picture (hello ``lang``; issue 37)
        self.lang = "en"
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(self.QUEUE_LIMIT)
        self.closed = False

    @property
    def perspectives(self) -> list[int | None]:
        return list(self.seats) if self.seats else [None]

    def push(self, message: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait(encode(message))
        except asyncio.QueueFull:
            self.close()
            if self.on_overflow is not None:
                self.on_overflow()

    def close(self) -> None:
        self.closed = True
        if self.queue.full():
            self.queue.get_nowait()
        self.queue.put_nowait(None)

    async def writer(self) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            await self.send(item)


class Runtime(Table):
    """One loaded match: its :class:`Table` (stored values and the match's plies, changed by
    the service's decisions) and what this process holds around it: the lock its changes are
    made under, its connections, its clock timer, the computer's search under way."""

    def __init__(self, loaded: Loaded) -> None:
        super().__init__(loaded.row, loaded.seats, loaded.moves)
        self.lock = asyncio.Lock()
        self.conns: set[Connection] = set()
        self.timer: asyncio.TimerHandle | None = None
        self.ai_ply: int | None = None
        #: when this process last used the match (idle matches are unloaded)
        self.touched = time.time()

    # -- what clients see -------------------------------------------------------------------

    def summary(self, now: float | None = None) -> dict[str, Any]:
        now = time.time() if now is None else now
        to_move = self.to_move()
        return {
            "match": self.id,
            "game": self.game.name,
            "options": self.options,
            "hidden_information": self.game.has_hidden_information,
            "status": self.status,
            "version": self.version,
            "ply": self.ply,
            "to_move": to_move if to_move >= 0 else None,
            "seats": seats_public(self.seats, self.game),
            "clock": self.clock_json(now),
            "timeout": self.config.get("timeout"),
            "grace": self.config.get("grace"),
            "think_seconds": self.config.get("think_seconds"),
            "draw_offer": self.live.get("draw_offer"),
            # takebacks (match/takeback.py): the request pending, the seats that may ask
            # now, the last one done and the last one declined
            "takeback": self.live.get("takeback"),
            "takeback_seats": self.takeback_seats(),
            "taken_back": self.live.get("taken_back"),
            "takeback_declined": self.live.get("takeback_declined"),
            "takeover": self.live.get("takeover", []),
            "absent": sorted(int(s) for s in self.live.get("absent", {})),
            "rematch_votes": self.live.get("rematch", []),
            "rematch": self.rematch_id,
            "rematch_of": self.rematch_of,
            "result": self.result_json(),
            "public": self.public,
            # issue 37: the seats' names and what is being decided, as messages a client
            # renders in its player's language
            "seat_msgs": self.seat_msgs(),
            "phase_msg": self.phase_json(),
            "rated": bool(self.config.get("rated")),
        }

    def takeback_seats(self) -> list[int]:
        """The seats that may ask for a takeback now."""
        if self.status != "active" or self.live.get("takeback"):
            return []
        return [s for s in sorted(self.humans()) if takeback.may_ask(self, s)]

    def seat_msgs(self) -> list[dict[str, Any] | None]:
        """Each seat's name as a message where it is the game's own name for the seat
        (``Player 1 (FRA)``, ``Red``); ``None`` for a name a player typed and for a computer
        (a client names it by its level and number, ``seats``)."""
        out: list[dict[str, Any] | None] = []
        for i, seat in enumerate(self.seats):
            own = self.game.seat_message(i)
            typed = seat.name not in (None, "", own.english())
            out.append(None if seat.kind != "human" or typed else own.to_json())
        return out

    def result_json(self) -> dict[str, Any] | None:
        """The result, with ``reason_msg`` (the reason as a message) when the rules ended the
        game: the client says it in its language."""
        result = self.result
        if result is None or "reason_msg" in result or result.get("end") != "game":
            return result
        outcome = self.match.state.outcome()
        if outcome is None or outcome.message is None:
            return result
        return {**result, "reason_msg": outcome.message.to_json()}

    def phase_json(self) -> dict[str, Any] | None:
        phase = self.match.state.phase_message()
        return phase.to_json() if phase is not None else None

    def moves_for(self, perspective: int | None, since: int) -> list[dict[str, Any]]:
        """Each ply from ``since`` on as ``perspective`` sees it: who made it, its text, and
        ``msg``, the ply told as a message (what a roll decided ...; issue 37)."""
        since = max(0, min(since, self.ply))
        told = self.match.messages_since(perspective, since)
        return [
            {"ply": p, "by": mover if mover >= 0 else "chance", "move": text, "msg": msg.to_json()}
            for p, (mover, text), msg in zip(
                range(since, self.ply),
                self.match.log_since(perspective, since),
                told,
                strict=True,
            )
        ]

    def perspective(
        self,
        seat: int | None,
        since: int,
        cache: dict[Any, Any] | None = None,
        render: bool = False,
        lang: str = "en",
    ) -> dict[str, Any]:
        if cache is not None and seat in cache:
            view = cache[seat]
        else:
            view = self.match.state.view(seat)
            if cache is not None:
                cache[seat] = view
        data: dict[str, Any] = {
            "seat": seat,
            "view": view,
            "moves": self.moves_for(seat, since),
        }
        if render:
            # the game's text picture, drawn from the view only (never the state)
            key = ("text", seat, lang)
            if cache is not None and key in cache:
                data["text"] = cache[key]
            else:
                data["text"] = self.game.render(view, sayer(lang))
                if cache is not None:
                    cache[key] = data["text"]
        if seat is not None and self.status == "active" and self.to_move() == seat:
            data["legal"] = list(self.legal_index())
        return data

    def update_for(
        self,
        conn: Connection,
        now: float,
        cache: dict[Any, Any] | None = None,
        summary: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        message = {"type": "update", **(summary if summary is not None else self.summary(now))}
        message["perspectives"] = [
            self.perspective(p, conn.sent_ply, cache, conn.render, conn.lang)
            for p in conn.perspectives
        ]
        conn.sent_ply = self.ply
        return message

    def replay(
        self,
        seat: int | None,
        render: bool,
        start: int = 0,
        count: int | None = None,
        lang: str = "en",
    ) -> dict[str, Any]:
        """The match ply by ply as ``seat`` (``None``: a spectator) sees it: the view before
        the first ply and after each one, and each ply as that seat saw it; a page of it from
        ``start`` (``count`` plies; ``next``: where the next page starts, ``None`` at the end).
        Only views, never states, leave this method."""
        total = self.ply
        if start > total:
            raise ServerError("bad_request", f"start {start}: the match has {total} plies")
        stop = total if count is None else min(total, start + count)
        state = self.match.state_at(start)
        views = [state.view(seat)]
        for move in self.match.moves[start:stop]:
            state = state.apply(move)
            views.append(state.view(seat))
        out: dict[str, Any] = {
            "match": self.id,
            "game": self.game.name,
            "title": self.game.title,
            "options": self.options,
            "seat": seat,
            # the players' names, as the record has them, and who each seat was
            "players": list(self.match.players),
            "seats": seats_public(self.seats, self.game),
            "player_msgs": [
                self.game.seat_message(s).to_json() for s in range(self.game.num_players)
            ],
            "start": start,
            "total": total,
            "next": stop if stop < total else None,
            "moves": self.moves_for(seat, start)[: stop - start],
            "views": views,
            "result": self.result_json(),
        }
        if render:
            say = sayer(lang)
            out["texts"] = [self.game.render(v, say) for v in views]
        return out

    def held_seats(self) -> set[int]:
        held: set[int] = set()
        for c in self.conns:
            held.update(c.seats)
        return held
