"""Addresses and files a player carries around: the record they download, an invite link with a
token that is not the match's, and the address of a match that does not exist."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from wartable.core.match import replay
from wartable.core.records import RecordKey, record_text, verify_record

from .helpers import SHORT, app_state, play_to_end, start_game, wait_app

pytestmark = pytest.mark.timeout(240)


def test_downloaded_record_is_the_servers_file_byte_for_byte(
    server: Any, new_page: Any, tmp_path: Path
) -> None:
    page = new_page()
    match = start_game(page, server.base, "europe", SHORT["europe"])
    play_to_end(page, "europe", seed=5, board=False)
    with page.expect_download() as info:
        page.click("#download")
    saved = tmp_path / "download.json"
    info.value.save_as(saved)
    body = saved.read_bytes()
    with urllib.request.urlopen(f"{server.base}/api/matches/{match}/record/file") as res:
        assert res.read() == body
        assert "attachment" in res.headers["Content-Disposition"]
    record = json.loads(body)
    # the same text `wartable play --save` writes, and the seed not rounded (62 bits: JSON.parse
    # in the page would have lost its last digits)
    assert body.decode() == record_text(record)
    with urllib.request.urlopen(f"{server.base}/api/matches/{match}/record") as res:
        assert record == json.load(res)["record"]
    # signed by the server's key, and it replays to the same end
    verify_record(record, RecordKey.load(Path(server.log.name).parent / "record.key"))
    replayed = replay(saved)
    assert replayed.is_over
    assert replayed.outcome_json() == record["result"]


def test_a_wrong_invite_token_is_dropped_and_the_seat_kept(server: Any, new_page: Any) -> None:
    ann = new_page()
    match = start_game(ann, server.base, "thud", SHORT["thud"], mode="online")
    key = f"wartable.match.{match}"
    kept = json.loads(ann.evaluate("k => localStorage.getItem(k)", key))["tokens"]
    wrong = "0" * 32
    ann.goto(f"{server.base}/play/{match}#token={wrong}")
    wait_app(ann, "a.connected === 'true'")
    assert "(you)" in (ann.text_content('#seats li[data-seat="0"]') or "")
    stored = json.loads(ann.evaluate("k => localStorage.getItem(k)", key))["tokens"]
    assert wrong not in stored.values()
    assert stored == kept
    # and for good: a reload still holds the seat
    ann.reload()
    wait_app(ann, "a.connected === 'true'")
    assert "(you)" in (ann.text_content('#seats li[data-seat="0"]') or "")
    assert app_state(ann)["status"] == "waiting"


@pytest.mark.parametrize("path", ["/play/nonexistent", "/watch/garbage", f"/replay/{'ab' * 16}"])
def test_a_match_that_does_not_exist_is_404_with_a_link_home(
    server: Any, new_page: Any, path: str
) -> None:
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(server.base + path)
    assert refused.value.code == 404
    page = new_page()
    answer = page.goto(server.base + path)
    assert answer is not None
    assert answer.status == 404
    page.wait_for_selector("#to-home")
    page.click("#to-home")
    page.wait_for_selector("[data-game=thud]")
    assert page.url == server.base + "/"
