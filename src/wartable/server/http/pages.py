"""The web client's pages: one ``index.html`` for every address the client routes itself
(``/``, ``/play/ID``, ``/watch/ID``, ``/replay[/ID]``, ``/rules/GAME``), and its files under
``/static``."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

router = APIRouter(include_in_schema=False)

STATIC = Path(__file__).resolve().parent.parent / "static"


def client_page() -> FileResponse:
    # the web client is one page; it reads the address (and the token after '#') itself
    return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


@router.get("/")
async def home() -> FileResponse:
    return client_page()


@router.get("/play/{match_id}")
async def play_page(match_id: str) -> FileResponse:
    return client_page()


@router.get("/watch/{match_id}")
async def watch_page(match_id: str) -> FileResponse:
    return client_page()


@router.get("/replay")
async def replay_file_page() -> FileResponse:
    return client_page()


@router.get("/replay/{match_id}")
async def replay_page(match_id: str) -> FileResponse:
    return client_page()


@router.get("/rules/{game}")
async def rules_page(game: str) -> FileResponse:
    return client_page()
