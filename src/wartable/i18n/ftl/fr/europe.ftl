# La guerre européenne – puissances, pyramides (grande, moyenne, petite), croissance,
# construction, déplacement, attaque, débarquement, Double Alliance. Les puissances gardent
# les codes de la carte (BRI, FRA, DUA, RUS, OTT).

europe-seat = Joueur { $number } ({ $power })
europe-then = { $first } ; { $second }
europe-size-small = petite
europe-size-medium = moyenne
europe-size-large = grande
europe-size-nothing = rien
europe-pyramid = la { $size } pyramide de { $power }
europe-move-first = { $power } joue en premier (R3.1)
europe-move-attack = { $move } : { $attacker } en { $start } attaque { $defender } en { $target } ({ $details })
europe-dice-against = { $attack ->
        [one] { $attack } dé
       *[other] { $attack } dés
    } contre { $defence }
europe-bonus-dual = Double Alliance +1
europe-landing = un débarquement
europe-landing-britain = un débarquement : Bretagne +1
europe-france-home = la France se défend chez elle et peut relancer
europe-total = { $dice }
europe-total-bonus = { $dice }, +{ $bonus } ({ $why }) = { $total }
europe-why-dual = attaque de la Double Alliance
europe-why-britain = la Bretagne contre un débarquement
europe-rolls = { $power } lance { $total }
europe-rolls-again = { $power } relance { $total }
europe-result-decide = { $defence } contre { $attack } : la France peut garder ce jet ou relancer une fois (R5.3)
europe-result-retreat = { $attacker } gagne { $attack } à { $defence } : { $pyramid } doit reculer de { $field } vers une case voisine vide, { $defender } choisit laquelle (R5.5)
europe-result-hold = { $defender } tient { $field }, { $defence } à { $attack } (R5.4) : rien ne bouge
europe-result-hold-tie = { $defender } tient { $field }, { $defence } à { $attack }, l’égalité profite au défenseur (R5.4) : rien ne bouge
europe-result-shrink = { $attacker } gagne { $attack } à { $defence } et { $defender } n’a aucune case vide où reculer (R5.6) : { $pyramid } en { $field } devient : { $size }
europe-result-destroyed = { $attacker } gagne { $attack } à { $defence } et { $defender } n’a aucune case vide où reculer (R5.6) : { $pyramid } en { $field } est détruite et { $winner } entre depuis { $start }
europe-eliminated = { $power } n’a plus de présence chez elle (R6.1) et est éliminée (R6.5)
europe-game-over = fin de la partie : { $reason }
europe-move-reroll = { $move } : la France relance tous ses dés ; le second jet compte (R5.3)
europe-move-keep = { $move } : la France garde son jet ; { $result }
europe-move-retreat = { $move } : { $pyramid } recule de { $start } vers { $target } et { $winner } entre depuis { $origin } (R5.5)
europe-end-conquest = { $who } tient tout le territoire d’une autre puissance (R6.2)
europe-end-ottoman = { $who } a une pyramide sur le territoire de chaque puissance ennemie (R6.3)
europe-end-last = { $who } est le dernier joueur en lice (R6.5)
europe-end-together = les derniers joueurs ont été éliminés par la même action : égalité entre eux (R6.5)
europe-end-time-britain = la limite de tours est atteinte : la Bretagne gagne au temps (R6.6)
europe-end-time-draw = la limite de tours est atteinte : égalité entre les joueurs restants (R6.6)
europe-end-time-fields = la limite de tours est atteinte : { $who } tenait le plus de cases (R6.6)
europe-phase-first = la partie attend le jet pour le premier joueur (hasard)
europe-phase-place = le joueur actif doit placer ses pyramides ('place ...')
europe-phase-action = le joueur actif doit choisir une action (grow, build, move, attack)
europe-phase-roll-attacker = les dés de l’attaquant vont être lancés (hasard)
europe-phase-roll-defender = les dés du défenseur vont être lancés (hasard)
europe-phase-decide = la France doit choisir 'keep' ou 'reroll'
europe-phase-reroll = le second jet de la France va être lancé (hasard)
europe-phase-retreat = le défenseur battu doit choisir une retraite ('retreat ...')
europe-phase-over = la partie est terminée
europe-error-too-long = coup { $move } : plus de { $limit } caractères
europe-error-verb = coup { $move } : verbe inconnu { $verb } (verbes : { $verbs })
europe-error-nothing-after = coup { $move } : rien ne suit '{ $verb }'
europe-error-one-field = coup { $move } : une case attendue, comme '{ $verb } GER'
europe-error-power = coup { $move } : une puissance attendue ({ $powers })
europe-error-field = coup { $move } : { $name } n’est pas une case (cases : { $fields })
europe-error-pair = coup { $move } : deux cases attendues, comme GER-FRA
europe-error-dice = coup { $move } : un à trois dés de 1 à 6 attendus, comme 'roll 6,5,3'
europe-error-place-token = coup { $move } : CASE=L, CASE=M, CASE=S attendus, reçu { $token }
europe-error-place-twice = coup { $move } : la case { $field } est nommée deux fois
europe-error-place-sizes = coup { $move } : le placement demande exactement une L, une M et une S
europe-illegal-phase = '{ $verb }' n’est pas possible maintenant : { $expected }
europe-illegal-pass = passer n’est permis que si aucune action n’est possible (R4.5)
europe-illegal-not-own = { $field } n’est pas une case du territoire de { $power } (R4.1, R4.2)
europe-illegal-not-empty-build = { $field } n’est pas vide (R4.2)
europe-illegal-no-small = { $power } n’a plus de petite pyramide en réserve (R4.2, E13)
europe-illegal-no-own-pyramid = { $field } ne porte aucune pyramide de { $power } (R4.1)
europe-illegal-large = la pyramide en { $field } est déjà grande (R4.1)
europe-illegal-no-size = { $power } n’a plus de pyramide { $size } en réserve (R4.1, E13)
europe-illegal-not-yours = { $field } ne porte aucune pyramide de { $power }
europe-illegal-not-adjacent = { $target } n’est voisine de { $start } ni par terre ni par mer (R1.4)
europe-illegal-move-occupied = { $target } n’est pas vide (R4.3) ; pour combattre, utilisez 'attack'
europe-illegal-attack-empty = { $target } est vide : utilisez 'move' (R4.4)
europe-illegal-attack-own = { $target } porte votre propre pyramide (R4.4)
europe-illegal-retreat = le défenseur en { $field } ne peut reculer que vers une case vide voisine par terre ou par mer (R5.5)
europe-illegal-dice = la pyramide en { $field } lance exactement { $dice ->
        [one] { $dice } dé
       *[other] { $dice } dés
    } (R5.1)
europe-illegal-place = { $power } place sur ses propres cases { $fields } (R3.2)
europe-illegal-first = seule une puissance en jeu peut commencer (R3.1)
europe-power-bri = la Bretagne et ses alliés
europe-power-fra = la France et ses alliés
europe-power-dua = la Double Alliance
europe-power-rus = la Russie
europe-power-ott = l’Empire ottoman
europe-stage-first = premier joueur
europe-stage-place = placement
europe-stage-action = action
europe-stage-attack-roll = jet de l’attaquant
europe-stage-defence-roll = jet du défenseur
europe-stage-france-decides = la France décide
europe-stage-france-reroll = second jet de la France
europe-stage-retreat = retraite
europe-stage-over = fin

# the terminal picture of a view and the notation help
europe-pic-title = Guerre européenne - { $head }
europe-pic-over = Partie terminée après le tour { $round } : { $reason }
europe-pic-first = Jet pour le premier joueur
europe-pic-round = Tour { $round } ; { $power } joue
europe-pic-round-of = Tour { $round } sur { $limit } ; { $power } joue
europe-pic-port = { $mark } port de l’{ $sea }
europe-pic-ports = { $marks } (un navire va d’un port à n’importe quel autre port de la même mer)
europe-sea-atlantic = Atlantique
europe-sea-mediterranean = Méditerranée
europe-pic-pieces = Pièce = lettre de la puissance + taille : L grande (3 dés), M moyenne (2), S petite (1) ; .. vide
europe-pic-territories = Territoires :
europe-pic-not-played = (non jouée)
europe-pic-eliminated = ÉLIMINÉ
europe-pic-player = Joueur { $number } { $power } { $name } réserve L{ $large } M{ $medium } S{ $small }  champs { $fields }
europe-pic-attacking = Combat : { $attacker } { $attacker_size } en { $start } attaque { $defender } { $defender_size } en { $to }
europe-pic-landing = Combat : { $attacker } { $attacker_size } en { $start } débarque sur { $defender } { $defender_size } en { $to }
europe-pic-attacker-rolled = l’attaquant a fait { $dice } = { $total }
europe-pic-defender-rolled = le défenseur a fait { $dice } = { $total }
europe-pic-rerolled = (la France a relancé)
europe-pic-france-decides = la France peut garder ce jet (keep) ou relancer une fois (reroll)
europe-pic-retreat = l’attaquant a gagné : { $defender } choisit où se retirer
europe-field-gbr = Grande-Bretagne
europe-field-bnl = Benelux
europe-field-ssc = Scandinavie du Sud
europe-field-fra = France
europe-field-esp = Espagne
europe-field-naf = Afrique du Nord
europe-field-ger = Allemagne
europe-field-auh = Autriche-Hongrie
europe-field-ita = Italie
europe-field-nru = Russie du Nord
europe-field-cru = Russie centrale
europe-field-sru = Russie du Sud
europe-field-sbk = Balkans du Sud
europe-field-ana = Anatolie
europe-field-lev = Levant
europe-help-moves = Coups (une action par tour) :
europe-help-grow = agrandir d’une taille votre pyramide sur votre champ GER
europe-help-build = poser une nouvelle petite pyramide sur votre champ vide ESP
europe-help-move = déplacer une pyramide vers un champ voisin vide (par terre, ou par mer entre deux ports de la même mer : ~ Atlantique, * Méditerranée)
europe-help-attack = attaquer une pyramide ennemie voisine
europe-help-pass = seulement quand aucune action n’est possible
europe-help-decisions = Décisions en cours de partie :
europe-help-place = mise en place : lequel de vos champs reçoit la grande, la moyenne, la petite
europe-help-retreat = défenseur battu : se retirer d’ITA vers le champ vide SBK
europe-help-keep = la France défendant chez elle : garder son jet ou relancer une fois
europe-help-chance = Hasard (jeté par le jeu) : first FRA, roll 6,5,3

## a position text that is not one
europe-pos-bad = position { $text } : { $why }
europe-pos-not-text = un texte est attendu
europe-pos-too-long = plus de { $limit } caractères : ce n’est pas une position
europe-pos-token = l’élément { $token } n’est pas de la forme CLÉ=VALEUR
europe-pos-twice = { $key } est donné deux fois
europe-pos-field-missing = la case { $field } manque
europe-pos-powers-missing = powers=... manque
europe-pos-piece = { $field }={ $value } : une pyramide s’écrit avec la lettre de la puissance et une taille, comme DL
europe-pos-powers = powers={ $value } ne correspond pas aux puissances de cette partie { $powers }
europe-pos-not-power = { $key }={ $value } : pas une puissance de cette partie
europe-pos-nobody = pyramides { $letter } : personne ne joue cette puissance
europe-pos-three = plus de trois pyramides { $piece } (R2.2)
europe-pos-eliminated-piece = { $field } porte une pyramide d’un joueur éliminé (R6.5)
europe-pos-choice = { $key }={ $value } : l’une de ces valeurs est attendue : { $choices }
europe-pos-out-before-play = phase={ $phase } précède le jeu : personne n’est encore éliminé (R3, R6.5)
europe-pos-few-left = il reste moins de deux joueurs mais la partie n’est pas finie (R6.5)
europe-pos-first-dash = avant le premier jet, first=- et turn=-
europe-pos-turn-out = turn={ $power } : ce joueur est éliminé
europe-pos-round = round={ $value } : un nombre de 0 à { $max } est attendu
europe-pos-round-limit = round={ $round } dépasse la limite de tours
europe-pos-attack-form = attack={ $value } : deux cases attendues, comme GER-FRA
europe-pos-attack-phase = phase={ $phase } et attack= ne vont pas ensemble
europe-pos-attack-attacker = attack={ $attack } : aucun attaquant de { $power } à cet endroit
europe-pos-attack-enemy = attack={ $attack } : aucune pyramide ennemie à attaquer
europe-pos-attack-adjacent = attack={ $attack } : les cases ne sont pas voisines
europe-pos-dice-attacker = a={ $value } : mauvais dés de l’attaquant pour cette phase
europe-pos-dice-defender = d={ $value } : mauvais dés du défenseur pour cette phase
europe-pos-dice-form = dés { $value } : un à trois dés de 1 à 6 attendus, le plus grand d’abord
europe-pos-dice-order = dés { $value } : écrivez le plus grand dé d’abord
europe-pos-unknown-key = clé inconnue { $key }
europe-pos-retreat = phase=retreat mais le défenseur n’a aucune case vide où se retirer
europe-pos-decides = phase=france-decides demande un défenseur français chez lui, qui n’a pas encore relancé
europe-pos-reroll = phase=france-reroll demande rerolled=yes
europe-pos-rerolled = rerolled=yes seulement après une relance de la France défendant chez elle (R5.3)
europe-pos-place-empty = phase=place mais le territoire de { $power } n’est pas vide (R3.2)
europe-pos-home = { $power } n’a aucune pyramide chez lui mais n’est pas éliminé (R6.1, R6.5)
europe-pos-winners-twice = winners= : une puissance est nommée deux fois
europe-pos-one-winner = result={ $reason } demande exactement un vainqueur encore en jeu
europe-pos-winner-power = result={ $reason } mais le vainqueur est { $power } ({ $rule })
europe-pos-last = result=last mais d’autres joueurs sont encore en jeu (R6.5)
europe-pos-together = result=together : plus personne ne reste et les derniers joueurs partagent (R6.5)
europe-pos-winners-in = result={ $reason } : les vainqueurs doivent être des joueurs encore en jeu
europe-pos-time-draw = result=time-draw : les vainqueurs sont tous les joueurs restants ({ $powers })
europe-pos-time-round = result={ $reason } demande que round= soit la limite de tours (R6.6, E12)
europe-pos-first-round = phase=first précède le tour 1 : round=0
europe-pos-first-board = phase=first : le plateau doit être celui du début de cette mise en place
europe-pos-place-round = phase=place a lieu au tour 1 (R3.2)
europe-pos-placed = phase=place : { $power } a placé ses L, M et S (R3.2)
europe-pos-place-only = phase=place : seules les puissances qui ont placé ont des pyramides (R3.2)
europe-pos-played-round = phase={ $phase } se joue à partir du tour 1
