"""OrcWar hides each player's chips: a seat's page (its DOM and every WebSocket message it
receives) holds its own hand and what it has learnt, never another seat's hidden chips; a
spectator's page holds nobody's."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from .helpers import SHORT, app_state, legal_moves, play_move, start_game, wait_app, ws_frames
from .test_online import whose_turn

pytestmark = pytest.mark.timeout(240)


def updates(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f for f in frames if f.get("type") == "update"]


def known_hands_checked(ann_frames: list[dict[str, Any]], bob_frames: list[dict[str, Any]]) -> int:
    """Every update of seat 0's page: its own hand as big as its public count, and what it
    knows of seat 1's hand a part of that hand at the same ply; how many plies were compared."""
    bob_hand = {f["ply"]: f["perspectives"][0]["view"]["hand"] for f in updates(bob_frames)}
    checked = 0
    for f in updates(ann_frames):
        view = f["perspectives"][0]["view"]
        # the view is seat 0's: its hand is as big as seat 0's public chip count
        assert view["seat"] == 0
        assert sum(view["hand"].values()) == view["hand_counts"][0]
        # what seat 0 knows is of seat 1 only; nothing known (after a redraw showed the hand
        # away, R5.3) leaves no entry
        assert {k["player"] for k in view["known"]} <= {1}
        known = next((k for k in view["known"] if k["player"] == 1), {"hand": {}})
        if f["ply"] in bob_hand:
            real = Counter(bob_hand[f["ply"]])
            assert not Counter(known["hand"]) - real, (f["ply"], known, real)
            assert view["hand_counts"][1] == sum(bob_hand[f["ply"]].values())
            checked += 1
    return checked


def test_orcwar_page_never_holds_another_seats_chips(server: Any, new_page: Any) -> None:
    ann = new_page()
    ann_frames = ws_frames(ann)
    match = start_game(ann, server.base, "orcwar", SHORT["orcwar"], mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    bob_frames = ws_frames(bob)
    bob.goto(invite)
    wait_app(bob, "a.status === 'active' || a.status === 'over'")
    watcher = new_page()
    watcher_frames = ws_frames(watcher)
    watcher.goto(f"{server.base}/watch/{match}")
    wait_app(watcher, "a.status === 'active' || a.status === 'over'")
    rng = random.Random(11)
    for _ in range(30):
        if app_state(ann)["status"] == "over":
            break
        mover = whose_turn(ann, bob)
        play_move(mover, "orcwar", rng.choice(legal_moves(mover)), board=False)
    ply = int(app_state(bob)["ply"])
    wait_app(ann, f"Number(a.ply) >= {ply}")

    assert updates(ann_frames)
    assert updates(bob_frames)
    # 1. each page receives its own seat's perspective only
    for frames, seat in ((ann_frames, 0), (bob_frames, 1)):
        for f in updates(frames):
            assert [p["seat"] for p in f["perspectives"]] == [seat], match
    # 2. what a page knows of the other's hand is a part of that hand at the same moment
    assert known_hands_checked(ann_frames, bob_frames) > 3
    # 3. a move hidden from Ann (Bob's draw, swap ...) reaches her page only as hidden
    ann_moves: dict[int, str] = {}
    bob_moves: dict[int, str] = {}
    for frames, out in ((ann_frames, ann_moves), (bob_frames, bob_moves)):
        for f in updates(frames):
            for p in f["perspectives"]:
                for m in p["moves"]:
                    out[m["ply"]] = m["move"]
    # plies Bob saw in full and Ann did not (his draws, swaps ...)
    hidden = [p for p in bob_moves if ann_moves.get(p) != bob_moves[p] and "?" not in bob_moves[p]]
    assert hidden, "no hidden move in this game: the test proves nothing"
    shown = ann.eval_on_selector_all("#moves li", "ls => ls.map(l => l.textContent)")
    for p in hidden:
        assert "?" in ann_moves[p]
        assert bob_moves[p] not in shown[p], (p, bob_moves[p], shown[p])
    # 4. a spectator's page gets the public view: nobody's hand, nobody's hidden moves
    wait_app(watcher, f"Number(a.ply) >= {ply}")
    assert updates(watcher_frames)
    for f in updates(watcher_frames):
        for p in f["perspectives"]:
            assert p["seat"] is None
            assert "hand" not in p["view"]
            assert "known" not in p["view"]
            for m in p["moves"]:
                if m["ply"] in hidden:
                    assert m["move"] != bob_moves[m["ply"]]
    assert "Your hand" not in (watcher.text_content("#text-view") or "")
    # 5. the page's text shows Ann's hand, never Bob's
    ann_text = ann.text_content("#text-view") or ""
    assert "Your hand (P1)" in ann_text
    assert "(P2)" not in ann_text.split("Your hand")[1].splitlines()[0]
    assert "Your hand (P2)" not in ann.content()
    assert "Your hand (P2)" in (bob.text_content("#text-view") or "")
