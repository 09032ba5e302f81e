"""The one error hierarchy of wartable.

Every error a caller can cause is a :class:`WartableError`, itself a :class:`ValueError`, and
its message names the input and the reason it was refused.
"""

from __future__ import annotations

from typing import Any

from .messages import Said, said


class WartableError(ValueError):
    """Base class of every error caused by bad input to wartable.

    Made from text, or from a :class:`~wartable.core.messages.Said` (issue 37): then ``msg``
    is that message and the error's text its English. ``msg`` is ``None`` for an error made
    from text alone."""

    msg: Said | None

    def __init__(self, *args: Any) -> None:
        if len(args) == 1 and isinstance(args[0], Said):
            self.msg = args[0]
            args = (args[0].english(),)
        else:
            self.msg = None
        super().__init__(*args)


class UnknownGame(WartableError):
    """A game name that is not registered."""


class BadOption(WartableError):
    """An unknown option, or a value outside what the option allows."""


class BadNotation(WartableError):
    """Text that is not a move (or position) in the game's notation at all."""


class IllegalMove(WartableError):
    """Well-formed move text that the rules do not allow in this position."""


class NotYourTurn(WartableError):
    """A seat tried to move while another seat (or chance) is to decide."""


class GameOver(WartableError):
    """A move was given after the game ended."""


class BadPosition(WartableError):
    """Position text that does not describe a legal position of the game."""


class BadRecord(WartableError):
    """A game record that is corrupt, tampered with or does not replay."""


#: How much of an input an error message quotes: enough to recognise it, never a megabyte.
SHOWN_LIMIT = 100


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to about ``limit`` characters.

    Every error names the input it refuses; a huge input is named by its start and its size
    (``'dF1-F5dF1-…' (5,000 characters)``), so a message stays one readable line."""
    if isinstance(value, str | bytes) and len(value) > limit:
        unit = "characters" if isinstance(value, str) else "bytes"
        return f"{_cut(repr(value[:limit]), limit)} ({len(value):,} {unit})"
    return _cut(repr(value), limit)


def quoted(value: object, limit: int = SHOWN_LIMIT) -> str | Said:
    """:func:`shown` as a message's parameter: the same text, but a long text's size note
    is the message ``input-long`` (``'dF1-F5…' (5,000 characters)``), so it is said in the
    player's language with the rest (issue 37)."""
    if isinstance(value, str) and len(value) > limit:
        return said("input-long", text=shown(value[:limit], limit), length=f"{len(value):,}")
    return shown(value, limit)


def _cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters (an escaped character can take ten)."""
    return text if len(text) <= limit + 2 else text[:limit] + "…"
