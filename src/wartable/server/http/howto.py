"""How to play: ``GET /api/howto/{game}?lang=`` (the page for players, Markdown, in the
language asked for or else in English, saying which), ``GET /api/rulebook/{game}`` (the original
rulebook's text, in its own language); the page itself is the client's ``/howto/GAME``."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi import Path as PathParam

import wartable

from ..errors import ServerError
from ..howto import RULEBOOK_LANGUAGE, page_path, rulebook_path
from .schemas import ERRORS

router = APIRouter()

GamePath = Annotated[str, PathParam(min_length=1, max_length=32, pattern=r"^[a-z]+$")]


def _known(game: str) -> None:
    if game not in wartable.game_names():
        raise ServerError("unknown_game", f"game {game[:40]!r}: unknown", 404)


@router.get("/api/howto/{game}", responses=ERRORS)
async def howto(
    game: GamePath,
    lang: Annotated[str, Query(min_length=2, max_length=16, pattern=r"^[A-Za-z-]+$")] = "en",
) -> dict[str, Any]:
    """The game's How-to-play page as Markdown, in ``lang`` (the client's language: en, fr,
    cs, et, el, fi) when it is written, else in English: ``lang`` says which was given,
    ``fallback`` whether it is the English one in place of the language asked for."""
    _known(game)
    # "fi", "fi-FI", "FI": Finnish; a language with no pages (German) gets English, saying so
    asked = lang[:2].lower()
    for code in dict.fromkeys((asked, "en")):
        path = page_path(game, code)
        if path.is_file():
            return {
                "game": game,
                "lang": code,
                "asked": asked,
                "fallback": code != asked,
                "markdown": path.read_text(encoding="utf-8"),
                "rulebook": {"lang": RULEBOOK_LANGUAGE[game], "url": f"/api/rulebook/{game}"},
                "rules": f"/rules/{game}",
            }
    raise ServerError("not_found", f"How to play {game}: no page in this installation", 404)


@router.get("/api/rulebook/{game}", responses=ERRORS)
async def rulebook(game: GamePath) -> dict[str, Any]:
    """The game's original rulebook, as its author wrote it, in its own language."""
    _known(game)
    path = rulebook_path(game)
    if not path.is_file():
        raise ServerError("not_found", f"the rulebook of {game} is missing here", 404)
    return {"game": game, "lang": RULEBOOK_LANGUAGE[game], "text": path.read_text(encoding="utf-8")}
