"""Numbers read from text: the one rule every entry that reads a number follows.

A number from outside (an option value, an agent setting, a command-line argument, a count in a
position text) is written in plain ASCII decimal digits. Python's ``int`` and ``float`` accept
more than that, and each is a way in for bad input: ``int("³")`` and ``int("١")`` read other
scripts' digits, ``int("1_000")`` underscores, ``float("inf")`` and ``float("1e999")`` numbers no
setting can hold, and ``int()`` of a 5,000-digit text raises (or, under the limit, takes time).
So the digits are counted first, and only a text of the plain form is converted.

Each function raises ``ValueError`` for a text that is not a number of the form asked
(:class:`TooManyDigits`, a ``ValueError``, when only its length is wrong); callers turn it into
their own error, naming the input and the reason.
"""

from __future__ import annotations

import functools
import math
import re

__all__ = ["TooManyDigits", "parse_count", "parse_decimal", "parse_int"]


class TooManyDigits(ValueError):
    """A text of digits, longer than the caller allows: a number out of any sane range."""


_DIGITS = re.compile(r"[+-]?[0-9]+")


@functools.cache
def _int_form(max_digits: int, plus: bool) -> re.Pattern[str]:
    return re.compile(rf"{'[+-]' if plus else '-'}?[0-9]{{1,{max_digits}}}")


@functools.cache
def _count_form(max_digits: int) -> re.Pattern[str]:
    return re.compile(rf"[0-9]{{1,{max_digits}}}")


@functools.cache
def _decimal_form(max_digits: int, exponent_digits: int) -> re.Pattern[str]:
    n = max_digits
    exponent = rf"(?:[eE][+-]?[0-9]{{1,{exponent_digits}}})?" if exponent_digits else ""
    return re.compile(rf"[+-]?(?:[0-9]{{1,{n}}}(?:\.[0-9]{{0,{n}}})?|\.[0-9]{{1,{n}}}){exponent}")


def parse_int(text: str, max_digits: int = 18, *, plus: bool = True) -> int:
    """The whole number ``text`` writes: an optional sign (``-``, and ``+`` unless ``plus`` is
    false) and 1 to ``max_digits`` ASCII digits; nothing around them (strip it first)."""
    if _int_form(max_digits, plus).fullmatch(text):
        return int(text)
    if _DIGITS.fullmatch(text) and (plus or not text.startswith("+")):
        raise TooManyDigits(text)
    raise ValueError(text)


def parse_count(text: str, max_digits: int = 18) -> int:
    """The count ``text`` writes: 1 to ``max_digits`` ASCII digits, no sign (a position's
    counters and ranges, which a sign never begins); nothing around them."""
    if _count_form(max_digits).fullmatch(text):
        return int(text)
    if text.isascii() and text.isdigit():
        raise TooManyDigits(text)
    raise ValueError(text)


def parse_decimal(text: str, max_digits: int = 18, *, exponent_digits: int = 0) -> float:
    """The finite number ``text`` writes in decimal: an optional sign, digits with an optional
    fraction (``5``, ``5.``, ``.5``, ``5.25``; at most ``max_digits`` on each side of the point)
    and, when ``exponent_digits`` is not 0, an optional exponent of that many digits at most
    (``2.5e-3``). No ``inf``, ``nan``, underscores, other scripts' digits, nor a value that
    overflows to infinity (``1e999``)."""
    if not _decimal_form(max_digits, exponent_digits).fullmatch(text):
        raise ValueError(text)
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(text)
    return value
