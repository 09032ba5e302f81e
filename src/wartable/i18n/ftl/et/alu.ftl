# ALU: Loki saar – sõnad nagu mängujuhendis (laager, rüüstamine, taastamine, ründamine,
# ehitusmaterjal, raud, toit; ringikujuliste ja ruudukujuliste nuppudega mängija).

alu-seat-circle = ring (C)
alu-seat-square = ruut (S)
alu-side-circle = ring
alu-side-square = ruut
alu-holds-circle-camp = ringi laager
alu-holds-square-camp = ruudu laager
alu-holds-raid = rüüstamisnupp
alu-holds-nothing = mitte midagi
alu-action-camp = laagri rajamine
alu-action-raid = mänguruudu rüüstamine
alu-action-restore = mänguruudu taastamine
alu-action-camp-raided = laagri rajamine rüüstatud mänguruudule
alu-action-attack = ründamine
alu-end-camps = { $winner } võidab: { $loser } kaotas kõik oma laagrid
alu-end-21 = { $winner } võidab: kontrollib { $squares } mänguruutu (vaja 21)
alu-end-territory-win = { $winner } võidab: ala { $circle }–{ $square } (suurem ala pärast viimast käiku)
alu-end-territory-draw = viik: ala { $circle }–{ $square } (suurem ala pärast viimast käiku)
alu-end-passes-win = { $winner } võidab: ala { $circle }–{ $square } (suurem ala pärast kahte tegevuseta käiku)
alu-end-passes-draw = viik: ala { $circle }–{ $square } (suurem ala pärast kahte tegevuseta käiku)
alu-error-too-long = käik { $move }: { $length } märki, pikem kui ükski ALU käik ({ $limit })
alu-error-notation = käik { $move }: see ei ole ALU kirjaviis (näiteks 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' või 'end')
alu-error-needs-square = käik { $move }: tegevus { $letter } vajab mänguruutu, näiteks 'C c3'
alu-error-square-form = käik { $move }: mänguruut on veeru täht ja rea number, näiteks c3
alu-error-end-square = käik { $move }: 'end' (E, käigu lõpp) ei võta mänguruutu
alu-error-unknown-action = käik { $move }: tundmatu tegevus { $letter } (tegevused: C, R, U, F, X, E)
alu-error-no-square = käik { $move }: mänguruutu { $square } ei ole { $width }x{ $height } mängulaual (veerud a–{ $last_file }, read 1–{ $height })
alu-illegal-first-camp = esimene tegevus peab olema laagri rajamine (C) vabale mängulaua äärega piirnevale ruudule (R4.4)
alu-illegal-end-first = käiku ei saa lõpetada enne esimese laagri rajamist (R4.4)
alu-illegal-not-free = { $square } ei ole vaba (sellel on { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = { $square } ei ole rüüstatud (sellel on { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = ruudul { $square } ei ole vastase laagrit ({ $enemy }; sellel on { $holds }) (R5.5)
alu-illegal-first-edge = esimene laager peab olema mängulaua äärega piirneval ruudul; { $square } ei ole (R4.4)
alu-illegal-not-next = ükski sinu laager ei asu ruudu { $square } kõrval (R5.5)
alu-illegal-building = { $action }: vaja { $need } ehitusmaterjali, sul on { $have } (R5)
alu-illegal-iron = { $action }: vaja { $need } rauda, sul on { $have } (R5)
alu-illegal-food = ründamine nõuab ühe toidu, sul on { $have } (R5.5)
alu-illegal-food-pending = ründamine nõuab ühe toidu, sul on { $have } ({ $pending } teenitud sel käigul, kasutatav alates järgmisest käigust, R3.3) (R5.5)
alu-illegal-all-camps = kõik sinu { $camps } laagrit on juba mängulaual (R2.5)
alu-illegal-tray-empty = pesas ei ole enam ühtegi rüüstamisnuppu (R2.6, A12)

# the terminal picture of a view and the notation help
alu-pic-legend = C/S laager  R rüüstatud  c/s ringi/ruudu valduses
alu-pic-pending = (+{ $food } järgmisel käigul)
alu-pic-player = { $side } ({ $letter }): ehitusmaterjal { $building }  raud { $iron }  toit { $food }{ $pending }  laagrid { $camps }/14  territoorium { $territory }
alu-pic-tray = rüüstamisnuppe pesas: { $tray }/14
alu-pic-over = mäng on läbi: { $reason }
alu-pic-final = (viimane käik)
alu-pic-turn = käik { $turn }{ $final }: tegutseb { $side }, { $actions ->
        [one] jäänud { $actions } tegevus
       *[other] jäänud { $actions } tegevust
    }
alu-help-squares = Mänguruudud on nimetatud nagu c3 (veerg a-h, rida 1-5 laual 8x5).
alu-help-camp = laagri rajamine (1 ehitusmaterjal)
alu-help-raid = vaba mänguruudu rüüstamine (1 ehitusmaterjal, +1 toit järgmisel käigul)
alu-help-restore = rüüstatud mänguruudu taastamine (1 ehitusmaterjal)
alu-help-camp-raided = laager rüüstatud mänguruudule (2 ehitusmaterjali + 1 raud)
alu-help-attack = ründa vaenlase laagrit ruudul c3 (1 raud + 1 toit; kõrval peab olema sinu laager)
alu-help-end = lõpeta käik kohe (ka E)
alu-help-first = Esimene tegevus peab olema C vabal ääreruudul. Laud: s/c = valduses mänguruut.

# a position text that is not one
alu-position = alu seis { $text }: { $why }
alu-position-not-text = oodati teksti, saadi { $kind }
alu-position-too-long = { $length } märki; ALU seisus on kõige rohkem { $limit }
alu-position-fields = oodati 6 välja „<laud> <käigul> <käik>:<tegevused> <ring b,i,f,p> <ruut b,i,f,p> <lipud>” (+ põhjus, kui mäng on läbi)
alu-position-flags = lipud on „-” või L ja P kombinatsioon, saadi { $flags }
alu-position-pending-other = ootel toitu saab olla ainult käigul oleval mängijal (R3.3)
alu-position-pending = { $food } ootel toitu, kuid sel käigul tehti ainult { $taken ->
        [one] { $taken } tegevus
       *[other] { $taken } tegevust
    } (R3.3)
alu-position-flag-l = lipp L (viimane käik) on seatud täpselt siis, kui teise mängija ehitusmaterjal on 0 (R7)
alu-position-flag-p = lippu P (eelmine käik jäeti vahele) ei saa seada käigul 1
alu-position-board = laual peab olema { $rows } rida, igas { $squares } mänguruutu (valik board={ $board })
alu-position-square-char = tundmatu mänguruudu märk { $char } (kasuta . R C S)
alu-position-camps = mängijal on rohkem kui { $camps } laagrit (R2.5)
alu-position-raids = rohkem kui { $raids } rüüstamisnuppu (R2.6)
alu-position-reason-early = põhjus antakse ainult siis, kui mäng on läbi
alu-position-reason-needed = lõppenud mäng vajab põhjust ({ $reasons })
alu-position-to-move = käigul peab olema C või S (või #C, #S, #= mängu lõpus), saadi { $mover }
alu-position-clock = käigu väli on <käik>:<tegevusi alles> numbritega 0-9 (kumbki kõige rohkem { $digits }), saadi { $clock }
alu-position-turn-one = käikude numeratsioon algab 1-st
alu-position-turn-side = käik { $turn } kuulub mängijale { $side }, mitte { $mover }
alu-position-actions = tegevusi alles peab olema 1..{ $allot } käigul { $turn }, saadi { $actions }
alu-position-stock = varu on b,i,f,p (neli arvu numbritega 0-9, igaüks kõige rohkem { $digits }), saadi { $stock }
alu-position-early-camps = mängijal { $side } on laagrid enne tema esimest tegevust (R4.4)
alu-position-not-acted = { $side } pole veel tegutsenud, seega on tema varu algne { $stock } (R3.1)
alu-position-stock-impossible = mängija { $side } varu { $stock } ei saa olla: ehitusmaterjal algab { $building } ja raud { $iron } pealt ning ainus tulu on rüüstamise toit, iga rüüstamine maksab ehitusmaterjali (R3)
alu-position-no-camp = mängijal { $side } pole ühtegi laagrit, seega on mäng läbi (R8.1)
alu-position-controls-21 = { $side } valdab 21 mänguruutu, seega on mäng läbi (R8.2)
alu-position-reason-winner = põhjus { $reason } vajab võitjat (#C või #S), mitte viiki
alu-position-reason-camps = põhjus camps: { $side } peab olema kaotanud kõik laagrid (R8.1)
alu-position-reason-21 = põhjus 21: { $side } valdab ainult { $squares } mänguruutu (R8.2)
alu-position-reason-territory = põhjus territory: nii lõpeb mäng ainult pärast viimast käiku (lipp L, R7.3)
alu-position-reason-passes = põhjus passes: vaja on lippu P ja valikut double_pass_ends (R8.4)
alu-position-winner = territooriumid { $circle }-{ $square } annavad { $result }, mitte kirjutatud võitja (R7.3)
