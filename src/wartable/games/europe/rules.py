"""European War (Evropská válka): the rules. Rule numbers refer to docs/rules/europe.md.

A state is immutable. The board is a tuple of 15 ints in map order: 0 for an empty field, else
``power * 3 + size`` (size 1 small, 2 medium, 3 large), so a piece code is 1..15.

Moves are ints (see the ``M_*`` bases below); their text forms are in the rules doc, section
Notation. Dice are chance moves: each side's roll is one chance move whose outcome is the sorted
multiset of its dice (at most 56 outcomes for three dice).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import permutations
from typing import Any

from wartable.core.errors import BadOption, IllegalMove, shown
from wartable.core.game import CHANCE, TERMINAL, Game, Move, Option, Outcome, State

from .board import (
    BRI,
    DICE,
    DUA,
    FRA,
    MAP,
    OTT,
    POWER_IDS,
    RUS,
    SIZE_LETTERS,
    dice_code,
)

# -- phases -------------------------------------------------------------------------------
P_FIRST = 0  # chance: who starts (R3.1)
P_PLACE = 1  # the active seat places its three pyramids (R3.2)
P_ACTION = 2  # the active seat chooses its action (R4)
P_ROLL_A = 3  # chance: the attacker's dice (R5.1)
P_ROLL_D = 4  # chance: the defender's dice (R5.1)
P_DECIDE = 5  # France keeps or rerolls (R5.3)
P_REROLL = 6  # chance: France's second roll (R5.3)
P_RETREAT = 7  # the beaten defender chooses where to retreat (R5.5)
P_OVER = 8

PHASE_NAMES = (
    "first",
    "place",
    "action",
    "attack-roll",
    "defence-roll",
    "france-decides",
    "france-reroll",
    "retreat",
    "over",
)

# -- move encoding ------------------------------------------------------------------------
M_PASS = 0
M_GROW = 1000  # + field
M_BUILD = 2000  # + field
M_MOVE = 3000  # + src * 16 + dst
M_ATTACK = 4000  # + src * 16 + dst
M_RETREAT = 5000  # + src * 16 + dst
M_KEEP = 6000
M_REROLL = 6001
M_PLACE = 7000  # + permutation index (PLACEMENTS)
M_FIRST = 8000  # + seat
M_ROLL = 10000  # + dice code (653 for 6,5,3)

#: the six ways to put (L, M, S) on a territory's three fields (sizes in map order)
PLACEMENTS: tuple[tuple[int, ...], ...] = tuple(permutations((3, 2, 1)))

NF = MAP.size
ADJ = MAP.adjacent
LAND = MAP.land
TERR = MAP.territory
FIELD_POWER = MAP.field_power
FIDS = MAP.field_ids
LETTERS = MAP.power_letters

DEFAULT_POWERS = ("FRA", "DUA", "RUS", "BRI", "OTT")

#: chance outcomes of a roll of n dice (index n), precomputed: [(move, probability), ...]
ROLL_OUTCOMES: tuple[tuple[tuple[int, float], ...], ...] = tuple(
    tuple((M_ROLL + dice_code(d), p) for d, p in DICE[n]) for n in range(4)
)
ROLL_MOVES: tuple[tuple[int, ...], ...] = tuple(tuple(m for m, _ in outs) for outs in ROLL_OUTCOMES)
#: the dice of each roll move
ROLL_DICE: dict[int, tuple[int, ...]] = {
    M_ROLL + dice_code(d): d for n in range(1, 4) for d, _ in DICE[n]
}

REASONS = {
    "conquest": "{who} holds the whole territory of another power (R6.2)",
    "ottoman": "{who} has a pyramid in the territory of every enemy power (R6.3)",
    "last": "{who} is the last player left (R6.5)",
    "together": "the last players were eliminated by the same action: a draw between them (R6.5)",
    "time-britain": "the round limit was reached: Britain wins on time (R6.6)",
    "time-draw": "the round limit was reached: a draw between the remaining players (R6.6)",
    "time-fields": "the round limit was reached: {who} held the most fields (R6.6)",
}


def piece_owner(code: int) -> int:
    """Power index of a piece code (1..15)."""
    return (code - 1) // 3


def piece_size(code: int) -> int:
    return (code - 1) % 3 + 1


def piece_text(code: int) -> str:
    if code == 0:
        return ".."
    return LETTERS[piece_owner(code)] + SIZE_LETTERS[piece_size(code)]


class EuropeGame(Game):
    """European War for 2-5 players (docs/rules/europe.md)."""

    name = "europe"
    title = "European War (Evropská válka)"
    version = 1
    min_players = 2
    max_players = 5
    default_players = 2
    has_hidden_information = False
    option_specs = (
        Option(
            "powers",
            "",
            "comma-separated power per seat (BRI, FRA, DUA, RUS, OTT); empty: the first N "
            "of FRA,DUA,RUS,BRI,OTT (R2.1)",
        ),
        Option(
            "first",
            "roll",
            "'roll': chance picks the first player (R3.1), or a power id that starts",
            choices=("roll", *POWER_IDS),
        ),
        Option(
            "setup",
            "choose",
            "'choose': each player places L, M, S on its fields (R3.2); 'fixed': map order",
            choices=("choose", "fixed"),
        ),
        Option(
            "ottoman_enemies",
            "all",
            "Ottoman extra victory needs all four other territories ('all') or only those "
            "of powers held by players still in the game ('players') (R6.3, E10)",
            choices=("all", "players"),
        ),
        Option("round_limit", 0, "0: none; N: the game ends after N rounds (R6.6, E12)", minimum=0),
        Option(
            "time_tiebreak",
            "draw",
            "on time without Britain: 'draw' or 'fields' (most fields wins) (R6.6, E12)",
            choices=("draw", "fields"),
        ),
    )

    def validate_options(self) -> None:
        n = self.num_players
        text = str(self.options["powers"]).strip().upper()
        if len(text) > 40:  # five powers: "BRI,FRA,DUA,RUS,OTT" is 19 characters
            raise BadOption(
                f"option powers={shown(self.options['powers'])}: at most 5 powers, "
                f"like FRA,DUA (powers: {', '.join(POWER_IDS)})"
            )
        if text:
            powers = tuple(p.strip() for p in text.split(","))
            for p in powers:
                if p not in POWER_IDS:
                    raise BadOption(
                        f"option powers={shown(self.options['powers'])}: unknown power {shown(p)} "
                        f"(powers: {', '.join(POWER_IDS)})"
                    )
            if len(set(powers)) != len(powers):
                raise BadOption(
                    f"option powers={shown(self.options['powers'])}: a power is repeated"
                )
            if len(powers) != n:
                raise BadOption(
                    f"option powers={shown(self.options['powers'])}: {n} players need {n} powers"
                )
        else:
            powers = DEFAULT_POWERS[:n]
        #: power index of each seat
        self.seat_power: tuple[int, ...] = tuple(POWER_IDS.index(p) for p in powers)
        #: seat of each power, -1 when nobody plays it
        self.power_seat: tuple[int, ...] = tuple(
            self.seat_power.index(p) if p in self.seat_power else -1 for p in range(5)
        )
        first = self.options["first"]
        if first != "roll" and self.power_seat[POWER_IDS.index(first)] < 0:
            raise BadOption(f"option first={first!r}: nobody plays {first} (powers: {powers})")
        self.round_limit: int = self.options["round_limit"]
        self.ottoman_all: bool = self.options["ottoman_enemies"] == "all"

    # -- states ---------------------------------------------------------------------------

    def initial_state(self) -> EuropeState:
        board = [0] * NF
        fixed = self.options["setup"] == "fixed"
        if fixed:
            for p in self.seat_power:
                for f, size in zip(TERR[p], (3, 2, 1), strict=True):
                    board[f] = p * 3 + size
        first_opt = self.options["first"]
        n = self.num_players
        if first_opt == "roll":
            return EuropeState(self, tuple(board), (True,) * n, 0, 0, P_FIRST, 0)
        first = self.power_seat[POWER_IDS.index(first_opt)]
        phase = P_ACTION if fixed else P_PLACE
        return EuropeState(self, tuple(board), (True,) * n, first, first, phase, 1)

    def parse_state(self, text: str) -> EuropeState:
        from .notation import parse_position

        return parse_position(self, text)

    # -- presentation ---------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < self.num_players:
            p = self.seat_power[seat]
            return f"Player {seat + 1} ({POWER_IDS[p]})"
        return super().seat_name(seat)

    def render(self, view: Mapping[str, Any]) -> str:
        from .view import render

        return render(view)

    def notation_help(self) -> str:
        from .notation import HELP

        return HELP


class EuropeState(State):
    """One position of European War (immutable)."""

    __slots__ = (
        "_game",
        "board",
        "alive",
        "active",
        "first",
        "phase",
        "round",
        "att",
        "dfd",
        "aroll",
        "droll",
        "rerolled",
        "winners",
        "reason",
    )

    _game: EuropeGame
    board: tuple[int, ...]
    alive: tuple[bool, ...]
    active: int
    first: int
    phase: int
    round: int
    att: int
    dfd: int
    aroll: tuple[int, ...]
    droll: tuple[int, ...]
    rerolled: bool
    winners: tuple[int, ...]
    reason: str

    def __init__(
        self,
        game: EuropeGame,
        board: tuple[int, ...],
        alive: tuple[bool, ...],
        active: int,
        first: int,
        phase: int,
        round_: int,
        att: int = -1,
        dfd: int = -1,
        aroll: tuple[int, ...] = (),
        droll: tuple[int, ...] = (),
        rerolled: bool = False,
        winners: tuple[int, ...] = (),
        reason: str = "",
    ) -> None:
        self._game = game
        self.board = board
        self.alive = alive
        self.active = active
        self.first = first
        self.phase = phase
        self.round = round_
        self.att = att
        self.dfd = dfd
        self.aroll = aroll
        self.droll = droll
        self.rerolled = rerolled
        self.winners = winners
        self.reason = reason

    @property
    def game(self) -> EuropeGame:
        return self._game

    def _copy(self) -> EuropeState:
        s = EuropeState.__new__(EuropeState)
        s._game = self._game
        s.board = self.board
        s.alive = self.alive
        s.active = self.active
        s.first = self.first
        s.phase = self.phase
        s.round = self.round
        s.att = self.att
        s.dfd = self.dfd
        s.aroll = self.aroll
        s.droll = self.droll
        s.rerolled = self.rerolled
        s.winners = self.winners
        s.reason = self.reason
        return s

    # -- helpers --------------------------------------------------------------------------

    def seat_of(self, code: int) -> int:
        """The seat owning a piece code."""
        return self._game.power_seat[piece_owner(code)]

    def stash(self, power: int, size: int) -> int:
        """Pyramids of ``size`` that ``power`` has off the board (R2.2)."""
        code = power * 3 + size
        return 3 - self.board.count(code)

    def defender_seat(self) -> int:
        return self.seat_of(self.board[self.dfd])

    def is_france_home_defence(self) -> bool:
        """R5.3: a French pyramid defends a field of French territory."""
        return piece_owner(self.board[self.dfd]) == FRA and FIELD_POWER[self.dfd] == FRA

    def attack_bonus(self) -> int:
        """R5.2: the Dual Alliance's +1 on every attack."""
        return 1 if piece_owner(self.board[self.att]) == DUA else 0

    def defence_bonus(self) -> int:
        """R5.2: Britain's +1 against a landing (R1.4)."""
        if piece_owner(self.board[self.dfd]) == BRI and MAP.is_landing(self.att, self.dfd):
            return 1
        return 0

    def home_presence(self, seat: int) -> bool:
        """R6.1 (Russia: lost only when all its fields hold foreign pyramids)."""
        p = self._game.seat_power[seat]
        board = self.board
        lo = p * 3  # p's codes are lo + 1 .. lo + 3
        if p == RUS:
            for f in TERR[p]:
                code = board[f]
                if code == 0 or lo < code <= lo + 3:
                    return True
            return False
        for f in TERR[p]:  # noqa: SIM110 (a loop is faster than any() over a generator)
            if lo < board[f] <= lo + 3:
                return True
        return False

    def _conquers(self, seat: int) -> bool:
        """R6.2: own pyramids on all fields of another power's territory."""
        p = self._game.seat_power[seat]
        board = self.board
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

    def _ottoman_wins(self, seat: int) -> bool:
        """R6.3: an Ottoman pyramid in the territory of every enemy power."""
        game = self._game
        board = self.board
        for q in range(5):
            if q == OTT:
                continue
            if not game.ottoman_all:
                qs = game.power_seat[q]
                if qs < 0 or not self.alive[qs]:
                    continue
            if not any(board[f] and piece_owner(board[f]) == OTT for f in TERR[q]):
                return False
        return True

    # -- flow -----------------------------------------------------------------------------

    def to_move(self) -> int:
        phase = self.phase
        if phase in (P_ACTION, P_PLACE):
            return self.active
        if phase in (P_FIRST, P_ROLL_A, P_ROLL_D, P_REROLL):
            return CHANCE
        if phase in (P_DECIDE, P_RETREAT):
            return self.defender_seat()
        return TERMINAL

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase == P_ACTION:
            return self._action_moves()
        if phase == P_RETREAT:
            dfd = self.dfd
            board = self.board
            base = M_RETREAT + dfd * 16
            return [base + f for f in ADJ[dfd] if board[f] == 0]
        if phase == P_DECIDE:
            return [M_KEEP, M_REROLL]
        if phase == P_PLACE:
            return [M_PLACE + i for i in range(len(PLACEMENTS))]
        if phase == P_OVER:
            return []
        if phase == P_ROLL_A:
            return list(ROLL_MOVES[piece_size(self.board[self.att])])
        if phase == P_ROLL_D or phase == P_REROLL:
            return list(ROLL_MOVES[piece_size(self.board[self.dfd])])
        return [m for m, _ in self.chance_outcomes()]

    def _action_moves(self) -> list[Move]:
        """R4 in the documented order: grows, builds, moves, attacks; pass if none."""
        p = self._game.seat_power[self.active]
        board = self.board
        grows: list[Move] = []
        builds: list[Move] = []
        moves: list[Move] = []
        attacks: list[Move] = []
        lo = p * 3
        stash_s = self.stash(p, 1)
        for f in TERR[p]:
            code = board[f]
            if code == 0:
                if stash_s:
                    builds.append(M_BUILD + f)
            elif lo < code <= lo + 3:
                size = code - lo
                if size < 3 and self.stash(p, size + 1):
                    grows.append(M_GROW + f)
        for src in range(NF):
            code = board[src]
            if not (lo < code <= lo + 3):
                continue
            base = src * 16
            for dst in ADJ[src]:
                other = board[dst]
                if other == 0:
                    moves.append(M_MOVE + base + dst)
                elif not (lo < other <= lo + 3):
                    attacks.append(M_ATTACK + base + dst)
        result = grows + builds + moves + attacks
        if not result:
            result.append(M_PASS)
        return result

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        phase = self.phase
        if phase == P_FIRST:
            n = self._game.num_players
            return [(M_FIRST + s, 1.0 / n) for s in range(n)]
        if phase == P_ROLL_A:
            n = piece_size(self.board[self.att])
        elif phase in (P_ROLL_D, P_REROLL):
            n = piece_size(self.board[self.dfd])
        else:
            return super().chance_outcomes()
        return list(ROLL_OUTCOMES[n])

    def apply(self, move: Move) -> EuropeState:
        assert isinstance(move, int)
        s = self._copy()
        phase = self.phase
        if phase == P_ACTION:
            kind, rest = divmod(move, 1000)
            board = list(self.board)
            if kind == 1:  # grow
                board[rest] += 1
            elif kind == 2:  # build
                board[rest] = self._game.seat_power[self.active] * 3 + 1
            elif kind == 3:  # move
                src, dst = divmod(rest, 16)
                board[dst] = board[src]
                board[src] = 0
            elif kind == 4:  # attack
                s.att, s.dfd = divmod(rest, 16)
                s.phase = P_ROLL_A
                return s
            s.board = tuple(board)
            s._finish_action()
            return s
        if phase == P_ROLL_A:
            s.aroll = ROLL_DICE[move]
            s.phase = P_ROLL_D
            return s
        if phase == P_ROLL_D or phase == P_REROLL:
            s.droll = ROLL_DICE[move]
            if phase == P_ROLL_D and s.is_france_home_defence():
                s.phase = P_DECIDE
                return s
            s._resolve()
            return s
        if phase == P_DECIDE:
            if move == M_REROLL:
                s.rerolled = True
                s.phase = P_REROLL
                return s
            s._resolve()
            return s
        if phase == P_RETREAT:
            dst = (move - M_RETREAT) % 16
            board = list(self.board)
            board[dst] = board[self.dfd]
            board[self.dfd] = board[self.att]
            board[self.att] = 0
            s.board = tuple(board)
            s._end_combat()
            s._finish_action()
            return s
        if phase == P_PLACE:
            sizes = PLACEMENTS[move - M_PLACE]
            p = self._game.seat_power[self.active]
            board = list(self.board)
            for f, size in zip(TERR[p], sizes, strict=True):
                board[f] = p * 3 + size
            s.board = tuple(board)
            nxt = (self.active + 1) % self._game.num_players
            s.active = nxt
            if nxt == self.first:
                s.phase = P_ACTION
                s.round = 1
            return s
        if phase == P_FIRST:
            seat = move - M_FIRST
            s.first = seat
            s.active = seat
            if self._game.options["setup"] == "fixed":
                s.phase = P_ACTION
            else:
                s.phase = P_PLACE
            s.round = 1
            return s
        raise IllegalMove(f"{self._game.name}: no move can be applied: the game is over")

    # -- combat resolution (mutates a fresh copy only) ------------------------------------

    def _resolve(self) -> None:
        """R5.4-R5.6 once both rolls are known."""
        a_total = sum(self.aroll) + self.attack_bonus()
        d_total = sum(self.droll) + self.defence_bonus()
        if a_total <= d_total:  # R5.4: ties go to the defender (E2)
            self._end_combat()
            self._finish_action()
            return
        board = self.board
        dfd = self.dfd
        if any(board[f] == 0 for f in ADJ[dfd]):
            self.phase = P_RETREAT  # R5.5: the defender chooses
            return
        # R5.6: no retreat: shrink (E6)
        code = board[dfd]
        p = piece_owner(code)
        size = piece_size(code)
        new = 0
        for smaller in range(size - 1, 0, -1):
            if self.stash(p, smaller):
                new = p * 3 + smaller
                break
        b = list(board)
        if new:
            b[dfd] = new
        else:
            b[dfd] = b[self.att]
            b[self.att] = 0
        self.board = tuple(b)
        self._end_combat()
        self._finish_action()

    def _end_combat(self) -> None:
        self.att = -1
        self.dfd = -1
        self.aroll = ()
        self.droll = ()
        self.rerolled = False

    def _finish_action(self) -> None:
        """R6.4-R6.6 after a complete action, then pass the turn."""
        game = self._game
        n = game.num_players
        alive = self.alive
        active = self.active
        # R6.4: wins, the active player first, then the others in turn order
        present = [alive[seat] and self.home_presence(seat) for seat in range(n)]
        for k in range(n):
            seat = (active + k) % n
            if not present[seat]:
                continue
            if self._conquers(seat):
                self._end((seat,), "conquest")
                return
            if game.seat_power[seat] == OTT and self._ottoman_wins(seat):
                self._end((seat,), "ottoman")
                return
        # R6.5: elimination
        out = [s for s in range(n) if alive[s] and not present[s]]
        if out:
            new_alive = list(alive)
            board = list(self.board)
            for seat in out:
                new_alive[seat] = False
                p = game.seat_power[seat]
                for f in range(NF):
                    if board[f] and piece_owner(board[f]) == p:
                        board[f] = 0
            self.alive = alive = tuple(new_alive)
            self.board = tuple(board)
            left = [s for s in range(n) if alive[s]]
            if len(left) == 1:
                self._end((left[0],), "last")
                return
            if not left:
                self._end(tuple(sorted(out)), "together")
                return
        # next player; a round ends when the turn passes the first player's seat (R6.6)
        first = self.first
        nxt = active
        for k in range(1, n + 1):
            nxt = (active + k) % n
            if alive[nxt]:
                break
        if (nxt - first) % n <= (active - first) % n:
            self.round += 1
            if game.round_limit and self.round > game.round_limit:
                self.round = game.round_limit
                self._time_up()
                return
        self.active = nxt
        self.phase = P_ACTION

    def _time_up(self) -> None:
        """R6.6 (E12)."""
        game = self._game
        left = tuple(s for s in range(game.num_players) if self.alive[s])
        bri = game.power_seat[BRI]
        if bri >= 0 and self.alive[bri]:
            self._end((bri,), "time-britain")
            return
        if game.options["time_tiebreak"] == "fields":
            held = {s: 0 for s in left}
            for code in self.board:
                if code:
                    held[self.seat_of(code)] += 1
            best = max(held.values())
            self._end(tuple(s for s in left if held[s] == best), "time-fields")
            return
        self._end(left, "time-draw")

    def _end(self, winners: tuple[int, ...], reason: str) -> None:
        self.phase = P_OVER
        self.winners = winners
        self.reason = reason

    # -- text forms -----------------------------------------------------------------------

    def move_text(self, move: Move) -> str:
        from .notation import move_text

        assert isinstance(move, int)
        return move_text(self, move)

    def check_notation(self, text: str) -> None:
        from .notation import check_notation

        check_notation(self, text)

    def normalize_move_text(self, text: str) -> str:
        from .notation import normalize

        return normalize(self, text)

    def explain_illegal(self, text: str) -> str:
        from .notation import explain_illegal

        return explain_illegal(self, text)

    def to_text(self) -> str:
        from .notation import position_text

        return position_text(self)

    # -- outcome --------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        if self.phase != P_OVER:
            return None
        game = self._game
        n = game.num_players
        held = [0] * n
        for code in self.board:
            if code:
                held[self.seat_of(code)] += 1
        names = ", ".join(POWER_IDS[game.seat_power[s]] for s in self.winners)
        reason = REASONS[self.reason].format(who=names)
        return Outcome(
            scores=tuple(float(h) for h in held),
            winners=self.winners,
            reason=reason,
            details={"code": self.reason, "round": self.round},
        )

    # -- information ----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, seat)
