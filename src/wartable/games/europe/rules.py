"""European War (Evropská válka): the rules: legal moves, chance outcomes, applying a move, the
outcome. Rule numbers refer to docs/rules/europe.md.

The functions take an :class:`~.state.EuropeState` and reach it through the game (game.py
binds them). Dice are chance moves: each side's roll is one chance move whose outcome is the
sorted multiset of its dice (at most 56 outcomes for three dice). Applying a move copies the
state once; the helpers below it (combat resolution, the end of an action) mutate that fresh
copy only.
"""

from __future__ import annotations

from wartable.core.errors import IllegalMove
from wartable.core.game import Move, Outcome, State
from wartable.core.messages import said

from .board import BRI, DICE, OTT, POWER_IDS, dice_code
from .state import (
    ADJ,
    NF,
    PLACEMENTS,
    TERR,
    EuropeState,
    MoveBase,
    Phase,
    piece_owner,
    piece_size,
)

#: chance outcomes of a roll of n dice (index n), precomputed: [(move, probability), ...]
ROLL_OUTCOMES: tuple[tuple[tuple[int, float], ...], ...] = tuple(
    tuple((MoveBase.ROLL + dice_code(d), p) for d, p in DICE[n]) for n in range(4)
)
ROLL_MOVES: tuple[tuple[int, ...], ...] = tuple(tuple(m for m, _ in outs) for outs in ROLL_OUTCOMES)
#: the dice of each roll move
ROLL_DICE: dict[int, tuple[int, ...]] = {
    MoveBase.ROLL + dice_code(d): d for n in range(1, 4) for d, _ in DICE[n]
}


# The per-ply functions below (legal_moves, action_moves, chance_outcomes, apply_move,
# finish_action) read the enums through these module names: an enum member is a class
# attribute, about 0.1 µs a read in Python 3.11 against a few ns for a module global, and a
# move base must be a plain int for the interpreter's fast int addition in the move loops
# (bench/playout_speed.py europe: about 20% fewer plies a second with Phase.X / MoveBase.X
# read in place). A state's phase is stored as the plain int too (so comparing it is an int
# comparison); everything else reads Phase.X and MoveBase.X by name.
_IN_FIRST, _IN_PLACE, _IN_ACTION = int(Phase.FIRST), int(Phase.PLACE), int(Phase.ACTION)
_IN_ROLL_A, _IN_ROLL_D, _IN_DECIDE = int(Phase.ROLL_A), int(Phase.ROLL_D), int(Phase.DECIDE)
_IN_REROLL, _IN_RETREAT, _IN_OVER = int(Phase.REROLL), int(Phase.RETREAT), int(Phase.OVER)
_PASS, _GROW, _BUILD, _MOVE, _ATTACK, _RETREAT, _KEEP, _REROLL, _PLACE, _FIRST = (
    int(MoveBase.PASS),
    int(MoveBase.GROW),
    int(MoveBase.BUILD),
    int(MoveBase.MOVE),
    int(MoveBase.ATTACK),
    int(MoveBase.RETREAT),
    int(MoveBase.KEEP),
    int(MoveBase.REROLL),
    int(MoveBase.PLACE),
    int(MoveBase.FIRST),
)

REASONS = {
    "conquest": "{who} holds the whole territory of another power (R6.2)",
    "ottoman": "{who} has a pyramid in the territory of every enemy power (R6.3)",
    "last": "{who} is the last player left (R6.5)",
    "together": "the last players were eliminated by the same action: a draw between them (R6.5)",
    "time-britain": "the round limit was reached: Britain wins on time (R6.6)",
    "time-draw": "the round limit was reached: a draw between the remaining players (R6.6)",
    "time-fields": "the round limit was reached: {who} held the most fields (R6.6)",
}


def conquers(state: EuropeState, seat: int) -> bool:
    """R6.2: own pyramids on all fields of another power's territory."""
    p = state.game.seat_power[seat]
    board = state.board
    lo = p * 3  # p's codes are lo + 1 .. lo + 3
    hi = lo + 3
    for q in range(5):
        if q == p:
            continue
        for f in TERR[q]:
            if not lo < board[f] <= hi:
                break
        else:
            return True
    return False


def ottoman_wins(state: EuropeState, seat: int) -> bool:
    """R6.3: an Ottoman pyramid in the territory of every enemy power."""
    game = state.game
    board = state.board
    for q in range(5):
        if q == OTT:
            continue
        if not game.ottoman_all:
            qs = game.power_seat[q]
            if qs < 0 or not state.alive[qs]:
                continue
        if not any(board[f] and piece_owner(board[f]) == OTT for f in TERR[q]):
            return False
    return True


def legal_moves(state: EuropeState) -> list[Move]:
    """The legal moves of the phase (R3-R5), or at a chance node its outcomes (dice, R5.1)."""
    phase = state.phase
    if phase == _IN_ACTION:
        return action_moves(state)
    if phase == _IN_RETREAT:
        dfd = state.dfd
        board = state.board
        base = _RETREAT + dfd * 16
        return [base + f for f in ADJ[dfd] if board[f] == 0]
    if phase == _IN_DECIDE:
        return [_KEEP, _REROLL]
    if phase == _IN_PLACE:
        return [_PLACE + i for i in range(len(PLACEMENTS))]
    if phase == _IN_OVER:
        return []
    if phase == _IN_ROLL_A:
        return list(ROLL_MOVES[piece_size(state.board[state.att])])
    if phase == _IN_ROLL_D or phase == _IN_REROLL:
        return list(ROLL_MOVES[piece_size(state.board[state.dfd])])
    return [m for m, _ in state.chance_outcomes()]


def action_moves(state: EuropeState) -> list[Move]:
    """R4 in the documented order: grows, builds, moves, attacks; pass if none."""
    p = state.game.seat_power[state.active]
    board = state.board
    grows: list[Move] = []
    builds: list[Move] = []
    moves: list[Move] = []
    attacks: list[Move] = []
    lo = p * 3
    stash_s = state.stash(p, 1)
    for f in TERR[p]:
        code = board[f]
        if code == 0:
            if stash_s:
                builds.append(_BUILD + f)
        elif lo < code <= lo + 3:
            size = code - lo
            if size < 3 and state.stash(p, size + 1):
                grows.append(_GROW + f)
    for src in range(NF):
        code = board[src]
        if not (lo < code <= lo + 3):
            continue
        base = src * 16
        for dst in ADJ[src]:
            other = board[dst]
            if other == 0:
                moves.append(_MOVE + base + dst)
            elif not (lo < other <= lo + 3):
                attacks.append(_ATTACK + base + dst)
    result = grows + builds + moves + attacks
    if not result:
        result.append(_PASS)
    return result


def chance_outcomes(state: EuropeState) -> list[tuple[Move, float]]:
    """Who starts (R3.1) or a side's roll (R5.1, R5.3), each outcome with its probability."""
    phase = state.phase
    if phase == _IN_FIRST:
        n = state.game.num_players
        return [(_FIRST + s, 1.0 / n) for s in range(n)]
    if phase == _IN_ROLL_A:
        n = piece_size(state.board[state.att])
    elif phase in (_IN_ROLL_D, _IN_REROLL):
        n = piece_size(state.board[state.dfd])
    else:
        return State.chance_outcomes(state)
    return list(ROLL_OUTCOMES[n])


def apply_move(state: EuropeState, move: Move) -> EuropeState:
    """The state after the legal ``move``: a copy of ``state``, changed by the phase's rule."""
    assert isinstance(move, int)
    s = state.copy()
    phase = state.phase
    if phase == _IN_ACTION:
        kind, rest = divmod(move, 1000)
        board = list(state.board)
        if kind == 1:  # grow
            board[rest] += 1
        elif kind == 2:  # build
            board[rest] = state.game.seat_power[state.active] * 3 + 1
        elif kind == 3:  # move
            src, dst = divmod(rest, 16)
            board[dst] = board[src]
            board[src] = 0
        elif kind == 4:  # attack
            s.att, s.dfd = divmod(rest, 16)
            s.phase = _IN_ROLL_A
            return s
        s.board = tuple(board)
        finish_action(s)
        return s
    if phase == _IN_ROLL_A:
        s.aroll = ROLL_DICE[move]
        s.phase = _IN_ROLL_D
        return s
    if phase == _IN_ROLL_D or phase == _IN_REROLL:
        s.droll = ROLL_DICE[move]
        if phase == _IN_ROLL_D and s.is_france_home_defence():
            s.phase = _IN_DECIDE
            return s
        resolve(s)
        return s
    if phase == _IN_DECIDE:
        if move == _REROLL:
            s.rerolled = True
            s.phase = _IN_REROLL
            return s
        resolve(s)
        return s
    if phase == _IN_RETREAT:
        dst = (move - _RETREAT) % 16
        board = list(state.board)
        board[dst] = board[state.dfd]
        board[state.dfd] = board[state.att]
        board[state.att] = 0
        s.board = tuple(board)
        end_combat(s)
        finish_action(s)
        return s
    if phase == _IN_PLACE:
        _apply_place(s, move)
        return s
    if phase == _IN_FIRST:
        _apply_first(s, move)
        return s
    raise IllegalMove(f"{state.game.name}: no move can be applied: the game is over")


# -- the setup (R3; each mutates a fresh copy only) ----------------------------------------


def _apply_place(s: EuropeState, move: int) -> None:
    """R3.2: the seat to move sets its three pyramids in its territory; the next seat places,
    and play starts (round 1) once every seat has."""
    sizes = PLACEMENTS[move - MoveBase.PLACE]
    p = s.game.seat_power[s.active]
    board = list(s.board)
    for f, size in zip(TERR[p], sizes, strict=True):
        board[f] = p * 3 + size
    s.board = tuple(board)
    nxt = (s.active + 1) % s.game.num_players
    s.active = nxt
    if nxt == s.first:
        s.phase = _IN_ACTION
        s.round = 1


def _apply_first(s: EuropeState, move: int) -> None:
    """R3.1: the seat drawn starts; the placing follows, or play with the fixed setup."""
    seat = move - MoveBase.FIRST
    s.first = seat
    s.active = seat
    if s.game.options["setup"] == "fixed":
        s.phase = _IN_ACTION
    else:
        s.phase = _IN_PLACE
    s.round = 1


# -- combat resolution and the end of an action (each mutates a fresh copy only) ----------


def resolve(state: EuropeState) -> None:
    """R5.4-R5.6 once both rolls are known."""
    a_total = sum(state.aroll) + state.attack_bonus()
    d_total = sum(state.droll) + state.defence_bonus()
    if a_total <= d_total:  # R5.4: ties go to the defender (E2)
        end_combat(state)
        finish_action(state)
        return
    board = state.board
    dfd = state.dfd
    if any(board[f] == 0 for f in ADJ[dfd]):
        state.phase = _IN_RETREAT  # R5.5: the defender chooses
        return
    # R5.6: no retreat: shrink (E6)
    code = board[dfd]
    p = piece_owner(code)
    size = piece_size(code)
    new = 0
    for smaller in range(size - 1, 0, -1):
        if state.stash(p, smaller):
            new = p * 3 + smaller
            break
    b = list(board)
    if new:
        b[dfd] = new
    else:
        b[dfd] = b[state.att]
        b[state.att] = 0
    state.board = tuple(b)
    end_combat(state)
    finish_action(state)


def end_combat(state: EuropeState) -> None:
    state.att = -1
    state.dfd = -1
    state.aroll = ()
    state.droll = ()
    state.rerolled = False


def finish_action(state: EuropeState) -> None:
    """R6.4-R6.6 after a complete action, then pass the turn."""
    game = state.game
    n = game.num_players
    alive = state.alive
    active = state.active
    # R6.4: wins, the active player first, then the others in turn order
    present = [alive[seat] and state.home_presence(seat) for seat in range(n)]
    for k in range(n):
        seat = (active + k) % n
        if not present[seat]:
            continue
        if conquers(state, seat):
            end(state, (seat,), "conquest")
            return
        if game.seat_power[seat] == OTT and ottoman_wins(state, seat):
            end(state, (seat,), "ottoman")
            return
    # R6.5: elimination
    out = [s for s in range(n) if alive[s] and not present[s]]
    if out:
        new_alive = list(alive)
        board = list(state.board)
        for seat in out:
            new_alive[seat] = False
            p = game.seat_power[seat]
            for f in range(NF):
                if board[f] and piece_owner(board[f]) == p:
                    board[f] = 0
        state.alive = alive = tuple(new_alive)
        state.board = tuple(board)
        left = [s for s in range(n) if alive[s]]
        if len(left) == 1:
            end(state, (left[0],), "last")
            return
        if not left:
            end(state, tuple(sorted(out)), "together")
            return
    # next player; a round ends when the turn passes the first player's seat (R6.6)
    first = state.first
    nxt = active
    for k in range(1, n + 1):
        nxt = (active + k) % n
        if alive[nxt]:
            break
    if (nxt - first) % n <= (active - first) % n:
        state.round += 1
        if game.round_limit and state.round > game.round_limit:
            state.round = game.round_limit
            time_up(state)
            return
    state.active = nxt
    state.phase = _IN_ACTION


def time_up(state: EuropeState) -> None:
    """R6.6 (E12)."""
    game = state.game
    left = tuple(s for s in range(game.num_players) if state.alive[s])
    bri = game.power_seat[BRI]
    if bri >= 0 and state.alive[bri]:
        end(state, (bri,), "time-britain")
        return
    if game.options["time_tiebreak"] == "fields":
        held = {s: 0 for s in left}
        for code in state.board:
            if code:
                held[state.seat_of(code)] += 1
        best = max(held.values())
        end(state, tuple(s for s in left if held[s] == best), "time-fields")
        return
    end(state, left, "time-draw")


def end(state: EuropeState, winners: tuple[int, ...], reason: str) -> None:
    state.phase = _IN_OVER
    state.winners = winners
    state.reason = reason


# -- outcome ----------------------------------------------------------------------------


def outcome(state: EuropeState) -> Outcome | None:
    """How the game ended (R6): winners, the reason, and each seat's fields held as scores."""
    if state.phase != Phase.OVER:
        return None
    game = state.game
    n = game.num_players
    held = [0] * n
    for code in state.board:
        if code:
            held[state.seat_of(code)] += 1
    names = ", ".join(POWER_IDS[game.seat_power[s]] for s in state.winners)
    assert state.reason in REASONS
    who = {"who": names} if "{who}" in REASONS[state.reason] else {}
    return Outcome.told(
        tuple(float(h) for h in held),
        state.winners,
        said(f"europe-end-{state.reason}", **who),
        {"code": state.reason, "round": state.round},
    )
