"""A new match's configuration (clock, timeout policy), first clocks and seats."""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
from dataclasses import dataclass
from typing import Any

from wartable.ai import make_agent
from wartable.core import Game, WartableError, shown

from ..errors import ServerError, from_game_error
from . import clocks

CLOCK_TYPES = ("none", "fischer", "per_move", "correspondence")
#: a correspondence clock's days a move
CORRESPONDENCE_DAYS = (1, 2, 3, 7)
#: a player's name: 1-24 characters once in Unicode normal form C (docs/protocol.md)
NAME_MAX = 24
#: characters a name may not hold: controls, line and paragraph separators, surrogates,
#: private use, and the invisible marks that turn the direction of the text around it
_NAME_REFUSED_CATEGORIES = ("Cc", "Cs", "Co", "Zl", "Zp")
_NAME_REFUSED_MARKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e")
_NAME_REFUSED_MARKS |= frozenset("\u2066\u2067\u2068\u2069\ufeff")
TIMEOUT_POLICIES = ("loss", "computer")


def refused_character(text: str) -> str | None:
    """The first character of ``text`` a name or a chat line may not hold, if any."""
    for c in text:
        if unicodedata.category(c) in _NAME_REFUSED_CATEGORIES or c in _NAME_REFUSED_MARKS:
            return c
    return None


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


def check_name(name: object, where: str) -> str:
    """A player's name as stored: in Unicode normal form C, surrounding spaces taken off; 1 to
    :data:`NAME_MAX` characters, none a control character. Anything else is refused
    (``bad_name``), naming ``where`` it was given and why."""
    if not isinstance(name, str):
        raise ServerError("bad_name", f"{where}: a name is text, not {shown(name)}")
    text = unicodedata.normalize("NFC", name).strip()
    if not text:
        raise ServerError("bad_name", f"{where}: the name is empty")
    if len(text) > NAME_MAX:
        raise ServerError(
            "bad_name",
            f"{where}: the name {shown(text[:NAME_MAX] + '…')} has {len(text)} characters; "
            f"at most {NAME_MAX}",
        )
    c = refused_character(text)
    if c is not None:
        raise ServerError(
            "bad_name",
            f"{where}: the name {shown(text)} holds the control character U+{ord(c):04X}",
        )
    return text


def computer_name(level: str, number: int | None) -> str:
    """A computer seat's name in English (records, logs); clients name it in their language
    from its ``level`` and ``number``."""
    return f"Computer {number} ({level})" if number is not None else f"Computer ({level})"


def computer_numbers(kinds: list[str]) -> list[int | None]:
    """Each computer seat's number among the computer seats (from 1) when there are several;
    None for a human seat or a lone computer."""
    computers = [i for i, k in enumerate(kinds) if k == "computer"]
    numbers: list[int | None] = [None] * len(kinds)
    if len(computers) > 1:
        for n, i in enumerate(computers, 1):
            numbers[i] = n
    return numbers


@dataclass
class SeatInfo:
    seat: int
    kind: str  # "human" | "computer"
    level: str | None
    name: str
    token_hash: str | None
    joined: bool

    def public(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "level": self.level,
            "name": self.name,
            "joined": self.joined,
        }


def seats_public(seats: list[SeatInfo], game: Game) -> list[dict[str, Any]]:
    """The seats as clients see them: each one's name, kind, level (a computer's), whether it is
    taken, ``number`` (a computer's number among several, else null) and ``named``: whether
    the name was typed by a player (else it is the seat's or the computer's own, which a client
    says in its language)."""
    numbers = computer_numbers([s.kind for s in seats])
    out = []
    for s, n in zip(seats, numbers, strict=True):
        own = (
            computer_name(s.level or "medium", n)
            if s.kind == "computer"
            else game.seat_name(s.seat)
        )
        out.append({**s.public(), "number": n, "named": s.name != own})
    return out


def check_config(config: dict[str, Any], n: int) -> None:
    clock = config.get("clock") or {"type": "none"}
    kind = clock.get("type")
    if kind not in CLOCK_TYPES:
        raise ServerError("bad_clock", f"clock type {shown(kind)}: one of {', '.join(CLOCK_TYPES)}")

    def number(key: str) -> float | None:
        value = clock.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ServerError("bad_clock", f"clock {key} {shown(value)}: a number of seconds")
        return float(value)

    if kind == "fischer":
        initial, increment = number("initial"), number("increment")
        if initial is None or not initial > 0 or (increment is not None and increment < 0):
            raise ServerError(
                "bad_clock", "clock fischer: initial > 0 seconds, and increment >= 0 seconds"
            )
        clock["increment"] = increment or 0.0
    if kind == "per_move":
        seconds = number("seconds")
        if seconds is None or not seconds > 0:
            raise ServerError("bad_clock", "clock per_move: seconds > 0")
    if kind == "correspondence":
        days = clock.get("days")
        if isinstance(days, bool) or days not in CORRESPONDENCE_DAYS:
            raise ServerError(
                "bad_clock",
                f"clock correspondence: days {shown(days)}; one of "
                + ", ".join(str(d) for d in CORRESPONDENCE_DAYS),
            )
        clock["days"] = int(days)
        # players of a correspondence match come and go for days: no absence grace
        config["grace"] = None
    if config.get("timeout") not in TIMEOUT_POLICIES:
        raise ServerError(
            "bad_timeout", f"timeout {shown(config.get('timeout'))}: 'loss' or 'computer'"
        )
    try:
        make_agent(str(config.get("takeover_level") or "greedy"))
    except WartableError as exc:
        raise from_game_error(exc) from None


def initial_clocks(config: dict[str, Any], n: int) -> list[int] | None:
    clock = config.get("clock") or {"type": "none"}
    if clock["type"] == "fischer":
        return [int(clock["initial"] * 1000)] * n
    per_move = clocks.move_seconds(clock)
    if per_move is not None:
        return [int(per_move * 1000)] * n
    return None


def new_rows(
    game: Game,
    seat_specs: list[dict[str, Any]],
    config: dict[str, Any],
    *,
    match_id: str,
    seed: int,
    public: bool,
    now: float,
    rematch_of: str | None = None,
    token_hashes: list[str | None] | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]], list[str | None]]:
    """A new match's row and seat rows, and the tokens of its human seats (shown once,
    stored hashed; none when the seats keep ``token_hashes``, as in a rematch)."""
    tokens: list[str | None] = []
    seat_rows = []
    numbers = computer_numbers([spec["kind"] for spec in seat_specs])
    for i, spec in enumerate(seat_specs):
        human = spec["kind"] == "human"
        level = spec.get("level") or "medium"
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
                "level": None if human else level,
                "name": spec.get("name")
                or (game.seat_name(i) if human else computer_name(level, numbers[i])),
                "token_hash": digest,
                "joined": (not human) or token_hashes is not None,
            }
        )
    everyone = all(r["joined"] for r in seat_rows)
    live: dict[str, Any] = {
        "clocks": initial_clocks(config, game.num_players),
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
    return row, seat_rows, tokens
