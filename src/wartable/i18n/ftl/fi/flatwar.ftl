# Flatwar (Tasamaan sota) – punaiset ja mustat, tasakylkiset sotilaat, tasakylkinen ratsuväki,
# säännölliset kolmiot, Neliöt, toimintapisteet, maastonappulat.

flatwar-seat-red = Punaiset
flatwar-seat-black = Mustat
flatwar-seat-blue = Siniset
flatwar-seat-green = Vihreät
flatwar-side-red = punaiset
flatwar-side-black = mustat
flatwar-side-blue = siniset
flatwar-side-green = vihreät
flatwar-phase-build = armeijan kokoaminen
flatwar-phase-terrain-roll = maastoheitto
flatwar-phase-terrain = maaston asettaminen
flatwar-phase-deploy = joukkojen sijoittaminen
flatwar-phase-draw = kortin nosto
flatwar-phase-act = toiminta
flatwar-phase-over = loppu
flatwar-phase-now = vaihe: { $phase }, vuorossa { $side }
flatwar-attack-melee = lähitaistelu
flatwar-attack-shot = ammunta
flatwar-attack-charge = rynnäkkö
flatwar-move-hidden-army = armeija ?
flatwar-move-draw = { $move } ({ $side } toimivat { $points } TP:llä)
flatwar-move-draw-pass = { $move } ({ $side } toimivat { $points } TP:llä, mutta heillä ei ole toimintaa ja he passaavat)
flatwar-move-terrain-roll = { $move } ({ $side } asettavat { $count ->
        [one] { $count } maastonappulan
       *[other] { $count } maastonappulaa
    })
flatwar-move-cavalry-roll = { $move } (ratsuväellä ruudussa { $square } on { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    })
flatwar-move-attacker-roll = { $move } (hyökkääjä, { $attack } { $start }{ $op }{ $target })
flatwar-move-defender-roll = { $move } (puolustaja, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastaan { $dr }+{ $dv }={ $dt }, { $effect })
flatwar-move-defender-roll-flees = { $move } (puolustaja, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastaan { $dr }+{ $dv }={ $dt }, { $effect }; { $fled } menettivät viimeisen Neliönsä ja pakenevat)
flatwar-effect-destroyed = tuhottu
flatwar-effect-none = ei vaikutusta
flatwar-end-turn-limit = ei voittajaa { $cards } kortin jälkeen (turn_limit)
flatwar-end-no-action = kumpikaan puoli ei voi enää toimia
flatwar-end-no-attack = mikään yksikkö ei voi enää koskaan hyökätä toisen puolen yksiköihin
flatwar-end-draw-between = { $reason }: tasapeli puolten { $sides } kesken
flatwar-end-no-square = { $side } ovat menettäneet kaikki Neliönsä
flatwar-end-last-square = vain { $side } ovat vielä Neliön haltijoita
flatwar-list-2 = { $first } ja { $second }
flatwar-list-3 = { $first }, { $second } ja { $third }
flatwar-list-4 = { $first }, { $second }, { $third } ja { $fourth }
flatwar-error-too-long = siirto { $move }: { $length } merkkiä, pidempi kuin mikään Flatwar-siirto ({ $limit })
flatwar-error-notation = siirto { $move }: ei ole Flatwar-merkintää (esim. 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', 'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')
flatwar-error-army-twice = siirto { $move }: armeija nimeää jokaisen yksikkötyypin vain kerran
flatwar-error-no-square = siirto { $move }: { $square } ei ole { $width } x { $width } -laudan ruutu ({ $first }-{ $last })
flatwar-illegal-hidden-build = armeija kootaan salassa (R2.7): osta koko armeija yhdellä siirrolla, esim. 'army I9 C3 R2 S1' tai 'army balanced'
flatwar-illegal-phase = nyt on vaihe ”{ $phase }” (siirrot: { $moves })
flatwar-illegal-army = { $army } ei ole sallittu armeija: enintään { $points } pistettä (I 1, C 2, R 3, S 4), vähintään yksi Neliö ja kaksi tasakylkistä (I tai C) Neliötä kohden
flatwar-illegal-army-bought = armeijassa on oltava jo ostetut yksiköt ({ $bought })
flatwar-illegal-done = armeija ei ole vielä sallittu: tarvitaan Neliö ja kaksi tasakylkistä Neliötä kohden
flatwar-illegal-buy = tämä yksikkö ei mahdu 25 pisteeseen niin, että armeijan voisi vielä täydentää
flatwar-illegal-terrain = ruutu ei ole tyhjä
flatwar-illegal-deploy = { $side } sijoittavat omien kolmen rivinsä tyhjiin ruutuihin, vain jäljellä olevia yksiköitä, ja jättävät tilaa Neliölle
flatwar-illegal-card-drawn = tämä kortti on jo nostettu edellisen sekoituksen jälkeen
flatwar-illegal-advance = hyökkääjän on valittava 'advance' tai 'hold'
flatwar-illegal-combat = hyökkäys on kesken: sattuma heittää nopat
flatwar-illegal-cavalry-rolling = ruudun { $square } ratsuväki heittää pisteitään
flatwar-illegal-cavalry-active = ruudun { $square } ratsuväki on aktiivinen { $points } pisteellä ja sen on käytettävä ne (askeleet: suoraan 1, vinottain 2, ei koskaan alle 1; rynnäkkö 1)
flatwar-illegal-off-board = { $width } x { $width } -laudalla ei ole ruutua { $square }
flatwar-illegal-no-unit = ruudussa { $square } ei ole puolen ”{ $side }” yksikköä
flatwar-illegal-used = ruudun { $square } yksikkö on jo hyökännyt tai aktivoitu tällä vuorolla
flatwar-illegal-not-cavalry = ruudun { $square } yksikkö ei ole ratsuväkeä
flatwar-illegal-activate-first = ruudun { $square } ratsuväki on ensin aktivoitava ('activate { $square }')
flatwar-illegal-step = jalkaväki astuu yhden ruudun mihin suuntaan tahansa tyhjään ruutuun
flatwar-illegal-melee = lähitaistelu vaatii viereisen vihollisyksikön
flatwar-illegal-no-shooting = tasakylkiset sotilaat eivät voi ampua
flatwar-illegal-range = siellä ei ole vihollisyksikköä kantaman sisällä (säännöllinen 2, Neliö 3)
flatwar-illegal-range-sight = siellä ei ole vihollisyksikköä kantaman ja näkyvyyden sisällä (säännöllinen 2, Neliö 3)
flatwar-illegal-no-cavalry = mikään ratsuväki ei ole aktiivinen
flatwar-illegal-in-phase = vaiheessa ”{ $phase }” tämä ei ole sallittu siirto

# the terminal picture of a view and the notation help
flatwar-pic-legend-2 = punaiset: I sotilas, C ratsuväki, R säännöllinen, S Neliö; mustat pienillä kirjaimilla; # maasto
flatwar-pic-legend-first = punaiset: I sotilas, C ratsuväki, R säännöllinen, S Neliö; mustat: i c r s;
flatwar-pic-legend-3 = siniset: F K G Q (sotilas, ratsuväki, säännöllinen, Neliö); # maasto
flatwar-pic-legend-4 = siniset: F K G Q, vihreät: f k g q (sotilas, ratsuväki, säännöllinen, Neliö); # maasto
flatwar-pic-army-hidden = piilossa, kunnes jokainen puoli on koonnut armeijansa
flatwar-pic-army-none = ei mitään
flatwar-pic-units-i = { $count ->
        [one] { $count } tasakylkinen sotilas
       *[other] { $count } tasakylkistä sotilasta
    }
flatwar-pic-units-c = { $count } tasakylkistä ratsuväkeä
flatwar-pic-units-r = { $count ->
        [one] { $count } säännöllinen kolmio
       *[other] { $count } säännöllistä kolmiota
    }
flatwar-pic-units-s = { $count ->
        [one] { $count } Neliö
       *[other] { $count } Neliötä
    }
flatwar-pic-build-unseen = Armeijan kokoaminen: { $side } valitsevat armeijansa, salassa (R2.7).
flatwar-pic-build-hidden = Armeijan kokoaminen: { $side } valitsevat koko armeijansa yhdellä siirrolla,
flatwar-pic-build-hidden-example = esim. ”army I9 C3 R2 S1”; muut näkevät sen, kun jokainen puoli on koonnut armeijansa.
flatwar-pic-build-open = Armeijan kokoaminen: { $side } ostavat yksiköitä ({ $spent }/25 pistettä käytetty).
flatwar-pic-terrain-roll = Maasto: { $side } heittävät noppaa maastopalojensa määrästä.
flatwar-pic-terrain = Maasto: { $side } asettavat palan (jäljellä: { $left }).
flatwar-pic-deploy-rows = Ryhmitys: { $side } asettavat yksikön kolmelle ensimmäiselle rivilleen.
flatwar-pic-deploy-red = Ryhmitys: { $side } asettavat yksikön kolmelle alimmalle rivilleen.
flatwar-pic-deploy-black = Ryhmitys: { $side } asettavat yksikön kolmelle ylimmälle rivilleen.
flatwar-pic-deploy-blue = Ryhmitys: { $side } asettavat yksikön kolmeen vasemmanpuoleiseen sarakkeeseensa.
flatwar-pic-deploy-green = Ryhmitys: { $side } asettavat yksikön kolmeen oikeanpuoleiseen sarakkeeseensa.
flatwar-pic-draw = Kortti nostetaan (pakassa jäljellä { $left }).
flatwar-pic-act-card = Vuoro { $turn }: { $side } toimivat, kortti { $card } ({ $points } TP), { $ap } TP jäljellä.
flatwar-pic-act = Vuoro { $turn }: { $side } toimivat, { $ap } TP jäljellä.
flatwar-pic-reserve = reservi ({ $side }): { $army }
flatwar-pic-used = käytetty tällä vuorolla: { $squares }
flatwar-pic-cavalry-rolling = ratsuväki { $square } aktivoitu: heittää pisteensä
flatwar-pic-may-upgrade = voi vahvistaa
flatwar-pic-cavalry = ratsuväki { $square }: { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    } (rynnäkkö +{ $bonus }{ $upgrade })
flatwar-pic-combat-won = { $attack } tuhosi kohteen: eteneminen (advance) vai paikallaan pysyminen (hold)?
flatwar-pic-combat-defender = { $attack }: hyökkääjä heitti { $roll }, puolustaja heittää
flatwar-pic-combat-attacker = { $attack }: hyökkääjä heittää
flatwar-pic-last = viimeisin hyökkäys { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastaan { $dr }+{ $dv }={ $dt }, { $effect }
flatwar-pic-draw-result = Peli päättyi: tasapeli.
flatwar-pic-wins = Peli päättyi: { $side } voittavat.
flatwar-help-title = Flatwarin siirrot (ruudut a1-h8, punaiset alhaalla; 3-4 pelaajalla a1-l12):
flatwar-help-army = koko armeijasi yhdellä siirrolla: montako sotilasta I (1 piste), ratsuväkeä C (2), säännöllistä R (3), Neliötä S (4); enintään 25 pistettä, Neliö ja kaksi I:tä tai C:tä Neliötä kohti; missä järjestyksessä tahansa (”army s1 i9”); tai valmis armeija: army balanced | cavalry | guns | infantry. Piilotetussa kokoamisessa (oletus) muut näkevät vain ”army ?”, kunnes jokainen puoli on koonnut armeijansa.
flatwar-help-buy = avoin kokoaminen (valinta build=open): yksi yksikkö kerrallaan
flatwar-help-terrain = aseta maastopala
flatwar-help-place = aseta yksikkö kolmelle ensimmäiselle rivillesi
flatwar-help-step = askel (jalkaväki 1 TP; aktiivinen ratsuväki: suoraan 1 piste, vinottain 2)
flatwar-help-melee = lähitaistelu (jalkaväki, 1 TP); rynnäkkö (aktiivinen ratsuväki, 1 piste)
flatwar-help-shoot = ammunta (säännöllinen kantama 2, Neliö kantama 3; 1 TP)
flatwar-help-activate = aktivoi ratsuväki (1 TP, heittää pisteensä)
flatwar-help-upgrade = +1 piste juuri aktivoidulle ratsuväelle (1 TP, enintään 6)
flatwar-help-stop = lopeta ratsuväen aktivointi (kun sallittu)
flatwar-help-advance = tuhonneen lähitaistelun jälkeen: ota ruutu tai pysy paikallasi
flatwar-help-end = lopeta vuorosi (käyttämättömät TP menetetään)
flatwar-help-chance = Sattuman siirrot (roll N, draw 7H; toisen pakan 7H') tekee peli.

## a position text that is not one
flatwar-pos-bad = Flatwar-asema: { $why } (kohdassa { $text })
flatwar-pos-whole = Flatwar-asema: { $why }
flatwar-pos-not-text = odotettiin tekstiä, saatiin { $kind }
flatwar-pos-too-long = { $length } merkkiä; asemassa on enintään { $limit }
flatwar-pos-rows = tarvitaan { $rows } laudan riviä ({ $rows }–1) ja kentät
flatwar-pos-row = laudan rivin { $row } on oltava '{ $row }' ja { $width } ruutua
flatwar-pos-cell = { $value } ei ole ruutu (jokin näistä: { $cells })
flatwar-pos-square = { $value } ei ole ruutu { $first }..{ $last }
flatwar-pos-number = { $value } ei ole luku { $lo }..{ $hi }
flatwar-pos-reserve = { $value } ei ole reservi kuten 'I9C3R2S1' tai '-'
flatwar-pos-unknown = tuntematon kenttä { $key } (kentät: { $keys })
flatwar-pos-twice = kenttä { $key } on annettu kahdesti
flatwar-pos-phase-missing = kenttä 'phase' vaaditaan
flatwar-pos-choice = kentän { $key } on oltava jokin arvoista { $choices }
flatwar-pos-form = kentän { $key } on oltava muotoa { $form }
flatwar-pos-card-deck = { $value } ei ole tämän pelin pakan kortti ({ $cards })
flatwar-pos-card = { $value } ei ole kortti
flatwar-pos-upgrades = parannukset vain nostavat pisteitä heiton yläpuolelle
flatwar-pos-combat-end = combat-kentän on päätyttävä '?', hyökkääjän heittoon 1-6 tai 'won'
flatwar-pos-needs-side = vaihe { $phase } tarvitsee osapuolen
flatwar-pos-no-side = vaiheessa { $phase } osapuoli on '-'
flatwar-pos-result-over = tulos annetaan täsmälleen silloin, kun vaihe on over
flatwar-pos-act-cavalry = cavalry ja combat kuuluvat act-vaiheeseen
flatwar-pos-act-card = card, ap ja used kuuluvat act-vaiheeseen
flatwar-pos-cost = osapuolen { $side } yksiköt maksavat { $cost } pistettä; armeijassa on enintään { $limit } (R2.3)
flatwar-pos-before-deploy = yksiköitä on laudalla ennen sijoittamista (R4)
flatwar-pos-army-legal = osapuolen { $side } armeija ei ole sallittu armeija (R2.2)
flatwar-pos-own-rows = osapuoli { $side } sijoittaa vain omille kolmelle rivilleen (R4.1)
flatwar-pos-no-square = osapuolella { $side } ei ole Neliötä laudalla eikä reservissä (R2.2)
flatwar-pos-reserve-no-room = osapuolella { $side } on yksiköitä reservissä, mutta riveillään ei vapaata ruutua, joten ne olisi poistettu (R4.3)
flatwar-pos-reserve-after = sijoittamisen jälkeen reserviin ei jää yksiköitä (R4)
flatwar-pos-square-over = osapuolella { $side } ei ole Neliötä, joten peli olisi ohi (R9.1)
flatwar-pos-square-fled = osapuolella { $side } ei ole Neliötä, joten sen yksiköt ovat paenneet (R10.5)
flatwar-pos-one-alive = vain yhdellä osapuolella on Neliö, joten se on voittanut (R10.5)
flatwar-pos-fled-act = osapuoli { $side } on paennut eikä voi toimia (R10.5)
flatwar-pos-terrain-build = maasto heitetään armeijoiden kokoamisen jälkeen (R3.1)
flatwar-pos-terrain-placed = maasto asetetaan vasta maastoheittojen jälkeen (R3)
flatwar-pos-terrain-all = kaikki maastopalat asetetaan ennen sijoittamista (R3)
flatwar-pos-drawn-turns = { $drawn } korttia nostettu { $turns } vuorossa
flatwar-pos-before-battle = ennen taistelua ei nosteta korttia eikä hyökätä
flatwar-pos-turn-limit = turns { $turns } saavuttaa turn_limit { $limit }, joten peli olisi ohi (R9.2)
flatwar-pos-card-not-drawn = kortti { $card } ei ole nostettujen joukossa
flatwar-pos-card-other = kortti { $card } kuuluu toiselle osapuolelle
flatwar-pos-ap-card = ap { $ap } on enemmän kuin kortti { $card } antaa (R5.4)
flatwar-pos-ap = ap { $ap }; kortti antaa enintään 10 (R5.4)
flatwar-pos-used = used luettelee vain osapuolen omien yksiköiden ruudut
flatwar-pos-no-cavalry = ruudussa { $square } ei ole osapuolen { $side } ratsuväkeä
flatwar-pos-cavalry-used = aktiivisen ratsuväen on oltava used-luettelossa
flatwar-pos-no-attacker = ruudussa { $square } ei ole hyökkääjää
flatwar-pos-won-empty = voitettu lähitaistelu jättää ruudun { $square } tyhjäksi
flatwar-pos-no-enemy = ruudussa { $square } ei ole vihollista
flatwar-pos-range = { $square } ei ole ampujan kantamalla
flatwar-pos-adjacent = lähitaistelu ja rynnäköt osuvat vain viereisiin ruutuihin
flatwar-pos-cavalry-charges = ratsuväki hyökkää rynnäköllä (R7)
flatwar-pos-attacker-used = hyökkääjän ruudussa { $square } on oltava used-luettelossa
flatwar-pos-charge-active = rynnäkön tekee aktiivinen ratsuväki
flatwar-pos-only-cavalry = kun ratsuväki on aktiivinen, vain se hyökkää (R7)
flatwar-pos-charge-spent = rynnäköivä ratsuväki on käyttänyt pisteensä
flatwar-pos-ap-left = act-vaihe tarvitsee jäljellä olevia toimintopisteitä
flatwar-pos-nothing-to-place = osapuolella { $side } ei ole enää yksikköä sijoitettavaksi
flatwar-pos-no-free = osapuolella { $side } ei ole vapaata ruutua sijoittamiseen
flatwar-pos-takes-army = osapuoli { $side } ottaa armeijan { $army } (asetus), se ei kokoa omaa
flatwar-pos-cannot-complete = osapuolen { $side } armeijaa ei voi täydentää
flatwar-pos-hidden-build = piilotetussa kokoamisessa osapuoli { $side } ostaa koko armeijansa yhdellä siirrolla, joten se ei ole vielä ostanut mitään (R2.7)
flatwar-pos-seat-order = armeijat kootaan (tai otetaan) paikkajärjestyksessä, { $sides } (R2)
flatwar-pos-terrain-rolls = maastoheittojen on oltava '?' kunnes ne heitetään, paikkajärjestyksessä
flatwar-pos-no-terrain = osapuolella { $side } ei ole enää maastoa asetettavaksi
flatwar-pos-winner-2 = osapuoli { $side } voittaa vain, kun sen Neliö on pystyssä ja toisen osapuolen on poissa (R9.1, R10.5)
flatwar-pos-winner-n = osapuoli { $side } voittaa vain, kun sen Neliö on pystyssä ja muiden ovat poissa (R9.1, R10.5)
