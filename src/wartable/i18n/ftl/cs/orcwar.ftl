# Skřetí válka (OrcWar Tree) – náčelníci, armády, žetony hordy, zlato, karavany, pevnosti,
# doly, válečné stroje, špehové, šamani, příměří, plenění, obratnost, vůdcovství. Hráči
# (P1..P6), náčelníci (B1..B10), žetony a jména oblastí zůstávají kódy.

orcwar-task-swap = vyměňte žetony za zlato, nebo done
orcwar-task-buy = kupte žeton za 2 zlata, táhněte znovu (bez náčelníka), nebo done
orcwar-task-pay = vyberte zlaté žetony k zaplacení
orcwar-task-first = zvolte, kdo táhne první
orcwar-task-move = přesuňte armády a osamělé náčelníky, zahrajte špehy, nebo done
orcwar-task-tunnel-pick = přijměte východ z tunelu, nebo jednou házejte znovu
orcwar-task-allow = nechte osamělého náčelníka projít, nebo odmítněte
orcwar-task-deploy = vyložte z ruky, nebo done
orcwar-task-battles = přepadněte karavanu, nebo done
orcwar-task-battle-parley = nabídnout nepříteli příměří, nebo bojovat
orcwar-task-battle-shelter = ukryjte jednotky v pevnosti, pak done
orcwar-task-battle-target = namiřte každý zásah na armádu
orcwar-task-battle-assign = zvolte jednotku, která zásahy ponese
orcwar-task-battle-retreat = zkuste ustoupit, nebo zůstaňte
orcwar-task-answer-parley = přijměte, nebo odmítněte příměří
orcwar-task-fate = váš náčelník padl: zkuste utéct, nebo zemřete hrdinně
orcwar-task-retreat-to = zvolte, kam ustoupit
orcwar-task-plunder = pleňte s náčelníkem v cizině, nebo done
orcwar-task-sell = prodejte vojáky otrokářům, pak done
orcwar-task-trim = odhoďte žeton (v ruce víc než 10)
orcwar-task-lose = zvolte vojáka ztraceného při závalu
orcwar-task-trade = udělejte nabídku, popravte zajatce, nebo done
orcwar-task-build = přidejte k nabídce požadavky, pak send
orcwar-task-answer = přijměte, nebo odmítněte nabídku
orcwar-task-handover = předejte slíbené žetony
orcwar-task-other = { $task }
orcwar-phase-setup = příprava
orcwar-phase-caravans = karavany
orcwar-phase-reinforcement = posily
orcwar-phase-movement = pohyb
orcwar-phase-deployment = vykládání
orcwar-phase-battle = bitva
orcwar-phase-plunder = plenění
orcwar-phase-trade = obchod
orcwar-phase-victory = vítězství
orcwar-phase-task = fáze { $phase }: { $player } – { $task }
orcwar-phase-chance = fáze { $phase }: rozhoduje náhoda
orcwar-end-victory = vítězný cíl splněn
orcwar-end-no-boss = žádný hráč už nemá náčelníka
orcwar-end-round-limit = dosažen limit { $round } kol (nejvíc skřetích zemí)
orcwar-end-other = { $reason }
orcwar-move-redraw-shows = redraw ({ $player } ukazuje { $hand } | { $gold })
orcwar-told = { $move }: { $what }
orcwar-side-caravan = stráže karavany
orcwar-side-trap = obránci pasti
orcwar-side-adventurers = dobrodruzi
orcwar-side-defenders = obránci
orcwar-die-hit = zásah
orcwar-die-one = jednička
orcwar-die-miss = vedle
orcwar-die = { $side }, kostka { $nth } z { $dice }: { $result }
orcwar-die-last = { $side }, kostka { $nth } z { $dice }: { $result }; celkem { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
orcwar-die-last-retreat = { $side }, kostka { $nth } z { $dice }: { $result }; celkem { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    } a víc jedniček ({ $ones }) než zásahů: { $player } musí ustoupit (R8.4)
orcwar-finish-dies = zraněný { $kind } náčelníka { $boss } (dobit na { $need }+) umírá
orcwar-finish-survives = zraněný { $kind } náčelníka { $boss } (dobit na { $need }+) přežívá
orcwar-test-agility = obratnost
orcwar-test-leadership = vůdcovství
orcwar-test-passes = uspěl
orcwar-test-fails = selhal
orcwar-test-reroll = test náčelníka { $boss } ({ $kind }, { $rating } nebo méně) selhal; šaman mu dovolí házet znovu
orcwar-test = test náčelníka { $boss } ({ $kind }, { $rating } nebo méně): { $verdict }
orcwar-test-then = test náčelníka { $boss } ({ $kind }, { $rating } nebo méně): { $verdict }: { $then }
orcwar-then-pass-ok = { $boss } proklouzl
orcwar-then-pass-bad = { $boss } je zastaven zde a bude napaden
orcwar-then-assassin-ok = { $boss } unikl špehovi
orcwar-then-assassin-bad = špeh zabil { $boss }
orcwar-then-truce-ok = příměří na straně { $boss } platí
orcwar-then-truce-bad = příměří je porušeno: zase válka
orcwar-then-parley-ok = { $player } smí příměří přijmout, nebo odmítnout
orcwar-then-parley-bad = žádné příměří: bitva pokračuje
orcwar-then-parley2-ok = příměří je uzavřeno
orcwar-then-parley2-bad = žádné příměří: bitva pokračuje
orcwar-then-retreat-ok = { $player } ustupuje
orcwar-then-retreat-bad = { $player } musí bojovat ještě jedno kolo
orcwar-then-escape-ok = { $boss } uprchl do ruky hráče { $owner }
orcwar-then-escape-bad = { $boss } je zajat: { $captor }
orcwar-nobody = nikdo
orcwar-area = oblast { $area } ({ $name })
orcwar-tunnel = tunel náčelníka { $boss } vede do: { $area }
orcwar-tunnel-second = tunel náčelníka { $boss } vede do: { $area } (druhý výsledek, který je nutno vzít)
orcwar-tunnel-lost = armády hráče { $player } vycházejí v: { $area } mezi nepřáteli a jsou ztraceny
orcwar-tunnel-out = armády hráče { $player } vycházejí v: { $area }
orcwar-rolloff = { $player } vyhrává hod a volí, kdo táhne první
orcwar-setup-area = první náčelník hráče { $player }, { $boss }, začíná v: { $area }
orcwar-steal = špeh hráče { $player } krade žeton hráči { $victim } (4+)
orcwar-steal-fails = špehovi hráče { $player } se krádež nezdařila (potřeba 4+)
orcwar-caravan-route = nová karavana jede po cestě { $route }
orcwar-caravan-trap = Past! náklad karavany { $caravan } zmizel, číhá { $guards } stráží
orcwar-caravan-rumour = Falešná zvěst: karavana { $caravan } tu nikdy nebyla
orcwar-caravan-treasure = Poklad: karavana { $caravan } nakládá o 2 zlata víc
orcwar-nothing-happens = nic se neděje
orcwar-plunder-trap = Past! obránci napadají { $boss }
orcwar-plunder-adventurers = Dobrodruzi napadají { $boss }
orcwar-plunder-slavers = Otrokáři: { $boss } smí prodat vojáky za zlato
orcwar-plunder-village = bohatá vesnice: { $boss } plení víc
orcwar-plunder-recruits = K armádě náčelníka { $boss } se přidávají rekruti
orcwar-adventurers = { $count ->
        [one] { $count } dobrodruh
        [few] { $count } dobrodruzi
       *[other] { $count } dobrodruhů
    }
orcwar-adventurer-strength = každý dobrodruh má sílu { $strength }; napadají { $boss }
orcwar-mine-gold-value = zlato ztrácí cenu: každý hráč odhodí polovinu svého zlata
orcwar-mine-cave-in = zával: důl v oblasti { $area } se zřítil
orcwar-mine-vein = žíla: { $player } táhne 3 zlata
orcwar-cave-in-loss = { $player } ztrácí vojáka v závalu
orcwar-cave-in-none = nikdo není zasypán
orcwar-draw-caravan = do hry přichází karavana
orcwar-draw-event = událost
orcwar-draw-loot = do kořisti náčelníka { $boss }
orcwar-draw-cargo-event = událost pro karavanu
orcwar-draw-cargo = naloženo na karavanu { $caravan }
orcwar-recruit-joins = přidává se k armádě náčelníka { $boss }
orcwar-recruit-none = není to voják: nikdo se nepřidává
orcwar-draw-mine-event = událost v dole
orcwar-error-too-long = tah { $move }: delší než { $limit } znaků
orcwar-error-no-boss = tah { $move }: { $token } není náčelník (náčelníci jsou B1-B{ $bosses })
orcwar-error-notation = tah { $move }: to není zápis OrcWaru: tah začíná náčelníkem (B3-7, B3@4, B3+orc ...) nebo slovem jako done, buy, pay, fight, parley P2 ('help' je vypíše)
orcwar-illegal-over = hra skončila
orcwar-illegal-chance = teď rozhoduje náhoda (kostka nebo tah žetonu), ne hráč
orcwar-illegal-now = teď to nelze: { $player } – { $task } (fáze { $phase })
orcwar-illegal-because = { $why }; { $rest }
orcwar-illegal-like = { $rest }; podobné platné tahy: { $moves }
orcwar-illegal-legal-now = { $rest }; teď platné: { $moves }
orcwar-illegal-no-player = { $token } není hráč: hráči jsou P1-P{ $players } (např. { $example })
orcwar-illegal-no-such-player = ve hře { $players } hráčů není hráč { $token } (P1-P{ $players })
orcwar-illegal-no-boss = { $token } není náčelník (náčelníci jsou B1-B{ $bosses })
orcwar-illegal-not-in-hand = { $boss } není ve vaší ruce
orcwar-illegal-not-on-map = { $boss } není na mapě
orcwar-illegal-not-yours = { $boss } patří hráči { $owner }, ne vám
orcwar-illegal-moved = { $boss } už se v tomto kole pohnul
orcwar-illegal-areas = oblasti jsou číslovány 1-{ $areas }
orcwar-illegal-one-area = { $boss } vede vojáky: armáda táhne o jednu oblast (R6.3)
orcwar-illegal-not-next = oblast { $area } nesousedí s oblastí { $here } (její sousedé: { $near })
orcwar-illegal-tunnel-troops = { $boss } nemá vojáky: pod zem jde jen armáda (R6.5)
orcwar-illegal-tunnel-land = armáda jde pod zem ze skřetí země, kterou ovládáte a kde je pevnost nebo důl
orcwar-chip-gob = goblin
orcwar-chip-orc = skřet
orcwar-chip-hob = hobgoblin
orcwar-chip-gnl = gnol
orcwar-chip-bug = medvědobr
orcwar-chip-ogr = zlobr
orcwar-chip-trl = trol
orcwar-chip-sha = šaman
orcwar-chip-spy = zvěd
orcwar-chip-boss = náčelník { $boss }
orcwar-chip-fortress = pevnost { $value }
orcwar-chip-machine = válečný stroj { $value }
orcwar-chip-mine = důl
orcwar-chip-gold = zlato { $value }
orcwar-chip-prisoner = zajatec { $boss }
orcwar-ui-round = Kolo { $round }
orcwar-ui-acts = hraje { $player }
orcwar-ui-hand = Vaše ruka
orcwar-ui-hand-empty = žádné žetony hordy
orcwar-ui-gold = Vaše zlato: { $total }
orcwar-ui-player = { $player }: žetony hordy { $chips } · žetony zlata { $gold } · skřetí země { $lands }
orcwar-ui-known = víte, že { $player } má nejméně: { $chips }
orcwar-ui-spied = váš zvěd viděl ruku hráče { $player }: { $chips }
orcwar-ui-truce = příměří mezi { $a } a { $b } v oblasti { $area }
orcwar-ui-armies = Armády
orcwar-ui-army = { $boss } ({ $player }) v oblasti { $area }: síla { $strength }; { $troops }
orcwar-ui-lone = osamělý náčelník
orcwar-ui-hint-hand = Klikněte na žeton v ruce, pak na armádu nebo oblast, kam patří.
orcwar-ui-hint-move = Klikněte na armádu, pak na oblast, kam táhne.
orcwar-ui-hint-battle = Vaše volby jsou v panelu bitvy pod mapou.
orcwar-ui-hint-trade = Vaše volby jsou v panelu obchodu pod mapou.
orcwar-ui-trade = Obchod
orcwar-ui-trade-partner = Nabídnout obchod hráči:
orcwar-ui-trade-offer = { $from } nabízí hráči { $to }
orcwar-ui-trade-gives = prý dává
orcwar-ui-trade-asks = žádá
orcwar-ui-trade-lies = sliby mohou lhát: počítají se jen předané žetony (R10.4)
orcwar-ui-trade-add-give = Přidat k tomu, co dáváte:
orcwar-ui-trade-add-ask = Přidat k tomu, co žádáte:
orcwar-ui-trade-hand = Předejte své žetony jeden po druhém:
orcwar-ui-nothing = nic
orcwar-ui-battle = Bitva v oblasti { $area }
orcwar-ui-battle-round = kolo { $round }
orcwar-ui-battle-dice = kostky: { $dice }
orcwar-ui-battle-hits = zásahy: { $hits }
orcwar-ui-battle-ones = jedničky: { $ones }
orcwar-ui-battle-take = { $boss }: zásahů k přijetí { $hits }. Klikněte na jednotku, která je přijme.
orcwar-ui-battle-aim = Namířit zásah na:
orcwar-ui-battle-shelter = Ukrýt jednotky v pevnosti:
orcwar-ui-defenders = obránci
orcwar-do-done = Hotovo
orcwar-do-buy = Koupit žeton (2 zlata)
orcwar-do-redraw = Vzít novou ruku
orcwar-do-pay = Zaplatit { $gold }
orcwar-do-first = { $player } táhne první
orcwar-do-allow = Nechat náčelníka projít
orcwar-do-refuse = Odmítnout
orcwar-do-accept = Přijmout
orcwar-do-decline = Zamítnout
orcwar-do-reroll = Hodit znovu
orcwar-do-send = Odeslat nabídku
orcwar-do-cancel = Vzít nabídku zpět
orcwar-do-fight = Bojovat
orcwar-do-retreat = Zkusit ustoupit
orcwar-do-stay = Zůstat a bojovat
orcwar-do-escape = Zkusit uprchnout
orcwar-do-die = Zemřít hrdinně
orcwar-do-to-tunnel = Ustoupit do tunelů
orcwar-do-rob = Přepadnout karavanu { $caravan }
orcwar-do-parley = Nabídnout hráči { $player } příměří
orcwar-do-hit = { $boss }
orcwar-do-take-fort = Pevnost
orcwar-do-shelter = { $boss }: { $chip }
orcwar-do-offer = { $player }
orcwar-do-execute = Popravit zajatce { $boss }
orcwar-do-sell = Prodat: { $chip }
orcwar-do-lose = Ztratit: { $chip }
orcwar-do-discard = Odhodit: { $chip }
orcwar-do-swap = Vyměnit { $chip } za 1 zlato
orcwar-do-plunder = Plenit s náčelníkem { $boss }
orcwar-do-spy-look = Vyzvědět ruku hráče { $player }
orcwar-do-spy-steal = Zvěd krade hráči { $player }
orcwar-do-spy-kill = Zvěd se pokusí zabít { $boss } ({ $player })
orcwar-do-tunnel = { $boss } jde do podzemí
orcwar-do-take-machine = { $boss } bere: { $chip }
orcwar-do-move = { $boss } do { $area }
orcwar-do-deploy = { $boss } do oblasti { $area }
orcwar-do-join = { $chip } se přidá k { $boss }
orcwar-do-build = { $boss } staví: { $chip }

# the terminal picture of a view and the notation help
orcwar-pic-title = Skřetí válka — kolo { $round }, fáze { $phase }
orcwar-pic-over = Konec hry: { $winners } ({ $reason })
orcwar-pic-strength = síla { $strength }
orcwar-pic-loot = kořist { $loot }
orcwar-pic-caravan = karavana { $caravan } { $route } stráže { $guards } náklad { $cargo }
orcwar-pic-areas = Oblasti (ctl = kdo ji ovládá, F pevnost, M důl):
orcwar-pic-left-machines = ponechané { $machines }
orcwar-pic-orc = skřetí
orcwar-pic-foreign = cizí
orcwar-pic-area = { $kind }; sousedí { $adj }
orcwar-pic-players = Hráči:
orcwar-pic-player = { $horde ->
        [one] { $horde } žeton hordy
        [few] { $horde } žetony hordy
       *[other] { $horde } žetonů hordy
    }, { $gold ->
        [one] { $gold } zlatý žeton
        [few] { $gold } zlaté žetony
       *[other] { $gold } zlatých žetonů
    }, { $lands ->
        [one] { $lands } skřetí země
        [few] { $lands } skřetí země
       *[other] { $lands } skřetích zemí
    }
orcwar-pic-prisoners = zajatci { $bosses }
orcwar-pic-truce = { $first }-{ $second } v { $area }
orcwar-pic-truces = Příměří: { $truces }
orcwar-pic-npc = obránci { $defenders }
orcwar-pic-fortress-held = pevnost drží { $player }
orcwar-pic-battle = Bitva v oblasti { $area }: krok { $stage }, kolo { $round }
orcwar-pic-stage-parley = vyjednávání
orcwar-pic-stage-shelter = úkryt
orcwar-pic-stage-roll = hod
orcwar-pic-stage-target = cíle
orcwar-pic-stage-assign = rozdělení zásahů
orcwar-pic-stage-retreat = ústup
orcwar-pic-stage-end = konec
orcwar-pic-defenders = obránci
orcwar-pic-rolled = { $who }: { $dice } kostek, padlo 5={ $fives } 6={ $sixes } 1={ $ones }
orcwar-pic-hits-waiting = zásahy čekající na { $who }: { $hits }
orcwar-pic-must-take = { $boss } musí přijmout { $hits ->
        [one] { $hits } zásah
        [few] { $hits } zásahy
       *[other] { $hits } zásahů
    }
orcwar-pic-fives = (z toho { $fives } pětek, které nezasáhnou ukryté jednotky)
orcwar-pic-sheltered = v úkrytu: { $units }
orcwar-pic-offer = Nabídka { $start } -> { $to }: dává { $gives }; žádá { $asks } (tvrzení mohou být lži)
orcwar-pic-hand = Vaše ruka ({ $player }): { $hand } | zlato: { $gold }
orcwar-pic-spied = vyšpehováno { $player }: { $chips }
orcwar-pic-known = víte, že { $player } má nejméně: { $chips }
orcwar-pic-to-act = { $player } má: { $task }
orcwar-help-moves = Tahy: done, buy, pay 1+1, redraw, first P1, B3-7 (armáda do oblasti 7), B3-7-8 (osamělý náčelník, dvě oblasti), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, spy P2 kill B5, B3@4 (vyložit náčelníka), B3+orc (žeton se přidá k B3), B3 fort 2, B3 mach 3, B3 mine, B3 take W3, rob N (karavana N), parley P2, fight, hit B5, hit npc, take orc, take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, hand K, execute B5. Hráči jsou { $seats } (P1 je první místo); náčelníci B1-B10; žetony: gob orc trl ogr bug (jednotky), sha spy F1-F3 W1-W3 mine, zlato g1 g2 g3.
orcwar-help-map = Mapa (skřetí země 1-10, cizí země 11-20; oblast: sousedé):

## Text pozice, který není pozicí (BadPosition, R12). Slova formátu pozice (druhy řádků,
## klíče, druhy úkolů, „army owner“) zůstávají, jak jsou v textu napsána.
orcwar-pos-text = pozice skřetí války { $text }: { $why }
orcwar-pos-line = pozice skřetí války, řádek { $line }: { $why }
orcwar-pos-whole = pozice skřetí války jako celek: { $why }
orcwar-pos-not-text = očekáván text, dostáno { $kind }
orcwar-pos-too-long = delší než { $limit } znaků
orcwar-pos-empty = prázdná
orcwar-pos-too-many-lines = více než { $limit } řádků
orcwar-pos-number = { $what } { $value }: očekáváno celé číslo { $lo }-{ $hi }
orcwar-pos-range = { $what } { $value }: musí být { $lo }-{ $hi }
orcwar-pos-chip = { $what }: { $chip } není žeton, který tu může být
orcwar-pos-count-of = { $what }: počet { $code }
orcwar-pos-constant = { $name } tu není číslo
orcwar-pos-float = { $value }: povolena jsou jen celá čísla
orcwar-pos-deep = { $what }: vnořeno hlouběji než { $depth } úrovní
orcwar-pos-json = { $what }: není JSON (u znaku { $at })
orcwar-pos-json-limit = { $what }: není JSON (číslo příliš dlouhé na přečtení)
orcwar-pos-list = { $what } { $value }: očekáván seznam čísel
orcwar-pos-numbers = { $what } { $value }: { $length ->
        [one] očekáváno { $length } číslo
        [few] očekávána { $length } čísla
       *[other] očekáváno { $length } čísel
    }
orcwar-pos-second-line = druhý řádek { $key }
orcwar-pos-no-round = chybí řádek „round“
orcwar-pos-header = první řádek musí být { $form }
orcwar-pos-players = pozice je pro { $n ->
        [one] { $n } hráče
        [few] { $n } hráče
       *[other] { $n } hráčů
    }, hra jich má { $players }
orcwar-pos-unknown-line = neznámý řádek (řádky: { $lines })
orcwar-pos-round-line = očekáváno { $form }, kde P je jedna z fází { $phases }
orcwar-pos-second = druhý řádek pro { $what }
orcwar-pos-form = očekáváno { $form }
orcwar-pos-fort = fort={ $value }: hodnoty pevností jsou { $values }
orcwar-pos-area-field = pole oblasti { $field } (pole: { $fields })
orcwar-pos-not-orc-land = oblast { $area } není skřetí země: nikdo ji neovládá ani v ní nestaví (R1.1)
orcwar-pos-not-machine = { $what }: { $code } není válečný stroj ({ $machines })
orcwar-pos-army-area = oblast armády { $value }: očekáváno @N
orcwar-pos-too-many-troops = více jednotek, než má horda
orcwar-pos-too-many-machines = více válečných strojů, než má horda
orcwar-pos-not-troop = jednotky armády: { $chip } není jednotka (R1.2)
orcwar-pos-fields = pole { $what } { $field }: očekávána pole { $keys }, každé jednou
orcwar-pos-not-boss = { $what }: { $value } není náčelník (B1-B{ $bosses })
orcwar-pos-second-caravan = druhá karavana { $caravan }
orcwar-pos-route = trasa karavany { $route }: trasy jsou { $routes }
orcwar-pos-object = { $what }: očekáván objekt JSON
orcwar-pos-unknown-key = { $what }: neznámý klíč { $key }
orcwar-pos-missing-key = { $what }: chybí klíč { $key }
orcwar-pos-per-seat = { $what }: očekáván jeden seznam pro každé místo ({ $seats })
orcwar-pos-every-seat = { $what } { $value }: očekáváno každé místo jednou
orcwar-pos-seat-twice = { $what }: místo je uvedeno dvakrát
orcwar-pos-side-twice = { $what }: strana je uvedena dvakrát
orcwar-pos-bosses = { $what } { $value }: očekáváni různí náčelníci popořadě
orcwar-pos-truces = { $what }: očekáván seznam [místo, místo, oblast]
orcwar-pos-truce = { $what } { $value }: očekáváno [místo, vyšší místo, oblast]
orcwar-pos-truce-twice = { $what }: příměří je uvedeno dvakrát
orcwar-pos-intel-list = meta intel: očekáván seznam [místo, místo, ruka, zlato]
orcwar-pos-intel-entry = meta intel { $value }: očekáváno [místo, místo, ruka, zlato]
orcwar-pos-intel-pair = meta intel { $value }: jeden pohled na každou dvojici různých míst
orcwar-pos-intel-chips = meta intel { $value }: více žetonů, než hra má
orcwar-pos-offer-form = meta offer { $value }: očekáváno null nebo [místo, místo, dává, žádá]
orcwar-pos-offer-self = meta offer: místo nemůže obchodovat samo se sebou
orcwar-pos-offer-order = meta offer { $value }: věci se nárokují v pořadí věcí (R10)
orcwar-pos-result-form = meta result { $value }: očekáváno null nebo [vítězové, důvod]
orcwar-pos-result-winners = meta result { $value }: vítězové jsou různá místa popořadě
orcwar-pos-known-list = meta known: očekáván seznam [místo, místo, počty]
orcwar-pos-known-entry = meta known { $value }: očekáváno [místo, místo, počty]
orcwar-pos-known-pair = meta known { $value }: jeden záznam na každou dvojici různých míst
orcwar-pos-battle-keys = battle: očekáváno null nebo objekt s klíči { $keys }
orcwar-pos-list-expected = { $what }: očekáván seznam
orcwar-pos-battle-ctx = battle ctx { $value }: očekáváno ["pvp"], ["car", číslo], ["trap", náčelník] nebo ["adv", náčelník]
orcwar-pos-battle-side = battle defender/foe: místo nebo -9 (nikdo)
orcwar-pos-battle-pvp = battle: boj mezi hráči nemá nepřítele ani jednotky bez hráče
orcwar-pos-battle-npc = battle: jednotky bez hráče bojují s jedním nepřítelem, místem (R8)
orcwar-pos-battle-pairs = { $what }: očekávány dvojice [místo, vyšší místo]
orcwar-pos-battle-stage = fáze bitvy { $value }: očekávána jedna z { $stages }
orcwar-pos-battle-marked = battle marked: očekávány dvojice [náčelník, druh jednotky]
orcwar-pos-battle-pend = battle pend: očekáváno [náčelník nebo -1, zásahy, zásahy, střelec]
orcwar-pos-battle-pend-order = battle pend: jeden záznam na každý cíl, popořadě
orcwar-pos-battle-asg = battle asg: očekáváno null nebo [náčelník, zásahy, zásahy, střelec, 0|1]
orcwar-pos-battle-lmach = battle lmach: hodnoty válečných strojů, nejvyšší první
orcwar-pos-battle-dice = battle: jeden počet kostek a jeden hod na každého házejícího
orcwar-pos-battle-rolls = battle rolls: více výsledků než kostek
orcwar-pos-battle-roller = battle: kdo právě hází, musí být jeden z házejících a zbývat mu smí nejvýše jeho kostky
orcwar-pos-battle-nobody = battle: nikdo nehází, takže nezbývají žádné kostky
orcwar-pos-battle-dice-left = battle: více hozených a zbývajících kostek, než má házející
orcwar-pos-battle-rolled = battle: házející po tom, kdo právě hází, už hodil (R8.3)
orcwar-pos-battle-hits = battle: jeden počet zásahů na každého házejícího
orcwar-pos-battle-hits-rolled = battle hits: více zásahů, než padlo pětek a šestek
orcwar-pos-tasks-many = více než { $limit } čekajících úkolů
orcwar-pos-task-list = task: očekáván seznam JSON [druh, ...]
orcwar-pos-task-unknown = neznámý úkol { $task }
orcwar-pos-task-values = úkol { $task }: po druhu { $count ->
        [one] očekávána { $count } hodnota
        [few] očekávány { $count } hodnoty
       *[other] očekáváno { $count } hodnot
    }
orcwar-pos-task-two-seats = úkol { $task }: dvě různá místa
orcwar-pos-task-seats = úkol { $task }: různá místa
orcwar-pos-task-seats-two = úkol { $task }: různá místa, nejméně dvě
orcwar-pos-task-caravan-twice = úkol { $task }: karavana je uvedena dvakrát
orcwar-pos-task-test = úkol test: očekáváno ["test", náčelník, 0|1, účel, obsah, 0|1]
orcwar-pos-test-purpose = úkol test: účel { $value }: jeden z { $purposes }
orcwar-pos-task-gdraw = úkol gdraw: očekáváno ["gdraw", cíl, počet, "loot"|"hand"|"cargo"]
orcwar-pos-round-zero = kolo 0 je příprava a příprava je kolo 0 (R2, R3)
orcwar-pos-round-limit = kolo { $round } je za limitem kol { $limit } (R3.2)
orcwar-pos-no-task = žádný čekající úkol a žádný výsledek
orcwar-pos-next-cid = meta next_cid { $next }: karavana { $caravan } už existuje
orcwar-pos-army-no-area = armáda { $boss } nemá oblast (@0 jen dokud se její výchozí oblast losuje)
orcwar-pos-army-placed = armáda { $boss } už je umístěna, ale její výchozí oblast se teprve losuje
orcwar-pos-task-no-army = úkol { $task }: { $boss } nemá armádu
orcwar-pos-bt = probíhající bitva (řádek battle) a její jediný úkol „bt“ patří k sobě
orcwar-pos-offer-task = nabídka (meta offer) a její úkol „build“/„answer“ patří k sobě (R10)
orcwar-pos-offer-last = nabídka se dělá a zodpovídá hned: jeden úkol „build“/„answer“, poslední
orcwar-pos-offer-seat = úkol { $task }: místo { $seat } není to, na které nabídka čeká
orcwar-pos-known-more = meta known: místo { $seat } ví o žetonech, které hráč { $player } nemá (D18)
orcwar-pos-setup-bosses = při přípravě se má táhnout více náčelníků, než je v poháru (R2.1)
orcwar-pos-task-no-bt = úkol { $task } patří k bitvě, ale žádný úkol „bt“ mu nepředchází
orcwar-pos-task-after-bt = úkol { $task } následuje po úkolu „bt“ probíhající bitvy: to mohou jen úkoly té bitvy (R8)
orcwar-pos-task-one-at-a-time = úkol { $task }: bitva rozhoduje jednu věc po druhé; jen osudy zničené strany čekají pod jiným úkolem (R8.8)
orcwar-pos-task-last = úkol { $task } se rozhoduje hned: musí být posledním úkolem
orcwar-pos-task-allow = úkol allow: kudy { $boss } prochází, vedle oblasti { $area }, musí stát armáda jiného hráče (R6.4)
orcwar-pos-test-army = úkol test { $test }: { $boss } musí být armáda hráče { $player } v oblasti bitvy { $area }
orcwar-pos-task-no-army-in = úkol { $task }: hráč { $player } nemá v oblasti { $area } armádu
orcwar-pos-offer-claims = meta offer: hráč { $player } nemá to, co tvrdí (R10)
orcwar-pos-supply = ve hře je { $count } žetonů „{ $chip }“: hra jich má jen { $top } (R1.2)
orcwar-pos-run-nothing = úkol { $task }: není co táhnout ani házet
orcwar-pos-run-seat = úkol { $task }: místo { $seat } není ve hře
orcwar-pos-run-stuck = úkol { $task }: nikdo nemůže nic udělat, a hra přesto pokračuje
orcwar-pos-run-error = čekající úkol { $task } nelze z této pozice hrát ({ $error })
