"""The replay viewer: a finished match stepped through (buttons, slider, jump, keys), and a
record file opened from disk."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .helpers import SHORT, play_to_end, start_game

pytestmark = pytest.mark.timeout(240)


def at(page: Any) -> tuple[int, int]:
    text = page.text_content("#replay-at") or ""
    n, total = (int(x) for x in text.replace("ply ", "").split(" of "))
    return n, total


def finished_match(server: Any, page: Any) -> str:
    match = start_game(page, server.base, "europe", SHORT["europe"])
    play_to_end(page, "europe", seed=2, board=False)
    return match


def test_replay_viewer_steps_through_a_finished_match(server: Any, new_page: Any) -> None:
    page = new_page()
    match = finished_match(server, page)
    moves = page.locator("#moves li").count()
    page.click("#replay-link")
    page.wait_for_selector("#replay-at")
    n, total = at(page)
    assert n == total == moves
    assert page.locator("#result-panel").is_visible()
    end_text = page.text_content("#text-view")
    page.click("#replay-first")
    assert at(page) == (0, total)
    start_text = page.text_content("#text-view")
    assert start_text != end_text
    assert page.locator("#result-panel").count() == 0
    page.click("#replay-next")
    page.click("#replay-next")
    assert at(page)[0] == 2
    page.click("#replay-prev")
    assert at(page)[0] == 1
    page.fill("#replay-slider", str(total - 1))
    assert at(page)[0] == total - 1
    page.fill("#replay-ply", "0")
    page.dispatch_event("#replay-ply", "change")
    assert at(page)[0] == 0
    assert page.text_content("#text-view") == start_text
    page.locator("#moves li").nth(2).click()
    assert at(page)[0] == 3
    page.focus("#replay-slider")
    page.keyboard.press("End")
    assert at(page)[0] == total
    page.keyboard.press("ArrowLeft")
    assert at(page)[0] == total - 1
    # the same match from its address, and as one seat sees it
    page.goto(f"{server.base}/replay/{match}")
    page.wait_for_selector("#replay-at")
    assert at(page) == (total, total)
    page.select_option("#replay-seat", "1")
    page.wait_for_function("() => document.getElementById('replay-seat').value === '1'")
    assert at(page)[1] == total


def test_record_file_opens_in_the_viewer(server: Any, new_page: Any, tmp_path: Path) -> None:
    page = new_page()
    match = finished_match(server, page)
    with urllib.request.urlopen(f"{server.base}/api/matches/{match}/record") as res:
        record = json.load(res)["record"]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    page.goto(f"{server.base}/replay")
    page.set_input_files("#replay-file", str(path))
    page.wait_for_selector("#replay-at")
    assert at(page) == (len(record["moves"]), len(record["moves"]))
    page.click("#replay-first")
    assert at(page)[0] == 0
    # a damaged record is refused with the reason, and nothing is shown
    record["moves"][1] = "move XXX-YYY"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    page.goto(f"{server.base}/replay")
    page.set_input_files("#replay-file", str(bad))
    page.wait_for_function("() => document.querySelector('.error').textContent")
    error = page.text_content(".error") or ""
    assert "ply 2" in error or "digest" in error, error
    assert page.locator("#replay-at").count() == 0
    # from the home page too
    page.goto(f"{server.base}/")
    page.set_input_files("#record-file", str(path))
    page.wait_for_selector("#replay-at")
    assert at(page) == (len(record["moves"]), len(record["moves"]))


# every text the progress line showed, kept by the page itself (the line is gone once loaded)
WATCH_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const line = document.getElementById("replay-progress");
  const text = line && line.textContent;
  if (text && text !== window.__progress.at(-1)) window.__progress.push(text);
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def replay_requests(page: Any) -> list[str]:
    """The URLs of the replay answers the page asks for, as it asks."""
    seen: list[str] = []
    page.on("request", lambda r: "/api/" in r.url and "replay?" in r.url and seen.append(r.url))
    return seen


def test_a_replay_over_one_page_is_fetched_page_by_page(server: Any, new_page: Any) -> None:
    """A match's replay longer than a page (``?page=3``: three plies a page) is fetched page
    after page and joined, with a progress line; the viewer then holds every ply, the same as
    in one page. A page the server finds too large (413) is asked again with fewer plies."""
    page = new_page()
    match = finished_match(server, page)
    whole = new_page()
    whole.goto(f"{server.base}/replay/{match}")
    whole.wait_for_selector("#replay-at")
    total = at(whole)[1]
    assert total > 6, total
    whole.click("#replay-first")
    first_text = whole.text_content("#text-view")
    moves = [whole.locator("#moves li").nth(i).text_content() for i in range(total)]

    paged = new_page()
    paged.add_init_script(WATCH_PROGRESS)
    asked = replay_requests(paged)
    paged.goto(f"{server.base}/replay/{match}?page=3")
    paged.wait_for_selector("#replay-at")
    assert at(paged) == (total, total)
    assert len(asked) == -(-total // 3), asked
    assert [int(u.split("start=")[1].split("&")[0]) for u in asked] == list(range(0, total, 3))
    progress = paged.evaluate("window.__progress")
    assert progress, "no progress line"
    assert progress[0] == f"Loading the replay: ply 3 of {total}…", progress
    assert [paged.locator("#moves li").nth(i).text_content() for i in range(total)] == moves
    paged.click("#replay-first")
    assert paged.text_content("#text-view") == first_text

    # the server refuses the first page as too large: the page asks again with half the plies
    tight = new_page()
    asked = replay_requests(tight)
    refused: list[str] = []

    def once_too_large(route: Any) -> None:
        if not refused:
            refused.append(route.request.url)
            route.fulfill(
                status=413,
                content_type="application/json",
                body=json.dumps({"error": {"code": "too_large", "message": "ask for fewer"}}),
            )
        else:
            route.continue_()

    tight.route("**/api/matches/*/replay?*", once_too_large)
    tight.goto(f"{server.base}/replay/{match}?page=4")
    tight.wait_for_selector("#replay-at")
    assert at(tight) == (total, total)
    assert "count=4" in refused[0]
    assert all("count=2" in u for u in asked[1:]), asked


def test_a_record_file_over_one_page_is_fetched_page_by_page(
    server: Any, new_page: Any, tmp_path: Path
) -> None:
    page = new_page()
    match = finished_match(server, page)
    with urllib.request.urlopen(f"{server.base}/api/matches/{match}/record") as res:
        record = json.load(res)["record"]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    total = len(record["moves"])
    asked = replay_requests(page)
    page.goto(f"{server.base}/replay?page=4")
    page.set_input_files("#replay-file", str(path))
    page.wait_for_selector("#replay-at")
    assert at(page) == (total, total)
    assert len(asked) == -(-total // 4), asked
    assert page.locator("#moves li").count() == total
