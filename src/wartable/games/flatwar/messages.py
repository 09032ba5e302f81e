"""What Flatwar says, as messages (issue 37): their ids and English templates.

The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/flatwar.ftl``);
the Greek one names things as the rulebook does (Ισοσκελής Στρατιώτης, Τετράγωνο, πόντοι
δράσης, πιόνια εδάφους)."""

from __future__ import annotations

from wartable.core.messages import english_texts

TEXTS = {
    # the sides (R1.1, R10), as seats and as words in a sentence
    "flatwar-seat-red": "Red",
    "flatwar-seat-black": "Black",
    "flatwar-seat-blue": "Blue",
    "flatwar-seat-green": "Green",
    "flatwar-side-red": "red",
    "flatwar-side-black": "black",
    "flatwar-side-blue": "blue",
    "flatwar-side-green": "green",
    # the phases (R2-R9)
    "flatwar-phase-build": "build",
    "flatwar-phase-terrain-roll": "terrain-roll",
    "flatwar-phase-terrain": "terrain",
    "flatwar-phase-deploy": "deploy",
    "flatwar-phase-draw": "draw",
    "flatwar-phase-act": "act",
    "flatwar-phase-over": "over",
    "flatwar-phase-now": "{phase} phase, {side} to play",
    # attacks (R8)
    "flatwar-attack-melee": "melee",
    "flatwar-attack-shot": "shot",
    "flatwar-attack-charge": "charge",
    # the log's moves: what a draw or a roll decided (R2.7, R3, R5, R7, R8)
    "flatwar-move-hidden-army": "army ?",
    "flatwar-move-draw": "{move} ({side} acts with {points} AP)",
    "flatwar-move-draw-pass": "{move} ({side} acts with {points} AP, but has no action and passes)",
    "flatwar-move-terrain-roll": "{move} ({side} places {count} terrain {count:piece|pieces})",
    "flatwar-move-cavalry-roll": "{move} (cavalry {square} has {points} {points:point|points})",
    "flatwar-move-attacker-roll": "{move} (attacker, {attack} {start}{op}{target})",
    "flatwar-move-defender-roll": (
        "{move} (defender, {attack} {start}{op}{target}: {ar}+{av}={at} against {dr}+{dv}={dt}, "
        "{effect})"
    ),
    "flatwar-move-defender-roll-flees": (
        "{move} (defender, {attack} {start}{op}{target}: {ar}+{av}={at} against {dr}+{dv}={dt}, "
        "{effect}; {fled} has lost its last Square and flees)"
    ),
    "flatwar-effect-destroyed": "destroyed",
    "flatwar-effect-none": "no effect",
    # how a game ends (R9, R10)
    "flatwar-end-turn-limit": "no winner after {cards} cards (turn_limit)",
    "flatwar-end-no-action": "neither side can act any more",
    "flatwar-end-no-attack": "no unit can ever attack another side's",
    "flatwar-end-draw-between": "{reason}: a draw between {sides}",
    "flatwar-end-no-square": "{side} has no Square left",
    "flatwar-end-last-square": "{side} alone has a Square left",
    "flatwar-list-2": "{first}, {second}",
    "flatwar-list-3": "{first}, {second}, {third}",
    "flatwar-list-4": "{first}, {second}, {third}, {fourth}",
    # move texts that are not Flatwar notation
    "flatwar-error-too-long": (
        "move {move}: {length} characters, longer than any Flatwar move ({limit})"
    ),
    "flatwar-error-notation": (
        "move {move}: not Flatwar notation (e.g. 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', "
        "'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')"
    ),
    "flatwar-error-army-twice": "move {move}: an army names each unit type once",
    "flatwar-error-no-square": (
        "move {move}: {square} is not a square of the {width} x {width} board ({first}-{last})"
    ),
    # why a well-formed move is not legal
    "flatwar-illegal-hidden-build": (
        "the build is hidden (R2.7): buy the whole army in one move, e.g. 'army I9 C3 R2 S1' "
        "or 'army balanced'"
    ),
    "flatwar-illegal-phase": "it is the {phase} phase (moves: {moves})",
    "flatwar-illegal-army": (
        "{army} is not a legal army: at most {points} points (I 1, C 2, R 3, S 4), at least "
        "one Square and two isosceles (I or C) per Square"
    ),
    "flatwar-illegal-army-bought": "the army must hold the units already bought ({bought})",
    "flatwar-illegal-done": (
        "the army is not legal yet: it needs a Square and two isosceles per Square"
    ),
    "flatwar-illegal-buy": (
        "that unit does not fit in 25 points while keeping the army completable"
    ),
    "flatwar-illegal-terrain": "that square is not empty",
    "flatwar-illegal-deploy": (
        "{side} places on empty squares of its own three rows, only units it still has, and "
        "keeps room for a Square"
    ),
    "flatwar-illegal-card-drawn": "that card was already drawn since the last reshuffle",
    "flatwar-illegal-advance": "the attacker must choose 'advance' or 'hold'",
    "flatwar-illegal-combat": "an attack is being resolved: chance rolls the dice",
    "flatwar-illegal-cavalry-rolling": "the cavalry on {square} is rolling its points",
    "flatwar-illegal-cavalry-active": (
        "the cavalry on {square} is active with {points} points and must spend them (steps: "
        "orthogonal 1, diagonal 2, never below 1; charge 1)"
    ),
    "flatwar-illegal-off-board": "there is no square {square} on the {width} x {width} board",
    "flatwar-illegal-no-unit": "there is no {side} unit on {square}",
    "flatwar-illegal-used": "the unit on {square} already attacked or was activated this turn",
    "flatwar-illegal-not-cavalry": "the unit on {square} is not cavalry",
    "flatwar-illegal-activate-first": (
        "cavalry on {square} must first be activated ('activate {square}')"
    ),
    "flatwar-illegal-step": "infantry steps one square, in any direction, onto an empty square",
    "flatwar-illegal-melee": "melee needs an adjacent enemy unit",
    "flatwar-illegal-no-shooting": "isosceles soldiers cannot shoot",
    "flatwar-illegal-range": "no enemy unit there within range (Regular 2, Square 3)",
    "flatwar-illegal-range-sight": (
        "no enemy unit there within range (Regular 2, Square 3) and line of sight"
    ),
    "flatwar-illegal-no-cavalry": "no cavalry is active",
    "flatwar-illegal-in-phase": "it is not a legal move in the {phase} phase",
    # the terminal picture of a view
    "flatwar-pic-legend-2": (
        "red: I soldier, C cavalry, R Regular, S Square; black lower case; # terrain"
    ),
    "flatwar-pic-legend-first": "red: I soldier, C cavalry, R Regular, S Square; black: i c r s;",
    "flatwar-pic-legend-3": "blue: F K G Q (soldier, cavalry, Regular, Square); # terrain",
    "flatwar-pic-legend-4": (
        "blue: F K G Q, green: f k g q (soldier, cavalry, Regular, Square); # terrain"
    ),
    "flatwar-pic-army-hidden": "hidden until every side has built",
    "flatwar-pic-army-none": "none",
    "flatwar-pic-units-i": "{count} isosceles {count:soldier|soldiers}",
    "flatwar-pic-units-c": "{count} isosceles cavalry",
    "flatwar-pic-units-r": "{count} Regular {count:triangle|triangles}",
    "flatwar-pic-units-s": "{count} {count:Square|Squares}",
    "flatwar-pic-build-unseen": "Army building: {side} chooses its army, unseen (R2.7).",
    "flatwar-pic-build-hidden": "Army building: {side} chooses its whole army in one move,",
    "flatwar-pic-build-hidden-example": (
        "e.g. 'army I9 C3 R2 S1'; the others see it when every side has built."
    ),
    "flatwar-pic-build-open": "Army building: {side} buys units ({spent} of 25 points spent).",
    "flatwar-pic-terrain-roll": "Terrain: {side} rolls a die for its number of terrain pieces.",
    "flatwar-pic-terrain": "Terrain: {side} places a piece (left: {left}).",
    "flatwar-pic-deploy-rows": "Deployment: {side} places a unit in its first three rows.",
    "flatwar-pic-deploy-red": "Deployment: {side} places a unit in its three rows at the bottom.",
    "flatwar-pic-deploy-black": "Deployment: {side} places a unit in its three rows at the top.",
    "flatwar-pic-deploy-blue": "Deployment: {side} places a unit in its three files on the left.",
    "flatwar-pic-deploy-green": (
        "Deployment: {side} places a unit in its three files on the right."
    ),
    "flatwar-pic-draw": "A card is drawn ({left} left in the deck).",
    "flatwar-pic-act-card": "Turn {turn}: {side} acts, card {card} ({points} AP), {ap} AP left.",
    "flatwar-pic-act": "Turn {turn}: {side} acts, {ap} AP left.",
    "flatwar-pic-reserve": "{side} reserve: {army}",
    "flatwar-pic-used": "used this turn: {squares}",
    "flatwar-pic-cavalry-rolling": "cavalry {square} activated: rolling its points",
    "flatwar-pic-may-upgrade": "may upgrade",
    "flatwar-pic-cavalry": (
        "cavalry {square}: {points} {points:point|points} (charges at +{bonus}{upgrade})"
    ),
    "flatwar-pic-combat-won": "{attack} destroyed the target: advance or hold?",
    "flatwar-pic-combat-defender": "{attack}: attacker rolled {roll}, defender rolls",
    "flatwar-pic-combat-attacker": "{attack}: attacker rolls",
    "flatwar-pic-last": (
        "last attack {attack} {start}{op}{target}: {ar}+{av}={at} against {dr}+{dv}={dt}, {effect}"
    ),
    "flatwar-pic-draw-result": "Game over: a draw.",
    "flatwar-pic-wins": "Game over: {side} wins.",
    # the notation help
    "flatwar-help-title": (
        "Flatwar moves (squares a1-h8, red at the bottom; with 3-4 players a1-l12):"
    ),
    "flatwar-help-army": (
        "your whole army in one move: how many I soldiers (1 point), C cavalry (2), "
        "R Regulars (3), S Squares (4); 25 points at most, a Square and two I or C per "
        "Square; in any order ('army s1 i9'); or a preset: army balanced | cavalry | guns | "
        "infantry. With the hidden build (the default) the others see only 'army ?' until "
        "every side has built."
    ),
    "flatwar-help-buy": "the open build (option build=open): one unit at a time",
    "flatwar-help-terrain": "place a terrain piece",
    "flatwar-help-place": "deploy a unit in your first three rows",
    "flatwar-help-step": ("step (infantry 1 AP; active cavalry: orthogonal 1 point, diagonal 2)"),
    "flatwar-help-melee": "melee (infantry, 1 AP); charge (active cavalry, 1 point)",
    "flatwar-help-shoot": "shoot (Regular range 2, Square range 3; 1 AP)",
    "flatwar-help-activate": "activate cavalry (1 AP, rolls its points)",
    "flatwar-help-upgrade": "+1 point to the cavalry just activated (1 AP, max 6)",
    "flatwar-help-stop": "end the cavalry's activation (when allowed)",
    "flatwar-help-advance": "after a melee that destroyed: take the square, or stay",
    "flatwar-help-end": "end your turn (unused AP are lost)",
    "flatwar-help-chance": (
        "Chance moves (roll N, draw 7H; the second deck's 7H') are made by the game."
    ),
    # a position text that is not one (BadPosition)
    "flatwar-pos-bad": "flatwar position: {why} (in {text})",
    "flatwar-pos-whole": "flatwar position: {why}",
    "flatwar-pos-not-text": "expected text, got {kind}",
    "flatwar-pos-too-long": "{length} characters; a position has at most {limit}",
    "flatwar-pos-rows": "needs {rows} board rows ({rows} to 1) and fields",
    "flatwar-pos-row": "board row {row} must be '{row}' and {width} cells",
    "flatwar-pos-cell": "{value} is not a cell (one of {cells})",
    "flatwar-pos-square": "{value} is not a square {first}..{last}",
    "flatwar-pos-number": "{value} is not a number {lo}..{hi}",
    "flatwar-pos-reserve": "{value} is not a reserve like 'I9C3R2S1' or '-'",
    "flatwar-pos-unknown": "unknown field {key} (fields: {keys})",
    "flatwar-pos-twice": "field {key} given twice",
    "flatwar-pos-phase-missing": "the 'phase' field is required",
    "flatwar-pos-choice": "{key} must be one of {choices}",
    "flatwar-pos-form": "{key} must be {form}",
    "flatwar-pos-card-deck": "{value} is not a card of this game's deck ({cards})",
    "flatwar-pos-card": "{value} is not a card",
    "flatwar-pos-upgrades": "upgrades only raise the points above the roll",
    "flatwar-pos-combat-end": "combat must end with '?', the attacker's roll 1-6, or 'won'",
    "flatwar-pos-needs-side": "the {phase} phase needs a side",
    "flatwar-pos-no-side": "the {phase} phase has side '-'",
    "flatwar-pos-result-over": "a result is given exactly when the phase is over",
    "flatwar-pos-act-cavalry": "cavalry and combat belong to the act phase",
    "flatwar-pos-act-card": "card, ap and used belong to the act phase",
    "flatwar-pos-cost": "{side}'s units cost {cost} points; an army has at most {limit} (R2.3)",
    "flatwar-pos-before-deploy": "units stand on the board before deployment (R4)",
    "flatwar-pos-army-legal": "{side}'s army is not a legal army (R2.2)",
    "flatwar-pos-own-rows": "{side} deploys in its own three rows only (R4.1)",
    "flatwar-pos-no-square": "{side} has no Square on the board or in reserve (R2.2)",
    "flatwar-pos-reserve-no-room": (
        "{side} has units in reserve but no free square in its rows, so they would have been "
        "removed (R4.3)"
    ),
    "flatwar-pos-reserve-after": "no unit is left in reserve after deployment (R4)",
    "flatwar-pos-square-over": "{side} has no Square, so the game would be over (R9.1)",
    "flatwar-pos-square-fled": "{side} has no Square, so its units have fled (R10.5)",
    "flatwar-pos-one-alive": "one side alone has a Square, so it has won (R10.5)",
    "flatwar-pos-fled-act": "{side} has fled and cannot act (R10.5)",
    "flatwar-pos-terrain-build": "terrain is rolled after the armies are built (R3.1)",
    "flatwar-pos-terrain-placed": "terrain is placed only after the terrain rolls (R3)",
    "flatwar-pos-terrain-all": "every terrain piece is placed before deployment (R3)",
    "flatwar-pos-drawn-turns": "{drawn} cards drawn in {turns} turns",
    "flatwar-pos-before-battle": "no card is drawn and no attack made before the battle",
    "flatwar-pos-turn-limit": (
        "turns {turns} reaches turn_limit {limit}, so the game would be over (R9.2)"
    ),
    "flatwar-pos-card-not-drawn": "card {card} is not among the drawn",
    "flatwar-pos-card-other": "card {card} belongs to the other side",
    "flatwar-pos-ap-card": "ap {ap} is more than card {card} gives (R5.4)",
    "flatwar-pos-ap": "ap {ap}; a card gives at most 10 (R5.4)",
    "flatwar-pos-used": "used lists only squares of the side's own units",
    "flatwar-pos-no-cavalry": "no {side} cavalry on {square}",
    "flatwar-pos-cavalry-used": "the active cavalry must be listed as used",
    "flatwar-pos-no-attacker": "no attacker on {square}",
    "flatwar-pos-won-empty": "a won melee leaves {square} empty",
    "flatwar-pos-no-enemy": "no enemy on {square}",
    "flatwar-pos-range": "{square} is not in the firer's range",
    "flatwar-pos-adjacent": "melee and charges hit adjacent squares only",
    "flatwar-pos-cavalry-charges": "cavalry attacks by charging (R7)",
    "flatwar-pos-attacker-used": "the attacker on {square} must be used",
    "flatwar-pos-charge-active": "a charge is made by the active cavalry",
    "flatwar-pos-only-cavalry": "while a cavalry is active only it attacks (R7)",
    "flatwar-pos-charge-spent": "a charging cavalry has spent points",
    "flatwar-pos-ap-left": "the act phase needs action points left",
    "flatwar-pos-nothing-to-place": "{side} has no unit left to place",
    "flatwar-pos-no-free": "{side} has no free square to deploy on",
    "flatwar-pos-takes-army": "{side} takes the {army} army (option), it does not build one",
    "flatwar-pos-cannot-complete": "{side}'s army cannot be completed",
    "flatwar-pos-hidden-build": (
        "with the hidden build {side} buys its whole army in one move, so it has bought "
        "nothing yet (R2.7)"
    ),
    "flatwar-pos-seat-order": "the armies are built (or taken) in seat order, {sides} (R2)",
    "flatwar-pos-terrain-rolls": "terrain rolls must be '?' until rolled, in seat order",
    "flatwar-pos-no-terrain": "{side} has no terrain left to place",
    "flatwar-pos-winner-2": (
        "{side} wins only when its Square stands and the other side's is gone (R9.1, R10.5)"
    ),
    "flatwar-pos-winner-n": (
        "{side} wins only when its Square stands and the others' are gone (R9.1, R10.5)"
    ),
}
#: Every message Flatwar can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
