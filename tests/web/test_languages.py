"""The games speak the player's language in the browser (issue 37): a short European War
against the computer, played to its end in each of the six languages, shows its moves, dice,
combat results, the end, the seats, the phase and a refused move's reason from the catalogue
the server sends, with no English game word on the page (English itself is the control: the
same words are there). A screenshot of the Greek and Finnish pages goes to docs/screenshots/."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from .helpers import SHORT, app_state, play_to_end, start_game

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]

DOCS_SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _shot(page: Any, tmp_path: Path, name: str) -> None:
    folder = DOCS_SHOTS if os.environ.get("WARTABLE_SCREENSHOTS") == "1" else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / name), full_page=True)


#: English words of European War's texts (moves told, results, ends, refusals, seat names)
#: that a page in another language must not show.
ENGLISH = (
    "rolls",
    "attacks",
    "against",
    "pyramid",
    "wins",
    "holds",
    "nothing moves",
    "moves first",
    "round limit",
    "the game is over",
    "draw between",
    "Player",
    "unknown verb",
    "is waiting",
    "must choose",
    "is not a field",
    "allies",
    "Dual Alliance",
    "Ottoman",
    "France decides",
    "first player",
)

#: the parts of the page that show the game's texts
PARTS = ("#moves", "#result-panel", "#seats", "#status", "#error", "#info")


def _shown(page: Any) -> str:
    return "\n".join(page.inner_text(sel) for sel in PARTS if page.locator(sel).count())


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "et", "el", "fi"])
def test_a_game_in_the_browser_speaks_the_players_language(
    server: Any, new_page: Any, lang: str, tmp_path: Path
) -> None:
    page = new_page()
    page.goto(server.base + "/")
    page.select_option("#lang", lang)
    start_game(page, server.base, "europe", SHORT["europe"])
    # a refused move: its reason in the page's language
    page.fill("#notation", "jump GER")
    page.press("#notation", "Enter")
    page.wait_for_function("() => document.getElementById('error').textContent")
    refused = page.text_content("#error") or ""
    assert "jump" in refused
    page.fill("#notation", "")
    played = play_to_end(page, "europe", seed=11, board=True)
    assert played > 0
    assert app_state(page)["status"] == "over"
    shown = _shown(page) + "\n" + refused
    found = [w for w in ENGLISH if re.search(rf"\b{re.escape(w)}\b", shown)]
    if lang == "en":
        assert len(found) >= 3, f"the English control shows too few of the words: {found}"
    else:
        assert not found, f"{lang}: English on the page: {found}\n{shown[:2000]}"
        assert page.locator("#moves li").count() >= played
    if lang in ("el", "fi"):
        _shot(page, tmp_path, f"europe-{lang}.png")
    # the replay tells the same in the same language
    page.click("#replay-link")
    page.wait_for_selector("#replay-at")
    replayed = "\n".join(page.inner_text(sel) for sel in ("#moves", "#result-panel", "#info"))
    found = [w for w in ENGLISH if re.search(rf"\b{re.escape(w)}\b", replayed)]
    if lang == "en":
        assert found, "the English control's replay shows none of the words"
    else:
        assert not found, f"{lang}: English in the replay: {found}\n{replayed[:2000]}"


#: English words of OrcWar's texts: the dice, tests, tunnels and events told, the steps
#: ("die" is not among them: it is a move of the notation as well, and the move list shows a
#: player's moves as written, e.g. "Pelaaja 1: die" after a lost battle)
ORC_ENGLISH = (
    "a hit",
    "a miss",
    "in all",
    "test",
    "tunnel leads",
    "caravan",
    "nothing happens",
    "passes",
    "fails",
    "not legal now",
    "swap chips",
    "move armies",
    "victory goal",
    "round limit",
    "Player",
)


@pytest.mark.parametrize("lang", ["en", "fi", "el"])
def test_orcwar_in_the_browser_speaks_the_players_language(
    server: Any, new_page: Any, lang: str, tmp_path: Path
) -> None:
    """OrcWar Tree, the game with most to tell (its rulebook is Finnish): a one-round game
    against the computer; the log, the steps and the end in the page's language."""
    page = new_page()
    page.goto(server.base + "/")
    page.select_option("#lang", lang)
    start_game(page, server.base, "orcwar", SHORT["orcwar"])
    page.wait_for_function("() => document.getElementById('info').textContent")
    # the step to take: beside the board (its panels) and on the phase track above the map
    page.wait_for_selector("#phase-track")
    steps = page.inner_text("#info") + "\n" + page.inner_text("#phase-track")
    played = play_to_end(page, "orcwar", seed=5, board=False)
    assert played > 0
    shown = _shown(page) + "\n" + steps
    found = [w for w in ORC_ENGLISH if re.search(rf"\b{re.escape(w)}\b", shown)]
    if lang == "en":
        assert len(found) >= 3, f"the English control shows too few of the words: {found}"
    else:
        assert not found, f"{lang}: English on the page: {found}\n{shown[:3000]}"
    if lang == "fi":
        _shot(page, tmp_path, "orcwar-fi.png")


#: English words of each game's texts on a match page: the log, the result, the seats, the
#: board's panels, the text picture (#text-view) and the notation help (issue 37). Words a
#: language writes the same ("trolls" in French, "Terrain") or words of the notation ("orc",
#: "mine", "army cavalry", "die") are not listed.
GAME_ENGLISH = {
    "alu": (
        "camp",
        "raided",
        "controlled by",
        "building",
        "iron",
        "food",
        "territory",
        "raid markers",
        "to act",
        "action",
        "actions",
        "game over",
        "wins",
        "Squares are named",
        "set up camp",
        "end your turn",
    ),
    "thud": (
        "Battle",
        "plays the dwarfs",
        "dwarfs",
        "to move",
        "since the last capture",
        "Totals",
        "The match is over",
        "dwarf moves like a queen",
        "hurled",
        "shoved",
        "by agreement",
        "Player",
    ),
    "flatwar": (
        "Army building",
        "Deployment",
        "reserve",
        "isosceles",
        "Regular",
        "Square",
        "AP left",
        "acts",
        "destroyed",
        "no effect",
        "Game over",
        "last attack",
        "soldier",
        "your whole army",
        "red",
        "black",
    ),
    "orcwar": (
        # "die" is a move of the notation too (escape, die): the help shows it as it is
        *(w for w in ORC_ENGLISH if w != "die"),
        "Areas",
        "controller",
        "fortress",
        "horde chips",
        "gold chips",
        "orc lands",
        "Players",
        "Your hand",
        "to act",
        "army to area",
        "phase",
    ),
}
#: words that are the language's own as well: "camp", "action", "phase" and "test" ("le test
#: d'agilité") in French, "test"
#: in Czech ("test náčelníka")
SAME_WORDS = {"fr": {"camp", "action", "actions", "phase", "test"}, "cs": {"test"}}
#: the match page's parts with game text, the text picture and the notation help included
GAME_PARTS = (*PARTS, "#text-view", "#notation-help")


def _all_text(page: Any, parts: tuple[str, ...]) -> str:
    """The text of ``parts``, closed <details> included (textContent, not what is drawn)."""
    return "\n".join(page.text_content(sel) or "" for sel in parts if page.locator(sel).count())


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "et", "el", "fi"])
@pytest.mark.parametrize("game", ["alu", "thud", "flatwar", "orcwar"])
def test_every_game_its_picture_and_help_in_the_players_language(
    server: Any, new_page: Any, game: str, lang: str, tmp_path: Path
) -> None:
    """A short game of each in each language: the log, the panels, the text picture and the
    notation help on the page, at the start and at the end, have none of the game's English
    words (English is the control: they are there)."""
    page = new_page()
    page.goto(server.base + "/")
    page.select_option("#lang", lang)
    start_game(page, server.base, game, SHORT[game])
    page.wait_for_function("() => document.getElementById('text-view').textContent")
    page.wait_for_function("() => document.getElementById('notation-help').textContent")
    start = _all_text(page, GAME_PARTS)
    played = play_to_end(page, game, seed=3, board=False)
    assert played > 0
    page.wait_for_function("() => document.getElementById('text-view').textContent")
    shown = start + "\n" + _all_text(page, GAME_PARTS)
    words = [w for w in GAME_ENGLISH[game] if w not in SAME_WORDS.get(lang, ())]
    found = [w for w in words if re.search(rf"\b{re.escape(w)}\b", shown)]
    if lang == "en":
        assert len(found) >= 4, f"the English control shows too few of the words: {found}"
    else:
        assert not found, f"{game} {lang}: English on the page: {found}\n{shown[:3000]}"
    if lang in ("el", "fi") and game in ("flatwar", "orcwar"):
        page.evaluate("document.getElementById('text-details').open = true")
        _shot(page, tmp_path, f"{game}-{lang}-picture.png")


ACCOUNT_ENGLISH = ("Sign in", "Create an account", "Password", "Name", "An account is optional")


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "et", "el", "fi"])
def test_the_account_page_speaks_the_players_language(
    server: Any, new_page: Any, lang: str, tmp_path: Path
) -> None:
    page = new_page()
    page.goto(server.base + "/")
    page.select_option("#lang", lang)
    page.goto(server.base + "/account")
    page.wait_for_selector("#signin-form")
    shown = page.inner_text("body")
    found = [w for w in ACCOUNT_ENGLISH if w in shown]
    if lang == "en":
        assert found == list(ACCOUNT_ENGLISH)
    else:
        assert not found, f"{lang}: English on the account page: {found}"
    if lang in ("el", "cs"):
        _shot(page, tmp_path, f"account-{lang}.png")
