"""Players' names and How to play in the browser (issue 37): a name typed in Greek on the home
page shows on the match page, in the replay and in the record, as text (markup in a name stays
text); an invited player's name and a lobby joiner's reach the others; computers are named by
level in the page's language; the How-to-play pages follow the page's language, draw their
board pictures and carry the original rulebook."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from .helpers import SHORT, app_state, play_to_end, set_options, start_game, wait_app

pytestmark = pytest.mark.timeout(240)

GREEK = "Αλέξανδρος <b>Ω</b>"
FINNISH = "Äijä Mäkinen"


def in_language(page: Any, base: str, lang: str) -> None:
    page.goto(base + "/")
    page.evaluate(f"localStorage.setItem('wartable.lang', '{lang}')")


def seat_text(page: Any, seat: int) -> str:
    return page.text_content(f'#seats li[data-seat="{seat}"]') or ""


def test_a_greek_name_on_the_match_page_the_replay_and_the_record(
    server: Any, new_page: Any
) -> None:
    page = new_page()
    in_language(page, server.base, "el")
    page.goto(server.base + "/")
    page.fill("#player-name", GREEK)
    match = start_game(page, server.base, "thud", SHORT["thud"], level="random")
    # the name is kept in the browser for the next match
    assert page.evaluate("localStorage.getItem('wartable.name')") == GREEK
    wait_app(page, "a.status === 'active'")
    assert GREEK in seat_text(page, 0)
    # the computer named by its level, in Greek
    assert "Υπολογιστής (τυχαίο)" in seat_text(page, 1)
    # markup typed in a name is text: no <b> element on the page
    assert page.locator("#seats b").count() == 0
    assert page.locator("#app b").count() == 0

    play_to_end(page, "thud", seed=5, board=False)
    record = json.load(urllib.request.urlopen(f"{server.base}/api/matches/{match}/record"))
    assert record["record"]["players"] == [GREEK, "Computer (random)"]

    page.click("#replay-link")
    page.wait_for_selector("#replay-at")
    options = page.eval_on_selector_all("#replay-seat option", "os => os.map(o => o.textContent)")
    assert GREEK in options
    assert "Υπολογιστής (τυχαίο)" in options
    assert page.locator("#moves li", has_text=GREEK).count() > 0
    assert page.locator("#app b").count() == 0


def test_names_of_an_invited_player_and_a_lobby_joiner(server: Any, new_page: Any) -> None:
    ann = new_page()
    ann.goto(server.base + "/")
    ann.fill("#player-name", "Ann")
    start_game(ann, server.base, "thud", SHORT["thud"], mode="online")
    invite = ann.get_attribute('[data-invite="1"]', "value")
    bob = new_page()
    bob.goto(server.base + "/")
    bob.evaluate(f"localStorage.setItem('wartable.name', {json.dumps(FINNISH)})")
    bob.goto(invite)
    wait_app(bob, "a.status === 'active'")
    wait_app(ann, "a.status === 'active'")
    ann.wait_for_function(
        "n => (document.querySelector('#seats li[data-seat=\"1\"]') || {}).textContent.includes(n)",
        arg=FINNISH,
    )
    assert "Ann" in seat_text(bob, 0)
    assert FINNISH in seat_text(bob, 1)

    # a public match in the lobby: the creator's name is listed, the joiner's name is taken
    cleo = new_page()
    cleo.goto(server.base + "/")
    cleo.fill("#player-name", "Cléo")
    cleo.click("[data-game=thud]")
    cleo.check("input[name=mode][value=online]")
    set_options(cleo, SHORT["thud"])
    cleo.check("#public")
    cleo.click("#start")
    wait_app(cleo, "a.match")
    match = app_state(cleo)["match"]
    dan = new_page()
    dan.goto(server.base + "/")
    dan.fill("#player-name", "Dan")
    row = dan.locator("li", has_text=match)
    row.wait_for()
    assert "Cléo" in (row.text_content() or "")
    row.locator("button").first.click()
    wait_app(dan, "a.status === 'active'")
    assert "Dan" in seat_text(dan, 1)
    assert "Cléo" in seat_text(dan, 0)


@pytest.mark.parametrize(
    ("lang", "game", "title", "rulebook_word"),
    [
        ("el", "flatwar", "Επιπεδοπόλεμος — πώς παίζεται", "Επιπεδοχώρας"),
        ("fi", "orcwar", "Örkkisota kolonen — näin pelataan", "laumamerkkiä"),
        ("cs", "europe", "Evropská válka — jak hrát", "pyramid"),
    ],
)
def test_how_to_play_follows_the_language_and_draws_its_boards(
    server: Any, new_page: Any, lang: str, game: str, title: str, rulebook_word: str
) -> None:
    page = new_page()
    in_language(page, server.base, lang)
    page.goto(server.base + "/")
    page.click(f"[data-game={game}]")
    page.click("#howto-link")
    page.wait_for_selector("#howto h1")
    assert page.url.endswith(f"/howto/{game}")
    assert page.text_content("#howto h1") == title
    assert page.get_attribute("#howto", "lang") == lang
    assert page.locator("#howto-fallback").count() == 0
    boards = page.locator("svg.howto-board")
    assert boards.count() >= 3
    # every board picture was drawn (none left as text), each with squares and a caption
    assert page.locator("#howto pre:not(.rulebook)").count() == 0
    assert page.locator("svg.howto-board rect").count() > 10
    assert page.locator("figure.howto-figure figcaption").count() == boards.count()
    page.click("#rulebook-box > summary")
    page.wait_for_function(
        "w => document.getElementById('rulebook-text').textContent.includes(w)",
        arg=rulebook_word,
    )
    page.click("#dev-rules-link")
    page.wait_for_selector("article.rules")
    assert page.url.endswith(f"/rules/{game}")


def test_the_match_page_links_to_how_to_play(server: Any, new_page: Any) -> None:
    page = new_page()
    start_game(page, server.base, "alu", SHORT["alu"], level="random")
    page.click("#notation-help #howto-link")
    page.wait_for_selector("#howto h1")
    assert page.url.endswith("/howto/alu")
    assert "ALU" in (page.text_content("#howto h1") or "")
