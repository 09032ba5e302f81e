"""Records and the match's authority: secret chance, seat records, signatures, atomic saves.

These are the contract's rules (docs/architecture.md, "Records"), not a game's: each test
names the property it checks (C1 ... in the architecture document's list)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import wartable
from wartable.core import (
    CHANCE,
    BadRecord,
    Match,
    NotYourTurn,
    RecordKey,
    WartableError,
    replay,
    replay_seat_record,
    sign_record,
    verify_record,
)
from wartable.core.conformance import random_playout
from wartable.core.match import CHECKPOINT_EVERY, LEGACY_CHANCE, ChanceStream
from wartable.core.records import parse_json_object, record_digest, write_json_atomic


def europe_after_attack(seed: int = 1) -> Match:
    """European War, 2 players, fixed set-up, France to move; France attacks Italy:

    FRA (France, seat 0) --attack--> ITA (Italy, seat 1)   then chance rolls the dice
    """
    game = wartable.make("europe", players=2, setup="fixed", first="FRA")
    match = Match(game, seed=seed)
    match.play("attack FRA-ITA", seat=0)
    assert match.to_move() == CHANCE
    return match


def finished(name: str, seed: int, **options: Any) -> Match:
    return random_playout(wartable.make(name, **options), seed, deep_every=10**9)


# -- C1: chance belongs to the match -------------------------------------------------------


def test_c1_a_seat_cannot_choose_the_dice() -> None:
    match = europe_after_attack()
    for seat in (None, 0, 1):
        with pytest.raises(NotYourTurn, match="chance is to move"):
            match.play("roll 6,6,6", seat=seat)
    assert match.ply == 1
    assert match.to_move() == CHANCE
    drawn = match.resolve_chance()
    assert drawn is not None
    assert match.movers == [0, CHANCE]


def test_c1_a_seat_out_of_range_is_not_your_turn_never_index_error() -> None:
    match = Match(wartable.make("thud"), seed=1)
    for seat in (-1, 2, 99, -(10**30)):
        with pytest.raises(NotYourTurn, match="no such seat"):
            match.play("dF1-F5", seat=seat)
    with pytest.raises(TypeError):
        match.play("dF1-F5", seat="0")  # type: ignore[arg-type]
    assert match.ply == 0


def test_c1_forcing_chance_is_explicit_and_drops_the_seed_from_the_record() -> None:
    match = europe_after_attack()
    match.force_chance("roll 6,6,6")
    record = match.record()
    assert record["seed"] is None
    assert match.chance_forced
    again = replay(record)  # a record without a seed replays its outcomes as recorded
    assert again.move_texts == match.move_texts
    with pytest.raises(NotYourTurn, match="chance is not to move"):
        Match(wartable.make("thud")).force_chance("roll 1")


def test_c1_undoing_a_die_does_not_reroll_it() -> None:
    match = europe_after_attack(seed=9)
    match.resolve_chance()
    first = match.move_texts[-1]
    for _ in range(3):
        match.undo()
        match.resolve_chance()
        assert match.move_texts[-1] == first
    assert replay(match.record()).move_texts == match.move_texts


def test_c1_the_chance_stream_reveals_nothing_of_other_draws() -> None:
    """Draw k is SHA-256(seed, k): fixed by the seed, independent of every other draw."""
    a, b = ChanceStream(5), ChanceStream(5)
    xs = [a.random() for _ in range(50)]
    assert xs == [b.random() for _ in range(50)]
    assert all(0.0 <= x < 1.0 for x in xs)
    assert len(set(xs)) == 50
    assert ChanceStream(5, drawn=10).random() == xs[10]
    assert ChanceStream(6).random() != xs[0]


# -- C2: a seat's record holds only what that seat may see ------------------------------------


def test_c2_orcwar_seat_record_holds_no_seed_and_no_hidden_draw() -> None:
    match = finished("orcwar", 987_654_321_987, players=3)
    full = match.record()
    hidden_plies = [i for i, text in enumerate(full["moves"]) if match.log(0)[i] != text]
    assert hidden_plies, "a 3-player OrcWar game has draws seat 0 does not see"
    mine = match.seat_record(0)
    text = json.dumps(mine)
    assert "seed" not in mine
    assert str(match.seed) not in text
    for i in hidden_plies:
        assert mine["moves"][i] != full["moves"][i]
    assert mine["views"][-1] == json.loads(json.dumps(match.state.view(0)))
    assert "final_position" not in mine
    assert "start" not in mine
    seen = replay_seat_record(mine)
    assert seen.seat == 0
    assert len(seen.views) == match.ply + 1
    assert not seen.checked_by_rules
    with pytest.raises(BadRecord, match="player's record"):
        replay(mine)


def test_c2_thud_seat_record_replays_through_the_rules_without_the_seed() -> None:
    match = finished("thud", 2, battles=1, quiet_limit=20)
    mine = match.seat_record(1)
    assert "seed" not in mine
    assert "views" not in mine
    seen = replay_seat_record(mine)
    assert seen.checked_by_rules
    assert seen.views[-1] == match.state.view(1)
    tampered = dict(mine, moves=[*mine["moves"][:-1], "dA1-A2"])
    tampered["digest"] = record_digest(tampered)
    with pytest.raises(BadRecord, match=f"ply {len(mine['moves'])} "):
        replay_seat_record(tampered)


def test_c2_old_redact_spelling_gives_the_seat_record() -> None:
    match = finished("alu", 3)
    assert match.record(1, redact=True) == match.seat_record(1)
    with pytest.raises(NotYourTurn):
        match.seat_record(5)


# -- C3: records are signed by the host and verified -----------------------------------------


def test_c3_key_is_created_once_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "keys" / "record.key"
    key = RecordKey.load(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert RecordKey.load(path).key_id == key.key_id
    path.chmod(0o644)
    with pytest.raises(WartableError, match="readable by others"):
        RecordKey.load(path)


def test_c3_a_forged_die_with_a_recomputed_digest_fails_verification(tmp_path: Path) -> None:
    match = europe_after_attack()
    match.resolve_chance()
    key = RecordKey.load(tmp_path / "host.key")
    signed = sign_record(match.record(), key)
    verify_record(signed, key)
    replay(signed, verify=True, key=key)
    # the forger changes the roll, drops what no longer fits, and recomputes the digest
    forged = json.loads(json.dumps(signed))
    outcomes = [t for t in ("roll 6,6,6", "roll 1,1,1") if t != forged["moves"][1]]
    forged["moves"][1] = outcomes[0]
    for name in ("final_position", "result", "over"):
        forged.pop(name)
    forged["digest"] = record_digest(forged)
    with pytest.raises(BadRecord, match="changed after signing"):
        verify_record(forged, key)
    with pytest.raises(BadRecord, match=r"ply 2 .*seed"):
        replay(forged)  # even unverified, the seed gives another roll
    # dropping the seed (as a forced record) does not help: the signature no longer fits
    forged["seed"] = None
    forged["digest"] = record_digest(forged)
    replay(forged)  # integrity only: a record without seed takes its rolls as recorded
    with pytest.raises(BadRecord, match="changed after signing"):
        replay(forged, verify=True, key=key)


def test_c3_unsigned_and_other_hosts_records_are_refused(tmp_path: Path) -> None:
    match = finished("thud", 5, battles=1, quiet_limit=20)
    mine = RecordKey.load(tmp_path / "a.key")
    theirs = RecordKey.load(tmp_path / "b.key")
    with pytest.raises(BadRecord, match="not signed"):
        replay(match.record(), verify=True, key=mine)
    with pytest.raises(BadRecord, match="another host's key"):
        replay(sign_record(match.record(), theirs), verify=True, key=mine)
    with pytest.raises(BadRecord, match="malformed"):
        verify_record(dict(match.record(), signature="yes"), mine)


def test_c3_save_signs_with_the_host_key_and_keeps_the_full_record_private(
    tmp_path: Path,
) -> None:
    match = finished("alu", 1)
    path = match.save(tmp_path / "game.json")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    replay(path, verify=True)  # the host key from $WARTABLE_HOME (tests/conftest.py)
    seat = match.save_seat_record(tmp_path / "mine.json", 0)
    assert stat.S_IMODE(seat.stat().st_mode) == 0o644
    replay_seat_record(seat, verify=True)


# -- C4: records from outside are checked before they are trusted ----------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested deeper"),
        ('{"seed": ' + "9" * 5000 + "}", "not valid JSON"),
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"format": "wartable-record", "format_version": 7}', "format version 7"),
        ('{"format": "wartable-record", "format_version": true}', "format version True"),
    ],
)
def test_c4_malformed_record_text_is_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(BadRecord, match=reason):
        replay(parse_json_object(text, "record"))


def test_c4_record_files_unreadable_or_not_utf8(tmp_path: Path) -> None:
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"a": "\xe9"}')
    with pytest.raises(BadRecord, match="not UTF-8"):
        replay(latin)
    with pytest.raises(BadRecord, match="cannot be read"):
        replay(tmp_path / "missing.json")
    with pytest.raises(BadRecord, match="not a file"):
        replay(tmp_path)


def test_c4_wrong_field_types_are_refused() -> None:
    record = finished("thud", 7, battles=1, quiet_limit=20).record()
    cases: list[tuple[str, Any, str]] = [
        ("seed", -1, "from 0 to 2\\*\\*64-1"),
        ("seed", 2**70, "from 0 to 2\\*\\*64-1"),
        ("seed", "7", "expected an integer"),
        ("players", ["a", 3], "list of names"),
        ("moves", ["x" * 5000], "characters long"),
        ("rules_version", True, "rules_version"),
        ("options", {"players": 3}, "players"),
        ("chance", "dice", "chance generator"),
    ]
    for name, value, reason in cases:
        bad = dict(record, **{name: value})
        bad.pop("digest")
        with pytest.raises(BadRecord, match=reason):
            replay(bad)


def test_c4_format_1_records_replay_with_their_own_chance() -> None:
    """Records saved before seat records (format 1) drew chance with Mersenne Twister."""
    game = wartable.make("europe", players=2, setup="fixed", first="FRA")
    old = Match(game, seed=3, chance=LEGACY_CHANCE)
    old.play("attack FRA-ITA", seat=0)
    old.resolve_chance()
    record = old.record()
    for name in ("kind", "match_id", "chance", "digest"):
        record.pop(name)
    record["format_version"] = 1
    assert replay(record).move_texts == old.move_texts


# -- C5: saving is atomic; a match keeps moves, not states ----------------------------------


def test_c5_a_failed_save_leaves_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text("old\n")

    def broken(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(WartableError, match="No space left"):
        write_json_atomic(target, {"a": 1})
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    with pytest.raises(WartableError, match="does not exist"):
        write_json_atomic(tmp_path / "no" / "game.json", {"a": 1})


def test_c5_states_are_recomputed_from_checkpoints() -> None:
    match = finished("orcwar", 8, players=2)
    assert match.ply > 2 * CHECKPOINT_EVERY
    # white-box (C5): the match keeps a state every CHECKPOINT_EVERY plies, no more
    assert len(match._checkpoints) == match.ply // CHECKPOINT_EVERY + 1  # noqa: SLF001
    states = list(match.states())
    for ply in (0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, match.ply):
        assert match.state_at(ply).to_text() == states[ply].to_text()
    end = match.ply
    for _ in range(CHECKPOINT_EVERY + 3):  # back across a checkpoint
        match.undo()
    assert match.state.to_text() == states[end - CHECKPOINT_EVERY - 3].to_text()
    with pytest.raises(WartableError, match="plies 0-"):
        match.state_at(end)


# -- C4, at random: any edit of a record is replayed or refused by name, never a crash --------

_RECORDS: dict[str, dict[str, Any]] = {}


def _record(name: str) -> dict[str, Any]:
    if name not in _RECORDS:
        options = {"players": 3} if name in ("europe", "orcwar") else {}
        if name == "thud":
            options = {"battles": 1, "quiet_limit": 12}
        match = finished(name, 11, **options)
        _RECORDS[name] = {"full": match.record(), "seat": match.seat_record(1)}
    return _RECORDS[name]


_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.lists(st.text(max_size=8), max_size=4),
    st.dictionaries(st.text(max_size=8), st.integers(), max_size=3),
)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(
    name=st.sampled_from(["thud", "alu", "europe", "flatwar", "orcwar"]),
    kind=st.sampled_from(["full", "seat"]),
    data=st.data(),
)
def test_c4_edited_records_replay_or_are_refused(name: str, kind: str, data: st.DataObject) -> None:
    record = json.loads(json.dumps(_record(name)[kind]))
    for _ in range(data.draw(st.integers(1, 3))):
        field_name = data.draw(st.sampled_from(sorted(record)))
        value = record[field_name]
        if isinstance(value, list) and value and data.draw(st.booleans()):
            i = data.draw(st.integers(0, len(value) - 1))
            value[i] = data.draw(_VALUES)
        elif data.draw(st.booleans()):
            record[field_name] = data.draw(_VALUES)
        else:
            del record[field_name]
    if data.draw(st.booleans()):
        record["digest"] = record_digest(record)
    refusal: Exception | None = None
    try:
        if kind == "full":
            replay(record)
        else:
            replay_seat_record(record)
    except (BadRecord, TypeError) as exc:  # refused: with a message
        refusal = exc
    assert refusal is None or str(refusal)
