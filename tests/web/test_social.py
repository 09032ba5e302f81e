"""Chat between two seats with the spectators' room apart and a player muting another; a seek
posted, accepted, and the match started for both; "your turn" told on the home page; a
correspondence move after the server is restarted (issue 39)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.server.conftest import ServerProcess

from .helpers import app_state, legal_moves, play_move, wait_app

pytestmark = pytest.mark.timeout(240)

SHOTS = Path("/tmp/wartable-social-shots")


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def chat_say(page: Any, text: str) -> None:
    page.fill("#chat-input", text)
    page.click("#chat-send")
    page.wait_for_function("() => document.getElementById('chat-input').value === ''")


def chat_texts(page: Any) -> list[str]:
    return page.eval_on_selector_all("#chat-lines .chat-text", "ls => ls.map(l => l.textContent)")


def two_seats(server: Any, new_page: Any, **body: Any) -> tuple[Any, Any, str, list[str]]:
    made = httpx.post(f"{server.base}/api/matches", json={"game": "thud", **body}).json()
    mid = made["match"]
    tokens = [s["token"] for s in made["seats"]]
    ann, bob = new_page(), new_page()
    ann.goto(f"{server.base}/play/{mid}#token={tokens[0]}")
    bob.goto(f"{server.base}/play/{mid}#token={tokens[1]}")
    for p in (ann, bob):
        wait_app(p, "a.status === 'active'")
    return ann, bob, mid, tokens


def test_chat_between_seats_spectators_apart_and_mute(
    server: Any, new_page: Any, page_errors: list[str]
) -> None:
    ann, bob, mid, _ = two_seats(server, new_page)
    watcher = new_page()
    watcher.goto(f"{server.base}/watch/{mid}")
    wait_app(watcher, "a.status === 'active'")
    attack = '<img src=x onerror="window.__xss = 1">plan'
    chat_say(ann, attack)
    bob.wait_for_function("() => document.querySelectorAll('#chat-lines .chat-text').length === 1")
    assert chat_texts(bob) == [attack]  # the markup is text, never an element
    assert bob.locator("#chat-lines img").count() == 0
    assert bob.evaluate("() => window.__xss") is None
    # the spectators' own room: they never see the seats' lines, the seats never see theirs
    assert watcher.text_content("#chat-title") == "Spectators' chat"
    chat_say(watcher, "go trolls")
    assert chat_texts(watcher) == ["go trolls"]
    chat_say(bob, "hello Ann")
    ann.wait_for_function("() => document.querySelectorAll('#chat-lines .chat-text').length === 2")
    assert chat_texts(ann) == [attack, "hello Ann"]
    assert "plan" not in " ".join(chat_texts(watcher))
    shot(ann, "chat-seats")
    shot(watcher, "chat-spectators")
    # Bob mutes Ann: her lines, old and new, are hidden on his page only, and it is remembered
    bob.locator("#chat-lines li", has_text="plan").locator(".chat-mute").click()
    chat_say(ann, "are you there?")
    ann.wait_for_function("() => document.querySelectorAll('#chat-lines .chat-text').length === 3")
    bob.wait_for_function("() => document.getElementById('chat-muted').textContent.includes('2')")
    assert chat_texts(bob) == ["hello Ann"]
    bob.reload()
    wait_app(bob, "a.status === 'active'")
    bob.wait_for_function("() => document.getElementById('chat-muted').textContent.includes('2')")
    assert chat_texts(bob) == ["hello Ann"]
    shot(bob, "chat-muted")
    bob.click(".chat-unmute")
    assert chat_texts(bob) == [attack, "hello Ann", "are you there?"]
    # the history on reload: each room its own
    watcher.reload()
    watcher.wait_for_function("() => document.querySelectorAll('#chat-lines .chat-text').length")
    assert chat_texts(watcher) == ["go trolls"]
    # too long: said on the page, nothing sent
    ann.fill("#chat-input", "x" * 501)
    assert ann.get_attribute("#chat-input", "maxlength") == "500"
    assert not page_errors


def test_a_seek_accepted_starts_the_match_and_your_turn_is_told(
    server: Any, new_page: Any, page_errors: list[str]
) -> None:
    ann = new_page()
    ann.goto(server.base + "/")
    ann.evaluate("() => localStorage.setItem('wartable.turnWatchMs', '2000')")
    ann.reload()
    ann.fill("#player-name", "Ann")
    ann.select_option("#seek-game", "thud")
    ann.select_option("#seek-clock", "corr_3")
    ann.click("#seek-post")
    ann.wait_for_selector("#seeks li.seek.mine")
    shot(ann, "seek-posted")
    bob = new_page()
    bob.goto(server.base + "/")
    bob.fill("#player-name", "Bob")
    bob.select_option("#seek-game", "thud")
    row = bob.locator("#seeks li.seek", has_text="Ann")
    row.wait_for()
    assert "3 days a move" in row.text_content()
    row.locator(".seek-accept").click()
    wait_app(bob, "a.status === 'active'")
    # Ann's home page learns her seek was taken and opens the match
    ann.wait_for_url(f"**/play/{app_state(bob)['match']}")
    wait_app(ann, "a.status === 'active'")
    mid = app_state(ann)["match"]
    assert "Bob" in ann.text_content("#seats")
    # whoever is not to move goes home; the other moves; the home page says it is their turn
    mover, waiter = (ann, bob) if app_state(ann).get("mine") == "1" else (bob, ann)
    waiter.evaluate("() => localStorage.setItem('wartable.turnWatchMs', '2000')")
    waiter.goto(server.base + "/")
    waiter.wait_for_selector(f'#my-matches li[data-match="{mid}"]')
    assert "Their turn" in waiter.text_content(f'#my-matches li[data-match="{mid}"]')
    play_move(mover, "thud", legal_moves(mover)[0], board=False)
    waiter.wait_for_selector(f'#turn-toasts li[data-match="{mid}"]', timeout=20000)
    assert "Your turn" in waiter.text_content("#turn-toasts")
    waiter.reload()
    waiter.wait_for_selector(f'#my-matches li.your-turn[data-match="{mid}"]')
    shot(waiter, "your-turn")
    waiter.click(f'#my-matches li[data-match="{mid}"] a')
    wait_app(waiter, "a.mine === '1'")
    assert not page_errors


def test_a_correspondence_move_after_the_server_restarts(
    new_page: Any, page_errors: list[str], tmp_path: Path
) -> None:
    db = f"sqlite:///{tmp_path / 'corr.sqlite3'}"
    first = ServerProcess(db, tmp_path, "wartable_events", "--http-rate", "500")
    again = None
    try:
        ann, bob, _mid, _ = two_seats(first, new_page, clock={"type": "correspondence", "days": 1})
        mover, other = (ann, bob) if app_state(ann).get("mine") == "1" else (bob, ann)
        play_move(mover, "thud", legal_moves(mover)[0], board=False)
        wait_app(other, "a.mine === '1'")
        assert "0 d 23 h" in other.text_content("#seats")  # a day a move, in days and hours
        first.stop()
        # the same address, a new process: the pages reconnect by themselves
        again = ServerProcess(
            db, tmp_path, "wartable_events", "--http-rate", "500", "--port", str(first.port)
        )
        other.wait_for_function(
            "() => !document.getElementById('status').textContent.includes('…')"
            " && document.getElementById('app').dataset.mine === '1'"
        )
        play_move(other, "thud", legal_moves(other)[0], board=False)
        wait_app(mover, "a.ply === '2' && a.mine === '1'")
        shot(mover, "correspondence-after-restart")
        assert "Traceback" not in again.errors()
    finally:
        first.stop()
        if again is not None:
            again.stop()
    assert not page_errors
