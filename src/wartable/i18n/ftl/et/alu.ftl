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
