"""What European War says, as messages (issue 37): their ids and English templates.

The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/europe.ftl``);
the Czech one names things as the rulebook does (mocnost, pyramida velká/střední/malá, Růst,
Stavba, Pohyb, vylodění, Dvojspolek). Powers are named by their codes (BRI, FRA, DUA, RUS,
OTT), the same in every language, as on the map."""

from __future__ import annotations

from wartable.core.messages import english_texts

TEXTS = {
    "europe-seat": "Player {number} ({power})",
    # the powers (R2.1), as the map names them
    "europe-power-bri": "Britain & allies",
    "europe-power-fra": "France & allies",
    "europe-power-dua": "Dual Alliance",
    "europe-power-rus": "Russia",
    "europe-power-ott": "Ottoman Empire",
    # the phases in a word (a view's phase)
    "europe-stage-first": "first player",
    "europe-stage-place": "placing",
    "europe-stage-action": "action",
    "europe-stage-attack-roll": "attacker's roll",
    "europe-stage-defence-roll": "defender's roll",
    "europe-stage-france-decides": "France decides",
    "europe-stage-france-reroll": "France's second roll",
    "europe-stage-retreat": "retreat",
    "europe-stage-over": "over",
    # clauses of a told move, one after the other
    "europe-then": "{first}; {second}",
    # a pyramid (R2.2)
    "europe-size-small": "small",
    "europe-size-medium": "medium",
    "europe-size-large": "large",
    "europe-size-nothing": "nothing",
    "europe-pyramid": "{power}'s {size} pyramid",
    # the log's moves (R3.1, R5)
    "europe-move-first": "{power} moves first (R3.1)",
    "europe-move-attack": (
        "{move}: {attacker} on {start} attacks {defender} on {target} ({details})"
    ),
    "europe-dice-against": "{attack} {attack:die|dice} against {defence}",
    "europe-bonus-dual": "Dual Alliance +1",
    "europe-landing": "a landing",
    "europe-landing-britain": "a landing: Britain +1",
    "europe-france-home": "France defends at home and may reroll",
    "europe-total": "{dice}",
    "europe-total-bonus": "{dice}, +{bonus} ({why}) = {total}",
    "europe-why-dual": "Dual Alliance attack",
    "europe-why-britain": "Britain against a landing",
    "europe-rolls": "{power} rolls {total}",
    "europe-rolls-again": "{power} rolls again {total}",
    "europe-result-decide": (
        "{defence} against {attack}: France may keep this roll or reroll once (R5.3)"
    ),
    "europe-result-retreat": (
        "{attacker} wins {attack} to {defence}: {pyramid} must retreat from {field} to an empty "
        "neighbouring field, {defender} chooses which (R5.5)"
    ),
    "europe-result-hold": "{defender} holds {field}, {defence} to {attack} (R5.4): nothing moves",
    "europe-result-hold-tie": (
        "{defender} holds {field}, {defence} to {attack}, a tie goes to the defender (R5.4): "
        "nothing moves"
    ),
    "europe-result-shrink": (
        "{attacker} wins {attack} to {defence} and {defender} has no empty field to retreat to "
        "(R5.6): {pyramid} on {field} shrinks to {size}"
    ),
    "europe-result-destroyed": (
        "{attacker} wins {attack} to {defence} and {defender} has no empty field to retreat to "
        "(R5.6): {pyramid} on {field} is destroyed and {winner} moves in from {start}"
    ),
    "europe-eliminated": "{power} has lost its home presence (R6.1) and is eliminated (R6.5)",
    "europe-game-over": "game over: {reason}",
    "europe-move-reroll": "{move}: France rolls all its dice again; the second roll stands (R5.3)",
    "europe-move-keep": "{move}: France keeps its roll; {result}",
    "europe-move-retreat": (
        "{move}: {pyramid} retreats from {start} to {target} and {winner} moves in from "
        "{origin} (R5.5)"
    ),
    # how a game ends (R6)
    "europe-end-conquest": "{who} holds the whole territory of another power (R6.2)",
    "europe-end-ottoman": "{who} has a pyramid in the territory of every enemy power (R6.3)",
    "europe-end-last": "{who} is the last player left (R6.5)",
    "europe-end-together": (
        "the last players were eliminated by the same action: a draw between them (R6.5)"
    ),
    "europe-end-time-britain": "the round limit was reached: Britain wins on time (R6.6)",
    "europe-end-time-draw": (
        "the round limit was reached: a draw between the remaining players (R6.6)"
    ),
    "europe-end-time-fields": "the round limit was reached: {who} held the most fields (R6.6)",
    # what each phase waits for (R3-R5)
    "europe-phase-first": "the game is waiting for the roll for the first player (chance)",
    "europe-phase-place": "the active player must place its pyramids ('place ...')",
    "europe-phase-action": "the active player must choose an action (grow, build, move, attack)",
    "europe-phase-roll-attacker": "the attacker's dice are to be rolled (chance)",
    "europe-phase-roll-defender": "the defender's dice are to be rolled (chance)",
    "europe-phase-decide": "France must choose 'keep' or 'reroll'",
    "europe-phase-reroll": "France's second roll is to be rolled (chance)",
    "europe-phase-retreat": "the beaten defender must choose a retreat ('retreat ...')",
    "europe-phase-over": "the game is over",
    # move texts that are not European War notation
    "europe-error-too-long": "move {move}: longer than {limit} characters",
    "europe-error-verb": "move {move}: unknown verb {verb} (verbs: {verbs})",
    "europe-error-nothing-after": "move {move}: '{verb}' takes nothing after it",
    "europe-error-one-field": "move {move}: expected one field, like '{verb} GER'",
    "europe-error-power": "move {move}: expected a power ({powers})",
    "europe-error-field": "move {move}: {name} is not a field (fields: {fields})",
    "europe-error-pair": "move {move}: expected two fields like GER-FRA",
    "europe-error-dice": "move {move}: expected one to three dice 1-6, like 'roll 6,5,3'",
    "europe-error-place-token": "move {move}: expected FIELD=L, FIELD=M, FIELD=S, got {token}",
    "europe-error-place-twice": "move {move}: field {field} named twice",
    "europe-error-place-sizes": "move {move}: place needs exactly one L, one M and one S",
    # why a well-formed move is not legal (R3-R5)
    "europe-illegal-phase": "'{verb}' is not possible now: {expected}",
    "europe-illegal-pass": "pass is allowed only when no action is possible (R4.5)",
    "europe-illegal-not-own": "{field} is not a field of {power}'s territory (R4.1, R4.2)",
    "europe-illegal-not-empty-build": "{field} is not empty (R4.2)",
    "europe-illegal-no-small": "{power} has no small pyramid left in its stash (R4.2, E13)",
    "europe-illegal-no-own-pyramid": "{field} holds no pyramid of {power} (R4.1)",
    "europe-illegal-large": "the pyramid on {field} is already large (R4.1)",
    "europe-illegal-no-size": "{power} has no {size} pyramid left in its stash (R4.1, E13)",
    "europe-illegal-not-yours": "{field} holds no pyramid of {power}",
    "europe-illegal-not-adjacent": "{target} is not adjacent to {start} by land or by sea (R1.4)",
    "europe-illegal-move-occupied": "{target} is not empty (R4.3); to fight use 'attack'",
    "europe-illegal-attack-empty": "{target} is empty: use 'move' (R4.4)",
    "europe-illegal-attack-own": "{target} holds your own pyramid (R4.4)",
    "europe-illegal-retreat": (
        "the defender on {field} may retreat only to an empty field adjacent to it by land or "
        "sea (R5.5)"
    ),
    "europe-illegal-dice": "the pyramid on {field} rolls exactly {dice} dice (R5.1)",
    "europe-illegal-place": "{power} places on its own fields {fields} (R3.2)",
    "europe-illegal-first": "only a power in the game can start (R3.1)",
    # the terminal picture of a view
    "europe-pic-title": "European War - {head}",
    "europe-pic-over": "Game over after round {round}: {reason}",
    "europe-pic-first": "Rolling for the first player",
    "europe-pic-round": "Round {round}; {power} to act",
    "europe-pic-round-of": "Round {round} of {limit}; {power} to act",
    "europe-pic-port": "{mark} {sea} port",
    "europe-pic-ports": "{marks} (a ship moves between any two ports of one sea)",
    "europe-sea-atlantic": "Atlantic",
    "europe-sea-mediterranean": "Mediterranean",
    "europe-pic-pieces": (
        "Piece = power letter + size: L large (3 dice), M medium (2), S small (1); .. empty"
    ),
    "europe-pic-territories": "Territories:",
    "europe-pic-not-played": "(not played)",
    "europe-pic-eliminated": "ELIMINATED",
    "europe-pic-player": (
        "Player {number} {power} {name} stash L{large} M{medium} S{small}  fields {fields}"
    ),
    "europe-pic-attacking": (
        "Combat: {attacker} {attacker_size} on {start} attacking {defender} {defender_size} on {to}"
    ),
    "europe-pic-landing": (
        "Combat: {attacker} {attacker_size} on {start} landing on {defender} {defender_size} "
        "on {to}"
    ),
    "europe-pic-attacker-rolled": "attacker rolled {dice} = {total}",
    "europe-pic-defender-rolled": "defender rolled {dice} = {total}",
    "europe-pic-rerolled": "(France rerolled)",
    "europe-pic-france-decides": "France may 'keep' this roll or 'reroll' once",
    "europe-pic-retreat": "the attacker won: {defender} chooses where to retreat",
    # the fields of the map
    "europe-field-gbr": "Great Britain",
    "europe-field-bnl": "Benelux",
    "europe-field-ssc": "South Scandinavia",
    "europe-field-fra": "France",
    "europe-field-esp": "Spain",
    "europe-field-naf": "North Africa",
    "europe-field-ger": "Germany",
    "europe-field-auh": "Austria-Hungary",
    "europe-field-ita": "Italy",
    "europe-field-nru": "Northern Russia",
    "europe-field-cru": "Central Russia",
    "europe-field-sru": "Southern Russia",
    "europe-field-sbk": "South Balkans",
    "europe-field-ana": "Anatolia",
    "europe-field-lev": "Levant",
    # the notation help
    "europe-help-moves": "Moves (one action per turn):",
    "europe-help-grow": "enlarge your pyramid on your own field GER by one size",
    "europe-help-build": "put a new small pyramid on your empty own field ESP",
    "europe-help-move": (
        "move a pyramid to an adjacent empty field (land link, or by sea between two ports "
        "of the same sea: ~ Atlantic, * Mediterranean)"
    ),
    "europe-help-attack": "attack an adjacent enemy pyramid",
    "europe-help-pass": "only when no action is possible",
    "europe-help-decisions": "Decisions during play:",
    "europe-help-place": "setup: which of your fields gets the large, medium, small",
    "europe-help-retreat": "beaten defender: retreat from ITA to the empty field SBK",
    "europe-help-keep": "France defending at home: keep its roll or roll again once",
    "europe-help-chance": "Chance (rolled by the game): first FRA, roll 6,5,3",
    # a position text that is not one (BadPosition)
    "europe-pos-bad": "position {text}: {why}",
    "europe-pos-not-text": "expected text",
    "europe-pos-too-long": "longer than {limit} characters: not a position",
    "europe-pos-token": "token {token} is not KEY=VALUE",
    "europe-pos-twice": "{key} given twice",
    "europe-pos-field-missing": "field {field} is missing",
    "europe-pos-powers-missing": "powers=... is missing",
    "europe-pos-piece": "{field}={value}: a piece is a power letter and a size, like DL",
    "europe-pos-powers": "powers={value} does not match this game's powers {powers}",
    "europe-pos-not-power": "{key}={value}: not a power in this game",
    "europe-pos-nobody": "{letter} pieces: nobody plays that power",
    "europe-pos-three": "more than three {piece} pyramids (R2.2)",
    "europe-pos-eliminated-piece": "{field} holds a pyramid of an eliminated player (R6.5)",
    "europe-pos-choice": "{key}={value}: expected one of {choices}",
    "europe-pos-out-before-play": "phase={phase} is before play: nobody is out yet (R3, R6.5)",
    "europe-pos-few-left": "fewer than two players left but the game is not over (R6.5)",
    "europe-pos-first-dash": "before the first roll, first=- and turn=-",
    "europe-pos-turn-out": "turn={power}: that player is eliminated",
    "europe-pos-round": "round={value}: expected a number 0-{max}",
    "europe-pos-round-limit": "round={round} is outside the round limit",
    "europe-pos-attack-form": "attack={value}: expected two fields like GER-FRA",
    "europe-pos-attack-phase": "phase={phase} and attack= do not go together",
    "europe-pos-attack-attacker": "attack={attack}: no attacker of {power} there",
    "europe-pos-attack-enemy": "attack={attack}: no enemy pyramid to attack",
    "europe-pos-attack-adjacent": "attack={attack}: fields are not adjacent",
    "europe-pos-dice-attacker": "a={value}: wrong attacker dice for this phase",
    "europe-pos-dice-defender": "d={value}: wrong defender dice for this phase",
    "europe-pos-dice-form": "dice {value}: expected one to three dice 1-6, largest first",
    "europe-pos-dice-order": "dice {value}: write the dice largest first",
    "europe-pos-unknown-key": "unknown key {key}",
    "europe-pos-retreat": "phase=retreat but the defender has no empty field to retreat to",
    "europe-pos-decides": "phase=france-decides needs a French defender at home, not yet rerolled",
    "europe-pos-reroll": "phase=france-reroll needs rerolled=yes",
    "europe-pos-rerolled": "rerolled=yes only after France rerolled defending at home (R5.3)",
    "europe-pos-place-empty": "phase=place but {power}'s territory is not empty (R3.2)",
    "europe-pos-home": "{power} has no pyramid at home but is not eliminated (R6.1, R6.5)",
    "europe-pos-winners-twice": "winners=: a power is named twice",
    "europe-pos-one-winner": "result={reason} needs exactly one winner still in the game",
    "europe-pos-winner-power": "result={reason} but the winner is {power} ({rule})",
    "europe-pos-last": "result=last but other players are still in the game (R6.5)",
    "europe-pos-together": "result=together: nobody is left and the last players share (R6.5)",
    "europe-pos-winners-in": "result={reason}: the winners must be players still in the game",
    "europe-pos-time-draw": "result=time-draw: the winners are all the players left ({powers})",
    "europe-pos-time-round": "result={reason} needs round= the round limit (R6.6, E12)",
    "europe-pos-first-round": "phase=first is before round 1: round=0",
    "europe-pos-first-board": "phase=first: the board must be the starting board of this setup",
    "europe-pos-place-round": "phase=place is in round 1 (R3.2)",
    "europe-pos-placed": "phase=place: {power} has placed its L, M and S (R3.2)",
    "europe-pos-place-only": "phase=place: only the powers that placed have pyramids (R3.2)",
    "europe-pos-played-round": "phase={phase} is played from round 1 on",
}
#: Every message European War can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
