# Thud – kääpiöt, peikot, Thud-kivi, heitto, tönäisy.

thud-side-dwarfs = kääpiöt
thud-side-trolls = peikot
thud-phase-move = vuorossa: { $side }
thud-phase-offer = { $side } ehdottavat taistelun lopettamista: hyväksy tai hylkää
thud-end-agreement = molemmat pelaajat sopivat taistelun lopettamisesta
thud-end-no-move = vuorossa olevalla puolella ei ollut sallittua siirtoa
thud-end-no-pieces = toiselta puolelta loppuivat nappulat
thud-end-quiet = ei lyöntejä hiljaisten siirtojen rajan aikana
thud-end-ply-limit = taistelu saavutti siirtorajansa
thud-end-rock-home = kääpiöt veivät Kallion vastakkaiselle reunalle (Koom Valley)
thud-end-rock-taken = kolme peikkoa piiritti Kallion (Koom Valley)
thud-outcome = taistelu { $battle } päättyi: { $reason }
thud-move-battle-over = { $move }  [taistelu { $battle } ohi: { $reason }; { $dwarfs ->
        [one] { $dwarfs } kääpiö
       *[other] { $dwarfs } kääpiötä
    }, { $trolls ->
        [one] { $trolls } peikko
       *[other] { $trolls } peikkoa
    }, ero { $margin } kääpiöiden hyväksi]
thud-error-notation = siirto { $move }: ei ole Thud-merkintää (siirto on nappula d tai T, lähtöruutu, '-', kohderuutu, sitten x ja ruutu kutakin lyöntiä kohden, esimerkiksi dF1-F5, dF1-F4xF4, TG7-G6xF5 (R Kalliolle Koom Valleyssä); ruudut ovat sarakkeet A-H, J-P ja rivit 1-15 laudalla; tai offer, accept, decline)
thud-error-too-long = siirto { $move }: { $length } merkkiä, pidempi kuin mikään Thud-siirto ({ $limit })
thud-illegal-not-now = sitä ei voi pelata nyt
thud-illegal-answer-offer = { $side } ehdottivat taistelun lopettamista: vastaa accept tai decline
thud-illegal-agreement-off = taistelun lopettaminen sopimalla on pois päältä (valinta agreement=false)
thud-illegal-offer-declined = ehdotus on jo hylätty tällä vuorolla: tee siirto
thud-illegal-no-offer = mikään ehdotus taistelun lopettamisesta ei odota vastausta
thud-illegal-stone = Thud-kivi ei liiku koskaan klassisessa Thudissa (R1.3; se liikkuu säännöillä ruleset=kvt)
thud-illegal-turn = vuorossa ovat { $side }
thud-illegal-no-dwarf = ruudussa { $square } ei ole kääpiötä
thud-illegal-no-troll = ruudussa { $square } ei ole peikkoa
thud-illegal-not-line = { $to } ei ole suoralla linjalla ruudusta { $start }
thud-illegal-off-board = reitti menee laudan ulkopuolelle
thud-illegal-blocked = reitti on tukossa ruudussa { $square } (R3.1: yli ei hypätä)
thud-illegal-hurl-reach = { $n ->
        [one] { $n } kääpiön rivin heitto ulottuu enintään { $n } ruudun päähän
       *[other] { $n } kääpiön rivin heitto ulottuu enintään { $n } ruudun päähän
    }, { $to } on { $distance } ruudun päässä (R3.2)
thud-illegal-hurl-written = heitto peikon päälle kirjoitetaan { $written } (R3.2)
thud-illegal-occupied = { $square } on varattu
thud-illegal-dwarf-capture = kääpiö lyö vain heittäytymällä peikon päälle (R3.2)
thud-illegal-troll-occupied = { $square } on varattu (R4: peikot laskeutuvat tyhjiin ruutuihin)
thud-illegal-no-dwarf-next = ruudussa { $square } ei ole kääpiötä ruudun { $to } vieressä (R4.3)
thud-illegal-step-one = peikon askel lyö enintään yhden kääpiön (R4.1); useamman lyöminen vaatii tönäisyn, joka vie kaikki viereiset kääpiöt (R4.2)
thud-illegal-shove-line = tönäisy vaatii peikon taakse vähintään { $need } peikon rivin (R4.2)
thud-illegal-shove-reach = { $n } peikon rivi tönäisee enintään { $n ->
        [one] { $n } ruudun
       *[other] { $n } ruutua
    } (R4.2)
thud-illegal-shove-capture = tönäisyn on lyötävä vähintään yksi kääpiö (R4.2)
thud-illegal-shove-all = tönäisy lyö kaikki kohderuudun viereiset kääpiöt (R4.2)
thud-illegal-rock = Kallio liikkuu yhden ruudun tyhjään ruutuun, vain kun sen vieressä on kääpiö ennen ja jälkeen, ja vain kääpiöiden vuorolla (K4)
thud-illegal-kvt = tämä ei ole sallittu Koom Valley -siirto tässä (K2: peikot liikkuvat 1-3 ruutua suoraan tai hyppäävät kääpiöiden yli; K3: kääpiöt liikkuvat suoraan, lyönnit kirjoitetaan itsestään)

# the terminal picture of a view and the notation help
thud-pic-battle = Taistelu { $battle }/{ $battles }: { $dwarf_player } pelaa kääpiöillä (d, jäljellä { $dwarfs }), { $troll_player } peikoilla (T, jäljellä { $trolls }).
thud-pic-result = Taistelu { $battle }: kääpiöitä { $dwarfs }, peikkoja { $trolls }, ero { $margin } pelaajalle { $player } (kääpiöt); { $end }.
thud-pic-totals = Yhteensä: { $first } { $first_score }, { $second } { $second_score }.
thud-pic-over = Ottelu on päättynyt.
thud-pic-offer = { $side } tarjoavat taistelun lopettamista: { $player }, hyväksy tai hylkää.
thud-pic-to-move = Vuorossa { $player } ({ $side }); puolisiirto { $ply }, viimeisestä lyönnistä { $quiet }.
thud-help-moves = Siirrot: nappula (d tai T), mistä, ”-”, mihin, sitten ”x” ja jokainen lyöty ruutu.
thud-help-dwarf-move = kääpiö liikkuu kuin kuningatar
thud-help-hurl = kääpiö heitetään ruudun F4 peikon päälle
thud-help-troll-step = peikko astuu; TG7-G6xF5 astuu ja lyö kääpiön ruudussa F5
thud-help-shove = peikko työnnetään rivistä ja se lyö jokaisen viereisen kääpiön
thud-help-agree = lopeta taistelu sopimalla

# a position text that is not one
thud-position-bad = { $where }: { $why }
thud-where-text = asema { $text }
thud-where-position = asema
thud-where-rank = asema, rivi { $line } (laudan rivi { $rank }) { $text }
thud-where-square = asema, rivi { $line } (laudan rivi { $rank }), ruutu { $square }
thud-where-line = asema, rivi { $line } { $text }
thud-position-not-text = odotettiin tekstiä, saatiin { $kind }
thud-position-too-long = { $length } merkkiä; Thud-asemassa on enintään { $limit }
thud-position-lines = { $count ->
        [one] { $count } rivi
       *[other] { $count } riviä
    }; odotettiin 15 laudan riviä ja vuorossa olevan puolen rivi
thud-position-line-length = { $length } merkkiä, odotettiin 15
thud-position-char = { $char } ei ole mikään merkeistä d T X . #
thud-position-off-board = laudan ulkopuolella, oltava ”#”
thud-position-on-board = laudalla, ei voi olla ”#”
thud-position-stone = Thud-kivi on ruudussa H8 ja vain siellä
thud-position-stones = { $count } Thud-kiveä (X); niitä on oltava yksi
thud-position-pieces = { $dwarfs } kääpiötä ja { $trolls } peikkoa; enintään { $max_dwarfs } kääpiötä ja { $max_trolls } peikkoa
thud-position-side = vuorossa olevan puolen on oltava d tai T
thud-position-results-many = enemmän tulosrivejä kuin taisteluita ({ $battles })
thud-position-count = { $value } ei ole luku (ASCII-numerot 0-9, enintään { $digits })
thud-position-line-kind = odotettiin ”battle N”, ”result D T REASON”, ”quiet N”, ”ply N”, ”offer pending|declined” tai ”over”
thud-position-twice = { $key } on annettu kahdesti
thud-position-battle-range = taistelu { $battle } ei ole välillä 1-{ $battles }
thud-position-results = taistelu { $battle } tarvitsee { $finished ->
        [one] { $finished } tulosrivin
       *[other] { $finished } tulosriviä
    }, löytyi { $found }
thud-position-results-over = taistelu { $battle } (päättynyt) tarvitsee { $finished ->
        [one] { $finished } tulosrivin
       *[other] { $finished } tulosriviä
    }, löytyi { $found }
thud-position-over-last = ottelu päättyy vasta viimeisen taistelunsa ({ $battles }) jälkeen, ei taistelun { $battle } jälkeen
thud-position-quiet-ply = quiet { $quiet } ja ply { $ply } täytyy toteuttaa quiet <= ply
thud-position-over-lines = päättyneessä ottelussa ei ole quiet-, ply- eikä offer-rivejä
thud-position-quiet-limit = quiet { $quiet } saavuttaa quiet_limit { $limit }, joten taistelu olisi päättynyt (R5.4)
thud-position-ply-limit = ply { $ply } saavuttaa ply_limit { $limit }, joten taistelu olisi päättynyt (R5.4)
thud-position-offer-off = tarjous on kirjattu, mutta valinta agreement ei ole päällä
thud-position-last-result = viimeisen taistelun tulos ({ $result_dwarfs } kääpiötä, { $result_trolls } peikkoa) ei vastaa lautaa ({ $dwarfs } kääpiötä, { $trolls } peikkoa)
thud-position-result-form = tulos on ”result D T REASON”, jossa on 0-{ $max_dwarfs } kääpiötä ja 0-{ $max_trolls } peikkoa
thud-position-result-reason = { $reason } ei ole tapa, jolla taistelu päättyy näillä valinnoilla ({ $allowed })
thud-position-wiped = taistelu päättyy puolen tuhoutumiseen täsmälleen silloin, kun syy on no-pieces (R5.3)
