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
orcwar-task-battle-parley = nabídněte příměří (parley P2), nebo bojujte
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
