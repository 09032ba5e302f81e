"""OrcWar's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

OrcWar's compound decisions are already a sequence of single steps in the rules (a trade is
``offer P2``, then ``give X`` / ``ask X`` one chip at a time, then ``send``, ``accept`` or
``decline``, ``hand X``; a payment is one ``pay`` of a multiset of gold chips; a move is
``B3-7`` or ``B3-7-8``), so every step is one action of a finite space. With the game's data
(:mod:`.data`: horde chip codes ``K`` = troops, bosses, ``sha``, ``spy``, fortresses, war
machines, ``mine``; ``A`` areas 0..NUM_AREAS; players ``P1..P6`` (R13.1); ``B`` bosses
``B1..``), the listed
texts, in this order (docs/rules/orcwar.md, Notation):

1. the words ``done buy redraw accept reroll allow refuse fight escape die retreat stay send
   cancel decline`` and ``take fort``, ``to tunnel``, ``hit npc``;
2. ``pay`` of every multiset of 1 to 12 gold chips (1, 2, 3; written smallest first);
3. per player P: ``first P``, ``parley P``, ``offer P``, ``spy P look``, ``spy P steal``,
   then ``spy P kill B`` for every boss;
4. per chip X (K, then ``g1 g2 g3``, then prisoners ``pB``): ``swap X``, ``give X``, ``ask X``,
   ``hand X``, ``discard X``, ``sell X``, ``lose X``, ``take X``;
5. per area: ``to A``;
6. per boss B: ``B tunnel``, ``B mine``, ``plunder B``, ``hit B``, ``execute B``, ``take B``,
   ``B take W``, ``B mach V``, ``B fort V`` per value, ``B+K`` and ``shelter B K`` per chip kind,
   ``B@A`` and ``B-A`` per area, and ``B-A-C`` per pair of areas;
7. ``rob N``: caravan ids grow through a game, so ``rob N`` takes slot ``N mod 64`` of 64 (at
   most five caravans exist at once, one per caravan chip; two caravans whose ids differ by a
   multiple of 64 would share a slot, which :meth:`Encoding.legal_actions` reports by name).

Chance (draws, dice, setup) is not in the action space: at most 64 outcomes a node.

Observation (a vector) from the seat's view only: per area its controller (none or seat,
one-hot), fortress value, mine, war machines left there, and each seat's army strength and
boss count there; per boss its owner (none or seat), area, strength, shamans, machines, loot,
flags; the seat's own hand (count per chip kind) and gold (g1, g2, g3); per seat its hand size,
gold count, lands, prisoners, and being in the turn order; the round, the phase (one-hot), the
seat is to move, a battle is running, a trade offer is open, the cups' sizes. Each value is
scaled into [0, 1] (capped). The other seats' hands are never in the view, so never here.

:meth:`OrcWarEncoding.observe_into` (and :meth:`~OrcWarEncoding.observation`) write the same
floats straight from the position, without building the view: the areas' controllers,
fortresses, mines and machines left, the armies, the seat's own hand and gold
(``state.hands[seat]``, ``state.gold[seat]``: the seat's, never another's), each seat's
number of horde chips and of gold chips, lands, prisoners and place in the turn order, the
round, the phase, who is to move, whether a battle runs or an offer is open, and the cups'
total sizes: each of them in the seat's view. Another seat's chips are read only as their
count (``sum``), which a determinized state keeps, so the seat's observation of it is the
same. :meth:`OrcWarEncoding.observe` of the view stays the reference
(tests/orcwar/test_observe_into.py, tests/rl/test_fast_paths.py).
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from itertools import combinations_with_replacement
from typing import Any

from wartable.core.encoding import Features, ListedEncoding, fill
from wartable.core.errors import WartableError, shown
from wartable.core.game import Game, Move, State

from .data import (
    FORT_VALUES,
    KIND_CODES,
    MACH_VALUES,
    NUM_AREAS,
    NUM_BOSSES,
    NUM_KINDS,
    ORC_LANDS,
    PHASES,
)
from .state import OrcState, army_strength

SEATS = 6
MAX_PAY = 12
#: the observation's layout (:meth:`OrcWarEncoding.observe`): per area its controller (none or
#: seat: 1 + SEATS), fortress, mine and machines left (3), then per seat strength and armies
AREA_BLOCK = 1 + SEATS + 3 + 2 * SEATS
#: per boss its owner (1 + SEATS) and seven numbers
BOSS_BLOCK = 1 + SEATS + 7
BOSSES_AT = NUM_AREAS * AREA_BLOCK
HAND_AT = BOSSES_AT + NUM_BOSSES * BOSS_BLOCK
SEATS_AT = HAND_AT + NUM_KINDS + 3
TAIL_AT = SEATS_AT + 6 * SEATS
PHASE_SLOT = {name: i for i, name in enumerate(PHASES)}
ROB_SLOTS = 64
WORDS = (
    "done buy redraw accept reroll allow refuse fight escape die retreat stay send cancel decline"
).split() + ["take fort", "to tunnel", "hit npc"]
GOLD = ("g1", "g2", "g3")


def _texts() -> list[str]:
    bosses = [f"B{i + 1}" for i in range(NUM_BOSSES)]
    areas = range(NUM_AREAS + 1)
    chips = [*KIND_CODES, *GOLD, *(f"p{b}" for b in bosses)]
    texts = list(WORDS)
    for n in range(1, MAX_PAY + 1):
        for combo in combinations_with_replacement("123", n):
            texts.append("pay " + "+".join(combo))
    for n in range(1, SEATS + 1):
        p = f"P{n}"
        texts += [f"first {p}", f"parley {p}", f"offer {p}", f"spy {p} look", f"spy {p} steal"]
        texts += [f"spy {p} kill {b}" for b in bosses]
    for x in chips:
        for verb in ("swap", "give", "ask", "hand", "discard", "sell", "lose", "take"):
            texts.append(f"{verb} {x}")
    texts += [f"to {a}" for a in areas]
    for b in bosses:
        texts += [f"{b} tunnel", f"{b} mine", f"plunder {b}", f"hit {b}", f"execute {b}"]
        texts += [f"take {b}"] if f"take {b}" not in texts else []
        texts += [f"{b} take W{v}" for v in MACH_VALUES]
        texts += [f"{b} mach {v}" for v in MACH_VALUES]
        texts += [f"{b} fort {v}" for v in FORT_VALUES]
        texts += [f"{b}+{k}" for k in KIND_CODES]
        texts += [f"shelter {b} {k}" for k in KIND_CODES]
        texts += [f"{b}@{a}" for a in areas] + [f"{b}-{a}" for a in areas]
        texts += [f"{b}-{a}-{c}" for a in areas for c in areas]
    return texts


class OrcWarEncoding(ListedEncoding):
    max_chance_outcomes = 64

    def __init__(self, game: Game) -> None:
        texts = _texts()
        unique = list(dict.fromkeys(texts))
        super().__init__(game, unique)
        self.rob = self.num_actions
        self.num_actions += ROB_SLOTS
        self.players = game.num_players
        self.observation_shape = (len(self.observe(_EMPTY_VIEW, 0)),)
        assert self.observation_shape == (TAIL_AT + 6 + len(PHASES),)
        # the observation of a position with nothing in it: every boss absent (its owner
        # "none" set), all else 0
        template = array("d", bytes(8 * self.observation_shape[0]))
        for i in range(NUM_BOSSES):
            template[BOSSES_AT + i * BOSS_BLOCK] = 1.0
        self._template = template

    def index_of_text(self, text: str) -> int:
        if text.startswith("rob "):
            number = text[4:]
            if not number.isdigit():
                raise WartableError(f"orcwar encoding: move {shown(text)}: no caravan id")
            return self.rob + int(number) % ROB_SLOTS
        return super().index_of_text(text)

    def action_of(self, state: State, move: Move) -> int:
        """A move is its own text in OrcWar (``State.move_text`` is ``str(move)``): looked up
        as it is."""
        index = self.index.get(move)
        return index if index is not None else self.index_of_text(str(move))

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        get = self.index.get
        out = [get(m, -1) for m in moves]
        if -1 in out:
            out = [
                i if i >= 0 else self.index_of_text(str(m)) for i, m in zip(out, moves, strict=True)
            ]
        return out

    def describe(self, action: int) -> str:
        action = self.check_action(action)
        if action >= self.rob:
            return f"rob the caravan whose id is {action - self.rob} mod {ROB_SLOTS}"
        return self.texts[action]

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        f = Features()
        seats = range(SEATS)
        armies = view.get("armies") or {}
        control = view.get("control") or [-1] * NUM_AREAS
        fortress = view.get("fortress") or [0] * NUM_AREAS
        mine = view.get("mine") or [0] * NUM_AREAS
        left = view.get("left_machines") or [[]] * NUM_AREAS
        # each (seat, area)'s armies' strength and count, in one pass over the armies
        strength: dict[tuple[Any, Any], int] = {}
        count: dict[tuple[Any, Any], int] = {}
        for arm in armies.values():
            key = (arm["owner"], arm["area"])
            strength[key] = strength.get(key, 0) + arm["strength"]
            count[key] = count.get(key, 0) + 1
        out = f.values
        who = (-1, *seats)
        zeros = [0.0] * (2 * SEATS)
        start = len(out)
        block = len(who) + 3 + 2 * SEATS
        for a in range(NUM_AREAS):
            out += [1.0 if control[a] == c else 0.0 for c in who]
            x = fortress[a] / 3
            out.append(x if x < 1.0 else 1.0)
            out.append(1.0 if mine[a] else 0.0)
            x = len(left[a]) / 3
            out.append(x if x < 1.0 else 1.0)
            out += zeros
        for (owner, area), total in strength.items():
            if owner in seats and 1 <= area <= NUM_AREAS:
                at = start + (area - 1) * block + len(who) + 3 + 2 * owner
                x = total / 40
                out[at] = x if x < 1.0 else 1.0
                x = count[owner, area] / 3
                out[at + 1] = x if x < 1.0 else 1.0
        for i in range(NUM_BOSSES):
            arm = armies.get(f"B{i + 1}")
            if arm is None:
                f.one_hot(-1, (-1, *seats))
                f.extend([0.0] * 7)
                continue
            f.one_hot(arm["owner"], (-1, *seats))
            f.add(min(1.0, arm["area"] / NUM_AREAS))
            f.add(min(1.0, arm["strength"] / 40))
            f.add(min(1.0, arm["shamans"] / 3))
            f.add(min(1.0, len(arm["machines"]) / 3))
            f.add(min(1.0, sum(arm["loot"]) / 6))
            f.add(min(1.0, len(arm["troops"]) / 10))
            f.add(min(1.0, arm["flags"] / 7))
        hand = view.get("hand") or {}
        gold = view.get("gold") or {}
        f.extend(min(1.0, hand.get(k, 0) / 4) for k in KIND_CODES)
        f.extend(min(1.0, gold.get(g, 0) / 8) for g in GOLD)
        hands = view.get("hand_counts") or []
        golds = view.get("gold_counts") or []
        lands = view.get("lands") or []
        prisoners = view.get("prisoners") or []
        order = view.get("order") or []
        for s in seats:
            f.add(min(1.0, hands[s] / 20) if s < len(hands) else 0.0)
            f.add(min(1.0, golds[s] / 20) if s < len(golds) else 0.0)
            f.add(min(1.0, lands[s] / 10) if s < len(lands) else 0.0)
            f.add(min(1.0, len(prisoners[s]) / 3) if s < len(prisoners) else 0.0)
            f.add(float(s in order))
            f.add(float(seat == s))
        f.add(min(1.0, (view.get("round") or 0) / 20))
        f.one_hot(view.get("phase"), PHASES)
        f.add(float(seat is not None and view.get("to_move") == seat))
        f.add(float(view.get("battle") is not None))
        f.add(float(view.get("offer") is not None))
        f.add(min(1.0, (view.get("hcup_size") or 0) / 100))
        f.add(min(1.0, (view.get("mcup_size") or 0) / 100))
        return f.values

    def observation(self, state: State, seat: int | None) -> list[float]:
        return self.observation_buffer(state, seat).tolist()

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        fill(out, self.observation_buffer(state, seat))

    def observation_buffer(self, state: State, seat: int | None) -> array[float]:
        """The observation as an ``array('d')`` from the position: the same floats as
        :meth:`observe` of the seat's view, each computed as the view's number would be.
        Of the hidden chips it reads the seat's own hand and gold only, and of the other
        hands and the cups their sizes, which every view shows."""
        assert isinstance(state, OrcState)
        out = array("d", self._template)
        _areas_into(state, out)
        _armies_into(state, out)
        _seats_into(state, seat, out)
        at = TAIL_AT
        x = (state.rnd or 0) / 20
        out[at] = x if x < 1.0 else 1.0
        out[at + 1 + PHASE_SLOT[PHASES[state.phase]]] = 1.0
        at += 1 + len(PHASES)
        if seat is not None and state.to_move() == seat:
            out[at] = 1.0
        if state.bt is not None:
            out[at + 1] = 1.0
        if state.offer is not None:
            out[at + 2] = 1.0
        x = sum(state.hcup) / 100
        out[at + 3] = x if x < 1.0 else 1.0
        x = sum(state.mcup) / 100
        out[at + 4] = x if x < 1.0 else 1.0
        return out


def _areas_into(state: OrcState, out: array[float]) -> None:
    """Each area's controller, fortress, mine and war machines left (all public)."""
    for base, c, fort, mine, left in zip(
        _AREA_BASES, state.control, state.fort, state.mine, state.left, strict=True
    ):
        if base < 0:  # area 0: no area (the lists are indexed by area number)
            continue
        if -1 <= c < SEATS:
            out[base + 1 + c] = 1.0
        if fort:
            x = fort / 3
            out[base + 1 + SEATS] = x if x < 1.0 else 1.0
        if mine:
            out[base + 2 + SEATS] = 1.0
        if left:
            x = len(left) / 3
            out[base + 3 + SEATS] = x if x < 1.0 else 1.0


#: where each area's block starts (-1 for the unused area 0)
_AREA_BASES = (-1, *((a - 1) * AREA_BLOCK for a in range(1, NUM_AREAS + 1)))


def _armies_into(state: OrcState, out: array[float]) -> None:
    """Each boss on the map (its owner, area, strength, shamans, machines, loot, troops and
    flags; the template has every boss absent), and each seat's armies in each area (their
    strength summed, and their number), all public."""
    strength: dict[tuple[int, int], int] = {}
    count: dict[tuple[int, int], int] = {}
    for b, arm in state.armies.items():
        owner, area = arm.owner, arm.area
        total = army_strength(arm)
        key = (owner, area)
        strength[key] = strength.get(key, 0) + total
        count[key] = count.get(key, 0) + 1
        if not 0 <= b < NUM_BOSSES:
            continue
        base = BOSSES_AT + b * BOSS_BLOCK
        if owner != -1:
            out[base] = 0.0
            if 0 <= owner < SEATS:
                out[base + 1 + owner] = 1.0
        at = base + 1 + SEATS
        x = area / NUM_AREAS
        out[at] = x if x < 1.0 else 1.0
        x = total / 40
        out[at + 1] = x if x < 1.0 else 1.0
        x = arm.shamans / 3
        out[at + 2] = x if x < 1.0 else 1.0
        x = len(arm.machines) / 3
        out[at + 3] = x if x < 1.0 else 1.0
        x = sum(arm.loot) / 6
        out[at + 4] = x if x < 1.0 else 1.0
        x = len(arm.troops) / 10
        out[at + 5] = x if x < 1.0 else 1.0
        x = arm.flags / 7
        out[at + 6] = x if x < 1.0 else 1.0
    for (owner, area), total in strength.items():
        if 0 <= owner < SEATS and 1 <= area <= NUM_AREAS:
            at = (area - 1) * AREA_BLOCK + 4 + SEATS + 2 * owner
            x = total / 40
            out[at] = x if x < 1.0 else 1.0
            x = count[owner, area] / 3
            out[at + 1] = x if x < 1.0 else 1.0


def _seats_into(state: OrcState, seat: int | None, out: array[float]) -> None:
    """The seat's own hand and gold (only its own: another's chips stay hidden), then per seat
    its numbers of horde and gold chips, lands and prisoners (public), its place in the turn
    order and whether it is the observing seat."""
    n = state.n
    if seat is not None and 0 <= seat < n:
        for k, c in enumerate(state.hands[seat]):
            if c:
                x = c / 4
                out[HAND_AT + k] = x if x < 1.0 else 1.0
        for i, c in enumerate(state.gold[seat][:3]):
            if c:
                x = c / 8
                out[HAND_AT + NUM_KINDS + i] = x if x < 1.0 else 1.0
    lands = [0] * SEATS
    control = state.control
    for a in ORC_LANDS:
        c = control[a]
        if 0 <= c < n:
            lands[c] += 1
    hands, gold, prisoners = state.hands, state.gold, state.prisoners
    for p in range(min(n, SEATS)):
        at = SEATS_AT + 6 * p
        x = sum(hands[p]) / 20
        out[at] = x if x < 1.0 else 1.0
        x = sum(gold[p]) / 20
        out[at + 1] = x if x < 1.0 else 1.0
        x = lands[p] / 10
        out[at + 2] = x if x < 1.0 else 1.0
        x = len(prisoners[p]) / 3
        out[at + 3] = x if x < 1.0 else 1.0
    for p in state.order:
        if 0 <= p < SEATS:
            out[SEATS_AT + 6 * p + 4] = 1.0
    if seat is not None and seat in range(SEATS):
        out[SEATS_AT + 6 * seat + 5] = 1.0


#: a view with nothing in it: fixes the observation's length
_EMPTY_VIEW: dict[str, Any] = {}


def encoding(game: Game) -> OrcWarEncoding:
    return OrcWarEncoding(game)


__all__ = ["OrcWarEncoding", "encoding"]
