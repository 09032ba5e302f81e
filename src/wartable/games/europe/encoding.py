"""European War's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

Action space (docs/rules/europe.md, Notation), with the map's fields in map order
(:data:`board.MAP`; 15 on the shipped map) and the powers in :data:`board.POWER_IDS` order:

* ``place F1=X F2=Y F3=Z`` for every power and every order of L, M, S over its territory
  (R3.2; 5 x 6 = 30, in the game's own permutation order);
* ``grow F``, then ``build F`` for every field (R4.1, R4.2);
* ``move A-B``, then ``attack A-B``, then ``retreat A-B`` for every ordered pair of fields
  (R4.3, R4.4, R5.5; 15 x 15 each, adjacent or not, so the layout does not depend on links);
* ``pass``, ``keep``, ``reroll`` (R4.5, R5.3).

So 738 actions on the shipped map. Chance (``first POWER``, ``roll D,D,D``) is not in the action
space: at most 56 outcomes (three dice), numbered in the game's order.

Observation: one row per field (15 x 22): the occupant's power (5, one-hot), its size (3,
one-hot), the occupant is the seat's own, the field's home power (5, one-hot), the field is a
port, the field is in the combat as attacker or defender (2); then the seat's stash L, M, S
(/ 3, 3 columns) and its player is alive; and two constant rows of 22 more: the phase
(one-hot over the game's phases) and the seat is to move, the round / 20 (capped at 1). A
spectator (seat None) has no own pieces or stash. The game hides nothing, so
:meth:`EuropeEncoding.observe_into` writes the same floats straight from the position (its
board codes, stash counts and combat fields) without building the view;
:meth:`EuropeEncoding.observe` of the view stays the reference (tests/rl/test_fast_paths.py).
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import Any

from wartable.core.encoding import ListedEncoding, fill
from wartable.core.game import Game, Move, State

from .board import MAP, POWER_IDS, SIZE_LETTERS
from .state import (
    LETTERS,
    PHASE_NAMES,
    PLACEMENTS,
    EuropeState,
    MoveBase,
    piece_owner,
    piece_size,
)

SIZES = ("S", "M", "L")
PHASES = (
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
COLUMNS = 22


def _texts() -> list[str]:
    fields = MAP.field_ids
    texts = []
    for power in range(len(POWER_IDS)):
        home = [fields[f] for f in MAP.territory[power]]
        for sizes in permutations(("L", "M", "S")):
            texts.append("place " + " ".join(f"{f}={s}" for f, s in zip(home, sizes, strict=True)))
    texts += [f"grow {f}" for f in fields] + [f"build {f}" for f in fields]
    for verb in ("move", "attack", "retreat"):
        texts += [f"{verb} {a}-{b}" for a in fields for b in fields]
    return [*texts, "pass", "keep", "reroll"]


class EuropeEncoding(ListedEncoding):
    max_chance_outcomes = 56

    def __init__(self, game: Game) -> None:
        super().__init__(game, _texts())
        self.observation_shape = (len(MAP.field_ids) + 2, COLUMNS)
        # a move code -> its index, from the texts of the codes (the notation's move_text)
        # made once. A placement's text names the fields of the placing seat's power (the
        # state's active seat), so every seat has its own table: the codes above and its six
        # placements, their texts made on a copy of the start with that seat active
        fields = range(len(MAP.field_ids))
        codes = [int(MoveBase.PASS), int(MoveBase.KEEP), int(MoveBase.REROLL)]
        codes += [MoveBase.GROW + f for f in fields] + [MoveBase.BUILD + f for f in fields]
        for base in (MoveBase.MOVE, MoveBase.ATTACK, MoveBase.RETREAT):
            codes += [base + a * 16 + b for a in fields for b in fields]
        start = game.initial_state()
        assert isinstance(start, EuropeState)
        self.by_code = {c: self.index[start.move_text(c)] for c in codes}
        self.by_seat_code: tuple[dict[int, int], ...] = tuple(
            self._seat_table(start, seat) for seat in range(game.num_players)
        )
        self._observation_tables(game)

    def _seat_table(self, start: EuropeState, seat: int) -> dict[int, int]:
        probe = start.copy()
        probe.active = seat
        table = dict(self.by_code)
        for k in range(len(PLACEMENTS)):
            table[MoveBase.PLACE + k] = self.index[probe.move_text(MoveBase.PLACE + k)]
        return table

    def action_of(self, state: State, move: Move) -> int:
        index = self.by_seat_code[state.active].get(move)  # type: ignore[attr-defined]
        return index if index is not None else self.index_of_text(state.move_text(move))

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        get = self.by_seat_code[state.active].get  # type: ignore[attr-defined]
        out = [get(m, -1) for m in moves]
        if -1 in out:
            out = [self.action_of(state, m) for m in moves]
        return out

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        players = view["players"]
        me = players[seat] if seat is not None and seat < len(players) else None
        own_letter = me["power"][0] if me is not None else None
        combat = view["combat"] or {}
        out: list[float] = []
        for f, fid in enumerate(MAP.field_ids):
            row = [0.0] * COLUMNS
            piece = view["board"].get(fid)
            if piece:
                letter, size = piece[0], piece[1]
                owner = next(i for i, p in enumerate(POWER_IDS) if p[0] == letter)
                row[owner] = 1.0
                row[5 + SIZES.index(size)] = 1.0
                row[8] = float(letter == own_letter)
            row[9 + MAP.field_power[f]] = 1.0
            row[14] = float(MAP.field_sea[f] is not None)
            row[15] = float(combat.get("from") == fid)
            row[16] = float(combat.get("to") == fid)
            if me is not None:
                row[17] = me["stash"]["L"] / 3
                row[18] = me["stash"]["M"] / 3
                row[19] = me["stash"]["S"] / 3
                row[20] = float(bool(me["alive"]))
            out += row
        phase = [float(view["phase"] == p) for p in PHASES]
        phase += [float(seat is not None and view["to_move"] == seat)]
        out += phase + [0.0] * (COLUMNS - len(phase))
        out += [min(1.0, view["round"] / 20)] + [0.0] * (COLUMNS - 1)
        return out

    # -- the observation straight from the position (the same floats as observe) ----------

    def _observation_tables(self, game: Game) -> None:
        """What :meth:`observation_buffer` needs, computed once from the view's own terms: a
        board code's text (``state.piece_text``: power letter and size letter) gives the
        owner's column as :meth:`observe` finds it (the first power whose id starts with the
        letter) and the size's; the fields' home powers and ports never change."""
        nf = len(MAP.field_ids)
        self._fields = nf
        template = array("d", bytes(8 * (nf + 2) * COLUMNS))
        for f in range(nf):
            template[f * COLUMNS + 9 + MAP.field_power[f]] = 1.0
            template[f * COLUMNS + 14] = float(MAP.field_sea[f] is not None)
        self._template = template
        codes = range(1 + 3 * len(POWER_IDS))
        letter = ["" if c == 0 else LETTERS[piece_owner(c)] for c in codes]
        self._letter = letter
        self._owner_col = [
            0 if c == 0 else next(i for i, p in enumerate(POWER_IDS) if p[0] == letter[c])
            for c in codes
        ]
        self._size_col = [
            0 if c == 0 else 5 + SIZES.index(SIZE_LETTERS[piece_size(c)]) for c in codes
        ]
        #: the seat's own letter: its power's id's first letter (the view's ``power``)
        self._own_letter = [POWER_IDS[p][0] for p in game.seat_power]  # type: ignore[attr-defined]
        self._phase_col = [PHASES.index(name) for name in PHASE_NAMES]

    def observation(self, state: State, seat: int | None) -> list[float]:
        return self.observation_buffer(state, seat).tolist()

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        fill(out, self.observation_buffer(state, seat))

    def observation_buffer(self, state: State, seat: int | None) -> array[float]:
        """The observation as an ``array('d')`` from the position: its board codes, the seat's
        stash counted as the view counts it (``state.stash``), the combat's fields. European
        War hides nothing from anyone, so this reads nothing a view leaves out."""
        assert isinstance(state, EuropeState)
        out = array("d", self._template)
        board = state.board
        owner_col, size_col, letter = self._owner_col, self._size_col, self._letter
        players = state.game.num_players
        mine = seat is not None and seat < players
        own = self._own_letter[seat] if mine else None  # type: ignore[index]
        for f, code in enumerate(board):
            if code:
                base = f * COLUMNS
                out[base + owner_col[code]] = 1.0
                out[base + size_col[code]] = 1.0
                if letter[code] == own:
                    out[base + 8] = 1.0
        if state.att >= 0:
            out[state.att * COLUMNS + 15] = 1.0
            out[state.dfd * COLUMNS + 16] = 1.0
        if mine:
            power = state.game.seat_power[seat]  # type: ignore[index]
            fields = self._fields
            end = fields * COLUMNS
            for col, value in (
                (17, state.stash(power, 3) / 3),
                (18, state.stash(power, 2) / 3),
                (19, state.stash(power, 1) / 3),
                (20, float(bool(state.alive[seat]))),  # type: ignore[index]
            ):
                if value:  # the column of every field row
                    out[col:end:COLUMNS] = array("d", [value]) * fields
        base = self._fields * COLUMNS
        out[base + self._phase_col[state.phase]] = 1.0
        to_move = state.to_move()
        if seat is not None and to_move >= 0 and to_move == seat:
            out[base + len(PHASES)] = 1.0
        out[base + COLUMNS] = min(1.0, state.round / 20)
        return out


def encoding(game: Game) -> EuropeEncoding:
    return EuropeEncoding(game)


__all__ = ["EuropeEncoding", "encoding"]
