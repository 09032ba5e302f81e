"""The games' texts in six languages (issue 37): Fluent catalogues and their renderer.

A game says things as :class:`~wartable.core.messages.Said` messages (an id and parameters);
this package turns them into text in a player's language with the catalogues under ``ftl/``:
one folder per language, one ``.ftl`` file per game (``core.ftl`` for the contract's own
messages). The English files are made from the games' English templates
(``python -m wartable.i18n`` writes them; a test checks they are up to date); the other five
are written by hand, each game's words in the language of its rulebook as the rulebook has
them. Why Fluent, and how to add a text: docs/i18n.md.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from wartable.core.messages import Said, Say, english_template, to_fluent

#: A language of the catalogues (what an API's ``lang`` accepts).
Lang = Literal["en", "fr", "cs", "et", "el", "fi"]
#: The languages of the catalogues, English first (the web client's languages too).
LANGS: tuple[str, ...] = get_args(Lang)
#: The catalogue files of a language: the contract's, each game's, then the terminal's.
PARTS = ("core", "alu", "thud", "flatwar", "europe", "orcwar", "cli")

FTL = Path(__file__).resolve().parent / "ftl"


def catalogue_file(lang: str, part: str) -> Path:
    return FTL / lang / f"{part}.ftl"


def catalogue(lang: str) -> str:
    """Every catalogue file of ``lang`` as one Fluent text (what the web client loads).
    KeyError for a language that has no catalogue."""
    if lang not in LANGS:
        raise KeyError(lang)
    parts = []
    for part in PARTS:
        path = catalogue_file(lang, part)
        if path.exists():
            parts.append(path.read_text(encoding="utf-8"))
    return "\n".join(parts)


@cache
def bundle(lang: str) -> FluentBundle:
    """The Fluent bundle of ``lang``'s catalogues (English's for an unknown language)."""
    if lang not in LANGS:
        lang = "en"
    result = FluentBundle([lang], use_isolating=False)
    result.add_resource(FluentResource(catalogue(lang)))
    return result


@cache
def entries(lang: str) -> dict[str, Any]:
    """``lang``'s catalogue entries by message id (Fluent syntax trees)."""
    resource = FluentParser().parse(catalogue(lang))
    out: dict[str, Any] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            raise ValueError(f"{lang} catalogue: cannot parse {str(entry.content)[:80]!r}")
        if isinstance(entry, ast.Message):
            if entry.id.name in out:
                raise ValueError(f"{lang} catalogue: {entry.id.name} is defined twice")
            out[entry.id.name] = entry
    return out


def message_variables(lang: str, message_id: str) -> set[str] | None:
    """The variables ``lang``'s text of ``message_id`` uses (``None``: it has none)."""
    entry = entries(lang).get(message_id)
    if entry is None or entry.value is None:
        return None
    found: set[str] = set()

    class Names(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Names().visit(entry.value)
    return found


def _argument(value: Any, lang: str) -> Any:
    if isinstance(value, Said):
        return render(value, lang)
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


def render(message: Said, lang: str) -> str:
    """``message`` in ``lang`` (a message parameter rendered first, in the same language);
    English where ``lang``'s catalogue lacks the message, so a player always reads something."""
    b = bundle(lang)
    if not b.has_message(message.id):
        return render(message, "en") if lang != "en" else message.english()
    args = {k: _argument(v, lang) for k, v in message.params}
    pattern = b.get_message(message.id).value
    assert pattern is not None
    text, _errors = b.format_pattern(pattern, args)
    return str(text)


def sayer(lang: str) -> Say:
    """How to tell a message in ``lang`` (a :data:`~wartable.core.messages.Say` for a game's
    picture and notation help)."""

    def say(message: Said) -> str:
        return render(message, lang)

    return say


def english_catalogue(messages: Mapping[str, tuple[str, ...]]) -> str:
    """The English Fluent file of ``messages`` (ids), made from their English templates."""
    lines = ["# Made by `python -m wartable.i18n` from the English templates: do not edit.", ""]
    for message_id in messages:
        lines.append(f"{message_id} = {to_fluent(english_template(message_id))}")
    return "\n".join(lines) + "\n"


def part_messages(part: str) -> dict[str, tuple[str, ...]]:
    """The message ids a catalogue file holds, with their parameters: the contract's for
    ``core``, else the game's own (its ``messages`` module)."""
    from wartable.core import messages as core_messages
    from wartable.core import registry

    if part == "core":
        return dict(core_messages.MESSAGES)
    if part == "cli":
        from wartable.cli import texts

        return dict(texts.MESSAGES)
    module = registry.game_class(part).part("messages")
    return dict(getattr(module, "MESSAGES", {})) if module is not None else {}


def write_english() -> Iterator[Path]:
    """Write the English catalogue files from the templates; yield each path written."""
    for part in PARTS:
        path = catalogue_file("en", part)
        path.parent.mkdir(parents=True, exist_ok=True)
        text = english_catalogue(part_messages(part))
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            yield path


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The catalogue language the environment asks for: the first of ``$LC_ALL``,
    ``$LC_MESSAGES``, ``$LANG`` that is set (POSIX's order), by its language part
    (``fi_FI.UTF-8`` is ``fi``); English when it is none of :data:`LANGS`."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            code = value.split(".")[0].split("@")[0].split("_")[0].lower()
            return code if code in LANGS else "en"
    return "en"


def language(value: str | None, environ: Mapping[str, str] | None = None) -> str:
    """A ``--lang`` value checked (ValueError naming it), or the environment's language."""
    if value is None:
        return language_from_env(environ)
    code = value.strip().lower()
    if code not in LANGS:
        raise ValueError(f"language {value!r}: one of {', '.join(LANGS)}")
    return code


__all__ = [
    "LANGS",
    "PARTS",
    "Lang",
    "bundle",
    "catalogue",
    "language",
    "language_from_env",
    "message_variables",
    "render",
    "sayer",
    "write_english",
]
