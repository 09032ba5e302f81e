"""Errors the server reports to a client: a code, an HTTP status and a one-line message.

Every refusal is a :class:`ServerError` (a :class:`WartableError`); the game's own errors are
mapped to codes by :func:`from_game_error`. No other exception's text ever reaches a client.
"""

from __future__ import annotations

from typing import Any

from wartable.core import (
    BadNotation,
    BadOption,
    GameOver,
    IllegalMove,
    NotYourTurn,
    UnknownGame,
    WartableError,
)


class ServerError(WartableError):
    """A request the server refuses; ``code`` is stable for programs, ``message`` for people."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status

    def to_json(self) -> dict[str, Any]:
        """``code``, ``message`` and, for a game's refusal, ``msg``: the reason as a message
        (issue 37) that a client says in its player's language."""
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.msg is not None:
            out["msg"] = self.msg.to_json()
        return out


def from_game_error(exc: WartableError) -> ServerError:
    if isinstance(exc, ServerError):
        return exc
    table: list[tuple[type[WartableError], str, int]] = [
        (NotYourTurn, "not_your_turn", 409),
        (GameOver, "game_over", 409),
        (IllegalMove, "illegal_move", 422),
        (BadNotation, "bad_notation", 422),
        (UnknownGame, "unknown_game", 400),
        (BadOption, "bad_option", 400),
    ]
    for kind, code, status in table:
        if isinstance(exc, kind):
            return _with_message(ServerError(code, str(exc), status), exc)
    return _with_message(ServerError("bad_request", str(exc), 400), exc)


def _with_message(error: ServerError, cause: WartableError) -> ServerError:
    error.msg = cause.msg
    return error


def not_found(match_id: str) -> ServerError:
    from wartable.core import shown

    return ServerError("not_found", f"match {shown(match_id)}: no such match", 404)


def forbidden(message: str) -> ServerError:
    return ServerError("forbidden", message, 403)
