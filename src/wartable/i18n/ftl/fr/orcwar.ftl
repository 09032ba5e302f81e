# La guerre des orques (OrcWar Tree) – chefs, armées, jetons de horde, or, caravanes,
# forteresses, mines, machines de guerre, espions, chamans, trêve, pillage, agilité, autorité.
# Joueurs (P1..P6), chefs (B1..B10), jetons et noms des régions restent des codes.

orcwar-task-swap = échanger des jetons contre de l’or, ou done
orcwar-task-buy = acheter un jeton pour 2 or, repiocher (sans chef), ou done
orcwar-task-pay = choisir les jetons d’or pour payer
orcwar-task-first = choisir qui se déplace en premier
orcwar-task-move = déplacer armées et chefs seuls, jouer des espions, ou done
orcwar-task-tunnel-pick = accepter la sortie du tunnel ou relancer une fois
orcwar-task-allow = laisser passer un chef seul, ou refuser
orcwar-task-deploy = jouer depuis la main, ou done
orcwar-task-battles = piller une caravane, ou done
orcwar-task-battle-parley = proposer une trêve à un ennemi, ou combattre
orcwar-task-battle-shelter = abriter des unités dans la forteresse, puis done
orcwar-task-battle-target = diriger chaque touche vers une armée
orcwar-task-battle-assign = choisir l’unité qui encaisse les touches
orcwar-task-battle-retreat = tenter la retraite, ou rester
orcwar-task-answer-parley = accepter ou refuser la trêve
orcwar-task-fate = votre chef est à terre : tenter de fuir, ou mourir en héros
orcwar-task-retreat-to = choisir où battre en retraite
orcwar-task-plunder = piller avec un chef à l’étranger, ou done
orcwar-task-sell = vendre des troupes aux marchands d’esclaves, puis done
orcwar-task-trim = défausser un jeton (main de plus de 10)
orcwar-task-lose = choisir la troupe perdue dans l’éboulement
orcwar-task-trade = faire une offre, exécuter un prisonnier, ou done
orcwar-task-build = ajouter des demandes à votre offre, puis send
orcwar-task-answer = accepter ou refuser l’offre
orcwar-task-handover = remettre les jetons promis
orcwar-task-other = { $task }
orcwar-phase-setup = mise en place
orcwar-phase-caravans = caravanes
orcwar-phase-reinforcement = renforts
orcwar-phase-movement = mouvement
orcwar-phase-deployment = déploiement
orcwar-phase-battle = bataille
orcwar-phase-plunder = pillage
orcwar-phase-trade = commerce
orcwar-phase-victory = victoire
orcwar-phase-task = phase de { $phase } : { $player } doit { $task }
orcwar-phase-chance = phase de { $phase } : le hasard décide
orcwar-end-victory = objectif de victoire atteint
orcwar-end-no-boss = plus aucun joueur n’a de chef
orcwar-end-round-limit = limite de { $round } tours atteinte (le plus de terres orques)
orcwar-end-other = { $reason }
orcwar-move-redraw-shows = redraw ({ $player } montre { $hand } | { $gold })
orcwar-told = { $move } : { $what }
orcwar-side-caravan = les gardes de la caravane
orcwar-side-trap = les défenseurs du piège
orcwar-side-adventurers = les aventuriers
orcwar-side-defenders = les défenseurs
orcwar-die-hit = une touche
orcwar-die-one = un 1
orcwar-die-miss = raté
orcwar-die = { $side }, dé { $nth } sur { $dice } : { $result }
orcwar-die-last = { $side }, dé { $nth } sur { $dice } : { $result } ; { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    } en tout
orcwar-die-last-retreat = { $side }, dé { $nth } sur { $dice } : { $result } ; { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    } en tout, et plus de 1 ({ $ones }) que de touches : { $player } doit battre en retraite (R8.4)
orcwar-finish-dies = le { $kind } blessé de { $boss } (achevé sur { $need }+) meurt
orcwar-finish-survives = le { $kind } blessé de { $boss } (achevé sur { $need }+) survit
orcwar-test-agility = agilité
orcwar-test-leadership = autorité
orcwar-test-passes = réussit
orcwar-test-fails = échoue
orcwar-test-reroll = le test d’{ $kind } de { $boss } ({ $rating } ou moins) échoue ; son chaman le laisse relancer
orcwar-test = le test d’{ $kind } de { $boss } ({ $rating } ou moins) { $verdict }
orcwar-test-then = le test d’{ $kind } de { $boss } ({ $rating } ou moins) { $verdict } : { $then }
orcwar-then-pass-ok = { $boss } se faufile
orcwar-then-pass-bad = { $boss } est arrêté ici et sera attaqué
orcwar-then-assassin-ok = { $boss } échappe à l’espion
orcwar-then-assassin-bad = l’espion tue { $boss }
orcwar-then-truce-ok = la trêve tient du côté de { $boss }
orcwar-then-truce-bad = la trêve est rompue : de nouveau la guerre
orcwar-then-parley-ok = { $player } peut accepter une trêve ou la refuser
orcwar-then-parley-bad = pas de trêve : la bataille continue
orcwar-then-parley2-ok = la trêve est conclue
orcwar-then-parley2-bad = pas de trêve : la bataille continue
orcwar-then-retreat-ok = { $player } bat en retraite
orcwar-then-retreat-bad = { $player } doit combattre un tour de plus
orcwar-then-escape-ok = { $boss } s’enfuit dans la main de { $owner }
orcwar-then-escape-bad = { $boss } est fait prisonnier par { $captor }
orcwar-nobody = personne
orcwar-area = région { $area } ({ $name })
orcwar-tunnel = le tunnel de { $boss } mène à { $area }
orcwar-tunnel-second = le tunnel de { $boss } mène à { $area } (le second résultat, qu’il faut prendre)
orcwar-tunnel-lost = les armées de { $player } ressortent en { $area } parmi les ennemis et sont perdues
orcwar-tunnel-out = les armées de { $player } ressortent en { $area }
orcwar-rolloff = { $player } gagne le jet et choisit qui se déplace en premier
orcwar-setup-area = le premier chef de { $player }, { $boss }, commence en { $area }
orcwar-steal = l’espion de { $player } vole un jeton à { $victim } (4+)
orcwar-steal-fails = l’espion de { $player } échoue à voler (il faut 4+)
orcwar-caravan-route = une nouvelle caravane prend la route { $route }
orcwar-caravan-trap = Piège ! la cargaison de la caravane { $caravan } a disparu, { $guards } gardes sont en embuscade
orcwar-caravan-rumour = Fausse rumeur : la caravane { $caravan } n’a jamais existé
orcwar-caravan-treasure = Trésor : la caravane { $caravan } charge 2 or de plus
orcwar-nothing-happens = il ne se passe rien
orcwar-plunder-trap = Piège ! des défenseurs attaquent { $boss }
orcwar-plunder-adventurers = Des aventuriers attaquent { $boss }
orcwar-plunder-slavers = Marchands d’esclaves : { $boss } peut vendre des troupes contre de l’or
orcwar-plunder-village = un village riche : { $boss } pille davantage
orcwar-plunder-recruits = Des recrues rejoignent l’armée de { $boss }
orcwar-adventurers = { $count ->
        [one] { $count } aventurier
       *[other] { $count } aventuriers
    }
orcwar-adventurer-strength = chaque aventurier a une force de { $strength } ; ils attaquent { $boss }
orcwar-mine-gold-value = l’or perd de sa valeur : chaque joueur défausse la moitié de son or
orcwar-mine-cave-in = éboulement : la mine en { $area } s’effondre
orcwar-mine-vein = un filon : { $player } pioche 3 or
orcwar-cave-in-loss = { $player } perd une troupe dans l’éboulement
orcwar-cave-in-none = personne n’est enseveli
orcwar-draw-caravan = une caravane entre en jeu
orcwar-draw-event = un événement
orcwar-draw-loot = dans le butin de { $boss }
orcwar-draw-cargo-event = un événement pour la caravane
orcwar-draw-cargo = chargé sur la caravane { $caravan }
orcwar-recruit-joins = rejoint l’armée de { $boss }
orcwar-recruit-none = pas une troupe : personne ne rejoint
orcwar-draw-mine-event = un événement à la mine
orcwar-error-too-long = coup { $move } : plus de { $limit } caractères
orcwar-error-no-boss = coup { $move } : { $token } n’est pas un chef (les chefs sont B1-B{ $bosses })
orcwar-error-notation = coup { $move } : ce n’est pas la notation d’OrcWar : un coup commence par un chef (B3-7, B3@4, B3+orc ...) ou un mot comme done, buy, pay, fight, parley P2 ('help' les énumère)
orcwar-illegal-over = la partie est terminée
orcwar-illegal-chance = c’est le hasard qui décide maintenant (un dé ou une pioche), pas un joueur
orcwar-illegal-now = pas légal maintenant : { $player } doit { $task } (phase de { $phase })
orcwar-illegal-because = { $why } ; { $rest }
orcwar-illegal-like = { $rest } ; coups légaux semblables : { $moves }
orcwar-illegal-legal-now = { $rest } ; légal maintenant : { $moves }
orcwar-illegal-no-player = { $token } n’est pas un joueur : les joueurs sont P1-P{ $players } (par ex. { $example })
orcwar-illegal-no-such-player = il n’y a pas de joueur { $token } dans une partie à { $players } (P1-P{ $players })
orcwar-illegal-no-boss = { $token } n’est pas un chef (les chefs sont B1-B{ $bosses })
orcwar-illegal-not-in-hand = { $boss } n’est pas dans votre main
orcwar-illegal-not-on-map = { $boss } n’est pas sur la carte
orcwar-illegal-not-yours = { $boss } appartient à { $owner }, pas à vous
orcwar-illegal-moved = { $boss } s’est déjà déplacé ce tour
orcwar-illegal-areas = les régions sont numérotées de 1 à { $areas }
orcwar-illegal-one-area = { $boss } mène des troupes : une armée avance d’une région (R6.3)
orcwar-illegal-not-next = la région { $area } n’est pas voisine de la région { $here } (ses voisines : { $near })
orcwar-illegal-tunnel-troops = { $boss } n’a pas de troupes : seule une armée passe sous terre (R6.5)
orcwar-illegal-tunnel-land = une armée passe sous terre depuis une terre orque que vous contrôlez avec une forteresse ou une mine
orcwar-chip-gob = gobelin
orcwar-chip-orc = orque
orcwar-chip-hob = hobgobelin
orcwar-chip-gnl = gnoll
orcwar-chip-bug = gobelours
orcwar-chip-ogr = ogre
orcwar-chip-trl = troll
orcwar-chip-sha = chaman
orcwar-chip-spy = espion
orcwar-chip-boss = chef { $boss }
orcwar-chip-fortress = forteresse { $value }
orcwar-chip-machine = machine de guerre { $value }
orcwar-chip-mine = mine
orcwar-chip-gold = { $value } or
orcwar-chip-prisoner = prisonnier { $boss }
orcwar-ui-round = Tour { $round }
orcwar-ui-acts = { $player } agit
orcwar-ui-hand = Votre main
orcwar-ui-hand-empty = aucun jeton de horde
orcwar-ui-gold = Votre or : { $total }
orcwar-ui-player = { $player } : jetons de horde { $chips } · jetons d'or { $gold } · terres orques { $lands }
orcwar-ui-known = vous savez que { $player } détient au moins : { $chips }
orcwar-ui-spied = votre espion a vu la main de { $player } : { $chips }
orcwar-ui-truce = trêve entre { $a } et { $b } en { $area }
orcwar-ui-armies = Armées
orcwar-ui-army = { $boss } ({ $player }) en { $area } : force { $strength } ; { $troops }
orcwar-ui-lone = un chef seul
orcwar-ui-hint-hand = Cliquez un jeton de votre main, puis l'armée ou la région où il va.
orcwar-ui-hint-move = Cliquez une armée, puis la région où elle va.
orcwar-ui-hint-battle = Le panneau de bataille sous la carte montre vos choix.
orcwar-ui-hint-trade = Le panneau d'échange sous la carte montre vos choix.
orcwar-ui-trade = Échange
orcwar-ui-trade-partner = Proposer un échange à :
orcwar-ui-trade-offer = { $from } propose à { $to }
orcwar-ui-trade-gives = dit donner
orcwar-ui-trade-asks = demande
orcwar-ui-trade-lies = les annonces peuvent mentir : seuls les jetons remis comptent (R10.4)
orcwar-ui-trade-add-give = Ajouter à ce que vous donnez :
orcwar-ui-trade-add-ask = Ajouter à ce que vous demandez :
orcwar-ui-trade-hand = Remettez vos jetons un par un :
orcwar-ui-nothing = rien
orcwar-ui-battle = Bataille en { $area }
orcwar-ui-battle-round = manche { $round }
orcwar-ui-battle-dice = dés : { $dice }
orcwar-ui-battle-hits = touches : { $hits }
orcwar-ui-battle-ones = des 1 : { $ones }
orcwar-ui-battle-take = { $boss } : touches à encaisser { $hits }. Cliquez l'unité qui les prend.
orcwar-ui-battle-aim = Diriger la touche sur :
orcwar-ui-battle-shelter = Abriter des unités dans la forteresse :
orcwar-ui-defenders = défenseurs
orcwar-do-done = Terminé
orcwar-do-buy = Acheter un jeton (2 or)
orcwar-do-redraw = Refaire votre main
orcwar-do-pay = Payer { $gold }
orcwar-do-first = { $player } bouge en premier
orcwar-do-allow = Laisser passer le chef
orcwar-do-refuse = Refuser
orcwar-do-accept = Accepter
orcwar-do-decline = Décliner
orcwar-do-reroll = Relancer
orcwar-do-send = Envoyer l'offre
orcwar-do-cancel = Retirer l'offre
orcwar-do-fight = Combattre
orcwar-do-retreat = Tenter la retraite
orcwar-do-stay = Rester et combattre
orcwar-do-escape = Tenter de fuir
orcwar-do-die = Mourir en héros
orcwar-do-to-tunnel = Se replier dans les tunnels
orcwar-do-rob = Piller la caravane { $caravan }
orcwar-do-parley = Proposer une trêve à { $player }
orcwar-do-hit = { $boss }
orcwar-do-take-fort = La forteresse
orcwar-do-shelter = { $boss } : { $chip }
orcwar-do-offer = { $player }
orcwar-do-execute = Exécuter le prisonnier { $boss }
orcwar-do-sell = Vendre un { $chip }
orcwar-do-lose = Perdre un { $chip }
orcwar-do-discard = Défausser un { $chip }
orcwar-do-swap = Échanger un { $chip } contre 1 or
orcwar-do-plunder = Piller avec { $boss }
orcwar-do-spy-look = Espionner la main de { $player }
orcwar-do-spy-steal = L'espion vole { $player }
orcwar-do-spy-kill = L'espion tente de tuer { $boss } ({ $player })
orcwar-do-tunnel = { $boss } passe sous terre
orcwar-do-take-machine = { $boss } prend la { $chip }
orcwar-do-move = { $boss } vers { $area }
orcwar-do-deploy = { $boss } dans { $area }
orcwar-do-join = { $chip } rejoint { $boss }
orcwar-do-build = { $boss } construit { $chip }

# the terminal picture of a view and the notation help
orcwar-pic-title = La guerre des orques — tour { $round }, phase de { $phase }
orcwar-pic-over = Partie terminée : { $winners } ({ $reason })
orcwar-pic-strength = force { $strength }
orcwar-pic-loot = butin { $loot }
orcwar-pic-caravan = caravane { $caravan } { $route } gardes { $guards } chargement { $cargo }
orcwar-pic-areas = Régions (ctl = qui la contrôle, F forteresse, M mine) :
orcwar-pic-left-machines = laissées { $machines }
orcwar-pic-orc = orque
orcwar-pic-foreign = étrangère
orcwar-pic-area = { $kind } ; voisines { $adj }
orcwar-pic-players = Joueurs :
orcwar-pic-player = { $horde ->
        [one] { $horde } jeton de horde
       *[other] { $horde } jetons de horde
    }, { $gold ->
        [one] { $gold } jeton d’or
       *[other] { $gold } jetons d’or
    }, { $lands ->
        [one] { $lands } terre orque
       *[other] { $lands } terres orques
    }
orcwar-pic-prisoners = prisonniers { $bosses }
orcwar-pic-truce = { $first }-{ $second } en { $area }
orcwar-pic-truces = Trêves : { $truces }
orcwar-pic-npc = défenseurs { $defenders }
orcwar-pic-fortress-held = forteresse tenue par { $player }
orcwar-pic-battle = Bataille dans la région { $area } : étape { $stage }, manche { $round }
orcwar-pic-stage-parley = pourparlers
orcwar-pic-stage-shelter = abri
orcwar-pic-stage-roll = jet
orcwar-pic-stage-target = cibles
orcwar-pic-stage-assign = répartition des coups
orcwar-pic-stage-retreat = retraite
orcwar-pic-stage-end = fin
orcwar-pic-defenders = défenseurs
orcwar-pic-rolled = { $who } : { $dice } dés, 5={ $fives } 6={ $sixes } 1={ $ones }
orcwar-pic-hits-waiting = coups en attente pour { $who } : { $hits }
orcwar-pic-must-take = { $boss } doit encaisser { $hits ->
        [one] { $hits } coup
       *[other] { $hits } coups
    }
orcwar-pic-fives = (dont { $fives } de 5, qui ne touchent pas les unités à l’abri)
orcwar-pic-sheltered = à l’abri : { $units }
orcwar-pic-offer = Offre { $start } -> { $to } : donne { $gives } ; demande { $asks } (les annonces peuvent mentir)
orcwar-pic-hand = Votre main ({ $player }) : { $hand } | or : { $gold }
orcwar-pic-spied = espionné { $player } : { $chips }
orcwar-pic-known = vous savez que { $player } a au moins : { $chips }
orcwar-pic-to-act = { $player } doit : { $task }
orcwar-help-moves = Coups : done, buy, pay 1+1, redraw, first P1, B3-7 (armée vers la région 7), B3-7-8 (un chef seul, deux régions), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, spy P2 kill B5, B3@4 (déployer un chef), B3+orc (un jeton rejoint B3), B3 fort 2, B3 mach 3, B3 mine, B3 take W3, rob N (caravane N), parley P2, fight, hit B5, hit npc, take orc, take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, hand K, execute B5. Les joueurs sont { $seats } (P1 est la première place) ; chefs B1-B10 ; jetons : gob orc trl ogr bug (troupes), sha spy F1-F3 W1-W3 mine, or g1 g2 g3.
orcwar-help-map = Carte (terres orques 1-10, terres étrangères 11-20 ; région : voisines) :

## Un texte de position qui n’en est pas une (BadPosition, R12). Les mots du format de la
## position (genres de ligne, clés, genres de tâche, « army owner ») restent tels qu’écrits.
orcwar-pos-text = position de la guerre des orques { $text } : { $why }
orcwar-pos-line = position de la guerre des orques, ligne { $line } : { $why }
orcwar-pos-whole = position de la guerre des orques, dans son ensemble : { $why }
orcwar-pos-not-text = un texte est attendu, reçu { $kind }
orcwar-pos-too-long = plus de { $limit } caractères
orcwar-pos-empty = vide
orcwar-pos-too-many-lines = plus de { $limit } lignes
orcwar-pos-number = { $what } { $value } : un nombre entier { $lo }-{ $hi } est attendu
orcwar-pos-range = { $what } { $value } : doit être entre { $lo } et { $hi }
orcwar-pos-chip = { $what } : { $chip } n’est pas un jeton qui peut se trouver ici
orcwar-pos-count-of = { $what } : nombre de { $code }
orcwar-pos-constant = { $name } n’est pas un nombre ici
orcwar-pos-float = { $value } : seuls les nombres entiers sont admis
orcwar-pos-deep = { $what } : imbriqué sur plus de { $depth } niveaux
orcwar-pos-json = { $what } : ce n’est pas du JSON (au caractère { $at })
orcwar-pos-json-limit = { $what } : ce n’est pas du JSON (un nombre trop long pour être lu)
orcwar-pos-list = { $what } { $value } : une liste de nombres est attendue
orcwar-pos-numbers = { $what } { $value } : { $length ->
        [one] { $length } nombre est attendu
       *[other] { $length } nombres sont attendus
    }
orcwar-pos-second-line = une deuxième ligne { $key }
orcwar-pos-no-round = la ligne « round » manque
orcwar-pos-header = la première ligne doit être { $form }
orcwar-pos-players = la position est pour { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }, la partie en a { $players }
orcwar-pos-unknown-line = ligne inconnue (lignes : { $lines })
orcwar-pos-round-line = { $form } est attendu, P étant l’une de ces phases : { $phases }
orcwar-pos-second = une deuxième ligne pour { $what }
orcwar-pos-form = { $form } est attendu
orcwar-pos-fort = fort={ $value } : les valeurs des forteresses sont { $values }
orcwar-pos-area-field = champ de région { $field } (champs : { $fields })
orcwar-pos-not-orc-land = la région { $area } n’est pas une terre orque : personne ne la contrôle ni n’y construit (R1.1)
orcwar-pos-not-machine = { $what } : { $code } n’est pas une machine de guerre ({ $machines })
orcwar-pos-army-area = région de l’armée { $value } : @N est attendu
orcwar-pos-too-many-troops = plus de troupes que la horde n’en compte
orcwar-pos-too-many-machines = plus de machines de guerre que la horde n’en compte
orcwar-pos-not-troop = troupes de l’armée : { $chip } n’est pas une troupe (R1.2)
orcwar-pos-fields = champ { $field } de { $what } : { $keys } sont attendus, une fois chacun
orcwar-pos-not-boss = { $what } : { $value } n’est pas un chef (B1-B{ $bosses })
orcwar-pos-second-caravan = une deuxième caravane { $caravan }
orcwar-pos-route = itinéraire de caravane { $route } : les itinéraires sont { $routes }
orcwar-pos-object = { $what } : un objet JSON est attendu
orcwar-pos-unknown-key = { $what } : clé inconnue { $key }
orcwar-pos-missing-key = { $what } : la clé { $key } manque
orcwar-pos-per-seat = { $what } : une liste par place est attendue ({ $seats })
orcwar-pos-every-seat = { $what } { $value } : chaque place est attendue une fois
orcwar-pos-seat-twice = { $what } : une place est nommée deux fois
orcwar-pos-side-twice = { $what } : un camp est nommé deux fois
orcwar-pos-bosses = { $what } { $value } : des chefs distincts, dans l’ordre, sont attendus
orcwar-pos-truces = { $what } : une liste de [place, place, région] est attendue
orcwar-pos-truce = { $what } { $value } : [place, place plus haute, région] est attendu
orcwar-pos-truce-twice = { $what } : une trêve est nommée deux fois
orcwar-pos-intel-list = meta intel : une liste de [place, place, main, or] est attendue
orcwar-pos-intel-entry = meta intel { $value } : [place, place, main, or] est attendu
orcwar-pos-intel-pair = meta intel { $value } : un seul regard par paire de places différentes
orcwar-pos-intel-chips = meta intel { $value } : plus de jetons que la partie n’en a
orcwar-pos-offer-form = meta offer { $value } : null ou [place, place, don, demande] est attendu
orcwar-pos-offer-self = meta offer : une place ne peut pas commercer avec elle-même
orcwar-pos-offer-order = meta offer { $value } : les objets sont réclamés dans l’ordre des objets (R10)
orcwar-pos-result-form = meta result { $value } : null ou [gagnants, raison] est attendu
orcwar-pos-result-winners = meta result { $value } : les gagnants sont des places distinctes, dans l’ordre
orcwar-pos-known-list = meta known : une liste de [place, place, nombres] est attendue
orcwar-pos-known-entry = meta known { $value } : [place, place, nombres] est attendu
orcwar-pos-known-pair = meta known { $value } : une seule entrée par paire de places différentes
orcwar-pos-battle-keys = battle : null ou un objet avec les clés { $keys } est attendu
orcwar-pos-list-expected = { $what } : une liste est attendue
orcwar-pos-battle-ctx = battle ctx { $value } : ["pvp"], ["car", numéro], ["trap", chef] ou ["adv", chef] est attendu
orcwar-pos-battle-side = battle defender/foe : une place ou -9 (personne)
orcwar-pos-battle-pvp = battle : un combat entre joueurs n’a ni ennemi ni unités sans joueur
orcwar-pos-battle-npc = battle : les unités sans joueur combattent un seul ennemi, une place (R8)
orcwar-pos-battle-pairs = { $what } : des paires [place, place plus haute] sont attendues
orcwar-pos-battle-stage = étape de bataille { $value } : l’une de ces étapes est attendue : { $stages }
orcwar-pos-battle-marked = battle marked : des paires [chef, genre de troupe] sont attendues
orcwar-pos-battle-pend = battle pend : [chef ou -1, touches, touches, tireur] est attendu
orcwar-pos-battle-pend-order = battle pend : une entrée par cible, dans l’ordre
orcwar-pos-battle-asg = battle asg : null ou [chef, touches, touches, tireur, 0|1] est attendu
orcwar-pos-battle-lmach = battle lmach : des valeurs de machines de guerre, la plus haute d’abord
orcwar-pos-battle-dice = battle : un nombre de dés et un jet par lanceur
orcwar-pos-battle-rolls = battle rolls : plus de résultats que de dés
orcwar-pos-battle-roller = battle : le lanceur qui lance maintenant doit être l’un des lanceurs, avec au plus ses dés restants
orcwar-pos-battle-nobody = battle : personne ne lance, donc aucun dé ne reste
orcwar-pos-battle-dice-left = battle : plus de dés lancés et restants que le lanceur n’en a
orcwar-pos-battle-rolled = battle : un lanceur qui suit celui qui lance maintenant a déjà lancé (R8.3)
orcwar-pos-battle-hits = battle : un nombre de touches par lanceur
orcwar-pos-battle-hits-rolled = battle hits : plus de touches que de cinq et de six obtenus
orcwar-pos-tasks-many = plus de { $limit } tâches en attente
orcwar-pos-task-list = task : une liste JSON [genre, ...] est attendue
orcwar-pos-task-unknown = tâche inconnue { $task }
orcwar-pos-task-values = tâche { $task } : { $count ->
        [one] { $count } valeur est attendue
       *[other] { $count } valeurs sont attendues
    } après le genre
orcwar-pos-task-two-seats = tâche { $task } : deux places différentes
orcwar-pos-task-seats = tâche { $task } : des places distinctes
orcwar-pos-task-seats-two = tâche { $task } : des places distinctes, au moins deux
orcwar-pos-task-caravan-twice = tâche { $task } : une caravane est nommée deux fois
orcwar-pos-task-test = tâche test : ["test", chef, 0|1, but, contenu, 0|1] est attendu
orcwar-pos-test-purpose = tâche test : but { $value } : l’un de ceux-ci : { $purposes }
orcwar-pos-task-gdraw = tâche gdraw : ["gdraw", cible, nombre, "loot"|"hand"|"cargo"] est attendu
orcwar-pos-round-zero = le tour 0 est la mise en place, et la mise en place est le tour 0 (R2, R3)
orcwar-pos-round-limit = le tour { $round } dépasse la limite de tours { $limit } (R3.2)
orcwar-pos-no-task = aucune tâche en attente et aucun résultat
orcwar-pos-next-cid = meta next_cid { $next } : la caravane { $caravan } existe déjà
orcwar-pos-army-no-area = l’armée { $boss } n’a pas de région (@0 seulement tant que sa région de départ est à tirer)
orcwar-pos-army-placed = l’armée { $boss } est déjà placée mais sa région de départ reste à tirer
orcwar-pos-task-no-army = tâche { $task } : { $boss } n’a pas d’armée
orcwar-pos-bt = une bataille en cours (ligne battle) et son unique tâche « bt » vont ensemble
orcwar-pos-offer-task = une offre (meta offer) et sa tâche « build »/« answer » vont ensemble (R10)
orcwar-pos-offer-last = une offre est faite et reçoit sa réponse sur-le-champ : une seule tâche « build »/« answer », la dernière
orcwar-pos-offer-seat = tâche { $task } : la place { $seat } n’est pas celle qu’attend l’offre
orcwar-pos-known-more = meta known : la place { $seat } connaît des jetons que le joueur { $player } n’a pas (D18)
orcwar-pos-setup-bosses = plus de chefs à tirer à la mise en place que le gobelet n’en contient (R2.1)
orcwar-pos-task-no-bt = la tâche { $task } appartient à une bataille, mais aucune tâche « bt » ne la précède
orcwar-pos-task-after-bt = la tâche { $task } suit la tâche « bt » de la bataille en cours : seules les tâches propres à la bataille le peuvent (R8)
orcwar-pos-task-one-at-a-time = tâche { $task } : une bataille décide une chose à la fois ; seuls les sorts d’un camp anéanti attendent sous une autre tâche (R8.8)
orcwar-pos-task-last = la tâche { $task } se décide sur-le-champ : elle doit être la dernière
orcwar-pos-task-allow = tâche allow : l’armée d’un autre joueur doit se tenir là où passe { $boss }, à côté de la région { $area } (R6.4)
orcwar-pos-test-army = tâche test { $test } : { $boss } doit être une armée du joueur { $player } dans la région { $area } de la bataille
orcwar-pos-task-no-army-in = tâche { $task } : le joueur { $player } n’a pas d’armée dans la région { $area }
orcwar-pos-offer-claims = meta offer : le joueur { $player } ne détient pas ce qui est annoncé (R10)
orcwar-pos-supply = { $count } jetons « { $chip } » en jeu : la partie n’en a que { $top } (R1.2)
orcwar-pos-run-nothing = tâche { $task } : rien à tirer ni à lancer
orcwar-pos-run-seat = tâche { $task } : la place { $seat } n’est pas dans la partie
orcwar-pos-run-stuck = tâche { $task } : personne ne peut rien faire, et pourtant la partie continue
orcwar-pos-run-error = la tâche en attente { $task } ne peut pas être jouée depuis cette position ({ $error })
