"""Texts as data (issue 37): what a game says, as a message id and its parameters.

Every text a game shows a player (a move told in the log, a chance outcome, how the game
ended, why a move was refused, a phase, a seat's name) is a :class:`Said`: a message id, such
as ``"europe-end-territory"``, and named parameters (``power="DUA"``, ``rule="R6.2"``). The
translations live outside the rules core, in the Fluent catalogues of :mod:`wartable.i18n`
(one per language), so the rules import nothing third-party; English stays a rendering of a
message, made here from the game's English templates, and it is what the terminal, the
records and the logs have always shown.

An English template is a :meth:`str.format` text whose fields are the message's parameters.
A field may choose a word by number, the way Fluent's plural selectors do in the catalogues:
``{n:point|points}`` is ``point`` when ``n`` is 1, else ``points`` (English's ``one`` and
``other`` categories). A parameter may itself be a :class:`Said` (a seat's name, the reason
inside "move 'x': <reason>"): it is rendered in the same language and put in its place.
Parameters are otherwise numbers, or codes and names that read the same in every language
(squares, move texts, power abbreviations, rule numbers).

Each game lists its templates in its ``messages`` module (``TEXTS``) and :attr:`Game.messages`
says, for every id it can produce, the names of the parameters; the conformance suite checks
that what a game says is listed there and that every catalogue has it with the same names.
"""

from __future__ import annotations

import re
import string
import textwrap
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: A message id: lower-case words joined by dashes (Fluent's identifiers, without underscore)
_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
#: A parameter name: what Fluent accepts as a variable
_PARAM = re.compile(r"[a-z][a-z0-9_]*")

#: Every English template known so far, by message id (filled by :func:`english_texts`).
_ENGLISH: dict[str, str] = {}


@dataclass(frozen=True)
class Said:
    """A message: its id and its parameters (sorted by name, so equal messages compare equal)."""

    id: str
    params: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def param_names(self) -> tuple[str, ...]:
        return tuple(key for key, _ in self.params)

    def to_json(self) -> dict[str, Any]:
        """``{"id": ..., <param>: <value>, ...}``; a :class:`Said` parameter is an object of
        the same shape, which a client renders first, in its own language."""
        out: dict[str, Any] = {"id": self.id}
        for key, value in self.params:
            out[key] = value.to_json() if isinstance(value, Said) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Said:
        """The message :meth:`to_json` gave (nested objects with an ``id`` are messages)."""
        params = {
            k: cls.from_json(v) if isinstance(v, Mapping) else v
            for k, v in data.items()
            if k != "id"
        }
        return said(str(data["id"]), **params)

    def english(self) -> str:
        """The message in English, from its template."""
        template = _ENGLISH.get(self.id)
        if template is None:
            raise KeyError(f"message {self.id!r} has no English template")
        values = {k: v.english() if isinstance(v, Said) else v for k, v in self.params}
        return _FORMATTER.vformat(template, (), values)

    def __str__(self) -> str:
        return self.english()

    def walk(self) -> Iterator[Said]:
        """This message and every message among its parameters, at any depth."""
        yield self
        for _key, value in self.params:
            if isinstance(value, Said):
                yield from value.walk()


def said(message_id: str, /, **params: Any) -> Said:
    """The message ``message_id`` with ``params`` (``said("thud-end-agreed", battle=1)``)."""
    return Said(message_id, tuple(sorted(params.items())))


class _EnglishFormatter(string.Formatter):
    """``str.format`` with ``{n:one|other}``, English's two plural categories."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return one if value == 1 else other
        return format(value, format_spec)


_FORMATTER = _EnglishFormatter()


def template_params(template: str) -> tuple[str, ...]:
    """The parameter names a template uses, sorted, each once."""
    names = set()
    for _text, field, spec, conversion in string.Formatter().parse(template):
        if field is None:
            continue
        if not _PARAM.fullmatch(field) or conversion is not None:
            raise ValueError(f"template {template!r}: field {field!r} is not a plain parameter")
        if spec and "|" not in spec:
            raise ValueError(f"template {template!r}: only {{n:one|other}} choices are allowed")
        names.add(field)
    return tuple(sorted(names))


def english_texts(templates: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """Register a game's (or the core's) English templates; return each id's parameters.

    Refuses a malformed id, a template Fluent could not say the same way, and an id already
    registered with another text."""
    out: dict[str, tuple[str, ...]] = {}
    for message_id, template in templates.items():
        if not _ID.fullmatch(message_id):
            raise ValueError(f"message id {message_id!r}: lower-case words joined by dashes")
        if template != template.strip() or "\n" in template:
            raise ValueError(f"message {message_id!r}: one line without outer spaces")
        if _ENGLISH.get(message_id, template) != template:
            raise ValueError(f"message {message_id!r} is registered twice with other texts")
        out[message_id] = template_params(template)
        _ENGLISH[message_id] = template
    return out


def english_template(message_id: str) -> str:
    """The registered English template of ``message_id`` (KeyError if none)."""
    return _ENGLISH[message_id]


def to_fluent(template: str) -> str:
    """An English template as a Fluent pattern (how the English catalogue is made)."""
    out = []
    for text, field, spec, _conversion in string.Formatter().parse(template):
        out.append(text.replace("{", '{"{"}').replace("}", '{"}"}'))
        if field is None:
            continue
        if spec:
            one, other = spec.split("|", 1)
            out.append(f"{{ ${field} ->\n        [one] {one}\n       *[other] {other}\n    }}")
        else:
            out.append(f"{{ ${field} }}")
    return "".join(out)


#: How a text is told in a player's language: a message in, its text out (English by default;
#: :func:`wartable.i18n.sayer` gives one for a catalogue language).
Say = Callable[[Said], str]


def english(message: Said) -> str:
    """``message`` in English (the :data:`Say` a picture or a help uses when none is given)."""
    return message.english()


#: A line of a notation help: the notation it explains (``""`` for a line of prose) and what
#: it means, as a message.
HelpLine = tuple[str, Said]
#: How wide the notation column of a help is: a longer notation pushes its text along.
HELP_COLUMN = 16
#: The width a help's explanations are wrapped to (a terminal's).
HELP_WIDTH = 78


def help_text(lines: Sequence[HelpLine], say: Say = english) -> str:
    """A notation help (:meth:`Game.notation_lines`) as text: prose lines as they are, each
    notation indented by two with its explanation after it, wrapped to :data:`HELP_WIDTH`."""
    out: list[str] = []
    for code, message in lines:
        text = say(message)
        if not code:
            out.append(text)
            continue
        head = "  " + (code.ljust(HELP_COLUMN) if len(code) <= HELP_COLUMN - 2 else code + "  ")
        indent = " " * (2 + HELP_COLUMN)
        width = max(HELP_WIDTH - len(head), 30)
        parts = textwrap.wrap(text, width) or [""]
        out.append(head + parts[0])
        rest = textwrap.wrap(" ".join(parts[1:]), HELP_WIDTH - len(indent)) if parts[1:] else []
        out.extend(indent + part for part in rest)
    return "\n".join(out)


def help_json(lines: Sequence[HelpLine]) -> list[dict[str, Any]]:
    """A notation help as data for a client: ``{"code": ..., "text": <message>}`` a line."""
    return [{"code": code, "text": message.to_json()} for code, message in lines]


# -- the messages of the contract itself (any game may produce them) ------------------------

TEXTS = {
    "seat-player": "Player {number}",
    "move-text": "{move}",
    "error-game-over": "move {move}: the game is over",
    "error-empty-move": "move '': empty move text",
    "error-not-text": "move {move}: expected text, got {kind}",
    "error-illegal-move": "move {move}: {reason}",
    "error-not-legal": "it is not a legal move in this position",
    "error-not-your-turn": "move {move} by {seat}: it is {current}'s turn to move",
    "error-chance-to-move": (
        "move {move}: chance is to move, and only the match's own generator decides it"
    ),
    "error-no-chance": "{game}: no chance event is pending in this position",
    # a server's refusals of a takeback (server/match/takeback.py)
    "takeback-none": "takeback: you have made no move to take back",
    "takeback-chance": "takeback: a chance move came after your last move",
    "takeback-hidden": "takeback: something is hidden in this game since your last move",
    "takeback-pending": "takeback: a takeback is already asked for",
    "takeback-no-request": "takeback: nobody asked for one",
    "takeback-own": "takeback: you asked for it; the others accept",
    "takeback-rated-computer": "takeback: a computer player does not grant one in a rated match",
    # an input quoted in a message, cut to its start when long (errors.quoted)
    "input-long": "{text} ({length} characters)",
    # a rule option refused (Option.coerce, Game())
    "option-unknown": "{game}: unknown option {name} (options: {options})",
    "option-type": "option {name}={value}: expected a {kind}",
    "option-type-got": "option {name}={value}: expected a {kind}, got {got}",
    "option-choice": "option {name}={value}: must be one of {allowed}",
    "option-min": "option {name}={value}: must be at least {minimum}",
    "option-max": "option {name}={value}: must be at most {maximum}",
}
#: The contract's own messages and their parameters (every game may produce them).
MESSAGES = english_texts(TEXTS)
