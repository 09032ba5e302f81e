"""What OrcWar Tree says, as messages (issue 37): their ids and English templates.

The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/orcwar.ftl``);
the Finnish one names things as the rulebook does (päällikkö, armeija, karavaani, linnoitus,
kaivos, aselepo, vakooja, shamaani). Players (P1..P6), bosses (B1..B10), chips and areas are
named by their codes and the map's names, the same in every language."""

from __future__ import annotations

import re

from wartable.core.messages import english_texts

from .data import PHASES

#: What the seat to act does at each step (notation.TASKS), by the step's name.
TASK_TEXTS = {
    "swap": "swap chips for gold, or done",
    "buy": "buy a chip for 2 gold, redraw (no boss), or done",
    "pay": "choose the gold chips to pay with",
    "first": "choose who moves first",
    "move": "move armies and lone bosses, play spies, or done",
    "tunnel_pick": "accept the tunnel's exit or reroll once",
    "allow": "let a lone boss pass through, or refuse",
    "deploy": "deploy from hand, or done",
    "battles": "rob a caravan, or done",
    "battle: parley": "offer a foe a truce, or fight",
    "battle: shelter": "shelter units in the fortress, then done",
    "battle: target": "aim each hit at an army",
    "battle: assign": "choose which unit takes the hits",
    "battle: retreat": "try to retreat, or stay",
    "answer_parley": "accept or refuse the truce",
    "fate": "your boss is down: try to escape, or die heroically",
    "retreat_to": "choose where to retreat",
    "plunder": "plunder with a boss abroad, or done",
    "sell": "sell troops to the slavers, then done",
    "trim": "discard a chip (hand over 10)",
    "lose": "choose the troop lost in the cave-in",
    "trade": "make an offer, execute a prisoner, or done",
    "build": "add claims to your offer, then send",
    "answer": "accept or decline the offer",
    "handover": "hand over the promised chips",
}


def task_id(task: str) -> str:
    """The message id of a step's task (``battle: parley`` is ``orcwar-task-battle-parley``)."""
    return "orcwar-task-" + re.sub("[^a-z]+", "-", task).strip("-")


PHASE_WORDS = PHASES

TEXTS = {
    **{task_id(task): text for task, text in TASK_TEXTS.items()},
    "orcwar-task-other": "{task}",
    **{f"orcwar-phase-{word}": word for word in PHASE_WORDS},
    "orcwar-phase-task": "{phase} phase: {player} is to {task}",
    "orcwar-phase-chance": "{phase} phase: chance decides",
    # how a game ends (R11)
    "orcwar-end-victory": "victory goal",
    "orcwar-end-no-boss": "no player has a boss left",
    "orcwar-end-round-limit": "round limit {round} reached (most orc lands)",
    "orcwar-end-other": "{reason}",
    # hidden and shown moves (R1.4, R1.5, R5.3)
    "orcwar-move-redraw-shows": "redraw ({player} shows {hand} | {gold})",
    "orcwar-told": "{move}: {what}",
    # chance told from public information: battle dice (R8)
    "orcwar-side-caravan": "the caravan guards",
    "orcwar-side-trap": "the trap's defenders",
    "orcwar-side-adventurers": "the adventurers",
    "orcwar-side-defenders": "the defenders",
    "orcwar-die-hit": "a hit",
    "orcwar-die-one": "a 1",
    "orcwar-die-miss": "a miss",
    "orcwar-die": "{side}, die {nth} of {dice}: {result}",
    "orcwar-die-last": "{side}, die {nth} of {dice}: {result}; {hits} {hits:hit|hits} in all",
    "orcwar-die-last-retreat": (
        "{side}, die {nth} of {dice}: {result}; {hits} {hits:hit|hits} in all, and more 1s "
        "({ones}) than hits: {player} must retreat (R8.4)"
    ),
    "orcwar-finish-dies": "{boss}'s wounded {kind} (finished on {need}+) dies",
    "orcwar-finish-survives": "{boss}'s wounded {kind} (finished on {need}+) survives",
    # a boss's test (R4)
    "orcwar-test-agility": "agility",
    "orcwar-test-leadership": "leadership",
    "orcwar-test-passes": "passes",
    "orcwar-test-fails": "fails",
    "orcwar-test-reroll": (
        "{boss}'s {kind} test ({rating} or less) fails; his shaman lets him roll again"
    ),
    "orcwar-test": "{boss}'s {kind} test ({rating} or less) {verdict}",
    "orcwar-test-then": "{boss}'s {kind} test ({rating} or less) {verdict}: {then}",
    "orcwar-then-pass-ok": "{boss} slips through",
    "orcwar-then-pass-bad": "{boss} is stopped here and will be attacked",
    "orcwar-then-assassin-ok": "{boss} escapes the spy",
    "orcwar-then-assassin-bad": "the spy kills {boss}",
    "orcwar-then-truce-ok": "the truce holds on {boss}'s side",
    "orcwar-then-truce-bad": "the truce breaks: war again",
    "orcwar-then-parley-ok": "{player} may accept a truce or refuse it",
    "orcwar-then-parley-bad": "no truce: the battle goes on",
    "orcwar-then-parley2-ok": "the truce is made",
    "orcwar-then-parley2-bad": "no truce: the battle goes on",
    "orcwar-then-retreat-ok": "{player} retreats",
    "orcwar-then-retreat-bad": "{player} must fight one more round",
    "orcwar-then-escape-ok": "{boss} escapes to {owner}'s hand",
    "orcwar-then-escape-bad": "{boss} is taken prisoner by {captor}",
    "orcwar-nobody": "nobody",
    # tunnels, the setup, spies, caravans, plunder, mines (R5-R10)
    "orcwar-area": "area {area} ({name})",
    "orcwar-tunnel": "{boss}'s tunnel leads to {area}",
    "orcwar-tunnel-second": (
        "{boss}'s tunnel leads to {area} (the second result, which must be taken)"
    ),
    "orcwar-tunnel-lost": "{player}'s armies come out in {area} among enemies and are lost",
    "orcwar-tunnel-out": "{player}'s armies come out in {area}",
    "orcwar-rolloff": "{player} wins the roll-off and chooses who moves first",
    "orcwar-setup-area": "{player}'s first boss {boss} starts in {area}",
    "orcwar-steal": "{player}'s spy steals a chip from {victim} (4+)",
    "orcwar-steal-fails": "{player}'s spy fails to steal (needs 4+)",
    "orcwar-caravan-route": "a new caravan takes route {route}",
    "orcwar-caravan-trap": "Trap! caravan {caravan}'s cargo is gone, {guards} guards lie in wait",
    "orcwar-caravan-rumour": "False rumour: caravan {caravan} was never there",
    "orcwar-caravan-treasure": "Treasure: caravan {caravan} loads 2 more gold",
    "orcwar-nothing-happens": "nothing happens",
    "orcwar-plunder-trap": "Trap! defenders attack {boss}",
    "orcwar-plunder-adventurers": "Adventurers attack {boss}",
    "orcwar-plunder-slavers": "Slavers: {boss} may sell troops for gold",
    "orcwar-plunder-village": "a rich village: {boss} plunders more",
    "orcwar-plunder-recruits": "Recruits join {boss}'s army",
    "orcwar-adventurers": "{count} adventurers",
    "orcwar-adventurer-strength": "each adventurer of strength {strength}; they attack {boss}",
    "orcwar-mine-gold-value": "gold loses value: every player discards half his gold",
    "orcwar-mine-cave-in": "cave-in: the mine in {area} collapses",
    "orcwar-mine-vein": "a vein: {player} draws 3 gold",
    "orcwar-cave-in-loss": "{player} loses a troop in the cave-in",
    "orcwar-cave-in-none": "nobody is buried",
    "orcwar-draw-caravan": "a caravan enters play",
    "orcwar-draw-event": "an event",
    "orcwar-draw-loot": "into {boss}'s loot",
    "orcwar-draw-cargo-event": "an event for the caravan",
    "orcwar-draw-cargo": "loaded on caravan {caravan}",
    "orcwar-recruit-joins": "joins {boss}'s army",
    "orcwar-recruit-none": "not a troop: nobody joins",
    "orcwar-draw-mine-event": "an event at the mine",
    # the web table (issue 38): panels, chips and the moves in words
    "orcwar-chip-gob": "goblin",
    "orcwar-chip-orc": "orc",
    "orcwar-chip-hob": "hobgoblin",
    "orcwar-chip-gnl": "gnoll",
    "orcwar-chip-bug": "bugbear",
    "orcwar-chip-ogr": "ogre",
    "orcwar-chip-trl": "troll",
    "orcwar-chip-sha": "shaman",
    "orcwar-chip-spy": "spy",
    "orcwar-chip-boss": "boss {boss}",
    "orcwar-chip-fortress": "fortress {value}",
    "orcwar-chip-machine": "war machine {value}",
    "orcwar-chip-mine": "mine",
    "orcwar-chip-gold": "{value} gold",
    "orcwar-chip-prisoner": "prisoner {boss}",
    "orcwar-ui-round": "Round {round}",
    "orcwar-ui-acts": "{player} acts",
    "orcwar-ui-hand": "Your hand",
    "orcwar-ui-hand-empty": "no horde chips",
    "orcwar-ui-gold": "Your gold: {total}",
    "orcwar-ui-player": "{player}: horde chips {chips} · gold chips {gold} · orc lands {lands}",
    "orcwar-ui-known": "you know {player} holds at least: {chips}",
    "orcwar-ui-spied": "your spy saw {player}'s hand: {chips}",
    "orcwar-ui-truce": "truce between {a} and {b} in {area}",
    "orcwar-ui-armies": "Armies",
    "orcwar-ui-army": "{boss} ({player}) in {area}: strength {strength}; {troops}",
    "orcwar-ui-lone": "a lone boss",
    "orcwar-ui-hint-hand": "Click a chip in your hand, then the army or area it goes to.",
    "orcwar-ui-hint-move": "Click an army, then the area it moves to.",
    "orcwar-ui-hint-battle": "The battle panel below the map has your choices.",
    "orcwar-ui-hint-trade": "The trade panel below the map has your choices.",
    "orcwar-ui-trade": "Trade",
    "orcwar-ui-trade-partner": "Offer a trade to:",
    "orcwar-ui-trade-offer": "{from} offers {to}",
    "orcwar-ui-trade-gives": "says he gives",
    "orcwar-ui-trade-asks": "asks for",
    "orcwar-ui-trade-lies": "claims may be lies: only the chips handed over count (R10.4)",
    "orcwar-ui-trade-add-give": "Add to what you give:",
    "orcwar-ui-trade-add-ask": "Add to what you ask:",
    "orcwar-ui-trade-hand": "Hand over your chips one by one:",
    "orcwar-ui-nothing": "nothing",
    "orcwar-ui-battle": "Battle in {area}",
    "orcwar-ui-battle-round": "round {round}",
    "orcwar-ui-battle-dice": "dice: {dice}",
    "orcwar-ui-battle-hits": "hits: {hits}",
    "orcwar-ui-battle-ones": "1s: {ones}",
    "orcwar-ui-battle-take": "{boss}: hits to take {hits}. Click the unit that takes them.",
    "orcwar-ui-battle-aim": "Aim the hit at:",
    "orcwar-ui-battle-shelter": "Shelter units in the fortress:",
    "orcwar-ui-defenders": "defenders",
    "orcwar-do-done": "Done",
    "orcwar-do-buy": "Buy a chip (2 gold)",
    "orcwar-do-redraw": "Redraw your hand",
    "orcwar-do-pay": "Pay {gold}",
    "orcwar-do-first": "{player} moves first",
    "orcwar-do-allow": "Let the boss pass",
    "orcwar-do-refuse": "Refuse",
    "orcwar-do-accept": "Accept",
    "orcwar-do-decline": "Decline",
    "orcwar-do-reroll": "Roll again",
    "orcwar-do-send": "Send the offer",
    "orcwar-do-cancel": "Take the offer back",
    "orcwar-do-fight": "Fight",
    "orcwar-do-retreat": "Try to retreat",
    "orcwar-do-stay": "Stay and fight",
    "orcwar-do-escape": "Try to escape",
    "orcwar-do-die": "Die heroically",
    "orcwar-do-to-tunnel": "Retreat into the tunnels",
    "orcwar-do-rob": "Rob caravan {caravan}",
    "orcwar-do-parley": "Offer {player} a truce",
    "orcwar-do-hit": "{boss}",
    "orcwar-do-take-fort": "The fortress",
    "orcwar-do-shelter": "{boss}: {chip}",
    "orcwar-do-offer": "{player}",
    "orcwar-do-execute": "Execute the prisoner {boss}",
    "orcwar-do-sell": "Sell a {chip}",
    "orcwar-do-lose": "Lose a {chip}",
    "orcwar-do-discard": "Discard a {chip}",
    "orcwar-do-swap": "Swap a {chip} for 1 gold",
    "orcwar-do-plunder": "Plunder with {boss}",
    "orcwar-do-spy-look": "Spy on {player}'s hand",
    "orcwar-do-spy-steal": "Spy steals from {player}",
    "orcwar-do-spy-kill": "Spy tries to kill {boss} ({player})",
    "orcwar-do-tunnel": "{boss} goes underground",
    "orcwar-do-take-machine": "{boss} takes the {chip}",
    "orcwar-do-move": "{boss} to {area}",
    "orcwar-do-deploy": "{boss} into {area}",
    "orcwar-do-join": "{chip} joins {boss}",
    "orcwar-do-build": "{boss} builds a {chip}",
    # move texts that are not OrcWar notation
    "orcwar-error-too-long": "move {move}: longer than {limit} characters",
    "orcwar-error-no-boss": "move {move}: {token} is no boss (bosses are B1-B{bosses})",
    "orcwar-error-notation": (
        "move {move}: not OrcWar notation: a move starts with a boss (B3-7, B3@4, B3+orc ...) "
        "or a word such as done, buy, pay, fight, parley P2 ('help' lists them)"
    ),
    # why a well-formed move is not legal (R13.1, R13.4)
    "orcwar-illegal-over": "the game is over",
    "orcwar-illegal-chance": "chance decides now (a die or a draw), not a player",
    "orcwar-illegal-now": "not legal now: {player} is to {task} ({phase} phase)",
    "orcwar-illegal-because": "{why}; {rest}",
    "orcwar-illegal-like": "{rest}; legal moves like it: {moves}",
    "orcwar-illegal-legal-now": "{rest}; legal now: {moves}",
    "orcwar-illegal-no-player": "{token} is no player: players are P1-P{players} (e.g. {example})",
    "orcwar-illegal-no-such-player": (
        "there is no player {token} in a game of {players} (P1-P{players})"
    ),
    "orcwar-illegal-no-boss": "{token} is no boss (bosses are B1-B{bosses})",
    "orcwar-illegal-not-in-hand": "{boss} is not in your hand",
    "orcwar-illegal-not-on-map": "{boss} is not on the map",
    "orcwar-illegal-not-yours": "{boss} is {owner}'s, not yours",
    "orcwar-illegal-moved": "{boss} has already moved this round",
    "orcwar-illegal-areas": "areas are numbered 1-{areas}",
    "orcwar-illegal-one-area": "{boss} leads troops: an army moves one area (R6.3)",
    "orcwar-illegal-not-next": "area {area} is not next to area {here} (its neighbours: {near})",
    "orcwar-illegal-tunnel-troops": "{boss} has no troops: only an army goes underground (R6.5)",
    "orcwar-illegal-tunnel-land": (
        "an army goes underground from an orc land you control with a fortress or mine"
    ),
    # the terminal picture of a view
    "orcwar-pic-title": "OrcWar Tree — round {round}, {phase} phase",
    "orcwar-pic-over": "Game over: {winners} ({reason})",
    "orcwar-pic-strength": "str {strength}",
    "orcwar-pic-loot": "loot {loot}",
    "orcwar-pic-caravan": "caravan {caravan} {route} guards {guards} cargo {cargo}",
    "orcwar-pic-areas": "Areas (ctl = controller, F fortress, M mine):",
    "orcwar-pic-left-machines": "left {machines}",
    "orcwar-pic-orc": "orc",
    "orcwar-pic-foreign": "foreign",
    "orcwar-pic-area": "{kind}; adj {adj}",
    "orcwar-pic-players": "Players:",
    "orcwar-pic-player": (
        "{horde} horde {horde:chip|chips}, {gold} gold {gold:chip|chips}, "
        "{lands} orc {lands:land|lands}"
    ),
    "orcwar-pic-prisoners": "prisoners {bosses}",
    "orcwar-pic-truce": "{first}-{second} in {area}",
    "orcwar-pic-truces": "Truces: {truces}",
    "orcwar-pic-npc": "defenders {defenders}",
    "orcwar-pic-fortress-held": "fortress held by {player}",
    "orcwar-pic-battle": "Battle in area {area}: stage {stage}, round {round}",
    "orcwar-pic-stage-parley": "parley",
    "orcwar-pic-stage-shelter": "shelter",
    "orcwar-pic-stage-roll": "roll",
    "orcwar-pic-stage-target": "target",
    "orcwar-pic-stage-assign": "assign",
    "orcwar-pic-stage-retreat": "retreat",
    "orcwar-pic-stage-end": "end",
    "orcwar-pic-defenders": "defenders",
    "orcwar-pic-rolled": "{who}: {dice} dice, rolled 5s={fives} 6s={sixes} 1s={ones}",
    "orcwar-pic-hits-waiting": "hits waiting for {who}: {hits}",
    "orcwar-pic-must-take": "{boss} must take {hits} {hits:hit|hits}",
    "orcwar-pic-fives": "({fives} of them 5s that cannot hit sheltered units)",
    "orcwar-pic-sheltered": "sheltered: {units}",
    "orcwar-pic-offer": "Offer {start} -> {to}: gives {gives}; asks {asks} (claims may be lies)",
    "orcwar-pic-hand": "Your hand ({player}): {hand} | gold: {gold}",
    "orcwar-pic-spied": "spied {player}: {chips}",
    "orcwar-pic-known": "you know {player} holds at least: {chips}",
    "orcwar-pic-to-act": "{player} to act: {task}",
    # the notation help
    "orcwar-help-moves": (
        "Moves: done, buy, pay 1+1, redraw, first P1, B3-7 (army to area 7), B3-7-8 (a lone "
        "boss, two areas), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, "
        "spy P2 kill B5, B3@4 (deploy a boss), B3+orc (a chip joins B3), B3 fort 2, B3 mach 3, "
        "B3 mine, B3 take W3, rob N (caravan N), parley P2, fight, hit B5, hit npc, take orc, "
        "take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, "
        "sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, "
        "hand K, execute B5. Players are {seats} (P1 is the first seat); bosses B1-B10; "
        "chips: gob orc trl ogr bug (troops), sha spy F1-F3 W1-W3 mine, gold g1 g2 g3."
    ),
    "orcwar-help-map": "Map (orc lands 1-10, foreign lands 11-20; area: neighbours):",
    # a position text that is not one (BadPosition, docs/rules/orcwar.md R12); the position
    # format's own words (line kinds, keys, task kinds, 'army owner') are written as in the text
    "orcwar-pos-text": "orcwar position {text}: {why}",
    "orcwar-pos-line": "orcwar position, line {line}: {why}",
    "orcwar-pos-whole": "orcwar position, line (the whole position): {why}",
    "orcwar-pos-not-text": "expected text, got {kind}",
    "orcwar-pos-too-long": "longer than {limit} characters",
    "orcwar-pos-empty": "empty",
    "orcwar-pos-too-many-lines": "more than {limit} lines",
    "orcwar-pos-number": "{what} {value}: expected a whole number {lo}-{hi}",
    "orcwar-pos-range": "{what} {value}: must be {lo}-{hi}",
    "orcwar-pos-chip": "{what}: {chip} is not a chip that can be here",
    "orcwar-pos-count-of": "{what}: count of {code}",
    "orcwar-pos-constant": "{name} is not a number here",
    "orcwar-pos-float": "{value}: only whole numbers are allowed",
    "orcwar-pos-deep": "{what}: nested deeper than {depth} levels",
    "orcwar-pos-json": "{what}: not JSON (at character {at})",
    "orcwar-pos-json-limit": "{what}: not JSON (a number too long to read)",
    "orcwar-pos-list": "{what} {value}: expected a list of numbers",
    "orcwar-pos-numbers": "{what} {value}: expected {length} {length:number|numbers}",
    "orcwar-pos-second-line": "a second {key} line",
    "orcwar-pos-no-round": "the 'round' line is missing",
    "orcwar-pos-header": "the first line must be {form}",
    "orcwar-pos-players": "the position is for {n} {n:player|players}, the game has {players}",
    "orcwar-pos-unknown-line": "unknown line (lines: {lines})",
    "orcwar-pos-round-line": "expected {form} with P one of {phases}",
    "orcwar-pos-second": "a second line for {what}",
    "orcwar-pos-form": "expected {form}",
    "orcwar-pos-fort": "fort={value}: fortress values are {values}",
    "orcwar-pos-area-field": "area field {field} (fields: {fields})",
    "orcwar-pos-not-orc-land": (
        "area {area} is not an orc land: nobody controls or builds there (R1.1)"
    ),
    "orcwar-pos-not-machine": "{what}: {code} is not a war machine ({machines})",
    "orcwar-pos-army-area": "army area {value}: expected @N",
    "orcwar-pos-too-many-troops": "more troops than the horde holds",
    "orcwar-pos-too-many-machines": "more war machines than the horde holds",
    "orcwar-pos-not-troop": "army troops: {chip} is not a troop (R1.2)",
    "orcwar-pos-fields": "{what} field {field}: expected {keys} once each",
    "orcwar-pos-not-boss": "{what}: {value} is not a boss (B1-B{bosses})",
    "orcwar-pos-second-caravan": "a second caravan {caravan}",
    "orcwar-pos-route": "caravan route {route}: routes are {routes}",
    "orcwar-pos-object": "{what}: expected a JSON object",
    "orcwar-pos-unknown-key": "{what}: unknown key {key}",
    "orcwar-pos-missing-key": "{what}: key {key} is missing",
    "orcwar-pos-per-seat": "{what}: expected one list per seat ({seats})",
    "orcwar-pos-every-seat": "{what} {value}: expected every seat once",
    "orcwar-pos-seat-twice": "{what}: a seat is named twice",
    "orcwar-pos-side-twice": "{what}: a side is named twice",
    "orcwar-pos-bosses": "{what} {value}: expected distinct bosses in order",
    "orcwar-pos-truces": "{what}: expected a list of [seat, seat, area]",
    "orcwar-pos-truce": "{what} {value}: expected [seat, higher seat, area]",
    "orcwar-pos-truce-twice": "{what}: a truce is named twice",
    "orcwar-pos-intel-list": "meta intel: expected a list of [seat, seat, hand, gold]",
    "orcwar-pos-intel-entry": "meta intel {value}: expected [seat, seat, hand, gold]",
    "orcwar-pos-intel-pair": "meta intel {value}: one look per pair of other seats",
    "orcwar-pos-intel-chips": "meta intel {value}: more chips than the game has",
    "orcwar-pos-offer-form": "meta offer {value}: expected null or [seat, seat, give, ask]",
    "orcwar-pos-offer-self": "meta offer: a seat cannot trade with itself",
    "orcwar-pos-offer-order": "meta offer {value}: items are claimed in item order (R10)",
    "orcwar-pos-result-form": "meta result {value}: expected null or [winners, reason]",
    "orcwar-pos-result-winners": "meta result {value}: winners are distinct seats in order",
    "orcwar-pos-known-list": "meta known: expected a list of [seat, seat, counts]",
    "orcwar-pos-known-entry": "meta known {value}: expected [seat, seat, counts]",
    "orcwar-pos-known-pair": "meta known {value}: one entry per pair of other seats",
    "orcwar-pos-battle-keys": "battle: expected null or an object with the keys {keys}",
    "orcwar-pos-list-expected": "{what}: expected a list",
    "orcwar-pos-battle-ctx": (
        'battle ctx {value}: expected ["pvp"], ["car", id], ["trap", boss] or ["adv", boss]'
    ),
    "orcwar-pos-battle-side": "battle defender/foe: a seat or -9 (none)",
    "orcwar-pos-battle-pvp": "battle: a fight between players has no foe and no non-player units",
    "orcwar-pos-battle-npc": "battle: non-player units fight one foe, a seat (R8)",
    "orcwar-pos-battle-pairs": "{what}: expected pairs [seat, higher seat]",
    "orcwar-pos-battle-stage": "battle stage {value}: expected one of {stages}",
    "orcwar-pos-battle-marked": "battle marked: expected [boss, troop kind] pairs",
    "orcwar-pos-battle-pend": "battle pend: expected [boss or -1, hits, hits, shooter]",
    "orcwar-pos-battle-pend-order": "battle pend: one entry per target, in order",
    "orcwar-pos-battle-asg": "battle asg: expected null or [boss, hits, hits, shooter, 0|1]",
    "orcwar-pos-battle-lmach": "battle lmach: war machine values, highest first",
    "orcwar-pos-battle-dice": "battle: one dice count and one roll per roller",
    "orcwar-pos-battle-rolls": "battle rolls: more results than dice",
    "orcwar-pos-battle-roller": (
        "battle: the roller rolling now must be one of the rollers, with at most its dice left"
    ),
    "orcwar-pos-battle-nobody": "battle: nobody rolls, so no dice are left",
    "orcwar-pos-battle-dice-left": "battle: more dice rolled and left than the roller has",
    "orcwar-pos-battle-rolled": (
        "battle: a roller after the one rolling now has rolled already (R8.3)"
    ),
    "orcwar-pos-battle-hits": "battle: one hit count per roller",
    "orcwar-pos-battle-hits-rolled": "battle hits: more hits than fives and sixes rolled",
    "orcwar-pos-tasks-many": "more than {limit} pending tasks",
    "orcwar-pos-task-list": "task: expected a JSON list [kind, ...]",
    "orcwar-pos-task-unknown": "unknown task {task}",
    "orcwar-pos-task-values": "task {task}: expected {count} {count:value|values} after the kind",
    "orcwar-pos-task-two-seats": "task {task}: two different seats",
    "orcwar-pos-task-seats": "task {task}: distinct seats",
    "orcwar-pos-task-seats-two": "task {task}: distinct seats, at least two",
    "orcwar-pos-task-caravan-twice": "task {task}: a caravan is named twice",
    "orcwar-pos-task-test": 'task test: expected ["test", boss, 0|1, purpose, payload, 0|1]',
    "orcwar-pos-test-purpose": "task test: purpose {value}: one of {purposes}",
    "orcwar-pos-task-gdraw": (
        'task gdraw: expected ["gdraw", target, count, "loot"|"hand"|"cargo"]'
    ),
    "orcwar-pos-round-zero": "round 0 is the setup, and the setup is round 0 (R2, R3)",
    "orcwar-pos-round-limit": "round {round} is past the round limit {limit} (R3.2)",
    "orcwar-pos-no-task": "no pending task and no result",
    "orcwar-pos-next-cid": "meta next_cid {next}: caravan {caravan} already exists",
    "orcwar-pos-army-no-area": ("army {boss} has no area (@0 only while its setup area is drawn)"),
    "orcwar-pos-army-placed": "army {boss} is already placed but its setup area is to be drawn",
    "orcwar-pos-task-no-army": "task {task}: {boss} has no army",
    "orcwar-pos-bt": "a running battle (battle line) and its one 'bt' task go together",
    "orcwar-pos-offer-task": (
        "an offer (meta offer) and its 'build'/'answer' task go together (R10)"
    ),
    "orcwar-pos-offer-last": (
        "an offer is made and answered at once: one 'build'/'answer' task, the last"
    ),
    "orcwar-pos-offer-seat": "task {task}: seat {seat} is not the one the offer waits for",
    "orcwar-pos-known-more": (
        "meta known: seat {seat} knows of chips player {player} does not hold (D18)"
    ),
    "orcwar-pos-setup-bosses": "more bosses to draw at setup than the cup holds (R2.1)",
    "orcwar-pos-task-no-bt": "task {task} belongs to a battle, but no 'bt' task comes before it",
    "orcwar-pos-task-after-bt": (
        "task {task} comes after the running battle's 'bt' task: only the battle's own tasks "
        "can (R8)"
    ),
    "orcwar-pos-task-one-at-a-time": (
        "task {task}: a battle decides one thing at a time; only the fates of a wiped-out "
        "side wait under another task (R8.8)"
    ),
    "orcwar-pos-task-last": "task {task} is decided at once: it must be the last task",
    "orcwar-pos-task-allow": (
        "task allow: another player's army must stand where {boss} passes, next to area "
        "{area} (R6.4)"
    ),
    "orcwar-pos-test-army": (
        "task test {test}: {boss} must be an army of player {player} in the battle's area {area}"
    ),
    "orcwar-pos-task-no-army-in": "task {task}: player {player} has no army in area {area}",
    "orcwar-pos-offer-claims": "meta offer: player {player} does not hold what is claimed (R10)",
    "orcwar-pos-supply": "{count} {chip} chips in play: the game has {top} (R1.2)",
    "orcwar-pos-run-nothing": "task {task}: nothing to draw or roll",
    "orcwar-pos-run-seat": "task {task}: seat {seat} is not in the game",
    "orcwar-pos-run-stuck": "task {task}: nobody can do anything, yet the game goes on",
    "orcwar-pos-run-error": (
        "the pending task {task} cannot be played from this position ({error})"
    ),
}
#: Every message OrcWar can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
