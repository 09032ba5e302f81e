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
