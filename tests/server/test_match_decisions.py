"""The match service decides every command on a match (server/match/service.py), given the
table and the time ``now``: no sockets, no database, no sleeping. A decision is a change to
store; the table changes only when the change is applied (after it was stored), and a refusal
changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

import wartable
from wartable.core import CHANCE
from wartable.server.errors import ServerError
from wartable.server.match import service
from wartable.server.match.setup import new_rows, token_hash
from wartable.server.match.table import Change, Table

T0 = 1000.0
FISCHER = {"clock": {"type": "fischer", "initial": 60, "increment": 2}, "timeout": "loss"}


def table(
    game: str = "thud",
    kinds: tuple[str, ...] = ("human", "human"),
    config: dict[str, Any] | None = None,
    *,
    joined: bool = True,
    public: bool = False,
    **options: Any,
) -> Table:
    """A new match as the hub creates it, at ``T0``; its human seats' tokens are ``t0``,
    ``t1``... (``joined``: every seat taken and its opening chance drawn)."""
    made = wartable.make(game, **options)
    config = {"clock": {"type": "none"}, "timeout": "loss", "grace": None, **(config or {})}
    specs = [{"kind": k} for k in kinds]
    hashes = [token_hash(f"t{i}") if k == "human" else None for i, k in enumerate(kinds)]
    row, seats, _ = new_rows(
        made,
        specs,
        config,
        match_id="a" * 32,
        seed=12345,
        public=public,
        now=T0,
        token_hashes=hashes,
    )
    for s in seats:
        s["joined"] = s["kind"] == "computer" or joined
    if not joined:
        row["status"] = "waiting"
        row["live"]["turn_started"] = None
    t = Table(row, seats, [])
    if joined:
        opening = service.opening(t, T0)
        if opening is not None:
            t.apply(opening)
    return t


def snapshot(t: Table) -> tuple[Any, ...]:
    return (
        t.version,
        t.ply,
        t.status,
        dict(t.live),
        t.result,
        t.match.state,
        t.match.move_texts[:],
    )


def first_legal(t: Table) -> str:
    return next(iter(t.legal_index()))


def test_a_move_is_worked_out_then_applied_only_when_stored() -> None:
    t = table()
    before = snapshot(t)
    move = first_legal(t)
    change = service.move(t, 0, move, expected_ply=0, now=T0 + 3)
    assert snapshot(t) == before  # decided: nothing played yet
    assert change.moves == [{"ply": 0, "text": move, "mover": 0, "at": T0 + 3}]
    assert change.values["ply"] == 1
    assert change.values["live"]["turn_started"] == T0 + 3
    t.apply(change)  # stored: now it is played
    assert (t.ply, t.version, t.match.move_texts, t.to_move()) == (1, 1, [move], 1)


def test_a_refused_move_changes_nothing() -> None:
    t = table()
    before = snapshot(t)
    cases = [
        (1, first_legal(t), None, "not_your_turn"),
        (0, "nonsense", None, "bad_notation"),
        (0, first_legal(t), 5, "stale"),
        (0, 42, None, "bad_request"),
    ]
    for seat, text, ply, code in cases:
        with pytest.raises(ServerError) as refused:
            service.move(t, seat, text, ply, T0)
        assert refused.value.code == code, (text, refused.value.message)
        assert snapshot(t) == before


def test_the_chance_after_a_move_is_drawn_in_the_decision_and_the_same_when_drawn_again() -> None:
    """A Flatwar move that leads to chance: the decision carries the chance plies too, drawn
    from the match's seed, and deciding twice draws the same (nothing is consumed until the
    change is applied); the match rebuilt from the stored plies is the same."""
    t = table("flatwar")
    for _ in range(20):
        seat = t.to_move()
        one = service.move(t, seat, first_legal(t), None, T0)
        two = service.move(t, seat, first_legal(t), None, T0)
        assert one.moves == two.moves
        t.apply(one)
        if any(m["mover"] == CHANCE for m in one.moves):
            break
    else:
        pytest.fail("no chance after 20 Flatwar moves")
    fresh = Table(
        {**_row_of(t)},
        [s.__dict__ | {"token_hash": s.token_hash} for s in t.seats],
        [{"text": x, "mover": m} for x, m in zip(t.match.move_texts, t.movers, strict=True)],
    )
    assert fresh.match.state.to_text() == t.match.state.to_text()


def _row_of(t: Table) -> dict[str, Any]:
    return {
        "id": t.id,
        "game": t.game.name,
        "options": t.options,
        "seed": t.seed,
        "created_at": t.created_at,
        "public": t.public,
        "rematch_of": t.rematch_of,
        "status": t.status,
        "version": t.version,
        "config": t.config,
        "live": t.live,
        "result": t.result,
        "rematch_id": t.rematch_id,
    }


def test_fischer_clock_and_a_move_after_the_time_ran_out() -> None:
    t = table(config=FISCHER)
    t.apply(service.move(t, 0, first_legal(t), None, T0 + 10))
    assert t.live["clocks"] == [52000, 60000]
    assert t.clock_running() == 1
    assert t.deadline() == (T0 + 70, "time")
    assert service.expire(t, T0 + 69.9) is None
    late = service.move(t, 1, first_legal(t), None, T0 + 70)
    assert late.moves == []
    assert late.refusal is not None
    assert late.refusal.code == "time_out"
    t.apply(late)  # the timeout is stored, the move refused
    assert t.status == "over"
    assert t.result is not None
    assert t.result["end"] == "time"
    assert t.result["winners"] == [0]
    assert t.ply == 1


def test_a_seat_out_of_time_is_taken_over_then_given_back_with_time_to_think() -> None:
    t = table(config={**FISCHER, "timeout": "computer", "grace": 30})
    assert t.deadline() == (T0 + 60, "time")
    t.apply(Change({"live": {**t.live, "absent": {"0": T0 + 50}}}))
    assert t.deadline() == (T0 + 60, "time")  # the earlier of time and grace (T0 + 80)
    taken = service.expire(t, T0 + 60)
    assert taken is not None
    assert taken.refusal is None
    t.apply(taken)
    assert t.live["takeover"] == [0]
    assert t.ai_controls(0)
    assert t.clock_running() is None
    assert t.status == "active"
    # the player is back and moves at once: the seat is theirs again (with the grace's 30 s
    # on its clock), in the same change as the move
    t.apply(Change({"live": {**t.live, "absent": {}}}))
    back = service.move(t, 0, first_legal(t), None, T0 + 70)
    assert back.refusal is None
    assert back.values["live"]["takeover"] == []
    t.apply(back)
    assert t.ply == 1
    assert not t.ai_controls(0)
    assert t.live["clocks"] == [32000, 60000]


def test_a_seat_away_past_the_grace_loses() -> None:
    t = table(config={**FISCHER, "grace": 30})
    t.apply(Change({"live": {**t.live, "absent": {"0": T0}}}))
    assert t.deadline() == (T0 + 30, "abandoned")
    lost = service.expire(t, T0 + 30)
    assert lost is not None
    t.apply(lost)
    assert t.status == "over"
    assert t.result is not None
    assert (t.result["end"], t.result["winners"]) == ("abandoned", [1])


def test_join_issues_a_token_for_an_open_seat_and_the_match_starts_with_its_opening_chance() -> (
    None
):
    t = table("europe", joined=False, public=True)
    assert t.status == "waiting"
    assert t.ply == 0
    first = service.join(t, None, None, "ann", T0 + 1)
    assert first.seat == 0
    assert first.token is not None
    assert first.change is not None
    assert first.change.values == {}
    assert first.change.plan is None
    t.apply(first.change)
    assert t.seat_of(first.token) == 0
    assert t.seats[0].name == "ann"
    with pytest.raises(ServerError) as taken:
        service.join(t, None, 0, None, T0 + 2)
    assert taken.value.code == "no_seat"
    second = service.join(t, "t1", None, None, T0 + 2)
    assert second.seat == 1
    assert second.token is None
    assert second.change is not None
    assert second.change.values["status"] == "active"
    assert second.change.moves
    assert all(m["mover"] == CHANCE for m in second.change.moves)
    t.apply(second.change)
    assert t.status == "active"
    assert t.ply == len(second.change.moves)
    assert t.to_move() >= 0
    assert service.join(t, "t1", None, None, T0 + 3).change is None  # here already


def test_a_private_match_refuses_a_join_without_its_token() -> None:
    t = table(joined=False)
    for token, seat, code in [
        (None, None, "forbidden"),
        ("wrong", None, "forbidden"),
        ("t0", 1, "forbidden"),
    ]:
        with pytest.raises(ServerError) as refused:
            service.join(t, token, seat, None, T0)
        assert refused.value.code == code


def test_hello_joins_returns_and_ends_an_absence_in_one_change() -> None:
    t = table(config={**FISCHER, "timeout": "computer", "grace": 30})
    t.apply(Change({"live": {**t.live, "absent": {"0": T0, "1": T0}, "takeover": [0]}}))
    change = service.present(t, [0], T0 + 5)
    assert change is not None
    assert not change.seats
    live = change.values["live"]
    assert live["takeover"] == []
    assert live["absent"] == {"1": T0}
    t.apply(change)
    assert service.present(t, [0], T0 + 6) is None  # nothing left to change


def test_absence_when_the_last_connection_goes_and_at_a_restart() -> None:
    t = table(config={"grace": 60})
    gone = service.away(t, {0}, T0 + 1)
    assert gone is not None
    assert gone.values["live"]["absent"] == {"0": T0 + 1}
    start = service.absent_at_start(t, T0 + 2)
    assert start is not None
    assert start.values["live"]["absent"] == {"0": T0 + 2, "1": T0 + 2}
    assert service.away(table(), {0}, T0) is None  # no grace: absence is not kept


def test_resign_draw_and_rematch() -> None:
    with pytest.raises(ServerError) as own:
        service.draw(table(), 0, "offer")
    assert own.value.code == "use_game_moves"  # Thud's rules have agreement moves
    t = table(agreement=False)
    t.apply(service.draw(t, 0, "offer"))
    assert t.live["draw_offer"] == [0]
    t.apply(service.move(t, 0, first_legal(t), None, T0))
    assert t.live["draw_offer"] == [0]  # the offering side's own move keeps it
    t.apply(service.move(t, 1, first_legal(t), None, T0))
    assert t.live["draw_offer"] is None  # the other side moved: declined
    t.apply(service.resign(t, 1))
    assert t.status == "over"
    assert t.result is not None
    assert t.result["end"] == "resignation"
    with pytest.raises(ServerError):
        service.resign(t, 0)
    vote = service.rematch(t, 0, rotate=True)
    assert vote.change is not None
    assert vote.order is None
    t.apply(vote.change)
    everyone = service.rematch(t, 1, rotate=True)
    assert everyone.order is not None
    assert [s.seat for s in everyone.order] == [1, 0]
    assert everyone.votes == [0, 1]
    t.apply(service.rematch_made(t, everyone.votes, "b" * 32))
    assert service.rematch(t, 0, rotate=True).made == "b" * 32


def test_a_computer_seat_that_failed_plays_a_legal_move_from_its_seed() -> None:
    t = table(kinds=("human", "computer"))
    t.apply(service.move(t, 0, first_legal(t), None, T0))
    text = service.any_move(t, "seed/ai/1/1")
    assert text == service.any_move(t, "seed/ai/1/1")
    assert text in t.legal_index()
    t.apply(service.move(t, 1, text, 1, T0, by_ai=True))
    assert t.ply == 2
