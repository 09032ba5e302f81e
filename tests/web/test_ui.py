"""The page as a person uses it beyond playing: the keyboard, a phone-sized screen, the
languages, the rules page and the lobby."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from .helpers import (
    SHORT,
    app_state,
    legal_moves,
    play_to_end,
    set_options,
    start_game,
    wait_app,
    wait_my_turn_or_end,
)

pytestmark = pytest.mark.timeout(180)


def test_keyboard_alone_plays_moves(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "thud", SHORT["thud"])
    wait_my_turn_or_end(page)
    # on the board: the places to move from are in the Tab order; Enter clicks them
    page.focus('#board [data-cell="F1"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('#board [data-cell="F5"][tabindex="0"]')
    page.focus('#board [data-cell="F5"]')
    page.keyboard.press("Enter")
    wait_app(page, "Number(a.ply) >= 1")
    assert "dF1-F5" in page.text_content("#moves li")
    # "/" goes to the notation box; Enter plays what was typed
    wait_my_turn_or_end(page)
    move = legal_moves(page)[0]
    ply = int(app_state(page)["ply"])
    page.focus("body")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "notation"
    page.keyboard.type(move)
    page.keyboard.press("Enter")
    wait_app(page, f"Number(a.ply) > {ply}")
    assert move in page.eval_on_selector_all("#moves li", "ls => ls.map(l => l.textContent)")[ply]
    # a move the rules refuse is answered with the reason, and nothing changes
    wait_my_turn_or_end(page)
    ply = int(app_state(page)["ply"])
    page.fill("#notation", "dA1-A2")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('error').textContent")
    assert "dA1-A2" in page.text_content("#error")
    assert int(app_state(page)["ply"]) == ply


def test_a_redraw_keeps_the_keyboards_place_on_the_board(server: Any, new_page: Any) -> None:
    """The board is drawn anew whenever a message comes (an update, a refusal); a cell that
    had the keyboard's focus has it again after, so Enter still plays (under load an update
    once came between the test's focus and its Enter, and the Enter went to the page)."""
    page = new_page()
    sockets: list[Any] = []

    def route(ws: Any) -> None:
        ws.connect_to_server()  # every message passes both ways; the test may add one
        sockets.append(ws)

    page.route_web_socket(re.compile(r"/api/matches/[^/]+/ws$"), route)
    start_game(page, server.base, "thud", SHORT["thud"])
    wait_my_turn_or_end(page)
    page.focus('#board [data-cell="F1"]')
    page.evaluate("document.querySelector('#board svg').dataset.old = '1'")
    sockets[-1].send(json.dumps({"type": "error", "code": "test", "message": "redrawn"}))
    page.wait_for_function("() => !document.querySelector('#board svg').dataset.old")
    assert page.text_content("#error") == "redrawn"
    assert page.evaluate("document.activeElement.dataset.cell") == "F1"
    page.keyboard.press("Enter")
    page.wait_for_selector('#board [data-cell="F5"][tabindex="0"]')


@pytest.mark.parametrize("game", ["thud", "europe"])
def test_phone_sized_screen_has_no_sideways_scrolling(
    server: Any, new_page: Any, game: str
) -> None:
    page = new_page(width=390, height=844)
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    start_game(page, server.base, game, SHORT[game])
    wait_my_turn_or_end(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    board = page.locator("#board svg").bounding_box()
    assert board is not None
    assert board["width"] <= 390
    assert board["width"] > 300


def test_language_switch_translates_and_is_remembered(server: Any, new_page: Any) -> None:
    page = new_page()
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    assert page.text_content("h1") == "New game"
    for code, heading in (
        ("fr", "Nouvelle partie"),
        ("cs", "Nová hra"),
        ("et", "Uus mäng"),
        ("el", "Νέο παιχνίδι"),
        ("fi", "Uusi peli"),
    ):
        page.select_option("#lang", code)
        page.wait_for_function(f"() => document.querySelector('h1').textContent === '{heading}'")
        assert page.evaluate("document.documentElement.lang") == code
    page.reload()
    page.wait_for_selector(".game-card")
    assert page.text_content("h1") == "Uusi peli"
    page.select_option("#lang", "en")


def test_rules_page_renders_the_numbered_rules(server: Any, new_page: Any) -> None:
    page = new_page()
    page.goto(server.base + "/")
    page.click("[data-game=thud]")
    page.click("#rules-link")
    page.wait_for_selector("article.rules h1")
    assert "Thud" in page.text_content("article.rules h1")
    assert page.locator("article.rules h2").count() > 3


def test_lobby_lists_a_public_match_and_a_stranger_joins(server: Any, new_page: Any) -> None:
    host = new_page()
    host.goto(server.base + "/")
    host.click("[data-game=alu]")
    host.check("input[name=mode][value=online]")
    host.check("#public")
    host.click("#start")
    wait_app(host, "a.status === 'waiting'")
    match = app_state(host)["match"]
    guest = new_page()
    guest.goto(server.base + "/")
    guest.click(f"li:has-text('{match}') button")
    wait_app(guest, "a.status === 'active'")
    assert app_state(guest)["match"] == match
    assert "(you)" in guest.text_content('#seats li[data-seat="1"]')
    wait_app(host, "a.status === 'active'")


def test_rematch_after_the_end_keeps_the_players_seat(server: Any, new_page: Any) -> None:
    page = new_page()
    match = start_game(page, server.base, "europe", SHORT["europe"])
    play_to_end(page, "europe", seed=4, board=False)
    page.click("#rematch")
    page.click("#rematch-link")
    wait_app(page, f"a.match && a.match !== '{match}' && a.status === 'active'")
    # the same person, now at the next seat (seats rotate); the computer at the other
    assert page.locator("#seats li", has_text="(you)").count() == 1
    assert page.locator("#seats li", has_text="(you)").get_attribute("data-seat") == "1"


def test_flatwar_army_builder_builds_a_whole_army(server: Any, new_page: Any) -> None:
    """Flatwar R2.6, R2.2, R2.3: in the hidden build the seat sets how many of each unit it
    buys; the points are summed, an army the server does not list as legal cannot be sent (no
    Square: R2.2; over 25 points: R2.3), and a legal one is played as one `army` move."""
    page = new_page()

    held: list[Any] = []
    # the table's data comes apart from the match: held back here, the page has the seat's
    # legal moves but says it is not ready, and shows the builder once the data arrives

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/api/games/flatwar/table*", hold)
    options = {"deployment": "auto", "turn_limit": 2}
    start_game(page, server.base, "flatwar", options)
    wait_app(page, "a.mine === '1' && a.pending !== '1'")
    assert app_state(page)["ready"] == "0"
    assert not page.locator("#army-builder").is_visible()
    for route in held:
        route.continue_()
    page.unroute("**/api/games/flatwar/table*")
    wait_my_turn_or_end(page)
    assert page.locator("#army-builder").is_visible()
    page.fill("#army-I", "9")
    page.fill("#army-C", "3")
    page.fill("#army-R", "2")
    status = page.text_content("#army-status") or ""
    assert "army I9 C3 R2" in status
    assert "21" in status
    assert "R2.2" in status
    assert page.is_disabled("#army-build")
    page.fill("#army-S", "2")  # 29 points: over 25
    assert "29" in (page.text_content("#army-status") or "")
    assert page.is_disabled("#army-build")
    page.fill("#army-S", "1")
    status = page.text_content("#army-status") or ""
    assert "army I9 C3 R2 S1" in status
    assert "25" in status
    assert "R2.2" not in status
    ply = app_state(page)["ply"]
    page.click("#army-build")
    page.wait_for_function(
        "([ply]) => document.getElementById('app').dataset.ply !== ply", arg=[ply]
    )
    assert not page.text_content("#error")
    assert "army I9 C3 R2 S1" in (page.text_content("#moves") or "")


def _above(page: Any, upper: str, lower: str) -> bool:
    """Whether square ``upper`` is drawn above square ``lower`` (read in one go: the board is
    drawn afresh at every update)."""
    return bool(
        page.evaluate(
            """([a, b]) => {
                 const y = (c) => document.querySelector(`#board [data-cell="${c}"] rect.cell`)
                   .getBoundingClientRect().y;
                 return y(a) < y(b);
               }""",
            [upper, lower],
        )
    )


def _start_as_second_seat(page: Any, base: str, game: str, options: dict[str, Any]) -> None:
    page.goto(base + "/")
    page.click(f"[data-game={game}]")
    page.check("input[name=mode][value=computer]")
    set_options(page, options)
    page.select_option("select[data-seat='0']", "computer")
    page.select_option("select[data-seat='1']", "you")
    page.click("#start")
    page.wait_for_selector("#board svg [data-cell=a1]")
    assert app_state(page)["seat"] == "1"


@pytest.mark.parametrize(("game", "far"), [("flatwar", "a8"), ("alu", "a5")])
def test_board_faces_the_seat(server: Any, new_page: Any, game: str, far: str) -> None:
    """Flatwar R1.2 and ALU R2.1: each side sees its own home rows at the bottom of the board:
    the first seat (red, circle: row 1) as drawn, the second (black, square: the highest row)
    with the board turned half round, files from the last to a."""
    options = (
        {"deployment": "auto", "red_army": "balanced", "black_army": "balanced"}
        if game == "flatwar"
        else {}
    )
    first = new_page()
    start_game(first, server.base, game, options)
    first.wait_for_selector("#board svg [data-cell=a1]")
    assert _above(first, far, "a1")
    assert first.locator("#board .edge-file").first.text_content() == "a"

    second = new_page()
    _start_as_second_seat(second, server.base, game, options)
    assert _above(second, "a1", far)
    assert second.locator("#board .edge-file").first.text_content() == "h"
    assert second.locator("#board .edge-rank").first.text_content() == "1"
