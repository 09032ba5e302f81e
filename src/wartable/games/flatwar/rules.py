"""Flatwar's legal moves, chance outcomes and the effects of moves (docs/rules/flatwar.md, R1-R9).

The functions take the position (:class:`.state.FlatwarState`) first; game.py binds the public
ones as the state's behaviour. Moves are ints (see :mod:`.board`). The deck is a chance node
whose outcomes are the cards not drawn since the last reshuffle (R5.2); dice are chance nodes
with six outcomes. With the hidden build (R2.7) the armies bought are hidden from the other seats
until every side has built; :func:`determinize` samples them. Applying a move copies the
position and changes the copy (the ``_apply_*`` steps), which nobody else sees before it is
returned.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from wartable.core.errors import IllegalMove
from wartable.core.game import CHANCE, Move, Outcome
from wartable.core.messages import said

from .board import (
    ARMIES,
    ARMY_POINTS,
    CAV,
    COSTS,
    EMPTY,
    FORMATION_KINDS,
    ISO,
    M_ACTIVATE,
    M_ADVANCE,
    M_ARMY,
    M_ATTACK,
    M_BUY,
    M_DONE,
    M_DRAW,
    M_END,
    M_HOLD,
    M_PLACE,
    M_ROLL,
    M_SHOT,
    M_STEP,
    M_STOP,
    M_TERRAIN,
    M_UPGRADE,
    NUM_CELLS,
    OWN,
    RANGES,
    RED,
    SHOT_BONUS,
    SIDE_NAMES,
    SQR,
    TERRAIN,
    VALUES,
    card_points,
    card_side,
    kind_of,
    piece,
    side_of,
)
from .state import (
    ACT,
    BUILD,
    CHARGE,
    DEPLOY,
    DRAW,
    DRAWN,
    MELEE,
    OPEN,
    OVER,
    ROLLING,
    SHOT,
    SPENT,
    TERRAIN_PHASE,
    TROLL,
    WON,
    FlatwarState,
)

if TYPE_CHECKING:
    from .game import Flatwar

#: UNIT_MARKS[side]: a bytes.translate table, 1 for the cells holding that side's units.
UNIT_MARKS = tuple(bytes(1 if c < NUM_CELLS and o[c] else 0 for c in range(256)) for o in OWN)
DIE = tuple(range(M_ROLL + 1, M_ROLL + 7))
DIE_OUTCOMES = [(m, 1.0 / 6.0) for m in DIE]


#: A bytes.translate table: 1 for terrain, 0 for anything else.
_TERRAIN_MARKS = bytes(1 if c == TERRAIN else 0 for c in range(256))

AttackMap = tuple[tuple[int, ...], dict[int, tuple[frozenset[int], ...]]]
_ATTACK_MAPS: dict[tuple[int, bool, bytes], AttackMap] = {}


def attack_map(game: Flatwar, terrain: bytes) -> AttackMap:
    """For a terrain layout (1 = terrain): each square's region (squares joined by steps,
    diagonal ones included, around terrain; -1 for terrain), and for shooting ranges 2 and 3
    the regions a shot from each region can reach (R9.4). Computed once per layout."""
    geo = game.geo
    los = game.line_of_sight
    key = (geo.width, los, terrain)
    found = _ATTACK_MAPS.get(key)
    if found is not None:
        return found
    region = [-1] * geo.size
    count = 0
    for start in geo.squares:
        if terrain[start] or region[start] >= 0:
            continue
        region[start] = count
        stack = [start]
        while stack:
            sq = stack.pop()
            for b in geo.neighbours[sq]:
                if not terrain[b] and region[b] < 0:
                    region[b] = count
                    stack.append(b)
        count += 1
    shots: dict[int, tuple[frozenset[int], ...]] = {}
    open_squares = [sq for sq in geo.squares if not terrain[sq]]
    for reach in (2, 3):
        found_regions: list[set[int]] = [set() for _ in range(count)]
        for a in open_squares:
            dist = geo.cheb[a]
            mine = found_regions[region[a]]
            for b in open_squares:
                if 0 < dist[b] <= reach and region[b] not in mine:
                    if not los or not any(terrain[c] for c in geo.crossed(a, b)):
                        mine.add(region[b])
        shots[reach] = tuple(frozenset(x) for x in found_regions)
    if len(_ATTACK_MAPS) > 1000:
        _ATTACK_MAPS.clear()
    result = _ATTACK_MAPS[key] = (tuple(region), shots)
    return result


def _next_side(side: int, left: list[int]) -> int:
    """The first side after ``side`` in seat order, round the table and ``side`` itself last,
    that has something ``left``; -1 when none has."""
    n = len(left)
    for step in range(1, n + 1):
        nxt = (side + step) % n
        if left[nxt] > 0:
            return nxt
    return -1


def completion_cost(counts: tuple[int, ...] | list[int]) -> int:
    """Cheapest additions that make an army legal (R2.2): a Square and/or isosceles."""
    iso = counts[ISO] + counts[CAV]
    squares = counts[SQR]
    if squares == 0:
        return COSTS[SQR] + max(0, 2 - iso)
    return max(0, 2 * squares - iso)


def army_cost(counts: tuple[int, ...] | list[int]) -> int:
    return sum(c * k for c, k in zip(counts, COSTS, strict=True))


#: The legal armies that spend all 25 points (93 of them): what determinization samples.
FULL_ARMIES = tuple(a for a in ARMIES if army_cost(a) == ARMY_POINTS)


def army_within(counts: tuple[int, ...] | list[int], army: tuple[int, ...]) -> bool:
    """Whether ``army`` holds at least the units in ``counts`` (an ``army`` move completes
    the units bought so far, R2.6)."""
    return all(a >= c for a, c in zip(army, counts, strict=True))


def army_legal(counts: tuple[int, ...] | list[int]) -> bool:
    """R2.2/R2.3: at most 25 points, at least one Square, two isosceles per Square."""
    return (
        army_cost(counts) <= ARMY_POINTS
        and counts[SQR] >= 1
        and counts[ISO] + counts[CAV] >= 2 * counts[SQR]
    )


# -- flow ---------------------------------------------------------------------------


def chance_outcomes(pos: FlatwarState) -> list[tuple[Move, float]]:
    if pos.to_move() != CHANCE:
        raise IllegalMove(f"{pos.game.name}: no chance event is pending in this position")
    if pos.phase == DRAW:
        cards = _remaining_cards(pos)
        p = 1.0 / len(cards)
        return [(M_DRAW + c, p) for c in cards]
    return list(DIE_OUTCOMES)


def _remaining_cards(pos: FlatwarState) -> list[int]:
    deck = pos.game.deck
    remaining = deck & ~pos.drawn or deck
    return [c for c in range(80) if remaining >> c & 1]


# -- legal moves --------------------------------------------------------------------


def legal_moves(pos: FlatwarState) -> list[Move]:
    phase = pos.phase
    if phase == ACT:
        combat = pos.combat
        if combat is not None:
            return [M_ADVANCE, M_HOLD] if combat[3] == WON else list(DIE)
        cav = pos.cav
        if cav is not None:
            return list(DIE) if cav[3] == ROLLING else _cavalry_moves(pos, cav)
        return _act_moves(pos)
    if phase == DRAW:
        return [M_DRAW + c for c in _remaining_cards(pos)]
    if phase == TROLL:
        return list(DIE)
    if phase == BUILD:
        return _build_moves(pos)
    if phase == TERRAIN_PHASE:
        board = pos.board
        return [M_TERRAIN + sq for sq in pos.game.geo.squares if board[sq] == EMPTY]
    if phase == DEPLOY:
        return _deploy_moves(pos)
    return []


def _build_moves(pos: FlatwarState) -> list[Move]:
    """Open build (R2.4): the units that keep a legal army reachable, ``done`` once the
    army is legal, and the ``army`` moves that complete what was bought (R2.6). Hidden
    build (R2.7): the whole army in one ``army`` move."""
    if pos.game.hidden_build:
        return [M_ARMY + i for i in range(len(ARMIES))]
    base = 4 * pos.side
    counts = list(pos.reserve[base : base + 4])
    cost = army_cost(counts)
    moves: list[Move] = []
    for kind in range(4):
        counts[kind] += 1
        if cost + COSTS[kind] + completion_cost(counts) <= ARMY_POINTS:
            moves.append(M_BUY + kind)
        counts[kind] -= 1
    if army_legal(counts):
        moves.append(M_DONE)
    if any(counts):
        moves += [M_ARMY + i for i, a in enumerate(ARMIES) if army_within(counts, a)]
    else:
        moves += [M_ARMY + i for i in range(len(ARMIES))]
    return moves


def _deploy_moves(pos: FlatwarState) -> list[Move]:
    side = pos.side
    board = pos.board
    free = [sq for sq in pos.game.geo.zones[side] if board[sq] == EMPTY]
    base = 4 * side
    kinds = [k for k in range(4) if pos.reserve[base + k] > 0]
    if len(free) == 1 and pos.reserve[base + SQR] > 0 and piece(side, SQR) not in board:
        kinds = [SQR]  # R4.3 (X4): keep room for a Square
    return [M_PLACE + (k << 8) + sq for k in kinds for sq in free]


def _clear_shot(pos: FlatwarState, frm: int, to: int) -> bool:
    if not pos.game.line_of_sight:
        return True
    board = pos.board
    return all(board[c] != TERRAIN for c in pos.game.geo.crossed(frm, to))


def _act_moves(pos: FlatwarState) -> list[Move]:
    side = pos.side
    board = pos.board
    used = pos.used
    game = pos.game
    own = OWN[side]
    enemy = game.enemy[side]
    enemies = [b for b, c in enumerate(board) if enemy[c]]
    los = game.line_of_sight
    geo = game.geo
    neighbours = geo.neighbours
    moves: list[Move] = []
    for sq, cell in enumerate(board):
        if not own[cell] or used >> sq & 1:
            continue
        kind = (cell - 2) & 3
        if kind == CAV:
            for b in neighbours[sq]:
                c = board[b]
                if c == EMPTY or enemy[c]:
                    moves.append(M_ACTIVATE + sq)  # R7.1 (X9): only if it can act
                    break
            continue
        base = sq << 8
        attacks = []
        for b in neighbours[sq]:
            c = board[b]
            if c == EMPTY:
                moves.append(base + b)  # M_STEP == 0
            elif enemy[c]:
                attacks.append(M_ATTACK + base + b)
        moves.extend(attacks)
        reach = RANGES[kind]
        if reach:
            dist = geo.cheb[sq]
            for b in enemies:
                if dist[b] <= reach and (not los or _clear_shot(pos, sq, b)):
                    moves.append(M_SHOT + base + b)
    moves.append(M_END)
    return moves


def _cavalry_moves(pos: FlatwarState, cav: tuple[int, int, int, int]) -> list[Move]:
    sq, points, _c0, stage = cav
    moves = _cavalry_spends(pos, sq, points)
    if stage == OPEN and pos.ap > 0 and points < 6:
        moves.append(M_UPGRADE)
    if pos.game.cavalry_may_stop or not moves or moves == [M_UPGRADE]:
        moves.append(M_STOP)
    return moves


def _cavalry_spends(pos: FlatwarState, sq: int, points: int) -> list[Move]:
    board = pos.board
    side = pos.side
    base = sq << 8
    geo = pos.game.geo
    costs = geo.step_cost[sq]
    moves: list[Move] = []
    attacks = []
    for b in geo.neighbours[sq]:
        c = board[b]
        if c == EMPTY:
            if costs[b] < points:
                moves.append(M_STEP + base + b)
        elif c >= 2 and points >= 2 and side_of(c) != side:
            attacks.append(M_ATTACK + base + b)
    moves.extend(attacks)
    return moves


def _has_action(pos: FlatwarState, side: int, used: int) -> bool:
    """Whether ``side`` has any action besides ``end``, given its used units (R5.7)."""
    board = pos.board
    geo = pos.game.geo
    neighbours = geo.neighbours
    enemy = pos.game.enemy[side]
    shooters = []
    # the side's units found with bytes.find on a 0/1 copy of the board (UNIT_MARKS)
    marks = board.translate(UNIT_MARKS[side])
    find = marks.find
    sq = find(1)
    while sq >= 0:
        if not used >> sq & 1:
            for b in neighbours[sq]:
                c = board[b]
                if c == EMPTY or enemy[c]:
                    return True
            reach = RANGES[(board[sq] - 2) & 3]
            if reach:
                shooters.append((sq, reach))
        sq = find(1, sq + 1)
    if shooters:
        enemies = [b for b, c in enumerate(board) if enemy[c]]
        for sq, reach in shooters:
            dist = geo.cheb[sq]
            for b in enemies:
                if dist[b] <= reach and _clear_shot(pos, sq, b):
                    return True
    return False


# -- applying moves -----------------------------------------------------------------


def apply_move(pos: FlatwarState, move: Move) -> FlatwarState:
    assert isinstance(move, int)
    n = pos.copy()
    phase = pos.phase
    if phase == ACT:
        _apply_act(n, move)
    elif phase == DRAW:
        card = move - M_DRAW
        drawn = n.drawn if n.drawn != pos.game.deck else 0  # R5.5 reshuffle
        n.drawn = drawn | 1 << card
        n.card = card
        n.ap = card_points(card)
        n.side = card_side(card)
        n.turns += 1
        n.phase = ACT
        n.used = 0
        _settle(n)
    elif phase == BUILD:
        _apply_build(n, move)
    elif phase == TROLL:
        value = move - M_ROLL
        left = list(n.tleft)
        left[n.side] = value
        n.tleft = tuple(left)
        if n.side + 1 < len(left):
            n.side += 1  # R3.1: the sides roll in seat order
        else:
            n.phase = TERRAIN_PHASE
            n.side = left.index(max(left))  # R3.2, G11: the most first, ties by seat
    elif phase == TERRAIN_PHASE:
        sq = move - M_TERRAIN
        b = bytearray(n.board)
        b[sq] = TERRAIN
        n.board = bytes(b)
        left = list(n.tleft)
        left[n.side] -= 1
        n.tleft = tuple(left)
        nxt = _next_side(n.side, left)  # R3.2: round the table from the side placing
        if nxt >= 0:
            n.side = nxt
        else:
            n.phase = DEPLOY
            n.side = RED
            if pos.game.deployment == "auto":
                _auto_deploy(n)
    elif phase == DEPLOY:
        _apply_deploy(n, move)
    else:
        raise IllegalMove(f"move {pos.move_text(move)!r}: the game is over")
    return n


def _apply_build(pos: FlatwarState, move: int) -> None:
    side = pos.side
    if move >= M_ARMY:  # R2.6: the whole army at once
        reserve = list(pos.reserve)
        reserve[4 * side : 4 * side + 4] = ARMIES[move - M_ARMY]
        pos.reserve = tuple(reserve)
    elif move != M_DONE:
        reserve = list(pos.reserve)
        reserve[4 * side + move - M_BUY] += 1
        pos.reserve = tuple(reserve)
        return
    armies = pos.game.armies
    for nxt in range(side + 1, len(armies)):
        if armies[nxt] == "build":
            pos.side = nxt  # R2.4: the next side that builds
            return
    pos.phase = TROLL
    pos.side = RED


def _apply_deploy(pos: FlatwarState, move: int) -> None:
    m = move - M_PLACE
    kind, sq = m >> 8, m & 255
    side = pos.side
    b = bytearray(pos.board)
    b[sq] = piece(side, kind)
    pos.board = bytes(b)
    reserve = list(pos.reserve)
    reserve[4 * side + kind] -= 1
    zones = pos.game.geo.zones
    fled = []
    for s, zone in enumerate(zones):
        # R4.3 (X21): a side whose rows are full places no more, whoever filled them (with
        # 3-4 players a corner square is in two sides' rows, R10.3); without a Square
        # placed it is out (R10.5)
        if any(reserve[4 * s : 4 * s + 4]) and all(b[z] != EMPTY for z in zone):
            reserve[4 * s : 4 * s + 4] = [0, 0, 0, 0]
            if piece(s, SQR) not in b:
                fled.append(s)
    pos.reserve = tuple(reserve)
    for s in fled:
        _rout(pos, s)
    left = [sum(reserve[4 * s : 4 * s + 4]) for s in range(len(reserve) // 4)]
    nxt = _next_side(side, left)  # R4.2: round the table in seat order
    if nxt >= 0:
        pos.side = nxt
    else:
        pos.phase = DRAW
        pos.side = -1
        alive = pos.alive()
        if len(alive) == 1:
            _finish(pos, alive[0])  # R10.5 (X21): the others had no room for a Square
        elif not attack_possible(pos):
            _finish(pos, DRAWN)  # R9.4 (X19)


def _auto_deploy(pos: FlatwarState) -> None:
    """R4.5: the armies take the fixed formation in seat order; units that do not fit
    are removed."""
    b = bytearray(pos.board)
    formation = pos.game.geo.formation
    for side in range(len(formation)):
        for kind in FORMATION_KINDS:
            count = pos.reserve[4 * side + kind]
            for sq in formation[side][kind]:
                if count == 0:
                    break
                if b[sq] == EMPTY:
                    b[sq] = piece(side, kind)
                    count -= 1
    pos.board = bytes(b)
    pos.reserve = (0,) * len(pos.reserve)
    pos.phase = DRAW
    pos.side = -1
    if not attack_possible(pos):
        _finish(pos, DRAWN)  # R9.4 (X19)


def _move_unit(pos: FlatwarState, frm: int, to: int) -> None:
    b = bytearray(pos.board)
    b[to] = b[frm]
    b[frm] = EMPTY
    pos.board = bytes(b)
    if pos.used >> frm & 1:
        pos.used = (pos.used & ~(1 << frm)) | 1 << to


def _apply_act(pos: FlatwarState, move: int) -> None:
    cav = pos.cav
    if move < M_ATTACK:  # step
        frm, to = (move - M_STEP) >> 8, move & 255
        _move_unit(pos, frm, to)
        if cav is not None:
            points = cav[1]
            c0 = pos.charge_bonus()
            pos.cav = (to, points - pos.game.geo.step_cost[frm][to], c0, SPENT)
        else:
            pos.ap -= 1
    elif move < M_ACTIVATE:  # melee, charge or shot
        shot = move >= M_SHOT
        m = move - (M_SHOT if shot else M_ATTACK)
        frm, to = m >> 8, m & 255
        if cav is not None:
            points = cav[1]
            c0 = pos.charge_bonus()
            pos.cav = (cav[0], points - 1, c0, SPENT)
            pos.combat = (CHARGE, frm, to, 0)
        else:
            pos.ap -= 1
            pos.used |= 1 << frm
            pos.combat = (SHOT if shot else MELEE, frm, to, 0)
        return
    elif move < M_TERRAIN:  # activate cavalry
        sq = move - M_ACTIVATE
        pos.ap -= 1
        pos.used |= 1 << sq
        pos.cav = (sq, 0, 0, ROLLING)
        return
    elif M_ROLL < move < M_DRAW:
        if _apply_roll(pos, move - M_ROLL):
            return
    elif move == M_ADVANCE:
        combat = pos.combat
        assert combat is not None
        _move_unit(pos, combat[1], combat[2])
        if cav is not None:
            pos.cav = (combat[2], cav[1], cav[2], cav[3])
        pos.combat = None
    elif move == M_HOLD:
        pos.combat = None
    elif move == M_UPGRADE:
        assert cav is not None
        pos.ap -= 1
        pos.cav = (cav[0], cav[1] + 1, cav[2], cav[3])
    elif move == M_STOP:
        pos.cav = None
    elif move == M_END:
        _end_turn(pos)
        return
    _settle(pos)


def _apply_roll(pos: FlatwarState, value: int) -> bool:
    """A die of the actions: the attacker's, then the defender's in a combat (which it
    resolves), else the activated cavalry's points (R7.1). True when the position is not to
    be settled now: the defender rolls next, or :func:`_resolve` says so (the game is over,
    or the attacker chooses to advance or hold)."""
    combat = pos.combat
    if combat is not None:
        if combat[3] == 0:
            pos.combat = (combat[0], combat[1], combat[2], value)
            return True
        return _resolve(pos, combat, value)
    cav = pos.cav
    assert cav is not None
    pos.cav = (cav[0], value, value, OPEN)
    return False


def _resolve(pos: FlatwarState, combat: tuple[int, int, int, int], droll: int) -> bool:
    """Resolve an attack (R8); True when a seat must now choose advance/hold."""
    kind, frm, to, aroll = combat
    board = pos.board
    attacker = board[frm]
    target = board[to]
    if kind == SHOT:
        aval = SHOT_BONUS[kind_of(attacker)]
    elif kind == CHARGE:
        assert pos.cav is not None
        aval = pos.cav[2]
    else:
        aval = VALUES[kind_of(attacker)]
    cav = pos.cav
    if kind_of(target) == CAV:
        dval = cav[1] if cav is not None and cav[0] == to else 1  # G6
    else:
        dval = VALUES[kind_of(target)]
    pos.last = (kind, frm, to, aroll, aval, droll, dval)
    pos.combat = None
    if aroll + aval > droll + dval:  # R8.3
        b = bytearray(board)
        b[to] = EMPTY
        pos.board = bytes(b)
        pos.used &= ~(1 << to)
        if kind_of(target) == SQR and target not in pos.board:  # R9.1
            if pos.game.sides > 2:
                _rout(pos, side_of(target))  # R10.5
            alive = pos.alive()
            if len(alive) == 1:
                _finish(pos, alive[0])
                return True
        if not attack_possible(pos):
            _finish(pos, DRAWN)  # R9.4 (X19): nobody can ever attack again
            return True
        if kind != SHOT:
            pos.combat = (kind, frm, to, WON)
            return True
    elif kind == CHARGE:
        pos.cav = None  # R7.5: a failed charge ends the activation
    return False


def _finish(pos: FlatwarState, result: int) -> None:
    """The game is over: ``result`` is the winning side or DRAWN."""
    pos.phase = OVER
    pos.result = result
    pos.side = -1
    pos.cav = None
    pos.combat = None
    pos.ap = 0


def attack_possible(pos: FlatwarState) -> bool:
    """R9.4 (X19): whether some unit could ever attack a unit of another side. Terrain
    never moves and units never pass it, so a unit stays in its region (the squares it
    can reach by steps, other units aside); it could melee a unit in its own region, and
    a Regular or Square could shoot from anywhere in its region at any square of a
    region its range (and, with ``line_of_sight``, a clear line) reaches."""
    game = pos.game
    board = pos.board
    region, shots = attack_map(game, board.translate(_TERRAIN_MARKS))
    homes: list[set[int]] = []
    targets: list[set[int]] = []
    for side in range(game.sides):
        marks = board.translate(UNIT_MARKS[side])
        home: set[int] = set()
        reach: set[int] = set()
        sq = marks.find(1)
        while sq >= 0:
            where = region[sq]
            home.add(where)
            shot = RANGES[(board[sq] - 2) & 3]
            if shot:
                reach |= shots[shot][where]
            sq = marks.find(1, sq + 1)
        homes.append(home)
        targets.append(reach | home)
    return any(
        targets[s] & homes[t] for s in range(game.sides) for t in range(game.sides) if s != t
    )


def _rout(pos: FlatwarState, side: int) -> None:
    """R10.5: a side whose last Square falls flees: its units leave the board."""
    marks = pos.board.translate(UNIT_MARKS[side])
    gone = [sq for sq in range(len(marks)) if marks[sq]]
    b = bytearray(pos.board)
    for sq in gone:
        b[sq] = EMPTY
        pos.used &= ~(1 << sq)
    pos.board = bytes(b)


def _settle(pos: FlatwarState) -> None:
    """End a cavalry activation or the turn when nothing is left to decide (R5.7, R7.6)."""
    if pos.phase != ACT or pos.combat is not None:
        return
    cav = pos.cav
    if cav is not None:
        if cav[3] == ROLLING:
            return
        if _cavalry_spends(pos, cav[0], cav[1]):
            return
        if cav[3] == OPEN and pos.ap > 0 and cav[1] < 6:
            return
        pos.cav = None
    if pos.ap <= 0:
        _end_turn(pos)
    elif not _has_action(pos, pos.side, pos.used):
        _end_turn(pos)  # a pass (R5.7)
        sides = range(pos.game.sides)
        if pos.phase == DRAW and not any(_has_action(pos, s, 0) for s in sides):
            pos.phase = OVER  # R9.3 (X9): nobody can ever act again
            pos.result = DRAWN


def _end_turn(pos: FlatwarState) -> None:
    pos.phase = DRAW
    pos.side = -1
    pos.card = -1
    pos.ap = 0
    pos.used = 0
    pos.cav = None
    limit = pos.game.turn_limit
    if limit and pos.turns >= limit:  # R9.2
        pos.phase = OVER
        pos.result = DRAWN


# -- hidden information ---------------------------------------------------------------


def determinize(pos: FlatwarState, seat: int, rng: random.Random) -> FlatwarState:
    """With the hidden build (R2.7), the armies of the other sides that have built are
    hidden from ``seat`` until every side has: each is drawn afresh, uniformly among the
    armies that spend all 25 points (what the other seat most likely bought; leftover
    points are lost, R2.3). Nothing else is hidden."""
    game = pos.game
    if pos.phase != BUILD or not game.hidden_build:
        return pos
    armies = game.armies
    reserve = list(pos.reserve)
    changed = False
    for s in range(pos.side):
        if s != seat and armies[s] == "build":
            reserve[4 * s : 4 * s + 4] = FULL_ARMIES[rng.randrange(len(FULL_ARMIES))]
            changed = True
    if not changed:
        return pos
    n = pos.copy()
    n.reserve = tuple(reserve)
    return n


def hides_from(pos: FlatwarState, seat: int) -> bool:
    """Only the hidden build hides anything (R2.7), and only until every side has built:
    the game never returns to the build."""
    return pos.phase == BUILD and pos.game.hidden_build


# -- outcome --------------------------------------------------------------


def outcome(pos: FlatwarState) -> Outcome | None:
    if pos.phase != OVER:
        return None
    n = pos.game.sides
    if pos.result == DRAWN:
        limit = pos.game.turn_limit
        if limit and pos.turns >= limit:
            reason = said("flatwar-end-turn-limit", cards=pos.turns)
        elif not any(_has_action(pos, s, 0) for s in range(n)):
            reason = said("flatwar-end-no-action")  # R9.3
        else:
            reason = said("flatwar-end-no-attack")  # R9.4
        if n == 2:
            return Outcome.told((0.0, 0.0), (), reason)
        alive = tuple(pos.alive())  # R10.6: a draw between the sides still standing
        keys = ("first", "second", "third", "fourth")
        names = said(
            f"flatwar-list-{len(alive)}",
            **{
                key: said(f"flatwar-side-{SIDE_NAMES[s]}")
                for key, s in zip(keys[: len(alive)], alive, strict=True)
            },
        )
        scores = tuple(1.0 if s in alive else 0.0 for s in range(n))
        return Outcome.told(
            scores, alive, said("flatwar-end-draw-between", reason=reason, sides=names)
        )
    winner = pos.result
    scores = tuple(1.0 if s == winner else 0.0 for s in range(n))
    if n == 2:
        loser = said(f"flatwar-side-{SIDE_NAMES[1 - winner]}")
        return Outcome.told(scores, (winner,), said("flatwar-end-no-square", side=loser))
    alone = said(f"flatwar-side-{SIDE_NAMES[winner]}")
    return Outcome.told(scores, (winner,), said("flatwar-end-last-square", side=alone))
