"""ALU: Loki Saar — the game, its states, legal moves and the end of the game.

Rule numbers (R1 ...) refer to docs/rules/alu.md. Seats: 0 = circle (moves first), 1 = square.
A state is a handful of ints: three bitboards (circle camps, square camps, raid markers), the
two stocks, the turn counters and two flags, so copying is cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.errors import BadNotation, BadOption, BadPosition, shown
from wartable.core.game import TERMINAL, Game, Move, Option, Outcome, State

from .board import Geometry, codes_of, controlled, geometry

CIRCLE = 0
SQUARE = 1
SIDE_LETTERS = ("C", "S")
SIDE_NAMES = ("circle", "square")

# R2.5 / R2.6 / R3.1
CAMPS_PER_PLAYER = 14
RAID_MARKERS = 14
START_STOCK = (25, 10, 0, 0)  # building material, iron, food, pending food
WIN_TERRITORY = 21  # R8.2

# Move encoding: kind * 64 + square; END is its own code.
CAMP, RAID, RESTORE, CAMP_RAIDED, ATTACK, END_KIND = range(6)
KIND_LETTERS = "CRUFXE"
END = END_KIND * 64

BOARDS = {"8x5": (8, 5), "10x4": (10, 4)}

# Outcome reasons (position-text keyword, words for players)
REASONS = {
    "camps": "lost all camps",
    "21": "controls 21 squares",
    "territory": "larger territory after the final turn",
    "passes": "larger territory after two turns without action",
}

Stock = tuple[int, int, int, int]


class AluGame(Game):
    """ALU: Loki Saar (docs/rules/alu.md)."""

    name = "alu"
    title = "ALU: Loki Saar"
    version = 1
    option_specs = (
        Option("board", "8x5", "board shape: 8x5 (default) or 10x4 (A1)", choices=("8x5", "10x4")),
        Option(
            "enclosure_max_edges",
            4,
            "an enclosed region counts only if it touches at most this many board sides (A4)",
            choices=(2, 4),
        ),
        Option(
            "attack_without_marker",
            False,
            "an attack with no raid marker in the tray is allowed and leaves the square free (A12)",
        ),
        Option(
            "double_pass_ends",
            True,
            "two turns in a row without any action end the game, scored by territory (AL2)",
        ),
    )

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        width, height = BOARDS[self.options["board"]]
        self.geo: Geometry = geometry(width, height)
        self.max_edges: int = self.options["enclosure_max_edges"]
        self.attack_without_marker: bool = self.options["attack_without_marker"]
        self.double_pass_ends: bool = self.options["double_pass_ends"]

    def validate_options(self) -> None:
        if self.num_players != 2:
            raise BadOption(f"alu: players={self.num_players}: ALU is for exactly 2 players")

    def seat_name(self, seat: int) -> str:
        return f"{SIDE_NAMES[seat]} ({SIDE_LETTERS[seat]})"

    def initial_state(self) -> AluState:
        return AluState(self, 0, 0, 0, CIRCLE, 1, 2, START_STOCK, START_STOCK, False, False)

    def parse_state(self, text: str) -> AluState:
        from .notation import parse_position

        return parse_position(self, text)

    def render(self, view: Mapping[str, Any]) -> str:
        from .view import render

        return render(view)

    def notation_help(self) -> str:
        return (
            "Squares are named like c3 (file a-h, row 1-5 on 8x5).\n"
            "  C c3  set up camp (1 building)\n"
            "  R c3  raid a free square (1 building, +1 food usable next turn)\n"
            "  U c3  restore a raided square (1 building)\n"
            "  F c3  camp on a raided square (2 building + 1 iron)\n"
            "  X c3  attack the enemy camp on c3 (1 iron + 1 food; needs your camp beside it)\n"
            "  end   end your turn now (also E)\n"
            "Your first action must be C on a free edge square. Board: s/c = controlled square."
        )


class AluState(State):
    """One ALU position. Immutable; :meth:`apply` returns a new state."""

    __slots__ = (
        "_game",
        "_moves",
        "actions",
        "camps",
        "last_turn",
        "prev_pass",
        "raids",
        "result",
        "seat",
        "stocks",
        "turn",
    )

    def __init__(
        self,
        game: AluGame,
        circle: int,
        square: int,
        raids: int,
        seat: int,
        turn: int,
        actions: int,
        circle_stock: Stock,
        square_stock: Stock,
        last_turn: bool,
        prev_pass: bool,
        result: tuple[tuple[int, ...], str] | None = None,
    ) -> None:
        self._game = game
        self.camps = (circle, square)
        self.raids = raids
        self.seat = seat
        self.turn = turn
        self.actions = actions
        self.stocks = (circle_stock, square_stock)
        self.last_turn = last_turn
        self.prev_pass = prev_pass
        #: ``(winners, reason keyword)`` once the game is over.
        self.result = result
        self._moves: list[int] | None = None

    @property
    def game(self) -> AluGame:
        return self._game

    # -- derived facts ----------------------------------------------------------------------

    def allotment(self) -> int:
        """Actions of the current turn (R4.1: 2 on turn 1, else 3)."""
        return 2 if self.turn == 1 else 3

    def has_placed(self, seat: int) -> bool:
        """True once ``seat`` has made his first action, a camp (R4.4, A8)."""
        if seat == CIRCLE:
            return self.turn > 1 or self.actions < 2
        return self.turn > 2 or (self.turn == 2 and self.actions < 3)

    def territory_set(self, seat: int) -> int:
        """The squares ``seat`` controls (R6)."""
        g = self._game
        return controlled(g.geo, self.camps[seat], self.camps[1 - seat], g.max_edges)

    def territory(self, seat: int) -> int:
        """The number of squares ``seat`` controls (R6.5)."""
        return self.territory_set(seat).bit_count()

    def tray(self) -> int:
        """Raid markers in the tray (R2.6)."""
        return RAID_MARKERS - self.raids.bit_count()

    def supply(self, seat: int) -> int:
        """Camp pieces ``seat`` has off the board (R2.5)."""
        return CAMPS_PER_PLAYER - self.camps[seat].bit_count()

    # -- flow -----------------------------------------------------------------------------

    def to_move(self) -> int:
        return TERMINAL if self.result is not None else self.seat

    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def _generate(self) -> list[int]:
        if self.result is not None:
            return []
        g = self._game
        geo = g.geo
        seat = self.seat
        own = self.camps[seat]
        enemy = self.camps[1 - seat]
        raids = self.raids
        free = geo.full & ~(own | enemy | raids)
        if not self.has_placed(seat):
            # R4.4: the first action is a camp on a free edge square; no E before it.
            return codes_of(free & geo.edge, CAMP * 64)
        b, i, f, _p = self.stocks[seat]
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

    def apply(self, move: Any) -> AluState:
        seat = self.seat
        if move == END:
            return self._end_turn(self.camps[0], self.camps[1], self.raids, self.stocks)
        kind, sq = divmod(move, 64)
        bit = 1 << sq
        own = self.camps[seat]
        enemy = self.camps[1 - seat]
        raids = self.raids
        b, i, f, p = self.stocks[seat]
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
            if self.tray() > 0:
                raids |= bit
            i -= 1
            f -= 1
        else:  # pragma: no cover - only legal moves reach apply
            raise ValueError(f"alu: not a move code: {move!r}")
        stock = (b, i, f, p)
        if seat == CIRCLE:
            circle, square = own, enemy
            stocks = (stock, self.stocks[1])
        else:
            circle, square = enemy, own
            stocks = (self.stocks[0], stock)
        g = self._game
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
            elif not enemy and self.has_placed(1 - seat):
                winners, reason = (seat,), "camps"
            elif (
                not self.camps[seat]
                and controlled(g.geo, enemy, own, g.max_edges).bit_count() >= WIN_TERRITORY
            ):
                winners, reason = (1 - seat,), "21"
        after = AluState(
            g,
            circle,
            square,
            raids,
            seat,
            self.turn,
            self.actions - 1,
            stocks[0],
            stocks[1],
            self.last_turn,
            self.prev_pass,
            None if winners is None else (winners, reason),
        )
        if winners is None and self.actions == 1:  # R4.3: the turn passes after its last action
            return after._end_turn(circle, square, raids, stocks)
        return after

    def _end_turn(
        self, circle: int, square: int, raids: int, stocks: tuple[Stock, Stock]
    ) -> AluState:
        g = self._game
        seat = self.seat
        b, i, f, p = stocks[seat]
        mine: Stock = (b, i, f + p, 0)  # R3.3: pending food becomes spendable
        stocks = (mine, stocks[1]) if seat == CIRCLE else (stocks[0], mine)
        passed = self.actions == self.allotment()
        over = None
        if self.last_turn:
            over = "territory"  # R7.3
        elif g.double_pass_ends and passed and self.prev_pass:
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
                self.turn,
                self.actions,
                stocks[0],
                stocks[1],
                self.last_turn,
                self.prev_pass,
                (winners, over),
            )
        last = b == 0  # R7.1 / R7.2: out of building material, the opponent's final turn
        return AluState(
            g,
            circle,
            square,
            raids,
            1 - seat,
            self.turn + 1,
            3,
            stocks[0],
            stocks[1],
            last,
            passed,
        )

    # -- text -----------------------------------------------------------------------------

    def move_text(self, move: Any) -> str:
        if move == END:
            return "end"
        kind, sq = divmod(move, 64)
        return f"{KIND_LETTERS[kind]} {self._game.geo.names[sq]}"

    def parse_move(self, text: str) -> Move:
        from .notation import check_length

        check_length(text)
        return super().parse_move(text)

    def normalize_move_text(self, text: str) -> str:
        from .notation import normalize_move

        return normalize_move(text)

    def check_notation(self, text: str) -> None:
        from .notation import check_move

        check_move(self._game, text)

    def explain_illegal(self, text: str) -> str:
        from .notation import explain_illegal

        return explain_illegal(self, text)

    def to_text(self) -> str:
        from .notation import position_text

        return position_text(self)

    # -- outcome and views ----------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winners, reason = self.result
        scores = (float(self.territory(CIRCLE)), float(self.territory(SQUARE)))
        if reason == "camps" or reason == "21":
            why = f"{SIDE_NAMES[winners[0]]} wins: " + (
                f"{SIDE_NAMES[1 - winners[0]]} lost all camps"
                if reason == "camps"
                else f"controls {int(scores[winners[0]])} squares (21 needed)"
            )
        else:
            head = f"{SIDE_NAMES[winners[0]]} wins" if winners else "draw"
            why = f"{head}: territory {int(scores[0])}-{int(scores[1])} ({REASONS[reason]})"
        return Outcome(scores, winners, why, {"reason": reason})

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import make_view

        return make_view(self)


def parse_error(text: str, why: str) -> BadNotation:
    return BadNotation(f"move {shown(text)}: {why}")


def bad_position(text: str, why: str) -> BadPosition:
    return BadPosition(f"alu position {shown(text)}: {why}")
