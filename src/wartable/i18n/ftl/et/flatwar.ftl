# Flatwar (Lamemaa sõda) – punased ja mustad, võrdhaarsed sõdurid, võrdhaarne ratsavägi,
# korrapärased kolmnurgad, Ruudud, tegevuspunktid, maastikunupud.

flatwar-seat-red = Punased
flatwar-seat-black = Mustad
flatwar-seat-blue = Sinised
flatwar-seat-green = Rohelised
flatwar-side-red = punased
flatwar-side-black = mustad
flatwar-side-blue = sinised
flatwar-side-green = rohelised
flatwar-phase-build = armee koostamine
flatwar-phase-terrain-roll = maastikuvise
flatwar-phase-terrain = maastiku paigutamine
flatwar-phase-deploy = üksuste paigutamine
flatwar-phase-draw = kaardi tõmbamine
flatwar-phase-act = tegutsemine
flatwar-phase-over = lõpp
flatwar-phase-now = faas: { $phase }, mängivad { $side }
flatwar-attack-melee = lähivõitlus
flatwar-attack-shot = laskmine
flatwar-attack-charge = rünnak
flatwar-move-hidden-army = armee ?
flatwar-move-draw = { $move } ({ $side } tegutsevad { $points } TP-ga)
flatwar-move-draw-pass = { $move } ({ $side } tegutsevad { $points } TP-ga, kuid neil pole tegevust ja nad loobuvad)
flatwar-move-terrain-roll = { $move } ({ $side } paigutavad { $count ->
        [one] { $count } maastikunupu
       *[other] { $count } maastikunuppu
    })
flatwar-move-cavalry-roll = { $move } (ratsaväel ruudul { $square } on { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    })
flatwar-move-attacker-roll = { $move } (ründaja, { $attack } { $start }{ $op }{ $target })
flatwar-move-defender-roll = { $move } (kaitsja, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastu { $dr }+{ $dv }={ $dt }, { $effect })
flatwar-move-defender-roll-flees = { $move } (kaitsja, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastu { $dr }+{ $dv }={ $dt }, { $effect }; { $fled } kaotasid viimase Ruudu ja põgenevad)
flatwar-effect-destroyed = hävitatud
flatwar-effect-none = mõjuta
flatwar-end-turn-limit = võitjat pole pärast { $cards } kaarti (turn_limit)
flatwar-end-no-action = kumbki pool ei saa enam tegutseda
flatwar-end-no-attack = ükski üksus ei saa enam kunagi rünnata teise poole üksusi
flatwar-end-draw-between = { $reason }: viik poolte { $sides } vahel
flatwar-end-no-square = { $side } on jäänud ilma Ruuduta
flatwar-end-last-square = ainult { $side } on veel Ruut
flatwar-list-2 = { $first } ja { $second }
flatwar-list-3 = { $first }, { $second } ja { $third }
flatwar-list-4 = { $first }, { $second }, { $third } ja { $fourth }
flatwar-error-too-long = käik { $move }: { $length } märki, pikem kui ükski Flatwari käik ({ $limit })
flatwar-error-notation = käik { $move }: see ei ole Flatwari kirjaviis (nt 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', 'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')
flatwar-error-army-twice = käik { $move }: armee nimetab iga üksuse tüüpi ainult korra
flatwar-error-no-square = käik { $move }: { $square } ei ole { $width } x { $width } laua ruut ({ $first }-{ $last })
flatwar-illegal-hidden-build = armee koostatakse varjatult (R2.7): osta kogu armee ühe käiguga, nt 'army I9 C3 R2 S1' või 'army balanced'
flatwar-illegal-phase = käib faas „{ $phase }” (käigud: { $moves })
flatwar-illegal-army = { $army } ei ole lubatud armee: kõige rohkem { $points } punkti (I 1, C 2, R 3, S 4), vähemalt üks Ruut ja kaks võrdhaarset (I või C) iga Ruudu kohta
flatwar-illegal-army-bought = armees peavad olema juba ostetud üksused ({ $bought })
flatwar-illegal-done = armee ei ole veel lubatud: vaja on Ruutu ja kahte võrdhaarset iga Ruudu kohta
flatwar-illegal-buy = see üksus ei mahu 25 punkti sisse nii, et armee saaks veel täis
flatwar-illegal-terrain = see ruut ei ole tühi
flatwar-illegal-deploy = { $side } paigutavad oma kolme rea tühjadele ruutudele, ainult alles olevaid üksusi, ja jätavad ruumi Ruudule
flatwar-illegal-card-drawn = see kaart on pärast viimast segamist juba tõmmatud
flatwar-illegal-advance = ründaja peab valima 'advance' või 'hold'
flatwar-illegal-combat = rünnak on pooleli: täringuid veeretab juhus
flatwar-illegal-cavalry-rolling = ruudu { $square } ratsavägi veeretab oma punkte
flatwar-illegal-cavalry-active = ruudu { $square } ratsavägi on aktiivne { $points } punktiga ja peab need ära kulutama (sammud: otse 1, diagonaalis 2, mitte kunagi alla 1; rünnak 1)
flatwar-illegal-off-board = { $width } x { $width } laual ei ole ruutu { $square }
flatwar-illegal-no-unit = ruudul { $square } ei ole poole „{ $side }” üksust
flatwar-illegal-used = ruudu { $square } üksus on sel käigul juba rünnanud või aktiveeritud
flatwar-illegal-not-cavalry = ruudu { $square } üksus ei ole ratsavägi
flatwar-illegal-activate-first = ruudu { $square } ratsavägi tuleb kõigepealt aktiveerida ('activate { $square }')
flatwar-illegal-step = jalavägi astub ühe ruudu mis tahes suunas tühjale ruudule
flatwar-illegal-melee = lähivõitluseks on vaja kõrvalolevat vaenlase üksust
flatwar-illegal-no-shooting = võrdhaarsed sõdurid ei saa lasta
flatwar-illegal-range = seal pole ühtegi vaenlase üksust laskekaugusel (korrapärane 2, Ruut 3)
flatwar-illegal-range-sight = seal pole ühtegi vaenlase üksust laskekaugusel (korrapärane 2, Ruut 3) ja nähtaval
flatwar-illegal-no-cavalry = ükski ratsavägi ei ole aktiivne
flatwar-illegal-in-phase = faasis „{ $phase }” ei ole see lubatud käik

# the terminal picture of a view and the notation help
flatwar-pic-legend-2 = punased: I sõdur, C ratsavägi, R korrapärane, S Ruut; mustad väiketähtedega; # maastik
flatwar-pic-legend-first = punased: I sõdur, C ratsavägi, R korrapärane, S Ruut; mustad: i c r s;
flatwar-pic-legend-3 = sinised: F K G Q (sõdur, ratsavägi, korrapärane, Ruut); # maastik
flatwar-pic-legend-4 = sinised: F K G Q, rohelised: f k g q (sõdur, ratsavägi, korrapärane, Ruut); # maastik
flatwar-pic-army-hidden = varjatud, kuni kõik pooled on armee koostanud
flatwar-pic-army-none = mitte midagi
flatwar-pic-units-i = { $count ->
        [one] { $count } võrdhaarne sõdur
       *[other] { $count } võrdhaarset sõdurit
    }
flatwar-pic-units-c = { $count } võrdhaarset ratsaväelast
flatwar-pic-units-r = { $count ->
        [one] { $count } korrapärane kolmnurk
       *[other] { $count } korrapärast kolmnurka
    }
flatwar-pic-units-s = { $count ->
        [one] { $count } Ruut
       *[other] { $count } Ruutu
    }
flatwar-pic-build-unseen = Armee koostamine: { $side } valivad oma armee, varjatult (R2.7).
flatwar-pic-build-hidden = Armee koostamine: { $side } valivad kogu armee ühe käiguga,
flatwar-pic-build-hidden-example = nt „army I9 C3 R2 S1“; teised näevad seda, kui kõik pooled on armee koostanud.
flatwar-pic-build-open = Armee koostamine: { $side } ostavad üksusi (kulutatud { $spent } punkti 25-st).
flatwar-pic-terrain-roll = Maastik: { $side } veeretavad täringut oma maastikutükkide arvu jaoks.
flatwar-pic-terrain = Maastik: { $side } paigutavad tüki (alles: { $left }).
flatwar-pic-deploy-rows = Paigutus: { $side } panevad üksuse oma esimesse kolme ritta.
flatwar-pic-deploy-red = Paigutus: { $side } panevad üksuse oma kolme alumisse ritta.
flatwar-pic-deploy-black = Paigutus: { $side } panevad üksuse oma kolme ülemisse ritta.
flatwar-pic-deploy-blue = Paigutus: { $side } panevad üksuse oma kolme vasakpoolsesse veergu.
flatwar-pic-deploy-green = Paigutus: { $side } panevad üksuse oma kolme parempoolsesse veergu.
flatwar-pic-draw = Tõmmatakse kaart (pakis alles { $left }).
flatwar-pic-act-card = Käik { $turn }: tegutsevad { $side }, kaart { $card } ({ $points } TP), alles { $ap } TP.
flatwar-pic-act = Käik { $turn }: tegutsevad { $side }, alles { $ap } TP.
flatwar-pic-reserve = reserv ({ $side }): { $army }
flatwar-pic-used = sel käigul kasutatud: { $squares }
flatwar-pic-cavalry-rolling = ratsavägi { $square } aktiveeritud: veeretab oma punkte
flatwar-pic-may-upgrade = saab tugevdada
flatwar-pic-cavalry = ratsavägi { $square }: { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    } (rünnak +{ $bonus }{ $upgrade })
flatwar-pic-combat-won = { $attack } hävitas sihtmärgi: edasi (advance) või paigale (hold)?
flatwar-pic-combat-defender = { $attack }: ründaja veeretas { $roll }, kaitsja veeretab
flatwar-pic-combat-attacker = { $attack }: ründaja veeretab
flatwar-pic-last = viimane rünnak { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } vastu { $dr }+{ $dv }={ $dt }, { $effect }
flatwar-pic-draw-result = Mäng läbi: viik.
flatwar-pic-wins = Mäng läbi: võitsid { $side }.
flatwar-help-title = Flatwari käigud (ruudud a1-h8, punased all; 3-4 mängijaga a1-l12):
flatwar-help-army = kogu armee ühe käiguga: mitu sõdurit I (1 punkt), ratsaväelast C (2), korrapärast R (3), Ruutu S (4); kõige rohkem 25 punkti, Ruut ja kaks I-d või C-d iga Ruudu kohta; mis tahes järjekorras („army s1 i9“); või valmisarmee: army balanced | cavalry | guns | infantry. Varjatud koostamisel (vaikimisi) näevad teised ainult „army ?“, kuni kõik pooled on armee koostanud.
flatwar-help-buy = avatud koostamine (valik build=open): üks üksus korraga
flatwar-help-terrain = paiguta maastikutükk
flatwar-help-place = paiguta üksus oma esimesse kolme ritta
flatwar-help-step = samm (jalavägi 1 TP; aktiivne ratsavägi: otse 1 punkt, diagonaalis 2)
flatwar-help-melee = lähivõitlus (jalavägi, 1 TP); rünnak (aktiivne ratsavägi, 1 punkt)
flatwar-help-shoot = laskmine (korrapärane laskekaugus 2, Ruut laskekaugus 3; 1 TP)
flatwar-help-activate = aktiveeri ratsavägi (1 TP, veeretab oma punktid)
flatwar-help-upgrade = +1 punkt äsja aktiveeritud ratsaväele (1 TP, kuni 6)
flatwar-help-stop = lõpeta ratsaväe aktiveerimine (kui lubatud)
flatwar-help-advance = pärast hävitanud lähivõitlust: võta ruut või jää paigale
flatwar-help-end = lõpeta käik (kasutamata TP kaovad)
flatwar-help-chance = Juhuse käigud (roll N, draw 7H; teise paki 7H') teeb mäng.

## a position text that is not one
flatwar-pos-bad = Flatwari seis: { $why } (kohas { $text })
flatwar-pos-whole = Flatwari seis: { $why }
flatwar-pos-not-text = oodati teksti, saadi { $kind }
flatwar-pos-too-long = { $length } märki; seisus on kõige rohkem { $limit }
flatwar-pos-rows = vaja on { $rows } laua rida ({ $rows } kuni 1) ja välju
flatwar-pos-row = laua rida { $row } peab olema '{ $row }' ja { $width } ruutu
flatwar-pos-cell = { $value } ei ole ruut (üks neist: { $cells })
flatwar-pos-square = { $value } ei ole ruut { $first }..{ $last }
flatwar-pos-number = { $value } ei ole arv { $lo }..{ $hi }
flatwar-pos-reserve = { $value } ei ole reserv nagu 'I9C3R2S1' või '-'
flatwar-pos-unknown = tundmatu väli { $key } (väljad: { $keys })
flatwar-pos-twice = väli { $key } on antud kaks korda
flatwar-pos-phase-missing = väli 'phase' on kohustuslik
flatwar-pos-choice = { $key } peab olema üks väärtustest { $choices }
flatwar-pos-form = { $key } peab olema kujul { $form }
flatwar-pos-card-deck = { $value } ei ole selle mängu paki kaart ({ $cards })
flatwar-pos-card = { $value } ei ole kaart
flatwar-pos-upgrades = täiendused ainult tõstavad punkte üle viske
flatwar-pos-combat-end = combat peab lõppema '?', ründaja viskega 1-6 või 'won'
flatwar-pos-needs-side = faas { $phase } vajab poolt
flatwar-pos-no-side = faasis { $phase } on pool '-'
flatwar-pos-result-over = tulemus antakse täpselt siis, kui faas on over
flatwar-pos-act-cavalry = cavalry ja combat kuuluvad faasi act
flatwar-pos-act-card = card, ap ja used kuuluvad faasi act
flatwar-pos-cost = poole { $side } üksused maksavad { $cost } punkti; armees on kõige rohkem { $limit } (R2.3)
flatwar-pos-before-deploy = üksused on laual enne paigutamist (R4)
flatwar-pos-army-legal = poole { $side } armee ei ole lubatud armee (R2.2)
flatwar-pos-own-rows = pool { $side } paigutab ainult oma kolmele reale (R4.1)
flatwar-pos-no-square = poolel { $side } pole Ruutu laual ega reservis (R2.2)
flatwar-pos-reserve-no-room = poolel { $side } on üksusi reservis, kuid oma ridades pole vaba ruutu, nii et need oleks eemaldatud (R4.3)
flatwar-pos-reserve-after = pärast paigutamist ei jää reservi ühtki üksust (R4)
flatwar-pos-square-over = poolel { $side } pole Ruutu, nii et mäng oleks läbi (R9.1)
flatwar-pos-square-fled = poolel { $side } pole Ruutu, nii et tema üksused on põgenenud (R10.5)
flatwar-pos-one-alive = Ruut on ainult ühel poolel, nii et see on võitnud (R10.5)
flatwar-pos-fled-act = pool { $side } on põgenenud ega saa tegutseda (R10.5)
flatwar-pos-terrain-build = maastik veeretatakse pärast armeede koostamist (R3.1)
flatwar-pos-terrain-placed = maastik paigutatakse alles pärast maastikuviskeid (R3)
flatwar-pos-terrain-all = kogu maastik paigutatakse enne üksuste paigutamist (R3)
flatwar-pos-drawn-turns = { $drawn } kaarti tõmmatud { $turns } käiguga
flatwar-pos-before-battle = enne lahingut ei tõmmata kaarti ega rünnata
flatwar-pos-turn-limit = turns { $turns } jõuab turn_limit { $limit } piirini, nii et mäng oleks läbi (R9.2)
flatwar-pos-card-not-drawn = kaart { $card } ei ole tõmmatute hulgas
flatwar-pos-card-other = kaart { $card } kuulub teisele poolele
flatwar-pos-ap-card = ap { $ap } on rohkem, kui kaart { $card } annab (R5.4)
flatwar-pos-ap = ap { $ap }; kaart annab kõige rohkem 10 (R5.4)
flatwar-pos-used = used loetleb ainult poole enda üksuste ruute
flatwar-pos-no-cavalry = ruudul { $square } pole poole { $side } ratsaväge
flatwar-pos-cavalry-used = aktiivne ratsavägi peab olema kirjas used all
flatwar-pos-no-attacker = ruudul { $square } pole ründajat
flatwar-pos-won-empty = võidetud lähivõitlus jätab { $square } tühjaks
flatwar-pos-no-enemy = ruudul { $square } pole vaenlast
flatwar-pos-range = { $square } ei ole laskja ulatuses
flatwar-pos-adjacent = lähivõitlus ja rünnakud tabavad ainult naaberruute
flatwar-pos-cavalry-charges = ratsavägi ründab sööstuga (R7)
flatwar-pos-attacker-used = ründaja ruudul { $square } peab olema used all
flatwar-pos-charge-active = sööstu teeb aktiivne ratsavägi
flatwar-pos-only-cavalry = kui ratsavägi on aktiivne, ründab ainult tema (R7)
flatwar-pos-charge-spent = sööstval ratsaväel on punktid kulutatud
flatwar-pos-ap-left = faas act vajab alles olevaid tegevuspunkte
flatwar-pos-nothing-to-place = poolel { $side } pole enam üksust paigutada
flatwar-pos-no-free = poolel { $side } pole vaba ruutu paigutamiseks
flatwar-pos-takes-army = pool { $side } võtab armee { $army } (valik), ta ei koosta seda
flatwar-pos-cannot-complete = poole { $side } armeed ei saa lõpetada
flatwar-pos-hidden-build = varjatud koostamisel ostab pool { $side } kogu armee ühe käiguga, nii et ta pole veel midagi ostnud (R2.7)
flatwar-pos-seat-order = armeed koostatakse (või võetakse) istekohtade järjekorras, { $sides } (R2)
flatwar-pos-terrain-rolls = maastikuvisked peavad olema '?' kuni veeretamiseni, istekohtade järjekorras
flatwar-pos-no-terrain = poolel { $side } pole enam maastikku paigutada
flatwar-pos-winner-2 = pool { $side } võidab ainult siis, kui tema Ruut seisab ja teise poole oma on kadunud (R9.1, R10.5)
flatwar-pos-winner-n = pool { $side } võidab ainult siis, kui tema Ruut seisab ja teiste omad on kadunud (R9.1, R10.5)
