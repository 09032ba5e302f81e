"""The conformance checks every wartable game must pass (run by tests/test_conformance.py).

They use only the common contract, so they apply to every registered game and to any game a
third party writes. Each check raises ``AssertionError`` with a message naming the game, the
seed and the ply where it failed.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import (
    BadNotation,
    BadPosition,
    BadRecord,
    GameOver,
    IllegalMove,
    NotYourTurn,
    WartableError,
)
from .game import CHANCE, TERMINAL, Game, State, sample_chance
from .match import Match, record_digest, replay, replay_seat_record
from .messages import Said

GARBAGE_MOVES = ("", "   ", "zz", "!!!", "a1-a1-a1-a1", "x" * 200, "\u00e9\u00e9", "12345", "None")
GARBAGE_POSITIONS = ("", "garbage", "\n\n\n", "{}", "#" * 500)


def _where(game: Game, seed: int, ply: int) -> str:
    return f"{game.name} ({game.num_players} players) seed {seed} ply {ply}"


def check_state(state: State, where: str, deep: bool) -> None:
    """Invariants of one state; ``deep`` adds the costly text round-trips."""
    game = state.game
    mover = state.to_move()
    moves = state.legal_moves()
    if mover == TERMINAL:
        assert not moves, f"{where}: game over but legal moves listed"
        assert state.outcome() is not None, f"{where}: game over without an outcome"
    else:
        assert moves, f"{where}: nobody can move but the game is not over"
        assert state.outcome() is None, f"{where}: outcome given while the game goes on"
        assert mover == CHANCE or 0 <= mover < game.num_players, f"{where}: bad seat {mover}"
    if mover == CHANCE:
        outcomes = state.chance_outcomes()
        total = sum(p for _, p in outcomes)
        assert math.isclose(total, 1.0, abs_tol=1e-9), f"{where}: chance sums to {total}"
        assert all(p > 0 for _, p in outcomes), f"{where}: an outcome has probability <= 0"
        assert [m for m, _ in outcomes] == list(moves), f"{where}: outcomes != legal moves"
    if not deep:
        return
    texts = [state.move_text(m) for m in moves]
    assert state.move_texts(moves) == texts, f"{where}: move_texts differs from move_text"
    assert len(set(texts)) == len(texts), f"{where}: two legal moves share a text"
    for move, text in zip(moves, texts, strict=True):
        assert state.parse_move(text) == move, f"{where}: {text!r} does not parse back"
    text = state.to_text()
    again = game.parse_state(text)
    assert again.to_text() == text, f"{where}: position text does not round-trip"
    assert again.to_move() == mover, f"{where}: parsed position has another seat to move"
    assert [again.move_text(m) for m in again.legal_moves()] == texts, (
        f"{where}: parsed position has other legal moves"
    )
    for seat in [None, *range(game.num_players)]:
        view = state.view(seat)
        json.dumps(view)  # must be JSON-ready
    outcome = state.outcome()
    if outcome is not None:
        json.dumps(outcome.to_json())


def check_hidden(state: State, where: str, rng: random.Random) -> None:
    """Views leak nothing and determinization uses nothing hidden (for every seat); a seat
    from which nothing is hidden any more (:meth:`State.hides_from`) gets the state itself."""
    game = state.game
    mover = state.to_move()
    for seat in range(game.num_players):
        view = state.view(seat)
        seed = rng.randrange(2**32)
        sample = state.determinize(seat, random.Random(seed))
        if not state.hides_from(seat):
            assert sample is state, (
                f"{where}: nothing is hidden from seat {seat} (hides_from), yet determinize "
                "gave another state"
            )
        assert sample.view(seat) == view, (
            f"{where}: seat {seat}'s view changes when only what it cannot see is resampled"
        )
        other = state.determinize(seat, random.Random(seed ^ 0x5EED))
        assert other.view(seat) == view, f"{where}: determinize changed seat {seat}'s view"
        a = state.determinize(seat, random.Random(seed + 1)).to_text()
        b = other.determinize(seat, random.Random(seed + 1)).to_text()
        assert a == b, f"{where}: determinize for seat {seat} depends on information hidden from it"
        if mover == seat:
            real = sorted(state.move_text(m) for m in state.legal_moves())
            seen = sorted(sample.move_text(m) for m in sample.legal_moves())
            assert real == seen, f"{where}: seat {seat}'s legal moves depend on hidden information"


def check_move_views(state: State, where: str, limit: int = 60) -> None:
    """A log shows a seat no chance outcome its views hide. Take the outcomes of a chance node
    that leave ``seat`` the same view but lead to different positions (a chip drawn into
    another seat's hand): the texts ``seat`` is shown must not tell them apart. Outcomes that
    lead to the same position (a roll that changes nothing) may be told apart, and so may a
    player's own moves: a payment shown to the table or a spy's named target is public even
    when no view keeps it. Checked for every seat and for spectators."""
    if state.to_move() != CHANCE:
        return
    game = state.game
    moves = state.legal_moves()[:limit]
    if len(moves) < 2:
        return
    after = [state.apply(m) for m in moves]
    full = [child.to_text() for child in after]
    for seat in [None, *range(game.num_players)]:
        groups: dict[str, dict[str, set[str]]] = {}
        for move, child, text in zip(moves, after, full, strict=True):
            key = json.dumps(child.view(seat), sort_keys=True)
            groups.setdefault(key, {}).setdefault(text, set()).add(state.move_view(move, seat))
        for by_position in groups.values():
            shown = {frozenset(texts) for texts in by_position.values()}
            assert len(by_position) < 2 or len(shown) == 1, (
                f"{where}: seat {seat} sees {sorted(map(sorted, shown))} for moves whose "
                "positions its view cannot tell apart: the log leaks what the view hides"
            )


def random_playout(game: Game, seed: int, max_plies: int = 20_000, deep_every: int = 7) -> Match:
    """Play one game with uniformly random moves, checking every state on the way."""
    match = Match(game, seed=seed)
    rng = random.Random(seed * 7919 + 1)
    ply = 0
    told: set[int] = set()  # seats hides_from said nothing more is hidden from: it must stay so
    while True:
        state = match.state
        where = _where(game, seed, ply)
        deep = ply % deep_every == 0
        check_state(state, where, deep)
        if deep and game.has_hidden_information:
            check_hidden(state, where, rng)
            check_move_views(state, where)
        for seat in range(game.num_players):
            if not state.hides_from(seat):
                told.add(seat)
            else:
                assert game.has_hidden_information, (
                    f"{where}: a game without hidden information hides something from seat "
                    f"{seat} (hides_from)"
                )
                assert seat not in told, (
                    f"{where}: hides_from said nothing more would be hidden from seat {seat}"
                )
        if state.is_over():
            return match
        assert ply < max_plies, f"{where}: game did not end within {max_plies} plies"
        mover = state.to_move()
        if mover == CHANCE:
            match.resolve_chance()
        else:
            sample = state.determinize(mover, rng)
            moves = sample.legal_moves()
            text = sample.move_text(moves[rng.randrange(len(moves))])
            match.play(text, mover)
        ply += 1


def check_said(game: Game, message: Said | None, english: str, where: str) -> Said:
    """``message`` is given, listed in :attr:`Game.messages` with these very parameters
    (its inner messages too), and its English is ``english``, the text the game shows."""
    assert message is not None, f"{where}: {english!r} is told without a message"
    listed = game.messages
    for part in message.walk():
        names = listed.get(part.id)
        assert names is not None, f"{where}: message {part.id!r} is not in {game.name}.messages"
        assert part.param_names() == tuple(names), (
            f"{where}: message {part.id!r} has parameters {part.param_names()}, "
            f"{game.name}.messages lists {tuple(names)}"
        )
    assert message.english() == english, (
        f"{where}: message {message.id!r} says {message.english()!r} in English, "
        f"the game shows {english!r}"
    )
    return message


def _view_messages(game: Game, view: Any, where: str) -> set[Said]:
    """The messages of a view's ``*_msg`` fields (at any depth), each listed by the game."""
    found: set[Said] = set()
    if isinstance(view, dict):
        for key, value in view.items():
            if key.endswith("_msg") and value is not None:
                message = Said.from_json(value)
                for part in message.walk():
                    names = game.messages.get(part.id)
                    assert names is not None, f"{where}: {key} {part.id!r} is not listed"
                    assert part.param_names() == tuple(names), f"{where}: {key} {part.id!r}"
                found.add(message)
            else:
                found |= _view_messages(game, value, where)
    elif isinstance(view, list):
        for item in view:
            found |= _view_messages(game, item, where)
    return found


def check_messages(game: Game, seed: int, limit: int = 400) -> set[Said]:
    """Everything a seeded random game says is a message (issue 37): each ply as every seat is
    told it, the phase, the seats' names, the end, and the errors that garbage, other
    positions' moves and out-of-turn moves raise. Returns every message seen (their catalogue
    entries are checked in every language by tests/test_conformance.py)."""
    match = random_playout(game, seed, deep_every=1_000_000)
    seen: set[Said] = set()
    seats: list[int | None] = [None, *range(game.num_players)]
    for number in range(game.num_players):
        msg = game.seat_message(number)
        seen.add(check_said(game, msg, game.seat_name(number), f"{game.name} seat {number}"))
    texts = sorted(set(match.move_texts))
    rng = random.Random(seed)
    tried = [*GARBAGE_MOVES, *rng.sample(texts, min(len(texts), 40))]
    state = match.start
    for ply, move in enumerate(match.moves[:limit]):
        where = _where(game, seed, ply)
        for seat in seats:
            told = state.move_message(move, seat)
            seen.add(check_said(game, told, state.move_view(move, seat), where))
        phase = state.phase_message()
        if phase is not None:
            seen.add(check_said(game, phase, phase.english(), where))
        if ply % 5 == 0:
            for seat in seats:
                seen |= _view_messages(game, state.view(seat), f"{where} view of {seat}")
            for text in tried:
                try:
                    state.parse_move(text)
                except WartableError as exc:
                    seen.add(check_said(game, exc.msg, str(exc), f"{where} move {text!r}"))
                    if (
                        isinstance(exc, IllegalMove)
                        and exc.msg
                        and exc.msg.id == "error-illegal-move"
                    ):
                        assert isinstance(exc.msg["reason"], Said), (
                            f"{where} move {text!r}: the reason {exc.msg['reason']!r} is text"
                        )
        state = state.apply(move)
    outcome = match.state.outcome()
    assert outcome is not None
    where = _where(game, seed, match.ply)
    seen.add(check_said(game, outcome.message, outcome.reason, where))
    for text in tried[:3]:
        try:
            match.play(text)
        except WartableError as exc:
            seen.add(check_said(game, exc.msg, str(exc), f"{where} move {text!r}"))
    return {part for message in seen for part in message.walk()}


def check_bad_input(match: Match) -> None:
    """Garbage, out-of-turn and after-the-end input raise typed errors and change nothing."""
    game = match.game
    probe = Match(game, seed=match.seed)
    for text in match.move_texts[: min(25, len(match.move_texts))]:
        state = probe.state
        before = state.to_text()
        _check_garbage_moves(state)
        mover = state.to_move()
        _check_wrong_seats(probe, text)
        assert probe.state.to_text() == before, f"{game.name}: a refused move changed the state"
        assert len(probe.moves) == len(probe.move_texts) == len(probe.movers)
        if mover == CHANCE:
            drawn = probe.resolve_chance()
            assert probe.move_texts[-1] == text, (
                f"{game.name}: the same seed drew {probe.move_texts[-1]!r}, not {text!r}"
            )
            assert drawn is not None
        else:
            probe.play(text)
    for garbage in GARBAGE_POSITIONS:
        try:
            game.parse_state(garbage)
        except BadPosition as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{game.name}: garbage position {garbage!r} was accepted")
    if match.state.is_over():
        _check_after_the_end(match)


def _check_garbage_moves(state: State) -> None:
    """Garbage move texts are refused with a message."""
    for garbage in GARBAGE_MOVES:
        try:
            state.parse_move(garbage)
        except (BadNotation, IllegalMove) as exc:
            assert str(exc), f"{state.game.name}: empty error message for {garbage!r}"
        else:
            raise AssertionError(f"{state.game.name}: garbage move {garbage!r} was accepted")


def _check_wrong_seats(probe: Match, text: str) -> None:
    """The next move ``text``, played by a seat not to move (or none, at chance), is refused."""
    game = probe.game
    mover = probe.state.to_move()
    if mover >= 0:
        wrong = (mover + 1) % game.num_players
        try:
            probe.play(text, seat=wrong)
        except NotYourTurn:
            pass
        else:
            raise AssertionError(f"{game.name}: seat {wrong} moved out of turn")
    for seat in (None, 0, -1, game.num_players):
        # chance belongs to the match; a seat that does not exist never moves
        if mover != CHANCE and seat in (None, 0):
            continue
        try:
            probe.play(text, seat=seat)
        except NotYourTurn:
            pass
        else:
            raise AssertionError(f"{game.name}: move {text!r} by seat {seat} was accepted")


def _check_after_the_end(match: Match) -> None:
    """A finished game takes no move, neither in its state nor in its match."""
    game = match.game
    try:
        match.state.parse_move("anything")
    except GameOver:
        pass
    else:
        raise AssertionError(f"{game.name}: a move was accepted after the end")
    try:
        match.play(match.move_texts[-1] if match.move_texts else "x")
    except GameOver:
        pass
    else:
        raise AssertionError(f"{game.name}: Match accepted a move after the end")


def check_record(match: Match) -> None:
    """The record replays to the same end; tampering is refused."""
    record = match.record()
    json.dumps(record)
    again = replay(record)
    assert again.state.to_text() == match.state.to_text(), f"{match.game.name}: replay differs"
    if record["moves"]:
        tampered: dict[str, Any] = json.loads(json.dumps(record))
        tampered["moves"][len(tampered["moves"]) // 2] = "not a move at all"
        tampered.pop("digest")
        try:
            replay(tampered)
        except BadRecord:
            pass
        else:
            raise AssertionError(f"{match.game.name}: a tampered record replayed")
    forged = _forge_chance(match)
    if forged is not None:
        ply, forged_record = forged
        try:
            replay(forged_record)
        except BadRecord as exc:
            assert f"ply {ply + 1} " in str(exc), f"{match.game.name}: {exc} names no ply"
        else:
            raise AssertionError(f"{match.game.name}: a record with a forged chance replayed")
    edited = dict(record, seed=record["seed"] + 1)
    try:
        replay(edited)
    except BadRecord:
        pass
    else:
        raise AssertionError(f"{match.game.name}: an edited record passed its digest check")
    for seat in [None, *range(match.game.num_players)]:
        shown = match.record(seat, redact=True)
        json.dumps(shown)
        assert "seed" not in shown, f"{match.game.name}: a seat's record holds the seed"
        assert shown["moves"] == match.log(seat)
        try:
            replay(shown)
        except BadRecord:
            pass
        else:
            raise AssertionError(f"{match.game.name}: a player's record replayed as a full one")
        seen = replay_seat_record(shown)
        assert seen.views[-1] == json.loads(json.dumps(match.state.view(seat))), (
            f"{match.game.name}: seat {seat}'s record ends on another view"
        )
        assert len(seen.views) == match.ply + 1


def _forge_chance(match: Match) -> tuple[int, dict[str, Any]] | None:
    """The match's record with one chance outcome changed to another legal one and its digest
    recomputed (what a forger would do), and the ply changed; None without such a ply."""
    state = match.start
    for ply, move in enumerate(match.moves):
        if state.to_move() == CHANCE:
            others = [m for m, p in state.chance_outcomes() if m != move and p > 0]
            if others:
                record = match.record()
                record["moves"][ply] = state.move_text(others[0])
                record.pop("final_position")
                record.pop("result")
                record.pop("over")
                record["digest"] = record_digest(record)
                return ply, record
        state = state.apply(move)
    return None


def check_determinism(game: Game, seed: int) -> None:
    """The same seed gives the same record."""
    a = random_playout(game, seed, deep_every=10**9).record()
    b = random_playout(game, seed, deep_every=10**9).record()
    for record in (a, b):  # a match's id is its own, not its seed's
        del record["match_id"], record["digest"]
    assert a == b, f"{game.name}: seed {seed} gave two different games"


def check_table(game: Game, seed: int) -> None:
    """:meth:`Game.table`, the data a board draws from: a JSON object of plain JSON values
    (what json.loads gives back equals it: no tuples, no number keys) naming the game, small
    enough to send with a page, and stable: the same on every call, from a new game with the
    same options, and after a game has been played with it."""
    where = f"{game.name} ({game.num_players} players)"
    table = game.table()
    assert isinstance(table, dict), f"{where}: table() is not a dict"
    assert table.get("game") == game.name, f"{where}: table() does not name its game"
    text = json.dumps(table, sort_keys=True, allow_nan=False)
    assert json.loads(text) == table, f"{where}: table() holds values JSON does not keep"
    assert len(text) < 65536, f"{where}: table() is {len(text)} characters"
    again = type(game).for_version(game.rules_version, **game.non_default_options())
    assert json.dumps(again.table(), sort_keys=True) == text, f"{where}: table() differs"
    random_playout(game, seed, deep_every=10**9)
    assert json.dumps(game.table(), sort_keys=True) == text, f"{where}: play changed table()"


def apply_edits(text: str, edits: list[tuple[int, int, str]]) -> str:
    """``text`` with each ``(at, cut, insert)`` edit made in turn (``at`` wraps around)."""
    for at, cut, insert in edits:
        at %= len(text) + 1
        text = text[:at] + insert + text[at + cut :]
    return text


def check_refusal(error: Exception) -> None:
    """A refusal's message names the input in a readable line, never a megabyte of it."""
    assert str(error) and len(str(error)) < 600, f"refusal message of {len(str(error))} chars"


def check_position_text(game: Game, text: str, plies: int = 12) -> bool:
    """Parse ``text``: refused with a good message, or a position that round-trips, renders,
    gives every seat a JSON view (and a determinization) and plays on (its first ``plies``
    moves parse back and lead to positions that round-trip). True when it parsed."""
    try:
        state = game.parse_state(text)
    except BadPosition as error:
        check_refusal(error)
        return False
    assert game.parse_state(state.to_text()).to_text() == state.to_text()
    game.render(state.view(None))
    for seat in range(game.num_players):
        json.dumps(state.view(seat))
    if state.to_move() == TERMINAL:
        assert state.outcome() is not None
        assert not state.legal_moves()
        return True
    if state.to_move() == CHANCE:
        assert math.isclose(sum(p for _, p in state.chance_outcomes()), 1.0, abs_tol=1e-9)
    else:
        state.determinize(state.to_move(), random.Random(1)).legal_moves()
    for move in state.legal_moves()[:plies]:
        assert state.parse_move(state.move_text(move)) == move
        child = state.apply(move)
        assert game.parse_state(child.to_text()).to_text() == child.to_text()
        game.render(child.view(None))
        child.outcome()
    return True


# -- fuzzing the texts: what the hypothesis tests of tests/test_conformance.py stand on -------

#: Inputs that fooled some game's parser once: other scripts' digits ('³', '١'), numbers too
#: long for ``int()`` or negative, an exponent, NUL, a lone surrogate, deep brackets, the
#: Kelvin sign and the long s (whose upper cases are K and S), NaN, nothing, a new line.
NASTY = (
    "³",
    "١",
    "9" * 5000,
    "-1",
    "1e309",
    str(10**12),
    "\x00",
    "\ud800",
    "[" * 3000,
    "\u212a",
    "ſ",
    "NaN",
    "",
    "\n",
)


@dataclass(frozen=True)
class FuzzHook:
    """What the text fuzzers need to know of one game (what differs between games); a game
    without a hook of its own is fuzzed with ``FuzzHook((game,))``.

    ``games``: the rule sets (option sets, player counts) whose positions and move texts are
    mutated. ``nasty``: inputs that fooled this game's parsers, besides :data:`NASTY`.
    ``alphabet``: characters of the game's texts, inserted by the edits. ``board``: the board
    part of a position text (a prefix of it), whose squares ``board_cells`` the board edits
    replace by one another; ``None``: no board edits. ``playouts``, ``max_plies``, ``every``:
    the random games per rule set the texts come from, their length, and every how many
    plies a position is kept."""

    games: tuple[Game, ...]
    nasty: tuple[str, ...] = ()
    alphabet: str = "0123456789"
    board: Callable[[str], str] | None = None
    board_cells: str = ""
    playouts: int = 1
    max_plies: int = 400
    every: int = 7

    @property
    def inputs(self) -> tuple[str, ...]:
        """The nasty inputs the edits insert: the common ones and this game's."""
        return NASTY + self.nasty


def text_pool(hook: FuzzHook, seed: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """``(rule set, text)`` of positions and of move texts met in seeded random games of each
    of the hook's rule sets (chance drawn with the same generator)."""
    positions: list[tuple[int, str]] = []
    moves: list[tuple[int, str]] = []
    rng = random.Random(seed)
    for which, game in enumerate(hook.games):
        for _ in range(hook.playouts):
            state = game.initial_state()
            for ply in range(hook.max_plies):
                if state.is_over():
                    break
                if state.to_move() == CHANCE:
                    move = sample_chance(state, rng)
                else:
                    options = state.legal_moves()
                    move = options[rng.randrange(len(options))]
                moves.append((which, state.move_text(move)))
                if ply % hook.every == 0:
                    positions.append((which, state.to_text()))
                state = state.apply(move)
            positions.append((which, state.to_text()))
    return positions, moves


def board_edit(hook: FuzzHook, text: str, picks: list[tuple[int, str]]) -> str:
    """``text`` with board squares (only) replaced: each ``(at, cell)`` puts ``cell`` on the
    ``at``-th square (wrapping around) of the hook's board part."""
    assert hook.board is not None, "board edits need the hook's board"
    board = hook.board(text)
    spots = [i for i, ch in enumerate(board) if ch in hook.board_cells]
    chars = list(text)
    for at, ch in picks:
        chars[spots[at % len(spots)]] = ch
    return "".join(chars)


def line_edit(text: str, picks: list[tuple[int, bool]]) -> str:
    """``text`` with lines doubled (``True``) or dropped (``False``), the ``at``-th line of
    each ``(at, double)`` (wrapping around)."""
    lines = text.split("\n")
    for at, double in picks:
        k = at % len(lines)
        if double:
            lines.insert(k, lines[k])
        elif len(lines) > 1:
            lines.pop(k)
    return "\n".join(lines)


def check_move_text(game: Game, position: str, text: str) -> None:
    """Play ``text`` in ``position``: played, or refused with a typed error naming it shortly;
    either way the state played on is unchanged (states are immutable)."""
    state = game.parse_state(position)
    before = state.to_text()
    try:
        state.play(text)
    except (BadNotation, IllegalMove, GameOver) as error:
        check_refusal(error)
    except WartableError as error:  # any other kind of refusal is a bug
        raise AssertionError(f"{game.name}: {text!r} raised {type(error).__name__}") from None
    assert state.to_text() == before, f"{game.name}: playing {text!r} changed the state"


__all__ = [
    "NASTY",
    "FuzzHook",
    "apply_edits",
    "board_edit",
    "check_bad_input",
    "check_determinism",
    "check_hidden",
    "check_move_text",
    "check_move_views",
    "check_position_text",
    "check_record",
    "check_refusal",
    "check_state",
    "line_edit",
    "random_playout",
    "text_pool",
]
