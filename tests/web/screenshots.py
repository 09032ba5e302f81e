"""Screenshots of the web client for docs/screenshots (run by hand, not a test):

    python -m tests.web.screenshots [BASE_URL [GAME ...]]   # default or "-": a server of its own

Every game is pictured at a desktop's size (1280x800, the whole page: ``GAME.png``) and on a
phone (390x844, its screen: ``phone-GAME.png``); with games named, only their pictures are
taken.

Each game is started against the computer and played some random moves in; the pictures are
what a person sees then."""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.server.conftest import ServerProcess

from .conftest import CHROMIUM
from .helpers import (
    SHORT,
    app_state,
    legal_moves,
    play_move,
    start_game,
    wait_app,
    wait_my_turn_or_end,
)

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
#: every game, pictured at a desktop's size and a phone's (issue 38), with the plies played
#: first and the kinds of move preferred
TABLES: dict[str, tuple[int, tuple[str, ...]]] = {
    "thud": (12, ()),
    "alu": (9, ()),
    "europe": (30, ("attack", "grow", "build", "move")),
    "flatwar": (12, ()),
    "orcwar": (40, ("ask", "give", "offer", "B")),
}


def advance(page: Any, game: str, moves: int, seed: int, prefer: tuple[str, ...] = ()) -> None:
    """Play ``moves`` random moves, of the kinds ``prefer`` names first (in its order) when
    there are; stop after the first move of the first kind."""
    rng = random.Random(seed)
    for _ in range(moves):
        if wait_my_turn_or_end(page) == "over":
            return
        if app_state(page).get("handover") == "1":
            page.click("#handover-ok")
            continue
        legal = legal_moves(page)
        liked = next(
            (
                [m for m in legal if m.startswith(p)]
                for p in prefer
                if any(m.startswith(p) for m in legal)
            ),
            [],
        )
        move = rng.choice(liked or legal)
        play_move(page, game, move, board=False)
        if prefer and move.startswith(prefer[0]):
            break
    wait_my_turn_or_end(page)
    page.evaluate("window.scrollTo(0, 0)")


def main() -> None:
    from playwright.sync_api import sync_playwright

    server = None
    only = sys.argv[2:]
    if len(sys.argv) > 1 and sys.argv[1] != "-":
        base = sys.argv[1]
    else:
        tmp = Path(tempfile.mkdtemp())
        server = ServerProcess(
            f"sqlite:///{tmp / 'shots.sqlite3'}", tmp, "wartable_shots", "--ai-workers", "1"
        )
        base = server.base
    OUT.mkdir(parents=True, exist_ok=True)
    options = dict(SHORT)
    options["thud"] = {"battles": 1}
    options["flatwar"] = {"deployment": "auto", "red_army": "balanced", "black_army": "balanced"}
    options["orcwar"] = {"players": 3}
    options["europe"] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for game in TABLES:
                if only and game not in only:
                    continue
                for name, size in ((game, (1280, 800)), (f"phone-{game}", (390, 844))):
                    shot = browser.new_page(
                        viewport={"width": size[0], "height": size[1]}, device_scale_factor=1
                    )
                    start_game(shot, base, game, options[game], level="greedy")
                    advance(shot, game, TABLES[game][0], seed=6, prefer=TABLES[game][1])
                    shot.wait_for_timeout(800)  # the last move's slide
                    # the desktop's whole page (the panels below the board), the phone's screen
                    shot.screenshot(path=str(OUT / f"{name}.png"), full_page=size[0] > 500)
                    shot.close()
            if only:
                browser.close()
                return
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.set_default_timeout(30000)
            page.goto(base + "/")
            page.wait_for_selector(".game-card")
            page.screenshot(path=str(OUT / "home.png"))
            french = browser.new_page(viewport={"width": 1280, "height": 860})
            french.goto(base + "/")
            french.select_option("#lang", "fr")
            start_game(french, base, "alu", {})
            advance(french, "alu", 3, seed=3)
            french.wait_for_timeout(800)  # the last camp's growing in
            french.screenshot(path=str(OUT / "alu-french.png"))
            # How to play in Greek and in Finnish: the rulebooks' letters in every font used
            for lang, game, anchor in (("el", "flatwar", "figure"), ("fi", "orcwar", "table")):
                howto = browser.new_page(viewport={"width": 1280, "height": 1000})
                howto.goto(base + "/")
                howto.select_option("#lang", lang)
                howto.goto(f"{base}/howto/{game}")
                howto.wait_for_selector("svg.howto-board")
                howto.locator(f"#howto {anchor}").first.scroll_into_view_if_needed()
                howto.screenshot(path=str(OUT / f"howto-{game}-{lang}.png"))
            hot = browser.new_page(viewport={"width": 1280, "height": 860})
            start_game(hot, base, "orcwar", {"players": 2}, mode="hotseat")
            rng = random.Random(4)
            for _ in range(60):
                wait_app(hot, "a.handover === '1' || a.mine === '1'")
                if app_state(hot)["handover"] == "1":
                    break
                play_move(hot, "orcwar", rng.choice(legal_moves(hot)), board=False)
            hot.screenshot(path=str(OUT / "hotseat-handover.png"))
            browser.close()
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
