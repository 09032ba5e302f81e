"""Rating a match when it ends: the hub's one call (:func:`match_over`).

A match is rated when it was created so (``rated: true``, kept in its config) and, at its end,
every human seat is held by an account and no player holds two seats: then every seat's player
(``a:<account id>``, or ``c:<level>`` for a computer seat) gets new Glicko-2 values for the game
(``wartable.ratings.rate_game``: the match is one rating period, each seat scored against each
other seat: a winner 1 against a loser, 0.5 between two winners or two losers; no winner is a
draw). The new values and the history row of each player are written in one transaction, and the
history's primary key ``(match_id, player)`` makes a match rated once only, whichever server
process ends it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from wartable.ratings import Rating, rate_game

from ..store.base import mapping
from .models import rating_history, ratings
from .service import computer_player, inherit_accounts, seat_accounts

if TYPE_CHECKING:
    from ..runtime import Runtime
    from ..store import Store

log = logging.getLogger("wartable.server")


async def match_over(store: Store, rt: Runtime) -> None:
    """The hub's call once a match's end is stored: a rematch's seats are held by the accounts
    that held their tokens before (its players' histories), and a rated match is rated. Never
    raises (what cannot be written is logged; the match's end stands)."""
    try:
        if rt.rematch_of is not None:
            await store.run(inherit_accounts, store.engine, rt.id)
        if not rt.config.get("rated") or rt.result is None:
            return
        seats = [(s.kind, s.level) for s in rt.seats]
        await store.run(rate_match, store.engine, rt.id, rt.game.name, seats, rt.result)
    except Exception:
        log.exception("match %s: its accounts or ratings could not be updated", rt.id)


def pair_scores(result: dict[str, Any], players: int) -> list[float]:
    """Each seat's score for ``rate_game``: 1 a winner, 0 a loser; all equal (a draw) when
    nobody or everybody won."""
    winners = {w for w in result.get("winners") or [] if isinstance(w, int)}
    return [1.0 if seat in winners else 0.0 for seat in range(players)]


def players_of(
    seats: Sequence[tuple[str, str | None]], accounts_by_seat: dict[int, int]
) -> list[str] | None:
    """The rated player of each seat, or None when the match cannot be rated (a human seat
    without an account, a player on two seats)."""
    players = []
    for seat, (kind, level) in enumerate(seats):
        if kind == "computer":
            players.append(computer_player(level or "medium"))
        elif seat in accounts_by_seat:
            players.append(f"a:{accounts_by_seat[seat]}")
        else:
            return None
    if len(set(players)) != len(players) or not any(p.startswith("a:") for p in players):
        return None
    return players


def rate_match(
    engine: Engine,
    match_id: str,
    game: str,
    seats: Sequence[tuple[str, str | None]],
    result: dict[str, Any],
    attempt: int = 0,
) -> dict[str, tuple[float, float]] | None:
    """Rate one ended match (once); each player's rating before and after, or None if it is
    not rated (see the module) or was rated already."""
    players = players_of(seats, seat_accounts(engine, match_id))
    if players is None:
        log.info(
            "match %s: not rated (a human seat without an account, or a repeated player)", match_id
        )
        return None
    scores = pair_scores(result, len(players))
    now = time.time()
    try:
        with engine.begin() as conn:
            rows = conn.execute(
                sa.select(ratings)
                .where(ratings.c.game == game, ratings.c.player.in_(players))
                .with_for_update()
            ).all()
            stored = {mapping(r)["player"]: mapping(r) for r in rows}
            before = [
                Rating(stored[p]["r"], stored[p]["rd"], stored[p]["sigma"])
                if p in stored
                else Rating()
                for p in players
            ]
            after = rate_game(before, scores)
            conn.execute(
                sa.insert(rating_history),
                [
                    {
                        "match_id": match_id,
                        "player": p,
                        "game": game,
                        "r_before": b.r,
                        "r": a.r,
                        "rd": a.rd,
                        "sigma": a.sigma,
                        "at": now,
                    }
                    for p, b, a in zip(players, before, after, strict=True)
                ],
            )
            for p, a in zip(players, after, strict=True):
                values = {"r": a.r, "rd": a.rd, "sigma": a.sigma, "updated_at": now}
                if p in stored:
                    conn.execute(
                        sa.update(ratings)
                        .where(ratings.c.player == p, ratings.c.game == game)
                        .values(games=ratings.c.games + 1, **values)
                    )
                else:
                    conn.execute(sa.insert(ratings).values(player=p, game=game, games=1, **values))
    except IntegrityError:
        # rated already (the history's key), or a first rating of a player written at the
        # same moment by another process: that match's turn first, then this one's
        if _rated(engine, match_id) or attempt >= 3:
            return None
        return rate_match(engine, match_id, game, seats, result, attempt + 1)
    return {p: (b.r, a.r) for p, b, a in zip(players, before, after, strict=True)}


def _rated(engine: Engine, match_id: str) -> bool:
    with engine.connect() as conn:
        return (
            conn.execute(
                sa.select(sa.func.count())
                .select_from(rating_history)
                .where(rating_history.c.match_id == match_id)
            ).scalar_one()
            > 0
        )
