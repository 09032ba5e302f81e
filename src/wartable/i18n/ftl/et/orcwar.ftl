# Örkisõda (OrcWar Tree) – pealikud, armeed, hordi märgid, kuld, karavanid, kindlused,
# kaevandused, sõjamasinad, spioonid, šamaanid, vaherahu, rüüstamine, osavus, juhtimine.
# Mängijad (P1..P6), pealikud (B1..B10), märgid ja alade nimed jäävad koodideks.

orcwar-task-swap = vaheta märke kulla vastu või done
orcwar-task-buy = osta märk 2 kulla eest, tõmba uuesti (pealikuta) või done
orcwar-task-pay = vali kullamärgid, millega maksta
orcwar-task-first = vali, kes liigub esimesena
orcwar-task-move = liiguta armeesid ja üksikuid pealikke, mängi spioone või done
orcwar-task-tunnel-pick = nõustu tunneli väljapääsuga või veereta üks kord uuesti
orcwar-task-allow = lase üksik pealik läbi või keeldu
orcwar-task-deploy = mängi käest või done
orcwar-task-battles = röövi karavan või done
orcwar-task-battle-parley = paku vaenlasele vaherahu või võitle
orcwar-task-battle-shelter = peida üksused kindlusesse, siis done
orcwar-task-battle-target = suuna iga tabamus mõnele armeele
orcwar-task-battle-assign = vali üksus, mis tabamused võtab
orcwar-task-battle-retreat = proovi taganeda või jää
orcwar-task-answer-parley = nõustu vaherahuga või keeldu
orcwar-task-fate = su pealik on langenud: proovi põgeneda või sure kangelasena
orcwar-task-retreat-to = vali, kuhu taganeda
orcwar-task-plunder = rüüsta välismaal oleva pealikuga või done
orcwar-task-sell = müü sõdureid orjakaupmeestele, siis done
orcwar-task-trim = viska üks märk ära (käes üle 10)
orcwar-task-lose = vali varingus kaotatav sõdur
orcwar-task-trade = tee pakkumine, hukka vang või done
orcwar-task-build = lisa pakkumisse nõudmisi, siis send
orcwar-task-answer = nõustu pakkumisega või lükka see tagasi
orcwar-task-handover = anna üle lubatud märgid
orcwar-task-other = { $task }
orcwar-phase-setup = ettevalmistus
orcwar-phase-caravans = karavanid
orcwar-phase-reinforcement = täiendused
orcwar-phase-movement = liikumine
orcwar-phase-deployment = paigutamine
orcwar-phase-battle = lahing
orcwar-phase-plunder = rüüstamine
orcwar-phase-trade = kauplemine
orcwar-phase-victory = võit
orcwar-phase-task = faas „{ $phase }”: { $player } – { $task }
orcwar-phase-chance = faas „{ $phase }”: otsustab juhus
orcwar-end-victory = võidueesmärk saavutatud
orcwar-end-no-boss = ühelgi mängijal pole enam pealikku
orcwar-end-round-limit = voorude piir { $round } käes (kõige rohkem örkide maid)
orcwar-end-other = { $reason }
orcwar-move-redraw-shows = redraw ({ $player } näitab { $hand } | { $gold })
orcwar-told = { $move }: { $what }
orcwar-side-caravan = karavani valvurid
orcwar-side-trap = lõksu kaitsjad
orcwar-side-adventurers = seiklejad
orcwar-side-defenders = kaitsjad
orcwar-die-hit = tabamus
orcwar-die-one = üks
orcwar-die-miss = möödas
orcwar-die = { $side }, täring { $nth }/{ $dice }: { $result }
orcwar-die-last = { $side }, täring { $nth }/{ $dice }: { $result }; kokku { $hits ->
        [one] { $hits } tabamus
       *[other] { $hits } tabamust
    }
orcwar-die-last-retreat = { $side }, täring { $nth }/{ $dice }: { $result }; kokku { $hits ->
        [one] { $hits } tabamus
       *[other] { $hits } tabamust
    } ja ühtesid ({ $ones }) rohkem kui tabamusi: { $player } peab taganema (R8.4)
orcwar-finish-dies = pealiku { $boss } haavatud { $kind } (lõpetatakse { $need }+ peal) sureb
orcwar-finish-survives = pealiku { $boss } haavatud { $kind } (lõpetatakse { $need }+ peal) jääb ellu
orcwar-test-agility = osavus
orcwar-test-leadership = juhtimine
orcwar-test-passes = õnnestub
orcwar-test-fails = ebaõnnestub
orcwar-test-reroll = pealiku { $boss } katse ({ $kind }, { $rating } või vähem) ebaõnnestub; šamaan laseb tal uuesti veeretada
orcwar-test = pealiku { $boss } katse ({ $kind }, { $rating } või vähem) { $verdict }
orcwar-test-then = pealiku { $boss } katse ({ $kind }, { $rating } või vähem) { $verdict }: { $then }
orcwar-then-pass-ok = { $boss } lipsab läbi
orcwar-then-pass-bad = { $boss } peatatakse siin ja teda rünnatakse
orcwar-then-assassin-ok = { $boss } pääseb spiooni käest
orcwar-then-assassin-bad = spioon tapab pealiku { $boss }
orcwar-then-truce-ok = vaherahu peab pealiku { $boss } poolelt
orcwar-then-truce-bad = vaherahu puruneb: jälle sõda
orcwar-then-parley-ok = { $player } võib vaherahuga nõustuda või sellest keelduda
orcwar-then-parley-bad = vaherahu pole: lahing jätkub
orcwar-then-parley2-ok = vaherahu on sõlmitud
orcwar-then-parley2-bad = vaherahu pole: lahing jätkub
orcwar-then-retreat-ok = { $player } taganeb
orcwar-then-retreat-bad = { $player } peab võitlema veel ühe vooru
orcwar-then-escape-ok = { $boss } põgeneb mängija { $owner } kätte
orcwar-then-escape-bad = { $boss } võetakse vangi: { $captor }
orcwar-nobody = mitte keegi
orcwar-area = ala { $area } ({ $name })
orcwar-tunnel = pealiku { $boss } tunnel viib alale { $area }
orcwar-tunnel-second = pealiku { $boss } tunnel viib alale { $area } (teine tulemus, mis tuleb võtta)
orcwar-tunnel-lost = mängija { $player } armeed tulevad välja alal { $area } vaenlaste keskel ja lähevad kaotsi
orcwar-tunnel-out = mängija { $player } armeed tulevad välja alal { $area }
orcwar-rolloff = { $player } võidab viske ja valib, kes liigub esimesena
orcwar-setup-area = mängija { $player } esimene pealik { $boss } alustab alal { $area }
orcwar-steal = mängija { $player } spioon varastab märgi mängijalt { $victim } (4+)
orcwar-steal-fails = mängija { $player } spioonil vargus ei õnnestu (vaja 4+)
orcwar-caravan-route = uus karavan võtab tee { $route }
orcwar-caravan-trap = Lõks! karavani { $caravan } last on kadunud, { $guards } valvurit varitseb
orcwar-caravan-rumour = Vale kuuldus: karavani { $caravan } polnudki
orcwar-caravan-treasure = Aare: karavan { $caravan } laadib 2 kulda juurde
orcwar-nothing-happens = midagi ei juhtu
orcwar-plunder-trap = Lõks! kaitsjad ründavad pealikku { $boss }
orcwar-plunder-adventurers = Seiklejad ründavad pealikku { $boss }
orcwar-plunder-slavers = Orjakaupmehed: { $boss } võib sõdureid kulla eest müüa
orcwar-plunder-village = rikas küla: { $boss } rüüstab veel
orcwar-plunder-recruits = Värbajad liituvad pealiku { $boss } armeega
orcwar-adventurers = { $count ->
        [one] { $count } seikleja
       *[other] { $count } seiklejat
    }
orcwar-adventurer-strength = iga seikleja tugevus on { $strength }; nad ründavad pealikku { $boss }
orcwar-mine-gold-value = kuld kaotab väärtust: iga mängija viskab ära poole oma kullast
orcwar-mine-cave-in = varing: kaevandus alal { $area } variseb kokku
orcwar-mine-vein = soon: { $player } tõmbab 3 kulda
orcwar-cave-in-loss = { $player } kaotab varingus ühe sõduri
orcwar-cave-in-none = kedagi ei maetud
orcwar-draw-caravan = mängu tuleb karavan
orcwar-draw-event = sündmus
orcwar-draw-loot = pealiku { $boss } saagi hulka
orcwar-draw-cargo-event = sündmus karavanile
orcwar-draw-cargo = laaditud karavanile { $caravan }
orcwar-recruit-joins = liitub pealiku { $boss } armeega
orcwar-recruit-none = pole sõdur: keegi ei liitu
orcwar-draw-mine-event = sündmus kaevanduses
orcwar-error-too-long = käik { $move }: pikem kui { $limit } märki
orcwar-error-no-boss = käik { $move }: { $token } ei ole pealik (pealikud on B1-B{ $bosses })
orcwar-error-notation = käik { $move }: see ei ole OrcWari kirjaviis: käik algab pealikuga (B3-7, B3@4, B3+orc ...) või sõnaga nagu done, buy, pay, fight, parley P2 ('help' loetleb need)
orcwar-illegal-over = mäng on läbi
orcwar-illegal-chance = praegu otsustab juhus (täring või tõmme), mitte mängija
orcwar-illegal-now = praegu pole lubatud: { $player } – { $task } (faas „{ $phase }”)
orcwar-illegal-because = { $why }; { $rest }
orcwar-illegal-like = { $rest }; sarnased lubatud käigud: { $moves }
orcwar-illegal-legal-now = { $rest }; praegu lubatud: { $moves }
orcwar-illegal-no-player = { $token } ei ole mängija: mängijad on P1-P{ $players } (nt { $example })
orcwar-illegal-no-such-player = { $players } mängijaga mängus ei ole mängijat { $token } (P1-P{ $players })
orcwar-illegal-no-boss = { $token } ei ole pealik (pealikud on B1-B{ $bosses })
orcwar-illegal-not-in-hand = { $boss } ei ole sinu käes
orcwar-illegal-not-on-map = { $boss } ei ole kaardil
orcwar-illegal-not-yours = { $boss } kuulub mängijale { $owner }, mitte sulle
orcwar-illegal-moved = { $boss } on sel voorul juba liikunud
orcwar-illegal-areas = alad on nummerdatud 1-{ $areas }
orcwar-illegal-one-area = { $boss } juhib sõdureid: armee liigub ühe ala võrra (R6.3)
orcwar-illegal-not-next = ala { $area } ei ole ala { $here } kõrval (selle naabrid: { $near })
orcwar-illegal-tunnel-troops = pealikul { $boss } pole sõdureid: maa alla läheb ainult armee (R6.5)
orcwar-illegal-tunnel-land = armee läheb maa alla sinu valduses olevalt örkide maalt, kus on kindlus või kaevandus
orcwar-chip-gob = goblin
orcwar-chip-orc = ork
orcwar-chip-hob = hobgoblin
orcwar-chip-gnl = gnoll
orcwar-chip-bug = karugoblin
orcwar-chip-ogr = ogre
orcwar-chip-trl = troll
orcwar-chip-sha = šamaan
orcwar-chip-spy = spioon
orcwar-chip-boss = pealik { $boss }
orcwar-chip-fortress = kindlus { $value }
orcwar-chip-machine = sõjamasin { $value }
orcwar-chip-mine = kaevandus
orcwar-chip-gold = { $value } kulda
orcwar-chip-prisoner = vang { $boss }
orcwar-ui-round = Voor { $round }
orcwar-ui-acts = { $player } tegutseb
orcwar-ui-hand = Sinu käsi
orcwar-ui-hand-empty = hordi žetoone pole
orcwar-ui-gold = Sinu kuld: { $total }
orcwar-ui-player = { $player }: hordi žetoone { $chips } · kullažetoone { $gold } · orkimaid { $lands }
orcwar-ui-known = tead, et mängijal { $player } on vähemalt: { $chips }
orcwar-ui-spied = sinu spioon nägi mängija { $player } kätt: { $chips }
orcwar-ui-truce = vaherahu mängijate { $a } ja { $b } vahel alal { $area }
orcwar-ui-armies = Armeed
orcwar-ui-army = { $boss } ({ $player }) alal { $area }: jõud { $strength }; { $troops }
orcwar-ui-lone = üksik pealik
orcwar-ui-hint-hand = Klõpsa käes olevat žetooni, siis armeed või ala, kuhu see läheb.
orcwar-ui-hint-move = Klõpsa armeed, siis ala, kuhu see liigub.
orcwar-ui-hint-battle = Kaardi all olev lahingupaneel näitab sinu valikuid.
orcwar-ui-hint-trade = Kaardi all olev kaubanduspaneel näitab sinu valikuid.
orcwar-ui-trade = Kaubandus
orcwar-ui-trade-partner = Paku kaupa mängijale:
orcwar-ui-trade-offer = { $from } pakub mängijale { $to }
orcwar-ui-trade-gives = ütleb, et annab
orcwar-ui-trade-asks = küsib
orcwar-ui-trade-lies = lubadused võivad valetada: loevad ainult üle antud žetoonid (R10.4)
orcwar-ui-trade-add-give = Lisa sellele, mida annad:
orcwar-ui-trade-add-ask = Lisa sellele, mida küsid:
orcwar-ui-trade-hand = Anna oma žetoonid üle ükshaaval:
orcwar-ui-nothing = mitte midagi
orcwar-ui-battle = Lahing alal { $area }
orcwar-ui-battle-round = voor { $round }
orcwar-ui-battle-dice = täringud: { $dice }
orcwar-ui-battle-hits = tabamused: { $hits }
orcwar-ui-battle-ones = ühed: { $ones }
orcwar-ui-battle-take = { $boss }: vastu võtta tabamusi { $hits }. Klõpsa üksust, kes need võtab.
orcwar-ui-battle-aim = Suuna tabamus:
orcwar-ui-battle-shelter = Varja üksusi kindlusesse:
orcwar-ui-defenders = kaitsjad
orcwar-do-done = Valmis
orcwar-do-buy = Osta žetoon (2 kulda)
orcwar-do-redraw = Võta uus käsi
orcwar-do-pay = Maksa { $gold }
orcwar-do-first = { $player } liigub esimesena
orcwar-do-allow = Lase pealik läbi
orcwar-do-refuse = Keeldu
orcwar-do-accept = Nõustu
orcwar-do-decline = Lükka tagasi
orcwar-do-reroll = Veereta uuesti
orcwar-do-send = Saada pakkumine
orcwar-do-cancel = Võta pakkumine tagasi
orcwar-do-fight = Võitle
orcwar-do-retreat = Proovi taganeda
orcwar-do-stay = Jää võitlema
orcwar-do-escape = Proovi põgeneda
orcwar-do-die = Sure kangelasena
orcwar-do-to-tunnel = Tagane tunnelitesse
orcwar-do-rob = Röövi karavan { $caravan }
orcwar-do-parley = Paku mängijale { $player } vaherahu
orcwar-do-hit = { $boss }
orcwar-do-take-fort = Kindlus
orcwar-do-shelter = { $boss }: { $chip }
orcwar-do-offer = { $player }
orcwar-do-execute = Hukka vang { $boss }
orcwar-do-sell = Müü: { $chip }
orcwar-do-lose = Kaota: { $chip }
orcwar-do-discard = Viska ära: { $chip }
orcwar-do-swap = Vaheta { $chip } ühe kulla vastu
orcwar-do-plunder = Rüüsta pealikuga { $boss }
orcwar-do-spy-look = Luura mängija { $player } kätt
orcwar-do-spy-steal = Spioon varastab mängijalt { $player }
orcwar-do-spy-kill = Spioon püüab tappa pealiku { $boss } ({ $player })
orcwar-do-tunnel = { $boss } läheb maa alla
orcwar-do-take-machine = { $boss } võtab: { $chip }
orcwar-do-move = { $boss } alale { $area }
orcwar-do-deploy = { $boss } alale { $area }
orcwar-do-join = { $chip } liitub pealikuga { $boss }
orcwar-do-build = { $boss } ehitab: { $chip }

# the terminal picture of a view and the notation help
orcwar-pic-title = Örkisõda — voor { $round }, faas „{ $phase }”
orcwar-pic-over = Mäng läbi: { $winners } ({ $reason })
orcwar-pic-strength = jõud { $strength }
orcwar-pic-loot = saak { $loot }
orcwar-pic-caravan = karavan { $caravan } { $route } valvurid { $guards } last { $cargo }
orcwar-pic-areas = Alad (ctl = valdaja, F kindlus, M kaevandus):
orcwar-pic-left-machines = maha jäetud { $machines }
orcwar-pic-orc = örkide
orcwar-pic-foreign = võõras
orcwar-pic-area = { $kind }; naabrid { $adj }
orcwar-pic-players = Mängijad:
orcwar-pic-player = { $horde ->
        [one] { $horde } hordi märk
       *[other] { $horde } hordi märki
    }, { $gold ->
        [one] { $gold } kullamärk
       *[other] { $gold } kullamärki
    }, { $lands ->
        [one] { $lands } örkide maa
       *[other] { $lands } örkide maad
    }
orcwar-pic-prisoners = vangid { $bosses }
orcwar-pic-truce = { $first }-{ $second } alal { $area }
orcwar-pic-truces = Vaherahud: { $truces }
orcwar-pic-npc = kaitsjad { $defenders }
orcwar-pic-fortress-held = kindlust hoiab { $player }
orcwar-pic-battle = Lahing alal { $area }: etapp { $stage }, voor { $round }
orcwar-pic-stage-parley = läbirääkimised
orcwar-pic-stage-shelter = varjumine
orcwar-pic-stage-roll = veeretamine
orcwar-pic-stage-target = sihtmärgid
orcwar-pic-stage-assign = tabamuste jagamine
orcwar-pic-stage-retreat = taganemine
orcwar-pic-stage-end = lõpp
orcwar-pic-defenders = kaitsjad
orcwar-pic-rolled = { $who }: { $dice } täringut, veeretas 5={ $fives } 6={ $sixes } 1={ $ones }
orcwar-pic-hits-waiting = tabamused ootavad: { $who }: { $hits }
orcwar-pic-must-take = { $boss } peab vastu võtma { $hits ->
        [one] { $hits } tabamuse
       *[other] { $hits } tabamust
    }
orcwar-pic-fives = (neist { $fives } viied, mis ei taba varjunud üksusi)
orcwar-pic-sheltered = varjus: { $units }
orcwar-pic-offer = Pakkumine { $start } -> { $to }: annab { $gives }; küsib { $asks } (väited võivad olla valed)
orcwar-pic-hand = Sinu käsi ({ $player }): { $hand } | kuld: { $gold }
orcwar-pic-spied = luuratud { $player }: { $chips }
orcwar-pic-known = tead, et { $player } omab vähemalt: { $chips }
orcwar-pic-to-act = { $player } peab: { $task }
orcwar-help-moves = Käigud: done, buy, pay 1+1, redraw, first P1, B3-7 (armee alale 7), B3-7-8 (üksik pealik, kaks ala), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, spy P2 kill B5, B3@4 (pealiku paigutamine), B3+orc (märk ühineb B3-ga), B3 fort 2, B3 mach 3, B3 mine, B3 take W3, rob N (karavan N), parley P2, fight, hit B5, hit npc, take orc, take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, hand K, execute B5. Mängijad on { $seats } (P1 on esimene koht); pealikud B1-B10; märgid: gob orc trl ogr bug (väed), sha spy F1-F3 W1-W3 mine, kuld g1 g2 g3.
orcwar-help-map = Kaart (örkide maad 1-10, võõrad maad 11-20; ala: naabrid):
