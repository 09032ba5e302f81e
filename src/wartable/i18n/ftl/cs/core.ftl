# Zprávy společné smlouvy všech her.

seat-player = Hráč { $number }
move-text = { $move }
error-game-over = tah { $move }: hra skončila
error-empty-move = tah '': prázdný text tahu
error-not-text = tah { $move }: očekáván text, přišlo { $kind }
error-illegal-move = tah { $move }: { $reason }
error-not-legal = v této pozici to není platný tah
error-not-your-turn = tah { $move } od { $seat }: na tahu je { $current }
error-chance-to-move = tah { $move }: na řadě je náhoda a rozhoduje o ní jen generátor této partie
error-no-chance = { $game }: v této pozici nečeká žádný hod ani tah karty
