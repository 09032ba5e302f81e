"""Takebacks: a player asks to take back their own last move, and the others consent.

The rules (docs/protocol.md, "Takebacks"): a seat may ask while the match is active when it
has made a move and neither a chance move (a roll, a draw, a shuffle) came after that move nor
anything was hidden from any seat from the position before it on (so the move revealed
nothing, and nothing after it did). Taking it back removes that move and every ply after it
(the opponents' replies included), so the seat is to move again from the position before it.
Every other human seat must accept; a computer seat accepts at once in an unrated match, and
never in a rated one (a rated takeback needs a person's consent). A pending request is
declined by any seat's decline, and lapses when anybody moves.

Pure: no storage, no time of its own. The service (``service.takeback``) turns an agreed
request into a :class:`~wartable.server.match.table.Change` that removes the stored plies; the
table is then rebuilt from the plies that are left, never undone in memory."""

from __future__ import annotations

from typing import Any

from wartable.core import CHANCE, State, shown
from wartable.core.messages import said

from ..errors import ServerError
from .table import Table

ACTIONS = ("ask", "accept", "decline")


def refused(code: str, message_id: str) -> ServerError:
    """A refusal (409) with its reason as a message (``core`` catalogue: ``takeback-*``) a
    client says in its player's language."""
    reason = said(message_id)
    error = ServerError(code, reason.english(), 409)
    error.msg = reason
    return error


def point(t: Table, seat: int) -> int:
    """The ply a takeback by ``seat`` would go back to (its last move's), or a refusal."""
    movers = t.movers
    last = None
    for ply in range(len(movers) - 1, -1, -1):
        mover = movers[ply]
        if mover == CHANCE:
            raise refused("takeback_chance", "takeback-chance")
        if mover == seat:
            last = ply
            break
    if last is None:
        raise refused("takeback_none", "takeback-none")
    if t.game.has_hidden_information:
        seats = range(t.game.num_players)
        # the current position first (no replay): OrcWar's hands are hidden in every one;
        # then each position from the one before the move on, replayed once
        if _hides(t.match.state, seats):
            raise refused("takeback_hidden", "takeback-hidden")
        state = t.match.state_at(last)
        for move in t.match.moves[last : t.ply]:
            if _hides(state, seats):
                raise refused("takeback_hidden", "takeback-hidden")
            state = state.apply(move)
    return last


def _hides(state: State, seats: range) -> bool:
    return any(state.hides_from(s) for s in seats)


def may_ask(t: Table, seat: int) -> bool:
    """Whether ``seat`` may ask for a takeback now (none pending, the match active, a move of
    its own to take back, no chance after it, nothing hidden)."""
    if t.status != "active" or t.live.get("takeback") or t.seats[seat].kind != "human":
        return False
    try:
        point(t, seat)
    except ServerError:
        return False
    return True


def decide(t: Table, seat: int, action: str) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """``seat``'s takeback ``action``: the match's ``live`` values after it, and the agreed
    request (``{"seat", "to", "at", "agreed"}``) when every seat has now consented (the
    caller takes the plies back), else ``None``. A refusal raises and changes nothing."""
    if action not in ACTIONS:
        raise ServerError("bad_request", f"takeback action {shown(action)}: unknown")
    if t.status != "active":
        raise ServerError("not_active", f"takeback: the match is {t.status}", 409)
    live = dict(t.live)
    pending = live.get("takeback")
    rated = bool(t.config.get("rated"))
    others = [s for s in range(len(t.seats)) if s != seat]
    if action == "ask":
        if pending:
            raise refused("takeback_pending", "takeback-pending")
        if t.seats[seat].kind != "human":
            raise ServerError("forbidden", "takeback: only a player asks for one", 403)
        to = point(t, seat)
        computers = [s for s in others if t.seats[s].kind != "human"]
        if computers and rated:
            raise refused("takeback_declined", "takeback-rated-computer")
        request: dict[str, Any] = {
            "seat": seat,
            "to": to,
            "at": t.ply,
            "agreed": sorted([seat, *computers]),
        }
    else:
        if not pending:
            raise refused("takeback_no_request", "takeback-no-request")
        if action == "decline":
            live["takeback"] = None
            live["takeback_declined"] = {"seat": seat, "by": pending["seat"], "at": t.ply}
            return live, None
        if seat == pending["seat"]:
            raise refused("takeback_own", "takeback-own")
        request = {**pending, "agreed": sorted({*pending["agreed"], seat})}
    if set(request["agreed"]) >= set(range(len(t.seats))):
        live["takeback"] = None
        return live, request
    live["takeback"] = request
    return live, None
