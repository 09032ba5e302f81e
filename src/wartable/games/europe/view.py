"""Views (what a seat sees: everything, the game has no hidden information), rendering, and the
narration of moves (``move_view``: what a move did, in plain words, for logs and the terminal)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from wartable.core.game import CHANCE, TERMINAL
from wartable.core.messages import Said, Say, english, said

from .board import MAP, POWER_IDS, SIZE_LETTERS
from .notation import move_text
from .rules import ROLL_DICE
from .state import (
    FIDS,
    NF,
    PHASE_NAMES,
    TERR,
    EuropeState,
    MoveBase,
    Phase,
    piece_owner,
    piece_size,
    piece_text,
)

_CELL = re.compile(r"\{([A-Z]{3})\}\.*")


def make_view(state: EuropeState, seat: int | None) -> dict[str, Any]:
    game = state.game
    board = state.board
    to_move = state.to_move()
    players = []
    for s in range(game.num_players):
        p = game.seat_power[s]
        players.append(
            {
                "seat": s,
                "power": POWER_IDS[p],
                "name": MAP.power_names[p],
                "name_msg": said(f"europe-power-{POWER_IDS[p].lower()}").to_json(),
                "alive": state.alive[s],
                "stash": {SIZE_LETTERS[z]: state.stash(p, z) for z in (3, 2, 1)},
                "fields": sum(1 for c in board if c and piece_owner(c) == p),
            }
        )
    combat = None
    if state.att >= 0:
        a_code, d_code = board[state.att], board[state.dfd]
        combat = {
            "from": FIDS[state.att],
            "to": FIDS[state.dfd],
            "attacker": POWER_IDS[piece_owner(a_code)],
            "defender": POWER_IDS[piece_owner(d_code)],
            "attacker_dice": list(state.aroll),
            "defender_dice": list(state.droll),
            "attacker_bonus": state.attack_bonus(),
            "defender_bonus": state.defence_bonus(),
            "landing": MAP.is_landing(state.att, state.dfd),
            "france_home": state.is_france_home_defence(),
            "rerolled": state.rerolled,
            "attacker_size": SIZE_LETTERS[piece_size(a_code)],
            "defender_size": SIZE_LETTERS[piece_size(d_code)],
        }
    outcome = state.outcome()
    return {
        "game": game.name,
        "seat": seat,
        "board": {FIDS[f]: (piece_text(board[f]) if board[f] else None) for f in range(NF)},
        "players": players,
        "phase": PHASE_NAMES[state.phase],
        "phase_msg": said(f"europe-stage-{PHASE_NAMES[state.phase]}").to_json(),
        "to_move": ("chance" if to_move == CHANCE else None if to_move == TERMINAL else to_move),
        "active": POWER_IDS[game.seat_power[state.active]] if state.phase != Phase.FIRST else None,
        "round": state.round,
        "round_limit": game.round_limit,
        "combat": combat,
        "outcome": outcome.to_json() if outcome is not None else None,
        "outcome_msg": (
            outcome.message.to_json() if outcome is not None and outcome.message else None
        ),
        "over": state.phase == Phase.OVER,
    }


def _cell(fid: str, piece: str | None, width: int) -> str:
    sea = MAP.field_sea[MAP.index[fid]]
    mark = MAP.sea_marks[sea] if sea else " "
    text = f"[{mark}{fid} {piece or '..'}]"
    return text.ljust(width)[: max(width, len(text))]


def render_map(board: Mapping[str, str | None]) -> str:
    """The map schematic with every field's occupant."""
    lines = []
    for line in MAP.diagram:
        lines.append(
            _CELL.sub(lambda m: _cell(m.group(1), board.get(m.group(1)), len(m.group(0))), line)
        )
    return "\n".join(lines)


def render_view(view: Mapping[str, Any], say: Say = english) -> str:
    """The terminal picture of a view, its words told with ``say``."""
    out: list[str] = []
    players = view["players"]
    if view["outcome"] is not None:
        msg = view.get("outcome_msg")
        reason = say(Said.from_json(msg)) if msg else view["outcome"]["reason"]
        head = said("europe-pic-over", round=view["round"], reason=reason)
    elif view["phase"] == "first":
        head = said("europe-pic-first")
    elif view["round_limit"]:
        head = said(
            "europe-pic-round-of",
            round=view["round"],
            limit=view["round_limit"],
            power=view["active"],
        )
    else:
        head = said("europe-pic-round", round=view["round"], power=view["active"])
    out.append(say(said("europe-pic-title", head=head)))
    out.append("")
    out.append(render_map(view["board"]))
    out.append("")
    marks = "  ".join(
        say(said("europe-pic-port", mark=mark, sea=said(f"europe-sea-{sea}")))
        for sea, mark in MAP.sea_marks.items()
    )
    out.append(say(said("europe-pic-ports", marks=marks)))
    out.append(say(said("europe-pic-pieces")))
    out.append(say(said("europe-pic-territories")))
    played = {pl["power"] for pl in players}
    for p, pid in enumerate(POWER_IDS):
        names = ", ".join(
            f"{FIDS[f]} {say(said(f'europe-field-{FIDS[f].lower()}'))}" for f in TERR[p]
        )
        unused = "  " + say(said("europe-pic-not-played")) if pid not in played else ""
        power = say(said(f"europe-power-{pid.lower()}"))
        out.append(f"  {pid} ({MAP.power_letters[p]}) {power}: {names}{unused}")
    out.append("")
    to_move = view["to_move"]
    for pl in players:
        st = pl["stash"]
        status = "  " + say(said("europe-pic-eliminated")) if not pl["alive"] else ""
        arrow = "->" if to_move == pl["seat"] else "  "
        name = say(said(f"europe-power-{pl['power'].lower()}"))
        out.append(
            arrow
            + " "
            + say(
                said(
                    "europe-pic-player",
                    number=pl["seat"] + 1,
                    power=pl["power"],
                    name=f"{name:<17}",
                    large=st["L"],
                    medium=st["M"],
                    small=st["S"],
                    fields=pl["fields"],
                )
            )
            + status
        )
    combat = view["combat"]
    if combat is not None:
        out.append("")
        kind = "europe-pic-landing" if combat["landing"] else "europe-pic-attacking"
        out.append(
            say(
                said(
                    kind,
                    attacker=combat["attacker"],
                    attacker_size=combat["attacker_size"],
                    start=combat["from"],
                    defender=combat["defender"],
                    defender_size=combat["defender_size"],
                    to=combat["to"],
                )
            )
        )
        for side in ("attacker", "defender"):
            dice = combat[f"{side}_dice"]
            bonus = combat[f"{side}_bonus"]
            if dice:
                total = sum(dice) + bonus
                plus = f" +{bonus}" if bonus else ""
                rolled = ",".join(map(str, dice)) + plus
                out.append("  " + say(said(f"europe-pic-{side}-rolled", dice=rolled, total=total)))
        if combat["rerolled"]:
            out.append("  " + say(said("europe-pic-rerolled")))
        phase = view["phase"]
        if phase == "france-decides":
            out.append("  " + say(said("europe-pic-france-decides")))
        elif phase == "retreat":
            out.append("  " + say(said("europe-pic-retreat", defender=combat["defender"])))
    return "\n".join(out)


# -- narration ------------------------------------------------------------------------------

SIZE_WORDS = ("", "small", "medium", "large")


def _size(size: int) -> Said:
    return said(f"europe-size-{SIZE_WORDS[size]}" if size else "europe-size-nothing")


def _pyramid(code: int) -> Said:
    """``DUA's large pyramid``."""
    return said("europe-pyramid", power=POWER_IDS[piece_owner(code)], size=_size(piece_size(code)))


def _then(first: Said, *rest: Said) -> Said:
    """Clauses told one after the other (``first; second; ...``)."""
    out = first
    for part in rest:
        out = said("europe-then", first=out, second=part)
    return out


def _total(dice: tuple[int, ...], bonus: int, why: str) -> Said:
    """``6,5,3 = 14`` or ``6,5,3 = 14, +1 (Dual Alliance) = 15`` (R5.2)."""
    text = f"{','.join(map(str, dice))} = {sum(dice)}" if len(dice) > 1 else str(dice[0])
    if not bonus:
        return said("europe-total", dice=text)
    return said(
        "europe-total-bonus",
        dice=text,
        bonus=bonus,
        why=said(f"europe-why-{why}"),
        total=sum(dice) + bonus,
    )


def _combat_result(combat: EuropeState, after: EuropeState) -> Said:
    """What the combat whose dice are all in ``combat`` came to in ``after`` (R5.3-R5.6)."""
    board = combat.board
    att, dfd = combat.att, combat.dfd
    attacker = POWER_IDS[piece_owner(board[att])]
    defender = POWER_IDS[piece_owner(board[dfd])]
    a = sum(combat.aroll) + combat.attack_bonus()
    d = sum(combat.droll) + combat.defence_bonus()
    if after.phase == Phase.DECIDE:
        return said("europe-result-decide", defence=d, attack=a)
    if after.phase == Phase.RETREAT:
        return said(
            "europe-result-retreat",
            attacker=attacker,
            attack=a,
            defence=d,
            pyramid=_pyramid(board[dfd]),
            field=FIDS[dfd],
            defender=defender,
        )
    if after.board == board:
        which = "europe-result-hold-tie" if a == d else "europe-result-hold"
        return said(which, defender=defender, field=FIDS[dfd], defence=d, attack=a)
    lost = {
        "attacker": attacker,
        "attack": a,
        "defence": d,
        "defender": defender,
        "pyramid": _pyramid(board[dfd]),
        "field": FIDS[dfd],
    }
    if after.board[att] == board[att]:
        new = after.board[dfd]
        return said("europe-result-shrink", size=_size(piece_size(new) if new else 0), **lost)
    return said("europe-result-destroyed", winner=_pyramid(board[att]), start=FIDS[att], **lost)


def _aftermath(before: EuropeState, after: EuropeState) -> list[Said]:
    """Eliminations (R6.5) and the end of the game (R6) that ``after`` brought."""
    game = before.game
    parts = [
        said("europe-eliminated", power=POWER_IDS[game.seat_power[s]])
        for s in range(game.num_players)
        if before.alive[s] and not after.alive[s]
    ]
    outcome = after.outcome()
    if outcome is not None:
        assert outcome.message is not None
        parts.append(said("europe-game-over", reason=outcome.message))
    return parts


def move_view(state: EuropeState, move: int, seat: int | None) -> str:
    """How ``move``, played in ``state``, is told in a log: the move's text with what it did in
    plain words, above all for combat (the dice each side rolled, the totals with their
    bonuses, who won, a retreat, a shrink or a destroyed pyramid; R5). Every seat is told the
    same: European War hides nothing."""
    return move_message(state, move, seat).english()


def move_message(state: EuropeState, move: int, seat: int | None) -> Said:
    """:func:`move_view` as a message (issue 37)."""
    text = move_text(state, move)
    after = state.apply(move)
    phase = state.phase
    if phase == Phase.FIRST and move >= MoveBase.FIRST:
        return said(
            "europe-move-first", power=POWER_IDS[state.game.seat_power[move - MoveBase.FIRST]]
        )
    if phase == Phase.ACTION and MoveBase.ATTACK <= move < MoveBase.ATTACK + 1000:
        board = after.board
        att, dfd = after.att, after.dfd
        a, d = piece_size(board[att]), piece_size(board[dfd])
        extras = []
        if after.attack_bonus():
            extras.append(said("europe-bonus-dual"))
        if MAP.is_landing(att, dfd):
            britain = after.defence_bonus()
            extras.append(said("europe-landing-britain" if britain else "europe-landing"))
        if after.is_france_home_defence():
            extras.append(said("europe-france-home"))
        return said(
            "europe-move-attack",
            move=text,
            attacker=_pyramid(board[att]),
            start=FIDS[att],
            defender=_pyramid(board[dfd]),
            target=FIDS[dfd],
            details=_then(said("europe-dice-against", attack=a, defence=d), *extras),
        )
    if move >= MoveBase.ROLL:  # a side's dice (R5.1)
        dice = ROLL_DICE[move]
        if phase == Phase.ROLL_A:
            roller = POWER_IDS[piece_owner(state.board[state.att])]
            return said(
                "europe-rolls", power=roller, total=_total(dice, after.attack_bonus(), "dual")
            )
        roller = POWER_IDS[piece_owner(state.board[state.dfd])]
        rolls = said(
            "europe-rolls" if phase == Phase.ROLL_D else "europe-rolls-again",
            power=roller,
            total=_total(dice, state.defence_bonus(), "britain"),
        )
        result = _combat_result(_with_dice(state, dice), after)
        return _then(rolls, result, *_aftermath(state, after))
    if phase == Phase.DECIDE:
        if move == MoveBase.REROLL:
            return said("europe-move-reroll", move=text)
        if move == MoveBase.KEEP:
            keep = said("europe-move-keep", move=text, result=_combat_result(state, after))
            return _then(keep, *_aftermath(state, after))
    if phase == Phase.RETREAT:
        dst = (move - MoveBase.RETREAT) % 16
        board = state.board
        retreat = said(
            "europe-move-retreat",
            move=text,
            pyramid=_pyramid(board[state.dfd]),
            start=FIDS[state.dfd],
            target=FIDS[dst],
            winner=_pyramid(board[state.att]),
            origin=FIDS[state.att],
        )
        return _then(retreat, *_aftermath(state, after))
    return _then(said("move-text", move=text), *_aftermath(state, after))


def _with_dice(state: EuropeState, droll: tuple[int, ...]) -> EuropeState:
    """``state`` (a combat awaiting the defender's dice) with those dice: the combat as it
    stood when it was resolved (resolving clears the dice from the state)."""
    combat = state.copy()
    combat.droll = droll
    return combat
