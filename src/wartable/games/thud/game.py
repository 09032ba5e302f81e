"""Thud: the rule set, its options, the position parser and the terminal picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from wartable.core import BadOption, BadPosition, Game, Option
from wartable.core.errors import shown

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

#: The longest position text accepted (a real one has at most about 330 characters).
MAX_POSITION_TEXT = 2000
#: Counts (battle, quiet, ply, result) have at most this many digits.
_COUNT_DIGITS = 9


def _count(word: str) -> int | None:
    """A non-negative count written in ASCII digits (at most 9 of them), else ``None``:
    ``str.isdigit`` alone would take '³' and '١', and ``int`` a 5,000-digit number."""
    if not 0 < len(word) <= _COUNT_DIGITS or not word.isascii() or not word.isdigit():
        return None
    return int(word)


class ThudGame(Game):
    name = "thud"
    title = "Thud"
    #: 2: a Koom Valley jump chain that ends on its own square keeps its troll (K3)
    version = 2
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
            maximum=1_000_000,
        ),
        Option(
            "ply_limit",
            500,
            "T6c: a battle ends after this many plies (0: never)",
            minimum=0,
            maximum=1_000_000,
        ),
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
        finished battle), ``quiet N``, ``ply N``, ``offer pending|declined`` and ``over``.

        Every invariant of a position is checked (docs/rules/thud.md, "Position text and its
        checks"); anything else raises :class:`BadPosition` naming the text and the reason."""
        if not isinstance(text, str):
            raise BadPosition(f"position {shown(text)}: expected text, got {type(text).__name__}")
        if len(text) > MAX_POSITION_TEXT:
            raise BadPosition(
                f"position {shown(text)}: {len(text):,} characters; a Thud position has at most "
                f"{MAX_POSITION_TEXT:,}"
            )
        lines = [line.strip() for line in text.strip("\n").splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        if len(lines) < SIZE + 1:
            raise BadPosition(
                f"position {shown(text)}: {len(lines)} line(s); expected 15 board lines and a "
                "side-to-move line"
            )
        cells = [OFF] * (SIZE * SIZE)
        counts = {DWARF: 0, TROLL: 0, ROCK: 0}
        for row, line in enumerate(lines[:SIZE]):
            rank = SIZE - row
            if len(line) != SIZE:
                raise BadPosition(
                    f"position line {row + 1} (rank {rank}) {shown(line)}: "
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
        max_dwarfs = len(KVT_DWARFS) if self.kvt else len(START_DWARFS)
        max_trolls = len(KVT_TROLLS) if self.kvt else len(START_TROLLS)
        if counts[DWARF] > max_dwarfs or counts[TROLL] > max_trolls:
            raise BadPosition(
                f"position: {counts[DWARF]} dwarfs and {counts[TROLL]} trolls; "
                f"at most {max_dwarfs} dwarfs and {max_trolls} trolls"
            )
        side_line = lines[SIZE]
        if side_line not in ("d", "T"):
            raise BadPosition(f"position line 16 {shown(side_line)}: side to move must be d or T")
        side = DWARFS if side_line == "d" else TROLLS
        fields: dict[str, int] = {}
        results: list[tuple[int, int, str]] = []
        for number, line in enumerate(lines[SIZE + 1 :], start=SIZE + 2):
            words = line.split()
            if not words:
                continue
            where = f"position line {number} {shown(line)}"
            key = words[0]
            if key == "result" and len(words) == 4:
                results.append(self._parse_result(words, where, max_dwarfs, max_trolls))
                if len(results) > self.battles:
                    raise BadPosition(f"{where}: more result lines than battles ({self.battles})")
                continue
            if key in ("battle", "quiet", "ply") and len(words) == 2:
                value = _count(words[1])
                if value is None:
                    raise BadPosition(
                        f"{where}: {shown(words[1])} is not a count (ASCII digits 0-9, at most "
                        f"{_COUNT_DIGITS} of them)"
                    )
            elif words == ["offer", "pending"] or words == ["offer", "declined"]:
                key, value = "offer", OFFER_PENDING if words[1] == "pending" else OFFER_DECLINED
            elif words == ["over"]:
                value = 1
            else:
                raise BadPosition(
                    f"{where}: expected 'battle N', 'result D T REASON', 'quiet N', 'ply N', "
                    "'offer pending|declined' or 'over'"
                )
            if key in fields:
                raise BadPosition(f"{where}: {key!r} is given twice")
            fields[key] = value
        battle = fields.get("battle", 1)
        quiet = fields.get("quiet", 0)
        ply = fields.get("ply", 0)
        offer = fields.get("offer", NO_OFFER)
        over = "over" in fields
        if not 1 <= battle <= self.battles:
            raise BadPosition(f"position: battle {battle} is not within 1-{self.battles}")
        finished = battle if over else battle - 1
        if len(results) != finished:
            raise BadPosition(
                f"position: battle {battle}{' (over)' if over else ''} needs {finished} "
                f"result line(s), found {len(results)}"
            )
        if over and battle != self.battles:
            raise BadPosition(
                f"position: the match is over only after its last battle ({self.battles}), "
                f"not after battle {battle}"
            )
        if quiet > ply:
            raise BadPosition(f"position: quiet {quiet} and ply {ply} must satisfy quiet <= ply")
        if over and (quiet or ply or offer != NO_OFFER):
            raise BadPosition("position: a finished match has no quiet, ply or offer lines")
        if not over and self.quiet_limit and quiet >= self.quiet_limit:
            raise BadPosition(
                f"position: quiet {quiet} reaches quiet_limit {self.quiet_limit}, so the battle "
                "would be over (R5.4)"
            )
        if not over and self.ply_limit and ply >= self.ply_limit:
            raise BadPosition(
                f"position: ply {ply} reaches ply_limit {self.ply_limit}, so the battle would "
                "be over (R5.4)"
            )
        if offer != NO_OFFER and not self.agreement:
            raise BadPosition("position: an offer is recorded but option agreement is off")
        if over and results[-1][:2] != (counts[DWARF], counts[TROLL]):
            d, t, _reason = results[-1]
            raise BadPosition(
                f"position: the last battle's result ({d} dwarfs, {t} trolls) does not match "
                f"the board ({counts[DWARF]} dwarfs, {counts[TROLL]} trolls)"
            )
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
        if not over:
            # a position the last move would have ended is the position after that end
            reason = state._decided(state.cells, state.dwarfs, state.trolls)
            if reason is None and not state.board_moves():
                reason = "no-move"
            if reason is not None:
                return state._end_battle(state.cells, state.dwarfs, state.trolls, reason)
        return state

    def _parse_result(
        self, words: list[str], where: str, max_dwarfs: int, max_trolls: int
    ) -> tuple[int, int, str]:
        """One ``result D T REASON`` line, checked against the rule set."""
        d, t, reason = _count(words[1]), _count(words[2]), words[3]
        if d is None or t is None or d > max_dwarfs or t > max_trolls:
            raise BadPosition(
                f"{where}: a result is 'result D T REASON' with 0-{max_dwarfs} dwarfs and "
                f"0-{max_trolls} trolls"
            )
        allowed = [
            r
            for r in END_REASONS
            if (self.kvt or not r.startswith("rock-"))
            and (r != "agreement" or self.agreement)
            and (r != "quiet" or self.quiet_limit)
            and (r != "ply-limit" or self.ply_limit)
        ]
        if reason not in allowed:
            raise BadPosition(
                f"{where}: {shown(reason)} is not a way a battle ends under these options "
                f"({', '.join(allowed)})"
            )
        if (reason == "no-pieces") != (d == 0 or t == 0) and reason != "rock-taken":
            raise BadPosition(
                f"{where}: a battle ends with a side wiped out exactly when its reason is "
                "no-pieces (R5.3)"
            )
        return d, t, reason

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
