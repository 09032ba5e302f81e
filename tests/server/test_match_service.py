"""The match service's pure parts (server/match/): clocks, draws and endings as plain
functions of a match's stored values and the time passed in: no sockets, no sleeping."""

from __future__ import annotations

from typing import Any

import pytest

from wartable.server.errors import ServerError
from wartable.server.match import EndKind, finish, game_end, loss_of
from wartable.server.match.clocks import after_move, clock_json, deadline, returning, taken_over
from wartable.server.match.draws import draw
from wartable.server.match.setup import check_config, initial_clocks

FISCHER = {"clock": {"type": "fischer", "initial": 60, "increment": 2}, "grace": None}
PER_MOVE = {"clock": {"type": "per_move", "seconds": 30}, "grace": 20}


def live_of(config: dict[str, Any], started: float | None = 1000.0) -> dict[str, Any]:
    return {
        "clocks": initial_clocks(config, 2),
        "turn_started": started,
        "draw_offer": None,
        "takeover": [],
        "absent": {},
        "rematch": [],
    }


def test_fischer_clock_runs_and_gains_its_increment() -> None:
    live = live_of(FISCHER)
    assert clock_json(live, FISCHER, 0, now=1012.5) == {
        "type": "fischer",
        "remaining_ms": [47500, 60000],
        "running": 0,
    }
    after = after_move(live, FISCHER, seat=0, running=0, next_seat=1, now=1012.5)
    assert after["clocks"] == [49500, 60000]
    assert after["turn_started"] == 1012.5
    assert live["clocks"] == [60000, 60000]  # the stored values are not changed in place
    assert deadline(after, FISCHER, running=1) == (1072.5, "time")


def test_per_move_clock_and_grace_give_the_earlier_deadline() -> None:
    live = live_of(PER_MOVE)
    after = after_move(live, PER_MOVE, seat=0, running=0, next_seat=1, now=1010.0)
    assert after["clocks"] == [30000, 30000]
    assert deadline(after, PER_MOVE, running=1) == (1040.0, "time")
    away = {**after, "absent": {"1": 1005.0}}
    assert deadline(away, PER_MOVE, running=1) == (1025.0, "abandoned")
    assert deadline(away, PER_MOVE, running=None) is None  # a computer's or chance's turn


def test_takeover_and_return() -> None:
    live = {**live_of(PER_MOVE), "clocks": [0, 30000], "draw_offer": [1]}
    taken = taken_over(live, 0)
    assert taken["takeover"] == [0]
    assert taken["draw_offer"] is None
    back = returning(taken, PER_MOVE, seat=0, to_move=0, now=2000.0)
    assert back["takeover"] == []
    assert back["clocks"] == [30000, 30000]
    assert back["turn_started"] == 2000.0
    fischer = {**live_of(FISCHER), "clocks": [1000, 5000], "takeover": [1]}
    back = returning(fischer, {**FISCHER, "grace": 45}, seat=1, to_move=0, now=3000.0)
    assert back["clocks"] == [1000, 45000]
    assert back["turn_started"] == 1000.0


def test_endings_have_one_shape() -> None:
    assert [k.value for k in EndKind] == ["game", "resignation", "agreement", "time", "abandoned"]
    result = loss_of(EndKind.TIME, 1, "ann", 3)
    assert result == {
        "scores": [0.0, 0.0, 0.0],
        "winners": [0, 2],
        "reason": "ann ran out of time",
        "details": {"loser": 1},
        "end": "time",
    }
    changes = finish({**live_of(FISCHER), "draw_offer": [0]}, result)
    assert changes["status"] == "over"
    assert changes["result"] is result
    assert changes["live"]["turn_started"] is None
    assert changes["live"]["draw_offer"] is None
    with pytest.raises(ValueError, match="not an end one seat loses by"):
        loss_of(EndKind.GAME, 0, "ann", 2)
    assert game_end({"scores": [1.0, 0.0], "winners": [0], "reason": "r"})["end"] == "game"


def test_draw_offer_accept_decline() -> None:
    live = live_of(FISCHER)
    humans = ["human", "human", "human"]
    kw: dict[str, Any] = {"status": "active", "own_agreement": False, "game": "orcwar"}
    offered = draw(live, humans, 0, "offer", **kw)["live"]
    assert offered["draw_offer"] == [0]
    with pytest.raises(ServerError) as again:
        draw(offered, humans, 0, "offer", **kw)
    assert again.value.code == "pending"
    # three players: the second agreement is not yet a draw, the third is
    two = draw(offered, humans, 1, "accept", **kw)
    assert two == {"live": {**offered, "draw_offer": [0, 1]}}
    over = draw(two["live"], humans, 2, "offer", **kw)  # an offer on an offer accepts it
    assert over["status"] == "over"
    assert over["result"]["end"] == "agreement"
    assert over["result"]["winners"] == []
    assert draw(offered, humans, 2, "decline", **kw)["live"]["draw_offer"] is None
    for bad_live, seat_kinds, action, code, extra in (
        (live, humans, "accept", "no_offer", {}),
        (live, humans, "decline", "no_offer", {}),
        (live, ["human", "computer"], "offer", "declined", {}),
        (live, humans, "offer", "not_active", {"status": "over"}),
        (live, humans, "offer", "use_game_moves", {"own_agreement": True}),
        (offered, humans, "shrug", "bad_request", {}),
    ):
        with pytest.raises(ServerError) as refused:
            draw(bad_live, seat_kinds, 1, action, **{**kw, **extra})
        assert refused.value.code == code


def test_configuration_is_checked() -> None:
    check_config({"clock": {"type": "none"}, "timeout": "loss"}, 2)
    for config, code in (
        ({"clock": {"type": "sundial"}, "timeout": "loss"}, "bad_clock"),
        ({"clock": {"type": "fischer"}, "timeout": "loss"}, "bad_clock"),
        ({"clock": {"type": "none"}, "timeout": "forfeit"}, "bad_timeout"),
        ({"clock": {"type": "none"}, "timeout": "loss", "takeover_level": "genius"}, "bad_option"),
    ):
        with pytest.raises(ServerError) as refused:
            check_config(config, 2)
        assert refused.value.code == code
