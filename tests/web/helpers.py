"""What a person does on the page, as functions the browser tests share."""

from __future__ import annotations

import json
import random
from typing import Any

# Options that keep each game short in a browser test (every rule still applies).
SHORT = {
    "thud": {"battles": 1, "ply_limit": 30},
    "alu": {},
    "europe": {"round_limit": 2},
    "flatwar": {
        "deployment": "auto",
        "turn_limit": 2,
        "red_army": "balanced",
        "black_army": "balanced",
    },
    "orcwar": {"players": 2, "max_rounds": 1},
}

BOARD_GAMES = ("thud", "alu", "flatwar", "europe", "orcwar")


APP = "(document.getElementById('app') || {dataset: {}}).dataset"


def wait_app(page: Any, condition: str) -> None:
    """Wait until ``condition`` (JavaScript over ``a``, the page's state) holds."""
    page.wait_for_function(f"() => {{ const a = {APP}; return {condition}; }}")


def app_state(page: Any) -> dict[str, str]:
    return page.eval_on_selector("#app", "a => Object.assign({}, a.dataset)")


def set_options(page: Any, options: dict[str, Any]) -> None:
    if options:
        page.click("details:has(#opt-players) > summary")
    for name, value in options.items():
        box = page.locator(f"#opt-{name}")
        kind = box.evaluate("e => e.tagName + ':' + (e.type || '')")
        if kind.startswith("SELECT"):
            box.select_option(str(value))
        elif kind.endswith("checkbox"):
            box.set_checked(bool(value))
        else:
            box.fill(str(value))
            box.dispatch_event("change")


def start_game(
    page: Any,
    base: str,
    game: str,
    options: dict[str, Any],
    mode: str = "computer",
    level: str = "random",
) -> str:
    """From the home page: choose the game, its options, the mode; start; the match id."""
    page.goto(base + "/")
    page.click(f"[data-game={game}]")
    page.check(f"input[name=mode][value={mode}]")
    set_options(page, options)
    for sel in page.locator("select[data-level]").all():
        if not sel.is_hidden():
            sel.select_option(level)
    page.click("#start")
    page.wait_for_function("() => (document.getElementById('app') || {dataset: {}}).dataset.status")
    return app_state(page)["match"]


def wait_my_turn_or_end(page: Any, timeout: float = 90000) -> str:
    page.wait_for_function(
        """() => { const a = (document.getElementById('app') || {dataset: {}}).dataset;
                   return a.status === 'over' || a.handover === '1'
                          || (a.mine === '1' && a.pending !== '1' && a.ready === '1'); }""",
        timeout=timeout,
    )
    return app_state(page)["status"]


def legal_moves(page: Any) -> list[str]:
    return page.eval_on_selector_all("#legal button.move", "bs => bs.map(b => b.dataset.move)")


def tokens(page: Any, game: str, move: str) -> list[str]:
    return page.evaluate(
        "async ([g, m]) => (await import('/static/boards.js')).moveTokens(g, m, null)",
        [game, move],
    )


def _sent(page: Any, ply: str) -> bool:
    state = app_state(page)
    return state.get("pending") == "1" or state.get("ply") != ply or state["status"] == "over"


def play_move(page: Any, game: str, move: str, board: bool) -> None:
    """Play ``move`` as a person would: by clicking its places on the board (then the move
    among the choices when they are ambiguous), or its button in the legal-move list."""
    ply = app_state(page)["ply"]
    places = tokens(page, game, move) if board else []
    # a place the board does not draw (an army not on the map yet) is not clickable: the list
    if any(page.locator(f'#board [data-cell="{p}"]').count() == 0 for p in places):
        places = []
    if places and page.locator("#board svg").count():
        for place in places:
            # an area's heart where the board marks it (an island's box may centre on the sea)
            hit = page.locator(f'#board [data-cell="{place}"] .hit')
            if hit.count():
                hit.click()
            else:
                page.click(f'#board [data-cell="{place}"]')
            if _sent(page, ply):
                break
        if not _sent(page, ply):
            page.click(f'#choices button[data-move="{move}"]')
    else:
        page.click(f'#legal button[data-move="{move}"]')
    page.wait_for_function(
        """([ply]) => { const a = (document.getElementById('app') || {dataset: {}}).dataset;
                        return a.ply !== ply || a.status === 'over'
                               || document.getElementById('error').textContent; }""",
        arg=[ply],
    )
    error = page.text_content("#error")
    assert not error, f"move {move!r} refused: {error}"


def play_to_end(page: Any, game: str, seed: int, board: bool, limit: int = 400) -> int:
    """Click random legal moves (half of them on the board) until the game ends; the number
    of moves played."""
    rng = random.Random(seed)
    for played in range(limit):
        if wait_my_turn_or_end(page) == "over":
            return played
        if app_state(page).get("handover") == "1":
            page.click("#handover-ok")
            continue
        move = rng.choice(legal_moves(page))
        play_move(page, game, move, board and rng.random() < 0.7)
    raise AssertionError(f"{game}: not over after {limit} moves")


def ws_frames(page: Any) -> list[dict[str, Any]]:
    """Start recording every WebSocket message the page receives (parsed)."""
    frames: list[dict[str, Any]] = []

    def on_ws(ws: Any) -> None:
        ws.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    page.on("websocket", on_ws)
    return frames
