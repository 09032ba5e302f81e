# Euroopa sõda – suurriigid, püramiidid (suur, keskmine, väike), kasvamine, ehitamine,
# liikumine, rünnak, dessant, Kaksikliit. Suurriigid kannavad kaardi lühendeid (BRI, FRA, DUA,
# RUS, OTT).

europe-seat = Mängija { $number } ({ $power })
europe-then = { $first }; { $second }
europe-size-small = väike
europe-size-medium = keskmine
europe-size-large = suur
europe-size-nothing = mitte midagi
europe-pyramid = { $power } { $size } püramiid
europe-move-first = { $power } alustab (R3.1)
europe-move-attack = { $move }: { $attacker } väljal { $start } ründab väljal { $target } olevat püramiidi: { $defender } ({ $details })
europe-dice-against = { $attack ->
        [one] { $attack } täring
       *[other] { $attack } täringut
    } { $defence } vastu
europe-bonus-dual = Kaksikliit +1
europe-landing = dessant
europe-landing-britain = dessant: Suurbritannia +1
europe-france-home = Prantsusmaa kaitseb kodus ja võib uuesti veeretada
europe-total = { $dice }
europe-total-bonus = { $dice }, +{ $bonus } ({ $why }) = { $total }
europe-why-dual = Kaksikliidu rünnak
europe-why-britain = Suurbritannia dessandi vastu
europe-rolls = { $power } veeretab { $total }
europe-rolls-again = { $power } veeretab uuesti { $total }
europe-result-decide = { $defence } { $attack } vastu: Prantsusmaa võib selle viske jätta või ühe korra uuesti veeretada (R5.3)
europe-result-retreat = { $attacker } võidab { $attack }:{ $defence }: { $pyramid } peab taganema väljalt { $field } tühjale naaberväljale, { $defender } valib, millisele (R5.5)
europe-result-hold = { $defender } hoiab välja { $field }, { $defence }:{ $attack } (R5.4): midagi ei liigu
europe-result-hold-tie = { $defender } hoiab välja { $field }, { $defence }:{ $attack }, viik on kaitsja kasuks (R5.4): midagi ei liigu
europe-result-shrink = { $attacker } võidab { $attack }:{ $defence } ja { $defender } ei saa kuhugi taganeda (R5.6): { $pyramid } väljal { $field } kahaneb: { $size }
europe-result-destroyed = { $attacker } võidab { $attack }:{ $defence } ja { $defender } ei saa kuhugi taganeda (R5.6): { $pyramid } väljal { $field } hävitatakse ja { $winner } liigub sisse väljalt { $start }
europe-eliminated = { $power } kaotas kohaloleku oma territooriumil (R6.1) ja langeb välja (R6.5)
europe-game-over = mäng läbi: { $reason }
europe-move-reroll = { $move }: Prantsusmaa veeretab kõiki täringuid uuesti; kehtib teine vise (R5.3)
europe-move-keep = { $move }: Prantsusmaa jätab oma viske; { $result }
europe-move-retreat = { $move }: { $pyramid } taganeb väljalt { $start } väljale { $target } ja { $winner } liigub sisse väljalt { $origin } (R5.5)
europe-end-conquest = { $who } hoiab kogu teise suurriigi territooriumi (R6.2)
europe-end-ottoman = { $who } omab püramiidi iga vaenuliku suurriigi territooriumil (R6.3)
europe-end-last = { $who } on viimane allesjäänud mängija (R6.5)
europe-end-together = viimased mängijad langesid välja sama tegevusega: viik nende vahel (R6.5)
europe-end-time-britain = voorude piir on käes: Suurbritannia võidab ajaga (R6.6)
europe-end-time-draw = voorude piir on käes: viik allesjäänud mängijate vahel (R6.6)
europe-end-time-fields = voorude piir on käes: { $who } hoidis kõige rohkem välju (R6.6)
europe-phase-first = mäng ootab viset esimese mängija määramiseks (juhus)
europe-phase-place = aktiivne mängija peab oma püramiidid paigutama ('place ...')
europe-phase-action = aktiivne mängija peab valima tegevuse (grow, build, move, attack)
europe-phase-roll-attacker = veeretatakse ründaja täringuid (juhus)
europe-phase-roll-defender = veeretatakse kaitsja täringuid (juhus)
europe-phase-decide = Prantsusmaa peab valima 'keep' või 'reroll'
europe-phase-reroll = veeretatakse Prantsusmaa teist viset (juhus)
europe-phase-retreat = võidetud kaitsja peab valima taganemise ('retreat ...')
europe-phase-over = mäng on läbi
europe-error-too-long = käik { $move }: pikem kui { $limit } märki
europe-error-verb = käik { $move }: tundmatu tegusõna { $verb } (tegusõnad: { $verbs })
europe-error-nothing-after = käik { $move }: '{ $verb }' järel ei tule midagi
europe-error-one-field = käik { $move }: oodati üht välja, näiteks '{ $verb } GER'
europe-error-power = käik { $move }: oodati suurriiki ({ $powers })
europe-error-field = käik { $move }: { $name } ei ole väli (väljad: { $fields })
europe-error-pair = käik { $move }: oodati kaht välja, näiteks GER-FRA
europe-error-dice = käik { $move }: oodati ühte kuni kolme täringut 1-6, näiteks 'roll 6,5,3'
europe-error-place-token = käik { $move }: oodati VÄLI=L, VÄLI=M, VÄLI=S, saadi { $token }
europe-error-place-twice = käik { $move }: väli { $field } on nimetatud kaks korda
europe-error-place-sizes = käik { $move }: paigutus vajab täpselt ühte L, ühte M ja ühte S
europe-illegal-phase = '{ $verb }' ei ole praegu võimalik: { $expected }
europe-illegal-pass = pass on lubatud ainult siis, kui ükski tegevus pole võimalik (R4.5)
europe-illegal-not-own = { $field } ei ole suurriigi { $power } territooriumi väli (R4.1, R4.2)
europe-illegal-not-empty-build = { $field } ei ole tühi (R4.2)
europe-illegal-no-small = suurriigil { $power } ei ole varus enam väikest püramiidi (R4.2, E13)
europe-illegal-no-own-pyramid = väljal { $field } ei ole suurriigi { $power } püramiidi (R4.1)
europe-illegal-large = püramiid väljal { $field } on juba suur (R4.1)
europe-illegal-no-size = suurriigil { $power } ei ole varus enam püramiidi { $size } (R4.1, E13)
europe-illegal-not-yours = väljal { $field } ei ole suurriigi { $power } püramiidi
europe-illegal-not-adjacent = { $target } ei ole väljaga { $start } naabruses ei maad ega merd pidi (R1.4)
europe-illegal-move-occupied = { $target } ei ole tühi (R4.3); võitlemiseks kasuta 'attack'
europe-illegal-attack-empty = { $target } on tühi: kasuta 'move' (R4.4)
europe-illegal-attack-own = väljal { $target } on sinu enda püramiid (R4.4)
europe-illegal-retreat = kaitsja väljal { $field } võib taganeda ainult tühjale väljale, mis on sellega naabruses maad või merd pidi (R5.5)
europe-illegal-dice = püramiid väljal { $field } veeretab täpselt { $dice ->
        [one] { $dice } täringut
       *[other] { $dice } täringut
    } (R5.1)
europe-illegal-place = { $power } paigutab oma väljadele { $fields } (R3.2)
europe-illegal-first = alustada saab ainult mängus olev suurriik (R3.1)
europe-power-bri = Suurbritannia ja liitlased
europe-power-fra = Prantsusmaa ja liitlased
europe-power-dua = Kaksikliit
europe-power-rus = Venemaa
europe-power-ott = Osmanite riik
europe-stage-first = esimene mängija
europe-stage-place = paigutamine
europe-stage-action = tegevus
europe-stage-attack-roll = ründaja vise
europe-stage-defence-roll = kaitsja vise
europe-stage-france-decides = Prantsusmaa otsustab
europe-stage-france-reroll = Prantsusmaa teine vise
europe-stage-retreat = taganemine
europe-stage-over = lõpp

# the terminal picture of a view and the notation help
europe-pic-title = Euroopa sõda - { $head }
europe-pic-over = Mäng lõppes pärast vooru { $round }: { $reason }
europe-pic-first = Veeretatakse esimese mängija üle
europe-pic-round = Voor { $round }; tegutseb { $power }
europe-pic-round-of = Voor { $round }/{ $limit }; tegutseb { $power }
europe-pic-port = { $mark } sadam ({ $sea })
europe-pic-ports = { $marks } (laev sõidab ühe mere mis tahes kahe sadama vahel)
europe-sea-atlantic = Atlandi ookean
europe-sea-mediterranean = Vahemeri
europe-pic-pieces = Püramiid = suurvõimu täht + suurus: L suur (3 täringut), M keskmine (2), S väike (1); .. tühi
europe-pic-territories = Territooriumid:
europe-pic-not-played = (ei mängi)
europe-pic-eliminated = VÄLJAS
europe-pic-player = Mängija { $number } { $power } { $name } varu L{ $large } M{ $medium } S{ $small }  välju { $fields }
europe-pic-attacking = Lahing: { $attacker } { $attacker_size } väljal { $start } ründab { $defender } { $defender_size } väljal { $to }
europe-pic-landing = Lahing: { $attacker } { $attacker_size } väljal { $start } teeb dessandi { $defender } { $defender_size } väljale { $to }
europe-pic-attacker-rolled = ründaja veeretas { $dice } = { $total }
europe-pic-defender-rolled = kaitsja veeretas { $dice } = { $total }
europe-pic-rerolled = (Prantsusmaa veeretas uuesti)
europe-pic-france-decides = Prantsusmaa võib selle veeretuse jätta (keep) või korra uuesti veeretada (reroll)
europe-pic-retreat = ründaja võitis: { $defender } valib, kuhu taganeda
europe-field-gbr = Suurbritannia
europe-field-bnl = Beneluks
europe-field-ssc = Lõuna-Skandinaavia
europe-field-fra = Prantsusmaa
europe-field-esp = Hispaania
europe-field-naf = Põhja-Aafrika
europe-field-ger = Saksamaa
europe-field-auh = Austria-Ungari
europe-field-ita = Itaalia
europe-field-nru = Põhja-Venemaa
europe-field-cru = Kesk-Venemaa
europe-field-sru = Lõuna-Venemaa
europe-field-sbk = Lõuna-Balkan
europe-field-ana = Anatoolia
europe-field-lev = Levant
europe-help-moves = Käigud (üks tegevus käigu kohta):
europe-help-grow = suurenda oma püramiidi omal väljal GER ühe suuruse võrra
europe-help-build = pane uus väike püramiid oma tühjale väljale ESP
europe-help-move = vii püramiid naabruses olevale tühjale väljale (maad mööda või meritsi sama mere kahe sadama vahel: ~ Atlandi ookean, * Vahemeri)
europe-help-attack = ründa naabruses olevat vaenlase püramiidi
europe-help-pass = ainult siis, kui ükski tegevus pole võimalik
europe-help-decisions = Otsused mängu ajal:
europe-help-place = algseis: milline sinu väli saab suure, keskmise, väikese
europe-help-retreat = löödud kaitsja: taganemine ITA-st tühjale väljale SBK
europe-help-keep = kodus kaitsev Prantsusmaa: jäta veeretus või veereta korra uuesti
europe-help-chance = Juhus (veeretab mäng): first FRA, roll 6,5,3

## a position text that is not one
europe-pos-bad = seis { $text }: { $why }
europe-pos-not-text = oodati teksti
europe-pos-too-long = pikem kui { $limit } märki: see ei ole seis
europe-pos-token = osa { $token } ei ole kujul VÕTI=VÄÄRTUS
europe-pos-twice = { $key } on antud kaks korda
europe-pos-field-missing = väli { $field } puudub
europe-pos-powers-missing = powers=... puudub
europe-pos-piece = { $field }={ $value }: püramiid kirjutatakse suurriigi tähe ja suurusega, näiteks DL
europe-pos-powers = powers={ $value } ei vasta selle mängu suurriikidele { $powers }
europe-pos-not-power = { $key }={ $value }: pole selle mängu suurriik
europe-pos-nobody = püramiidid { $letter }: keegi ei mängi selle suurriigiga
europe-pos-three = rohkem kui kolm püramiidi { $piece } (R2.2)
europe-pos-eliminated-piece = väljal { $field } on välja langenud mängija püramiid (R6.5)
europe-pos-choice = { $key }={ $value }: oodati ühte väärtustest { $choices }
europe-pos-out-before-play = phase={ $phase } on enne mängu: keegi pole veel välja langenud (R3, R6.5)
europe-pos-few-left = alles on vähem kui kaks mängijat, kuid mäng pole läbi (R6.5)
europe-pos-first-dash = enne esimest viset on first=- ja turn=-
europe-pos-turn-out = turn={ $power }: see mängija on välja langenud
europe-pos-round = round={ $value }: oodati arvu 0-{ $max }
europe-pos-round-limit = round={ $round } on väljaspool voorude piiri
europe-pos-attack-form = attack={ $value }: oodati kaht välja, näiteks GER-FRA
europe-pos-attack-phase = phase={ $phase } ja attack= ei sobi kokku
europe-pos-attack-attacker = attack={ $attack }: seal pole suurriigi { $power } ründajat
europe-pos-attack-enemy = attack={ $attack }: pole vaenlase püramiidi, keda rünnata
europe-pos-attack-adjacent = attack={ $attack }: väljad ei ole naabrid
europe-pos-dice-attacker = a={ $value }: ründaja täringud ei sobi sellesse faasi
europe-pos-dice-defender = d={ $value }: kaitsja täringud ei sobi sellesse faasi
europe-pos-dice-form = täringud { $value }: oodati ühte kuni kolme täringut 1-6, suurim esimesena
europe-pos-dice-order = täringud { $value }: kirjutage suurim täring esimesena
europe-pos-unknown-key = tundmatu võti { $key }
europe-pos-retreat = phase=retreat, kuid kaitsjal pole tühja välja, kuhu taganeda
europe-pos-decides = phase=france-decides vajab kodus kaitsvat Prantsusmaad, kes pole veel uuesti visanud
europe-pos-reroll = phase=france-reroll vajab rerolled=yes
europe-pos-rerolled = rerolled=yes alles pärast seda, kui kodus kaitsev Prantsusmaa viskas uuesti (R5.3)
europe-pos-place-empty = phase=place, kuid suurriigi { $power } ala pole tühi (R3.2)
europe-pos-home = suurriigil { $power } pole kodus ühtki püramiidi, kuid ta pole välja langenud (R6.1, R6.5)
europe-pos-winners-twice = winners=: suurriik on nimetatud kaks korda
europe-pos-one-winner = result={ $reason } vajab täpselt üht võitjat, kes on veel mängus
europe-pos-winner-power = result={ $reason }, kuid võitja on { $power } ({ $rule })
europe-pos-last = result=last, kuid mängus on veel teisi mängijaid (R6.5)
europe-pos-together = result=together: kedagi ei jäänud ja viimased mängijad jagavad võitu (R6.5)
europe-pos-winners-in = result={ $reason }: võitjad peavad olema veel mängus olevad mängijad
europe-pos-time-draw = result=time-draw: võitjad on kõik allesjäänud mängijad ({ $powers })
europe-pos-time-round = result={ $reason } vajab, et round= oleks voorude piir (R6.6, E12)
europe-pos-first-round = phase=first on enne 1. vooru: round=0
europe-pos-first-board = phase=first: laud peab olema selle algseisu laud
europe-pos-place-round = phase=place on 1. voorus (R3.2)
europe-pos-placed = phase=place: { $power } on oma L, M ja S paigutanud (R3.2)
europe-pos-place-only = phase=place: püramiide on ainult paigutanud suurriikidel (R3.2)
europe-pos-played-round = phase={ $phase } mängitakse alates 1. voorust
