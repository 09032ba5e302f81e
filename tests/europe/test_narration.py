"""European War's narration (``state.move_view``): every move is told with what it did in plain
words, above all a combat's dice, totals, winner, retreat, shrink or destroyed pyramid (R5), and
what an action brought about (R6). The terminal and logs read these texts."""

from __future__ import annotations

import random

import pytest
from europe_helpers import BRITAIN, DUAL, FRANCE, SHRINK, START_2P, game, play, pos

from wartable.core import random_step
from wartable.games.europe import EuropeState


def told(state: EuropeState, *moves: str) -> list[str]:
    """The narration of each of ``moves`` played in turn from ``state``."""
    out = []
    for text in moves:
        move = state.parse_move(text)
        out.append(state.move_view(move, None))
        state = state.apply(move)
    return out


def test_r3_1_the_first_player_is_told() -> None:
    """R3.1: the chance move that picks the first player says who moves first."""
    s = game(players=2).initial_state()
    assert told(s, "first DUA") == ["DUA moves first (R3.1)"]


def test_r5_1_r5_5_attack_dice_and_a_won_combat_with_retreat() -> None:
    """R5.1, R5.5 (START_2P): the attack names both pyramids and their dice; each roll gives
    the dice and the total; the defender's roll tells who won and that the beaten pyramid
    must retreat; the retreat tells where it went and that the attacker moved in."""
    attack, roll_a, roll_d, retreat = told(
        pos(START_2P), "attack FRA-ITA", "roll 6,5,3", "roll 2", "retreat ITA-LEV"
    )
    assert attack == (
        "attack FRA-ITA: FRA's large pyramid on FRA attacks DUA's small pyramid on ITA "
        "(3 dice against 1)"
    )
    assert roll_a == "FRA rolls 6,5,3 = 14"
    assert roll_d == (
        "DUA rolls 2; FRA wins 14 to 2: DUA's small pyramid must retreat from ITA to an empty "
        "neighbouring field, DUA chooses which (R5.5)"
    )
    assert retreat == (
        "retreat ITA-LEV: DUA's small pyramid retreats from ITA to LEV and FRA's large "
        "pyramid moves in from FRA (R5.5)"
    )


def test_r5_4_a_tie_and_a_defence_held() -> None:
    """R5.4: 4 against 4 is told as a tie that goes to the defender; 3 against 6 as held."""
    assert told(pos(START_2P), "attack FRA-ITA", "roll 2,1,1", "roll 4")[2] == (
        "DUA rolls 4; DUA holds ITA, 4 to 4, a tie goes to the defender (R5.4): nothing moves"
    )
    assert told(pos(START_2P), "attack FRA-ITA", "roll 1,1,1", "roll 6")[2] == (
        "DUA rolls 6; DUA holds ITA, 6 to 3 (R5.4): nothing moves"
    )


def test_r5_2_the_bonuses_are_told() -> None:
    """R5.2: the Dual Alliance's +1 in the attack and in its total; Britain's +1 against a
    landing (NRU-GBR by sea), and no bonus on a land attack (NRU-SSC)."""
    attack, roll_a, roll_d = told(pos(DUAL), "attack ITA-SBK", "roll 5", "roll 5")
    assert attack.endswith("(1 die against 1; Dual Alliance +1)")
    assert roll_a == "DUA rolls 5, +1 (Dual Alliance attack) = 6"
    assert roll_d.startswith("FRA rolls 5; DUA wins 6 to 5: FRA's small pyramid must retreat")
    attack, _, roll_d = told(pos(BRITAIN), "attack NRU-GBR", "roll 2", "roll 1")
    assert attack.endswith("(1 die against 1; a landing: Britain +1)")
    assert roll_d == (
        "BRI rolls 1, +1 (Britain against a landing) = 2; BRI holds GBR, 2 to 2, a tie goes "
        "to the defender (R5.4): nothing moves"
    )
    assert "landing" not in told(pos(BRITAIN), "attack NRU-SSC")[0]


def test_r5_3_france_keeps_or_rerolls() -> None:
    """R5.3: France's first roll says it may keep or reroll; keep tells the result; reroll and
    the second roll (which stands) tell theirs."""
    s = play(pos(FRANCE), "attack GER-FRA", "roll 2,1,1")
    first, keep = told(s, "roll 6", "keep")
    assert first == "FRA rolls 6; 6 against 5: France may keep this roll or reroll once (R5.3)"
    assert keep == "keep: France keeps its roll; FRA holds FRA, 6 to 5 (R5.4): nothing moves"
    reroll, second = told(s, "roll 6", "reroll", "roll 1")[1:]
    assert reroll == "reroll: France rolls all its dice again; the second roll stands (R5.3)"
    assert second.startswith("FRA rolls again 1; DUA wins 5 to 1: FRA's small pyramid must")


def test_r5_6_shrink_and_destroyed_are_told() -> None:
    """R5.6: with no empty field to retreat to, a beaten large pyramid shrinks (to medium; to
    small when no medium is in the stash) or, with neither, is destroyed and the attacker
    moves in; a beaten small pyramid is destroyed."""
    roll = told(pos(SHRINK), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")[2]
    assert roll == (
        "FRA rolls 1,1,1 = 3; DUA wins 19 to 3 and FRA has no empty field to retreat to "
        "(R5.6): FRA's large pyramid on CRU shrinks to medium"
    )
    two = SHRINK.replace("NRU=FM", "NRU=FM BNL=FM SSC=FM").replace("BNL=.. SSC=..", "")
    assert told(pos(two), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")[2].endswith(
        "FRA's large pyramid on CRU shrinks to small"
    )
    gone = two.replace("ESP=.. NAF=..", "ESP=FS NAF=FS").replace("LEV=..", "LEV=FS")
    assert told(pos(gone), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")[2].endswith(
        "FRA's large pyramid on CRU is destroyed and DUA's large pyramid moves in from GER"
    )
    small = pos(SHRINK.replace("CRU=FL", "CRU=FS"))
    assert told(small, "attack AUH-CRU", "roll 6,6", "roll 1")[2].endswith(
        "FRA's small pyramid on CRU is destroyed and DUA's medium pyramid moves in from AUH"
    )


def test_r6_an_elimination_and_the_end_are_told() -> None:
    """R6.5: a move that leaves FRA without home presence tells the elimination and the end
    (DUA is the last player left); R6.2: a conquest tells the end."""
    s = pos(
        """GBR=.. BNL=.. SSC=FL FRA=DL ESP=FM NAF=.. GER=.. AUH=DM ITA=DS NRU=.. CRU=.. SRU=..
        SBK=.. ANA=FS LEV=.. powers=FRA,DUA out=- first=FRA turn=FRA round=2 phase=action"""
    )
    assert told(s, "move ESP-GBR") == [
        "move ESP-GBR; FRA has lost its home presence (R6.1) and is eliminated (R6.5); "
        "game over: DUA is the last player left (R6.5)"
    ]
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=FS GER=DL AUH=DM ITA=DS
        NRU=.. CRU=.. SRU=.. SBK=FM ANA=FM LEV=..
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    assert "game over: FRA holds the whole territory of another power (R6.2)" in " ".join(
        s.move_view(m, None) for m in s.legal_moves()
    )
    assert told(s, "build ESP") == ["build ESP"]  # nothing else happened


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_move_is_told_the_same_to_every_seat(players: int) -> None:
    """Along random games: every legal move (and chance outcome) has a narration that starts
    with its text (player moves) or names the roller (dice), and every seat and spectators get
    the same one (nothing is hidden in European War)."""
    g = game(players=players)
    for seed in range(15):
        rng = random.Random(seed)
        s = g.initial_state()
        while not s.is_over():
            for m in s.legal_moves():
                views = {s.move_view(m, seat) for seat in (None, *range(players))}
                assert len(views) == 1
                text = s.move_text(m)
                (view,) = views
                if text.startswith("roll "):
                    assert " rolls " in view
                    assert text[5:] in view
                elif not text.startswith("first "):
                    assert view.startswith(text)
            s = random_step(s, rng)
