"""D17/D18: what each seat knows the others hold, and determinize() keeping it.

Positions are written in the game's text form (docs/rules/orcwar.md, "Position"); the rule
numbers are those of docs/rules/orcwar.md."""

from __future__ import annotations

import random

import pytest
from orcwar_helpers import TRADE, game, play, pos

from wartable.core import random_step
from wartable.core.errors import BadPosition
from wartable.games.orcwar import data as D
from wartable.games.orcwar.state import HordeDraw, MineEvent, OrcState, Trim

GOB, ORC, TRL, SPY = (D.KIND_INDEX[k] for k in ("gob", "orc", "trl", "spy"))
NK = D.NUM_KINDS


def knows(s: OrcState, seat: int, player: int) -> dict[str, int]:
    """What ``seat`` knows ``player`` holds, by chip name (gold as g1 g2 g3)."""
    names = [*D.KIND_CODES, "g1", "g2", "g3"]
    return {names[i]: c for i, c in enumerate(s.known[seat][player]) if c}


# player 1 holds a goblin and an orc; player 0 has a spy and may move or play it (R6.7)
MOVE = """
    hcup gob:10 orc:10 spy:2
    mcup g1:10 g2:4 car:1 evt:1
    hand 0 spy | g1:3
    hand 1 gob orc | g1:2 g2
    area 1 ctl=0
    army B1 0 @1 gob,orc sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    task ["move",1]
    task ["move",0]
    """


def test_d18_everyone_sees_the_setup_gold() -> None:
    # R2.1: each seat takes three g1 in view of all; R2.2: a swap gives one g1, the chip
    # swapped away is not shown
    s = game(3).initial_state()
    assert isinstance(s, OrcState)
    for o in range(3):
        for p in range(3):
            if o != p:
                assert knows(s, o, p) == {"g1": 3}
    rng = random.Random(5)
    while s.stack[-1].kind != "swap":
        s = random_step(s, rng)
    p = s.stack[-1].seat
    chip = next(m for m in s.legal_moves() if str(m).startswith("swap "))
    s2 = play(s, str(chip))
    assert knows(s2, (p + 1) % 3, p) == {"g1": 4}
    assert s.move_view(chip, (p + 1) % 3) == "swap ?"


def test_d18_a_spy_look_shows_the_whole_hand_and_the_sample_keeps_it() -> None:
    s = play(pos(MOVE), "spy P2 look")
    assert knows(s, 0, 1) == {"gob": 1, "orc": 1, "g1": 2, "g2": 1}
    assert knows(s, 1, 0) == {}  # player 1 learns nothing of player 0's hand
    for seed in range(10):
        d = s.determinize(0, random.Random(seed))
        assert d.hands[1] == s.hands[1]
        assert d.gold[1] == s.gold[1]
        assert d.view(0) == s.view(0)
    # without the look the same position is dealt at random
    hands = {tuple(pos(MOVE).determinize(0, random.Random(seed)).hands[1]) for seed in range(10)}
    assert len(hands) > 1
    assert s.view(0)["known"] == [
        {"player": 1, "hand": {"gob": 1, "orc": 1}, "gold": {"g1": 2, "g2": 1}}
    ]
    assert s.view(1)["known"] == []
    assert "you know P2 holds at least: gob orc g1×2 g2" in s.game.render(s.view(0))
    assert "you know" not in s.game.render(s.view(1))


def row(**chips: int) -> str:
    """A row of the ``known`` meta entry, by chip name (gold as g1 g2 g3)."""
    names = [*D.KIND_CODES, "g1", "g2", "g3"]
    return ",".join(str(chips.get(name, 0)) for name in names)


# deployment (R7): player 0 knows that player 1 holds a goblin, an orc, two g1 and a g2
DEPLOY = """
    hcup gob:10 orc:10 trl:2
    hand 0 - | g1:3
    hand 1 gob orc | g1:2 g2
    area 1 ctl=0
    area 5 ctl=1
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    meta {"next_cid":1,"prisoners":[[],[]],"truces":[],"intel":[],"order":[0,1],"held":0,"offer":null,"result":null,"known":[[0,1,[ROW]]]}
    task ["deploy",0]
    task ["deploy",1]
    """  # noqa: E501


def test_d18_a_shown_chip_is_struck_off_and_a_private_draw_adds_nothing() -> None:
    s = pos(DEPLOY.replace("ROW", row(gob=1, orc=1, g1=2, g2=1)), phase="deployment")
    assert knows(s, 0, 1) == {"gob": 1, "orc": 1, "g1": 2, "g2": 1}
    s = play(s, "B2+orc")  # seen by all (R7.3)
    assert knows(s, 0, 1) == {"gob": 1, "g1": 2, "g2": 1}
    # a private draw (R5.1) adds a chip player 0 cannot name: nothing known changes
    s.stack.append(HordeDraw("hdraw", 1))
    assert s.move_view("draw trl", 0) == "draw ?"
    s = play(s, "draw trl")
    assert s.hands[1][TRL] == 1
    assert knows(s, 0, 1) == {"gob": 1, "g1": 2, "g2": 1}


def test_d18_an_unseen_discard_may_have_been_any_known_chip() -> None:
    # R9.4: player 1 discards a chip no one else sees; player 0 knew of a goblin and an orc
    # and can no longer name either (the count went from 2 to 1)
    s = play(pos(MOVE), "spy P2 look")
    s.stack.append(Trim("trim", 1, 1))
    for chip in ("gob", "orc"):
        assert s.move_view(f"discard {chip}", 0) == "discard ?"
        t = play(s, f"discard {chip}")
        # the same knowledge whichever chip went: nothing hidden leaks into it
        assert knows(t, 0, 1) == {"g1": 2, "g2": 1}


def test_d18_the_giver_in_a_trade_knows_what_he_handed_over() -> None:
    # R10.4: the receiver and the giver see the chip; a third player sees 'hand ?'
    s = pos(TRADE, players=3, phase="trade")
    s = play(s, "offer P2", "give gob", "ask g3", "send", "accept", "hand trl", "hand g3")
    assert knows(s, 0, 1) == {"trl": 1}
    assert knows(s, 1, 0) == {"g3": 1}
    assert knows(s, 2, 1) == {}
    assert knows(s, 2, 0) == {}


def test_d18_halved_gold_is_not_shown() -> None:
    # R9.3 mine table 1: every player discards half of his gold chips, lowest first (D2);
    # which chips went is not shown, so only the count is learnt
    s = play(pos(MOVE), "spy P2 look")
    s.stack.append(MineEvent("mine_evt", 0, 1))
    t = play(s, "roll 1")
    assert t.gold[1] == [1, 1, 0]  # one of three chips went: a g1
    # player 0 knew of two g1 and a g2: one chip went, so at least one g1 is left
    assert knows(t, 0, 1) == {"gob": 1, "orc": 1, "g1": 1}


def test_d18_known_chips_in_the_text_form() -> None:
    s = play(pos(MOVE), "spy P2 look")
    text = s.to_text()
    assert '"known":[[0,1,[' in text
    again = game().parse_state(text)
    assert isinstance(again, OrcState)
    assert again.known == s.known
    assert again.to_text() == text
    bad = text.replace('"known":[[0,1,[', '"known":[[0,0,[')
    with pytest.raises(BadPosition, match="known"):
        game().parse_state(bad)


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (4, 8)])
def test_d18_what_a_seat_knows_is_always_there(players: int, seed: int) -> None:
    """Over seeded random games: every chip a seat knows of is in that hand (a sound lower
    bound), and each sample of the hidden chips deals it there."""
    rng = random.Random(seed)
    s = game(players).initial_state()
    assert isinstance(s, OrcState)
    checked = 0
    ply = 0
    while not s.is_over() and ply < 1500:
        for o in range(players):
            for p in range(players):
                row = s.known[o][p]
                if o == p:
                    assert not any(row)
                    continue
                assert all(a <= b for a, b in zip(row[:NK], s.hands[p], strict=True)), ply
                assert all(a <= b for a, b in zip(row[NK:], s.gold[p], strict=True)), ply
                checked += any(row)
        if ply % 25 == 0:
            o = ply % players
            d = s.determinize(o, random.Random(ply))
            for p in range(players):
                if p != o:
                    row = s.known[o][p]
                    assert all(a <= b for a, b in zip(row[:NK], d.hands[p], strict=True))
                    assert all(a <= b for a, b in zip(row[NK:], d.gold[p], strict=True))
        s = random_step(s, rng)
        assert isinstance(s, OrcState)
        ply += 1
    assert checked > 100
