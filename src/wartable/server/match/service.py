"""The match service: every command on a match decided, given the :class:`Table` and ``now``.

Each function reads the table and returns the :class:`Change` to store (``None``: nothing to
store), or refuses with a :class:`ServerError` and changes nothing. New plies are worked out
first (:meth:`Table.plan_move`, ``Match.plan``), stored, and only then played
(:meth:`Table.apply`): a change that is not stored leaves the table as it was. No asyncio, no
database, no sockets: the hub stores, applies and announces."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from wartable.core import CHANCE, TERMINAL, WartableError, shown

from ..errors import ServerError, forbidden, from_game_error
from . import clocks, draws
from . import takeback as takebacks
from .ending import EndKind, finish, game_end, loss_of
from .setup import SeatInfo, new_token, token_hash
from .table import Change, Table


def move(
    t: Table,
    seat: int,
    text: Any,
    expected_ply: int | None,
    now: float,
    *,
    by_ai: bool = False,
) -> Change:
    """``seat`` plays ``text`` (expecting the match at ``expected_ply``, if given). A player
    whose seat a computer took over has it back first; a move after the seat's time ran out
    stores the timeout and is refused (``time_out``)."""
    _check_move(t, text, expected_ply)
    live = t.live
    if not by_ai and seat in live.get("takeover", []):
        live = clocks.returning(live, t.config, seat, t.to_move(), now)
    running = t.clock_running(live)
    if running is not None and running == seat:
        limit = t.deadline(live)
        if limit is not None and now >= limit[0]:
            change = timeout(t, seat, limit[1], live)
            change.refusal = ServerError("time_out", f"move {shown(text)}: your time ran out", 409)
            return change
    try:
        plan = t.plan_move(seat, text)
    except WartableError as exc:
        raise from_game_error(exc) from None
    after = plan.steps[-1].after
    live = clocks.after_move(live, t.config, seat, running, after.to_move(), now)
    offer = live.get("draw_offer")
    if offer and seat not in offer:
        live["draw_offer"] = None  # a move by the other side declines a pending offer
    if live.get("takeback"):
        live["takeback"] = None  # a move lapses a pending takeback request
    values: dict[str, Any] = {"live": live}
    if after.to_move() == TERMINAL:
        outcome = after.outcome()
        assert outcome is not None
        values["status"] = "over"
        values["result"] = game_end(outcome.to_json())
    return Change.of_plan(values, plan, now)


def _check_move(t: Table, text: Any, expected_ply: int | None) -> None:
    if not isinstance(text, str):
        raise ServerError("bad_request", f"move {shown(text)}: expected text")
    if t.status == "waiting":
        raise ServerError("not_started", f"match {t.id}: waiting for players to join", 409)
    if t.status == "over":
        raise ServerError("game_over", f"move {shown(text)}: the match is over", 409)
    if expected_ply is not None and expected_ply != t.ply:
        raise ServerError(
            "stale",
            f"move {shown(text)} for ply {expected_ply}: the match is at ply {t.ply}",
            409,
        )


def any_move(t: Table, rng_seed: str) -> str:
    """A legal move for the seat to move, drawn with ``rng_seed`` (a computer seat whose
    search failed keeps the match going)."""
    state = t.match.state
    return state.move_text(random.Random(rng_seed).choice(state.legal_moves()))


# -- clocks and absence ----------------------------------------------------------------------


def timeout(t: Table, seat: int, why: str, live: dict[str, Any] | None = None) -> Change:
    """``seat`` ran out of time (``why`` ``"time"``) or stayed away past the grace: the
    match's policy (a computer takes the seat over, or the seat loses)."""
    live = t.live if live is None else live
    if t.config.get("timeout") == "computer":
        if why == "time" and live.get("clocks") is not None:
            # the time is spent: a player who comes back gets the returning time, not this
            live = {**live, "clocks": [0 if s == seat else c for s, c in enumerate(live["clocks"])]}
        return Change({"live": clocks.taken_over(live, seat)})
    kind = EndKind.TIME if why == "time" else EndKind.ABANDONED
    return Change(finish(live, loss_of(kind, seat, t.seats[seat].name, t.game.num_players)))


def expire(t: Table, now: float) -> Change | None:
    """The clock or the grace of the seat to move, looked at ``now``: its timeout if it ran
    out, else ``None``."""
    limit = t.deadline()
    seat = t.clock_running()
    if limit is None or seat is None or now < limit[0]:
        return None
    return timeout(t, seat, limit[1])


def returning(t: Table, seat: int, now: float) -> Change:
    """A player is back: the computer gives the seat back, with time to think."""
    return Change({"live": clocks.returning(t.live, t.config, seat, t.to_move(), now)})


def absent_at_start(t: Table, now: float) -> Change | None:
    """A server just started: nobody is connected, so every human seat not yet absent is
    absent from ``now`` (an active match with a grace period)."""
    if t.config.get("grace") is None or t.status != "active":
        return None
    absent = dict(t.live.get("absent", {}))
    for s in t.humans():
        absent.setdefault(str(s), now)
    if absent == t.live.get("absent", {}):
        return None
    return Change({"live": {**t.live, "absent": absent}})


def away(t: Table, gone: set[int], now: float) -> Change | None:
    """The seats ``gone`` have no connection left (absent from ``now``, their grace runs)."""
    if t.status == "over" or t.config.get("grace") is None:
        return None
    gone = gone & t.humans()
    if not gone:
        return None
    absent = dict(t.live.get("absent", {}))
    for s in gone:
        absent.setdefault(str(s), now)
    return Change({"live": {**t.live, "absent": absent}})


def present_here(t: Table, held: set[int]) -> Change | None:
    """Seats held by a connection of this process are not absent, whatever another process
    stored."""
    absent = t.live.get("absent", {})
    present = held & {int(s) for s in absent}
    if not present or t.status == "over":
        return None
    return Change(
        {"live": {**t.live, "absent": {k: v for k, v in absent.items() if int(k) not in present}}}
    )


# -- seats -----------------------------------------------------------------------------------


def opening(t: Table, now: float) -> Change | None:
    """The chance events a game opens with (a shuffle, a first draw), drawn when it starts."""
    if t.to_move() != CHANCE:
        return None
    return Change.of_plan({}, t.match.plan(), now)


def _seated(t: Table, seat_changes: list[dict[str, Any]], now: float) -> Change:
    """Seat changes; the match starts (its opening chance drawn) when every seat is taken."""
    joined = {s.seat for s in t.seats if s.joined} | {
        c["seat"] for c in seat_changes if c.get("joined")
    }
    change = Change(seats=seat_changes)
    if t.status == "waiting" and len(joined) == len(t.seats):
        values = {"status": "active", "live": {**t.live, "turn_started": now}}
        if t.to_move() == CHANCE:
            change = Change.of_plan(values, t.match.plan(), now)
            change.seats = seat_changes
        else:
            change.values = values
    return change


@dataclass
class Joined:
    """A seat taken: which, the token issued for it (an open seat of a public match), and
    the change to store (``None``: the seat's player was there already)."""

    seat: int
    token: str | None
    change: Change | None


def join(t: Table, token: str | None, seat: int | None, name: str | None, now: float) -> Joined:
    """Take a seat: with its invite token, or (a public match) an open seat, for which a new
    token is issued."""
    issued = None
    if token is not None:
        seat = _seat_of_token(t, token, seat)
    else:
        seat = _open_seat(t, seat)
        issued = new_token()
    if token is not None and t.seats[seat].joined and not name:
        return Joined(seat, None, None)
    seat_change: dict[str, Any] = {"seat": seat, "joined": True}
    if issued is not None:
        seat_change["token_hash"] = token_hash(issued)
    if name:
        seat_change["name"] = name
    return Joined(seat, issued, _seated(t, [seat_change], now))


def _seat_of_token(t: Table, token: str, seat: int | None) -> int:
    found = t.seat_of(token)
    if found is None:
        raise forbidden(f"match {t.id}: the token is not one of this match's seats")
    if seat is not None and seat != found:
        raise forbidden(f"seat {seat}: the token is for seat {found}")
    return found


def _open_seat(t: Table, seat: int | None) -> int:
    if not t.public:
        raise forbidden(f"match {t.id}: private; join with the seat's invite token")
    open_seats = [s.seat for s in t.seats if s.kind == "human" and not s.joined]
    if seat is None:
        if not open_seats:
            raise ServerError("no_seat", f"match {t.id}: no open seat", 409)
        return open_seats[0]
    if seat not in open_seats:
        raise ServerError("no_seat", f"seat {shown(seat)}: not an open seat", 409)
    return seat


def present(t: Table, seats: list[int], now: float) -> Change | None:
    """A connection holding ``seats`` says hello: they are taken (the match starts when every
    seat is), back from a computer's takeover, and not absent; all in one change."""
    joins = [{"seat": s, "joined": True} for s in seats if not t.seats[s].joined]
    change = _seated(t, joins, now) if joins else Change()
    live = change.values.get("live", t.live)
    for s in seats:
        if s in live.get("takeover", []):
            live = clocks.returning(live, t.config, s, t.to_move(), now)
    absent = live.get("absent", {})
    if any(str(s) in absent for s in seats):
        live = {**live, "absent": {k: v for k, v in absent.items() if int(k) not in seats}}
    if live is not t.live:
        change.values["live"] = live
    if not change.values and not change.seats:
        return None
    return change


# -- endings and agreements ------------------------------------------------------------------


def resign(t: Table, seat: int) -> Change:
    if t.status != "active":
        raise ServerError("not_active", f"resign: the match is {t.status}", 409)
    name = t.seats[seat].name
    return Change(finish(t.live, loss_of(EndKind.RESIGNATION, seat, name, t.game.num_players)))


def draw(t: Table, seat: int, action: str) -> Change:
    """A draw by agreement (games whose rules have no agreement moves of their own)."""
    values = draws.draw(
        t.live,
        [s.kind for s in t.seats],
        seat,
        action,
        status=t.status,
        own_agreement=bool(t.game.options.get("agreement")),
        game=t.game.name,
    )
    return Change(values)


def takeback(t: Table, seat: int, action: str, now: float) -> Change:
    """``seat`` asks for a takeback of its last move, or accepts or declines one asked for
    (``match/takeback.py`` has the rules). Once every seat consented, the change removes the
    plies from that move on (stored first; the table is then rebuilt from the plies left):
    the seat is to move again, the clock of the seat that was to move charged for its time."""
    live, agreed = takebacks.decide(t, seat, action)
    if agreed is None:
        return Change({"live": live})
    to = int(agreed["to"])
    asker = int(agreed["seat"])
    live = clocks.after_takeback(live, t.config, t.clock_running(), asker, now)
    live["draw_offer"] = None
    done = int(live.get("takebacks", 0)) + 1
    live["takebacks"] = done
    live["taken_back"] = {"seat": asker, "from": t.ply, "to": to, "n": done}
    return Change({"live": live, "ply": to}, truncate=to)


@dataclass
class Rematch:
    """A rematch vote decided: the rematch made already (``made``), or the vote to store
    (``change``), or, every player having asked, the new match's seats in order (``order``;
    then :func:`rematch_made`)."""

    made: str | None = None
    change: Change | None = None
    order: list[SeatInfo] | None = None
    votes: list[int] | None = None


def rematch(t: Table, seat: int, rotate: bool) -> Rematch:
    """``seat`` asks for a rematch; when every player has, the seats are rotated (``rotate``)
    and each player keeps their token."""
    if t.status != "over":
        raise ServerError("not_over", "rematch: the match is not over", 409)
    if t.rematch_id is not None:
        return Rematch(made=t.rematch_id)
    votes = sorted(set(t.live.get("rematch", [])) | {seat})
    if not set(votes) >= t.humans():
        return Rematch(change=Change({"live": {**t.live, "rematch": votes}}), votes=votes)
    n = len(t.seats)
    shift = 1 if rotate else 0
    return Rematch(order=[t.seats[(i + shift) % n] for i in range(n)], votes=votes)


def rematch_made(t: Table, votes: list[int], new_id: str) -> Change:
    return Change({"rematch_id": new_id, "live": {**t.live, "rematch": votes}})
