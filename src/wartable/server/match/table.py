"""One match's state as the server holds it: its stored values (status, version, ``live``,
``config``, result, seats) and the :class:`Match`, the only ledger of its plies.

A :class:`Table` changes in two ways only: :meth:`Table.apply` of a :class:`Change` that was
stored (worked out by ``service.py``; its plies computed before, never played then taken back;
a takeback's plies removed by rebuilding the match from those left),
and from what storage (or another process's notice) holds: :meth:`Table.reset`,
:meth:`Table.set_row`, :meth:`Table.extend_stored`, :meth:`Table.apply_stored` (a match
loaded, or caught up with another server process's changes)."""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Any

from wartable.core import Game, Match, Move, Plan, State, make

from ..errors import ServerError
from . import clocks
from .setup import SeatInfo, token_hash

#: the ``matches`` columns a change may set in memory (the rest are fixed or storage's own)
HELD_COLUMNS = ("status", "live", "result", "rematch_id", "config")


@dataclass
class Change:
    """What one command changes in a match: stored first (one transaction), then applied to
    the table in memory (:meth:`Table.apply`), then announced.

    ``values``: the match's columns to set; ``plan``: its new plies, worked out and not yet
    played, and ``moves`` the same plies as storage keeps them; ``seats``: seat changes
    (``{"seat": n, ...}``); ``refusal``: the command is refused once the change is stored
    (a move made after its time ran out: the timeout is stored, the move refused);
    ``truncate``: a takeback: the stored plies from this one on are removed, and the match is
    rebuilt from those left (never undone in memory)."""

    values: dict[str, Any] = field(default_factory=dict)
    plan: Plan | None = None
    moves: list[dict[str, Any]] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    refusal: ServerError | None = None
    truncate: int | None = None

    @classmethod
    def of_plan(cls, values: dict[str, Any], plan: Plan, now: float) -> Change:
        """A change that adds ``plan``'s plies (made at ``now``) and moves the stored ply."""
        moves = [
            {"ply": p, "text": step.text, "mover": step.mover, "at": now}
            for p, step in enumerate(plan.steps, plan.start)
        ]
        return cls({**values, "ply": plan.end}, plan, moves)


class Table:
    """One match: its stored values and its :class:`Match`."""

    def __init__(
        self,
        row: dict[str, Any],
        seats: list[dict[str, Any]],
        moves: list[dict[str, Any]],
    ) -> None:
        self.id: str = row["id"]
        self.game: Game = make(row["game"], **row["options"])
        self.options: dict[str, Any] = dict(row["options"])
        self.seed: int = int(row["seed"])
        self.created_at: float = float(row["created_at"])
        self.public: bool = bool(row["public"])
        self.rematch_of: str | None = row["rematch_of"]
        self._legal_cache: tuple[State, dict[str, Any]] | None = None
        self.reset(row, seats, moves)

    def reset(
        self, row: dict[str, Any], seats: list[dict[str, Any]], moves: list[dict[str, Any]]
    ) -> None:
        """The match as stored, rebuilt: its values and every ply replayed."""
        self.set_row(row, seats)
        names = [s.name for s in self.seats]
        self.match: Match = Match(self.game, seed=self.seed, players=names, match_id=self.id)
        # the match is the only ledger: texts, movers, what each seat saw (Match.log_since)
        self.extend_stored(moves)

    def set_row(self, row: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """The match's stored values (not its plies)."""
        self.status: str = row["status"]
        self.version: int = int(row["version"])
        self.config: dict[str, Any] = dict(row["config"])
        self.live: dict[str, Any] = dict(row["live"])
        self.result: dict[str, Any] | None = row["result"]
        self.rematch_id: str | None = row["rematch_id"]
        self.seats: list[SeatInfo] = [
            SeatInfo(
                int(s["seat"]),
                s["kind"],
                s["level"],
                s["name"],
                s["token_hash"],
                bool(s["joined"]),
            )
            for s in seats
        ]
        match: Match | None = getattr(self, "match", None)
        if match is not None:  # names taken meanwhile (another process): the record's too
            match.players[:] = [s.name for s in self.seats]

    def extend_stored(self, moves: list[dict[str, Any]]) -> None:
        """Add plies as storage (or another process's notice) keeps them: checked through the
        rules, chance drawn again from the seed and compared. If they do not continue the
        match, the error is raised and nothing changes."""
        self.match.extend(self.match.plan_recorded([(m["text"], int(m["mover"])) for m in moves]))

    def apply(self, change: Change) -> None:
        """A change that was stored: the next version."""
        self.version += 1
        for key in HELD_COLUMNS:
            if key in change.values:
                setattr(self, key, change.values[key])
        if change.truncate is not None:
            self._rebuild_to(change.truncate)
        if change.plan is not None:
            self.match.extend(change.plan)
        for seat_change in change.seats:
            info = self.seats[seat_change["seat"]]
            for key in ("joined", "name", "token_hash", "kind", "level"):
                if key in seat_change:
                    setattr(info, key, seat_change[key])
            if "name" in seat_change:  # the record carries the players' names
                self.match.players[seat_change["seat"]] = seat_change["name"]

    def _rebuild_to(self, ply: int) -> None:
        """The match rebuilt from its first ``ply`` plies (a takeback that was stored): a new
        :class:`Match` replays them through the rules and the seed, as loading would."""
        kept = list(zip(self.match.move_texts[:ply], self.match.movers[:ply], strict=True))
        names = list(self.match.players)
        self.match = Match(self.game, seed=self.seed, players=names, match_id=self.id)
        self._legal_cache = None
        self.match.extend(self.match.plan_recorded(kept))

    def apply_stored(self, values: dict[str, Any], moves: list[dict[str, Any]]) -> None:
        """A change another server process stored (its values and plies, from its notice):
        the next version. Its plies are replayed through the rules and the seed; if they do
        not continue the match, nothing is changed and the error raised."""
        plies = [int(m["ply"]) for m in moves]
        if plies != list(range(self.ply, self.ply + len(moves))) or int(
            values.get("ply", self.ply + len(moves))
        ) != self.ply + len(moves):
            raise ValueError(f"match {self.id}: plies {plies} do not follow ply {self.ply}")
        plan = self.match.plan_recorded([(m["text"], int(m["mover"])) for m in moves])
        self.apply(Change({k: v for k, v in values.items() if k in HELD_COLUMNS}, plan))

    # -- the game ---------------------------------------------------------------------------

    @property
    def ply(self) -> int:
        return self.match.ply

    @property
    def movers(self) -> list[int]:
        return self.match.movers

    def to_move(self) -> int:
        return self.match.state.to_move()

    def plan_move(self, seat: int, text: str) -> Plan:
        """The plies ``seat``'s move ``text`` adds, every chance event after it included,
        worked out without playing them. Raises the game's error if the move is refused."""
        state = self.match.state
        legal = self._legal_cache
        if legal is not None and legal[0] is state and seat == state.to_move() and text in legal[1]:
            # the exact text of one of this position's legal moves, for the seat to move: the
            # same check Match.plan makes, without listing the moves' texts a second time
            return self.match.plan(move=legal[1][text])
        return self.match.plan(text, seat)

    def legal_index(self) -> dict[str, Move]:
        """The legal moves of the current position by their texts, computed once a position."""
        state = self.match.state
        cached = self._legal_cache
        if cached is None or cached[0] is not state:
            moves = state.legal_moves()
            # a game may write many moves' texts at once (Thud: in C)
            cached = (state, dict(zip(state.move_texts(moves), moves, strict=True)))
            self._legal_cache = cached
        return cached[1]

    # -- seats ------------------------------------------------------------------------------

    def seat_of(self, token: str) -> int | None:
        digest = token_hash(token)
        for s in self.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return s.seat
        return None

    def ai_controls(self, seat: int, live: dict[str, Any] | None = None) -> bool:
        live = self.live if live is None else live
        return self.seats[seat].kind == "computer" or seat in live.get("takeover", [])

    def ai_level(self, seat: int) -> str:
        info = self.seats[seat]
        if info.kind == "computer" and info.level:
            return info.level
        return str(self.config.get("takeover_level") or "greedy")

    def humans(self) -> set[int]:
        return {s.seat for s in self.seats if s.kind == "human"}

    # -- clocks -----------------------------------------------------------------------------

    def clock_running(self, live: dict[str, Any] | None = None) -> int | None:
        """The seat whose clock runs now (a human seat to move in an active match), with the
        match's ``live`` values or those given."""
        if self.status != "active":
            return None
        seat = self.to_move()
        if seat < 0 or self.ai_controls(seat, live):
            return None
        return seat

    def deadline(self, live: dict[str, Any] | None = None) -> tuple[float, str] | None:
        """When the seat to move runs out of time or of grace, and which (earliest)."""
        live = self.live if live is None else live
        return clocks.deadline(live, self.config, self.clock_running(live))

    def clock_json(self, now: float) -> dict[str, Any] | None:
        return clocks.clock_json(self.live, self.config, self.clock_running(), now)
