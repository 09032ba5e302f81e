# Evropská válka – slova českých pravidel: mocnost, pyramida (velká, střední, malá), Růst,
# Stavba, Pohyb, Útok, vylodění, Dvojspolek. Mocnosti se píší zkratkami z mapy (BRI, FRA, DUA,
# RUS, OTT).

europe-seat = Hráč { $number } ({ $power })
europe-then = { $first }; { $second }
europe-size-small = malá
europe-size-medium = střední
europe-size-large = velká
europe-size-nothing = nic
europe-pyramid = { $size } pyramida { $power }
europe-move-first = { $power } začíná (R3.1)
europe-move-attack = { $move }: { $attacker } na { $start } útočí na { $defender } na { $target } ({ $details })
europe-dice-against = { $attack ->
        [one] { $attack } kostka
        [few] { $attack } kostky
       *[other] { $attack } kostek
    } proti { $defence }
europe-bonus-dual = Dvojspolek +1
europe-landing = vylodění
europe-landing-britain = vylodění: Británie +1
europe-france-home = Francie se brání doma a smí házet znovu
europe-total = { $dice }
europe-total-bonus = { $dice }, +{ $bonus } ({ $why }) = { $total }
europe-why-dual = útok Dvojspolku
europe-why-britain = Británie proti vylodění
europe-rolls = { $power } hází { $total }
europe-rolls-again = { $power } hází znovu { $total }
europe-result-decide = { $defence } proti { $attack }: Francie si smí tento hod ponechat, nebo jednou házet znovu (R5.3)
europe-result-retreat = { $attacker } vítězí { $attack }:{ $defence }: { $pyramid } musí ustoupit z { $field } na prázdné sousední pole, { $defender } volí kam (R5.5)
europe-result-hold = { $defender } drží { $field }, { $defence }:{ $attack } (R5.4): nic se nehýbe
europe-result-hold-tie = { $defender } drží { $field }, { $defence }:{ $attack }, remíza patří obránci (R5.4): nic se nehýbe
europe-result-shrink = { $attacker } vítězí { $attack }:{ $defence } a { $defender } nemá kam ustoupit (R5.6): { $pyramid } na { $field } se zmenšuje na: { $size }
europe-result-destroyed = { $attacker } vítězí { $attack }:{ $defence } a { $defender } nemá kam ustoupit (R5.6): { $pyramid } na { $field } je zničena a { $winner } postupuje z { $start }
europe-eliminated = { $power } ztratila přítomnost na svém území (R6.1) a vypadává (R6.5)
europe-game-over = konec hry: { $reason }
europe-move-reroll = { $move }: Francie hází všemi kostkami znovu; platí druhý hod (R5.3)
europe-move-keep = { $move }: Francie si hod ponechává; { $result }
europe-move-retreat = { $move }: { $pyramid } ustupuje z { $start } na { $target } a { $winner } postupuje z { $origin } (R5.5)
europe-end-conquest = { $who } obsadila celé území jiné mocnosti (R6.2)
europe-end-ottoman = { $who } má pyramidu na území každé nepřátelské mocnosti (R6.3)
europe-end-last = { $who } zůstala jako poslední hráč (R6.5)
europe-end-together = poslední hráči vypadli stejnou akcí: remíza mezi nimi (R6.5)
europe-end-time-britain = dosažen limit kol: Británie vítězí na čas (R6.6)
europe-end-time-draw = dosažen limit kol: remíza mezi zbývajícími hráči (R6.6)
europe-end-time-fields = dosažen limit kol: { $who } držela nejvíc polí (R6.6)
europe-phase-first = hra čeká na hod o prvního hráče (náhoda)
europe-phase-place = aktivní hráč musí rozmístit své pyramidy ('place ...')
europe-phase-action = aktivní hráč musí zvolit akci (Růst, Stavba, Pohyb, Útok: grow, build, move, attack)
europe-phase-roll-attacker = hází se kostkami útočníka (náhoda)
europe-phase-roll-defender = hází se kostkami obránce (náhoda)
europe-phase-decide = Francie musí zvolit 'keep', nebo 'reroll'
europe-phase-reroll = hází se druhý hod Francie (náhoda)
europe-phase-retreat = poražený obránce musí zvolit ústup ('retreat ...')
europe-phase-over = hra skončila
europe-error-too-long = tah { $move }: delší než { $limit } znaků
europe-error-verb = tah { $move }: neznámé sloveso { $verb } (slovesa: { $verbs })
europe-error-nothing-after = tah { $move }: za '{ $verb }' už nic nenásleduje
europe-error-one-field = tah { $move }: čekáno jedno pole, například '{ $verb } GER'
europe-error-power = tah { $move }: čekána mocnost ({ $powers })
europe-error-field = tah { $move }: { $name } není pole (pole: { $fields })
europe-error-pair = tah { $move }: čekána dvě pole, například GER-FRA
europe-error-dice = tah { $move }: čekány jedna až tři kostky 1-6, například 'roll 6,5,3'
europe-error-place-token = tah { $move }: čekáno POLE=L, POLE=M, POLE=S, přišlo { $token }
europe-error-place-twice = tah { $move }: pole { $field } uvedeno dvakrát
europe-error-place-sizes = tah { $move }: rozmístění potřebuje právě jednu L, jednu M a jednu S
europe-illegal-phase = '{ $verb }' teď nejde: { $expected }
europe-illegal-pass = pass je dovolen, jen když žádná akce není možná (R4.5)
europe-illegal-not-own = { $field } není pole území { $power } (R4.1, R4.2)
europe-illegal-not-empty-build = { $field } není prázdné (R4.2)
europe-illegal-no-small = { $power } už nemá v zásobě žádnou malou pyramidu (R4.2, E13)
europe-illegal-no-own-pyramid = na { $field } není pyramida { $power } (R4.1)
europe-illegal-large = pyramida na { $field } už je velká (R4.1)
europe-illegal-no-size = { $power } už nemá v zásobě žádnou pyramidu { $size } (R4.1, E13)
europe-illegal-not-yours = na { $field } není pyramida { $power }
europe-illegal-not-adjacent = { $target } nesousedí s { $start } po souši ani po moři (R1.4)
europe-illegal-move-occupied = { $target } není prázdné (R4.3); k boji použijte 'attack'
europe-illegal-attack-empty = { $target } je prázdné: použijte 'move' (R4.4)
europe-illegal-attack-own = na { $target } stojí vaše vlastní pyramida (R4.4)
europe-illegal-retreat = obránce na { $field } smí ustoupit jen na prázdné pole, které s ním sousedí po souši nebo po moři (R5.5)
europe-illegal-dice = pyramida na { $field } hází právě { $dice ->
        [one] { $dice } kostkou
       *[other] { $dice } kostkami
    } (R5.1)
europe-illegal-place = { $power } rozmísťuje na svá pole { $fields } (R3.2)
europe-illegal-first = začít může jen mocnost, která je ve hře (R3.1)
europe-power-bri = Británie a spojenci
europe-power-fra = Francie a spojenci
europe-power-dua = Dvojspolek
europe-power-rus = Rusko
europe-power-ott = Osmanská říše
europe-stage-first = první hráč
europe-stage-place = rozmístění
europe-stage-action = akce
europe-stage-attack-roll = hod útočníka
europe-stage-defence-roll = hod obránce
europe-stage-france-decides = Francie rozhoduje
europe-stage-france-reroll = druhý hod Francie
europe-stage-retreat = ústup
europe-stage-over = konec

# the terminal picture of a view and the notation help
europe-pic-title = Evropská válka - { $head }
europe-pic-over = Konec hry po kole { $round }: { $reason }
europe-pic-first = Hází se o prvního hráče
europe-pic-round = Kolo { $round }; hraje { $power }
europe-pic-round-of = Kolo { $round } z { $limit }; hraje { $power }
europe-pic-port = { $mark } přístav ({ $sea })
europe-pic-ports = { $marks } (loď pluje mezi kterýmikoli dvěma přístavy jednoho moře)
europe-sea-atlantic = Atlantik
europe-sea-mediterranean = Středomoří
europe-pic-pieces = Pyramida = písmeno mocnosti + velikost: L velká (3 kostky), M střední (2), S malá (1); .. prázdné
europe-pic-territories = Území:
europe-pic-not-played = (nehraje se)
europe-pic-eliminated = VYŘAZEN
europe-pic-player = Hráč { $number } { $power } { $name } zásoba L{ $large } M{ $medium } S{ $small }  pole { $fields }
europe-pic-attacking = Boj: { $attacker } { $attacker_size } na { $start } útočí na { $defender } { $defender_size } na { $to }
europe-pic-landing = Boj: { $attacker } { $attacker_size } na { $start } se vylodí na { $defender } { $defender_size } na { $to }
europe-pic-attacker-rolled = útočník hodil { $dice } = { $total }
europe-pic-defender-rolled = obránce hodil { $dice } = { $total }
europe-pic-rerolled = (Francie házela znovu)
europe-pic-france-decides = Francie si může hod ponechat (keep), nebo jednou házet znovu (reroll)
europe-pic-retreat = útočník vyhrál: { $defender } volí, kam ustoupit
europe-field-gbr = Velká Británie
europe-field-bnl = Benelux
europe-field-ssc = jižní Skandinávie
europe-field-fra = Francie
europe-field-esp = Španělsko
europe-field-naf = severní Afrika
europe-field-ger = Německo
europe-field-auh = Rakousko-Uhersko
europe-field-ita = Itálie
europe-field-nru = severní Rusko
europe-field-cru = střední Rusko
europe-field-sru = jižní Rusko
europe-field-sbk = jižní Balkán
europe-field-ana = Anatolie
europe-field-lev = Levanta
europe-help-moves = Tahy (jedna akce za tah):
europe-help-grow = zvětšit o jednu velikost vaši pyramidu na vlastním poli GER
europe-help-build = postavit novou malou pyramidu na vaše prázdné vlastní pole ESP
europe-help-move = přesunout pyramidu na sousední prázdné pole (po souši, nebo po moři mezi dvěma přístavy téhož moře: ~ Atlantik, * Středomoří)
europe-help-attack = zaútočit na sousední nepřátelskou pyramidu
europe-help-pass = jen když není možná žádná akce
europe-help-decisions = Rozhodnutí během hry:
europe-help-place = rozestavení: které z vašich polí dostane velkou, střední, malou
europe-help-retreat = poražený obránce: ústup z ITA na prázdné pole SBK
europe-help-keep = Francie brání doma: ponechat hod, nebo jednou házet znovu
europe-help-chance = Náhoda (hází hra): first FRA, roll 6,5,3

## a position text that is not one
europe-pos-bad = pozice { $text }: { $why }
europe-pos-not-text = očekáván text
europe-pos-too-long = delší než { $limit } znaků: to není pozice
europe-pos-token = položka { $token } nemá tvar KLÍČ=HODNOTA
europe-pos-twice = { $key } je uvedeno dvakrát
europe-pos-field-missing = chybí pole { $field }
europe-pos-powers-missing = chybí powers=...
europe-pos-piece = { $field }={ $value }: pyramida se píše písmenem mocnosti a velikostí, například DL
europe-pos-powers = powers={ $value } neodpovídá mocnostem této hry { $powers }
europe-pos-not-power = { $key }={ $value }: není mocností v této hře
europe-pos-nobody = pyramidy { $letter }: tuto mocnost nikdo nehraje
europe-pos-three = více než tři pyramidy { $piece } (R2.2)
europe-pos-eliminated-piece = na poli { $field } stojí pyramida vyřazeného hráče (R6.5)
europe-pos-choice = { $key }={ $value }: očekávána jedna z hodnot { $choices }
europe-pos-out-before-play = phase={ $phase } je před začátkem hry: nikdo ještě není vyřazen (R3, R6.5)
europe-pos-few-left = zbývají méně než dva hráči, ale hra neskončila (R6.5)
europe-pos-first-dash = před prvním hodem platí first=- a turn=-
europe-pos-turn-out = turn={ $power }: tento hráč je vyřazen
europe-pos-round = round={ $value }: očekáváno číslo 0-{ $max }
europe-pos-round-limit = round={ $round } je mimo limit kol
europe-pos-attack-form = attack={ $value }: čekána dvě pole, například GER-FRA
europe-pos-attack-phase = phase={ $phase } a attack= k sobě nepatří
europe-pos-attack-attacker = attack={ $attack }: není tam žádný útočník mocnosti { $power }
europe-pos-attack-enemy = attack={ $attack }: není co napadnout, žádná nepřátelská pyramida
europe-pos-attack-adjacent = attack={ $attack }: pole nesousedí
europe-pos-dice-attacker = a={ $value }: nesprávné kostky útočníka pro tuto fázi
europe-pos-dice-defender = d={ $value }: nesprávné kostky obránce pro tuto fázi
europe-pos-dice-form = kostky { $value }: čekány jedna až tři kostky 1-6, největší první
europe-pos-dice-order = kostky { $value }: pište největší kostku první
europe-pos-unknown-key = neznámý klíč { $key }
europe-pos-retreat = phase=retreat, ale obránce nemá kam ustoupit, žádné pole není prázdné
europe-pos-decides = phase=france-decides vyžaduje francouzského obránce doma, který ještě neházel znovu
europe-pos-reroll = phase=france-reroll vyžaduje rerolled=yes
europe-pos-rerolled = rerolled=yes jen poté, co Francie bránící se doma házela znovu (R5.3)
europe-pos-place-empty = phase=place, ale území mocnosti { $power } není prázdné (R3.2)
europe-pos-home = { $power } nemá na svém území žádnou pyramidu, a přesto není vyřazen (R6.1, R6.5)
europe-pos-winners-twice = winners=: mocnost je uvedena dvakrát
europe-pos-one-winner = result={ $reason } vyžaduje právě jednoho vítěze, který je stále ve hře
europe-pos-winner-power = result={ $reason }, ale vítězem je { $power } ({ $rule })
europe-pos-last = result=last, ale ve hře jsou ještě další hráči (R6.5)
europe-pos-together = result=together: nikdo nezbyl a poslední hráči se dělí (R6.5)
europe-pos-winners-in = result={ $reason }: vítězi musí být hráči, kteří jsou stále ve hře
europe-pos-time-draw = result=time-draw: vítězi jsou všichni zbývající hráči ({ $powers })
europe-pos-time-round = result={ $reason } vyžaduje, aby round= byl limit kol (R6.6, E12)
europe-pos-first-round = phase=first je před 1. kolem: round=0
europe-pos-first-board = phase=first: deska musí být výchozí deskou tohoto rozestavení
europe-pos-place-round = phase=place patří do 1. kola (R3.2)
europe-pos-placed = phase=place: { $power } už rozmístila své L, M a S (R3.2)
europe-pos-place-only = phase=place: pyramidy mají jen mocnosti, které už rozmístily (R3.2)
europe-pos-played-round = phase={ $phase } se hraje od 1. kola
