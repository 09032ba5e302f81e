"""Thud's battle limits (docs/rules/thud.md R5.4, T6c; issue 34): the rulebook's battle ends by
agreement or when a side cannot move (l.13), so the quiet and ply limits are off by default
(rules version 3); the arena and the RL adapters switch them on for themselves; a record of
version 2 (limits on by default) replays under version 2. Positions are text diagrams."""

from __future__ import annotations

import json
from pathlib import Path

import wartable
from wartable.ai.arena import computer_game
from wartable.core.match import replay

# Battle 1, dwarfs to move; 59 plies since the last capture, 499 plies played.
QUIET = """\
#####dd.dd#####
####d.....d####
###d.......d###
##d.........d##
#d...........d#
d.............d
d.....TTT.....d
......TXT......
d.....TTT.....d
d.............d
#d...........d#
##d.........d##
###d.......d###
####d.....d####
#####dd.dd#####
d
quiet 59
ply 499
"""


def test_r5_4_the_rulebooks_battle_has_no_quiet_or_ply_limit() -> None:
    game = wartable.make("thud")
    assert game.options["quiet_limit"] == 0
    assert game.options["ply_limit"] == 0
    state = game.parse_state(QUIET)
    after = state.play("dA6-B6")  # no capture: the 60th quiet ply, the 500th ply
    assert after.outcome() is None
    assert after.legal_moves()


def test_r5_4_t6c_the_limits_as_options_end_the_battle() -> None:
    game = wartable.make("thud", quiet_limit=60, ply_limit=500)
    after = game.parse_state(QUIET).play("dA6-B6")
    assert after.to_text().endswith("battle 2\nresult 32 8 quiet\n")  # battle 1 ended


def test_r5_4_the_arena_and_the_adapters_set_the_limits_themselves() -> None:
    game = computer_game(wartable.make("thud"))
    assert game.options["quiet_limit"] == 60
    assert game.options["ply_limit"] == 500
    assert computer_game(wartable.make("thud", quiet_limit=7)).options["quiet_limit"] == 7


def test_a_version_2_record_replays_under_version_2() -> None:
    """A random game recorded by the version-2 engine (records/v2-quiet-limit.json), whose
    second battle ended at the quiet limit, replays to its recorded end under version 2's
    limits (without them the battle would go on)."""
    data = json.loads((Path(__file__).parent / "records" / "v2-quiet-limit.json").read_text())
    assert data["rules_version"] == 2
    assert data["options"] == {"players": 2}
    match = replay(data)
    out = match.state.outcome()
    assert match.game.rules_version == 2
    assert match.game.options["quiet_limit"] == 60
    assert out is not None
    assert "quiet" in out.reason
    assert match.state.to_text() == data["final_position"]
