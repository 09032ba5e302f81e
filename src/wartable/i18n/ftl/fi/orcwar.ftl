# Örkkisota (OrcWar Tree) – säännön omat sanat: pomo, armeija, laumamerkki, kulta, karavaani,
# linnoitus, kaivos, sotakone, vakooja, shamaani, aselepo, ryöstely, vikkelyys, johtajuus;
# vaiheet karavaanivaihe, vahvistusvaihe, liikkumisvaihe, pelaamisvaihe, taistelu, ryöstely.
# Pelaajat (P1..P6), pomot (B1..B10), merkit ja alueiden nimet kirjoitetaan koodeina.

orcwar-task-swap = vaihda merkkejä kultaan tai done
orcwar-task-buy = osta merkki 2 kullalla, nosta uudet (ei pomoa) tai done
orcwar-task-pay = valitse kultamerkit, joilla maksat
orcwar-task-first = valitse, kuka liikkuu ensin
orcwar-task-move = siirrä armeijoita ja yksinäisiä pomoja, pelaa vakoojia tai done
orcwar-task-tunnel-pick = hyväksy tunnelin uloskäynti tai heitä kerran uudelleen
orcwar-task-allow = päästä yksinäinen pomo läpi tai kieltäydy
orcwar-task-deploy = pelaa kädestä tai done
orcwar-task-battles = ryöstä karavaani tai done
orcwar-task-battle-parley = tarjoa aselepoa (parley P2) tai taistele
orcwar-task-battle-shelter = suojaa yksiköitä linnoitukseen, sitten done
orcwar-task-battle-target = suuntaa jokainen osuma armeijaan
orcwar-task-battle-assign = valitse, mikä yksikkö ottaa osumat
orcwar-task-battle-retreat = yritä perääntyä tai jää
orcwar-task-answer-parley = hyväksy aselepo tai hylkää se
orcwar-task-fate = pomosi on kaatunut: yritä paeta tai kuole sankarina
orcwar-task-retreat-to = valitse, minne perääntyä
orcwar-task-plunder = ryöstele ulkomailla olevalla pomolla tai done
orcwar-task-sell = myy joukkoja orjakauppiaille, sitten done
orcwar-task-trim = heitä pois merkki (kädessä yli 10)
orcwar-task-lose = valitse sortumassa menetettävä joukko
orcwar-task-trade = tee tarjous, teloita vanki tai done
orcwar-task-build = lisää tarjoukseesi vaatimuksia, sitten send
orcwar-task-answer = hyväksy tai hylkää tarjous
orcwar-task-handover = luovuta luvatut merkit
orcwar-task-other = { $task }
orcwar-phase-setup = alkuvalmistelut
orcwar-phase-caravans = karavaanivaihe
orcwar-phase-reinforcement = vahvistusvaihe
orcwar-phase-movement = liikkumisvaihe
orcwar-phase-deployment = pelaamisvaihe
orcwar-phase-battle = taistelu
orcwar-phase-plunder = ryöstely
orcwar-phase-trade = kaupankäynti
orcwar-phase-victory = voiton tarkistus
orcwar-phase-task = { $phase }: { $player } – { $task }
orcwar-phase-chance = { $phase }: sattuma ratkaisee
orcwar-end-victory = voittotavoite saavutettu
orcwar-end-no-boss = kenelläkään ei ole enää pomoa
orcwar-end-round-limit = kierrosraja { $round } saavutettu (eniten örkkimaita)
orcwar-end-other = { $reason }
orcwar-move-redraw-shows = redraw ({ $player } näyttää { $hand } | { $gold })
orcwar-told = { $move }: { $what }
orcwar-side-caravan = karavaanin vartijat
orcwar-side-trap = ansan puolustajat
orcwar-side-adventurers = seikkailijat
orcwar-side-defenders = puolustajat
orcwar-die-hit = osuma
orcwar-die-one = ykkönen
orcwar-die-miss = ohi
orcwar-die = { $side }, noppa { $nth }/{ $dice }: { $result }
orcwar-die-last = { $side }, noppa { $nth }/{ $dice }: { $result }; yhteensä { $hits ->
        [one] { $hits } osuma
       *[other] { $hits } osumaa
    }
orcwar-die-last-retreat = { $side }, noppa { $nth }/{ $dice }: { $result }; yhteensä { $hits ->
        [one] { $hits } osuma
       *[other] { $hits } osumaa
    }, ja ykkösiä ({ $ones }) enemmän kuin osumia: { $player } joutuu perääntymään (R8.4)
orcwar-finish-dies = pomon { $boss } haavoittunut { $kind } (kuolee tuloksella { $need }+) kuolee
orcwar-finish-survives = pomon { $boss } haavoittunut { $kind } (kuolee tuloksella { $need }+) selviää
orcwar-test-agility = vikkelyys
orcwar-test-leadership = johtajuus
orcwar-test-passes = onnistuu
orcwar-test-fails = epäonnistuu
orcwar-test-reroll = pomon { $boss } testi: { $kind } ({ $rating } tai alle) epäonnistuu; shamaani antaa heittää uudelleen
orcwar-test = pomon { $boss } testi: { $kind } ({ $rating } tai alle) { $verdict }
orcwar-test-then = pomon { $boss } testi: { $kind } ({ $rating } tai alle) { $verdict }: { $then }
orcwar-then-pass-ok = { $boss } livahtaa läpi
orcwar-then-pass-bad = { $boss } pysäytetään tähän, ja sen kimppuun hyökätään
orcwar-then-assassin-ok = { $boss } välttää vakoojan
orcwar-then-assassin-bad = vakooja tappaa pomon { $boss }
orcwar-then-truce-ok = aselepo pitää pomon { $boss } puolelta
orcwar-then-truce-bad = aselepo rikkoutuu: taas sotaa
orcwar-then-parley-ok = { $player } voi hyväksyä aselevon tai hylätä sen
orcwar-then-parley-bad = ei aselepoa: taistelu jatkuu
orcwar-then-parley2-ok = aselepo solmitaan
orcwar-then-parley2-bad = ei aselepoa: taistelu jatkuu
orcwar-then-retreat-ok = { $player } perääntyy
orcwar-then-retreat-bad = { $player } joutuu taistelemaan vielä kierroksen
orcwar-then-escape-ok = { $boss } pakenee pelaajan { $owner } käteen
orcwar-then-escape-bad = { $captor } ottaa pomon { $boss } vangiksi
orcwar-nobody = ei kukaan
orcwar-area = alue { $area } ({ $name })
orcwar-tunnel = pomon { $boss } tunneli vie kohteeseen { $area }
orcwar-tunnel-second = pomon { $boss } tunneli vie kohteeseen { $area } (toinen tulos, joka on otettava)
orcwar-tunnel-lost = pelaajan { $player } armeijat tulevat esiin kohteessa { $area } vihollisten keskellä ja menetetään
orcwar-tunnel-out = pelaajan { $player } armeijat tulevat esiin kohteessa { $area }
orcwar-rolloff = { $player } voittaa heiton ja valitsee, kuka liikkuu ensin
orcwar-setup-area = pelaajan { $player } ensimmäinen pomo { $boss } aloittaa kohteesta { $area }
orcwar-steal = pelaajan { $player } vakooja varastaa merkin pelaajalta { $victim } (4+)
orcwar-steal-fails = pelaajan { $player } vakooja ei onnistu varastamaan (tarvitaan 4+)
orcwar-caravan-route = uusi karavaani kulkee reittiä { $route }
orcwar-caravan-trap = Ansa! karavaanin { $caravan } lasti on poissa, { $guards } vartijaa väijyy
orcwar-caravan-rumour = Väärä huhu: karavaania { $caravan } ei ollutkaan
orcwar-caravan-treasure = Aarre: karavaani { $caravan } lastaa 2 kultaa lisää
orcwar-nothing-happens = mitään ei tapahdu
orcwar-plunder-trap = Ansa! puolustajat hyökkäävät pomon { $boss } kimppuun
orcwar-plunder-adventurers = Seikkailijat hyökkäävät pomon { $boss } kimppuun
orcwar-plunder-slavers = Orjakauppiaat: { $boss } voi myydä joukkoja kullasta
orcwar-plunder-village = rikas kylä: { $boss } ryöstelee lisää
orcwar-plunder-recruits = Värvättyjä liittyy pomon { $boss } armeijaan
orcwar-adventurers = { $count ->
        [one] { $count } seikkailija
       *[other] { $count } seikkailijaa
    }
orcwar-adventurer-strength = jokaisen seikkailijan voima on { $strength }; he hyökkäävät pomon { $boss } kimppuun
orcwar-mine-gold-value = kulta menettää arvoaan: jokainen pelaaja heittää pois puolet kullastaan
orcwar-mine-cave-in = sortuma: kaivos kohteessa { $area } romahtaa
orcwar-mine-vein = suoni: { $player } nostaa 3 kultaa
orcwar-cave-in-loss = { $player } menettää joukon sortumassa
orcwar-cave-in-none = kukaan ei jää alle
orcwar-draw-caravan = karavaani tulee peliin
orcwar-draw-event = erikoistapahtuma
orcwar-draw-loot = pomon { $boss } saaliiseen
orcwar-draw-cargo-event = erikoistapahtuma karavaanille
orcwar-draw-cargo = lastataan karavaaniin { $caravan }
orcwar-recruit-joins = liittyy pomon { $boss } armeijaan
orcwar-recruit-none = ei joukko: kukaan ei liity
orcwar-draw-mine-event = erikoistapahtuma kaivoksella
orcwar-error-too-long = siirto { $move }: pidempi kuin { $limit } merkkiä
orcwar-error-no-boss = siirto { $move }: { $token } ei ole pomo (pomot ovat B1-B{ $bosses })
orcwar-error-notation = siirto { $move }: ei ole Örkkisodan merkintää: siirto alkaa pomolla (B3-7, B3@4, B3+orc ...) tai sanalla kuten done, buy, pay, fight, parley P2 ('help' luettelee ne)
orcwar-illegal-over = peli on päättynyt
orcwar-illegal-chance = nyt ratkaisee sattuma (noppa tai nosto), ei pelaaja
orcwar-illegal-now = ei sallittu nyt: { $player } – { $task } ({ $phase })
orcwar-illegal-because = { $why }; { $rest }
orcwar-illegal-like = { $rest }; samankaltaiset sallitut siirrot: { $moves }
orcwar-illegal-legal-now = { $rest }; nyt sallittu: { $moves }
orcwar-illegal-no-player = { $token } ei ole pelaaja: pelaajat ovat P1-P{ $players } (esim. { $example })
orcwar-illegal-no-such-player = pelaajaa { $token } ei ole { $players } pelaajan pelissä (P1-P{ $players })
orcwar-illegal-no-boss = { $token } ei ole pomo (pomot ovat B1-B{ $bosses })
orcwar-illegal-not-in-hand = { $boss } ei ole kädessäsi
orcwar-illegal-not-on-map = { $boss } ei ole kartalla
orcwar-illegal-not-yours = { $boss } kuuluu pelaajalle { $owner }, ei sinulle
orcwar-illegal-moved = { $boss } on jo liikkunut tällä kierroksella
orcwar-illegal-areas = alueet on numeroitu 1-{ $areas }
orcwar-illegal-one-area = { $boss } johtaa joukkoja: armeija liikkuu yhden alueen (R6.3)
orcwar-illegal-not-next = alue { $area } ei ole alueen { $here } vieressä (sen naapurit: { $near })
orcwar-illegal-tunnel-troops = pomolla { $boss } ei ole joukkoja: vain armeija menee maan alle (R6.5)
orcwar-illegal-tunnel-land = armeija menee maan alle hallitsemastasi örkkimaasta, jossa on linnoitus tai kaivos
