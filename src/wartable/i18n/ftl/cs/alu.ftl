# ALU: Lokiho ostrov – hráč kruhu a hráč čtverce, tábory, plenění.

alu-seat-circle = kruh (C)
alu-seat-square = čtverec (S)
alu-side-circle = kruh
alu-side-square = čtverec
alu-holds-circle-camp = tábor kruhu
alu-holds-square-camp = tábor čtverce
alu-holds-raid = žeton plenění
alu-holds-nothing = nic
alu-action-camp = založení tábora
alu-action-raid = plenění
alu-action-restore = obnova
alu-action-camp-raided = tábor na vypleněném poli
alu-action-attack = útok
alu-end-camps = { $winner } vítězí: { $loser } přišel o všechny tábory
alu-end-21 = { $winner } vítězí: ovládá { $squares } polí (potřeba 21)
alu-end-territory-win = { $winner } vítězí: území { $circle }–{ $square } (větší území po posledním kole)
alu-end-territory-draw = remíza: území { $circle }–{ $square } (větší území po posledním kole)
alu-end-passes-win = { $winner } vítězí: území { $circle }–{ $square } (větší území po dvou kolech bez akce)
alu-end-passes-draw = remíza: území { $circle }–{ $square } (větší území po dvou kolech bez akce)
alu-error-too-long = tah { $move }: { $length } znaků, delší než jakýkoli tah ALU ({ $limit })
alu-error-notation = tah { $move }: to není zápis ALU (například 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' nebo 'end')
alu-error-needs-square = tah { $move }: akce { $letter } potřebuje pole, například 'C c3'
alu-error-square-form = tah { $move }: pole je písmeno sloupce a číslo řady, například c3
alu-error-end-square = tah { $move }: 'end' (E, konec kola) nebere žádné pole
alu-error-unknown-action = tah { $move }: neznámá akce { $letter } (akce: C, R, U, F, X, E)
alu-error-no-square = tah { $move }: pole { $square } na desce { $width }x{ $height } není (sloupce a–{ $last_file }, řady 1–{ $height })
alu-illegal-first-camp = první akcí musí být tábor (C) na volném okrajovém poli (R4.4)
alu-illegal-end-first = kolo nemůže skončit před prvním táborem (R4.4)
alu-illegal-not-free = { $square } není volné (je na něm { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = { $square } není vypleněné (je na něm { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = na { $square } není tábor soupeře ({ $enemy }; je na něm { $holds }) (R5.5)
alu-illegal-first-edge = první tábor musí stát na okrajovém poli; { $square } jím není (R4.4)
alu-illegal-not-next = žádný z vašich táborů nesousedí pravoúhle s { $square } (R5.5)
alu-illegal-building = { $action }: potřeba { $need } stavebního materiálu, máte { $have } (R5)
alu-illegal-iron = { $action }: potřeba { $need } železa, máte { $have } (R5)
alu-illegal-food = útok potřebuje 1 jídlo, máte { $have } (R5.5)
alu-illegal-food-pending = útok potřebuje 1 jídlo, máte { $have } ({ $pending } získáno v tomto kole, použitelné až v dalším, R3.3) (R5.5)
alu-illegal-all-camps = všech vašich { $camps } táborů už je na desce (R2.5)
alu-illegal-tray-empty = v zásobníku nezbyl žádný žeton plenění (R2.6, A12)

# the terminal picture of a view and the notation help
alu-pic-legend = C/S tábor  R vypleněné  c/s ovládá kruh/čtverec
alu-pic-pending = (+{ $food } příští tah)
alu-pic-player = { $side } ({ $letter }): stavivo { $building }  železo { $iron }  jídlo { $food }{ $pending }  tábory { $camps }/14  území { $territory }
alu-pic-tray = žetony plenění v zásobníku: { $tray }/14
alu-pic-over = konec hry: { $reason }
alu-pic-final = (poslední tah)
alu-pic-turn = tah { $turn }{ $final }: hraje { $side }, { $actions ->
        [one] zbývá { $actions } akce
        [few] zbývají { $actions } akce
       *[other] zbývá { $actions } akcí
    }
alu-help-squares = Pole se jmenují jako c3 (sloupec a-h, řada 1-5 na desce 8x5).
alu-help-camp = postavit tábor (1 stavivo)
alu-help-raid = vyplenit volné pole (1 stavivo, +1 jídlo použitelné příští tah)
alu-help-restore = obnovit vypleněné pole (1 stavivo)
alu-help-camp-raided = tábor na vypleněném poli (2 staviva + 1 železo)
alu-help-attack = zaútočit na nepřátelský tábor na c3 (1 železo + 1 jídlo; vedle musí být váš tábor)
alu-help-end = ukončit tah hned (také E)
alu-help-first = Vaše první akce musí být C na volném okrajovém poli. Deska: s/c = ovládané pole.

# a position text that is not one
alu-position = pozice alu { $text }: { $why }
alu-position-not-text = očekáván text, přišlo { $kind }
alu-position-too-long = { $length } znaků; pozice ALU má nejvýše { $limit }
alu-position-fields = očekáváno 6 polí „<deska> <na tahu> <tah>:<akce> <kruh b,i,f,p> <čtverec b,i,f,p> <příznaky>“ (+ důvod po konci hry)
alu-position-flags = příznaky jsou „-“ nebo kombinace L a P, přišlo { $flags }
alu-position-pending-other = jídlo v čekání může mít jen hráč na tahu (R3.3)
alu-position-pending = { $food } jídla v čekání, ale v tomto tahu { $taken ->
        [one] proběhla jen { $taken } akce
        [few] proběhly jen { $taken } akce
       *[other] proběhlo jen { $taken } akcí
    } (R3.3)
alu-position-flag-l = příznak L (poslední tah) je nastaven právě tehdy, když má druhý hráč 0 staviva (R7)
alu-position-flag-p = příznak P (předchozí tah bez akce) nemůže být v tahu 1
alu-position-board = deska musí mít { $rows } řad po { $squares } polích (volba board={ $board })
alu-position-square-char = neznámý znak pole { $char } (použijte . R C S)
alu-position-camps = hráč má víc než { $camps } táborů (R2.5)
alu-position-raids = víc než { $raids } žetonů plenění (R2.6)
alu-position-reason-early = důvod se uvádí jen po konci hry
alu-position-reason-needed = skončená hra potřebuje důvod ({ $reasons })
alu-position-to-move = na tahu musí být C nebo S (nebo #C, #S, #= po konci), přišlo { $mover }
alu-position-clock = pole tahu je <tah>:<zbývající akce> číslicemi 0-9 (každé nejvýše { $digits }), přišlo { $clock }
alu-position-turn-one = tahy se číslují od 1
alu-position-turn-side = tah { $turn } patří { $side }, ne { $mover }
alu-position-actions = zbývající akce musí být 1..{ $allot } v tahu { $turn }, přišlo { $actions }
alu-position-stock = zásoba je b,i,f,p (čtyři počty číslicemi 0-9, každý nejvýše { $digits }), přišlo { $stock }
alu-position-early-camps = { $side } má tábory před svou první akcí (R4.4)
alu-position-not-acted = { $side } ještě nehrál, jeho zásoba je tedy počáteční { $stock } (R3.1)
alu-position-stock-impossible = zásoba { $stock } hráče { $side } nemůže být: stavivo začíná na { $building } a železo na { $iron } a jediný příjem je jídlo z plenění, z nichž každé stojí stavivo (R3)
alu-position-no-camp = { $side } nemá žádný tábor, hra tedy skončila (R8.1)
alu-position-controls-21 = { $side } ovládá 21 polí, hra tedy skončila (R8.2)
alu-position-reason-winner = důvod { $reason } potřebuje vítěze (#C nebo #S), ne remízu
alu-position-reason-camps = důvod camps: { $side } musí ztratit všechny tábory (R8.1)
alu-position-reason-21 = důvod 21: { $side } ovládá jen { $squares } polí (R8.2)
alu-position-reason-territory = důvod territory: tak hra končí jen po posledním tahu (příznak L, R7.3)
alu-position-reason-passes = důvod passes: potřebuje příznak P a volbu double_pass_ends (R8.4)
alu-position-winner = území { $circle }-{ $square } dávají { $result }, ne zapsaného vítěze (R7.3)
