"""Online play in two browser contexts (two people), a spectator, a reload, and hot-seat."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from .helpers import (
    SHORT,
    app_state,
    legal_moves,
    play_move,
    start_game,
    wait_app,
    wait_my_turn_or_end,
)

pytestmark = pytest.mark.timeout(240)


def moves_shown(page: Any) -> list[str]:
    return page.eval_on_selector_all("#moves li", "ls => ls.map(l => l.textContent)")


def wait_ply(page: Any, ply: int) -> None:
    page.wait_for_function(
        "([p]) => Number((document.getElementById('app') || {dataset: {}}).dataset.ply) >= p",
        arg=[ply],
    )


def whose_turn(*pages: Any) -> Any:
    """The page whose seat is to move (waiting a little for the update)."""
    for _ in range(200):
        for page in pages:
            state = app_state(page)
            if state.get("mine") == "1" and state.get("pending") != "1":
                return page
        pages[0].wait_for_timeout(50)
    raise AssertionError("nobody is to move")


def test_two_people_play_online_and_each_sees_the_others_moves(server: Any, new_page: Any) -> None:
    ann = new_page()
    match = start_game(ann, server.base, "thud", SHORT["thud"], mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    assert invite
    assert f"/play/{match}#token=" in invite
    assert app_state(ann)["status"] == "waiting"
    bob = new_page()
    bob.goto(invite)
    # the token leaves the address bar once the page has kept it
    wait_app(bob, "a.status === 'active'")
    assert "#token=" not in bob.url
    wait_app(ann, "a.status === 'active'")
    watcher = new_page()
    watcher.goto(f"{server.base}/watch/{match}")
    wait_app(watcher, "a.status === 'active'")
    assert watcher.locator("#move-panel").is_hidden()

    rng = random.Random(3)
    for turn in range(4):
        mover = whose_turn(ann, bob)
        other = bob if mover is ann else ann
        ply = int(app_state(mover)["ply"])
        move = rng.choice(legal_moves(mover))
        play_move(mover, "thud", move, board=True)
        # the other player and the spectator see it, in notation, as the last move
        for viewer in (other, watcher):
            wait_ply(viewer, ply + 1)
            assert move in moves_shown(viewer)[-1], turn
            assert move in viewer.text_content("#last-move")
        if app_state(ann)["status"] == "over":
            break

    # a reload reconnects with the kept token: same moves, same seat, still playing
    before = moves_shown(bob)
    bob.reload()
    wait_app(bob, "a.connected === 'true'")
    assert moves_shown(bob) == before
    assert "(you)" in bob.text_content('#seats li[data-seat="1"]')
    if app_state(bob)["mine"] == "1":
        ply = int(app_state(bob)["ply"])
        play_move(bob, "thud", legal_moves(bob)[0], board=False)
        wait_ply(ann, ply + 1)


def test_hot_seat_hides_the_screen_between_seats(server: Any, new_page: Any) -> None:
    """OrcWar has hidden hands: one screen holding both seats shows a hand-over screen, and
    behind it nothing of either seat's view, until the next player says who they are."""
    page = new_page()
    start_game(page, server.base, "orcwar", SHORT["orcwar"], mode="hotseat")
    rng = random.Random(5)
    handovers = 0
    for _ in range(40):
        if wait_my_turn_or_end(page) == "over":
            break
        state = app_state(page)
        if state["handover"] == "1":
            handovers += 1
            assert page.locator("#handover").is_visible()
            assert page.text_content("#text-view") == ""
            assert page.locator("#legal button").count() == 0
            assert page.locator("#board svg").count() == 0
            page.click("#handover-ok")
            seat = int(app_state(page)["seat"])
            assert f"Your hand (P{seat + 1})" in page.text_content("#text-view")
            continue
        play_move(page, "orcwar", rng.choice(legal_moves(page)), board=False)
    assert handovers >= 2


def test_a_dropped_connection_comes_back_with_the_moves_it_missed(
    server: Any, new_page: Any
) -> None:
    """Bob's connection drops (no reload); Ann moves meanwhile; when the network is back his
    page says hello with the last ply it holds and gets exactly the move it missed."""
    ann = new_page()
    start_game(ann, server.base, "thud", SHORT["thud"], mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    net: dict[str, Any] = {"down": False, "routes": []}

    def route(ws: Any) -> None:
        if net["down"]:
            ws.close()
            return
        ws.connect_to_server()
        net["routes"].append(ws)

    bob.route_web_socket(re.compile(r".*/ws$"), route)
    bob.goto(invite)
    wait_app(bob, "a.status === 'active'")
    wait_app(ann, "a.status === 'active'")
    # Ann (dwarfs) moves, then Bob, so that it is Ann's turn when Bob's network goes down
    for mover in (ann, bob):
        ply = int(app_state(mover)["ply"])
        wait_app(mover, "a.mine === '1'")
        play_move(mover, "thud", legal_moves(mover)[0], board=False)
        wait_ply(ann if mover is bob else bob, ply + 1)
    net["down"] = True
    for r in net["routes"]:
        r.close()
    wait_app(bob, "a.connected === 'false'")
    assert "reconnecting" in bob.text_content("#status")
    wait_app(ann, "a.mine === '1'")
    ply = int(app_state(ann)["ply"])
    missed = legal_moves(ann)[-1]
    play_move(ann, "thud", missed, board=False)
    bob.wait_for_timeout(1500)
    assert int(app_state(bob)["ply"]) == ply  # still cut off
    net["down"] = False
    wait_app(bob, "a.connected === 'true'")
    wait_ply(bob, ply + 1)
    shown = moves_shown(bob)
    assert len(shown) == ply + 1
    assert missed in shown[-1]
    assert app_state(bob)["mine"] == "1"
