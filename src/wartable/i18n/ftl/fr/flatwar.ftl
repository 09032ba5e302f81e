# Flatwar (la guerre de Flatland) – rouges et noirs, soldats isocèles, cavalerie isocèle,
# triangles réguliers, Carrés, points d’action, pièces de terrain.

flatwar-seat-red = Rouge
flatwar-seat-black = Noir
flatwar-seat-blue = Bleu
flatwar-seat-green = Vert
flatwar-side-red = rouge
flatwar-side-black = noir
flatwar-side-blue = bleu
flatwar-side-green = vert
flatwar-phase-build = recrutement
flatwar-phase-terrain-roll = jet de terrain
flatwar-phase-terrain = pose du terrain
flatwar-phase-deploy = déploiement
flatwar-phase-draw = tirage
flatwar-phase-act = action
flatwar-phase-over = fin
flatwar-phase-now = phase : { $phase }, { $side } joue
flatwar-attack-melee = mêlée
flatwar-attack-shot = tir
flatwar-attack-charge = charge
flatwar-move-hidden-army = armée ?
flatwar-move-draw = { $move } ({ $side } agit avec { $points } PA)
flatwar-move-draw-pass = { $move } ({ $side } agit avec { $points } PA, mais n’a aucune action et passe)
flatwar-move-terrain-roll = { $move } ({ $side } pose { $count ->
        [one] { $count } pièce de terrain
       *[other] { $count } pièces de terrain
    })
flatwar-move-cavalry-roll = { $move } (la cavalerie en { $square } a { $points ->
        [one] { $points } point
       *[other] { $points } points
    })
flatwar-move-attacker-roll = { $move } (attaquant, { $attack } { $start }{ $op }{ $target })
flatwar-move-defender-roll = { $move } (défenseur, { $attack } { $start }{ $op }{ $target } : { $ar }+{ $av }={ $at } contre { $dr }+{ $dv }={ $dt }, { $effect })
flatwar-move-defender-roll-flees = { $move } (défenseur, { $attack } { $start }{ $op }{ $target } : { $ar }+{ $av }={ $at } contre { $dr }+{ $dv }={ $dt }, { $effect } ; { $fled } a perdu son dernier Carré et fuit)
flatwar-effect-destroyed = détruite
flatwar-effect-none = sans effet
flatwar-end-turn-limit = pas de vainqueur après { $cards } cartes (turn_limit)
flatwar-end-no-action = aucun camp ne peut plus agir
flatwar-end-no-attack = aucune unité ne pourra jamais attaquer celles d’un autre camp
flatwar-end-draw-between = { $reason } : égalité entre { $sides }
flatwar-end-no-square = { $side } n’a plus de Carré
flatwar-end-last-square = { $side } est le seul à avoir encore un Carré
flatwar-list-2 = { $first } et { $second }
flatwar-list-3 = { $first }, { $second } et { $third }
flatwar-list-4 = { $first }, { $second }, { $third } et { $fourth }
flatwar-error-too-long = coup { $move } : { $length } caractères, plus long que tout coup de Flatwar ({ $limit })
flatwar-error-notation = coup { $move } : ce n’est pas la notation de Flatwar (par ex. 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', 'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')
flatwar-error-army-twice = coup { $move } : une armée nomme chaque type d’unité une seule fois
flatwar-error-no-square = coup { $move } : { $square } n’est pas une case du plateau { $width } x { $width } ({ $first }-{ $last })
flatwar-illegal-hidden-build = le recrutement est caché (R2.7) : achetez toute l’armée en un coup, par ex. 'army I9 C3 R2 S1' ou 'army balanced'
flatwar-illegal-phase = c’est la phase « { $phase } » (coups : { $moves })
flatwar-illegal-army = { $army } n’est pas une armée légale : au plus { $points } points (I 1, C 2, R 3, S 4), au moins un Carré et deux isocèles (I ou C) par Carré
flatwar-illegal-army-bought = l’armée doit contenir les unités déjà achetées ({ $bought })
flatwar-illegal-done = l’armée n’est pas encore légale : il faut un Carré et deux isocèles par Carré
flatwar-illegal-buy = cette unité ne tient pas dans 25 points si l’armée doit pouvoir être complétée
flatwar-illegal-terrain = cette case n’est pas vide
flatwar-illegal-deploy = { $side } place sur des cases vides de ses trois propres rangées, seulement des unités qu’il lui reste, et garde la place d’un Carré
flatwar-illegal-card-drawn = cette carte a déjà été tirée depuis le dernier mélange
flatwar-illegal-advance = l’attaquant doit choisir 'advance' ou 'hold'
flatwar-illegal-combat = une attaque est en cours : le hasard lance les dés
flatwar-illegal-cavalry-rolling = la cavalerie en { $square } lance ses points
flatwar-illegal-cavalry-active = la cavalerie en { $square } est active avec { $points } points et doit les dépenser (pas : orthogonal 1, diagonal 2, jamais sous 1 ; charge 1)
flatwar-illegal-off-board = il n’y a pas de case { $square } sur le plateau { $width } x { $width }
flatwar-illegal-no-unit = il n’y a pas d’unité { $side } en { $square }
flatwar-illegal-used = l’unité en { $square } a déjà attaqué ou été activée ce tour
flatwar-illegal-not-cavalry = l’unité en { $square } n’est pas de la cavalerie
flatwar-illegal-activate-first = la cavalerie en { $square } doit d’abord être activée ('activate { $square }')
flatwar-illegal-step = l’infanterie avance d’une case, dans toute direction, sur une case vide
flatwar-illegal-melee = la mêlée demande une unité ennemie voisine
flatwar-illegal-no-shooting = les soldats isocèles ne peuvent pas tirer
flatwar-illegal-range = aucune unité ennemie à portée là (Régulier 2, Carré 3)
flatwar-illegal-range-sight = aucune unité ennemie à portée et en vue là (Régulier 2, Carré 3)
flatwar-illegal-no-cavalry = aucune cavalerie n’est active
flatwar-illegal-in-phase = ce n’est pas un coup légal dans la phase « { $phase } »

# the terminal picture of a view and the notation help
flatwar-pic-legend-2 = rouge : I soldat, C cavalerie, R Régulier, S Carré ; noir en minuscules ; # terrain
flatwar-pic-legend-first = rouge : I soldat, C cavalerie, R Régulier, S Carré ; noir : i c r s ;
flatwar-pic-legend-3 = bleu : F K G Q (soldat, cavalerie, Régulier, Carré) ; # terrain
flatwar-pic-legend-4 = bleu : F K G Q, vert : f k g q (soldat, cavalerie, Régulier, Carré) ; # terrain
flatwar-pic-army-hidden = cachée jusqu’à ce que chaque camp ait bâti son armée
flatwar-pic-army-none = aucune
flatwar-pic-units-i = { $count ->
        [one] { $count } soldat isocèle
       *[other] { $count } soldats isocèles
    }
flatwar-pic-units-c = { $count } cavalerie isocèle
flatwar-pic-units-r = { $count ->
        [one] { $count } triangle Régulier
       *[other] { $count } triangles Réguliers
    }
flatwar-pic-units-s = { $count ->
        [one] { $count } Carré
       *[other] { $count } Carrés
    }
flatwar-pic-build-unseen = Construction de l’armée : { $side } choisit son armée, en secret (R2.7).
flatwar-pic-build-hidden = Construction de l’armée : { $side } choisit toute son armée en un coup,
flatwar-pic-build-hidden-example = p. ex. « army I9 C3 R2 S1 » ; les autres la voient quand chaque camp a bâti la sienne.
flatwar-pic-build-open = Construction de l’armée : { $side } achète des unités ({ $spent } points dépensés sur 25).
flatwar-pic-terrain-roll = Terrain : { $side } lance un dé pour son nombre de pièces de terrain.
flatwar-pic-terrain = Terrain : { $side } place une pièce (restantes : { $left }).
flatwar-pic-deploy-rows = Déploiement : { $side } place une unité dans ses trois premières rangées.
flatwar-pic-deploy-red = Déploiement : { $side } place une unité dans ses trois rangées du bas.
flatwar-pic-deploy-black = Déploiement : { $side } place une unité dans ses trois rangées du haut.
flatwar-pic-deploy-blue = Déploiement : { $side } place une unité dans ses trois colonnes de gauche.
flatwar-pic-deploy-green = Déploiement : { $side } place une unité dans ses trois colonnes de droite.
flatwar-pic-draw = Une carte est tirée ({ $left } restantes dans le paquet).
flatwar-pic-act-card = Tour { $turn } : { $side } agit, carte { $card } ({ $points } PA), { $ap } PA restants.
flatwar-pic-act = Tour { $turn } : { $side } agit, { $ap } PA restants.
flatwar-pic-reserve = réserve { $side } : { $army }
flatwar-pic-used = utilisées ce tour : { $squares }
flatwar-pic-cavalry-rolling = cavalerie { $square } activée : elle lance ses points
flatwar-pic-may-upgrade = peut être améliorée
flatwar-pic-cavalry = cavalerie { $square } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (charge à +{ $bonus }{ $upgrade })
flatwar-pic-combat-won = { $attack } a détruit la cible : avancer (advance) ou tenir (hold) ?
flatwar-pic-combat-defender = { $attack } : l’attaquant a fait { $roll }, le défenseur lance
flatwar-pic-combat-attacker = { $attack } : l’attaquant lance
flatwar-pic-last = dernière attaque { $attack } { $start }{ $op }{ $target } : { $ar }+{ $av }={ $at } contre { $dr }+{ $dv }={ $dt }, { $effect }
flatwar-pic-draw-result = Partie terminée : match nul.
flatwar-pic-wins = Partie terminée : { $side } gagne.
flatwar-help-title = Coups de Flatwar (cases a1-h8, rouge en bas ; à 3-4 joueurs a1-l12) :
flatwar-help-army = toute votre armée en un coup : combien de soldats I (1 point), cavaliers C (2), Réguliers R (3), Carrés S (4) ; 25 points au plus, un Carré et deux I ou C par Carré ; dans n’importe quel ordre (« army s1 i9 ») ; ou une armée toute faite : army balanced | cavalry | guns | infantry. Avec la construction cachée (par défaut), les autres ne voient que « army ? » jusqu’à ce que chaque camp ait bâti son armée.
flatwar-help-buy = la construction ouverte (option build=open) : une unité à la fois
flatwar-help-terrain = placer une pièce de terrain
flatwar-help-place = déployer une unité dans vos trois premières rangées
flatwar-help-step = pas (infanterie 1 PA ; cavalerie active : orthogonal 1 point, diagonal 2)
flatwar-help-melee = mêlée (infanterie, 1 PA) ; charge (cavalerie active, 1 point)
flatwar-help-shoot = tir (Régulier portée 2, Carré portée 3 ; 1 PA)
flatwar-help-activate = activer une cavalerie (1 PA, elle lance ses points)
flatwar-help-upgrade = +1 point à la cavalerie qui vient d’être activée (1 PA, 6 au plus)
flatwar-help-stop = finir l’activation de la cavalerie (quand c’est permis)
flatwar-help-advance = après une mêlée qui a détruit : prendre la case, ou rester
flatwar-help-end = finir votre tour (les PA non utilisés sont perdus)
flatwar-help-chance = Les coups du hasard (roll N, draw 7H ; le 7H' du second paquet) sont joués par le jeu.

## a position text that is not one
flatwar-pos-bad = position de Flatwar : { $why } (dans { $text })
flatwar-pos-whole = position de Flatwar : { $why }
flatwar-pos-not-text = un texte est attendu, reçu { $kind }
flatwar-pos-too-long = { $length } caractères ; une position en a au plus { $limit }
flatwar-pos-rows = il faut { $rows } rangées du plateau ({ $rows } à 1) puis les champs
flatwar-pos-row = la rangée { $row } doit être '{ $row }' puis { $width } cases
flatwar-pos-cell = { $value } n’est pas une case (l’une de { $cells })
flatwar-pos-square = { $value } n’est pas une case { $first }..{ $last }
flatwar-pos-number = { $value } n’est pas un nombre { $lo }..{ $hi }
flatwar-pos-reserve = { $value } n’est pas une réserve comme 'I9C3R2S1' ou '-'
flatwar-pos-unknown = champ inconnu { $key } (champs : { $keys })
flatwar-pos-twice = le champ { $key } est donné deux fois
flatwar-pos-phase-missing = le champ 'phase' est obligatoire
flatwar-pos-choice = { $key } doit être l’une de ces valeurs : { $choices }
flatwar-pos-form = { $key } doit être de la forme { $form }
flatwar-pos-card-deck = { $value } n’est pas une carte du jeu de cette partie ({ $cards })
flatwar-pos-card = { $value } n’est pas une carte
flatwar-pos-upgrades = les améliorations ne font que monter les points au-dessus du jet
flatwar-pos-combat-end = combat doit finir par '?', le jet de l’attaquant 1-6, ou 'won'
flatwar-pos-needs-side = la phase { $phase } demande un camp
flatwar-pos-no-side = la phase { $phase } a le camp '-'
flatwar-pos-result-over = un résultat est donné exactement quand la phase est over
flatwar-pos-act-cavalry = cavalry et combat appartiennent à la phase act
flatwar-pos-act-card = card, ap et used appartiennent à la phase act
flatwar-pos-cost = les unités du camp { $side } coûtent { $cost } points ; une armée en a au plus { $limit } (R2.3)
flatwar-pos-before-deploy = des unités sont sur le plateau avant le déploiement (R4)
flatwar-pos-army-legal = l’armée du camp { $side } n’est pas une armée valable (R2.2)
flatwar-pos-own-rows = le camp { $side } ne se déploie que dans ses trois rangées (R4.1)
flatwar-pos-no-square = le camp { $side } n’a aucun Carré sur le plateau ni en réserve (R2.2)
flatwar-pos-reserve-no-room = le camp { $side } a des unités en réserve mais aucune case libre dans ses rangées : elles auraient été retirées (R4.3)
flatwar-pos-reserve-after = aucune unité ne reste en réserve après le déploiement (R4)
flatwar-pos-square-over = le camp { $side } n’a plus de Carré : la partie serait finie (R9.1)
flatwar-pos-square-fled = le camp { $side } n’a plus de Carré : ses unités ont fui (R10.5)
flatwar-pos-one-alive = un seul camp a un Carré : il a gagné (R10.5)
flatwar-pos-fled-act = le camp { $side } a fui et ne peut pas agir (R10.5)
flatwar-pos-terrain-build = le terrain est tiré après la construction des armées (R3.1)
flatwar-pos-terrain-placed = le terrain n’est placé qu’après les jets de terrain (R3)
flatwar-pos-terrain-all = tout le terrain est placé avant le déploiement (R3)
flatwar-pos-drawn-turns = { $drawn } cartes tirées en { $turns } tours
flatwar-pos-before-battle = aucune carte n’est tirée ni aucune attaque faite avant la bataille
flatwar-pos-turn-limit = turns { $turns } atteint turn_limit { $limit } : la partie serait finie (R9.2)
flatwar-pos-card-not-drawn = la carte { $card } n’est pas parmi les tirées
flatwar-pos-card-other = la carte { $card } appartient à l’autre camp
flatwar-pos-ap-card = ap { $ap } dépasse ce que donne la carte { $card } (R5.4)
flatwar-pos-ap = ap { $ap } ; une carte donne au plus 10 (R5.4)
flatwar-pos-used = used ne liste que des cases des unités du camp
flatwar-pos-no-cavalry = aucun cavalier du camp { $side } en { $square }
flatwar-pos-cavalry-used = le cavalier actif doit figurer dans used
flatwar-pos-no-attacker = aucun attaquant en { $square }
flatwar-pos-won-empty = une mêlée gagnée laisse { $square } vide
flatwar-pos-no-enemy = aucun ennemi en { $square }
flatwar-pos-range = { $square } est hors de portée du tireur
flatwar-pos-adjacent = mêlées et charges ne frappent que les cases voisines
flatwar-pos-cavalry-charges = la cavalerie attaque en chargeant (R7)
flatwar-pos-attacker-used = l’attaquant en { $square } doit figurer dans used
flatwar-pos-charge-active = une charge est faite par le cavalier actif
flatwar-pos-only-cavalry = tant qu’un cavalier est actif, lui seul attaque (R7)
flatwar-pos-charge-spent = un cavalier qui charge a dépensé ses points
flatwar-pos-ap-left = la phase act demande des points d’action restants
flatwar-pos-nothing-to-place = le camp { $side } n’a plus d’unité à placer
flatwar-pos-no-free = le camp { $side } n’a aucune case libre où se déployer
flatwar-pos-takes-army = le camp { $side } prend l’armée { $army } (option), il n’en construit pas
flatwar-pos-cannot-complete = l’armée du camp { $side } ne peut pas être complétée
flatwar-pos-hidden-build = avec la construction cachée, le camp { $side } achète toute son armée en un coup : il n’a donc encore rien acheté (R2.7)
flatwar-pos-seat-order = les armées sont construites (ou prises) dans l’ordre des places, { $sides } (R2)
flatwar-pos-terrain-rolls = les jets de terrain valent '?' jusqu’à être tirés, dans l’ordre des places
flatwar-pos-no-terrain = le camp { $side } n’a plus de terrain à placer
flatwar-pos-winner-2 = le camp { $side } ne gagne que si son Carré tient et que celui de l’autre camp a disparu (R9.1, R10.5)
flatwar-pos-winner-n = le camp { $side } ne gagne que si son Carré tient et que ceux des autres ont disparu (R9.1, R10.5)
