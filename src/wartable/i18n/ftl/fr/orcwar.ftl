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
