"""Chat in a match: a text checked (:func:`check_text`), stored with the match (the ``chat``
table, with its room), and read back as history. Blocking database calls, run on the store's
threads (``Store.run``).

Two rooms a match: ``seats`` (its players) and ``spectators``. Neither reads the other's: the
players may talk of what only they see, and a spectator's room is never sent a seat's word.
On PostgreSQL a stored message is sent to the other server processes inside its transaction
(``pg_notify``: ``chat:<origin>:<match id>:<message as JSON>``), as a match's changes are."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from ..errors import ServerError
from ..match.setup import refused_character
from ..store import Store
from ..store.base import mapping
from .models import CHAT_MAX, chat

ROOMS = ("seats", "spectators")
#: the messages a hello is sent of its room (the newest)
HISTORY = 100
#: a chat notice between processes starts with this (a match's notice starts with its id)
PREFIX = "chat:"


def check_text(text: object) -> str:
    """A chat message's text as stored: Unicode normal form C, surrounding spaces taken off,
    1 to :data:`CHAT_MAX` characters, no control character (nor the marks that turn the
    direction of the text around them). Anything else is refused (``bad_chat``) saying why."""
    if not isinstance(text, str):
        raise ServerError("bad_chat", "chat: text is a string")
    if len(text) > 4 * CHAT_MAX:  # bounded work before normalizing
        raise ServerError("bad_chat", f"chat: at most {CHAT_MAX} characters")
    value = unicodedata.normalize("NFC", text).strip()
    if not value:
        raise ServerError("bad_chat", "chat: the message is empty")
    if len(value) > CHAT_MAX:
        raise ServerError(
            "bad_chat", f"chat: the message has {len(value)} characters; at most {CHAT_MAX}"
        )
    c = refused_character(value)
    if c is not None:
        raise ServerError(
            "bad_chat", f"chat: the message holds the control character U+{ord(c):04X}"
        )
    return value


@dataclass
class ChatRate:
    """A token bucket on the hub's clock (``now`` given): ``burst`` messages at once,
    one every ``every`` seconds sustained."""

    burst: float = 5.0
    every: float = 3.0
    tokens: float = 5.0
    stamp: float = 0.0

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.stamp) / self.every)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def message_json(row: dict[str, Any]) -> dict[str, Any]:
    """A stored message as clients get it."""
    return {
        "id": int(row["id"]),
        "room": row["room"],
        "seat": row["seat"],
        "name": row["name"],
        "text": row["text"],
        "at": float(row["at"]),
    }


def add(
    store: Store,
    origin: str,
    match_id: str,
    room: str,
    seat: int | None,
    name: str | None,
    text: str,
    at: float,
) -> dict[str, Any]:
    """Store a message; it as clients get it. On PostgreSQL the other processes are told in
    the same transaction (``origin``: this process, which ignores its own notice)."""
    values = {
        "match_id": match_id,
        "room": room,
        "seat": seat,
        "name": name,
        "text": text,
        "at": at,
    }
    with store.engine.begin() as conn:
        new_id = conn.execute(sa.insert(chat).values(**values).returning(chat.c.id)).scalar_one()
        message = message_json({"id": new_id, **values})
        if store.postgres:
            payload = f"{PREFIX}{origin}:{match_id}:" + json.dumps(
                message, separators=(",", ":"), ensure_ascii=False
            )
            conn.execute(
                sa.text("SELECT pg_notify(:channel, :payload)"),
                {"channel": store.channel, "payload": payload},
            )
    return message


def history(store: Store, match_id: str, room: str, limit: int = HISTORY) -> list[dict[str, Any]]:
    """The room's newest ``limit`` messages, oldest first."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(chat)
            .where(chat.c.match_id == match_id, chat.c.room == room)
            .order_by(chat.c.id.desc())
            .limit(limit)
        ).all()
    return [message_json(mapping(r)) for r in reversed(rows)]


def parse_notice(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """A chat notice's origin, match and message; ``None`` if it is not one."""
    if not text.startswith(PREFIX):
        return None
    origin, _, rest = text[len(PREFIX) :].partition(":")
    match_id, _, body = rest.partition(":")
    try:
        message = json.loads(body)
    except ValueError:
        return None
    if not isinstance(message, dict) or message.get("room") not in ROOMS:
        return None
    return origin, match_id, message
