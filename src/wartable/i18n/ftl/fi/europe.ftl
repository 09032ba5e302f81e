# Euroopan sota – suurvallat, pyramidit (suuri, keskikokoinen, pieni), kasvu, rakentaminen,
# liike, hyökkäys, maihinnousu, Kaksoisliitto. Suurvallat kulkevat kartan lyhenteillä (BRI,
# FRA, DUA, RUS, OTT).

europe-seat = Pelaaja { $number } ({ $power })
europe-then = { $first }; { $second }
europe-size-small = pieni
europe-size-medium = keskikokoinen
europe-size-large = suuri
europe-size-nothing = ei mitään
europe-pyramid = { $power }:n { $size } pyramidi
europe-move-first = { $power } aloittaa (R3.1)
europe-move-attack = { $move }: { $attacker } alueella { $start } hyökkää kohteeseen { $defender } alueella { $target } ({ $details })
europe-dice-against = { $attack ->
        [one] { $attack } noppa
       *[other] { $attack } noppaa
    } vastaan { $defence }
europe-bonus-dual = Kaksoisliitto +1
europe-landing = maihinnousu
europe-landing-britain = maihinnousu: Britannia +1
europe-france-home = Ranska puolustaa kotimaassaan ja saa heittää uudelleen
europe-total = { $dice }
europe-total-bonus = { $dice }, +{ $bonus } ({ $why }) = { $total }
europe-why-dual = Kaksoisliiton hyökkäys
europe-why-britain = Britannia maihinnousua vastaan
europe-rolls = { $power } heittää { $total }
europe-rolls-again = { $power } heittää uudelleen { $total }
europe-result-decide = { $defence } vastaan { $attack }: Ranska saa pitää tämän heiton tai heittää kerran uudelleen (R5.3)
europe-result-retreat = { $attacker } voittaa { $attack }–{ $defence }: { $pyramid } joutuu perääntymään alueelta { $field } tyhjälle naapurialueelle, { $defender } valitsee mille (R5.5)
europe-result-hold = { $defender } pitää alueen { $field }, { $defence }–{ $attack } (R5.4): mikään ei liiku
europe-result-hold-tie = { $defender } pitää alueen { $field }, { $defence }–{ $attack }, tasapeli kuuluu puolustajalle (R5.4): mikään ei liiku
europe-result-shrink = { $attacker } voittaa { $attack }–{ $defence }, eikä { $defender } voi perääntyä minnekään (R5.6): { $pyramid } alueella { $field } pienenee: { $size }
europe-result-destroyed = { $attacker } voittaa { $attack }–{ $defence }, eikä { $defender } voi perääntyä minnekään (R5.6): { $pyramid } alueella { $field } tuhoutuu ja { $winner } siirtyy sisään alueelta { $start }
europe-eliminated = { $power } menetti läsnäolonsa kotialueellaan (R6.1) ja putoaa pelistä (R6.5)
europe-game-over = peli päättyi: { $reason }
europe-move-reroll = { $move }: Ranska heittää kaikki noppansa uudelleen; toinen heitto jää voimaan (R5.3)
europe-move-keep = { $move }: Ranska pitää heittonsa; { $result }
europe-move-retreat = { $move }: { $pyramid } perääntyy alueelta { $start } alueelle { $target } ja { $winner } siirtyy sisään alueelta { $origin } (R5.5)
europe-end-conquest = { $who } hallitsee toisen suurvallan koko aluetta (R6.2)
europe-end-ottoman = { $who } on pyramidi jokaisen vihollisvallan alueella (R6.3)
europe-end-last = { $who } on viimeinen jäljellä oleva pelaaja (R6.5)
europe-end-together = viimeiset pelaajat putosivat samalla toiminnolla: tasapeli heidän kesken (R6.5)
europe-end-time-britain = kierrosraja saavutettiin: Britannia voittaa ajalla (R6.6)
europe-end-time-draw = kierrosraja saavutettiin: tasapeli jäljellä olevien pelaajien kesken (R6.6)
europe-end-time-fields = kierrosraja saavutettiin: { $who } hallitsi eniten alueita (R6.6)
europe-phase-first = peli odottaa aloittajan heittoa (sattuma)
europe-phase-place = vuorossa olevan pelaajan on asetettava pyramidinsa ('place ...')
europe-phase-action = vuorossa olevan pelaajan on valittava toiminto (grow, build, move, attack)
europe-phase-roll-attacker = hyökkääjän nopat heitetään (sattuma)
europe-phase-roll-defender = puolustajan nopat heitetään (sattuma)
europe-phase-decide = Ranskan on valittava 'keep' tai 'reroll'
europe-phase-reroll = Ranskan toinen heitto heitetään (sattuma)
europe-phase-retreat = hävinneen puolustajan on valittava perääntyminen ('retreat ...')
europe-phase-over = peli on päättynyt
europe-error-too-long = siirto { $move }: pidempi kuin { $limit } merkkiä
europe-error-verb = siirto { $move }: tuntematon verbi { $verb } (verbit: { $verbs })
europe-error-nothing-after = siirto { $move }: sanan '{ $verb }' jälkeen ei tule mitään
europe-error-one-field = siirto { $move }: odotettiin yhtä aluetta, esimerkiksi '{ $verb } GER'
europe-error-power = siirto { $move }: odotettiin suurvaltaa ({ $powers })
europe-error-field = siirto { $move }: { $name } ei ole alue (alueet: { $fields })
europe-error-pair = siirto { $move }: odotettiin kahta aluetta, esimerkiksi GER-FRA
europe-error-dice = siirto { $move }: odotettiin yhdestä kolmeen noppaa 1-6, esimerkiksi 'roll 6,5,3'
europe-error-place-token = siirto { $move }: odotettiin ALUE=L, ALUE=M, ALUE=S, saatiin { $token }
europe-error-place-twice = siirto { $move }: alue { $field } mainitaan kahdesti
europe-error-place-sizes = siirto { $move }: asettaminen vaatii tasan yhden L:n, yhden M:n ja yhden S:n
europe-illegal-phase = '{ $verb }' ei ole nyt mahdollinen: { $expected }
europe-illegal-pass = pass on sallittu vain, kun mikään toiminto ei ole mahdollinen (R4.5)
europe-illegal-not-own = { $field } ei ole suurvallan { $power } alueen osa (R4.1, R4.2)
europe-illegal-not-empty-build = { $field } ei ole tyhjä (R4.2)
europe-illegal-no-small = suurvallalla { $power } ei ole enää pientä pyramidia varastossa (R4.2, E13)
europe-illegal-no-own-pyramid = alueella { $field } ei ole suurvallan { $power } pyramidia (R4.1)
europe-illegal-large = pyramidi alueella { $field } on jo suuri (R4.1)
europe-illegal-no-size = suurvallalla { $power } ei ole enää pyramidia { $size } varastossa (R4.1, E13)
europe-illegal-not-yours = alueella { $field } ei ole suurvallan { $power } pyramidia
europe-illegal-not-adjacent = { $target } ei ole alueen { $start } naapuri maitse eikä meritse (R1.4)
europe-illegal-move-occupied = { $target } ei ole tyhjä (R4.3); taisteluun käytä 'attack'
europe-illegal-attack-empty = { $target } on tyhjä: käytä 'move' (R4.4)
europe-illegal-attack-own = alueella { $target } on oma pyramidisi (R4.4)
europe-illegal-retreat = puolustaja alueella { $field } voi perääntyä vain tyhjälle alueelle, joka on sen naapuri maitse tai meritse (R5.5)
europe-illegal-dice = pyramidi alueella { $field } heittää tasan { $dice ->
        [one] { $dice } nopan
       *[other] { $dice } noppaa
    } (R5.1)
europe-illegal-place = { $power } asettaa omille alueilleen { $fields } (R3.2)
europe-illegal-first = vain pelissä oleva suurvalta voi aloittaa (R3.1)
europe-power-bri = Britannia liittolaisineen
europe-power-fra = Ranska liittolaisineen
europe-power-dua = Kaksoisliitto
europe-power-rus = Venäjä
europe-power-ott = Osmanien valtakunta
europe-stage-first = aloittaja
europe-stage-place = asettaminen
europe-stage-action = toiminto
europe-stage-attack-roll = hyökkääjän heitto
europe-stage-defence-roll = puolustajan heitto
europe-stage-france-decides = Ranska päättää
europe-stage-france-reroll = Ranskan toinen heitto
europe-stage-retreat = perääntyminen
europe-stage-over = loppu

# the terminal picture of a view and the notation help
europe-pic-title = Euroopan sota - { $head }
europe-pic-over = Peli päättyi kierroksen { $round } jälkeen: { $reason }
europe-pic-first = Heitetään aloittajasta
europe-pic-round = Kierros { $round }; vuorossa { $power }
europe-pic-round-of = Kierros { $round }/{ $limit }; vuorossa { $power }
europe-pic-port = { $mark } satama ({ $sea })
europe-pic-ports = { $marks } (laiva kulkee saman meren minkä tahansa kahden sataman välillä)
europe-sea-atlantic = Atlantti
europe-sea-mediterranean = Välimeri
europe-pic-pieces = Pyramidi = vallan kirjain + koko: L suuri (3 noppaa), M keskikokoinen (2), S pieni (1); .. tyhjä
europe-pic-territories = Alueet:
europe-pic-not-played = (ei pelissä)
europe-pic-eliminated = PUDONNUT
europe-pic-player = Pelaaja { $number } { $power } { $name } varasto L{ $large } M{ $medium } S{ $small }  kenttiä { $fields }
europe-pic-attacking = Taistelu: { $attacker } { $attacker_size } kentällä { $start } hyökkää: { $defender } { $defender_size } kentällä { $to }
europe-pic-landing = Taistelu: { $attacker } { $attacker_size } kentällä { $start } nousee maihin: { $defender } { $defender_size } kentällä { $to }
europe-pic-attacker-rolled = hyökkääjä heitti { $dice } = { $total }
europe-pic-defender-rolled = puolustaja heitti { $dice } = { $total }
europe-pic-rerolled = (Ranska heitti uudelleen)
europe-pic-france-decides = Ranska voi pitää heiton (keep) tai heittää kerran uudelleen (reroll)
europe-pic-retreat = hyökkääjä voitti: { $defender } valitsee, minne perääntyä
europe-field-gbr = Iso-Britannia
europe-field-bnl = Benelux
europe-field-ssc = Etelä-Skandinavia
europe-field-fra = Ranska
europe-field-esp = Espanja
europe-field-naf = Pohjois-Afrikka
europe-field-ger = Saksa
europe-field-auh = Itävalta-Unkari
europe-field-ita = Italia
europe-field-nru = Pohjois-Venäjä
europe-field-cru = Keski-Venäjä
europe-field-sru = Etelä-Venäjä
europe-field-sbk = Etelä-Balkan
europe-field-ana = Anatolia
europe-field-lev = Levantti
europe-help-moves = Siirrot (yksi toiminto vuorossa):
europe-help-grow = kasvata omalla kentälläsi GER olevaa pyramidia yhdellä koolla
europe-help-build = aseta uusi pieni pyramidi omalle tyhjälle kentällesi ESP
europe-help-move = siirrä pyramidi viereiselle tyhjälle kentälle (maitse tai meritse saman meren kahden sataman välillä: ~ Atlantti, * Välimeri)
europe-help-attack = hyökkää viereiseen vihollisen pyramidiin
europe-help-pass = vain kun mikään toiminto ei ole mahdollinen
europe-help-decisions = Päätökset pelin aikana:
europe-help-place = alkuasetelma: mikä kentistäsi saa suuren, keskikokoisen, pienen
europe-help-retreat = lyöty puolustaja: perääntyminen ITA:sta tyhjälle kentälle SBK
europe-help-keep = kotonaan puolustava Ranska: pidä heitto tai heitä kerran uudelleen
europe-help-chance = Sattuma (heittää peli): first FRA, roll 6,5,3

## a position text that is not one
europe-pos-bad = asema { $text }: { $why }
europe-pos-not-text = odotettiin tekstiä
europe-pos-too-long = pidempi kuin { $limit } merkkiä: ei ole asema
europe-pos-token = osa { $token } ei ole muotoa AVAIN=ARVO
europe-pos-twice = { $key } on annettu kahdesti
europe-pos-field-missing = alue { $field } puuttuu
europe-pos-powers-missing = powers=... puuttuu
europe-pos-piece = { $field }={ $value }: pyramidi kirjoitetaan suurvallan kirjaimella ja koolla, esimerkiksi DL
europe-pos-powers = powers={ $value } ei vastaa tämän pelin suurvaltoja { $powers }
europe-pos-not-power = { $key }={ $value }: ei ole tämän pelin suurvalta
europe-pos-nobody = pyramidit { $letter }: kukaan ei pelaa tällä suurvallalla
europe-pos-three = enemmän kuin kolme pyramidia { $piece } (R2.2)
europe-pos-eliminated-piece = alueella { $field } on pelistä pudonneen pelaajan pyramidi (R6.5)
europe-pos-choice = { $key }={ $value }: odotettiin yhtä arvoista { $choices }
europe-pos-out-before-play = phase={ $phase } on ennen peliä: kukaan ei ole vielä pudonnut (R3, R6.5)
europe-pos-few-left = pelaajia on jäljellä alle kaksi, mutta peli ei ole päättynyt (R6.5)
europe-pos-first-dash = ennen ensimmäistä heittoa first=- ja turn=-
europe-pos-turn-out = turn={ $power }: tämä pelaaja on pudonnut pelistä
europe-pos-round = round={ $value }: odotettiin lukua 0-{ $max }
europe-pos-round-limit = round={ $round } ylittää kierrosrajan
europe-pos-attack-form = attack={ $value }: odotettiin kahta aluetta, esimerkiksi GER-FRA
europe-pos-attack-phase = phase={ $phase } ja attack= eivät sovi yhteen
europe-pos-attack-attacker = attack={ $attack }: siellä ei ole suurvallan { $power } hyökkääjää
europe-pos-attack-enemy = attack={ $attack }: ei vihollisen pyramidia, jota hyökätä
europe-pos-attack-adjacent = attack={ $attack }: alueet eivät ole vierekkäin
europe-pos-dice-attacker = a={ $value }: väärät hyökkääjän nopat tähän vaiheeseen
europe-pos-dice-defender = d={ $value }: väärät puolustajan nopat tähän vaiheeseen
europe-pos-dice-form = nopat { $value }: odotettiin yhdestä kolmeen noppaa 1-6, suurin ensin
europe-pos-dice-order = nopat { $value }: kirjoita suurin noppa ensin
europe-pos-unknown-key = tuntematon avain { $key }
europe-pos-retreat = phase=retreat, mutta puolustajalla ei ole tyhjää aluetta, jolle vetäytyä
europe-pos-decides = phase=france-decides vaatii kotonaan puolustavan Ranskan, joka ei ole vielä heittänyt uudelleen
europe-pos-reroll = phase=france-reroll vaatii rerolled=yes
europe-pos-rerolled = rerolled=yes vasta, kun kotonaan puolustava Ranska on heittänyt uudelleen (R5.3)
europe-pos-place-empty = phase=place, mutta suurvallan { $power } alue ei ole tyhjä (R3.2)
europe-pos-home = suurvallalla { $power } ei ole pyramidia kotona, mutta se ei ole pudonnut (R6.1, R6.5)
europe-pos-winners-twice = winners=: suurvalta on mainittu kahdesti
europe-pos-one-winner = result={ $reason } vaatii tasan yhden voittajan, joka on yhä pelissä
europe-pos-winner-power = result={ $reason }, mutta voittaja on { $power } ({ $rule })
europe-pos-last = result=last, mutta muita pelaajia on yhä pelissä (R6.5)
europe-pos-together = result=together: ketään ei ole jäljellä ja viimeiset pelaajat jakavat voiton (R6.5)
europe-pos-winners-in = result={ $reason }: voittajien on oltava yhä pelissä olevia pelaajia
europe-pos-time-draw = result=time-draw: voittajia ovat kaikki jäljellä olevat pelaajat ({ $powers })
europe-pos-time-round = result={ $reason } vaatii, että round= on kierrosraja (R6.6, E12)
europe-pos-first-round = phase=first on ennen kierrosta 1: round=0
europe-pos-first-board = phase=first: laudan on oltava tämän aloituksen alkulauta
europe-pos-place-round = phase=place on kierroksella 1 (R3.2)
europe-pos-placed = phase=place: { $power } on asettanut L:n, M:n ja S:n (R3.2)
europe-pos-place-only = phase=place: pyramideja on vain suurvalloilla, jotka ovat jo asettaneet (R3.2)
europe-pos-played-round = phase={ $phase } pelataan kierroksesta 1 alkaen
