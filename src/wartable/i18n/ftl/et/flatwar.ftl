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
