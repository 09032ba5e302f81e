"""Thud: the rule set, its options, the position parser and the terminal picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from wartable.core import BadOption, BadPosition, Game, Option

from .board import (
    DWARF,
    EMPTY,
    FILES,
    OFF,
    ROCK,
    SIZE,
    START_DWARFS,
    START_TROLLS,
    STONE,
    TROLL,
    on_board,
    parse_square,
)
from .kvt import KVT_DWARFS, KVT_TROLLS, KvtState
from .state import (
    DWARFS,
    END_REASONS,
    NO_OFFER,
    OFFER_DECLINED,
    OFFER_PENDING,
    TROLLS,
    ThudState,
)

_CELL_OF = {".": EMPTY, "d": DWARF, "T": TROLL, "X": ROCK, "#": OFF}


class ThudGame(Game):
    name = "thud"
    title = "Thud"
    version = 1
    min_players = max_players = default_players = 2
    option_specs: ClassVar[tuple[Option, ...]] = (
        Option(
            "ruleset",
            "classic",
            "T9: 'classic' Thud (the rulebook) or 'kvt', Koom Valley Thud with the movable Rock "
            "(capture rules unverified, see K1-K7)",
            choices=("classic", "kvt"),
        ),
        Option(
            "kvt_rock_dwarfs",
            1,
            "T9/K4: dwarfs that must stand next to the Rock before and after it moves",
            minimum=1,
            maximum=2,
        ),
        Option(
            "troll_move_captures",
            "one",
            "T2: after a troll's step, capture at most one adjacent dwarf (rulebook) or any "
            "chosen set of them (official 2005 wording)",
            choices=("one", "any"),
        ),
        Option(
            "single_troll_shove",
            False,
            "T3: a lone troll counts as a line of one and may shove one square",
        ),
        Option(
            "shove_captures",
            "all",
            "T4: a shove captures every dwarf next to its landing square (rulebook) or a "
            "non-empty set the troll player chooses",
            choices=("all", "choose"),
        ),
        Option("battles", 2, "R6.3 / T7: battles in a match, sides swapped", minimum=1, maximum=2),
        Option("agreement", True, "T6a: a battle may end by offer and acceptance"),
        Option(
            "quiet_limit",
            60,
            "T6c: a battle ends after this many plies without a capture (0: never)",
            minimum=0,
        ),
        Option("ply_limit", 500, "T6c: a battle ends after this many plies (0: never)", minimum=0),
    )

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        o = self.options
        self.step_captures_any: bool = o["troll_move_captures"] == "any"
        self.shove_min_line: int = 1 if o["single_troll_shove"] else 2
        self.shove_choose: bool = o["shove_captures"] == "choose"
        self.battles: int = o["battles"]
        self.agreement: bool = o["agreement"]
        self.quiet_limit: int = o["quiet_limit"]
        self.ply_limit: int = o["ply_limit"]
        self.kvt: bool = o["ruleset"] == "kvt"
        self.kvt_rock_dwarfs: int = o["kvt_rock_dwarfs"]
        self.state_class: type[ThudState] = KvtState if self.kvt else ThudState
        self._start = self._make_start()

    def _make_start(self) -> list[int]:
        cells = [EMPTY if on_board(sq % SIZE, sq // SIZE) else OFF for sq in range(SIZE * SIZE)]
        cells[STONE] = ROCK
        for name in KVT_DWARFS if self.kvt else START_DWARFS:
            sq = parse_square(name)
            assert sq is not None
            cells[sq] = DWARF
        for name in KVT_TROLLS if self.kvt else START_TROLLS:
            sq = parse_square(name)
            assert sq is not None
            cells[sq] = TROLL
        return cells

    def start_cells(self) -> list[int]:
        return self._start.copy()

    def initial_state(self) -> ThudState:
        return self.state_class(self, self.start_cells(), DWARFS)

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    # -- position text --------------------------------------------------------------------

    def parse_state(self, text: str) -> ThudState:
        """Parse a position: 15 lines of 15 characters (rank 15 first; ``d`` dwarf, ``T``
        troll, ``X`` Thudstone, ``.`` empty, ``#`` off the board), a 16th line with the side to
        move (``d`` or ``T``), then optional lines ``battle N``, ``result D T REASON`` (one per
        finished battle), ``quiet N``, ``ply N``, ``offer pending|declined`` and ``over``."""
        if not isinstance(text, str):
            raise BadPosition(f"position {text!r}: expected text")
        lines = [line.strip() for line in text.strip("\n").splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        if len(lines) < SIZE + 1:
            raise BadPosition(
                f"position: {len(lines)} line(s); expected 15 board lines and a side-to-move line"
            )
        cells = [OFF] * (SIZE * SIZE)
        counts = {DWARF: 0, TROLL: 0, ROCK: 0}
        for row, line in enumerate(lines[:SIZE]):
            rank = SIZE - row
            if len(line) != SIZE:
                raise BadPosition(
                    f"position line {row + 1} (rank {rank}) {line!r}: "
                    f"{len(line)} characters, expected 15"
                )
            y = rank - 1
            for x, ch in enumerate(line):
                where = f"position line {row + 1} (rank {rank}), square {FILES[x]}{rank}"
                if ch not in _CELL_OF:
                    raise BadPosition(f"{where}: {ch!r} is not one of d T X . #")
                cell = _CELL_OF[ch]
                sq = y * SIZE + x
                if not on_board(x, y):
                    if cell != OFF:
                        raise BadPosition(f"{where}: off the board, must be '#'")
                    continue
                if cell == OFF:
                    raise BadPosition(f"{where}: on the board, cannot be '#'")
                if not self.kvt and (sq == STONE) != (cell == ROCK):
                    raise BadPosition(f"{where}: the Thudstone stands on H8 and only there")
                if cell in counts:
                    counts[cell] += 1
                cells[sq] = cell
        if counts[ROCK] != 1:
            raise BadPosition(f"position: {counts[ROCK]} Thudstones (X); there must be one")
        if counts[DWARF] > 32 or counts[TROLL] > 8:
            raise BadPosition(
                f"position: {counts[DWARF]} dwarfs and {counts[TROLL]} trolls; "
                "at most 32 dwarfs and 8 trolls"
            )
        side_line = lines[SIZE]
        if side_line not in ("d", "T"):
            raise BadPosition(f"position line 16 {side_line!r}: side to move must be d or T")
        side = DWARFS if side_line == "d" else TROLLS
        battle, quiet, ply, offer, over = 1, 0, 0, NO_OFFER, False
        results: list[tuple[int, int, str]] = []
        for number, line in enumerate(lines[SIZE + 1 :], start=SIZE + 2):
            words = line.split()
            where = f"position line {number} {line!r}"
            try:
                if not words:
                    continue
                if words[0] == "battle" and len(words) == 2:
                    battle = int(words[1])
                elif words[0] == "result" and len(words) == 4 and words[3] in END_REASONS:
                    results.append((int(words[1]), int(words[2]), words[3]))
                elif words[0] == "quiet" and len(words) == 2:
                    quiet = int(words[1])
                elif words[0] == "ply" and len(words) == 2:
                    ply = int(words[1])
                elif words == ["offer", "pending"]:
                    offer = OFFER_PENDING
                elif words == ["offer", "declined"]:
                    offer = OFFER_DECLINED
                elif words == ["over"]:
                    over = True
                else:
                    raise ValueError
            except ValueError:
                raise BadPosition(
                    f"{where}: expected 'battle N', 'result D T REASON', 'quiet N', 'ply N', "
                    "'offer pending|declined' or 'over'"
                ) from None
        if not 1 <= battle <= self.battles:
            raise BadPosition(f"position: battle {battle} is not within 1-{self.battles}")
        finished = battle if over else battle - 1
        if len(results) != finished:
            raise BadPosition(
                f"position: battle {battle}{' (over)' if over else ''} needs {finished} "
                f"result line(s), found {len(results)}"
            )
        if any(q < 0 for q in (quiet, ply)) or quiet > ply:
            raise BadPosition(
                f"position: quiet {quiet} and ply {ply} must satisfy 0 <= quiet <= ply"
            )
        if offer != NO_OFFER and not self.agreement:
            raise BadPosition("position: an offer is recorded but option agreement is off")
        state = self.state_class(
            self,
            cells,
            side,
            battle=battle,
            results=tuple(results),
            quiet=quiet,
            ply=ply,
            offer=offer,
            over=over,
        )
        if not over and (not state.dwarfs or not state.trolls or not state.board_moves()):
            reason = "no-pieces" if not state.dwarfs or not state.trolls else "no-move"
            return state._end_battle(state.cells, state.dwarfs, state.trolls, reason)
        return state

    # -- presentation ---------------------------------------------------------------------

    def render(self, view: Mapping[str, Any]) -> str:
        board: list[str] = view["board"]
        files = "    " + " ".join(FILES)
        out = [files]
        for row, line in enumerate(board):
            rank = SIZE - row
            cells = " ".join(" " if ch == "#" else ch for ch in line)
            out.append(f"{rank:>2}  {cells}  {rank}")
        out.append(files)
        dwarf_seat = view["dwarf_seat"]
        out.append(
            f"Battle {view['battle']} of {view['battles']}: {self.seat_name(dwarf_seat)} "
            f"plays the dwarfs (d, {view['dwarfs']} left), {self.seat_name(1 - dwarf_seat)} "
            f"the trolls (T, {view['trolls']} left)."
        )
        for r in view["results"]:
            out.append(
                f"Battle {r['battle']}: {r['dwarfs']} dwarfs, {r['trolls']} trolls, margin "
                f"{r['margin']:+d} for {self.seat_name(r['dwarf_seat'])} (dwarfs); {r['end']}."
            )
        s0, s1 = view["scores"]
        if view["results"]:
            out.append(f"Totals: {self.seat_name(0)} {s0:+d}, {self.seat_name(1)} {s1:+d}.")
        if view["over"]:
            out.append("The match is over.")
        else:
            if view["offer"] == "pending":
                out.append(
                    f"The {view['side_to_move']} offer to end the battle: "
                    f"{self.seat_name(view['to_move'])}, accept or decline."
                )
            else:
                out.append(
                    f"{self.seat_name(view['to_move'])} ({view['side_to_move']}) to move; "
                    f"ply {view['ply']}, {view['quiet']} since the last capture."
                )
        return "\n".join(out)

    def notation_help(self) -> str:
        return (
            "Moves: piece (d or T), from, '-', to, then 'x' and each captured square.\n"
            "  dF1-F5        dwarf moves like a queen\n"
            "  dF1-F4xF4     dwarf hurled onto the troll on F4\n"
            "  TG7-G6        troll steps; TG7-G6xF5 steps and captures the dwarf on F5\n"
            "  TJ9-J11xH12xJ12  troll shoved from a line, capturing every adjacent dwarf\n"
            "  offer / accept / decline   end the battle by agreement"
        )

    def validate_options(self) -> None:
        o = self.options
        if o["ruleset"] == "kvt":
            classic_only = ("troll_move_captures", "single_troll_shove", "shove_captures")
            changed = [n for n in classic_only if o[n] != self.option_default(n)]
            if changed:
                raise BadOption(f"thud: option {changed[0]} applies to ruleset=classic only")


__all__ = ["ThudGame"]
