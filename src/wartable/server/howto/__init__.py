"""The How-to-play pages (Markdown, one per game and language, written for players) and the
original rulebooks they are drawn from (package data; docs/web.md)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGES = HERE / "pages"
RULEBOOKS = HERE / "rulebooks"

#: the languages of the web client, in its order (static/i18n.js)
LANGUAGES = ("en", "fr", "cs", "et", "el", "fi")
#: each game's original rulebook and the language it is written in
RULEBOOK_LANGUAGE = {"thud": "fr", "flatwar": "el", "alu": "et", "europe": "cs", "orcwar": "fi"}


def page_path(game: str, lang: str) -> Path:
    return PAGES / f"{game}.{lang}.md"


def rulebook_path(game: str) -> Path:
    return RULEBOOKS / f"{game}.{RULEBOOK_LANGUAGE[game]}.txt"
