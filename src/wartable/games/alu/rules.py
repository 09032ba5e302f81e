"""ALU: Loki Saar — the rules: legal moves, applying a move, the end of the game and its outcome.

Rule numbers (R1 ...) refer to docs/rules/alu.md. ALU has no chance moves. The functions take
an :class:`~.state.AluState` and are bound to it through the game (game.py).
"""

from __future__ import annotations

from typing import Any

from wartable.core.game import Move, Outcome
from wartable.core.messages import said

from .board import codes_of, controlled
from .state import (
    ATTACK,
    CAMP,
    CAMP_RAIDED,
    CAMPS_PER_PLAYER,
    CIRCLE,
    END,
    RAID,
    RAID_MARKERS,
    REASONS,
    RESTORE,
    SIDE_NAMES,
    SQUARE,
    WIN_TERRITORY,
    AluState,
    Stock,
)


def legal_moves(state: AluState) -> list[Move]:
    """Every legal move, in the documented order: camps, raids, restores, camps on raided
    squares, attacks (each by square), then ``end`` (R4, R5)."""
    if state.result is not None:
        return []
    g = state.game
    geo = g.geo
    seat = state.seat
    own = state.camps[seat]
    enemy = state.camps[1 - seat]
    raids = state.raids
    free = geo.full & ~(own | enemy | raids)
    if not state.has_placed(seat):
        # R4.4: the first action is a camp on a free edge square; no E before it.
        return codes_of(free & geo.edge, CAMP * 64)
    b, i, f, _p = state.stocks[seat]
    supply = CAMPS_PER_PLAYER - own.bit_count()
    tray = RAID_MARKERS - raids.bit_count()
    moves: list[int] = []
    if b >= 1:
        if supply > 0:  # R5.1
            moves += codes_of(free, CAMP * 64)
        if tray > 0:  # R5.2
            moves += codes_of(free, RAID * 64)
        moves += codes_of(raids, RESTORE * 64)  # R5.3
        if b >= 2 and i >= 1 and supply > 0:  # R5.4
            moves += codes_of(raids, CAMP_RAIDED * 64)
    if i >= 1 and f >= 1 and (tray > 0 or g.attack_without_marker):  # R5.5
        moves += codes_of(enemy & geo.spread(own), ATTACK * 64)
    moves.append(END)  # R4.3
    return moves


def apply_move(state: AluState, move: Any) -> AluState:
    """The state after the legal ``move`` (R5 actions, R4.3 end of turn, R8 checks)."""
    seat = state.seat
    if move == END:
        return end_turn(state, state.camps[0], state.camps[1], state.raids, state.stocks)
    kind, sq = divmod(move, 64)
    bit = 1 << sq
    own = state.camps[seat]
    enemy = state.camps[1 - seat]
    raids = state.raids
    b, i, f, p = state.stocks[seat]
    if kind == CAMP:
        own |= bit
        b -= 1
    elif kind == RAID:
        raids |= bit
        b -= 1
        p += 1
    elif kind == RESTORE:
        raids &= ~bit
        b -= 1
    elif kind == CAMP_RAIDED:
        raids &= ~bit
        own |= bit
        b -= 2
        i -= 1
    elif kind == ATTACK:
        enemy &= ~bit
        if state.tray() > 0:
            raids |= bit
        i -= 1
        f -= 1
    else:  # pragma: no cover - only legal moves reach apply
        raise ValueError(f"alu: not a move code: {move!r}")
    stock = (b, i, f, p)
    if seat == CIRCLE:
        circle, square = own, enemy
        stocks = (stock, state.stocks[1])
    else:
        circle, square = enemy, own
        stocks = (state.stocks[0], stock)
    g = state.game
    # R8 after every action, the acting player first (A7). Control depends on camps only,
    # so a raid or a restore changes nobody's territory and needs no check. The actor's
    # camp or attack never enlarges the opponent's territory (a new camp only splits the
    # opponent's regions; an attacked wall camp joins its regions to the attacker's camp),
    # except through A3: the actor's very first camp lets the opponent's enclosures count.
    winners: tuple[int, ...] | None = None
    reason = ""
    if kind != RAID and kind != RESTORE:
        if controlled(g.geo, own, enemy, g.max_edges).bit_count() >= WIN_TERRITORY:
            winners, reason = (seat,), "21"
        elif not enemy and state.has_placed(1 - seat):
            winners, reason = (seat,), "camps"
        elif (
            not state.camps[seat]
            and controlled(g.geo, enemy, own, g.max_edges).bit_count() >= WIN_TERRITORY
        ):
            winners, reason = (1 - seat,), "21"
    after = AluState(
        g,
        circle,
        square,
        raids,
        seat,
        state.turn,
        state.actions - 1,
        stocks[0],
        stocks[1],
        state.last_turn,
        state.prev_pass,
        None if winners is None else (winners, reason),
    )
    if winners is None and state.actions == 1:  # R4.3: the turn passes after its last action
        return end_turn(after, circle, square, raids, stocks)
    return after


def end_turn(
    state: AluState, circle: int, square: int, raids: int, stocks: tuple[Stock, Stock]
) -> AluState:
    """The end of ``state``'s turn with this board: pending food (R3.3), the end of the game
    after the final turn (R7.3) or two passes (R8.4), else the other side's turn (R7.1)."""
    g = state.game
    seat = state.seat
    b, i, f, p = stocks[seat]
    mine: Stock = (b, i, f + p, 0)  # R3.3: pending food becomes spendable
    stocks = (mine, stocks[1]) if seat == CIRCLE else (stocks[0], mine)
    passed = state.actions == state.allotment()
    over = None
    if state.last_turn:
        over = "territory"  # R7.3
    elif g.double_pass_ends and passed and state.prev_pass:
        over = "passes"  # R8.4 (AL2)
    if over is not None:
        tc = controlled(g.geo, circle, square, g.max_edges).bit_count()
        ts = controlled(g.geo, square, circle, g.max_edges).bit_count()
        winners: tuple[int, ...] = (CIRCLE,) if tc > ts else (SQUARE,) if ts > tc else ()
        return AluState(
            g,
            circle,
            square,
            raids,
            seat,
            state.turn,
            state.actions,
            stocks[0],
            stocks[1],
            state.last_turn,
            state.prev_pass,
            (winners, over),
        )
    last = b == 0  # R7.1 / R7.2: out of building material, the opponent's final turn
    return AluState(
        g,
        circle,
        square,
        raids,
        1 - seat,
        state.turn + 1,
        3,
        stocks[0],
        stocks[1],
        last,
        passed,
    )


def outcome(state: AluState) -> Outcome:
    """How a finished game ended (R7.3, R8): scores are the territories."""
    assert state.result is not None
    winners, reason = state.result
    scores = (float(state.territory(CIRCLE)), float(state.territory(SQUARE)))
    sides = [said(f"alu-side-{name}") for name in SIDE_NAMES]
    if reason == "camps":
        why = said("alu-end-camps", winner=sides[winners[0]], loser=sides[1 - winners[0]])
    elif reason == "21":
        why = said("alu-end-21", winner=sides[winners[0]], squares=int(scores[winners[0]]))
    else:
        assert reason in REASONS
        territory = {"circle": int(scores[0]), "square": int(scores[1])}
        if winners:
            why = said(f"alu-end-{reason}-win", winner=sides[winners[0]], **territory)
        else:
            why = said(f"alu-end-{reason}-draw", **territory)
    return Outcome.told(scores, winners, why, {"reason": reason})
