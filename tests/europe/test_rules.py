"""European War rules, named by the rule numbers of docs/rules/europe.md.

Move counts are counted by hand from the diagram and the map tables of R1.2/R1.3; each count's
comment says how. Dice are forced by playing the chance outcome's text (`roll ...`).
"""

from __future__ import annotations

import pytest
from europe_helpers import BRITAIN, DUAL, FRANCE, SHRINK, START_2P, game, play, pos, texts

from wartable.core.errors import BadNotation, BadOption, BadPosition, GameOver, IllegalMove
from wartable.core.game import CHANCE, TERMINAL
from wartable.games.europe.board import MAP, build_map

# -- R1 the map ---------------------------------------------------------------------------


def ids(fields: object) -> set[str]:
    return {MAP.field_ids[f] for f in fields}  # type: ignore[attr-defined]


def test_r1_1_fifteen_fields_three_per_power() -> None:
    """R1.1, E1: 15 fields, a territory of three per power, map order as in the rules doc."""
    assert MAP.size == 15
    assert [ids(t) for t in MAP.territory] == [
        {"GBR", "BNL", "SSC"},
        {"FRA", "ESP", "NAF"},
        {"GER", "AUH", "ITA"},
        {"NRU", "CRU", "SRU"},
        {"SBK", "ANA", "LEV"},
    ]


def test_r1_2_special_links_of_the_rulebook() -> None:
    """R1.2: the rulebook's 'connected though not in reality' pairs are land links."""
    pairs = {frozenset((MAP.field_ids[a], MAP.field_ids[b])) for a, b in MAP.special_links}
    assert pairs == {
        frozenset(p)
        for p in (("GBR", "FRA"), ("GBR", "BNL"), ("SSC", "GER"), ("ESP", "NAF"), ("ITA", "SBK"))
    }
    for a, b in pairs:
        assert MAP.index[b] in MAP.land[MAP.index[a]]
    assert sum(len(s) for s in MAP.land) == 2 * 25


def test_r1_3_r1_4_adjacency_by_land_and_sea() -> None:
    """R1.3, R1.4: GER (inland) has only land links; NAF reaches every Mediterranean port."""
    assert ids(MAP.adjacent[MAP.index["GER"]]) == {"BNL", "SSC", "FRA", "AUH", "CRU", "NRU"}
    # NAF: land ESP, LEV + Mediterranean ports ITA, SRU, SBK, ANA, LEV
    assert ids(MAP.adjacent[MAP.index["NAF"]]) == {"ESP", "LEV", "ITA", "SRU", "SBK", "ANA"}
    # GBR: land FRA, BNL + Atlantic ports BNL, SSC, FRA, ESP, NRU
    assert ids(MAP.adjacent[MAP.index["GBR"]]) == {"FRA", "BNL", "SSC", "ESP", "NRU"}


def test_r1_4_landing_only_without_a_land_link() -> None:
    """R1.4, E3: NRU->GBR is a landing; FRA->GBR (land and sea) and GER->SSC are not."""
    i = MAP.index
    assert MAP.is_landing(i["NRU"], i["GBR"])
    assert not MAP.is_landing(i["FRA"], i["GBR"])
    assert not MAP.is_landing(i["GER"], i["SSC"])


def test_r1_1_map_is_data_and_validated() -> None:
    """R1.1: the map is a replaceable data file; a broken one is refused."""
    import json
    from importlib import resources

    data = json.loads(
        resources.files("wartable.games.europe").joinpath("data/map.json").read_text()
    )
    assert build_map(data).field_ids == MAP.field_ids
    data["fields"][0]["power"] = "FRA"
    with pytest.raises(ValueError, match="exactly 3 fields"):
        build_map(data)


def test_r4_5_map_is_connected_so_pass_never_needed() -> None:
    """R4.5: the map graph is connected and bigger than 9 fields, so some own pyramid always
    has a neighbour that is empty or enemy; a player with none on the board can build."""
    seen = {0}
    todo = [0]
    while todo:
        f = todo.pop()
        for g in MAP.adjacent[f]:
            if g not in seen:
                seen.add(g)
                todo.append(g)
    assert len(seen) == MAP.size > 9


# -- R2/R3 players and setup ------------------------------------------------------------


def test_r2_1_powers_option() -> None:
    """R2.1, E14: powers per seat; defaults; bad values refused."""
    assert game(players=3).seat_power == (1, 2, 3)  # FRA, DUA, RUS
    assert game(players=2, powers="OTT,BRI").seat_power == (4, 0)
    with pytest.raises(BadOption, match="2 players need 2 powers"):
        game(players=2, powers="OTT")
    with pytest.raises(BadOption, match="unknown power 'XYZ'"):
        game(players=2, powers="OTT,XYZ")
    with pytest.raises(BadOption, match="repeated"):
        game(players=2, powers="OTT,OTT")
    with pytest.raises(BadOption, match="nobody plays BRI"):
        game(players=2, first="BRI")


def test_r2_3_unused_powers_fields_start_empty() -> None:
    """R2.3: with FRA and DUA only, the other nine fields are empty after setup."""
    s = game(players=2, setup="fixed", first="FRA").initial_state()
    assert s.to_text().split(" powers")[0] == " ".join(START_2P.split()[:15])


def test_r3_1_first_player_by_chance() -> None:
    """R3.1: one chance move, each player equally likely."""
    s = game(players=4).initial_state()
    assert s.to_move() == CHANCE
    outs = s.chance_outcomes()
    assert [s.move_text(m) for m, _ in outs] == ["first FRA", "first DUA", "first RUS", "first BRI"]
    assert all(p == pytest.approx(0.25) for _, p in outs)
    s = s.play("first RUS")
    assert s.to_move() == 2


def test_r3_2_each_player_places_l_m_s() -> None:
    """R3.2: six placements per player, in turn order from the first player."""
    s = game(players=3).initial_state().play("first RUS")
    assert len(s.legal_moves()) == 6
    assert texts(s)[0] == "place NRU=L CRU=M SRU=S"
    s = s.play("place SRU=l nru=s CRU=M")  # any order and case on input
    assert s.to_move() == 0  # FRA next (seat order after RUS wraps to seat 0)
    s = play(s, "place FRA=S ESP=M NAF=L", "place GER=M AUH=L ITA=S")
    assert s.to_move() == 2
    assert "phase=action" in s.to_text()
    assert s.view(None)["board"]["NRU"] == "RS"
    assert s.view(None)["board"]["NAF"] == "FL"


def test_r3_2_setup_fixed_option() -> None:
    """R3.2: setup=fixed places L, M, S in map order; the game starts with the roll."""
    s = game(players=2, setup="fixed").initial_state().play("first DUA")
    assert s.to_move() == 1
    assert s.view(None)["board"]["GER"] == "DL"


# -- R4 actions ---------------------------------------------------------------------------


def test_r4_action_count_start_position_france() -> None:
    """R4.1-R4.4: 17 actions for FRA at the fixed start.

    grow ESP, NAF (FRA is L): 2. build: 0 (home full).
    move: FRA -> GBR BNL SSC NRU (land GBR BNL, Atlantic SSC NRU); ESP -> GBR BNL SSC NRU
    (Atlantic); NAF -> LEV SRU SBK ANA (land LEV, Mediterranean): 12.
    attack: FRA -> GER, ITA; NAF -> ITA (sea): 3.
    """
    s = pos(START_2P)
    assert len(s.legal_moves()) == 17
    assert texts(s)[:3] == ["grow ESP", "grow NAF", "move FRA-GBR"]
    assert texts(s)[-3:] == ["attack FRA-GER", "attack FRA-ITA", "attack NAF-ITA"]


def test_r4_action_count_start_position_dual_alliance() -> None:
    """R4.1-R4.4: 16 actions for DUA at the fixed start.

    grow AUH, ITA: 2. move: GER -> BNL SSC CRU NRU (inland: land only); AUH -> CRU SRU SBK;
    ITA -> SBK (land), NAF is French, SRU ANA LEV (Mediterranean): 11.
    attack: GER -> FRA; ITA -> FRA (land), NAF (sea): 3.
    """
    s = pos(START_2P.replace("turn=FRA", "turn=DUA"))
    assert len(s.legal_moves()) == 16


GROW = """
GBR=.. BNL=.. SSC=..  FRA=FL ESP=FL NAF=FS  GER=DL AUH=DM ITA=..
NRU=.. CRU=.. SRU=..  SBK=.. ANA=FL LEV=..
powers=FRA,DUA out=- first=FRA turn=FRA round=2 phase=action
"""


def test_r4_1_grow_needs_home_field_and_stash() -> None:
    """R4.1, E13: FRA's three L are out, so NAF (S) can grow to M but no M can grow; ANA's L
    is abroad. After grow NAF the S returns to the stash."""
    s = pos(GROW)
    assert [t for t in texts(s) if t.startswith("grow")] == ["grow NAF"]
    with pytest.raises(IllegalMove, match="already large"):
        s.play("grow FRA")
    with pytest.raises(IllegalMove, match="not a field of FRA's territory"):
        s.play("grow ANA")
    after = s.play("grow NAF")
    assert after.view(None)["board"]["NAF"] == "FM"
    assert after.view(None)["players"][0]["stash"] == {"L": 0, "M": 2, "S": 3}


def test_r4_1_grow_without_next_size_is_illegal() -> None:
    """R4.1, E13: all three of FRA's M are on the board, so the S on NAF cannot grow."""
    s = pos(GROW.replace("FRA=FL ESP=FL", "FRA=FM ESP=FM").replace("ANA=FL", "ANA=FM"))
    with pytest.raises(IllegalMove, match="no M pyramid left"):
        s.play("grow NAF")


def test_r4_2_build_on_empty_home_field() -> None:
    """R4.2: DUA may build on ITA (empty own field), nowhere else."""
    s = pos(GROW.replace("turn=FRA", "turn=DUA"))
    assert [t for t in texts(s) if t.startswith("build")] == ["build ITA"]
    assert s.play("build ITA").view(None)["board"]["ITA"] == "DS"
    with pytest.raises(IllegalMove, match="not a field of DUA's territory"):
        s.play("build SBK")


def test_r4_2_build_without_small_in_stash() -> None:
    """R4.2, E13: with all three S on the board, no build."""
    s = pos(
        """GBR=DS BNL=.. SSC=DS FRA=FL ESP=FM NAF=FS GER=DL AUH=.. ITA=..
        NRU=DS CRU=.. SRU=.. SBK=.. ANA=.. LEV=..
        powers=FRA,DUA out=- first=FRA turn=DUA round=3 phase=action"""
    )
    assert not [t for t in texts(s) if t.startswith("build")]
    with pytest.raises(IllegalMove, match="no small pyramid left"):
        s.play("build AUH")


def test_r4_3_move_by_land_and_by_sea() -> None:
    """R4.3: a move by sea (NAF-SBK), by land (ESP-FRA is blocked), and none inland by sea."""
    s = pos(START_2P)
    after = s.play("move NAF-SBK")
    assert after.view(None)["board"]["SBK"] == "FS"
    assert after.view(None)["board"]["NAF"] is None
    assert after.to_move() == 1
    with pytest.raises(IllegalMove, match="not empty"):
        s.play("move ESP-FRA")
    d = pos(START_2P.replace("turn=FRA", "turn=DUA"))
    with pytest.raises(IllegalMove, match="not adjacent"):
        d.play("move AUH-ANA")  # AUH is inland: no sea move
    assert "move ITA-LEV" in texts(d)  # ITA is a Mediterranean port


def test_r4_4_attack_only_enemy_pyramids() -> None:
    """R4.4: attacking an empty or own field is refused with the reason."""
    s = pos(START_2P)
    with pytest.raises(IllegalMove, match="is empty: use 'move'"):
        s.play("attack FRA-GBR")
    with pytest.raises(IllegalMove, match="own pyramid"):
        s.play("attack FRA-ESP")
    assert s.play("attack FRA-GER").to_move() == CHANCE


# -- R5 combat ----------------------------------------------------------------------------


def test_r5_1_dice_per_pip() -> None:
    """R5.1: L rolls 3 dice (56 sorted outcomes), S 1 die (6); probabilities sum to 1."""
    s = pos(START_2P).play("attack FRA-ITA")
    outs = s.chance_outcomes()
    assert len(outs) == 56
    assert sum(p for _, p in outs) == pytest.approx(1.0)
    assert s.move_text(outs[0][0]) == "roll 6,6,6"
    d = dict((s.move_text(m), p) for m, p in outs)
    assert d["roll 6,5,3"] == pytest.approx(6 / 216)
    s = s.play("roll 3,5,6")  # any order on input
    assert len(s.chance_outcomes()) == 6
    with pytest.raises(IllegalMove, match="exactly 1 dice"):
        s.play("roll 6,6")


def test_r5_4_tie_goes_to_defender() -> None:
    """R5.4, E2: 4 against 4: the defender wins and nothing moves."""
    s = play(pos(START_2P), "attack FRA-ITA", "roll 2,1,1", "roll 4")
    assert s.to_move() == 1
    assert s.view(None)["board"]["ITA"] == "DS"
    assert s.view(None)["board"]["FRA"] == "FL"


def test_r5_5_winner_moves_in_loser_chooses_retreat() -> None:
    """R5.5, E5: ITA's retreats: land AUH (own), SBK; sea NAF (French), SRU ANA LEV; FRA is
    the attacker's field -> SBK SRU ANA LEV (map order)."""
    s = play(pos(START_2P), "attack FRA-ITA", "roll 2,1,1", "roll 3")
    assert s.to_move() == 1
    assert texts(s) == ["retreat ITA-SRU", "retreat ITA-SBK", "retreat ITA-ANA", "retreat ITA-LEV"]
    s = s.play("retreat LEV")  # the destination alone is accepted
    b = s.view(None)["board"]
    assert (b["FRA"], b["ITA"], b["LEV"]) == (None, "FL", "DS")
    assert s.to_move() == 1  # DUA's turn after the action


def test_r5_2_dual_alliance_plus_one() -> None:
    """R5.2, E3: DUA's +1 turns 5 against 5 into a win, and 4 against 5 into a tie (lost)."""
    s = play(pos(DUAL), "attack ITA-SBK", "roll 5", "roll 5")
    assert s.to_move() == 0
    assert "phase=retreat" in s.to_text()
    s = play(pos(DUAL), "attack ITA-SBK", "roll 4", "roll 5")
    assert s.to_move() == 0
    assert "phase=action" in s.to_text()
    assert s.view(None)["board"]["SBK"] == "FS"


def test_r5_2_britain_plus_one_against_landing() -> None:
    """R5.2, E3: RUS NRU->GBR is a landing: 2 against 1+1 is a tie, the defender holds."""
    s = play(pos(BRITAIN), "attack NRU-GBR", "roll 2", "roll 1")
    assert s.view(None)["board"]["GBR"] == "BS"
    assert s.to_move() == 0
    assert s.view(None)["board"]["NRU"] == "RS"


def test_r5_2_no_bonus_on_land_attack_against_britain() -> None:
    """R5.2, E3: NRU->SSC is a land link: 4 against 1+1+1 wins without a British bonus."""
    s = play(pos(BRITAIN), "attack NRU-SSC", "roll 4", "roll 1,1,1")
    assert "phase=retreat" in s.to_text()
    s = play(pos(BRITAIN), "attack NRU-GBR", "roll 3", "roll 1")
    assert "phase=retreat" in s.to_text()  # landing: 3 > 1+1


def test_r5_3_france_rerolls_and_second_roll_stands() -> None:
    """R5.3, E4: France defending FRA rolls after the attacker, then keeps or rerolls; the
    second roll stands even when worse."""
    s = play(pos(FRANCE), "attack GER-FRA", "roll 2,1,1", "roll 6")
    assert s.to_move() == 0
    assert texts(s) == ["keep", "reroll"]
    s = s.play("reroll")
    assert s.to_move() == CHANCE
    assert len(s.chance_outcomes()) == 6
    s = s.play("roll 1")  # 4+1 = 5 > 1: DUA wins despite the first 6
    assert "phase=retreat" in s.to_text()
    assert s.to_move() == 0


def test_r5_3_france_keep() -> None:
    """R5.3: keeping a 6 against 2+1+1 (+1 DUA = 5): France holds."""
    s = play(pos(FRANCE), "attack GER-FRA", "roll 2,1,1", "roll 6", "keep")
    assert s.to_move() == 0
    assert s.view(None)["board"]["FRA"] == "FS"


def test_r5_3_no_reroll_abroad() -> None:
    """R5.3: a French pyramid defending outside French territory does not reroll."""
    s = pos(FRANCE.replace("FRA=FS ESP=FM", "FRA=.. ESP=FM").replace("SBK=..", "SBK=FS"))
    s = play(s, "attack ITA-SBK", "roll 1", "roll 6")
    assert s.to_move() == 0
    assert "phase=action" in s.to_text()


def test_r5_6_shrink_when_no_retreat() -> None:
    """R5.6, E6: CRU's neighbours GER AUH NRU SRU are all occupied: the beaten L shrinks to M
    (two M in the stash) and both stay."""
    s = play(pos(SHRINK), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")
    b = s.view(None)["board"]
    assert (b["GER"], b["CRU"]) == ("DL", "FM")
    assert s.to_move() == 0


def test_r5_6_shrink_two_sizes_or_destroyed() -> None:
    """R5.6, E6: no M in the stash: L -> S; no S either: destroyed and the attacker enters."""
    two = SHRINK.replace("NRU=FM", "NRU=FM BNL=FM SSC=FM").replace("BNL=.. SSC=..", "")
    s = play(pos(two), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")
    assert s.view(None)["board"]["CRU"] == "FS"
    gone = two.replace("ESP=.. NAF=..", "ESP=FS NAF=FS").replace("LEV=..", "LEV=FS")
    s = play(pos(gone), "attack GER-CRU", "roll 6,6,6", "roll 1,1,1")
    b = s.view(None)["board"]
    assert (b["GER"], b["CRU"]) == (None, "DL")
    assert s.view(None)["players"][0]["stash"]["L"] == 2  # E7: back to the stash


def test_r5_6_small_is_destroyed() -> None:
    """R5.6: a beaten S without retreat is destroyed and the attacker enters (E6)."""
    s = pos(SHRINK.replace("CRU=FL", "CRU=FS"))
    s = play(s, "attack AUH-CRU", "roll 6,6", "roll 1")
    b = s.view(None)["board"]
    assert (b["AUH"], b["CRU"]) == (None, "DM")


# -- R6 victory, elimination, time ---------------------------------------------------------


def test_r6_2_conquest_of_an_unused_territory() -> None:
    """R6.2: FRA completes LEV-ANA-SBK (unused Ottoman territory) and wins at once."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=FS GER=DL AUH=DM ITA=DS
        NRU=.. CRU=.. SRU=.. SBK=FM ANA=FM LEV=..
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    s = s.play("move NAF-LEV")
    assert s.to_move() == TERMINAL
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert out.details["code"] == "conquest"
    with pytest.raises(GameOver):
        s.play("pass")


def test_r6_2_conquest_needs_home_presence() -> None:
    """R6.2, R6.5: moving the last home pyramid out to complete a territory loses instead."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=.. ESP=.. NAF=FS GER=DL AUH=DM ITA=DS
        NRU=.. CRU=.. SRU=.. SBK=FM ANA=FM LEV=..
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    s = s.play("move NAF-LEV")
    out = s.outcome()
    assert out is not None
    assert out.winners == (1,)
    assert out.details["code"] == "last"


def test_r6_1_russia_holds_while_a_field_is_not_foreign() -> None:
    """R6.1, E11: Russia with no pyramid at home stays in while a Russian field is empty;
    filling the last one with a foreign pyramid eliminates it."""
    text = """GBR=.. BNL=.. SSC=.. FRA=.. ESP=.. NAF=.. GER=DL AUH=DM ITA=DS
        NRU=DM CRU=DL SRU=.. SBK=RL ANA=.. LEV=..
        powers=DUA,RUS out=- first=DUA turn=DUA round=5 phase=action"""
    s = pos(text)
    assert s.home_presence(1)
    s = s.play("move AUH-SRU")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    # DUA held all three Russian fields: the conquest is found first (R6.4)
    assert out.details["code"] == "conquest"


def test_r6_1_r6_5_russia_eliminated_when_all_fields_foreign() -> None:
    """R6.1, R6.5: 3 players; DUA fills the last Russian field; RUS is eliminated, its
    pyramids removed, and the game goes on (DUA holds only 2 of them: FRA has NRU)."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=.. GER=DL AUH=DM ITA=DS
        NRU=FM CRU=DL SRU=.. SBK=RL ANA=.. LEV=..
        powers=FRA,DUA,RUS out=- first=FRA turn=DUA round=5 phase=action"""
    )
    s = s.play("move AUH-SRU")
    assert s.outcome() is None
    v = s.view(None)
    assert v["board"]["SBK"] is None
    assert not v["players"][2]["alive"]
    assert "out=RUS" in s.to_text()
    assert s.to_move() == 0


def test_r6_3_ottoman_needs_every_enemy_territory() -> None:
    """R6.3, E10: OTT with a pyramid in four territories wins; by default unused powers count,
    with ottoman_enemies=players only the players' powers."""
    text = """GBR=OS BNL=.. SSC=.. FRA=OS ESP=.. NAF=.. GER=.. AUH=DL ITA=OM
        NRU=.. CRU=.. SRU=.. SBK=OL ANA=.. LEV=..
        powers=OTT,DUA out=- first=OTT turn=OTT round=5 phase=action"""
    s = pos(text).play("build ANA")
    assert s.outcome() is None  # RUS territory has no Ottoman pyramid
    s = pos(text, ottoman_enemies="players").play("build ANA")
    out = s.outcome()
    assert out is not None
    assert out.details["code"] == "ottoman"
    assert out.winners == (0,)
    s = pos(text.replace("NRU=..", "NRU=OM")).play("build ANA")
    out = s.outcome()
    assert out is not None
    assert out.details["code"] == "ottoman"


def test_r6_4_defender_can_win_by_retreating() -> None:
    """R6.4: the active player is checked first, then the others: DUA's retreat completes
    DUA's hold on the Ottoman territory, and FRA (active) has no goal, so DUA wins."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=FS GER=DL AUH=DM ITA=DS
        NRU=.. CRU=.. SRU=.. SBK=DM ANA=DS LEV=..
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    s = play(s, "attack FRA-ITA", "roll 6,6,6", "roll 1", "retreat ITA-LEV")
    out = s.outcome()
    assert out is not None
    assert out.winners == (1,)
    assert out.details["code"] == "conquest"


def test_r6_5_eliminated_together_is_a_draw() -> None:
    """R6.5 [ours]: FRA leaves its only home field to take DUA's last one; DUA retreats
    abroad: both lose home presence at once -> draw between them."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=.. GER=DS AUH=.. ITA=..
        NRU=.. CRU=.. SRU=.. SBK=DM ANA=.. LEV=..
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    s = play(s, "attack FRA-GER", "roll 6,6,6", "roll 1", "retreat GER-CRU")
    out = s.outcome()
    assert out is not None
    assert out.details["code"] == "together"
    assert out.result(0) == out.result(1) == "draw"


TIME = """
GBR=BL BNL=BM SSC=BS FRA=FL ESP=FM NAF=FS GER=.. AUH=.. ITA=..
NRU=.. CRU=.. SRU=.. SBK=.. ANA=.. LEV=..
powers=BRI,FRA out=- first=BRI turn=FRA round=3 phase=action
"""


def test_r6_6_britain_wins_on_time() -> None:
    """R6.6, E12: with round_limit=3, FRA's action ends round 3: Britain wins."""
    s = pos(TIME, powers="BRI,FRA", round_limit=3).play("move NAF-ITA")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert out.details["code"] == "time-britain"
    s = pos(TIME, powers="BRI,FRA", round_limit=4).play("move NAF-ITA")
    assert s.outcome() is None
    assert "round=4" in s.to_text()


def test_r6_6_without_britain_draw_or_fields() -> None:
    """R6.6, E12: no Britain: a draw, or the most fields with time_tiebreak=fields."""
    text = (
        TIME.replace("GBR=BL BNL=BM SSC=BS", "GBR=.. BNL=.. SSC=..")
        .replace("GER=.. AUH=.. ITA=..", "GER=DL AUH=DM ITA=DS")
        .replace("BRI,FRA", "DUA,FRA")
        .replace("first=BRI", "first=DUA")
    )
    s = pos(text, powers="DUA,FRA", round_limit=3).play("move NAF-LEV")
    out = s.outcome()
    assert out is not None
    assert out.details["code"] == "time-draw"
    assert out.result(0) == "draw"
    s = pos(
        text.replace("ITA=DS", "ITA=.."), powers="DUA,FRA", round_limit=3, time_tiebreak="fields"
    ).play("move NAF-LEV")
    out = s.outcome()
    assert out is not None
    assert out.details["code"] == "time-fields"
    assert out.winners == (1,)


# -- notation ------------------------------------------------------------------------------


def test_notation_bad_text_is_bad_notation() -> None:
    """Notation: garbage is BadNotation, well-formed but illegal is IllegalMove."""
    s = pos(START_2P)
    for bad in ("fly FRA-GER", "move FRA", "move FRA-XXX", "grow", "roll 7", "pass now"):
        with pytest.raises(BadNotation):
            s.play(bad)
    with pytest.raises(IllegalMove, match="holds no pyramid of FRA"):
        s.play("move GER-BNL")
    with pytest.raises(IllegalMove, match="not possible now"):
        s.play("keep")


def test_notation_position_round_trip_and_errors() -> None:
    """Notation: position text parses back to the same state; bad positions are refused."""
    s = play(pos(START_2P), "attack FRA-ITA", "roll 6,5,3")
    assert pos(s.to_text()) == s
    with pytest.raises(BadPosition, match="field LEV is missing"):
        pos(START_2P.replace("LEV=..", ""))
    with pytest.raises(BadPosition, match="more than three"):
        pos(START_2P.replace("GBR=.. BNL=.. SSC=..", "GBR=FL BNL=FL SSC=FL"))
    with pytest.raises(BadPosition, match="does not match"):
        game(players=2, powers="FRA,RUS").parse_state(START_2P)
    with pytest.raises(BadPosition, match="no pyramid at home"):
        pos(START_2P.replace("FRA=FL ESP=FM NAF=FS", "FRA=.. ESP=.. NAF=.."))


def test_r6_4_active_player_checked_first() -> None:
    """R6.4, E9: FRA's attack completes FRA's hold on SBK-ANA-LEV while DUA's retreat to SRU
    completes DUA's hold on NRU-CRU-SRU: the active player (FRA) is checked first and wins."""
    s = pos(
        """GBR=.. BNL=.. SSC=.. FRA=FL ESP=.. NAF=FM GER=DL AUH=.. ITA=..
        NRU=DM CRU=DM SRU=.. SBK=FS ANA=FS LEV=DS
        powers=FRA,DUA out=- first=FRA turn=FRA round=5 phase=action"""
    )
    s = play(s, "attack NAF-LEV", "roll 6,6", "roll 1")
    assert texts(s) == ["retreat LEV-ITA", "retreat LEV-SRU"]
    s = s.play("retreat LEV-SRU")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0,)
    assert out.details["code"] == "conquest"


def test_turns_are_enforced_by_the_match() -> None:
    """R4: only the active player acts; the beaten defender (not the attacker) retreats."""
    from wartable.core import Match, NotYourTurn

    m = Match(game(players=2, setup="fixed", first="FRA"), seed=1)
    with pytest.raises(NotYourTurn):
        m.play("grow AUH", seat=1)
    m.play("attack FRA-ITA", seat=0)
    with pytest.raises(NotYourTurn, match="chance is to move"):
        m.play("roll 6,6,6")  # chance belongs to the match
    m.force_chance("roll 6,6,6")  # tests and replays force it explicitly
    m.force_chance("roll 1")
    with pytest.raises(NotYourTurn):
        m.play("retreat ITA-SBK", seat=0)
    m.play("retreat ITA-SBK", seat=1)
    assert m.state.view(None)["board"]["ITA"] == "FL"


def test_notation_position_combat_consistency() -> None:
    """Notation: combat tokens must fit the phase (R5.1, R5.3) and placement an empty home."""
    combat = START_2P.replace("phase=action", "phase=defence-roll attack=FRA-ITA a=6,5,3 d=-")
    assert pos(combat).to_move() == CHANCE
    with pytest.raises(BadPosition, match="rerolled=yes only"):
        pos(combat + " rerolled=yes")
    with pytest.raises(BadPosition, match="wrong attacker dice"):
        pos(combat.replace("a=6,5,3", "a=6,5"))
    with pytest.raises(BadPosition, match="largest first"):
        pos(combat.replace("a=6,5,3", "a=3,5,6"))
    with pytest.raises(BadPosition, match="do not go together"):
        pos(START_2P + " attack=FRA-ITA a=- d=-")
    with pytest.raises(BadPosition, match="territory is not empty"):
        pos(START_2P.replace("phase=action", "phase=place"))
