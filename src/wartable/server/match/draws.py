"""Draws by agreement, for games whose rules have no agreement moves of their own."""

from __future__ import annotations

from typing import Any

from wartable.core import shown

from ..errors import ServerError
from .ending import agreed_draw, finish


def draw(
    live: dict[str, Any],
    kinds: list[str],
    seat: int,
    action: str,
    *,
    status: str,
    own_agreement: bool,
    game: str,
) -> dict[str, Any]:
    """The stored changes of ``seat``'s draw ``action`` (``offer``, ``accept``, ``decline``)
    in a match whose seats are of ``kinds`` (``human`` or ``computer``); a refusal raises."""
    if own_agreement:
        raise ServerError(
            "use_game_moves",
            f"draw: {game} has its own agreement moves; play 'offer', 'accept' or 'decline' "
            "as moves",
            409,
        )
    if status != "active":
        raise ServerError("not_active", f"draw: the match is {status}", 409)
    live = dict(live)
    offer = list(live.get("draw_offer") or [])
    humans = [s for s, kind in enumerate(kinds) if kind == "human"]
    if action == "offer":
        if offer:
            if seat in offer:
                raise ServerError("pending", "draw: your offer is already pending", 409)
            action = "accept"
        else:
            if "computer" in kinds:
                raise ServerError("declined", "draw: computer players do not accept draws", 409)
            live["draw_offer"] = [seat]
    if action == "accept":
        if not offer:
            raise ServerError("no_offer", "draw: there is no offer to accept", 409)
        agreed = sorted(set(offer) | {seat})
        if set(agreed) >= set(humans):
            return finish(live, agreed_draw(len(kinds)))
        live["draw_offer"] = agreed
    elif action == "decline":
        if not offer:
            raise ServerError("no_offer", "draw: there is no offer to decline", 409)
        live["draw_offer"] = None
    elif action != "offer":
        raise ServerError("bad_request", f"draw action {shown(action)}: unknown")
    return {"live": live}
