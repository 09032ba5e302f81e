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
takeback-none = vrácení tahu: nezahráli jste žádný tah, který by šel vrátit
takeback-chance = vrácení tahu: po vašem posledním tahu přišel tah náhody
takeback-hidden = vrácení tahu: od vašeho posledního tahu je v této hře něco skryto
takeback-pending = vrácení tahu: o vrácení už někdo požádal
takeback-no-request = vrácení tahu: nikdo o ně nepožádal
takeback-own = vrácení tahu: požádali jste o ně vy; přijímají ostatní
takeback-rated-computer = vrácení tahu: počítačový hráč ho v hodnocené partii neposkytne

# vstup citovaný ve zprávě, u dlouhého jen začátek
input-long = { $text } ({ $length } znaků)
# odmítnutá volba pravidel
option-unknown = { $game }: neznámá volba { $name } (volby: { $options })
option-type = volba { $name }={ $value }: očekáván typ { $kind }
option-type-got = volba { $name }={ $value }: očekáván typ { $kind }, dostán { $got }
option-choice = volba { $name }={ $value }: musí být jedna z hodnot { $allowed }
option-min = volba { $name }={ $value }: musí být nejméně { $minimum }
option-max = volba { $name }={ $value }: smí být nejvýše { $maximum }
