"""OrcWar Tree: the state, the rules engine (a stack of pending tasks) and the text forms.

Flow of play: ``self.stack`` holds frames (a NamedTuple per kind: :class:`Movement`,
:class:`Trim`..., the union :data:`Frame`; item 0, ``kind``, names it). The top
frame decides who moves: a *decision* frame names a seat and lists that seat's moves, a
*chance* frame lists outcomes, an *automatic* frame runs at once. Applying a move acts on the
top frame (which pops itself or pushes more work), then automatic frames run until the next
decision or chance node. When the stack is empty the next phase is started. Rule numbers
(R...) refer to docs/rules/orcwar.md.

The position's records are NamedTuples, read by field: :class:`Army`, :class:`Caravan`,
:class:`Truce` and :class:`Intel` (tuples still, so positions copy, compare and hash as
plain tuples did, and the C evaluation reads armies by position); the battle being fought is
a :class:`Battle` dict. The frames are NamedTuples too, one class per kind (:data:`FRAMES`),
whose items are those of the position text's task lines.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from enum import IntEnum
from operator import gt, lt, sub
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, TypedDict

from wartable.core.game import CHANCE, TERMINAL, Move, Outcome, State, sample_chance
from wartable.core.messages import Said, said

from . import data as D

if TYPE_CHECKING:
    from .game import OrcWar


class Army(NamedTuple):
    """A boss on the map with the units under it (R6): a tuple, so that positions copy, compare
    and hash as before (the C evaluation reads it by position, in this order)."""

    owner: int  #: the seat
    area: int  #: 1..NUM_AREAS; 0 while its setup area is being chosen (R2.3)
    troops: tuple[int, ...]  #: troop kinds, one per unit
    shamans: int
    machines: tuple[int, ...]  #: war machine values, highest first (R6.6)
    loot: tuple[int, int, int]  #: carried gold chips: g1, g2, g3 (R8)
    flags: int  #: bits of :class:`ArmyFlag` (F_MOVED | F_TUNNEL | F_PLUNDERED), this round


class Truce(NamedTuple):
    """Two players' truce in an area (R8.2), kept from battle to battle while both stay."""

    seat: int  #: the lower seat
    other: int  #: the higher seat
    area: int


class Intel(NamedTuple):
    """What a spy's look (R6.7) showed: ``target``'s hand and gold, seen by ``viewer``."""

    viewer: int
    target: int
    hand: tuple[int, ...]  #: chips per horde kind
    gold: tuple[int, ...]  #: g1, g2, g3


class Battle(TypedDict):
    """The battle being fought (R8), ``OrcState.bt``: a dict, written in the position text
    as a JSON object with these keys (R12)."""

    area: int
    npc: tuple[int, ...]  #: the strengths of the non-player units (a caravan's guards)
    ctx: tuple[Any, ...]  #: why it is fought: ``("pvp",)``, ``("car", cid)``...
    defender: int  #: the seat a fortress helps (R8.9), or -9
    foe: int  #: the seat the non-player units fight
    fort_ok: int
    tunnelers: tuple[int, ...]
    tried: tuple[Any, ...]
    peace: tuple[tuple[int, int], ...]  #: pairs of seats not fighting each other (R8.2)
    stage: str  #: parley, shelter, roll, target, assign, retreat or end
    idx: int
    dice: tuple[int, ...]
    left: int
    rolls: tuple[Any, ...]
    hits: tuple[Any, ...]
    marked: tuple[Any, ...]
    pend: tuple[Any, ...]
    #: while a hit is assigned: (boss, ...) read as one, else None
    asg: Any
    forced: tuple[int, ...]
    orphans: int  #: shamans whose boss fell (R8.7)
    lmach: tuple[int, ...]  #: war machines left by destroyed armies
    loot: tuple[int, ...]  #: g1, g2, g3 of destroyed armies (R8.13)
    rounds: int
    rollers: tuple[int, ...]
    asked: tuple[int, ...]


class Caravan(NamedTuple):
    """A caravan on its route (R4): its cargo is public (R1.3)."""

    cid: int  #: its id, 1.. (``rob N``)
    route: int  #: index into data.ROUTES
    stop: int  #: index into its route's stops
    cargo: tuple[int, int, int]  #: gold chips: g1, g2, g3
    guards: int  #: strength-5 units (R4.2)
    trap: int  #: 1 for a trap caravan (R9.2), else 0


#: ``known[s][p]``: what seat s knows player p holds (D18), horde kinds then g1 g2 g3
Knowledge = tuple[tuple[tuple[int, ...], ...], ...]


class Rating(IntEnum):
    """Which of a boss's two ratings a test is made against (R1.6): the third item of a
    ``test`` frame (an int, so the frame's text stays ``0``/``1``)."""

    LEADERSHIP = 0
    AGILITY = 1


class ArmyFlag(IntEnum):
    """The bits of :attr:`Army.flags`, set during a round and cleared at its movement phase.
    An IntEnum, not an IntFlag: ``flags & F_MOVED`` and ``flags | F_TUNNEL`` stay int
    arithmetic (an IntFlag's operators are Python functions, about 1 µs each, on the move
    generator's path) and the flags stay a plain int, written ``flags=3`` (R12)."""

    MOVED = 1  #: moved this round (R6)
    TUNNEL = 2  #: came through the tunnels this round (R6.5: no fortress shelters from it)
    PLUNDERED = 4  #: plundered this round (R9.1: once each)


F_MOVED = ArmyFlag.MOVED
F_TUNNEL = ArmyFlag.TUNNEL
F_PLUNDERED = ArmyFlag.PLUNDERED


# -- the frames -------------------------------------------------------------------------
# A frame is one pending task on ``OrcState.stack``: a NamedTuple per kind, read by field.
# Item 0, ``kind``, names the kind (the tables below are keyed by it) and the items are the
# task line of the position text as they are (``task ["trim",1,3]``, R12): a frame still
# writes, compares and hashes as the plain tuple it replaced. Constructors take the kind
# first (``Trim("trim", p, n)``, checked by mypy against the class's Literal).


class SetupBoss(NamedTuple):
    """R2.1: draw a boss from the cup for ``seat``."""

    kind: Literal["setup_boss"]
    seat: int


class SetupArea(NamedTuple):
    """R2.1: draw the free orc land where ``seat``'s new ``boss`` starts."""

    kind: Literal["setup_area"]
    seat: int
    boss: int


class SetupHand(NamedTuple):
    """R2.1: draw chips (no boss) until ``seat`` holds five."""

    kind: Literal["setup_hand"]
    seat: int


class Swap(NamedTuple):
    """R2.2: ``seat`` swaps chips of the starting hand for gold, or is done."""

    kind: Literal["swap"]
    seat: int


class HordeDraw(NamedTuple):
    """R5.1: draw one horde chip into ``seat``'s hand."""

    kind: Literal["hdraw"]
    seat: int


class Buy(NamedTuple):
    """R5.2: ``seat`` buys a chip (``bought`` so far, at most two), redraws (R5.3) or is done."""

    kind: Literal["buy"]
    seat: int
    bought: int
    #: 0, kept for the text: the redraw is recorded in :attr:`OrcState.redrawn`
    redrawn: int


class Pay(NamedTuple):
    """R2.4: ``seat`` pays ``price`` in gold chips."""

    kind: Literal["pay"]
    seat: int
    price: int


class Rolloff(NamedTuple):
    """R6.1: the die decides which of the tied ``seats`` chooses who moves first."""

    kind: Literal["rolloff"]
    seats: tuple[int, ...]


class ChooseFirst(NamedTuple):
    """R6.1: ``seat`` names the player who moves first."""

    kind: Literal["first"]
    seat: int


class Movement(NamedTuple):
    """R6: ``seat``'s movement turn: marches, tunnels, machines taken, the spy, done."""

    kind: Literal["move"]
    seat: int


class Tunnel(NamedTuple):
    """R6.5: the d20 of ``boss``'s tunnel exit; ``rerolled`` 1 once the first exit was
    refused (the second is taken as it falls)."""

    kind: Literal["tunnel"]
    boss: int
    rerolled: int


class TunnelPick(NamedTuple):
    """R6.5: ``boss``'s owner takes the exit ``area`` or rolls once more."""

    kind: Literal["tunnel_pick"]
    boss: int
    area: int


class Steal(NamedTuple):
    """R6.7: the die of ``seat``'s spy stealing from ``victim``."""

    kind: Literal["steal"]
    seat: int
    victim: int


class StealDraw(NamedTuple):
    """R6.7: the chip ``seat``'s spy draws from ``victim``'s hand or purse."""

    kind: Literal["steal_draw"]
    seat: int
    victim: int


class Allow(NamedTuple):
    """R6.4: the player met on the way lets ``boss`` pass on to ``area``, or refuses."""

    kind: Literal["allow"]
    boss: int
    area: int


class RatingTest(NamedTuple):
    """R1.6: a die against ``boss``'s ``rating``; ``rerolled`` 1 after a shaman's reroll.
    What follows depends on ``purpose`` and its ``payload``: ``pass`` (the area passed to),
    ``assassin`` (0), ``truce`` (the :class:`Truce`'s three numbers), ``parley`` and
    ``parley2`` (the two seats), ``retreat`` (the seat), ``escape`` (the captor, or -1)."""

    kind: Literal["test"]
    boss: int
    rating: Rating
    purpose: str
    payload: Any
    rerolled: int


class Deploy(NamedTuple):
    """R7: ``seat``'s deployment turn."""

    kind: Literal["deploy"]
    seat: int


class CaravanRoute(NamedTuple):
    """R4.2: the d6 of a new caravan's route."""

    kind: Literal["car_route"]


class CaravanLoad(NamedTuple):
    """R4.2: ``draws`` more money chips to draw into caravan ``cid``'s cargo."""

    kind: Literal["car_load"]
    cid: int
    draws: int


class CaravanEvent(NamedTuple):
    """R9.2: the die of the caravan table for caravan ``cid``."""

    kind: Literal["car_evt"]
    cid: int


class GoldDraw(NamedTuple):
    """R9.6: ``draws`` more gold chips to draw for ``target``: a boss's loot (``dest``
    ``loot``), a seat's purse (``hand``) or a caravan's cargo (``cargo``, a caravan id)."""

    kind: Literal["gdraw"]
    target: int
    draws: int
    dest: str


class Trim(NamedTuple):
    """R9.4: ``seat`` discards ``discards`` more chips."""

    kind: Literal["trim"]
    seat: int
    discards: int


class Plunder(NamedTuple):
    """R9.1: ``seat``'s plunder turn."""

    kind: Literal["plunder"]
    seat: int


class PlunderDraw(NamedTuple):
    """R9.1: ``draws`` more money chips that ``boss`` plunders in ``area``."""

    kind: Literal["pl"]
    boss: int
    area: int
    draws: int


class PlunderEvent(NamedTuple):
    """R9.1: the die of the plunder table, for ``boss`` in ``area``."""

    kind: Literal["pl_evt"]
    boss: int
    area: int


class RichVillage(NamedTuple):
    """R9.1: ``draws`` more chips of a rich village for ``boss`` in ``area`` (R9.8: an event
    drawn goes back)."""

    kind: Literal["rich"]
    boss: int
    area: int
    draws: int


class Adventurers(NamedTuple):
    """R9.1: the die of how many adventurers fight ``boss``."""

    kind: Literal["adv_n"]
    boss: int


class AdventurerStrength(NamedTuple):
    """R9.1: the die of the strength of each of the ``adventurers`` fighting ``boss``."""

    kind: Literal["adv_s"]
    boss: int
    adventurers: int


class Sell(NamedTuple):
    """R9.1 (slavers): ``boss``'s owner sells troops (strength ``sold`` so far) or is done."""

    kind: Literal["sell"]
    boss: int
    sold: int


class Recruit(NamedTuple):
    """R9.1 (recruits): ``draws`` more horde chips drawn for ``boss`` (troops join)."""

    kind: Literal["recruit"]
    boss: int
    draws: int


class Mining(NamedTuple):
    """R9.5: start the draws of every worked mine."""

    kind: Literal["mining"]


class MineDraw(NamedTuple):
    """R9.5: the money chip that ``seat``'s mine in ``area`` yields."""

    kind: Literal["mine_draw"]
    seat: int
    area: int


class MineEvent(NamedTuple):
    """R9.3: the die of the mine table, for ``seat``'s mine in ``area``."""

    kind: Literal["mine_evt"]
    seat: int
    area: int


class CaveIn(NamedTuple):
    """R9.3: the die of whether ``seat`` loses a troop in ``area``'s cave-in."""

    kind: Literal["cavein"]
    seat: int
    area: int


class LoseTroop(NamedTuple):
    """R9.3: ``seat`` chooses the troop lost in ``area``'s cave-in."""

    kind: Literal["lose"]
    seat: int
    area: int


class Deposit(NamedTuple):
    """R9.7: the loot of bosses at home goes into their owners' purses."""

    kind: Literal["deposit"]


class Trade(NamedTuple):
    """R10: ``seat``'s trade turn; ``offered``: the seats it made an offer to."""

    kind: Literal["trade"]
    seat: int
    offered: tuple[int, ...]


class BuildOffer(NamedTuple):
    """R10.2: ``seat`` builds its offer (:attr:`OrcState.offer`)."""

    kind: Literal["build"]
    seat: int


class AnswerOffer(NamedTuple):
    """R10.3: ``seat`` accepts or declines the offer made to it."""

    kind: Literal["answer"]
    seat: int


class Handover(NamedTuple):
    """R10.4: ``giver`` hands ``receiver`` the ``chips`` horde chips and ``gold`` gold chips
    that the accepted offer promised (which ones is the giver's choice)."""

    kind: Literal["handover"]
    giver: int
    receiver: int
    chips: int
    gold: int


class Fight(NamedTuple):
    """R8: the running battle, :attr:`OrcState.bt`, through its stages."""

    kind: Literal["bt"]


class Finish(NamedTuple):
    """R8.5: the finishing die of ``boss``'s unit of ``troop`` with ``hits`` taken."""

    kind: Literal["finish"]
    boss: int
    troop: int
    hits: int


class Fate(NamedTuple):
    """R8.6: ``boss``, its army destroyed, tries to escape ``captor`` (or -1) or dies."""

    kind: Literal["fate"]
    boss: int
    captor: int


class RetreatTo(NamedTuple):
    """R8.8: ``seat`` chooses where its armies retreat."""

    kind: Literal["retreat_to"]
    seat: int


class TunnelRetreat(NamedTuple):
    """R8.8: the d20 of where ``seat``'s armies come out of the tunnel."""

    kind: Literal["tunnel_retreat"]
    seat: int


class Battles(NamedTuple):
    """R8.1: ``seat``'s battles: fought where it meets others, caravans robbed by choice
    (``robbed``: their ids)."""

    kind: Literal["battles"]
    seat: int
    robbed: tuple[int, ...]


class Control(NamedTuple):
    """R8.11: the orc lands held by one player alone change hands."""

    kind: Literal["control"]


class AnswerParley(NamedTuple):
    """R8.2: ``seat`` accepts or refuses ``other``'s parley."""

    kind: Literal["answer_parley"]
    seat: int
    other: int


#: any frame
Frame = (
    SetupBoss
    | SetupArea
    | SetupHand
    | Swap
    | HordeDraw
    | Buy
    | Pay
    | Rolloff
    | ChooseFirst
    | Movement
    | Tunnel
    | TunnelPick
    | Steal
    | StealDraw
    | Allow
    | RatingTest
    | Deploy
    | CaravanRoute
    | CaravanLoad
    | CaravanEvent
    | GoldDraw
    | Trim
    | Plunder
    | PlunderDraw
    | PlunderEvent
    | RichVillage
    | Adventurers
    | AdventurerStrength
    | Sell
    | Recruit
    | Mining
    | MineDraw
    | MineEvent
    | CaveIn
    | LoseTroop
    | Deposit
    | Trade
    | BuildOffer
    | AnswerOffer
    | Handover
    | Fight
    | Finish
    | Fate
    | RetreatTo
    | TunnelRetreat
    | Battles
    | Control
    | AnswerParley
)

#: the frame class of each kind (a task line's first item, R12)
FRAMES: dict[str, type[Frame]] = {
    "setup_boss": SetupBoss,
    "setup_area": SetupArea,
    "setup_hand": SetupHand,
    "swap": Swap,
    "hdraw": HordeDraw,
    "buy": Buy,
    "pay": Pay,
    "rolloff": Rolloff,
    "first": ChooseFirst,
    "move": Movement,
    "tunnel": Tunnel,
    "tunnel_pick": TunnelPick,
    "steal": Steal,
    "steal_draw": StealDraw,
    "allow": Allow,
    "test": RatingTest,
    "deploy": Deploy,
    "car_route": CaravanRoute,
    "car_load": CaravanLoad,
    "car_evt": CaravanEvent,
    "gdraw": GoldDraw,
    "trim": Trim,
    "plunder": Plunder,
    "pl": PlunderDraw,
    "pl_evt": PlunderEvent,
    "rich": RichVillage,
    "adv_n": Adventurers,
    "adv_s": AdventurerStrength,
    "sell": Sell,
    "recruit": Recruit,
    "mining": Mining,
    "mine_draw": MineDraw,
    "mine_evt": MineEvent,
    "cavein": CaveIn,
    "lose": LoseTroop,
    "deposit": Deposit,
    "trade": Trade,
    "build": BuildOffer,
    "answer": AnswerOffer,
    "handover": Handover,
    "bt": Fight,
    "finish": Finish,
    "fate": Fate,
    "retreat_to": RetreatTo,
    "tunnel_retreat": TunnelRetreat,
    "battles": Battles,
    "control": Control,
    "answer_parley": AnswerParley,
}

#: the longest move text read (real ones are at most about 20 characters)
MAX_MOVE_TEXT = 200

PHASES = D.PHASES

K = D.KIND_CODES
EMPTY_ROW: tuple[int, ...] = (0,) * (D.NUM_KINDS + 3)


_NOTHING_KNOWN: dict[int, Knowledge] = {}


def no_knowledge(n: int) -> Knowledge:
    known = _NOTHING_KNOWN.get(n)
    if known is None:
        known = _NOTHING_KNOWN[n] = tuple(tuple(EMPTY_ROW for _ in range(n)) for _ in range(n))
    return known


_ROUND_LIMIT = re.compile(r"round limit ([0-9]+) reached \(most orc lands\)")


def _reason_said(reason: str) -> Said:
    """The message of a game's end (R11), from the reason the state keeps (its text form)."""
    if reason == "victory goal":
        return said("orcwar-end-victory")
    if reason == "no player has a boss left":
        return said("orcwar-end-no-boss")
    m = _ROUND_LIMIT.fullmatch(reason)
    if m:
        return said("orcwar-end-round-limit", round=int(m.group(1)))
    return said("orcwar-end-other", reason=reason)  # a position written by hand


def bname(b: int) -> str:
    return f"B{b + 1}"


def pname(p: int) -> str:
    """A seat as players see it, in moves, texts and errors: 1-based, ``P1``..``P6``."""
    return f"P{p + 1}"


def parse_seat(tok: str) -> int:
    """The seat of ``P1``..``P6`` (0-based inside); ValueError for anything else."""
    if len(tok) >= 2 and tok[0] in "Pp" and tok[1:].isdigit() and len(tok) <= 3:
        return int(tok[1:]) - 1
    raise ValueError(tok)


def parse_boss(tok: str) -> int:
    if len(tok) >= 2 and tok[0] == "B" and tok[1:].isdigit():
        b = int(tok[1:]) - 1
        if 0 <= b < D.NUM_BOSSES:
            return b
    raise ValueError(tok)


def kind_strength(k: int) -> int:
    if k < D.NUM_TROOPS:
        return D.TROOP_STRENGTH[k]
    return 0


def troops_strength(troops: tuple[int, ...]) -> int:
    return sum(D.TROOP_STRENGTH[k] for k in troops)


def army_strength(a: Army) -> int:
    return D.BOSS_STRENGTH + troops_strength(a.troops) + sum(a.machines)


def gold_value(g: tuple[int, ...] | list[int]) -> int:
    return g[0] + 2 * g[1] + 3 * g[2]


def payments(gold: list[int] | tuple[int, ...], price: int) -> list[tuple[int, int, int]]:
    """Every minimal set of gold chips reaching ``price`` (R2.4), as chip counts."""
    out = []
    for c in range(gold[2] + 1):
        for b in range(gold[1] + 1):
            for a in range(gold[0] + 1):
                v = a + 2 * b + 3 * c
                if v < price:
                    continue
                if (a and v - 1 >= price) or (b and v - 2 >= price) or (c and v - 3 >= price):
                    continue
                out.append((a, b, c))
    out.sort(key=lambda t: (t[0] + 2 * t[1] + 3 * t[2], t))
    return out


def pay_text(p: tuple[int, int, int]) -> str:
    return "pay " + "+".join(["1"] * p[0] + ["2"] * p[1] + ["3"] * p[2])


class OrcState(State):
    __slots__ = (
        "game",
        "n",
        "rnd",
        "phase",
        "hcup",
        "mcup",
        "hands",
        "gold",
        "control",
        "fort",
        "mine",
        "left",
        "armies",
        "caravans",
        "next_cid",
        "prisoners",
        "truces",
        "intel",
        "order",
        "stack",
        "bt",
        "held",
        "offer",
        "result",
        "broken",
        "redrawn",
        "known",
        "halved",
        "learn",
        "_legal",
    )

    game: OrcWar

    def __init__(self, game: OrcWar) -> None:
        self.game = game
        n = game.num_players
        self.n = n
        self.rnd = 0
        self.phase = 0
        self.hcup = list(D.HORDE_COUNTS)
        self.mcup = list(D.MONEY_COUNTS)
        self.hands = [[0] * D.NUM_KINDS for _ in range(n)]
        self.gold = [[0, 0, 0] for _ in range(n)]
        self.control = [-1] * (D.NUM_AREAS + 1)
        self.fort = [0] * (D.NUM_AREAS + 1)
        self.mine = [0] * (D.NUM_AREAS + 1)
        self.left: list[tuple[int, ...]] = [()] * (D.NUM_AREAS + 1)
        self.armies: dict[int, Army] = {}
        self.caravans: list[Caravan] = []
        self.next_cid = 1
        self.prisoners: list[tuple[int, ...]] = [()] * n
        self.truces: tuple[Truce, ...] = ()
        self.intel: tuple[Intel, ...] = ()
        self.order: tuple[int, ...] = tuple(range(n))
        self.stack: list[Frame] = []
        self.bt: Battle | None = None
        self.held = 0
        self.offer: tuple[Any, ...] | None = None
        self.result: tuple[tuple[int, ...], str] | None = None
        #: truces broken at this battle phase's re-test (rule 26: no fortress against them)
        self.broken: tuple[Truce, ...] = ()
        #: players who made the no-boss redraw this round (R5.3)
        self.redrawn: tuple[int, ...] = ()
        #: what each seat knows the others hold (D18): ``known[s][p]`` counts, per horde kind
        #: and then per gold value (g1 g2 g3), chips that seat s knows player p to hold; a
        #: lower bound, learnt only from what s has seen (:meth:`learn_move`)
        self.known: Knowledge = no_knowledge(n)
        #: the players whose gold was halved in this move (D2): which chips went is not shown
        self.halved: tuple[int, ...] = ()
        #: whether moves update :attr:`known`; off in samples (:meth:`determinize`), whose
        #: later positions know nothing (a search needs what the seat knows only at its root)
        self.learn = True
        self._legal: list[str] | None = None

    # -- construction -------------------------------------------------------------------

    @classmethod
    def initial(cls, game: OrcWar) -> OrcState:
        s = cls(game)
        for p in range(s.n):
            s.gold[p][0] = 3
            s.mcup[0] -= 3
        # everyone sees everyone take three g1 (R2.1)
        start = (0,) * D.NUM_KINDS + (3, 0, 0)
        s.known = tuple(
            tuple(EMPTY_ROW if o == p else start for p in range(s.n)) for o in range(s.n)
        )
        frames: list[Frame] = []
        for p in range(s.n):
            frames.append(SetupBoss("setup_boss", p))
            frames.append(SetupHand("setup_hand", p))
        for p in range(s.n):
            frames.append(Swap("swap", p))
        s.stack = frames[::-1]
        s.advance()
        return s

    def clone(self) -> OrcState:
        c = OrcState.__new__(OrcState)
        c.game = self.game
        c.n = self.n
        c.rnd = self.rnd
        c.phase = self.phase
        c.hcup = self.hcup[:]
        c.mcup = self.mcup[:]
        c.hands = list(map(list.copy, self.hands))
        c.gold = list(map(list.copy, self.gold))
        c.control = self.control[:]
        c.fort = self.fort[:]
        c.mine = self.mine[:]
        c.left = self.left[:]
        c.armies = dict(self.armies)
        c.caravans = self.caravans[:]
        c.next_cid = self.next_cid
        c.prisoners = self.prisoners[:]
        c.truces = self.truces
        c.intel = self.intel
        c.order = self.order
        c.stack = self.stack[:]
        c.bt = self.bt.copy() if self.bt is not None else None
        c.held = self.held
        c.offer = self.offer
        c.result = self.result
        c.broken = self.broken
        c.redrawn = self.redrawn
        c.known = self.known
        c.halved = ()
        c.learn = self.learn
        c._legal = None  # noqa: SLF001 (the copy's own cache, set in its class)
        return c

    # -- small queries ------------------------------------------------------------------

    def bosses_of(self, p: int) -> list[int]:
        return sorted(b for b, a in self.armies.items() if a.owner == p)

    def units_in(self, area: int) -> set[int]:
        return {a.owner for a in self.armies.values() if a.area == area}

    def armies_at(self, area: int, p: int | None = None) -> list[int]:
        return sorted(
            b for b, a in self.armies.items() if a.area == area and (p is None or a.owner == p)
        )

    def hand_count(self, p: int) -> int:
        return sum(self.hands[p])

    def gold_count(self, p: int) -> int:
        return sum(self.gold[p])

    def haulers(self, a: Army) -> int:
        """R6.6 (D19): the units of army ``a`` that can haul a war machine, one each: its troops
        and its shamans (l.144 excludes bosses only); with the option ``shamans_haul`` off
        (rules versions 1-3) its troops only."""
        return len(a.troops) + a.shamans if self.game.options["shamans_haul"] else len(a.troops)

    def has_boss(self, p: int) -> bool:
        if any(a.owner == p for a in self.armies.values()):
            return True
        h = self.hands[p]
        return any(h[D.BOSS0 + b] for b in range(D.NUM_BOSSES))

    def lands_of(self, p: int) -> int:
        return sum(1 for a in D.ORC_LANDS if self.control[a] == p)

    def truced(self, a: int, b: int, area: int) -> bool:
        key = (min(a, b), max(a, b), area)
        return key in self.truces

    def best_boss(self, p: int, area: int) -> int:
        bs = self.armies_at(area, p)
        return max(bs, key=lambda b: (D.BOSS_L[b], -b))

    def set_army(self, b: int, **kw: Any) -> None:
        """Army ``b`` with the fields named in ``kw`` (:class:`Army`'s) changed. (On this hot
        path ``Army._make`` of a plain tuple: a third of ``_replace``'s cost, half of
        ``Army(...)``'s; fields read by name: a NamedTuple unpacks slower than it reads.)"""
        a = self.armies[b]
        self.armies[b] = Army._make(
            (
                kw.get("owner", a.owner),
                kw.get("area", a.area),
                kw.get("troops", a.troops),
                kw.get("shamans", a.shamans),
                kw.get("machines", a.machines),
                kw.get("loot", a.loot),
                kw.get("flags", a.flags),
            )
        )

    # -- the contract: flow -------------------------------------------------------------

    def to_move(self) -> int:
        if self.result is not None:
            return TERMINAL
        f = self.stack[-1]
        if self.chance_now(f):
            return CHANCE
        return int(WHOS[f.kind](self, f))

    def chance_now(self, f: Frame) -> bool:
        kind = f.kind
        if kind == "bt":
            return self.bt is not None and self.bt["stage"] == "roll"
        return kind in CHANCES

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        if self._legal is None:
            f = self.stack[-1]
            if self.chance_now(f):
                self._legal = [m for m, _ in CHANCES[f.kind](self, f)]
            else:
                self._legal = MOVES[f.kind](self, f)
        return list(self._legal)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.result is None and self.stack and self.chance_now(self.stack[-1]):
            f = self.stack[-1]
            return list(CHANCES[f.kind](self, f))
        return super().chance_outcomes()

    def apply(self, move: Move) -> OrcState:
        s = self.clone()
        f = s.stack[-1]
        text = str(move)
        ACTS[f.kind](s, f, text)
        s.advance()
        if not s.learn:
            s.known = no_knowledge(s.n)
        elif s.hands != self.hands or s.gold != self.gold or s.intel is not self.intel:
            s.learn_move(self, text)
        return s

    def random_playout(self, rng: random.Random, plies: int) -> OrcState:
        """``State.random_playout`` in place: one copy of this position, then each step played
        on it, no copy a ply, while the position learns nothing (a determinized sample: what
        the seats know, D18, is learnt only at a search's root). A position that learns takes
        :meth:`apply`'s way (learning compares the position before a move with the one after).
        The same steps, the same draws from ``rng``, the same position as the plain loop
        (tests/orcwar/test_inplace.py)."""
        s = self.clone()
        for _ in range(plies):
            if s.result is not None:
                break
            if s.to_move() == CHANCE:
                move = sample_chance(s, rng)
            else:
                moves = s.legal_moves()
                move = moves[rng.randrange(len(moves))]
            if s.learn:
                s = s.apply(move)
            else:
                s.apply_here(move)
        return s

    def apply_here(self, move: Move) -> None:
        """:meth:`apply` on this very position (the caller owns it: nothing else may hold it)
        for a position that learns nothing."""
        if self.learn:
            raise ValueError("orcwar: apply_here on a position that learns (use apply)")
        self.halved = ()
        self._legal = None
        f = self.stack[-1]
        ACTS[f.kind](self, f, str(move))
        self.advance()
        self.known = no_knowledge(self.n)

    def learn_move(self, before: OrcState, text: str) -> None:
        """Update :attr:`known` after ``text`` was played in ``before`` (D18). Seat s learns a
        change to another hand exactly when it sees the move (:meth:`move_view`) and the move
        shows which chips moved; gold halved (D2) is not shown. A change s does not see tells
        s only the public count: chips lost may be any of those it knew of, chips gained are
        unknown. A spy's look (R6.7) shows the whole hand."""
        n = self.n
        kind = before.stack[-1].kind if before.stack else ""
        rows: list[list[tuple[int, ...]]] | None = None
        seen: list[bool] | None = None
        for p in range(n):
            oh, nh, og, ng = before.hands[p], self.hands[p], before.gold[p], self.gold[p]
            if oh == nh and og == ng:
                continue
            # chips gone from the hand (if none went, an unseen change teaches nothing)
            went = any(map(lt, nh, oh)) or any(map(lt, ng, og))
            if seen is None:
                hidden = self.game.move_seen
                seen = [hidden(before, text, o) == text for o in range(n)]
            for o in range(n):
                if o == p or not (went or seen[o]):
                    continue
                if rows is None:
                    rows = [list(r) for r in self.known]
                row = list(rows[o][p])
                if oh != nh:
                    _update(row, 0, oh, nh, seen[o])
                if og != ng:
                    # a setup swap's gold is always one g1 (R2.2)
                    _update(
                        row,
                        D.NUM_KINDS,
                        og,
                        ng,
                        (seen[o] and p not in self.halved) or kind == "swap",
                    )
                rows[o][p] = tuple(row)
        if (text == "redraw" and kind in ("buy", "move")) or (
            kind == "move" and text.startswith("spy ") and text.endswith(" look")
        ):
            rows = self._learn_shown(before, text, rows)
        if rows is not None:
            self.known = tuple(tuple(r) for r in rows)

    def _learn_shown(
        self, before: OrcState, text: str, rows: list[list[tuple[int, ...]]] | None
    ) -> list[list[tuple[int, ...]]]:
        """:meth:`learn_move` for the moves that show a whole hand: a redraw (R5.3: the hand
        was shown before it went back, and D2 halves the gold lowest first: every other seat
        knows the hand now holds no horde chip and which gold) and a spy's look (R6.7)."""
        if rows is None:
            rows = [list(r) for r in self.known]
        if text == "redraw":
            f = before.stack[-1]
            assert isinstance(f, (Buy, Movement))
            p = f.seat
            for o in range(self.n):
                if o != p:
                    rows[o][p] = EMPTY_ROW[: D.NUM_KINDS] + tuple(self.gold[p])
        else:
            viewer, target, h, g = self.intel[-1]
            rows[viewer][target] = tuple(h) + tuple(g)
        return rows

    def move_text(self, move: Move) -> str:
        return str(move)

    def normalize_move_text(self, text: str) -> str:
        return " ".join(text.split())

    def check_notation(self, text: str) -> None:
        self.game.check_move_text(self, text)

    def explain_illegal(self, text: str) -> Said | str:
        return self.game.explain_move(self, text)

    def advance(self) -> None:
        self._legal = None
        while self.result is None:
            if not self.stack:
                self.next_phase()
                continue
            f = self.stack[-1]
            run = AUTOS.get(f.kind)
            if run is None or not run(self, f):
                return

    def pop(self) -> Frame:
        return self.stack.pop()

    def replace_top(self, f: Frame) -> None:
        self.stack[-1] = f

    def push(self, *frames: Frame) -> None:
        """Push frames so that the first given runs first."""
        self.stack.extend(reversed(frames))

    def next_phase(self) -> None:
        self.game.next_phase(self)

    def caravan_area(self, c: Caravan) -> int:
        return D.ROUTES[c.route][c.stop]

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winners, reason = self.result
        scores = tuple(float(self.lands_of(p)) for p in range(self.n))
        return Outcome.told(scores, winners, _reason_said(reason), {"round": self.rnd})

    # -- helpers used by several phases -------------------------------------------------

    def horde_draw_outcomes(
        self, only: Callable[[int], bool] | None = None
    ) -> list[tuple[Move, float]]:
        cup = self.hcup
        ks = [k for k in range(D.NUM_KINDS) if cup[k] and (only is None or only(k))]
        tot = sum(cup[k] for k in ks)
        return [(f"draw {K[k]}", cup[k] / tot) for k in ks]

    def money_outcomes(
        self, gold_only: bool = False, no_car: bool = False, no_event: bool = False
    ) -> list[tuple[Move, float]]:
        cup = self.mcup
        ks = [
            i
            for i in range(5)
            if cup[i]
            and not (gold_only and i >= 3)
            and not (no_car and i == D.CAR)
            and not (no_event and i == D.EVT)
        ]
        tot = sum(cup[i] for i in ks)
        return [(f"draw {D.MONEY_CODES[i]}", cup[i] / tot) for i in ks]

    def trim_frames(self) -> list[Frame]:
        fr: list[Frame] = []
        for p in range(self.n):
            c = self.hand_count(p)
            if c > 10:
                fr.append(Trim("trim", p, c // 2))
        return fr

    def halve_gold(self, p: int) -> None:
        """Discard half the gold chips, rounded down, lowest values first (D2)."""
        k = self.gold_count(p) // 2
        g = self.gold[p]
        if k:
            self.halved += (p,)
        for i in range(3):
            t = min(k, g[i])
            g[i] -= t
            self.mcup[i] += t
            k -= t

    def destroy_army(self, b: int, heroic: bool, captor: int) -> None:
        """Remove army ``b`` with all its troops; the boss dies (heroic), is captured by
        ``captor`` (a seat) or, with captor -2, flees to the owner's hand."""
        o, area, troops, sha, mach, loot, _ = self.armies.pop(b)
        for k in troops:
            self.hcup[k] += 1
        bt = self.bt
        if bt is not None and bt["area"] == area:
            if not heroic and bt["ctx"][0] == "pvp":
                bt["orphans"] = bt["orphans"] + sha
            else:
                self.hcup[D.SHA] += sha
            bt["lmach"] = tuple(sorted(bt["lmach"] + mach, reverse=True))
            bt["loot"] = tuple(x + y for x, y in zip(bt["loot"], loot, strict=True))
        else:
            self.hcup[D.SHA] += sha
            self.leave_machines(area, mach)
            for i in range(3):
                self.mcup[i] += loot[i]
        if captor == -2:
            self.hands[o][D.BOSS0 + b] += 1
        elif captor >= 0 and not heroic:
            self.prisoners[captor] = tuple(sorted(self.prisoners[captor] + (b,)))
        else:
            self.hcup[D.BOSS0 + b] += 1

    def leave_machines(self, area: int, mach: tuple[int, ...]) -> None:
        if not mach:
            return
        if D.IS_ORC[area]:
            self.left[area] = tuple(sorted(self.left[area] + mach, reverse=True))
        else:
            for v in mach:
                self.hcup[D.MACH0 + D.MACH_VALUES.index(v)] += 1

    def move_army(self, b: int, dest: int, flags: int) -> None:
        a = self.armies[b]
        mach = a.machines
        n = self.haulers(a)
        self.leave_machines(a.area, mach[n:])
        self.armies[b] = Army._make(
            (a.owner, dest, a.troops, a.shamans, mach[:n], a.loot, a.flags | flags)
        )

    def new_caravan(self) -> None:
        self.mcup[D.CAR] -= 1
        self.push(CaravanRoute("car_route"))

    # -- text form ----------------------------------------------------------------------

    def to_text(self) -> str:
        return self.game.state_text(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.state_view(self, seat)

    def move_view(self, move: Move, seat: int | None) -> str:
        return self.game.move_view(self, move, seat)

    def move_message(self, move: Move, seat: int | None) -> Said:
        return self.game.move_message(self, move, seat)

    def phase_message(self) -> Said | None:
        return None if self.result is not None else self.game.phase_message(self)

    def determinize(self, seat: int, rng: random.Random) -> OrcState:
        s = self.clone()
        others = [p for p in range(self.n) if p != seat]
        # ``randrange(n)`` of an int n > 0 is ``_randbelow(n)`` (CPython 3.11-3.13): the same
        # draws from the same generator state, without the argument checks
        below = getattr(rng, "_randbelow", rng.randrange)
        hands = self.hands
        gold = self.gold
        mine = self.known[seat]
        # horde chips: the cup and the other hands form one pool the seat cannot tell apart,
        # but for the chips it knows another player holds (D18): each other hand gets those
        # first, then the rest of its (public) number of chips dealt from the pool; what is left
        # is the cup. Gold likewise: the cup's gold and the other hands' gold. A draw r picks
        # the r-th chip of the pool in kind order: ``chips`` lists the pool's chips in that
        # order.
        pool = [sum(col) for col in zip(self.hcup, *[hands[p] for p in others], strict=True)]
        gpool = [sum(col) for col in zip(self.mcup[:3], *[gold[p] for p in others], strict=True)]
        new_hands: dict[int, list[int]] = {}
        new_gold: dict[int, list[int]] = {}
        for p in others:
            row = mine[p]
            h = [0] * D.NUM_KINDS
            g = [0, 0, 0]
            if any(row):
                _deal_known(h, row[: D.NUM_KINDS], pool, sum(hands[p]))
                _deal_known(g, row[D.NUM_KINDS :], gpool, sum(gold[p]))
            new_hands[p] = h
            new_gold[p] = g
        chips: list[int] = []
        for k, c in enumerate(pool):
            if c:
                chips += [k] * c
        for p in others:
            h = new_hands[p]
            for _ in range(sum(hands[p]) - sum(h)):
                k = chips.pop(below(len(chips)))
                pool[k] -= 1
                h[k] += 1
            s.hands[p] = h
        s.hcup = pool
        chips = [0] * gpool[0] + [1] * gpool[1] + [2] * gpool[2]
        for p in others:
            g = new_gold[p]
            for _ in range(sum(gold[p]) - sum(g)):
                j = chips.pop(below(len(chips)))
                gpool[j] -= 1
                g[j] += 1
            s.gold[p] = g
        s.mcup[0], s.mcup[1], s.mcup[2] = gpool
        # what the others know is hidden from the seat: the sample keeps only its own knowledge
        s.known = tuple(
            self.known[o] if o == seat else no_knowledge(self.n)[o] for o in range(self.n)
        )
        s.learn = False
        s.intel = tuple(t for t in self.intel if t.viewer == seat)
        s._legal = None  # noqa: SLF001
        return s


def _deal_known(to: list[int], known: tuple[int, ...], pool: list[int], count: int) -> None:
    """Put the chips of ``known`` into ``to`` (at most ``count``), taking them from ``pool``."""
    for k, c in enumerate(known):
        if c:
            c = min(c, pool[k], count - sum(to))
            to[k] += c
            pool[k] -= c


def _update(row: list[int], off: int, old: list[int], new: list[int], seen: bool) -> None:
    """Update ``row[off:]``, what one seat knows a hand holds, for the hand's change ``old`` ->
    ``new`` (one kind of chip: horde or gold); ``seen``: the seat saw which chips moved."""
    if seen:
        for i, d in enumerate(map(sub, new, old)):
            if d:
                row[off + i] = max(0, row[off + i] + d)
        return
    if not any(map(lt, new, old)):
        return  # only unseen gains: the known chips are still there
    # chips went unseen: any of the known ones may be among them. The public count says how
    # many went, unless chips also came in the same move: then nothing known is left.
    gained = any(map(gt, new, old))
    lost = sum(old) - sum(new)
    for i in range(len(old)):
        if row[off + i]:
            row[off + i] = 0 if gained else max(0, row[off + i] - lost)


# the frame tables, by kind, are filled in by rules.py, battle.py and phases.py; a handler
# takes the frame of its kind (its class: ``Any`` here), which their decorators check
WHOS: dict[str, Callable[[OrcState, Any], int]] = {}
MOVES: dict[str, Callable[[OrcState, Any], list[Move]]] = {}
ACTS: dict[str, Callable[[OrcState, Any, str], None]] = {}
CHANCES: dict[str, Callable[[OrcState, Any], list[tuple[Move, float]]]] = {}
AUTOS: dict[str, Callable[[OrcState, Any], bool]] = {}
