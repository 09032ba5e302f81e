"""The HTTP API's game routes (docs/protocol.md): health, the games and their options, a
game's table (the data its board draws from), its numbered rules and the message catalogues."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi import Path as PathParam
from fastapi.responses import PlainTextResponse, Response

import wartable
from wartable import i18n
from wartable.core import WartableError, game_class
from wartable.core.messages import help_json

from ..errors import ServerError, from_game_error
from .schemas import ERRORS, hub_of

router = APIRouter()


@router.get("/api/health")
async def health(request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    return {"ok": True, "matches_loaded": len(hub.runtimes)}


@router.get("/api/games")
async def list_games() -> list[dict[str, Any]]:
    out = []
    for name in wartable.game_names():
        cls = game_class(name)
        out.append(
            {
                "name": name,
                "title": cls.title,
                "players": {
                    "min": cls.min_players,
                    "max": cls.max_players,
                    "default": cls.default_players,
                },
                "options": [
                    {
                        "name": o.name,
                        "default": o.default,
                        "doc": o.doc,
                        "choices": list(o.choices) if o.choices is not None else None,
                        "minimum": o.minimum,
                        "maximum": o.maximum,
                    }
                    for o in cls.all_option_specs()
                ],
                # with the default options (a match's summary says it for its own)
                "hidden_information": bool(cls().has_hidden_information),
                "notation": notation_help_of(name),
                # the same, a line at a time as messages: a client says it in its language
                "notation_lines": notation_lines_of(name),
                "rules": f"/rules/{name}",
            }
        )
    return out


@router.get("/api/games/{game}/table", responses=ERRORS)
async def game_table(
    game: Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")],
    options: Annotated[
        str | None,
        Query(max_length=2000, description="the rule options as a JSON object (a match's)"),
    ] = None,
) -> dict[str, Any]:
    """The game's table (``Game.table()``): the fixed data its board draws from (maps and
    their links, unit kinds and costs, board sizes), for the default options or ``options``
    (a match's summary gives them)."""
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game[:40]!r}: unknown", 404)
    values: Any = {}
    if options:
        try:
            values = json.loads(options)
        except ValueError:
            values = None
        if not isinstance(values, dict):
            raise ServerError("bad_option", f"options {options[:60]!r}: not a JSON object")
    try:
        table: dict[str, Any] = wartable.make(game, **values).table()
    except WartableError as exc:
        raise from_game_error(exc) from None
    return table


@router.get("/api/rules/{game}", responses=ERRORS)
async def rules(
    game: Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")],
) -> dict[str, Any]:
    """The game's numbered rules (docs/rules/GAME.md) as Markdown."""
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game[:40]!r}: unknown", 404)
    path = rules_file(game)
    if path is None:
        raise ServerError(
            "not_found",
            f"the rules of {game} (docs/rules/{game}.md) are missing from this installation",
            404,
        )
    return {"game": game, "markdown": path.read_text(encoding="utf-8")}


@router.get(
    "/api/messages/{lang}",
    # the catalogue is Fluent text; a refusal is JSON like every other error
    responses={**ERRORS, 200: {"content": {"text/plain": {"schema": {"type": "string"}}}}},
    response_class=Response,
)
async def messages(
    lang: Annotated[str, PathParam(min_length=2, max_length=8, pattern=r"^[a-z]+$")],
) -> Response:
    """Every game's texts in ``lang`` as one Fluent catalogue (issue 37, docs/i18n.md): the web
    client renders the messages of updates, views and errors with it."""
    try:
        text = i18n.catalogue(lang)
    except KeyError:
        known = ", ".join(i18n.LANGS)
        raise ServerError("not_found", f"language {lang!r}: no catalogue ({known})", 404) from None
    return PlainTextResponse(
        text, media_type="text/plain; charset=utf-8", headers={"Cache-Control": "max-age=300"}
    )


def notation_lines_of(name: str) -> list[dict[str, Any]]:
    try:
        return help_json(wartable.make(name).notation_lines())
    except Exception:  # as notation_help_of
        return []


def notation_help_of(name: str) -> str:
    try:
        return wartable.make(name).notation_help()
    except Exception:  # a game that cannot be made with its defaults has no help to give
        return ""


def rules_file(game: str) -> Path | None:
    """docs/rules/GAME.md of the source tree this package runs from (an editable install or a
    checkout), else the copy a built wheel carries in the package (wartable/docs/rules, put
    there by setup.py), or None."""
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "docs" / "rules" / f"{game}.md"
        if candidate.is_file():
            return candidate
        if (parent / "pyproject.toml").is_file():
            break
    return None
