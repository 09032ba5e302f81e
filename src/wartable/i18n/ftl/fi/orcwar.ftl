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
orcwar-task-battle-parley = tarjoa viholliselle aselepoa tai taistele
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
orcwar-chip-gob = hiisi
orcwar-chip-orc = örkki
orcwar-chip-hob = hobgobliini
orcwar-chip-gnl = gnolli
orcwar-chip-bug = karhuhiisi
orcwar-chip-ogr = jätti
orcwar-chip-trl = peikko
orcwar-chip-sha = shamaani
orcwar-chip-spy = vakooja
orcwar-chip-boss = pomo { $boss }
orcwar-chip-fortress = linnoitus { $value }
orcwar-chip-machine = sotakone { $value }
orcwar-chip-mine = kaivos
orcwar-chip-gold = { $value } kultaa
orcwar-chip-prisoner = vanki { $boss }
orcwar-ui-round = Kierros { $round }
orcwar-ui-acts = { $player } toimii
orcwar-ui-hand = Kätesi
orcwar-ui-hand-empty = ei laumamerkkejä
orcwar-ui-gold = Kultasi: { $total }
orcwar-ui-player = { $player }: laumamerkkejä { $chips } · kultamerkkejä { $gold } · örkkimaita { $lands }
orcwar-ui-known = tiedät pelaajalla { $player } olevan ainakin: { $chips }
orcwar-ui-spied = vakoojasi näki pelaajan { $player } käden: { $chips }
orcwar-ui-truce = aselepo pelaajien { $a } ja { $b } välillä alueella { $area }
orcwar-ui-armies = Armeijat
orcwar-ui-army = { $boss } ({ $player }) alueella { $area }: voima { $strength }; { $troops }
orcwar-ui-lone = yksinäinen pomo
orcwar-ui-hint-hand = Napsauta kätesi merkkiä, sitten armeijaa tai aluetta, jonne se menee.
orcwar-ui-hint-move = Napsauta armeijaa, sitten aluetta, jonne se liikkuu.
orcwar-ui-hint-battle = Kartan alla oleva taistelupaneeli näyttää vaihtoehtosi.
orcwar-ui-hint-trade = Kartan alla oleva kauppapaneeli näyttää vaihtoehtosi.
orcwar-ui-trade = Kauppa
orcwar-ui-trade-partner = Tarjoa kauppaa pelaajalle:
orcwar-ui-trade-offer = { $from } tarjoaa pelaajalle { $to }
orcwar-ui-trade-gives = sanoo antavansa
orcwar-ui-trade-asks = pyytää
orcwar-ui-trade-lies = lupaukset voivat olla valhetta: vain luovutetut merkit lasketaan (R10.4)
orcwar-ui-trade-add-give = Lisää siihen, mitä annat:
orcwar-ui-trade-add-ask = Lisää siihen, mitä pyydät:
orcwar-ui-trade-hand = Luovuta merkkisi yksi kerrallaan:
orcwar-ui-nothing = ei mitään
orcwar-ui-battle = Taistelu alueella { $area }
orcwar-ui-battle-round = kierros { $round }
orcwar-ui-battle-dice = nopat: { $dice }
orcwar-ui-battle-hits = osumat: { $hits }
orcwar-ui-battle-ones = ykköset: { $ones }
orcwar-ui-battle-take = { $boss }: otettavia osumia { $hits }. Napsauta yksikköä, joka ottaa ne.
orcwar-ui-battle-aim = Suuntaa osuma:
orcwar-ui-battle-shelter = Suojaa yksiköitä linnoitukseen:
orcwar-ui-defenders = puolustajat
orcwar-do-done = Valmis
orcwar-do-buy = Osta merkki (2 kultaa)
orcwar-do-redraw = Nosta uusi käsi
orcwar-do-pay = Maksa { $gold }
orcwar-do-first = { $player } liikkuu ensin
orcwar-do-allow = Päästä pomo läpi
orcwar-do-refuse = Kieltäydy
orcwar-do-accept = Hyväksy
orcwar-do-decline = Hylkää
orcwar-do-reroll = Heitä uudelleen
orcwar-do-send = Lähetä tarjous
orcwar-do-cancel = Peru tarjous
orcwar-do-fight = Taistele
orcwar-do-retreat = Yritä perääntyä
orcwar-do-stay = Jää taistelemaan
orcwar-do-escape = Yritä paeta
orcwar-do-die = Kuole sankarina
orcwar-do-to-tunnel = Peräänny tunneleihin
orcwar-do-rob = Ryöstä karavaani { $caravan }
orcwar-do-parley = Tarjoa aselepoa pelaajalle { $player }
orcwar-do-hit = { $boss }
orcwar-do-take-fort = Linnoitus
orcwar-do-shelter = { $boss }: { $chip }
orcwar-do-offer = { $player }
orcwar-do-execute = Teloita vanki { $boss }
orcwar-do-sell = Myy { $chip }
orcwar-do-lose = Menetä { $chip }
orcwar-do-discard = Heitä pois { $chip }
orcwar-do-swap = Vaihda { $chip } yhteen kultaan
orcwar-do-plunder = Ryöstele pomolla { $boss }
orcwar-do-spy-look = Vakoile pelaajan { $player } kättä
orcwar-do-spy-steal = Vakooja varastaa pelaajalta { $player }
orcwar-do-spy-kill = Vakooja yrittää tappaa pomon { $boss } ({ $player })
orcwar-do-tunnel = { $boss } menee maan alle
orcwar-do-take-machine = { $boss } ottaa: { $chip }
orcwar-do-move = { $boss } alueelle { $area }
orcwar-do-deploy = { $boss } alueelle { $area }
orcwar-do-join = { $chip } liittyy pomon { $boss } armeijaan
orcwar-do-build = { $boss } rakentaa: { $chip }

# the terminal picture of a view and the notation help
orcwar-pic-title = Örkkisota — kierros { $round }, { $phase }
orcwar-pic-over = Peli päättyi: { $winners } ({ $reason })
orcwar-pic-strength = voima { $strength }
orcwar-pic-loot = saalis { $loot }
orcwar-pic-caravan = karavaani { $caravan } { $route } vartijat { $guards } lasti { $cargo }
orcwar-pic-areas = Alueet (ctl = hallitsija, F linnoitus, M kaivos):
orcwar-pic-left-machines = jätetyt { $machines }
orcwar-pic-orc = örkkimaa
orcwar-pic-foreign = vieras maa
orcwar-pic-area = { $kind }; naapurit { $adj }
orcwar-pic-players = Pelaajat:
orcwar-pic-player = { $horde ->
        [one] { $horde } laumamerkki
       *[other] { $horde } laumamerkkiä
    }, { $gold ->
        [one] { $gold } kultamerkki
       *[other] { $gold } kultamerkkiä
    }, { $lands ->
        [one] { $lands } örkkimaa
       *[other] { $lands } örkkimaata
    }
orcwar-pic-prisoners = vangit { $bosses }
orcwar-pic-truce = { $first }-{ $second } alueella { $area }
orcwar-pic-truces = Aselevot: { $truces }
orcwar-pic-npc = puolustajat { $defenders }
orcwar-pic-fortress-held = linnoitusta pitää { $player }
orcwar-pic-battle = Taistelu alueella { $area }: vaihe { $stage }, kierros { $round }
orcwar-pic-stage-parley = neuvottelu
orcwar-pic-stage-shelter = suojautuminen
orcwar-pic-stage-roll = heitto
orcwar-pic-stage-target = kohteet
orcwar-pic-stage-assign = osumien jako
orcwar-pic-stage-retreat = perääntyminen
orcwar-pic-stage-end = loppu
orcwar-pic-defenders = puolustajat
orcwar-pic-rolled = { $who }: { $dice } noppaa, heitti 5={ $fives } 6={ $sixes } 1={ $ones }
orcwar-pic-hits-waiting = osumat odottavat kohdetta { $who }: { $hits }
orcwar-pic-must-take = { $boss } ottaa { $hits ->
        [one] { $hits } osuman
       *[other] { $hits } osumaa
    }
orcwar-pic-fives = (niistä { $fives } vitosia, jotka eivät osu suojassa oleviin yksiköihin)
orcwar-pic-sheltered = suojassa: { $units }
orcwar-pic-offer = Tarjous { $start } -> { $to }: antaa { $gives }; pyytää { $asks } (väitteet voivat olla valheita)
orcwar-pic-hand = Kätesi ({ $player }): { $hand } | kulta: { $gold }
orcwar-pic-spied = vakoiltu { $player }: { $chips }
orcwar-pic-known = tiedät, että pelaajalla { $player } on ainakin: { $chips }
orcwar-pic-to-act = { $player } – { $task }
orcwar-help-moves = Siirrot: done, buy, pay 1+1, redraw, first P1, B3-7 (armeija alueelle 7), B3-7-8 (yksinäinen pomo, kaksi aluetta), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, spy P2 kill B5, B3@4 (pelaa pomo), B3+orc (merkki liittyy B3:een), B3 fort 2, B3 mach 3, B3 mine, B3 take W3, rob N (karavaani N), parley P2, fight, hit B5, hit npc, take orc, take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, hand K, execute B5. Pelaajat ovat { $seats } (P1 on ensimmäinen paikka); pomot B1-B10; merkit: gob orc trl ogr bug (joukot), sha spy F1-F3 W1-W3 mine, kulta g1 g2 g3.
orcwar-help-map = Kartta (örkkimaat 1-10, vieraat maat 11-20; alue: naapurit):
