"""The hub's chat: a message said by a connection (its room: the match's seats, or its
spectators), limited in rate per seat (per address for a spectator), stored, then sent to the
room's connections here and, on PostgreSQL, in the other server processes (their notice)."""

from __future__ import annotations

import secrets
from typing import Any

from ..errors import ServerError
from ..match.setup import check_name
from ..runtime import Connection, Runtime
from ..social import chat
from .base import HubBase

#: the rate buckets kept at most (the oldest are forgotten beyond)
_BUCKETS = 20000


class Chat(HubBase):
    @property
    def origin(self) -> str:
        """This hub, in its chat notices (it ignores its own)."""
        value: str = self.__dict__.setdefault("_chat_origin", secrets.token_hex(6))
        return value

    def _chat_bucket(self, key: tuple[str, str, str]) -> chat.ChatRate:
        buckets: dict[tuple[str, str, str], chat.ChatRate] = self.__dict__.setdefault(
            "_chat_buckets", {}
        )
        bucket = buckets.get(key)
        if bucket is None:
            if len(buckets) >= _BUCKETS:
                for old in list(buckets)[: _BUCKETS // 2]:
                    del buckets[old]
            bucket = buckets[key] = chat.ChatRate(stamp=self.now())
        return bucket

    async def say(
        self, rt: Runtime, conn: Connection, data: dict[str, Any], host: str
    ) -> dict[str, Any]:
        """A chat message of a connection (``data``: ``text``; ``seat`` for a connection holding
        several; a spectator's ``name``): checked, limited, stored, delivered. Returns it."""
        text = chat.check_text(data.get("text"))
        name: str | None = None
        seat: int | None = None
        if conn.seats:
            room = "seats"
            seat = data.get("seat", conn.seats[0])
            if not isinstance(seat, int) or isinstance(seat, bool) or seat not in conn.seats:
                raise ServerError("forbidden", f"chat: seat {seat!r} is not one this holds", 403)
            key = (rt.id, "seat", str(seat))
        else:
            room = "spectators"
            given = data.get("name")
            if given is not None and given != "":
                name = check_name(given, "chat: name")
            key = (rt.id, "spectator", host)
        if not self._chat_bucket(key).take(self.now()):
            raise ServerError("chat_rate", "chat: too many messages; wait a few seconds", 429)
        message = await self.store.run(
            chat.add, self.store, self.origin, rt.id, room, seat, name, text, self.now()
        )
        self.deliver_chat(rt.id, message)
        return message

    def deliver_chat(self, match_id: str, message: dict[str, Any]) -> None:
        """A message to the connections here in its room."""
        rt = self.runtimes.get(match_id)
        if rt is None:
            return
        spectators = message["room"] == "spectators"
        out = {"type": "chat", "room": message["room"], "history": False, "messages": [message]}
        for c in list(rt.conns):
            if c.spectator == spectators:
                c.push(out)

    def heard_chat(self, text: str) -> None:
        """Another process's chat notice: its message to the connections here."""
        parsed = chat.parse_notice(text)
        if parsed is None:
            return
        origin, match_id, message = parsed
        if origin != self.origin:
            self.deliver_chat(match_id, message)

    async def chat_history(self, rt: Runtime, conn: Connection) -> None:
        """The connection's room's newest messages, after its hello's update (none when the
        room is silent). A line said meanwhile may come twice: a client keeps one by ``id``."""
        room = "spectators" if conn.spectator else "seats"
        messages = await self.store.run(chat.history, self.store, rt.id, room)
        if messages:
            conn.push({"type": "chat", "room": room, "history": True, "messages": messages})
