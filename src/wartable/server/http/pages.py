"""The web client's pages: one ``index.html`` for every address the client routes itself
(``/``, ``/play/ID``, ``/watch/ID``, ``/replay[/ID]``, ``/rules/GAME``, ``/howto/GAME``), and
its files under ``/static``."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse

from ..errors import ServerError

router = APIRouter(include_in_schema=False)

STATIC = Path(__file__).resolve().parent.parent / "static"


def client_page(status: int = 200) -> FileResponse:
    # the web client is one page; it reads the address (and the token after '#') itself
    return FileResponse(
        STATIC / "index.html", status_code=status, headers={"Cache-Control": "no-cache"}
    )


async def match_page(request: Request, match_id: str) -> FileResponse:
    """The client's page for a match that exists; 404 (the same page, which then says there is
    no such match and links home) for one that does not."""
    try:
        await request.app.state.hub.get(match_id)
    except ServerError as exc:
        if exc.code == "not_found":
            return client_page(404)
        raise
    return client_page()


@router.get("/")
async def home() -> FileResponse:
    return client_page()


@router.get("/play/{match_id}")
async def play_page(request: Request, match_id: str) -> FileResponse:
    return await match_page(request, match_id)


@router.get("/watch/{match_id}")
async def watch_page(request: Request, match_id: str) -> FileResponse:
    return await match_page(request, match_id)


@router.get("/replay")
async def replay_file_page() -> FileResponse:
    return client_page()


@router.get("/replay/{match_id}")
async def replay_page(request: Request, match_id: str) -> FileResponse:
    return await match_page(request, match_id)


@router.get("/howto/{game}")
async def howto_page(game: str) -> FileResponse:
    return client_page()


@router.get("/rules/{game}")
async def rules_page(game: str) -> FileResponse:
    return client_page()
