# Thud – les mots de la règle française : nains, trolls, le Thudstone, lancer, pousser.

thud-side-dwarfs = nains
thud-side-trolls = trolls
thud-phase-move = à jouer : les { $side }
thud-phase-offer = les { $side } proposent de finir la bataille : acceptez ou refusez
thud-end-agreement = les deux joueurs ont accepté de finir la bataille
thud-end-no-move = le camp au trait n’avait aucun coup légal
thud-end-no-pieces = un camp n’avait plus de pièces
thud-end-quiet = aucune prise pendant la limite de coups calmes
thud-end-ply-limit = la bataille a atteint sa limite de coups
thud-end-rock-home = les nains ont amené le Rocher au bord opposé (Koom Valley)
thud-end-rock-taken = trois trolls entouraient le Rocher (Koom Valley)
thud-outcome = bataille { $battle } terminée : { $reason }
thud-move-battle-over = { $move }  [bataille { $battle } terminée : { $reason } ; { $dwarfs ->
        [one] { $dwarfs } nain
       *[other] { $dwarfs } nains
    }, { $trolls ->
        [one] { $trolls } troll
       *[other] { $trolls } trolls
    }, écart de { $margin } pour les nains]
thud-error-notation = coup { $move } : ce n’est pas la notation de Thud (un coup est la pièce d ou T, la case de départ, '-', la case d’arrivée, puis x et une case par prise, par exemple dF1-F5, dF1-F4xF4, TG7-G6xF5 (R pour le Rocher en Koom Valley) ; les cases sont les colonnes A-H, J-P et les rangées 1-15 du plateau ; ou offer, accept, decline)
thud-error-too-long = coup { $move } : { $length } caractères, plus long que tout coup de Thud ({ $limit })
thud-illegal-not-now = ce coup ne peut pas être joué maintenant
thud-illegal-answer-offer = les { $side } ont proposé de finir la bataille : répondez accept ou decline
thud-illegal-agreement-off = finir une bataille d’un commun accord est désactivé (option agreement=false)
thud-illegal-offer-declined = une proposition a déjà été refusée ce tour : jouez un coup
thud-illegal-no-offer = aucune proposition de finir la bataille n’est en attente
thud-illegal-stone = le Thudstone ne bouge jamais dans le Thud classique (R1.3 ; il bouge avec ruleset=kvt)
thud-illegal-turn = c’est aux { $side } de jouer
thud-illegal-no-dwarf = il n’y a pas de nain sur { $square }
thud-illegal-no-troll = il n’y a pas de troll sur { $square }
thud-illegal-not-line = { $to } n’est pas en ligne droite depuis { $start }
thud-illegal-off-board = le chemin sort du plateau
thud-illegal-blocked = le chemin est bloqué en { $square } (R3.1 : pas de saut)
thud-illegal-hurl-reach = un lancer depuis une ligne de { $n ->
        [one] { $n } nain atteint au plus { $n } case
       *[other] { $n } nains atteint au plus { $n } cases
    }, { $to } est à { $distance } (R3.2)
thud-illegal-hurl-written = un lancer sur un troll s’écrit { $written } (R3.2)
thud-illegal-occupied = { $square } est occupée
thud-illegal-dwarf-capture = un nain ne prend qu’en étant lancé sur un troll (R3.2)
thud-illegal-troll-occupied = { $square } est occupée (R4 : les trolls arrivent sur des cases vides)
thud-illegal-no-dwarf-next = { $square } ne porte aucun nain voisin de { $to } (R4.3)
thud-illegal-step-one = un pas de troll prend au plus un nain (R4.1) ; pour en prendre plusieurs, il faut une poussée qui prend tous les nains voisins (R4.2)
thud-illegal-shove-line = une poussée demande une ligne d’au moins { $need } trolls derrière le troll (R4.2)
thud-illegal-shove-reach = une ligne de { $n } trolls pousse d’au plus { $n ->
        [one] { $n } case
       *[other] { $n } cases
    } (R4.2)
thud-illegal-shove-capture = une poussée doit prendre au moins un nain (R4.2)
thud-illegal-shove-all = une poussée prend tous les nains voisins de la case d’arrivée (R4.2)
thud-illegal-rock = le Rocher avance d’une case vers une case vide, seulement avec un nain à côté avant et après, et seulement au tour des nains (K4)
thud-illegal-kvt = ce n’est pas un coup légal de Koom Valley ici (K2 : les trolls avancent de 1 à 3 cases en ligne ou sautent des nains ; K3 : les nains avancent en ligne, les prises s’écrivent d’elles-mêmes)

# the terminal picture of a view and the notation help
thud-pic-battle = Bataille { $battle } sur { $battles } : { $dwarf_player } joue les nains (d, { $dwarfs } restants), { $troll_player } les trolls (T, { $trolls } restants).
thud-pic-result = Bataille { $battle } : { $dwarfs } nains, { $trolls } trolls, écart de { $margin } pour { $player } (nains) ; { $end }.
thud-pic-totals = Totaux : { $first } { $first_score }, { $second } { $second_score }.
thud-pic-over = La partie est finie.
thud-pic-offer = Les { $side } proposent de finir la bataille : { $player }, acceptez ou refusez.
thud-pic-to-move = { $player } ({ $side }) joue ; demi-coup { $ply }, { $quiet } depuis la dernière prise.
thud-help-moves = Coups : pièce (d ou T), départ, « - », arrivée, puis « x » et chaque case prise.
thud-help-dwarf-move = le nain se déplace comme une dame
thud-help-hurl = le nain est lancé sur le troll en F4
thud-help-troll-step = le troll avance d’un pas ; TG7-G6xF5 avance et prend le nain en F5
thud-help-shove = le troll est poussé depuis une ligne et prend chaque nain voisin
thud-help-agree = finir la bataille d’un commun accord

# a position text that is not one
thud-position-bad = { $where } : { $why }
thud-where-text = position { $text }
thud-where-position = position
thud-where-rank = position, ligne { $line } (rangée { $rank }) { $text }
thud-where-square = position, ligne { $line } (rangée { $rank }), case { $square }
thud-where-line = position, ligne { $line } { $text }
thud-position-not-text = texte attendu, reçu { $kind }
thud-position-too-long = { $length } caractères ; une position de Thud en a au plus { $limit }
thud-position-lines = { $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    } ; il faut 15 lignes de plateau et une ligne du camp au trait
thud-position-line-length = { $length } caractères, 15 attendus
thud-position-char = { $char } n’est pas l’un de d T X . #
thud-position-off-board = hors du plateau, doit être « # »
thud-position-on-board = sur le plateau, ne peut pas être « # »
thud-position-stone = la Pierre de Thud est en H8 et seulement là
thud-position-stones = { $count } Pierres de Thud (X) ; il en faut une
thud-position-pieces = { $dwarfs } nains et { $trolls } trolls ; au plus { $max_dwarfs } nains et { $max_trolls } trolls
thud-position-side = le camp au trait est d ou T
thud-position-results-many = plus de lignes de résultat que de batailles ({ $battles })
thud-position-count = { $value } n’est pas un nombre (chiffres ASCII 0-9, au plus { $digits })
thud-position-line-kind = attendu « battle N », « result D T REASON », « quiet N », « ply N », « offer pending|declined » ou « over »
thud-position-twice = { $key } est donné deux fois
thud-position-battle-range = la bataille { $battle } n’est pas dans 1-{ $battles }
thud-position-results = la bataille { $battle } demande { $finished ->
        [one] { $finished } ligne de résultat
       *[other] { $finished } lignes de résultat
    }, trouvé { $found }
thud-position-results-over = la bataille { $battle } (finie) demande { $finished ->
        [one] { $finished } ligne de résultat
       *[other] { $finished } lignes de résultat
    }, trouvé { $found }
thud-position-over-last = la partie n’est finie qu’après sa dernière bataille ({ $battles }), pas après la bataille { $battle }
thud-position-quiet-ply = quiet { $quiet } et ply { $ply } doivent vérifier quiet <= ply
thud-position-over-lines = une partie finie n’a pas de ligne quiet, ply ou offer
thud-position-quiet-limit = quiet { $quiet } atteint quiet_limit { $limit } : la bataille serait finie (R5.4)
thud-position-ply-limit = ply { $ply } atteint ply_limit { $limit } : la bataille serait finie (R5.4)
thud-position-offer-off = une offre est notée mais l’option agreement est désactivée
thud-position-last-result = le résultat de la dernière bataille ({ $result_dwarfs } nains, { $result_trolls } trolls) ne correspond pas au plateau ({ $dwarfs } nains, { $trolls } trolls)
thud-position-result-form = un résultat s’écrit « result D T REASON » avec 0-{ $max_dwarfs } nains et 0-{ $max_trolls } trolls
thud-position-result-reason = { $reason } n’est pas une façon dont une bataille finit avec ces options ({ $allowed })
thud-position-wiped = une bataille finit avec un camp anéanti exactement quand sa raison est no-pieces (R5.3)
